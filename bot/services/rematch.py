"""Play again: a finished game's lobby opened again with the same game, settings and bots.

The presser hosts it, in the same channel or thread; the other human players are named on
the lobby message, one tap from joining. A finished game remembers its rematch (options'
``REMATCH``): while that lobby (or the game it became) is open, another press points to it.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from dataclasses import dataclass

from bot.services import errors
from bot.services.lobby import LobbyMixin
from bot.services.practice import is_practice
from bot.storage import GameRecord, Status
from bot.storage.records import NOT_SETTINGS, REMATCH

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""


@dataclass(frozen=True, slots=True)
class Rematch:
    """The lobby a "Play again" press leads to."""

    lobby: GameRecord
    opened: bool
    """True: this press opened it; False: it was open already (a second press)."""
    invited: tuple[int, ...] = ()
    """The finished game's other human players, to be named on the lobby."""


class RematchMixin(LobbyMixin):
    """``play_again``: open a finished game's rematch."""

    async def play_again(
        self,
        game_id: int,
        user_id: int,
        *,
        name: str | None = None,
        parent_channel_id: int | None = None,
        member_roles: Collection[int] = (),
        can_manage_guild: bool = False,
    ) -> Rematch:
        """Open (or find) the rematch of finished game ``game_id`` for one of its players."""
        async with self.lock(game_id):
            game = await self.game(game_id)
            if game.status is not Status.FINISHED:
                raise errors.UserFacingError("again-not-finished", game=str(game_id))
            if is_practice(game):  # a forged click: a practice game has no Play again
                raise errors.UserFacingError("again-practice", game=str(game_id))
            earlier = game.options.get(REMATCH)
            if type(earlier) is int:  # pointed to, whoever presses
                found = await self.repo.get(earlier)
                if found is not None and found.status.is_open:
                    return Rematch(found, False)
            seat = game.seat_of(user_id)
            if seat is None or game.seats[seat].bot:
                raise errors.UserFacingError("again-not-a-player", game=str(game_id))
            options = {k: v for k, v in game.options.items() if k not in NOT_SETTINGS}
            lobby = await self.open_lobby(
                kind=game.kind,
                guild_id=game.guild_id,
                channel_id=game.channel_id,
                host_id=user_id,
                seats=game.max_seats,
                turn_seconds=game.turn_seconds,
                parent_channel_id=parent_channel_id,
                member_roles=member_roles,
                can_manage_guild=can_manage_guild,
                host_name=name,
                options=options,
            )
            for bot in (s for s in game.seats if s.bot):
                lobby = await self.add_bot(lobby.id, user_id, bot.bot or "")
            await self.repo.set_rematch(game.id, {**game.options, REMATCH: lobby.id})
            log.info("game %s: its rematch %s opened by %s", game_id, lobby.id, user_id)
            invited = tuple(s.user_id for s in game.seats if s.bot is None and s.user_id != user_id)
            return Rematch(lobby, True, invited)
