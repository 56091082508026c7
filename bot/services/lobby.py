"""Lobbies: opening one, joining, leaving, bots, starting, cancelling, its message."""

from __future__ import annotations

import logging
import random
from collections.abc import Collection, Mapping
from typing import Any

from bot import resources
from bot.engine.game import GameRules
from bot.engine.rules import Rules
from bot.i18n import listing
from bot.services import errors
from bot.services.clock import stamp
from bot.services.core import compact
from bot.services.durations import said_duration
from bot.services.play import PlayMixin
from bot.storage import ActionRecord, ChannelTaken, GameRecord, Status

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""


class LobbyMixin(PlayMixin):
    """A game before it starts, and the start itself (bots who play first play at once)."""

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
        chosen = dict(options or {})
        if "ruleset" in chosen:
            check_ruleset(kind, chosen["ruleset"])  # before anything else: a forged name
        max_seats = rules.max_players if seats is None else seats
        if not rules.min_players <= max_seats <= rules.max_players:
            raise errors.BadRequest(
                "errors-seats-range", low=rules.min_players, high=rules.max_players
            )
        config = await self.settings(guild_id)
        if config.channels and not {channel_id, parent_channel_id} & set(config.channels):
            where = listing([f"<#{c}>" for c in config.channels], "or")
            raise errors.NotAllowed("errors-only-in-channels", channels=where)
        if (
            config.opener_role is not None
            and config.opener_role not in member_roles
            and not can_manage_guild
        ):
            raise errors.NotAllowed("errors-opener-role", role=str(config.opener_role))
        if await self.repo.count_open(guild_id) >= config.max_open_games:
            raise errors.NotAllowed(
                "errors-open-games-limit", count=config.max_open_games, kind=kind
            )
        turn = config.turn_default if turn_seconds is None else turn_seconds
        if not config.turn_min <= turn <= config.turn_max:
            raise errors.BadRequest(
                "errors-turn-limit-range",
                low=said_duration(config.turn_min),
                high=said_duration(config.turn_max),
            )
        try:
            game_id = await self.repo.create_lobby(
                kind=kind,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                max_seats=max_seats,
                options=chosen,
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
                raise errors.NotHost("errors-not-host-start")
            rules = self.rules_for(game.kind)
            if len(game.seats) < rules.min_players:
                raise errors.NotEnoughPlayers(len(game.seats), rules.min_players)
            seed = self._seeds()
            order = seat_order(game.user_ids, seed)
            ruleset = chosen_ruleset(rules, game.kind, game.options.get("ruleset"))
            state = rules.new_game(
                len(order), seed, player_ids=[str(u) for u in order], ruleset=ruleset
            )
            moment = self.clock.now()  # the game's start is its first turn's
            await self._write(
                self.repo.start(
                    game_id,
                    game.version,
                    seed=seed,
                    ruleset=str(ruleset.get("name", "standard")),
                    ruleset_json=compact(ruleset),
                    state_json=compact(rules.dump(state)),
                    seat_order=order,
                    now=stamp(moment),
                    schedule=await self._turn_clock(game, state, start=moment),
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
                raise errors.NotHost("errors-not-host-cancel")
            await self._write(
                self.repo.set_status(game_id, Status.CANCELLED, game.version, self._now()), game
            )
            log.info("game %s: cancelled by %s", game_id, user_id)
            return await self.game(game_id)

    async def discard_lobby(self, game_id: int) -> None:
        """Delete a lobby whose message could not be posted, so its channel is free again.

        Only a lobby that shows no message yet is deleted (the new-game command undoing itself);
        anything else is left alone.
        """
        async with self.lock(game_id):
            game = await self.repo.get(game_id)
            if game is None or game.status is not Status.LOBBY or game.message_id is not None:
                return
            await self.repo.delete_lobby(game_id, game.version)
            log.info("game %s: lobby discarded, its message could not be posted", game_id)

    async def move_lobby(self, game_id: int, channel_id: int) -> GameRecord:
        """Move a lobby that shows no message yet to ``channel_id`` (a thread opened for it)."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            await self._write(self.repo.move_lobby(game_id, channel_id, game.version), game)
            log.info("game %s: lobby moved to channel %s", game_id, channel_id)
            return await self.game(game_id)

    async def attach_message(
        self, game_id: int, message_id: int | None, version: int | None = None
    ) -> None:
        """Remember the public message that shows a game (its lobby, later its table drawn at
        ``version``: a running game whose table is of another version is repaired at start-up,
        ``stale_tables``)."""
        await self.repo.set_message(game_id, message_id, version)

    async def stale_tables(self) -> list[int]:
        """Return the running games whose table is missing or shows an older version."""
        return await self.repo.stale_tables(self.shards)

    async def mark_table_post(self, game_id: int, since: int) -> int | None:
        """Record that a table is about to be posted (tables of the game from message
        ``since`` on may be left behind until ``clear_table_post``); return the older mark
        still pending, which is kept (None: none)."""
        return await self.repo.mark_table_post(game_id, since)

    async def clear_table_post(self, game_id: int, since: int) -> None:
        """Forget the mark ``since``: the game's only table is the stored one."""
        await self.repo.clear_table_post(game_id, since)

    async def table_leftovers(self) -> list[tuple[int, int]]:
        """Return (game id, mark) of the games whose table post a stop cut short."""
        return await self.repo.table_leftovers(self.shards)

    async def set_pointer(self, game_id: int, channel_id: int, message_id: int) -> None:
        """Remember the message pointing to the game's thread from its parent channel."""
        await self.repo.set_pointer(game_id, channel_id, message_id)

    async def actions_since(self, game_id: int, version: int) -> list[ActionRecord]:
        """Return the moves played after ``version``, oldest first (a stale panel says them)."""
        return await self.repo.actions_since(game_id, version)

    async def add_bot(self, game_id: int, by: int, level: str) -> GameRecord:
        """Seat a bot player of ``level`` in a lobby (host only)."""
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if by != game.host_id:
                raise errors.NotHost("errors-not-host-add-bot")
            rules = self.rules_for(game.kind)
            if level not in rules.bot_levels:
                raise errors.BadRequest("errors-bot-levels", levels=", ".join(rules.bot_levels))
            if len(game.seats) >= game.max_seats:
                raise errors.LobbyFull(game_id, game.max_seats)
            bot_id = min([s.user_id for s in game.seats if s.user_id < 0], default=0) - 1
            name = bot_name(level, [s.name for s in game.seats if s.bot])
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
                raise errors.NotHost("errors-not-host-remove-bot")
            bots = [s for s in game.seats if s.bot]
            if not bots:
                raise errors.BadRequest("errors-no-bot-to-remove", game=str(game_id))
            await self._write(
                self.repo.remove_seat(game_id, bots[-1].user_id, game.version, self._now(), None),
                game,
            )
            return await self.game(game_id)


def check_ruleset(kind: str, name: object) -> str:
    """Return ``name`` if it names a ruleset ``kind`` bundles; refuse it otherwise (a forged
    option: another game's ruleset, a path, anything that is not one of the files)."""
    if not isinstance(name, str) or name not in resources.ruleset_names(kind):
        raise errors.BadRequest("errors-unknown-ruleset")
    return name


def chosen_ruleset(rules: Rules[Any, Any], kind: str, name: object) -> dict[str, Any]:
    """Return the JSON of the ruleset a lobby chose (None: the game's standard one), read by
    the game's rules (stored with the game, which always finishes under it)."""
    if name is None or name == resources.STANDARD_RULESET:
        return rules.default_ruleset()
    checked = check_ruleset(kind, name)
    if isinstance(rules, GameRules):
        json_doc: dict[str, Any] = rules.named_ruleset(checked).to_json()
        return json_doc
    return resources.ruleset_json(kind, checked)  # rules written without ``GameRules``


def bot_name(level: str, taken: list[str | None]) -> str:
    """Name a new bot by its level ("Hard bot"), numbered only after one of the same level.

    Stored names stay as they are: the first hard bot remains "Hard bot", the second is
    "Hard bot 2" (the smallest number from 2 that no bot of the lobby has).
    """
    base = f"{level.capitalize()} bot"
    if base not in taken:
        return base
    number = 2
    while f"{base} {number}" in taken:
        number += 1
    return f"{base} {number}"


def seat_order(user_ids: list[int], seed: int) -> list[int]:
    """Return the players in a random seat order decided by ``seed``."""
    order = list(user_ids)
    random.Random(f"seats:{seed}").shuffle(order)
    return order
