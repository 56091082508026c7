"""The ``yotd`` ids and action records (docs/rules/yotd.md, Y-C1…Y-C6 and Y-J3).

Every list of the canonical JSON follows the orders below. The action records are immutable and
map one to one to the JSON of Y-J3 (``codec.action_to_json`` / ``action_from_json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

TYPES: Final[tuple[str, ...]] = (
    "craftsman",
    "court_lady",
    "pyrotechnist",
    "tax_collector",
    "warrior",
    "monk",
    "healer",
    "farmer",
    "scholar",
)
"""The nine person types, in canonical order (Y-C1)."""

WILD: Final = "wild"
CARDS: Final[tuple[str, ...]] = (*TYPES, WILD)
"""The person cards of a hand, in canonical order (Y-C3): the types, then the wild."""

TILES: Final[tuple[str, ...]] = (
    "craftsman-young",
    "court_lady-young",
    "pyrotechnist-young",
    "pyrotechnist-old",
    "tax_collector-young",
    "warrior-young",
    "warrior-old",
    "monk-young",
    "monk-old",
    "healer-young",
    "healer-old",
    "farmer-young",
    "farmer-old",
    "scholar-young",
    "scholar-old",
)
"""The 15 tile kinds, in ``persons.csv`` order (Y-C1, Y-J1 ``supply``)."""

ACTIONS: Final[tuple[str, ...]] = (
    "taxes",
    "build",
    "harvest",
    "fireworks",
    "military",
    "research",
    "privilege",
)
"""The seven action cards, in canonical order (Y-C4)."""

EVENTS: Final[tuple[str, ...]] = (
    "peace",
    "imperial_tribute",
    "drought",
    "dragon_festival",
    "mongol_invasion",
    "contagion",
)
"""The six event kinds, in canonical order (Y-C6)."""

STEPS: Final[tuple[str, ...]] = ("draft", "action", "build", "recruit", "release", "end")
"""The values of the state's ``step`` (Y-J1)."""

SIZES: Final[tuple[str, ...]] = ("small", "large")
"""The privilege sizes (Y-C7)."""

Size = Literal["small", "large"]


def tile_type(tile: str) -> str:
    """Return the person type of a tile kind (``monk-old`` → ``monk``)."""
    return tile.rpartition("-")[0]


def tile_age(tile: str) -> str:
    """Return the age of a tile kind (``monk-old`` → ``old``)."""
    return tile.rpartition("-")[2]


@dataclass(frozen=True, slots=True)
class Draft:
    """Y-S6: two young persons of different types, in type order, and the palace of each."""

    persons: tuple[str, str]
    palaces: tuple[int, int]


@dataclass(frozen=True, slots=True)
class TakeAction:
    """Y-A2: an action card (its group follows from the layout); ``size`` only for privilege."""

    card: str
    size: Size | None = None


@dataclass(frozen=True, slots=True)
class Refill:
    """Y-A4: no action; yuan topped up to the ruleset's ``refill_to``."""


@dataclass(frozen=True, slots=True)
class Build:
    """Y-A6: one floor on palace ``palace`` (fewer than 3 floors)."""

    palace: int


@dataclass(frozen=True, slots=True)
class BuildNew:
    """Y-A6: one floor founding a new 1-floor palace."""


@dataclass(frozen=True, slots=True)
class BuildStop:
    """Y-A6 with ``build_all_floors`` false: the floors left go back."""


@dataclass(frozen=True, slots=True)
class Recruit:
    """Y-P1…Y-P6: a card, the tile it takes, and where it goes (see Y-J3 for the four shapes).

    - with room: ``palace`` = where it goes, ``release`` None;
    - without room: ``palace`` + ``release`` = the person it replaces in that palace, or both
      None = the newcomer released at once;
    - a dead card (Y-P3): ``tile``, ``palace`` and ``release`` all None.
    """

    card: str
    tile: str | None
    palace: int | None
    release: str | None


@dataclass(frozen=True, slots=True)
class Release:
    """Y-E9: one person released from palace ``palace``."""

    palace: int
    tile: str


Action = Draft | TakeAction | Refill | Build | BuildNew | BuildStop | Recruit | Release
"""Every ``yotd`` action (Y-J3)."""
