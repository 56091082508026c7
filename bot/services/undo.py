"""Undo: a player takes back their last move (issue 30), no Discord types.

Offered on the mover's "Done" panel, and taken, only while all of this holds:

* the move is the game's last log entry and its own (not one played for it: a timeout, a bot),
  and the game is still at the version that move produced (nobody has acted since: a bot or a
  player away who is to move next plays at once, so such a move is never offered);
* the game goes on (a move that ends it is rated and never taken back), and the move was not
  a choice in a step where seats choose at once;
* the game's rules say the move showed nothing hidden (``Rules.undoable``, asked of the state
  before it);
* the server allows it: always in an unrated game, in a rated one only when its setting
  ``undo_rated`` is on (off by default).

Nothing is ever lost: the move stays in the log and an undo entry follows it (reason
``UNDO``, action ``{"took_back": <its number>}``, ``bot.services.replays``); the state stored
is the one before the move, replayed from the seed and the log (checked against the state
stored before it is trusted). The turn clock goes back to the mover's own turn: its start,
its deadline and its reminders as they were (no fresh time is gained; a deadline that passed
meanwhile times out at once).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from bot.engine import Turn
from bot.i18n import catalogue
from bot.services import errors, ratings
from bot.services.clock import stamp
from bot.services.core import compact
from bot.services.durations import reminder_times
from bot.services.play import MoveResult, PlayMixin, automatic
from bot.services.rated import finishing
from bot.services.replays import ReplayError, canonical, replay_states
from bot.services.settings import TURN_CEILING, TURN_FLOOR
from bot.services.undo_entries import UNDO, undo_entry
from bot.storage import ActionRecord, GameRecord, Schedule


@dataclass(frozen=True, slots=True)
class Undone:
    """A move taken back: the game after it (the mover to play again) and the state."""

    game: GameRecord
    seat: int
    number: int
    """The number (``seq``) of the move taken back."""
    state: Any


@dataclass(frozen=True, slots=True)
class Before:
    """A game replayed up to its last move: the state before that move, and when the turn
    that state is in began (None: at the start)."""

    state: Any
    began: str | None


def rated_game(game: GameRecord) -> bool:
    """Say whether ``game`` would be rated if it ended now with everyone present (the ratings'
    own rule: no bot seat, two players at least)."""
    n = len(game.seats)
    match = finishing(game, [1] * n, [0] * n, [False] * n)
    return ratings.unrated_reason(match) is None


class UndoMixin(PlayMixin):
    """Taking back a move: whether the mover's panel offers it, and doing it."""

    async def undo_allowed(self, game: GameRecord) -> bool:
        """Say whether the server lets ``game``'s players take moves back (always in an
        unrated game; in a rated one, when the server's ``undo_rated`` is on)."""
        return not rated_game(game) or (await self.settings(game.guild_id)).undo_rated

    async def undo_offered(
        self, before: Any, turn: Turn, seat: int, move: Any, result: MoveResult
    ) -> bool:
        """Say whether the mover's "Done" panel offers Undo after ``result`` (``seat``'s own
        move ``move`` from ``before``, whose turn was ``turn``), before any bot plays."""
        if result.reason is not None or result.outcome is not None or turn.together:
            return False
        rules = self.rules_for(result.game.kind)
        if any(automatic(result.game, s) for s in rules.active_seats(result.state)):
            return False  # a bot or a player away decides at once
        if not rules.undoable(before, seat, move):
            return False
        return await self.undo_allowed(result.game)

    async def undo(self, game_id: int, user_id: int, version: int) -> Undone:
        """Take back ``user_id``'s last move of ``game_id``, drawn on their panel at
        ``version``. Refused, changing nothing, when someone acted since (``undo-too-late``),
        when the server does not allow it (``undo-off-rated``) or when the move may not be
        (``undo-not-this-move``)."""
        async with self.lock(game_id):
            game = await self._running(game_id)
            seat = game.seat_of(user_id)
            if seat is None:
                raise errors.NotAPlayer(game_id)
            actions = await self.repo.actions(game.id)
            last = actions[-1] if actions else None
            if (
                version != game.version
                or last is None
                or last.seat != seat
                or last.reason is not None
                or last.version != game.version
            ):
                raise errors.UserFacingError("undo-too-late")
            if not await self.undo_allowed(game):
                raise errors.UserFacingError("undo-off-rated")
            rules = self.rules_for(game.kind)
            try:
                found = await asyncio.to_thread(self._before_last, game, actions)
            except ValueError:
                raise errors.UserFacingError("undo-not-this-move") from None
            move = rules.action_from_json(json.loads(last.action_json))
            if rules.turn(found.state).together or not rules.undoable(found.state, seat, move):
                raise errors.UserFacingError("undo-not-this-move")
            schedule = await self._clock_back(game, found.began or game.started_at)
            state_json = compact(rules.dump(found.state))
            summary = catalogue().text(game.language, "undo-log", number=str(last.seq))
            now = self._now()
            await self._write(
                self.repo.save_move(
                    game.id,
                    game.version,
                    seat=seat,
                    action_json=compact(undo_entry(last.seq)),
                    state_json=state_json,
                    now=now,
                    summary=summary,
                    reason=UNDO,
                    schedule=schedule,
                ),
                game,
            )
            self.on_schedule_change()
            game = replace(
                game,
                version=game.version + 1,
                state_json=state_json,
                updated_at=now,
                turn_started_at=schedule.turn_started_at,
                deadline_at=schedule.deadline_at,
                reminders_sent=schedule.reminders_sent,
                next_event_at=schedule.next_event_at,
                step_version=schedule.step_version,
            )
            return Undone(game, seat, last.seq, found.state)

    def _before_last(self, game: GameRecord, actions: list[ActionRecord]) -> Before:
        """Replay ``game`` (checked against its stored state) and return the state before its
        last move, and when the turn of that state began: the time of the move that began it,
        moves taken back skipped. Raises ``ValueError`` if the game does not replay."""
        rules = self.rules_for(game.kind)
        if game.seed is None or game.ruleset_json is None:
            raise ValueError("no seed or ruleset recorded")
        moves = [(a.seat, json.loads(a.action_json)) for a in actions]
        ids = [str(s.user_id) for s in game.seats]
        try:
            states = replay_states(rules, game.seed, ids, json.loads(game.ruleset_json), moves)
        except ReplayError as err:
            raise ValueError(str(err)) from err
        if canonical(rules.dump(states[-1])) != game.state_data():
            raise ValueError("its stored state differs from its replay")
        shown = [0]  # the states the game went through, a move taken back left out
        for entry in actions:
            if entry.reason == UNDO:
                shown.pop()
            else:
                shown.append(entry.seq)
        shown.pop()  # the last move, to be taken back
        number = rules.turn(states[shown[-1]]).number
        at = len(shown) - 1
        while at > 0 and rules.turn(states[shown[at - 1]]).number == number:
            at -= 1
        first = shown[at]
        return Before(states[shown[-1]], actions[first - 1].created_at if first else None)

    async def _clock_back(self, game: GameRecord, began: str | None) -> Schedule:
        """The mover's own turn clock again: begun when their turn began, its reminders
        already passed counted as sent."""
        now = self.clock.now()
        start = now if began is None else datetime.fromisoformat(began)
        turn = min(max(game.turn_seconds, TURN_FLOOR), TURN_CEILING)
        deadline = start + timedelta(seconds=turn)
        config = await self.settings(game.guild_id)
        points = reminder_times(start, deadline, config.reminders)
        passed = sum(1 for p in points if p <= now)
        following = points[passed] if passed < len(points) else deadline
        return Schedule(stamp(start), stamp(deadline), passed, stamp(following), game.version + 1)
