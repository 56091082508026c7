"""The lobby's buttons (persistent ``DynamicItem``s) and the lobby message helpers.

The lobby message and its buttons speak the game's language; the answer to the member who
pressed a button or ran a command speaks theirs (``interaction.locale``).
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.i18n import ENGLISH, Phrase, negotiate, voice
from bot.services import errors
from bot.services.records import GameRecord, Status
from bot.ui import ids
from bot.ui.away import lobby_lines
from bot.ui.host import Host, host_of
from bot.ui.lobby import lobby_embed
from bot.ui.replies import publish, static_view
from cogs.guard import GameComponent
from cogs.table import show_table
from cogs.threads import update_pointer

log = logging.getLogger(__name__)

LABELS = {
    "join": "lobby-join",
    "leave": "lobby-leave",
    "start": "lobby-start",
    "cancel": "lobby-cancel",
}
"""Each action's button label (a catalogue key)."""
STYLES = {
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
}


class LobbyButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.LOBBY_TEMPLATE
):
    """Join, Leave, Start or Cancel on a lobby message; survives restarts."""

    on_public_message = True

    def __init__(self, action: str, game_id: int, language: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=voice(language)(LABELS[action]),
                style=STYLES[action],
                custom_id=ids.lobby(action, game_id),
            )
        )
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> LobbyButton:
        return cls(match["action"], int(match["game"]))

    async def act(self, interaction: discord.Interaction[Any], game: GameRecord) -> None:
        await lobby_action(interaction, self.action, game.id, from_button=True)


def lobby_view(game: GameRecord) -> discord.ui.View | None:
    """Return the lobby's buttons while it gathers players; None once it started or ended."""
    if game.status is not Status.LOBBY:
        return None
    view = static_view()
    for action in ids.LOBBY_ACTIONS:
        view.add_item(LobbyButton(action, game.id, game.language))
    return view


async def lobby_message(bot: Host, game: GameRecord) -> dict[str, Any]:
    """Return the embed and buttons (or none) of a game's lobby message."""
    rules = bot.service.rules_for(game.kind)
    first: tuple[int, ...] = ()
    if game.status is Status.RUNNING:
        active = (await bot.service.situation(game, [])).active
        first = tuple(game.seats[s].user_id for s in active)
    embed = lobby_embed(game, min_players=rules.min_players, first_players=first)
    if game.status is Status.LOBBY:  # the host sees who is on holiday before starting
        away = await bot.service.away_in(game.guild_id, game.user_ids)
        if lines := lobby_lines(game, away):
            embed.add_field(name=voice(game.language)("away-lobby-title"), value="\n".join(lines))
    return {"embed": embed, "view": lobby_view(game)}


async def refresh_lobby(bot: Host, game: GameRecord) -> None:
    """Edit the lobby message in place; post a new one if it was deleted."""
    content = await lobby_message(bot, game)
    channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
    if game.message_id is not None:
        try:
            await channel.get_partial_message(game.message_id).edit(**content)
            return
        except discord.NotFound:
            log.info(
                "game %s: lobby message %s is gone, posting a new one", game.id, game.message_id
            )
    if game.status is Status.LOBBY:
        message = await channel.send(**content)
        await bot.service.attach_message(game.id, message.id)


async def show_lobby(interaction: discord.Interaction[Any], game: GameRecord, *, done: str) -> None:
    """Refresh the lobby after ``done`` happened; if Discord refuses, tell the member (in
    their language: ``done`` is in it too)."""
    bot = host_of(interaction)
    await publish(
        interaction,
        refresh_lobby(bot, game),
        done=done,
        what=Phrase("errors-not-posted-lobby"),
        retry=Phrase("errors-not-posted-lobby-retry"),
    )


async def lobby_action(
    interaction: discord.Interaction[Any], action: str, game_id: int, *, from_button: bool
) -> None:
    """Do a lobby action for the member who asked, and show its result."""
    bot = host_of(interaction)
    service = bot.service
    user = interaction.user.id
    say = voice(negotiate(interaction.locale))
    number = str(game_id)
    if action == "join":
        game = await service.join(game_id, user, interaction.user.display_name)
        done = say("lobby-joined", game=number)
    elif action == "leave":
        game = await service.leave(game_id, user)
        done = say("lobby-left", game=number)
    elif action == "start":
        if (await service.game(game_id)).host_id != user:  # a quick, clean refusal first
            raise errors.NotHost("errors-not-host-start")
        # Acknowledge first: bots seated first may think before the start returns.
        await interaction.response.defer(ephemeral=not from_button, thinking=not from_button)
        game = await service.start(game_id, user)
        done = say("lobby-game-started", game=number)
    elif action == "cancel":
        perms = interaction.permissions
        game = await service.cancel(game_id, user, can_manage_channel=perms.manage_channels)
        await update_pointer(bot, game)  # the parent channel's pointer to its thread says so
        done = say("lobby-game-cancelled", game=number)
    else:
        raise errors.BadRequest("lobby-bad-button")
    log.info("game %s: %s by %s", game_id, action, user)
    if from_button and interaction.response.is_done():
        await interaction.edit_original_response(**await lobby_message(bot, game))
    elif from_button:
        await interaction.response.edit_message(**await lobby_message(bot, game))
    else:
        if interaction.response.is_done():
            await interaction.followup.send(done, ephemeral=True)
        else:
            await interaction.response.send_message(done, ephemeral=True)
        await show_lobby(interaction, game, done=done.rstrip("."))
    if action == "start":
        await show_table(interaction, game, done=say("lobby-game-started", game=number).rstrip("."))
