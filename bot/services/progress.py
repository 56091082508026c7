"""How a finished game went: every state of it replayed, as the public and every seat see it.

A game's chart (its adapter's ``progress``) is drawn from these views only, read through the
game's own reader, like every picture. Every seat's view may be shown once the game is over:
its log and seed tell every hidden card anyway (see ``replays.export``).

``FinishedGame`` holds what the replay needs, read from storage on the event loop; its
``moments()`` replays and views the game, pure work that the caller may do in a thread.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Rules
from bot.services.records import ActionRecord, GameRecord, Status
from bot.services.replays import replay_states


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


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game as its record and move log give it: enough to replay it."""

    rules: Rules[Any, Any]
    seed: int
    player_ids: tuple[str, ...]
    ruleset: dict[str, Any]
    moves: tuple[tuple[int, dict[str, Any]], ...]
    """(seat, the action's JSON) of every move, in order."""

    @classmethod
    def of(
        cls, game: GameRecord, actions: Sequence[ActionRecord], rules: Rules[Any, Any]
    ) -> FinishedGame:
        """Read a finished game's record and log; ``ValueError`` for any other game."""
        if game.status is not Status.FINISHED:
            raise ValueError(f"game #{game.id} is {game.status.value}, not finished")
        if game.seed is None or game.ruleset_json is None:
            raise ValueError(f"game #{game.id} has no seed or ruleset recorded")
        moves = tuple((a.seat, json.loads(a.action_json)) for a in actions)
        ids = tuple(str(s.user_id) for s in game.seats)
        return cls(rules, game.seed, ids, json.loads(game.ruleset_json), moves)

    def moments(self) -> list[Moment]:
        """Replay the game; return every state's views (``ReplayError`` if it does not)."""
        states = replay_states(self.rules, self.seed, self.player_ids, self.ruleset, self.moves)
        return moments_of(self.rules, states, len(self.player_ids))
