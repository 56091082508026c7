"""The move log: a game's public summaries a page at a time, and which game a channel means;
a finished game step by step (its replay: its chart is drawn from it too) and as a JSON
document (its export)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

from bot.engine import Event
from bot.services import errors
from bot.services.core import ServiceCore, log
from bot.services.replays import (
    Played,
    Steps,
    canonical,
    export,
    played_on,
    replay_steps,
)
from bot.services.undo_entries import UNDO
from bot.storage import ActionRecord, GameRecord, Status
from bot.storage.records import ActionPage

LOG_PAGE = 15
"""Moves on one page of the log."""
REPLAYS_KEPT = 8
"""Finished games whose replay is kept in memory (a finished game never changes)."""
PLAYED_KEPT = 64
"""Games whose moves' events are kept in memory (``move_events``: the last state of each)."""


@dataclass(frozen=True, slots=True)
class Replay:
    """A finished game step by step: its record (read now), its moves and every state."""

    game: GameRecord
    actions: tuple[ActionRecord, ...]
    """The move log, oldest first (``actions[k - 1]``: move k)."""
    steps: Steps


def check_replayable(game: GameRecord) -> None:
    """Refuse a game that is not finished: a running game's hands are secret, and those of a
    game that was cancelled, expired or broken were never shown."""
    if game.status is Status.FINISHED:
        return
    if game.status in (Status.LOBBY, Status.RUNNING):
        raise errors.UserFacingError("replay-not-over", game=errors.number(game.id))
    raise errors.UserFacingError(
        "replay-never-shown", game=errors.number(game.id), status=str(game.status)
    )


class HistoryMixin(ServiceCore):
    """Reading what happened in a game: its log (anyone who may see its channel may read it)
    and, once it is finished, its replay and export (the Discord side lets its whole server)."""

    async def action_page(
        self, game_id: int, offset: int | None, limit: int = LOG_PAGE
    ) -> ActionPage:
        """Return up to ``limit`` moves after the first ``offset``, oldest first, and how many
        moves there are; ``offset`` None (or past the end): the last page."""
        return await self.repo.action_page(game_id, offset, limit)

    async def log_page(
        self, game_id: int, page: int | None, per_page: int = LOG_PAGE
    ) -> ActionPage:
        """Return page ``page`` (1 = the first moves) of a game's log; None: the newest page.

        Pages are counted from the first move, so a page keeps its moves as the game goes on.
        """
        if page is not None and page < 1:
            raise ValueError(f"pages are counted from 1, not {page}")
        offset = None if page is None else (page - 1) * per_page
        return await self.action_page(game_id, offset, per_page)

    async def game_for_log(self, guild_id: int, channel_id: int, kind: str) -> GameRecord | None:
        """Return the game a channel's log command means: its open game, else its newest game
        of ``kind`` (over or not), else None."""
        found = await self.repo.open_in_channel(channel_id)
        if found is not None:
            return found
        last = await self.repo.last_game_in_channel(guild_id, channel_id, kind)
        return None if last is None else await self.repo.get(last)

    async def move_events(self, game: GameRecord) -> tuple[tuple[Event, ...], ...] | None:
        """Return the events of each move of ``game`` up to its version (``[k - 1]``: move
        k's), replayed from its seed and log, so that a reader may have them said in their own
        language; None when the game does not replay (its stored summaries are then the
        words). Kept per game, bounded: a later version only plays its new moves."""
        kept = self._played.get(game.id)
        if kept is not None and kept.version == game.version:
            self._played.move_to_end(game.id)
            return None if kept.state is None else kept.events
        actions = [
            a
            for a in await self.repo.actions(game.id)
            if a.version is None or a.version <= game.version
        ]
        older = kept is not None and kept.version > game.version  # a record read before
        if kept is not None and (kept.state is None or older):
            kept = None
        played = await asyncio.to_thread(self._played_to, game, actions, kept)
        if older:
            return None if played.state is None else played.events
        self._played[game.id] = played
        self._played.move_to_end(game.id)
        while len(self._played) > PLAYED_KEPT:
            self._played.popitem(last=False)
        return None if played.state is None else played.events

    def _played_to(
        self, game: GameRecord, actions: list[ActionRecord], kept: Played | None
    ) -> Played:
        rules = self.rules_for(game.kind)
        failed = Played(game.version, None, ())
        if kept is not None and any(a.reason == UNDO for a in actions[len(kept.events) :]):
            kept = None  # an undo entry goes back to the state before the kept one: play afresh
        try:
            if kept is None:
                if game.seed is None or game.ruleset_json is None:
                    return failed
                ids = [str(s.user_id) for s in game.seats]
                ruleset = json.loads(game.ruleset_json)
                state = rules.new_game(len(ids), game.seed, player_ids=ids, ruleset=ruleset)
                events: list[tuple[Event, ...]] = []
            else:
                state, events = kept.state, list(kept.events)
            moves = [(a.seat, json.loads(a.action_json)) for a in actions[len(events) :]]
            for now, _, said in played_on(rules, state, moves, first=len(events) + 1):
                state = now
                events.append(tuple(said))
            if canonical(rules.dump(state)) != game.state_data():
                log.warning("game %s: its log does not replay to its state", game.id)
                return failed
        except Exception as err:  # a ReplayError, or a setup the rules refuse
            log.warning("game %s does not replay for its log: %s", game.id, err)
            return failed
        return Played(game.version, state, tuple(events))

    def replay_ready(self, game_id: int) -> bool:
        """Say whether a game's replay is in memory (no wait to get it)."""
        return game_id in self._replays

    async def replay(self, game: GameRecord) -> Replay:
        """Return a finished game step by step, from its seed and its move log (computed in a
        thread, then kept: a finished game never changes).

        Refuses a game that is not finished, and one whose log does not replay to its stored
        state (``replay-damaged``: ``check-db`` says why).
        """
        check_replayable(game)
        kept = self._replays.get(game.id)
        if kept is None:
            actions = tuple(await self.repo.actions(game.id))
            steps = await asyncio.to_thread(self._replayed, game, actions)
            kept = (actions, steps)
            self._replays[game.id] = kept
            while len(self._replays) > REPLAYS_KEPT:
                self._replays.popitem(last=False)
        else:
            self._replays.move_to_end(game.id)
        return Replay(game, *kept)

    def _replayed(self, game: GameRecord, actions: tuple[ActionRecord, ...]) -> Steps:
        rules = self.rules_for(game.kind)
        try:
            if game.seed is None or game.ruleset_json is None:
                raise ValueError("no seed or ruleset recorded")
            moves = [(a.seat, json.loads(a.action_json)) for a in actions]
            ruleset = json.loads(game.ruleset_json)
            ids = [str(s.user_id) for s in game.seats]
            steps = replay_steps(rules, game.seed, ids, ruleset, moves)
            if canonical(rules.dump(steps.states[-1])) != game.state_data():
                raise ValueError("its stored state differs from its replay")
        except ValueError as err:  # a ReplayError too
            log.warning("game %s does not replay: %s", game.id, err)
            raise errors.UserFacingError("replay-damaged", game=errors.number(game.id)) from None
        return steps

    async def export_game(self, game: GameRecord) -> dict[str, Any]:
        """Return a finished game as a JSON document (``replays.export``); refused as
        ``replay`` refuses."""
        check_replayable(game)
        actions = await self.repo.actions(game.id)
        rules = self.rules_for(game.kind)
        try:
            return await asyncio.to_thread(export, game, actions, rules)
        except ValueError as err:
            log.warning("game %s does not export: %s", game.id, err)
            raise errors.UserFacingError("replay-damaged", game=errors.number(game.id)) from None
