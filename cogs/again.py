"""A finished game's "Play again" button: its rematch lobby, in the same channel or thread.

The presser hosts it; the game's other human players are named on the lobby message (their
one ping), whose Join button seats them. A second press points to the lobby already open.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.i18n import listing, negotiate, voice
from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.host import host_of
from cogs.controls import again_button
from cogs.guard import GameComponent, jump_url
from cogs.lobby import lobby_message

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


class AgainButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.AGAIN_TEMPLATE
):
    """ "Play again" on a finished game's final table; survives restarts."""

    on_public_message = True

    def __init__(self, game_id: int, language: str = "en") -> None:
        super().__init__(again_button(game_id, language))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> AgainButton:
        return cls(int(match["game"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        bot = host_of(interaction)
        say = voice(negotiate(interaction.locale))
        rematch = await bot.service.play_again(
            game.id,
            interaction.user.id,
            name=interaction.user.display_name,
            parent_channel_id=getattr(interaction.channel, "parent_id", None),
            member_roles=[r.id for r in getattr(interaction.user, "roles", [])],
            can_manage_guild=interaction.permissions.manage_guild,
        )
        lobby = rematch.lobby
        number = str(lobby.id)
        if not rematch.opened:
            link = jump_url(lobby) or f"<#{lobby.channel_id}>"
            await interaction.response.send_message(
                say("again-already", game=number, link=link), ephemeral=True
            )
            return
        await interaction.response.send_message(say("again-opened", game=number), ephemeral=True)
        content = await lobby_message(bot, lobby)
        if rematch.invited:
            content["content"] = voice(lobby.language)(
                "again-invite",
                players=listing(f"<@{u}>" for u in rematch.invited),
                game=str(game.id),
            )
            content["allowed_mentions"] = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(u) for u in rematch.invited]
            )
        channel = bot.get_partial_messageable(lobby.channel_id, guild_id=lobby.guild_id)
        try:
            message = await channel.send(**content)
        except Exception:
            log.warning("game %s: could not post its rematch %s; discarding it", game.id, number)
            await bot.service.discard_lobby(lobby.id)
            raise
        await bot.service.attach_message(lobby.id, message.id)
