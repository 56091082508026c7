"""The ``yotd`` state records (immutable: frozen dataclasses of tuples), one to one with the
canonical JSON of docs/rules/yotd.md (Y-J1).

Counts of tile kinds are tuples of 15 in ``moves.TILES`` order; a hand is a tuple of 10 counts
in ``moves.CARDS`` order; persons are tile ids (``monk-old``), sorted in ``TILES`` order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.games.yotd.moves import TILES
from bot.games.yotd.ruleset import Ruleset

TILE_INDEX: Final = {t: i for i, t in enumerate(TILES)}
"""The index of each tile kind in ``TILES`` (the order of persons in a palace)."""


def sort_persons(persons: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Return ``persons`` in ``TILES`` order (Y-J1)."""
    return tuple(sorted(persons, key=TILE_INDEX.__getitem__))


@dataclass(frozen=True, slots=True)
class Palace:
    """A palace (Y-C8): 1 to ``max_floors`` floors, at most one person per floor."""

    floors: int
    persons: tuple[str, ...]

    @property
    def room(self) -> int:
        """Return the free floors."""
        return self.floors - len(self.persons)


@dataclass(frozen=True, slots=True)
class FinalScore:
    """The final scoring's parts (Y-F2), already added to the points."""

    persons: int
    monks: int
    money: int

    @property
    def total(self) -> int:
        return self.persons + self.monks + self.money


@dataclass(frozen=True, slots=True)
class Player:
    """One seat's belongings (Y-S5, Y-J1 ``players``)."""

    id: str
    yuan: int
    rice: int
    fireworks: int
    points: int
    track: int
    small: int
    """Small privileges (Y-C7)."""
    large: int
    """Large privileges (Y-C7)."""
    hand: tuple[int, ...]
    """One count per card of ``CARDS`` (Y-C3)."""
    played: tuple[str, ...]
    """The cards played, in order (Y-P1)."""
    palaces: tuple[Palace, ...]
    """In order of creation (Y-J1)."""
    final: FinalScore | None

    @property
    def persons(self) -> int:
        """Return the persons in the player's palaces."""
        return sum(len(p.persons) for p in self.palaces)


@dataclass(frozen=True, slots=True)
class State:
    """A whole game of ``yotd`` (docs/rules/yotd.md, Y-J1)."""

    ruleset: Ruleset
    month: int
    """0 during the draft, then 1 to ``months``."""
    step: str
    """One of ``moves.STEPS``."""
    queue: tuple[int, ...]
    """The seats still to decide in this step's round, in order; empty once over."""
    start: int
    """The draft's start player (Y-S1)."""
    order: tuple[int, ...]
    """Every seat, first to play first (Y-O1): sorted by track, highest first."""
    events: tuple[str, ...]
    """The months' events (Y-S3)."""
    groups: tuple[tuple[str, ...], ...]
    """This month's action groups (Y-A1)."""
    dragons: tuple[tuple[int, ...], ...]
    """Per group, the seats whose dragon is on it, in the order placed (Y-A2)."""
    action_orders: tuple[tuple[str, ...], ...]
    """The shuffles of the months not yet begun, next month first (Y-S4, hidden: Y-V3)."""
    supply: tuple[int, ...]
    released: tuple[int, ...]
    drafted: tuple[tuple[str, str], ...]
    """Each drafted pair of types, in draft order (Y-S6)."""
    build_left: int
    """Floors still to place (Y-A6); 0 unless ``step`` is ``build``."""
    owed: tuple[int, ...]
    """Per seat, releases still owed in this event (Y-E2)."""
    drought_used: tuple[int, ...]
    """During a Drought, the palaces the seat in ``current`` has released from (Y-E5)."""
    players: tuple[Player, ...]
    over: bool

    @property
    def current(self) -> int | None:
        """Return the seat that must decide now (``queue[0]``), None once over."""
        return self.queue[0] if self.queue and not self.over else None

    @property
    def ids(self) -> tuple[str, ...]:
        """Return the id of whoever plays each seat."""
        return tuple(p.id for p in self.players)
