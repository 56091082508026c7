"""What ``apply`` reports for ``village``; every text is safe for the viewer it is asked for.

As in the house's other games, an event does not name the seat that caused it: the game log puts
the mover's name in front of its text. An event that speaks of another player (the end-of-game
merge of each hand, R-E2) names that seat ``Player 1``, ``Player 2``, … in ``text``;
``text_with(viewer, names)`` takes the names the table shows instead (one per seat, in seat
order). No text carries a rule id, and every card and number is said through ``text``'s grammar.
``done_text`` joins a move's events into one sentence (the "Done: …" notice).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine import Event
from bot.games.village.ruleset import Ruleset
from bot.games.village.text import (
    cards_count,
    cards_text,
    count_text,
    counts_text,
    join_words,
    lower_first,
    number,
    token_move_text,
)

MAX_SEATS = 64
"""More seats than any game has: ``text`` gives ``text_with`` a name for every seat."""


def default_names(seats: int = MAX_SEATS) -> tuple[str, ...]:
    """Return the names events give the seats unless told otherwise: Player 1, Player 2, …"""
    return tuple(f"Player {s + 1}" for s in range(seats))


@dataclass(frozen=True, slots=True)
class VillageEvent(Event):
    """A ``village`` event; ``rs`` names the cards. ``text`` names seats Player 1, Player 2, …"""

    rs: Ruleset = field(repr=False, compare=False)

    def text(self, viewer: int | None = None) -> str:
        return self.text_with(viewer, default_names())

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        """Describe the event for ``viewer``, naming seat ``s`` ``names[s]``."""
        return self.kind.replace("_", " ")

    def clause_with(self, viewer: int | None, names: Sequence[str]) -> str:
        """The text as the middle of a sentence: it starts with a common word, lowered."""
        return lower_first(self.text_with(viewer, names))


def done_text(
    events: Sequence[Event], viewer: int | None, names: Sequence[str] | None = None
) -> str:
    """Join a move's events into one sentence for ``viewer`` ("Bribed …, then refilled …"):
    the first event, then what followed from it (its own text may hold an "and")."""
    seats = default_names() if names is None else names
    parts = []
    for i, e in enumerate(events):
        if not isinstance(e, VillageEvent):
            parts.append(e.text(viewer))
        elif i == 0:
            parts.append(e.text_with(viewer, seats))
        else:
            parts.append(e.clause_with(viewer, seats))
    if len(parts) < 2:
        return join_words(parts)
    return f"{parts[0]}, then {join_words(parts[1:])}"


@dataclass(frozen=True, slots=True)
class Bribed(VillageEvent):
    """A bribe was made (R-B1 … R-B3)."""

    treasure: int
    treasures: int
    wilds: int
    new_bribe: bool
    from_space: int
    to_space: int

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
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

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        dealt = cards_count(len(self.placed))
        if not self.stopped:
            return f"The deck ran out while refilling the market ({dealt} dealt)"
        last_stall, last = self.placed[-1]
        return (
            f"Refilled the market with {dealt}, stopping on "
            f"{count_text(self.rs, last, 1)} in the {number(last_stall)} stall"
        )


@dataclass(frozen=True, slots=True)
class MarketVisited(VillageEvent):
    """A stall was bought (R-M2, R-M3, R-M5)."""

    stall: int
    paid: tuple[int, ...]
    """Counts by card number, wild last."""
    taken: tuple[int, ...]
    """The cards of the stall, now in the buyer's hand."""

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        got = f"took {cards_text(self.rs, self.taken)}"
        if len(self.taken) > 1:
            got = f"took {cards_count(len(self.taken))}: {cards_text(self.rs, self.taken)}"
        stall = number(self.stall)
        if not any(self.paid):
            return f"Visited the free {stall} stall and {got}"
        return f"Paid {counts_text(self.rs, self.paid)} at the {stall} stall and {got}"


@dataclass(frozen=True, slots=True)
class Cursed(VillageEvent):
    """A treasure was cursed (R-M4)."""

    treasure: int
    from_space: int
    to_space: int

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        move = token_move_text(self.rs, self.treasure, self.from_space, self.to_space, up=False)
        return f"Cursed {self.rs.names[self.treasure]}: {move}"


@dataclass(frozen=True, slots=True)
class CardDrawn(VillageEvent):
    """A card was drawn (R-D1); only the drawer may learn which."""

    card: int

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        if viewer is not None and viewer == self.seat:
            return f"Drew {count_text(self.rs, self.card, 1)}"
        return "Drew a card"


@dataclass(frozen=True, slots=True)
class GameEnded(VillageEvent):
    """The game ended (R-E1) through ``rule_id`` (R-B5 or R-D2); the text names no rule."""

    rule_id: str

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        why = {
            "R-B5": "the deck ran out during the market refill",
            "R-D2": "the deck was empty when a card was to be drawn",
        }.get(self.rule_id, "the deck ran out")
        return f"The game is over: {why}"


@dataclass(frozen=True, slots=True)
class HandMerged(VillageEvent):
    """At the end, treasures in ``seat``'s hand joined that seat's bribes of their type (R-E2).

    ``seat`` is the player whose hand merged, not the mover: the text names that player.
    """

    moved: tuple[int, ...]
    """Counts by treasure type."""

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        seat = self.seat if self.seat is not None else 0
        who = names[seat] if seat < len(names) else f"Player {seat + 1}"
        return f"{who} added {counts_text(self.rs, self.moved)} from hand to their bribes"

    def clause_with(self, viewer: int | None, names: Sequence[str]) -> str:
        return self.text_with(viewer, names)  # it starts with a name
