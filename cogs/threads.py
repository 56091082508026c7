"""A thread per game (the server's ``threads`` setting): opening it, or saying why not.

A game opened in its own public thread lives there: its channel is the thread, so the lobby,
the table, the reminders and every command of the game are in it. The thread is opened only
from a plain text channel (not from a thread, a forum or an announcement channel), and only if
the bot may create it and post in it; otherwise the game opens in the channel itself, and the
member is told, in one line, which permission a server admin can grant.
"""

from __future__ import annotations

import logging
from typing import Any, Final

import discord

from bot.services.records import GameRecord

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]

ARCHIVE_MINUTES: Final = 10_080
"""A week without a message before Discord hides the thread (the longest turn limit); a post
in it (the next table, a reminder) brings it back."""
NEEDED = {
    "create_public_threads": "Create Public Threads",
    "send_messages_in_threads": "Send Messages in Threads",
}


def can_hold_thread(interaction: Interaction) -> bool:
    """Say whether a command came from a plain text channel a public thread can be opened in."""
    channel = interaction.channel
    return isinstance(channel, discord.TextChannel) and channel.type is discord.ChannelType.text


def thread_name(game_id: int, title: str) -> str:
    """Name a game's thread: "Game #12 · <title>" (a thread's name holds 100 characters)."""
    return f"Game #{game_id} · {title}"[:100]


def not_opened(missing: list[str]) -> str:
    """Say, in one line, that the game opened in the channel and what to grant for threads."""
    what = " and ".join(missing)
    return (
        f"This server opens each game in its own thread, but I could not open one here, so the "
        f"game is open in this channel: a server admin can give me {what} in this channel."
    )


async def open_thread(
    interaction: Interaction, game: GameRecord, title: str
) -> tuple[discord.Thread | None, str | None]:
    """Open a game's public thread from the channel; return it, or None and why not."""
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    perms = interaction.app_permissions
    missing = [name for flag, name in NEEDED.items() if not getattr(perms, flag)]
    if missing:
        log.info("game %s: no thread in channel %s, missing %s", game.id, channel.id, missing)
        return None, not_opened(missing)
    try:
        thread = await channel.create_thread(
            name=thread_name(game.id, title),
            type=discord.ChannelType.public_thread,
            auto_archive_duration=ARCHIVE_MINUTES,
            reason=f"Hoard game #{game.id}",
        )
    except discord.HTTPException as err:
        log.warning("game %s: could not open a thread in %s: %s", game.id, channel.id, err)
        return None, not_opened(list(NEEDED.values()))
    return thread, None
