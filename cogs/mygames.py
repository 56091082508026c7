"""``/hoard mygames`` (every running game a member sits in, on every server) and what
``/hoard notify`` answers.

Nothing is said about a server the member is not a member of now: a game where they still
hold a seat on a server they left is left out. Without the privileged members intent the bot's
member cache holds no one but itself and never learns who left, so membership is asked of
Discord (``GET /guilds/{id}/members/{user}``: 10007 Unknown Member once they left), one
request per server of their games other than the one they asked from (they are in that one).
With the members intent a cached member is trusted (the cache then drops those who leave).
A server the bot left, or that Discord cannot answer for now, is left out too.

Only the member sees the answers: they are in the member's Discord language.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import discord
from discord.ext import commands
from discord.utils import escape_markdown

from bot.i18n import voice
from bot.services.notices import NoticePrefs, Playing
from bot.ui.adapter import deadline_stamp
from bot.ui.host import Host
from bot.ui.lobby import COLOUR, kind_title
from cogs.admin import LISTED, turn_words
from cogs.guard import jump_url

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]

DESCRIPTION_BUDGET = 4000
"""Characters of the embed's description used at most (Discord's limit is 4096; the rest of
the games are counted in the footer)."""


async def shared_server(
    bot: commands.Bot, guild_id: int, user_id: int, here: discord.Guild | None
) -> str | None:
    """Return a server's name if the bot and the member are both in it now, else None.

    ``here``: the server the member asked from (they are in it).
    """
    if here is not None and here.id == guild_id:
        return here.name
    guild = bot.get_guild(guild_id)
    try:
        if guild is None:  # served by another process (shards), or left
            guild = await bot.fetch_guild(guild_id)
        if not (bot.intents.members and guild.get_member(user_id) is not None):
            await guild.fetch_member(user_id)
    except (discord.NotFound, discord.Forbidden):  # not a member (10007), or the bot left
        return None
    except discord.HTTPException:
        log.warning("could not check %s's membership of %s: left out", user_id, guild_id)
        return None
    return guild.name


def game_line(playing: Playing, server: str, locale: object) -> str:
    """One game of ``/hoard mygames``: its link, kind, channel and server, whose turn, the
    deadline; in the language of ``locale``."""
    say, game = voice(locale), playing.game
    link = jump_url(game)
    name = (
        say("admin-games-link", game=str(game.id), link=link)
        if link
        else say("admin-games-game", game=str(game.id))
    )
    if playing.active is None:
        state = say("admin-games-damaged")
    elif playing.mine:
        state = say("mygames-your-turn")
    else:
        state = turn_words(game, playing.active, locale)
    deadline = deadline_stamp(game)
    if deadline is not None and playing.active is not None:
        state = say("mygames-due", state=state, when=deadline)
    return say(
        "mygames-line",
        game=name,
        kind=kind_title(game.kind, locale),
        channel=f"<#{game.channel_id}>",
        server=escape_markdown(server),
        state=state,
    )


def mygames_embed(
    found: Iterable[Playing], servers: dict[int, str], locale: object
) -> discord.Embed:
    """List a member's games (theirs to move first), cut to Discord's limits with "and N
    more" in the footer, in the language of ``locale``."""
    say = voice(locale)
    embed = discord.Embed(title=say("mygames-title"), colour=COLOUR)
    shown = [p for p in found if p.game.guild_id in servers]
    if not shown:
        embed.description = say("mygames-none")
        return embed
    lines: list[str] = []
    used = 0
    for playing in shown[:LISTED]:
        line = game_line(playing, servers[playing.game.guild_id], locale)
        if used + len(line) + 1 > DESCRIPTION_BUDGET:
            break
        lines.append(line)
        used += len(line) + 1
    embed.description = "\n".join(lines)
    if len(shown) > len(lines):
        embed.set_footer(text=say("admin-games-more", count=len(shown) - len(lines)))
    return embed


async def my_games(bot: commands.Bot, interaction: Interaction) -> None:
    """Answer ``/hoard mygames``: privately, after a "thinking" defer (a request per server
    may be needed to know whether the member is still in it)."""
    host: Host = bot  # type: ignore[assignment]
    user_id = interaction.user.id
    await interaction.response.defer(ephemeral=True, thinking=True)
    games = await host.service.games_of(user_id)
    servers: dict[int, str] = {}
    for guild_id in sorted({g.guild_id for g in games}):
        name = await shared_server(bot, guild_id, user_id, interaction.guild)
        if name is not None:
            servers[guild_id] = name
    found = await host.service.my_games(user_id, [g for g in games if g.guild_id in servers])
    await interaction.followup.send(
        embed=mygames_embed(found, servers, interaction.locale),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def notify_text(
    before: NoticePrefs,
    after: NoticePrefs,
    reminders: bool | None,
    turns: bool | None,
    locale: object,
) -> str:
    """What ``/hoard notify`` answers: each choice made (or, with none, what the member
    chose), and how a refused direct message is handled, in the language of ``locale``."""
    say = voice(locale)
    sentences = []
    if reminders is not None:
        sentences.append(say("hoard-notify-on" if reminders else "hoard-notify-off"))
    if turns is not None:
        sentences.append(say("mygames-turns-on" if turns else "mygames-turns-off"))
    if reminders is None and turns is None:
        sentences.append(
            say(
                "mygames-notify-status",
                reminders="on" if after.reminders else "off",
                turns="on" if after.turns else "off",
            )
        )
    if before.refused:
        sentences.append(say("mygames-dm-retry"))
    elif reminders or turns:
        sentences.append(say("mygames-dm-rule"))
    return " ".join(sentences)


async def answer_notify(
    bot: Host, interaction: Interaction, reminders: bool | None, turns: bool | None
) -> None:
    """Store a member's direct-message choices and language, and say what they now are."""
    before, after = await bot.service.set_notices(
        interaction.user.id, reminders=reminders, turns=turns, locale=interaction.locale
    )
    await interaction.response.send_message(
        notify_text(before, after, reminders, turns, interaction.locale), ephemeral=True
    )
