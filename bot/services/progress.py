"""How a finished game went: every state of it replayed, as the public and every seat see it.

A game's chart (its adapter's ``progress``) is drawn from these views only, read through the
game's own reader, like every picture. Every seat's view may be shown once the game is over:
its log and seed tell every hidden card anyway (see ``replays.export``).

The states come from the finished game's replay (``GameService.replay``: replayed once in a
thread, checked against the stored state, kept for the replay viewer too); ``moments_of``
views them, pure work that the caller may do in a thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Rules


@dataclass(frozen=True, slots=True)
class Moment:
    """One state of a finished game: before its first move, then after each move."""

    moves: int
    """How many moves were played before it (0: the start)."""
    public: dict[str, Any]
    """``rules.view_for(state, None)``."""
    seats: tuple[dict[str, Any], ...]
    """``rules.view_for(state, seat)`` for every seat, in seat order."""


def moments_of(rules: Rules[Any, Any], states: Sequence[Any], seats: int) -> list[Moment]:
    """Return every state's public view and every seat's own view, in order."""
    return [
        Moment(
            moves,
            rules.view_for(state, None),
            tuple(rules.view_for(state, seat) for seat in range(seats)),
        )
        for moves, state in enumerate(states)
    ]
