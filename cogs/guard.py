"""What every game component checks first, in one place: where it was clicked.

A game is reachable only from where it lives: its server and its channel (for a game in a
thread, the thread). A button of the lobby or the table also has to be on the game's current
public message; an older one is answered as out of date and loses its buttons. A component
may widen the place (``GameComponent.reach``): a finished game's private replay is read from
any channel of its server (``cogs/replay.py``).
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import discord

from bot.i18n import voice
from bot.services import errors
from bot.services.practice import home_channel
from bot.services.records import GameRecord
from bot.ui.host import host_of
from bot.ui.replies import report_error, send

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def message_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    """Return a link to a message (to its channel when ``message_id`` is None)."""
    where = f"https://discord.com/channels/{guild_id}/{channel_id}"
    return where if message_id is None else f"{where}/{message_id}"


def jump_url(game: GameRecord) -> str | None:
    """Return a link to a game's current public message."""
    if game.message_id is None:
        return None
    return message_link(game.guild_id, game.channel_id, game.message_id)


def check_place(interaction: Interaction, game: GameRecord) -> None:
    """Refuse an interaction that does not come from the game's own server and channel."""
    if interaction.guild_id is None:
        raise errors.InDirectMessages()
    if (interaction.guild_id, interaction.channel_id) != (game.guild_id, home_channel(game)):
        log.warning(
            "game %s: %s reached it from guild %s channel %s",
            game.id,
            interaction.user.id,
            interaction.guild_id,
            interaction.channel_id,
        )
        raise errors.WrongPlace()


async def game_here(interaction: Interaction, game_id: int) -> GameRecord:
    """Return the game a component names, checked against where it was clicked."""
    if interaction.guild_id is None:
        raise errors.InDirectMessages()  # before any lookup
    game = await host_of(interaction).service.game(game_id)
    check_place(interaction, game)
    return game


async def strip_buttons(channel: discord.PartialMessageable, message_id: int, game_id: int) -> None:
    """Remove the buttons of a game's earlier message (it may be gone: that is fine)."""
    try:
        await channel.get_partial_message(message_id).edit(view=None)
    except discord.HTTPException:
        log.info("game %s: could not strip the buttons of message %s", game_id, message_id)


async def remove_message(
    channel: discord.PartialMessageable, message_id: int, game_id: int
) -> None:
    """Delete a game's earlier message (already gone is fine; if Discord refuses, strip its
    buttons so that only the current one has live ones)."""
    try:
        await channel.get_partial_message(message_id).delete()
    except discord.NotFound:
        return
    except discord.HTTPException:
        log.info("game %s: could not delete message %s; stripping it", game_id, message_id)
        await strip_buttons(channel, message_id, game_id)


async def answered_outdated(interaction: Interaction, game: GameRecord) -> bool:
    """Answer a click on a public message that is not the game's current one, and strip it.

    Returns whether it was answered (then nothing else is done).
    """
    message = interaction.message
    if message is None or game.message_id is None or message.id == game.message_id:
        return False
    log.info("game %s: click on old message %s (now %s)", game.id, message.id, game.message_id)
    await send(
        interaction, errors.OutdatedMessage(game.id, jump_url(game)).text(interaction.locale)
    )
    if not message.flags.ephemeral:
        channel = host_of(interaction).get_partial_messageable(
            game.channel_id, guild_id=game.guild_id
        )
        await strip_buttons(channel, message.id, game.id)
    return True


class GameComponent:
    """The callback of every persistent component of a game (mixed into each ``DynamicItem``):
    the one error wrapper of the house's items.

    It checks where the click came from, then runs ``act`` with the game; every refusal or
    error becomes one ephemeral answer.
    """

    game_id: int
    on_public_message: ClassVar[bool] = False
    """True for the lobby's and the table's buttons: they must be on the current message."""

    async def callback(self, interaction: Interaction) -> None:
        try:
            if host_of(interaction).stopping:
                raise errors.Restarting()
            game = await self.reach(interaction)
            if self.on_public_message and await answered_outdated(interaction, game):
                return
            await self.act(interaction, game)
        except Exception as err:
            await report_error(interaction, err, game_id=self.game_id)

    async def reach(self, interaction: Interaction) -> GameRecord:
        """Return the game, checked against where the click came from (its own channel)."""
        return await game_here(interaction, self.game_id)

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        """Do what the component is for (the place was checked)."""
        raise NotImplementedError


def outdated(game: GameRecord, locale: object) -> str:
    """Explain a click on a button that its message no longer carries, in the language of
    ``locale`` (the member's: only they see it)."""
    return voice(locale)("table-outdated", game=str(game.id), status=str(game.status))


def on_message(message: discord.Message | None, custom_id: str) -> bool:
    """Say whether ``message`` carries a component with ``custom_id``."""
    if message is None:
        return False
    stack: list[Any] = list(message.components)
    while stack:
        component = stack.pop()
        if getattr(component, "custom_id", None) == custom_id:
            return True
        stack.extend(getattr(component, "children", []) or [])
    return False
