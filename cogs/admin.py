"""Moderation helpers of the server-wide commands (``/hoard games``, ``/hoard kick``).

What they answer only the member who asked sees: it is in their Discord language
(``interaction.locale``). The table posted after a kick is the game's, in the game's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games import SPECS
from bot.i18n import listing, voice
from bot.services import errors
from bot.services.games import MoveResult
from bot.services.records import GameRecord, Status
from bot.ui.host import Host
from bot.ui.lobby import COLOUR, kind_title
from cogs.guard import jump_url
from cogs.table import show_table

LISTED = 25
"""The most games listed (the rest are counted in the footer)."""


async def games_embed(bot: Host, games: list[GameRecord], locale: object) -> discord.Embed:
    """List a server's open games with links and whose turn it is, in the language of
    ``locale`` (the reader's)."""
    say = voice(locale)
    embed = discord.Embed(title=say("admin-games-title"), colour=COLOUR)
    if not games:
        starts = listing((f"`/{kind} new`" for kind in SPECS), style="or")
        embed.description = say("admin-games-none", commands=starts)
        return embed
    lines = []
    for game in games[:LISTED]:
        link = jump_url(game)
        name = (
            say("admin-games-link", game=str(game.id), link=link)
            if link
            else say("admin-games-game", game=str(game.id))
        )
        if game.status is Status.LOBBY:
            state = say(
                "admin-games-gathering", seated=str(len(game.seats)), seats=str(game.max_seats)
            )
        else:
            state = await turn_of(bot, game, locale)
        lines.append(
            say(
                "admin-games-line",
                game=name,
                channel=f"<#{game.channel_id}>",
                kind=kind_title(game.kind, locale),
                state=state,
            )
        )
    embed.description = "\n".join(lines)
    if len(games) > LISTED:
        embed.set_footer(text=say("admin-games-more", count=len(games) - LISTED))
    return embed


async def turn_of(bot: Host, game: GameRecord, locale: object) -> str:
    """Say whose turn it is in a running game (and who is away), in the language of
    ``locale``."""
    try:
        active = (await bot.service.situation(game, [])).active
    except errors.GameBroken:  # found damaged just now: listed as such, the others still
        return voice(locale)("admin-games-damaged")
    return turn_words(game, active, locale)


def turn_words(game: GameRecord, active: Sequence[int], locale: object) -> str:
    """Say whose turn it is (the seats ``active``) and who is away, in the language of
    ``locale``."""
    say = voice(locale)
    players = listing(game.seats[s].mention for s in active)
    turn = (
        say("admin-games-turn", player=players)
        if len(active) == 1
        else say("admin-games-waiting", players=players)
    )
    away = [s.mention for s in game.seats if s.absent]
    if not away:
        return turn
    return say("admin-games-away", state=turn, players=", ".join(away), count=len(away))


async def away(
    bot: Host, interaction: discord.Interaction[Any], game: GameRecord, target: int
) -> None:
    """Mark a player away (themselves, or by the host or a moderator) and show the table."""
    result = await bot.service.set_absent(
        game.id,
        target,
        by=interaction.user.id,
        can_manage_channel=interaction.permissions.manage_channels,
    )
    say, player = voice(interaction.locale), f"<@{target}>"
    if target == interaction.user.id:
        text = say("admin-away-self", game=str(game.id))
        done = say("admin-away-done-self")
    else:
        text = say("admin-away-other", game=str(game.id), player=player)
        done = say("admin-away-done-other", player=player)
    await interaction.response.send_message(text, ephemeral=True)
    latest = result.last.game if isinstance(result, MoveResult) else result
    await show_table(interaction, latest, done=done)
