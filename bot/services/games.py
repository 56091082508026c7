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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Event, IllegalAction, InvalidState, Outcome, Rules
from bot.games import REGISTRY
from bot.services import errors
from bot.services.clock import Clock, SystemClock, stamp
from bot.storage import (
    ActionRecord,
    ChannelTaken,
    GameRecord,
    GameRepository,
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

    @property
    def over(self) -> bool:
        """Say whether this move ended the game."""
        return self.outcome is not None


class GameService:
    """Lobby and play operations; every refusal is a ``UserFacingError`` and writes nothing."""

    def __init__(
        self,
        repo: GameRepository,
        *,
        clock: Clock | None = None,
        seeds: Callable[[], int] | None = None,
        registry: Mapping[str, Rules[Any, Any]] | None = None,
    ) -> None:
        self.repo = repo
        self.clock = clock or SystemClock()
        self._seeds = seeds or (lambda: secrets.randbits(63))
        self.registry = dict(REGISTRY if registry is None else registry)
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._checked: set[int] = set()

    # --- helpers ----------------------------------------------------------------------------

    def _now(self) -> str:
        return stamp(self.clock.now())

    def rules_for(self, kind: str) -> Rules[Any, Any]:
        """Return the rules of a game kind."""
        try:
            return self.registry[kind]
        except KeyError:
            raise errors.BadRequest(f"This bot does not know the game {kind!r}.") from None

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

    async def mark_broken(self, game: GameRecord, reason: str) -> None:
        """Pause a damaged game (every other game keeps working) and log why."""
        log.error("game %s is broken: %s", game.id, reason)
        await self.repo.set_status(game.id, Status.BROKEN, None, self._now(), reason)

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
            if game.id not in self._checked:
                for entry in await self.repo.actions(game.id):
                    rules.action_from_json(json.loads(entry.action_json))
                self._checked.add(game.id)
        except (InvalidState, ValueError) as err:
            await self.mark_broken(game, f"{type(err).__name__}: {err}")
            raise errors.GameBroken(game.id) from None
        return state

    # --- lobby ------------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        seats: int | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        """Open a lobby in a channel with the host seated (one open game per channel)."""
        rules = self.rules_for(kind)
        max_seats = rules.max_players if seats is None else seats
        if not rules.min_players <= max_seats <= rules.max_players:
            raise errors.BadRequest(
                f"A game has {rules.min_players} to {rules.max_players} seats (R-S1)."
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
            )
        except ChannelTaken as taken:
            existing = await self.repo.get(taken.game_id)
            raise errors.ChannelBusy(
                taken.game_id, existing.message_id if existing else None
            ) from None
        log.info("game %s: lobby opened in channel %s by %s", game_id, channel_id, host_id)
        return await self.game(game_id)

    async def _lobby(self, game_id: int, what: str) -> GameRecord:
        game = await self.game(game_id)
        if game.status is not Status.LOBBY:
            state = {
                "running": "it has already started",
                "finished": "it is over",
                "cancelled": "it was cancelled",
                "broken": "it is damaged",
            }.get(str(game.status), str(game.status))
            raise (
                errors.NotInLobby(game_id, state)
                if what != "start"
                else errors.GameNotRunning(game_id, str(game.status))
            )
        return game

    async def join(self, game_id: int, user_id: int) -> GameRecord:
        """Seat a member in a lobby."""
        async with self.lock(game_id):
            game = await self._lobby(game_id, "join")
            if game.has_player(user_id):
                raise errors.AlreadyJoined(game_id)
            if len(game.seats) >= game.max_seats:
                raise errors.LobbyFull(game_id, game.max_seats)
            await self._write(self.repo.add_seat(game_id, user_id, game.version, self._now()), game)
            log.info("game %s: %s joined", game_id, user_id)
            return await self.game(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Take a member out of a lobby; the host role passes on, an empty lobby is cancelled."""
        async with self.lock(game_id):
            game = await self._lobby(game_id, "leave")
            if not game.has_player(user_id):
                raise errors.NotJoined(game_id)
            others = [uid for uid in game.user_ids if uid != user_id]
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
            game = await self._lobby(game_id, "start")
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
                ),
                game,
            )
            self._checked.add(game_id)
            log.info("game %s: started with seats %s (seed %s)", game_id, order, seed)
            return await self.game(game_id)

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
        """Play ``action`` (its canonical JSON) for ``user_id`` on the board they saw."""
        async with self.lock(game_id):
            game = await self.game(game_id)
            if game.status is not Status.RUNNING:
                if game.status is Status.BROKEN:
                    raise errors.GameBroken(game_id)
                raise errors.GameNotRunning(game_id, str(game.status))
            seat = game.seat_of(user_id)
            if seat is None:
                raise errors.NotAPlayer(game_id)
            if game.version != expected_version:
                raise errors.StaleBoard(game_id)
            rules = self.rules_for(game.kind)
            state = await self.state(game)
            turn = rules.current_seat(state)
            if turn != seat:
                whose = None if turn is None else game.seats[turn].user_id
                raise errors.NotYourTurn(whose)
            try:
                move = rules.action_from_json(dict(action))
                new_state, events = rules.apply(state, move)
            except InvalidState as err:
                raise errors.BadRequest(f"That move is not understood: {err}") from None
            except IllegalAction as err:
                raise errors.IllegalMove(err.rule_id, err.message) from None
            action_json = rules.action_to_json(move)
            state_json = compact(rules.dump(new_state))
            summary = " ".join(f"{e.text(None)}." for e in events)
            outcome = rules.outcome(new_state)
            results = None
            if outcome is not None:
                results = list(zip(outcome.scores, outcome.ranks, strict=True))
            now = self._now()
            await self._write(
                self.repo.save_move(
                    game_id,
                    expected_version,
                    seat=seat,
                    action_json=compact(action_json),
                    state_json=state_json,
                    now=now,
                    summary=summary,
                    results=results,
                ),
                game,
            )
            await self.repo.clear_drafts(game_id)
            log.debug("game %s: seat %s played %s", game_id, seat, action_json)
            if outcome is not None:
                log.info("game %s: finished, scores %s", game_id, list(outcome.scores))
                seats = tuple(
                    replace(s, score=outcome.scores[s.seat], rank=outcome.ranks[s.seat])
                    if s.seat is not None
                    else s
                    for s in game.seats
                )
                game = replace(game, status=Status.FINISHED, finished_at=now, seats=seats)
            game = replace(game, version=game.version + 1, state_json=state_json, updated_at=now)
            return MoveResult(game, seat, action_json, events, outcome)

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


def seat_order(user_ids: list[int], seed: int) -> list[int]:
    """Return the players in a random seat order decided by ``seed``."""
    order = list(user_ids)
    random.Random(f"seats:{seed}").shuffle(order)
    return order
