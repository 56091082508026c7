"""What ``apply`` reports for ``goofspiel``: data, no words.

An event does not name the seat that caused it in any text: the game log puts the mover's name
in front of its words ("@Ann: Placed a bid."). The words, for a viewer and in a language, are
the adapter's (``bot.games.goofspiel.adapter.events``), which keeps a bid's card out of every
other viewer's words until the reveal.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Event


@dataclass(frozen=True, slots=True)
class GoofspielEvent(Event):
    """A ``goofspiel`` event."""


@dataclass(frozen=True, slots=True)
class BidPlaced(GoofspielEvent):
    """``seat`` bid ``card`` (G-B1); only that seat may learn the card before the reveal."""

    card: int


@dataclass(frozen=True, slots=True)
class RoundRevealed(GoofspielEvent):
    """Every bid of ``round`` was revealed (G-B3 … G-B5); ``winner`` None: a tie (G-B4).

    ``seat`` is None: the game itself reveals. ``bids`` are by seat.
    """

    round: int
    prize: int
    bids: tuple[int, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class PrizeRevealed(GoofspielEvent):
    """The next prize card was turned face up (G-B5): round ``round`` starts."""

    round: int
    prize: int


@dataclass(frozen=True, slots=True)
class GameEnded(GoofspielEvent):
    """Every round was played (G-E1); the final ``scores`` and ``winners`` (G-E2, G-E3)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
