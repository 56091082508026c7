"""What ``apply`` reports for ``village``; every text is safe for the viewer it is asked for."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine import Event
from bot.games.village.ruleset import Ruleset
from bot.games.village.text import (
    cards_text,
    count_text,
    counts_text,
    join_words,
    plural,
    token_move_text,
)


@dataclass(frozen=True, slots=True)
class VillageEvent(Event):
    """A ``village`` event; ``rs`` names the cards."""

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

    def text(self, viewer: int | None = None) -> str:
        rs, t = self.rs, self.treasure
        paid = [count_text(rs, t, self.treasures)] if self.treasures else []
        if self.wilds:
            paid.append(count_text(rs, rs.wild, self.wilds))
        move = token_move_text(rs, t, self.from_space, self.to_space, up=True)
        new = " (a new bribe)" if self.new_bribe else ""
        return f"Bribed {join_words(paid)}{new}: {move}"


@dataclass(frozen=True, slots=True)
class MarketRefilled(VillageEvent):
    """Cards were dealt onto the stalls (R-B4); ``stopped`` is False if the deck ran out."""

    placed: tuple[tuple[int, int], ...]
    """(stall cost, card) in the order dealt."""
    stopped: bool

    def text(self, viewer: int | None = None) -> str:
        n = len(self.placed)
        if not self.stopped:
            return f"The deck ran out while refilling the market ({plural(n, 'card')} dealt)"
        last_stall, last = self.placed[-1]
        return (
            f"Refilled the market with {plural(n, 'card')}, stopping on "
            f"{count_text(self.rs, last, 1)} in the {last_stall} stall"
        )


@dataclass(frozen=True, slots=True)
class MarketVisited(VillageEvent):
    """A stall was bought (R-M2, R-M3, R-M5)."""

    stall: int
    paid: tuple[int, ...]
    """Counts by card number, wild last."""
    taken: tuple[int, ...]
    """The cards of the stall, now in the buyer's hand."""

    def text(self, viewer: int | None = None) -> str:
        got = f"took {plural(len(self.taken), 'card')}: {cards_text(self.rs, self.taken)}"
        if not any(self.paid):
            return f"Visited the free {self.stall} stall and {got}"
        return f"Paid {counts_text(self.rs, self.paid)} at the {self.stall} stall and {got}"


@dataclass(frozen=True, slots=True)
class Cursed(VillageEvent):
    """A treasure was cursed (R-M4)."""

    treasure: int
    from_space: int
    to_space: int

    def text(self, viewer: int | None = None) -> str:
        move = token_move_text(self.rs, self.treasure, self.from_space, self.to_space, up=False)
        return f"Cursed {self.rs.names[self.treasure]}: {move}"


@dataclass(frozen=True, slots=True)
class CardDrawn(VillageEvent):
    """A card was drawn (R-D1); only the drawer may learn which."""

    card: int

    def text(self, viewer: int | None = None) -> str:
        if viewer is not None and viewer == self.seat:
            return f"Drew {count_text(self.rs, self.card, 1)}"
        return "Drew a card"


@dataclass(frozen=True, slots=True)
class GameEnded(VillageEvent):
    """The game ended (R-E1) through ``rule_id`` (R-B5 or R-D2)."""

    rule_id: str

    def text(self, viewer: int | None = None) -> str:
        why = {
            "R-B5": "the deck ran out during the market refill",
            "R-D2": "the deck was empty when a card was to be drawn",
        }.get(self.rule_id, "the deck ran out")
        return f"The game is over: {why} ({self.rule_id})"


@dataclass(frozen=True, slots=True)
class HandMerged(VillageEvent):
    """At the end, treasures in hand joined the player's bribes of their type (R-E2)."""

    moved: tuple[int, ...]
    """Counts by treasure type."""

    def text(self, viewer: int | None = None) -> str:
        return f"Added {counts_text(self.rs, self.moved)} from hand to their bribes (R-E2)"
