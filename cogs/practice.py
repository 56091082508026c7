"""Practice games (``/<game> practice``): one member against bots, unrated, started at once.

Where it is played, so that nobody else sees it and the channel gets no message at all:

* in a private thread of the channel (only the member, and the server's thread moderators,
  see it), when the bot may make one there (Create Private Threads and Send Messages in
  Threads, from a plain text channel); the server's ``threads`` setting is for games others
  join: a practice game goes to a private thread whenever it can;
* otherwise in the channel itself, seen by the member alone: no table is ever posted, the
  member's private panel shows the table above the hand and is redrawn after each move (the
  bots answer at once), ``/<game> hand`` opens it again; the game takes no channel (a game
  others join may open there too), one such game per member and channel. The member is told
  which permissions would give it a thread.

Its hints are ``cogs.hints``'.
"""

from __future__ import annotations

import logging
from typing import Any, Final

import discord

from bot.engine.spec import GameSpec
from bot.i18n import Phrase, listing, negotiate, voice
from bot.services import errors
from bot.services.practice import practice_choice
from bot.services.records import GameRecord
from bot.ui.host import host_of
from bot.ui.lobby import spec_title
from bot.ui.replies import show_private
from cogs.panel.play import panel_content, sight_of
from cogs.table import show_table
from cogs.threads import ARCHIVE_MINUTES, can_hold_thread

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]

NEEDED: Final = {
    "create_private_threads": "practice-permission-create-private-threads",
    "send_messages_in_threads": "lobby-permission-send-messages-in-threads",
}
"""The permissions a practice game's private thread needs, each with its name (catalogue)."""


async def open_practice(
    interaction: Interaction, spec: GameSpec, bots: int | None, level: str | None
) -> None:
    """Open a practice game of ``spec`` for the member and start it: in a private thread, or
    in the channel, seen by the member alone."""
    bot = host_of(interaction)
    if interaction.guild_id is None or interaction.channel_id is None:
        raise errors.InDirectMessages()
    practice_choice(spec, bots, level)  # a bad choice is refused before anything is made
    member = negotiate(interaction.locale)
    # Acknowledge first: a thread, a game, bots who may move first all take requests and time.
    await interaction.response.defer(ephemeral=True, thinking=True)
    thread = await private_thread(interaction, spec_title(spec, member))
    if thread is None:  # played here (a thread's parent counts for the games-channels setting)
        place, parent = interaction.channel_id, getattr(interaction.channel, "parent_id", None)
    else:
        place, parent = thread.id, interaction.channel_id
    try:
        game = await bot.service.open_practice(
            kind=spec.id,
            guild_id=interaction.guild_id,
            channel_id=place,
            parent_channel_id=parent,
            user_id=interaction.user.id,
            bots=bots,
            level=level,
            language=member,
            member_roles=[r.id for r in getattr(interaction.user, "roles", [])],
            can_manage_guild=interaction.permissions.manage_guild,
            name=interaction.user.display_name,
            stand_in=interaction.id if thread is None else None,
        )
        if thread is not None:
            await thread.add_user(interaction.user)
    except BaseException:
        if thread is not None:
            await delete_quietly(thread)
        raise
    if thread is None:
        await here(interaction, spec, game)
        return
    say = voice(member)
    await interaction.followup.send(
        say(
            "practice-opened",
            game=str(game.id),
            title=spec_title(spec, member),
            thread=thread.mention,
        ),
        ephemeral=True,
    )
    await show_table(interaction, game, done=say("practice-started", game=str(game.id)))


async def private_thread(interaction: Interaction, title: str) -> discord.Thread | None:
    """Open the member's private practice thread from the channel; None where the bot may
    not (``NEEDED``) or the channel holds no threads (a thread, a forum, a DM)."""
    channel = interaction.channel
    perms = interaction.app_permissions
    if not can_hold_thread(interaction) or not all(getattr(perms, f) for f in NEEDED):
        return None
    assert isinstance(channel, discord.TextChannel)
    say = voice(negotiate(interaction.locale))
    try:
        return await channel.create_thread(
            name=say("practice-thread-title", title=title, name=interaction.user.display_name)[
                :100
            ],
            type=discord.ChannelType.private_thread,
            invitable=False,
            auto_archive_duration=ARCHIVE_MINUTES,
            reason=say("practice-thread-reason"),
        )
    except discord.HTTPException as err:
        log.warning("no practice thread in %s: %s", channel.id, err)
        return None


async def here(interaction: Interaction, spec: GameSpec, game: GameRecord) -> None:
    """Show the member their new practice game played in the channel: its panel, the table
    above the hand, and a note on how to reopen it and what would give it a thread."""
    bot = host_of(interaction)
    member = negotiate(interaction.locale)
    say = voice(member)
    note = say(
        "practice-opened-here",
        game=str(game.id),
        title=spec_title(spec, member),
        hand=f"/{spec.id} {say('game-commands-hand-name')}",
    )
    if can_hold_thread(interaction):
        perms = interaction.app_permissions
        missing = [key for flag, key in NEEDED.items() if not getattr(perms, flag)]
        needed = listing(Phrase(key) for key in missing or NEEDED.values())
        note += " " + say("practice-thread-permissions", permissions=needed)
    sight = await sight_of(bot, game, interaction.user.id, interaction.locale)
    await show_private(interaction, await panel_content(bot, sight, note))


async def delete_quietly(thread: discord.Thread) -> None:
    """Delete a practice thread whose game could not be opened (a failure is only logged)."""
    try:
        await thread.delete()
    except discord.HTTPException as err:
        log.warning("could not delete the unused practice thread %s: %s", thread.id, err)
