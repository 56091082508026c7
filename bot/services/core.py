"""The core of the game service: construction, locks, loading games and their states, helpers."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, Protocol

import orjson

from bot.engine import Event, InvalidState, Rules
from bot.engine.spec import GameSpec
from bot.services import errors, thinking
from bot.services.clock import Clock, SystemClock, stamp
from bot.services.replays import Played, Steps
from bot.services.settings import GuildSettings
from bot.services.states import CHECKED_KEPT, LEGAL_KEPT, Bounded, BoundedSet, StateCache
from bot.services.thinking import Thinker
from bot.services.undo_entries import took_back
from bot.storage import (
    ActionRecord,
    GameRecord,
    GameRepository,
    Shards,
    Status,
    VersionConflict,
)

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""


Summarizer = Callable[[GameRecord, Sequence[Event]], str]
"""Says a move's events as the channel reads them, in the game's language (a game's adapter)."""


class ScheduleChanged(Protocol):
    """Told that a turn clock changed; ``at``: the only new event, if that is all it is."""

    def __call__(self, at: str | None = None) -> None: ...


def _nobody_listens(at: str | None = None) -> None:
    return None


def compact(data: Any) -> str:
    """Write JSON as stored: compact, keys in their canonical order, text as UTF-8.

    orjson writes it (a move's whole state, every move: a sixth of the move's time with the
    standard library), byte for byte as ``json.dumps`` with these settings for what states,
    actions and rulesets hold (strings, integers, booleans, lists, objects; floats in plain
    notation); what orjson refuses (an integer past 64 bits, a key neither text nor number)
    is written by the standard library."""
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class ServiceCore:
    """What every part of ``GameService`` shares: the repository, clock, games and locks.

    The games it runs are given (``specs``): the services never read the registry
    (``bot.games``) themselves; the composition root (``bot.client``, ``bot.maintenance``)
    passes it, and so do the tests.
    """

    def __init__(
        self,
        repo: GameRepository,
        *,
        specs: Mapping[str, GameSpec],
        clock: Clock | None = None,
        seeds: Callable[[], int] | None = None,
        thinker: Thinker | None = None,
        shards: Shards | None = None,
    ) -> None:
        self.repo = repo
        self.shards = shards
        """The shards this process runs (None: every server): its turn clocks and repairs."""
        self.thinker = thinker or Thinker(None)
        """Where the bots think: the bot's is the process's pool (``thinking.shared``), given
        by the composition root; by default a thread of this process."""
        self.clock = clock or SystemClock()
        self._seeds = seeds or (lambda: secrets.randbits(63))
        self.specs = dict(specs)
        """The games this service runs, by id."""
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._checked: BoundedSet[int] = BoundedSet(CHECKED_KEPT)
        """Games whose move log was read and parsed in this process (``state``)."""
        self._states = StateCache()
        """Decoded states by game and version (``state``; a move keeps the state it stored)."""
        self._legal: Bounded[tuple[int, int, int], tuple[Any, list[Any]]] = Bounded(LEGAL_KEPT)
        """Legal actions by game, version and seat, with the state they are of (``situation``)."""
        self._settings: OrderedDict[int, tuple[float, GuildSettings]] = OrderedDict()
        """Servers' settings by id, with the moment they were read (``PreferencesMixin``)."""
        self._replays: OrderedDict[int, tuple[tuple[ActionRecord, ...], Steps]] = OrderedDict()
        """Finished games' replays by game id, the newest used last (``HistoryMixin.replay``)."""
        self._played: OrderedDict[int, Played] = OrderedDict()
        """Games replayed for their moves' events, by id, the newest used last
        (``HistoryMixin.move_events``)."""
        self.on_schedule_change: ScheduleChanged = _nobody_listens
        """Called when a turn clock changed (the scheduler wakes up), with the clock's next
        event when a move only set a new one (the scheduler may already wake before it)."""
        self.summaries: dict[str, Summarizer] = {}
        """How each game kind words a move for its log (the game's cog registers its
        adapter's ``summary`` when it loads); a kind without one logs its events' kinds."""

    async def aclose(self) -> None:
        """Stop what the service started besides the database: its own bots' workers.

        The process's shared thinker outlives a service (a bot that logs in again, the tests'
        many bots): its workers stop with the process (they watch it), or by ``aclose`` on it.
        """
        if not thinking.is_shared(self.thinker):
            await self.thinker.aclose()

    def _now(self) -> str:
        return stamp(self.clock.now())

    def spec_for(self, kind: str) -> GameSpec:
        """Return what the house knows of a game kind."""
        try:
            return self.specs[kind]
        except KeyError:
            raise errors.BadRequest("errors-unknown-game", kind=kind) from None

    def rules_for(self, kind: str) -> Rules[Any, Any]:
        """Return the rules of a game kind."""
        return self.spec_for(kind).rules

    def lock(self, game_id: int) -> asyncio.Lock:
        """Return the lock that serialises changes to one game (kept only while in use)."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def game(self, game_id: int) -> GameRecord:
        """Return a game, or raise ``GameNotFound``."""
        game = await self.repo.get(game_id)
        if game is None:
            raise errors.GameNotFound(game_id)
        return game

    async def game_in_channel(self, channel_id: int) -> GameRecord | None:
        """Return the lobby or running game of a channel."""
        return await self.repo.open_in_channel(channel_id)

    async def games_in_guild(self, guild_id: int) -> list[GameRecord]:
        """Return a server's open games (lobbies and running games), oldest first."""
        return await self.repo.in_guild(guild_id, [Status.LOBBY, Status.RUNNING])

    async def mark_broken(self, game_id: int, reason: str, *, reported: bool = False) -> None:
        """Pause a damaged game (every other game keeps working) and log why.

        The one way a game becomes broken. The caller holds ``lock(game_id)`` when it can
        (the move pipeline does; the lock is not re-entrant, so it is not taken here).
        ``reported``: the caller already tells a person (``check-db --repair`` prints each
        finding), so the log line is INFO instead of ERROR.
        """
        level = logging.INFO if reported else logging.ERROR
        log.log(level, "game %s is broken: %s", game_id, reason)
        await self.repo.set_status(game_id, Status.BROKEN, None, self._now(), reason)

    async def state(self, game: GameRecord) -> Any:
        """Load a started game's state; a damaged one is marked broken (``GameBroken``).

        The first time a game is loaded in this process its action log is read too, so a
        damaged log is found before anyone plays on. The decoded state is kept
        (``StateCache``): the same record read again is not decoded again.
        """
        if game.status is Status.BROKEN:
            raise errors.GameBroken(game.id)
        rules = self.rules_for(game.kind)
        try:
            state = self._states.get(game)
            if state is None:
                state = self._decode(game, rules)
            check_seats(game, rules.player_ids(state))
            if game.id not in self._checked:
                for entry in await self.repo.actions(game.id):
                    action = json.loads(entry.action_json)
                    if took_back(action) is None:  # an undo entry is the house's, not a move
                        rules.action_from_json(action)
                self._checked.add(game.id)
        except (InvalidState, ValueError) as err:
            await self.mark_broken(game.id, f"{type(err).__name__}: {err}")
            raise errors.GameBroken(game.id) from None
        return state

    def _decode(self, game: GameRecord, rules: Rules[Any, Any]) -> Any:
        """Decode a started game's state and keep it (``InvalidState``, ``ValueError``: damaged)."""
        data = game.state_data()
        if data is None:
            raise errors.GameNotRunning(game.id, str(game.status))
        state = rules.load(data)
        self._states.keep(game, state)
        return state

    async def _running(self, game_id: int) -> GameRecord:
        game = await self.game(game_id)
        if game.status is not Status.RUNNING:
            if game.status is Status.BROKEN:
                raise errors.GameBroken(game_id)
            raise errors.GameNotRunning(game_id, str(game.status))
        return game

    async def _write(self, write: Any, game: GameRecord) -> None:
        try:
            await write
        except VersionConflict:
            raise errors.StaleBoard(game.id) from None


def check_seats(game: GameRecord, player_ids: Collection[str]) -> None:
    """Raise ``ValueError`` unless a started game's seat rows agree with its state.

    The state names every seat's player; the seats table must hold exactly those players,
    at seat indexes 0..n-1 in that order (a row deleted or edited by hand breaks this).
    """
    ids = list(player_ids)
    indexes = [s.seat for s in game.seats]
    if indexes != list(range(len(indexes))):
        raise ValueError(f"the seats are numbered {indexes}, not 0 to {len(indexes) - 1}")
    if len(ids) != len(game.seats):
        raise ValueError(f"the state has {len(ids)} players but {len(game.seats)} seats are stored")
    seated = [str(s.user_id) for s in game.seats]
    if seated != ids:
        raise ValueError(f"the seats hold players {seated}, the state {ids}")
