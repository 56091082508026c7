"""The game service: lobbies and the move pipeline, with no Discord types.

lock the game -> load -> check the version the player saw -> map the user to a seat, check
the turn -> rules.apply -> save with the version check and the log in one transaction ->
return what happened.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

from pydantic import ValidationError

from bot.engine import Event, IllegalAction, InvalidState, Outcome, Rules
from bot.engine.spec import GameSpec
from bot.games import SPECS
from bot.services import errors
from bot.services.clock import Clock, SystemClock, stamp
from bot.services.durations import format_duration, reminder_times
from bot.services.settings import (
    TURN_CEILING,
    TURN_FLOOR,
    GuildSettings,
    merged,
    settings_error,
)
from bot.storage import (
    STOPPED,
    ActionRecord,
    ChannelTaken,
    Forgotten,
    GameRecord,
    GameRepository,
    MemberSeated,
    Schedule,
    Status,
    VersionConflict,
)

log = logging.getLogger(__name__)


def compact(data: Any) -> str:
    """Write JSON as stored: compact, keys in their canonical order."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A move that was applied and stored."""

    game: GameRecord
    seat: int
    action: dict[str, Any]
    events: list[Event]
    outcome: Outcome | None
    reason: str | None = None
    """None for a player's own move; "timeout" or "absent" for a move played for them."""
    auto: tuple[MoveResult, ...] = ()
    """Moves played at once afterwards for the absent players whose turn came."""
    state: Any = field(default=None, repr=False, compare=False)
    """The game's state after this move (saves parsing it again)."""

    @property
    def over(self) -> bool:
        """Say whether this move (or one played after it) ended the game."""
        return self.outcome is not None or any(r.outcome is not None for r in self.auto)

    @property
    def last(self) -> MoveResult:
        """Return the last move of this chain."""
        return self.auto[-1] if self.auto else self


@dataclass(frozen=True, slots=True)
class Due:
    """What the turn clock did for a game: a reminder to send, or a timeout it played."""

    game: GameRecord
    kind: str
    """"reminder" or "timeout"."""
    user_id: int
    left: timedelta = timedelta(0)
    result: MoveResult | None = None


SETTINGS_CACHE = 512
"""Servers whose settings are kept in memory (least recently used dropped first)."""

MAX_AUTOMATIC = 1000
"""Moves played in a row for bots and absent players (a whole game is far fewer)."""

AUTO_PREFIX = {
    "timeout": "Ran out of time, so the bot played: ",
    "absent": "Away, so the bot played: ",
}


class GameService:
    """Lobby and play operations; every refusal is a ``UserFacingError`` and writes nothing."""

    def __init__(
        self,
        repo: GameRepository,
        *,
        clock: Clock | None = None,
        seeds: Callable[[], int] | None = None,
        specs: Mapping[str, GameSpec] | None = None,
    ) -> None:
        self.repo = repo
        self.clock = clock or SystemClock()
        self._seeds = seeds or (lambda: secrets.randbits(63))
        self.specs = dict(SPECS if specs is None else specs)
        """The games this service runs, by id."""
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._checked: set[int] = set()
        self._settings: OrderedDict[int, GuildSettings] = OrderedDict()
        self.on_schedule_change: Callable[[], None] = lambda: None
        """Called when a turn clock changed (the scheduler wakes up)."""

    # --- helpers ----------------------------------------------------------------------------

    def _now(self) -> str:
        return stamp(self.clock.now())

    def spec_for(self, kind: str) -> GameSpec:
        """Return what the house knows of a game kind."""
        try:
            return self.specs[kind]
        except KeyError:
            raise errors.BadRequest(f"This bot does not know the game {kind!r}.") from None

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
        damaged log is found before anyone plays on.
        """
        if game.status is Status.BROKEN:
            raise errors.GameBroken(game.id)
        rules = self.rules_for(game.kind)
        try:
            data = game.state_data()
            if data is None:
                raise errors.GameNotRunning(game.id, str(game.status))
            state = rules.load(data)
            check_seats(game, rules.player_ids(state))
            if game.id not in self._checked:
                for entry in await self.repo.actions(game.id):
                    rules.action_from_json(json.loads(entry.action_json))
                self._checked.add(game.id)
        except (InvalidState, ValueError) as err:
            await self.mark_broken(game.id, f"{type(err).__name__}: {err}")
            raise errors.GameBroken(game.id) from None
        return state

    # --- settings ---------------------------------------------------------------------------

    async def settings(self, guild_id: int) -> GuildSettings:
        """Return a server's settings (defaults where it set nothing); kept in memory."""
        cached = self._settings.get(guild_id)
        if cached is not None:
            self._settings.move_to_end(guild_id)
            return cached
        stored = await self.repo.guild_settings(guild_id)
        settings = GuildSettings()
        if stored is not None:
            try:
                settings = GuildSettings.model_validate(stored)
            except ValidationError:
                log.error("guild %s: stored settings are invalid; using the defaults", guild_id)
        self._remember(guild_id, settings)
        return settings

    def _remember(self, guild_id: int, settings: GuildSettings) -> None:
        self._settings[guild_id] = settings
        self._settings.move_to_end(guild_id)
        while len(self._settings) > SETTINGS_CACHE:
            self._settings.popitem(last=False)

    async def update_settings(
        self, guild_id: int, changes: Mapping[str, Any], *, can_manage_guild: bool
    ) -> GuildSettings:
        """Change a server's settings (Manage Server only); refuse invalid values, naming why."""
        if not can_manage_guild:
            raise errors.NotAllowed("Only members with the Manage Server permission can do that.")
        try:
            new = merged(await self.settings(guild_id), dict(changes))
        except ValidationError as err:
            raise errors.BadRequest(f"Not changed: {settings_error(err)}.") from None
        await self.repo.set_guild_settings(guild_id, new.model_dump(), self._now())
        self._remember(guild_id, new)
        log.info("guild %s: settings changed: %s", guild_id, dict(changes))
        return new

    async def set_notify(self, user_id: int, on: bool) -> None:
        """Turn direct-message reminders on or off for a member."""
        await self.repo.set_notify_dm(user_id, on, self._now())

    async def notify_dm(self, user_id: int) -> bool:
        """Say whether a member wants reminders by direct message."""
        return await self.repo.notify_dm(user_id)

    async def forget_member(self, user_id: int, *, dry_run: bool = False) -> Forgotten:
        """Remove what the bot keeps about a member: preferences, drafts, display names.

        Refused (``StillSeated``) while they hold a seat in a lobby or a running game. Ended
        games keep their user id, and a finished game their score and rank, as the game's
        record: its saved state names the players by id, so its replay needs them.
        ``dry_run`` only counts what would be removed.
        """
        if user_id <= 0:
            raise errors.BadRequest(f"{user_id} is not a member's id (those are positive).")
        try:
            found = await self.repo.forget_member(user_id, apply=not dry_run)
        except MemberSeated as seated:
            raise errors.StillSeated(user_id, seated.games) from None
        if found.done:
            log.info(
                "member %s forgotten: %s preferences, %s drafts, %s names removed",
                user_id,
                found.preferences,
                found.drafts,
                found.names,
            )
        return found

    # --- lobby ------------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        seats: int | None = None,
        turn_seconds: int | None = None,
        parent_channel_id: int | None = None,
        member_roles: Collection[int] = (),
        can_manage_guild: bool = False,
        host_name: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        """Open a lobby in a channel with the host seated (one open game per channel).

        The server's settings decide where games may be opened, by whom, how many may be open
        at once, and the range of turn limits.
        """
        rules = self.rules_for(kind)
        max_seats = rules.max_players if seats is None else seats
        if not rules.min_players <= max_seats <= rules.max_players:
            raise errors.BadRequest(
                f"A game has {rules.min_players} to {rules.max_players} seats (R-S1)."
            )
        config = await self.settings(guild_id)
        if config.channels and not {channel_id, parent_channel_id} & set(config.channels):
            where = ", ".join(f"<#{c}>" for c in config.channels)
            raise errors.NotAllowed(f"On this server games can be opened only in {where}.")
        if (
            config.opener_role is not None
            and config.opener_role not in member_roles
            and not can_manage_guild
        ):
            raise errors.NotAllowed(
                f"On this server only members with <@&{config.opener_role}> can open games."
            )
        if await self.repo.count_open(guild_id) >= config.max_open_games:
            raise errors.NotAllowed(
                f"This server already has {config.max_open_games} open games, its limit. "
                "Finish or cancel one first (`/village games` lists them)."
            )
        turn = config.turn_default if turn_seconds is None else turn_seconds
        if not config.turn_min <= turn <= config.turn_max:
            raise errors.BadRequest(
                f"On this server a turn limit must be from {format_duration(config.turn_min)} "
                f"to {format_duration(config.turn_max)}."
            )
        try:
            game_id = await self.repo.create_lobby(
                kind=kind,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                max_seats=max_seats,
                options=dict(options or {}),
                now=self._now(),
                turn_seconds=turn,
                host_name=host_name,
            )
        except ChannelTaken as taken:
            raise errors.ChannelBusy(taken.game_id, taken.message_id) from None
        log.info("game %s: lobby opened in channel %s by %s", game_id, channel_id, host_id)
        return await self.game(game_id)

    async def _lobby(self, game_id: int, *, starting: bool = False) -> GameRecord:
        game = await self.game(game_id)
        if game.status is not Status.LOBBY:
            if starting:
                raise errors.GameNotRunning(game_id, str(game.status))
            raise errors.NotInLobby(game_id, str(game.status))
        return game

    async def join(self, game_id: int, user_id: int, name: str | None = None) -> GameRecord:
        """Seat a member in a lobby (``name``: their display name, for pictures)."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if game.has_player(user_id):
                raise errors.AlreadyJoined(game_id)
            if len(game.seats) >= game.max_seats:
                raise errors.LobbyFull(game_id, game.max_seats)
            await self._write(
                self.repo.add_seat(game_id, user_id, game.version, self._now(), name), game
            )
            log.info("game %s: %s joined", game_id, user_id)
            return await self.game(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Take a member out of a lobby; the host role passes on, an empty lobby is cancelled."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if not game.has_player(user_id):
                raise errors.NotJoined(game_id)
            others = [s.user_id for s in game.seats if s.user_id != user_id and not s.bot]
            now = self._now()
            if not others:
                await self._write(
                    self.repo.set_status(game_id, Status.CANCELLED, game.version, now), game
                )
                log.info("game %s: cancelled, its last player %s left", game_id, user_id)
                return await self.game(game_id)
            new_host = others[0] if user_id == game.host_id else None
            await self._write(
                self.repo.remove_seat(game_id, user_id, game.version, now, new_host), game
            )
            log.info("game %s: %s left", game_id, user_id)
            return await self.game(game_id)

    async def start(self, game_id: int, user_id: int) -> GameRecord:
        """Start a lobby (host only): seat order, deck and first player from a recorded seed."""
        async with self.lock(game_id):
            game = await self._lobby(game_id, starting=True)
            if user_id != game.host_id:
                raise errors.NotHost("start the game")
            rules = self.rules_for(game.kind)
            if len(game.seats) < rules.min_players:
                raise errors.NotEnoughPlayers(len(game.seats), rules.min_players)
            seed = self._seeds()
            order = seat_order(game.user_ids, seed)
            ruleset = rules.default_ruleset()
            state = rules.new_game(
                len(order), seed, player_ids=[str(u) for u in order], ruleset=ruleset
            )
            await self._write(
                self.repo.start(
                    game_id,
                    game.version,
                    seed=seed,
                    ruleset=str(ruleset.get("name", "standard")),
                    ruleset_json=compact(ruleset),
                    state_json=compact(rules.dump(state)),
                    seat_order=order,
                    now=self._now(),
                    schedule=await self._turn_clock(game, state),
                ),
                game,
            )
            self._checked.add(game_id)
            self.on_schedule_change()
            log.info("game %s: started with seats %s (seed %s)", game_id, order, seed)
            game = await self.game(game_id)
            autos = await self._play_automatic(game, state)  # bots who play first
            return autos[-1].game if autos else game

    async def cancel(
        self, game_id: int, user_id: int, *, can_manage_channel: bool = False
    ) -> GameRecord:
        """Cancel a lobby or a running game (the host, or a member who may manage the channel)."""
        async with self.lock(game_id):
            game = await self.game(game_id)
            if not game.status.is_open:
                raise errors.GameNotRunning(game_id, str(game.status))
            if user_id != game.host_id and not can_manage_channel:
                raise errors.NotHost("cancel the game (or a member who can manage this channel)")
            await self._write(
                self.repo.set_status(game_id, Status.CANCELLED, game.version, self._now()), game
            )
            log.info("game %s: cancelled by %s", game_id, user_id)
            return await self.game(game_id)

    async def discard_lobby(self, game_id: int) -> None:
        """Delete a lobby whose message could not be posted, so its channel is free again.

        Only a lobby that shows no message yet is deleted (``/village new`` undoing itself);
        anything else is left alone.
        """
        async with self.lock(game_id):
            game = await self.repo.get(game_id)
            if game is None or game.status is not Status.LOBBY or game.message_id is not None:
                return
            await self.repo.delete_lobby(game_id, game.version)
            log.info("game %s: lobby discarded, its message could not be posted", game_id)

    async def attach_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the public message that shows a game (its lobby, later its table)."""
        await self.repo.set_message(game_id, message_id)

    async def _write(self, write: Any, game: GameRecord) -> None:
        try:
            await write
        except VersionConflict:
            raise errors.StaleBoard(game.id) from None

    # --- play -------------------------------------------------------------------------------

    async def apply(
        self, game_id: int, user_id: int, action: Mapping[str, Any], expected_version: int
    ) -> MoveResult:
        """Play ``action`` (its canonical JSON) for ``user_id`` on the board they saw.

        A player who acts is present again; absent players whose turn then comes are played
        for at once (``MoveResult.auto``).
        """
        async with self.lock(game_id):
            game = await self._running(game_id)
            seat = game.seat_of(user_id)
            if seat is None:
                raise errors.NotAPlayer(game_id)
            if game.version != expected_version:
                raise errors.StaleBoard(game_id)
            rules = self.rules_for(game.kind)
            state = await self.state(game)
            turn = rules.current_seat(state)
            if turn != seat:
                if turn is None:
                    raise errors.NotYourTurn(None)
                raise errors.NotYourTurn(game.seats[turn].user_id, game.seats[turn].mention)
            try:
                move = rules.action_from_json(dict(action))
            except InvalidState as err:
                raise errors.BadRequest(f"That move is not understood: {err}") from None
            result = await self._play(game, state, seat, move, reason=None)
            autos = await self._play_automatic(result.game, result.state)
            return replace(result, auto=tuple(autos))

    async def _running(self, game_id: int) -> GameRecord:
        game = await self.game(game_id)
        if game.status is not Status.RUNNING:
            if game.status is Status.BROKEN:
                raise errors.GameBroken(game_id)
            raise errors.GameNotRunning(game_id, str(game.status))
        return game

    async def _turn_clock(self, game: GameRecord, state: Any) -> Schedule:
        """Return the turn clock for the player now to move (stopped once the game is over)."""
        rules = self.rules_for(game.kind)
        if rules.current_seat(state) is None:
            return STOPPED
        config = await self.settings(game.guild_id)
        start = self.clock.now()
        # The stored limit was checked when the game opened; clamp it anyway (never overflow).
        turn = min(max(game.turn_seconds, TURN_FLOOR), TURN_CEILING)
        deadline = start + timedelta(seconds=turn)
        points = reminder_times(start, deadline, config.reminders)
        first = points[0] if points else deadline
        return Schedule(stamp(start), stamp(deadline), 0, stamp(first))

    async def _play(
        self, game: GameRecord, state: Any, seat: int, move: Any, *, reason: str | None
    ) -> MoveResult:
        """Apply a move for ``seat`` and store it, its log entry, the clock and seat states."""
        rules = self.rules_for(game.kind)
        try:
            new_state, events = rules.apply(state, move)
        except IllegalAction as err:
            raise errors.IllegalMove(err.rule_id, err.message) from None
        action_json = rules.action_to_json(move)
        state_json = compact(rules.dump(new_state))
        summary = AUTO_PREFIX.get(reason or "", "") + " ".join(f"{e.text(None)}." for e in events)
        outcome = rules.outcome(new_state)
        results = None
        if outcome is not None:
            results = list(zip(outcome.scores, outcome.ranks, strict=True))
        mover = game.seats[seat]
        seat_states: list[tuple[int, bool, int]] = []
        if reason is None and (mover.absent or mover.timeouts):
            seat_states.append((seat, False, 0))  # acting again makes a player present
        elif reason == "timeout":
            config = await self.settings(game.guild_id)
            timeouts = mover.timeouts + 1
            seat_states.append((seat, mover.absent or timeouts >= config.absent_after, timeouts))
        schedule = await self._turn_clock(game, new_state)
        now = self._now()
        await self._write(
            self.repo.save_move(
                game.id,
                game.version,
                seat=seat,
                action_json=compact(action_json),
                state_json=state_json,
                now=now,
                summary=summary,
                reason=reason,
                schedule=schedule,
                seat_states=seat_states,
                results=results,
            ),
            game,
        )
        self.on_schedule_change()
        log.debug("game %s: seat %s played %s (%s)", game.id, seat, action_json, reason or "own")
        seats = list(game.seats)
        for index, absent, timeouts in seat_states:
            seats[index] = replace(seats[index], absent=absent, timeouts=timeouts)
            if absent and not mover.absent:
                log.info(
                    "game %s: seat %s is now absent after %s timeouts", game.id, index, timeouts
                )
        status = game.status
        if outcome is not None:
            log.info("game %s: finished, scores %s", game.id, list(outcome.scores))
            for i, s in enumerate(seats):
                seats[i] = replace(s, score=outcome.scores[i], rank=outcome.ranks[i])
            status = Status.FINISHED
        game = replace(
            game,
            status=status,
            version=game.version + 1,
            state_json=state_json,
            updated_at=now,
            finished_at=now if outcome is not None else game.finished_at,
            seats=tuple(seats),
            turn_started_at=schedule.turn_started_at,
            deadline_at=schedule.deadline_at,
            reminders_sent=schedule.reminders_sent,
            next_event_at=schedule.next_event_at,
        )
        return MoveResult(game, seat, action_json, events, outcome, reason, state=new_state)

    async def _play_automatic(self, game: GameRecord, state: Any) -> list[MoveResult]:
        """Play at once for every bot and absent player whose turn comes, until a human's.

        Bots play at their level; absent players are played by the game's default bot (or its
        gentlest move when it has no bots). The bots think in a worker thread, so a strong bot
        never holds up other games.
        """
        autos: list[MoveResult] = []
        spec = self.spec_for(game.kind)
        rules = spec.rules
        while game.status is Status.RUNNING and len(autos) < MAX_AUTOMATIC:
            turn = rules.current_seat(state)
            if turn is None:
                break
            seat = game.seats[turn]
            if not (seat.bot or seat.absent):
                break
            seed = random.Random(f"bot:{game.seed}:{game.version}").getrandbits(63)
            level = seat.bot or spec.default_bot_level
            try:
                if level is None:
                    move = rules.auto_action(state)
                else:
                    move = await asyncio.to_thread(rules.bot_action, state, level, seed)
            except Exception:
                log.exception("game %s: the bot failed; playing the gentlest move", game.id)
                move = rules.auto_action(state)
            reason = "bot" if seat.bot else "absent"
            auto = await self._play(game, state, turn, move, reason=reason)
            autos.append(auto)
            game, state = auto.game, auto.state
        return autos

    async def add_bot(self, game_id: int, by: int, level: str) -> GameRecord:
        """Seat a bot player of ``level`` in a lobby (host only)."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if by != game.host_id:
                raise errors.NotHost("add a bot")
            rules = self.rules_for(game.kind)
            if level not in rules.bot_levels:
                raise errors.BadRequest(f"Bots come in {', '.join(rules.bot_levels)}.")
            if len(game.seats) >= game.max_seats:
                raise errors.LobbyFull(game_id, game.max_seats)
            bot_id = min([s.user_id for s in game.seats if s.user_id < 0], default=0) - 1
            count = sum(1 for s in game.seats if s.bot) + 1
            name = f"{level.capitalize()} bot" + (f" {count}" if count > 1 else "")
            await self._write(
                self.repo.add_seat(
                    game_id, bot_id, game.version, self._now(), name=name, bot=level
                ),
                game,
            )
            log.info("game %s: %s seated by %s", game_id, name, by)
            return await self.game(game_id)

    async def remove_bot(self, game_id: int, by: int) -> GameRecord:
        """Take the last bot seated out of a lobby (host only)."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if by != game.host_id:
                raise errors.NotHost("remove a bot")
            bots = [s for s in game.seats if s.bot]
            if not bots:
                raise errors.BadRequest(f"Game #{game_id} has no bot to remove.")
            await self._write(
                self.repo.remove_seat(game_id, bots[-1].user_id, game.version, self._now(), None),
                game,
            )
            return await self.game(game_id)

    async def run_due(self, game_id: int) -> Due | None:
        """Do what a game's turn clock asks now: one reminder, or the timeout's automatic move.

        After a long pause (a restart) only one reminder is sent for all the points that
        passed, and the clock is stored before anyone is told: nothing is sent twice.
        """
        async with self.lock(game_id):
            game = await self.game(game_id)
            now = self.clock.now()
            if (
                game.status is not Status.RUNNING
                or game.next_event_at is None
                or game.deadline_at is None
                or game.turn_started_at is None
                or datetime.fromisoformat(game.next_event_at) > now
            ):
                return None
            state = await self.state(game)
            rules = self.rules_for(game.kind)
            turn = rules.current_seat(state)
            if turn is None:
                return None
            user = game.seats[turn].user_id
            deadline = datetime.fromisoformat(game.deadline_at)
            if now >= deadline:
                log.info("game %s: seat %s ran out of time", game.id, turn)
                result = await self._play(
                    game, state, turn, rules.auto_action(state), reason="timeout"
                )
                autos = await self._play_automatic(result.game, result.state)
                result = replace(result, auto=tuple(autos))
                return Due(result.last.game, "timeout", user, result=result)
            start = datetime.fromisoformat(game.turn_started_at)
            config = await self.settings(game.guild_id)
            points = reminder_times(start, deadline, config.reminders)
            passed = sum(1 for p in points if p <= now)
            following = points[passed] if passed < len(points) else deadline
            await self.repo.set_schedule(
                game.id, Schedule(game.turn_started_at, game.deadline_at, passed, stamp(following))
            )
            if passed <= game.reminders_sent:
                return None
            game = replace(game, reminders_sent=passed, next_event_at=stamp(following))
            return Due(game, "reminder", user, left=deadline - now)

    async def expire_quiet(self) -> list[GameRecord]:
        """End the open games nobody touched for their server's ``expire_days`` (no result)."""
        now = self.clock.now()
        ended = []
        for game_id, guild_id in await self.repo.quiet_since(stamp(now - timedelta(days=1))):
            config = await self.settings(guild_id)
            async with self.lock(game_id):
                game = await self.game(game_id)
                idle = now - datetime.fromisoformat(game.updated_at)
                if not game.status.is_open or idle < timedelta(days=config.expire_days):
                    continue
                await self.repo.set_status(game.id, Status.EXPIRED, game.version, stamp(now))
                log.info("game %s: expired after %s days without a move", game.id, idle.days)
                ended.append(await self.game(game_id))
        return ended

    async def set_absent(
        self, game_id: int, target: int, *, by: int, can_manage_channel: bool = False
    ) -> MoveResult | GameRecord:
        """Mark a player absent (themselves, the host, or a channel manager may).

        If it is their turn, it is played for them at once (the result is returned).
        """
        async with self.lock(game_id):
            game = await self._running(game_id)
            seat = game.seat_of(target)
            if seat is None:
                if target == by:
                    raise errors.NotAPlayer(game_id)
                raise errors.NotSeated(game_id, target)
            if by not in (target, game.host_id) and not can_manage_channel:
                raise errors.NotHost(
                    "mark another player away (or a member who can manage this channel)"
                )
            mover = game.seats[seat]
            await self.repo.set_seat_state(
                game_id, seat, absent=True, timeouts=mover.timeouts, now=self._now()
            )
            log.info("game %s: seat %s marked absent by %s", game_id, seat, by)
            game = await self.game(game_id)
            autos = await self._play_automatic(game, await self.state(game))
            if not autos:
                return game
            return replace(autos[0], auto=tuple(autos[1:]))

    async def set_present(self, game: GameRecord, user_id: int) -> GameRecord:
        """Mark a player present again (they opened their hand: they are back)."""
        seat = game.seat_of(user_id)
        if seat is None or not game.seats[seat].absent:
            return game
        async with self.lock(game.id):
            await self.repo.set_seat_state(game.id, seat, absent=False, timeouts=0, now=self._now())
            log.info("game %s: seat %s is back", game.id, seat)
            return await self.game(game.id)

    async def recent_actions(self, game_id: int, limit: int = 5) -> list[ActionRecord]:
        """Return the last moves of a game, oldest first, with their public summaries."""
        return await self.repo.recent_actions(game_id, limit)

    async def draft(self, game: GameRecord, user_id: int) -> dict[str, Any]:
        """Return a player's half-made move on the current board ({} if none or outdated)."""
        found = await self.repo.get_draft(game.id, user_id)
        if found is None or found[0] != game.version:
            return {}
        return found[1]

    async def save_draft(self, game: GameRecord, user_id: int, data: dict[str, Any]) -> None:
        """Remember a player's half-made move on the current board."""
        await self.repo.set_draft(game.id, user_id, game.version, data, self._now())

    async def public_view(self, game: GameRecord) -> dict[str, Any]:
        """Return what everyone may see of a started game."""
        rules = self.rules_for(game.kind)
        return rules.view_for(await self.state(game), None)

    async def private_view(self, game: GameRecord, user_id: int) -> dict[str, Any]:
        """Return what one player may see (their own hand included)."""
        seat = game.seat_of(user_id)
        if seat is None:
            raise errors.NotAPlayer(game.id)
        rules = self.rules_for(game.kind)
        return rules.view_for(await self.state(game), seat)


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


def seat_order(user_ids: list[int], seed: int) -> list[int]:
    """Return the players in a random seat order decided by ``seed``."""
    order = list(user_ids)
    random.Random(f"seats:{seed}").shuffle(order)
    return order
