"""Practice games (``/<game> practice``) and their hints, on the Discord side.

A practice game is one member against bots, unrated, started at once, in a private thread of
the channel that only the member (and the server's thread moderators) sees: the channel gets
no message at all. The bot needs Create Private Threads and Send Messages in Threads there;
without them (or from a channel a thread cannot be opened from) nothing is opened and the
member is told, in one sentence, what a server admin can grant. The server's ``threads``
setting is for games others join; a practice game always goes to its private thread.

Its panel has a **Hint** button (``HINT``, a house verb like ``refresh``), built only in a
practice game with one human; a hint shows, to the member alone, what the game's strongest bot
would play from the member's own view (``GameService.hint``), in the words the panel uses for
that move, and, where the game's adapter can say it, one line of why (``hint_why``).
"""

from __future__ import annotations

import logging
from typing import Any, Final, Protocol, runtime_checkable

import discord

from bot.engine.spec import GameSpec
from bot.i18n import Phrase, listing, negotiate, voice
from bot.services import errors
from bot.services.practice import Hint, practice_choice
from bot.services.records import GameRecord
from bot.ui.adapter import GameAdapter, SeatSight
from bot.ui.host import Host, host_of
from bot.ui.lobby import spec_title
from cogs.table import show_table
from cogs.threads import ARCHIVE_MINUTES, can_hold_thread

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]

HINT: Final = "hint"
"""The panel's hint button's verb (the house's own: no game uses it)."""
NEEDED: Final = {
    "create_private_threads": "practice-permission-create-private-threads",
    "send_messages_in_threads": "lobby-permission-send-messages-in-threads",
}
"""The permissions a practice game's private thread needs, each with its name (catalogue)."""


@runtime_checkable
class Explains(Protocol):
    """An adapter that can say why its strongest bot plays a move (optional)."""

    def hint_why(self, sight: SeatSight, action: Any) -> str | None:
        """One line of why the strongest bot would play ``action`` in ``sight`` (from the
        seat's view only), in ``sight.locale``; None when it cannot say."""
        ...


async def open_practice(
    interaction: Interaction, spec: GameSpec, bots: int | None, level: str | None
) -> None:
    """Open a practice game of ``spec`` for the member, in a private thread, and start it."""
    bot = host_of(interaction)
    if interaction.guild_id is None or interaction.channel_id is None:
        raise errors.InDirectMessages()
    member = negotiate(interaction.locale)
    say = voice(member)
    channel = interaction.channel
    perms = interaction.app_permissions
    missing = [name for flag, name in NEEDED.items() if not getattr(perms, flag)]
    if not can_hold_thread(interaction):
        raise errors.BadRequest("practice-no-thread-here")
    practice_choice(spec, bots, level)  # a bad choice is refused before a thread is made
    if missing:
        raise errors.NotAllowed("practice-no-thread", permissions=listing(map(Phrase, missing)))
    assert isinstance(channel, discord.TextChannel)
    # Acknowledge first: a thread, a game, bots who may move first all take requests and time.
    await interaction.response.defer(ephemeral=True, thinking=True)
    title = spec_title(spec, member)
    try:
        thread = await channel.create_thread(
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
        raise errors.NotAllowed(
            "practice-no-thread", permissions=listing(map(Phrase, NEEDED.values()))
        ) from None
    try:
        game = await bot.service.open_practice(
            kind=spec.id,
            guild_id=interaction.guild_id,
            channel_id=thread.id,
            parent_channel_id=channel.id,
            user_id=interaction.user.id,
            bots=bots,
            level=level,
            language=member,
            member_roles=[r.id for r in getattr(interaction.user, "roles", [])],
            can_manage_guild=interaction.permissions.manage_guild,
            name=interaction.user.display_name,
        )
        await thread.add_user(interaction.user)
    except BaseException:
        await delete_quietly(thread)
        raise
    await interaction.followup.send(
        say("practice-opened", game=str(game.id), title=title, thread=thread.mention),
        ephemeral=True,
    )
    await show_table(interaction, game, done=say("practice-started", game=str(game.id)))


async def delete_quietly(thread: discord.Thread) -> None:
    """Delete a practice thread whose game could not be opened (a failure is only logged)."""
    try:
        await thread.delete()
    except discord.HTTPException as err:
        log.warning("could not delete the unused practice thread %s: %s", thread.id, err)


def hint_text(adapter: GameAdapter, hint: Hint, sight: SeatSight) -> str:
    """Say a hint to its member, in ``sight.locale``: the move in the panel's words (only
    words that are the same whatever the hidden cards are), and why where the game says it."""
    locale = sight.locale
    first, second = hint.deals
    lines: list[str] = []
    for i, event in enumerate(first):
        other = second[i] if i < len(second) else None
        own = adapter.done(hint.game, [event], hint.seat, locale)
        if other is not None and adapter.done(hint.game, [other], hint.seat, locale) == own:
            lines.append(own)
            continue
        public = adapter.summary(hint.game, [event], locale)
        if other is not None and adapter.summary(hint.game, [other], locale) == public:
            lines.append(public)
    say = voice(locale)
    level = say(f"game-commands-level-{hint.level}")
    move = ". ".join(line.rstrip(".") for line in lines) or say("practice-hint-unsaid")
    text = say("practice-hint", level=level, move=move)
    why = adapter.hint_why(sight, hint.action) if isinstance(adapter, Explains) else None
    if why:
        text += "\n" + say("practice-hint-why", why=why)
    return text


async def show_hint(interaction: Interaction, game: GameRecord, version: int) -> None:
    """Answer a panel's Hint button: the hint, to the member alone (nothing is changed)."""
    bot: Host = host_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    hint = await bot.service.hint(game.id, interaction.user.id, version)
    sight = SeatSight(
        hint.game, hint.seat, hint.view, (), (hint.seat,), locale=negotiate(interaction.locale)
    )
    text = hint_text(bot.adapter_of(hint.game), hint, sight)
    await interaction.followup.send(
        text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
    )
