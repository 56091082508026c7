"""What ``apply`` reports for ``village``: data, no words.

An event does not name the seat that caused it in any text: the game log puts the mover's name
in front of its words. Each event carries what its words need (the ruleset ``rs`` names its
cards and values); the words themselves, for a viewer and in a language, are the adapter's
(``bot.games.village.adapter.events``), which keeps a card drawn out of every other viewer's
words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine import Event
from bot.games.village.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class VillageEvent(Event):
    """A ``village`` event; ``rs`` is the game's ruleset (its cards, its track's values)."""

    rs: Ruleset = field(repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class Bribed(VillageEvent):
    """A bribe was made (R-B1 … R-B3)."""

    treasure: int
    treasures: int
    wilds: int
    new_bribe: bool
    from_space: int
    to_space: int


@dataclass(frozen=True, slots=True)
class MarketRefilled(VillageEvent):
    """Cards were dealt onto the stalls (R-B4); ``stopped`` is False if the deck ran out."""

    placed: tuple[tuple[int, int], ...]
    """(stall cost, card) in the order dealt."""
    stopped: bool


@dataclass(frozen=True, slots=True)
class MarketVisited(VillageEvent):
    """A stall was bought (R-M2, R-M3, R-M5)."""

    stall: int
    paid: tuple[int, ...]
    """Counts by card number, wild last."""
    taken: tuple[int, ...]
    """The cards of the stall, now in the buyer's hand."""


@dataclass(frozen=True, slots=True)
class Cursed(VillageEvent):
    """A treasure was cursed (R-M4)."""

    treasure: int
    from_space: int
    to_space: int


@dataclass(frozen=True, slots=True)
class CardDrawn(VillageEvent):
    """A card was drawn (R-D1); only the drawer may learn which."""

    card: int


@dataclass(frozen=True, slots=True)
class GameEnded(VillageEvent):
    """The game ended (R-E1) through ``rule_id`` (R-B5 or R-D2); its words name no rule."""

    rule_id: str


@dataclass(frozen=True, slots=True)
class HandMerged(VillageEvent):
    """At the end, treasures in ``seat``'s hand joined that seat's bribes of their type (R-E2).

    ``seat`` is the player whose hand merged, not the mover: the words name that player.
    """

    moved: tuple[int, ...]
    """Counts by treasure type."""
