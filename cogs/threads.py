"""A thread per game (the server's ``threads`` setting): opening it, or saying why not.

A game opened in its own public thread lives there: its channel is the thread, so the lobby,
the table, the reminders and every command of the game are in it. The thread is opened only
from a plain text channel (not from a thread, a forum or an announcement channel), and only if
the bot may create it and post in it; otherwise the game opens in the channel itself, and the
member is told, in one line, which permission a server admin can grant.

The thread's name speaks the game's language (the channel reads it); the note to the member,
theirs.
"""

from __future__ import annotations

import logging
from typing import Any, Final

import discord

from bot.i18n import Phrase, listing, negotiate, voice
from bot.services.records import GameRecord, Status
from bot.ui.host import Host
from bot.ui.lobby import game_title

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]

ARCHIVE_MINUTES: Final = 10_080
"""A week without a message before Discord hides the thread (the longest turn limit); a post
in it (the next table, a reminder) brings it back."""
NEEDED = {
    "create_public_threads": "lobby-permission-create-public-threads",
    "send_messages_in_threads": "lobby-permission-send-messages-in-threads",
}
"""The permissions a thread needs, each with its name as Discord shows it (a catalogue key)."""


def can_hold_thread(interaction: Interaction) -> bool:
    """Say whether a command came from a plain text channel a public thread can be opened in."""
    channel = interaction.channel
    return isinstance(channel, discord.TextChannel) and channel.type is discord.ChannelType.text


def thread_name(game_id: int, title: str, language: str) -> str:
    """Name a game's thread: "Game #12 · <title>" (a thread's name holds 100 characters)."""
    return voice(language)("lobby-thread-title", game=str(game_id), title=title)[:100]


def not_opened(missing: list[str], locale: object) -> str:
    """Say, in one line, that the game opened in the channel and what to grant for threads
    (``missing``: the permissions' catalogue keys)."""
    what = listing(Phrase(key) for key in missing)
    return voice(locale)("lobby-thread-not-opened", permissions=what)


async def open_thread(
    interaction: Interaction, game: GameRecord, title: str
) -> tuple[discord.Thread | None, str | None]:
    """Open a game's public thread from the channel; return it, or None and why not (in the
    member's language). ``title`` is the game's title in the game's language."""
    channel = interaction.channel
    member = negotiate(interaction.locale)
    assert isinstance(channel, discord.TextChannel)
    perms = interaction.app_permissions
    missing = [name for flag, name in NEEDED.items() if not getattr(perms, flag)]
    if missing:
        log.info("game %s: no thread in channel %s, missing %s", game.id, channel.id, missing)
        return None, not_opened(missing, member)
    try:
        thread = await channel.create_thread(
            name=thread_name(game.id, title, game.language),
            type=discord.ChannelType.public_thread,
            auto_archive_duration=ARCHIVE_MINUTES,
            reason=voice(game.language)("lobby-thread-reason", game=str(game.id)),
        )
    except discord.HTTPException as err:
        log.warning("game %s: could not open a thread in %s: %s", game.id, channel.id, err)
        return None, not_opened(list(NEEDED.values()), member)
    return thread, None


POINTER = {Status.RUNNING: "lobby-thread-pointer-running"}
"""What the pointer in the parent channel says once the game is no longer gathering players
(by status; any other status: ``lobby-thread-pointer-over``)."""


async def update_pointer(bot: Host, game: GameRecord) -> None:
    """Say in the parent channel's pointer to the game's thread that the game is being played,
    or that it is over (a pointer that cannot be edited is left as it is)."""
    if game.pointer is None or game.status is Status.LOBBY:
        return
    channel_id, message_id = game.pointer
    text = voice(game.language)(
        POINTER.get(game.status, "lobby-thread-pointer-over"),
        game=str(game.id),
        title=game_title(game.kind, game.language),
        thread=f"<#{game.channel_id}>",
    )
    channel = bot.get_partial_messageable(channel_id, guild_id=game.guild_id)
    try:
        await channel.get_partial_message(message_id).edit(
            content=text, allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException as err:
        log.info("game %s: could not edit its pointer %s: %s", game.id, message_id, err)
