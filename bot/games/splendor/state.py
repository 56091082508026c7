"""The ``splendor`` state and action records (immutable: frozen dataclasses of tuples).

Token counts are tuples of six, one per colour of ``ruleset.COLOURS`` (gold last); cards and
nobles are named by their ids (``L1-W-3``, ``N04``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.games.splendor.ruleset import Ruleset

Step = Literal["play", "return", "noble"]
STEPS: tuple[Step, ...] = ("play", "return", "noble")


@dataclass(frozen=True, slots=True)
class Reserved:
    """A reserved card; ``blind`` if it was taken unseen from a deck (S-R4)."""

    card: str
    blind: bool


@dataclass(frozen=True, slots=True)
class Player:
    """One seat's belongings."""

    id: str
    tokens: tuple[int, ...]
    cards: tuple[str, ...]
    """The development cards bought, in the order bought."""
    reserved: tuple[Reserved, ...]
    """The reserved cards, in the order reserved (at most ``reserve_limit``, S-R2)."""
    nobles: tuple[str, ...]
    """The nobles who visited, in order (S-N1)."""


@dataclass(frozen=True, slots=True)
class State:
    """A whole game of ``splendor`` (docs/rules/splendor.md, canonical JSON)."""

    ruleset: Ruleset
    bank: tuple[int, ...]
    decks: tuple[tuple[str, ...], ...]
    """Per level (1 to 3): the face-down cards, top first."""
    tableau: tuple[tuple[str | None, ...], ...]
    """Per level: the face-up spaces, None for a space left empty (S-R1, S-B4)."""
    nobles: tuple[str, ...]
    """The nobles still on the table."""
    players: tuple[Player, ...]
    first: int
    current: int
    step: Step
    passes: int
    """The passes in a row (S-T5, S-E3)."""
    over: bool

    @property
    def ids(self) -> tuple[str, ...]:
        """Return the id of whoever plays each seat."""
        return tuple(p.id for p in self.players)


@dataclass(frozen=True, slots=True)
class Take:
    """Take one token of each of these different gems (S-T2, S-T3); indexes, ascending."""

    gems: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TakeTwo:
    """Take 2 tokens of one gem (S-T4)."""

    gem: int


@dataclass(frozen=True, slots=True)
class Reserve:
    """Reserve a face-up ``card``, or blind the top card of ``level``'s deck (S-R1)."""

    card: str | None = None
    level: int | None = None


@dataclass(frozen=True, slots=True)
class Purchase:
    """Buy ``card`` (face up or reserved, S-B1); ``gold[c]`` gold tokens stand in for gem c
    (S-B3), one count per gem."""

    card: str
    gold: tuple[int, ...] = (0, 0, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class Return:
    """Return these tokens to the bank (S-L1), one count per colour, gold last."""

    tokens: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChooseNoble:
    """Choose the noble who visits (S-N2)."""

    noble: str


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: the player has no legal action (S-T5)."""


Action = Take | TakeTwo | Reserve | Purchase | Return | ChooseNoble | Pass
