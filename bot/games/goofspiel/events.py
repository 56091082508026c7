"""What ``apply`` reports for ``goofspiel``; every text is safe for the viewer it is asked for.

As in the house's other games, an event does not name the seat that caused it: the game log puts the
mover's name in front of its text ("@Ann: Placed a bid."). The events that speak of several
players name them ``Player 1``, ``Player 2``, … by default; ``text_with(viewer, names)`` takes
the names the table shows instead (one per seat, in seat order).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import Event


def default_names(seats: int) -> tuple[str, ...]:
    """Return the names events give the seats unless told otherwise: Player 1, Player 2, …"""
    return tuple(f"Player {s + 1}" for s in range(seats))


def join_names(names: Sequence[str]) -> str:
    """Join names as a sentence does: "A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, slots=True)
class GoofspielEvent(Event):
    """A ``goofspiel`` event: ``text`` names the seats Player 1, Player 2, …"""

    def text(self, viewer: int | None = None) -> str:
        return self.text_with(viewer, default_names(MAX_SEATS))

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        """Describe the event for ``viewer``, naming seat ``s`` ``names[s]``."""
        return self.kind.replace("_", " ")


MAX_SEATS = 64
"""More seats than any game has: ``text`` gives ``text_with`` a name for every seat."""


@dataclass(frozen=True, slots=True)
class BidPlaced(GoofspielEvent):
    """``seat`` bid ``card`` (G-B1); only that seat may learn the card before the reveal."""

    card: int

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        if viewer is not None and viewer == self.seat:
            return f"Bid {self.card}"
        return "Placed a bid"


@dataclass(frozen=True, slots=True)
class RoundRevealed(GoofspielEvent):
    """Every bid of ``round`` was revealed (G-B3 … G-B5); ``winner`` None: a tie (G-B4).

    ``seat`` is None: the game itself reveals. ``bids`` are by seat.
    """

    round: int
    prize: int
    bids: tuple[int, ...]
    winner: int | None

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        bids = ", ".join(f"{names[s]} bid {b}" for s, b in enumerate(self.bids))
        if self.winner is not None:
            return f"Prize {self.prize}: {bids} — {names[self.winner]} wins {self.prize}"
        top = max(self.bids)
        tied = [names[s] for s, b in enumerate(self.bids) if b == top]
        return f"Prize {self.prize}: {bids} — {join_names(tied)} tie, nobody wins {self.prize}"


@dataclass(frozen=True, slots=True)
class PrizeRevealed(GoofspielEvent):
    """The next prize card was turned face up (G-B5): round ``round`` starts."""

    round: int
    prize: int

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        return f"Round {self.round}: the prize is {self.prize}"


@dataclass(frozen=True, slots=True)
class GameEnded(GoofspielEvent):
    """Every round was played (G-E1); the final ``scores`` and ``winners`` (G-E2, G-E3)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        best = self.scores[self.winners[0]]
        who = join_names([names[s] for s in self.winners])
        points = "point" if best == 1 else "points"
        if len(self.winners) == 1:
            return f"The game is over: {who} wins with {best} {points}"
        return f"The game is over: {who} share the win with {best} {points}"
