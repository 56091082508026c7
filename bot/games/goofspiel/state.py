"""The ``goofspiel`` state and action records (immutable: frozen dataclasses of tuples)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.goofspiel.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class State:
    """A whole game of ``goofspiel`` (docs/rules/goofspiel.md, canonical JSON)."""

    ruleset: Ruleset
    ids: tuple[str, ...]
    """Per seat: the id of whoever plays it."""
    hands: tuple[tuple[int, ...], ...]
    """Per seat: the cards not yet revealed, ascending (a pending bid is still in hand)."""
    bids: tuple[int | None, ...]
    """Per seat: the secret bid of this round, or None while the seat has not bid."""
    played: tuple[tuple[int, ...], ...]
    """Per seat: the revealed bids, one per past round, in order."""
    won: tuple[tuple[int, ...], ...]
    """Per seat: the prizes won, in the order won."""
    past_prizes: tuple[int, ...]
    """The prizes of the resolved rounds, in order."""
    prize: int | None
    """The prize being bid on; None once the game is over."""
    deck: tuple[int, ...]
    """The face-down prizes, top first."""

    @property
    def over(self) -> bool:
        """Return whether every round has been played (G-E1)."""
        return self.prize is None

    @property
    def round(self) -> int:
        """Return the round being played, from 1 (the last round once the game is over)."""
        return min(len(self.past_prizes) + 1, self.ruleset.cards)


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid ``card`` from hand for the current prize (G-B1)."""

    card: int


Action = Bid
