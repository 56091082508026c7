"""Moderation and settings helpers of the server-wide commands (``/hoard …``)."""

from __future__ import annotations

from typing import Any

import discord

from bot.games import SPECS
from bot.services import errors
from bot.services.games import MoveResult
from bot.services.records import GameRecord, Status
from bot.services.settings import GuildSettings, describe
from bot.ui.adapter import waiting_for
from bot.ui.host import Host
from bot.ui.lobby import COLOUR, kind_title
from cogs.guard import jump_url
from cogs.table import show_table


def settings_embed(settings: GuildSettings) -> discord.Embed:
    """Show a server's settings."""
    embed = discord.Embed(title="Hoard settings for this server", colour=COLOUR)
    for name, value in describe(settings):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text="Change them with /hoard-config … (Manage Server)")
    return embed


async def games_embed(bot: Host, games: list[GameRecord]) -> discord.Embed:
    """List a server's open games with links and whose turn it is."""
    embed = discord.Embed(title="Open games on this server", colour=COLOUR)
    if not games:
        starts = " or ".join(f"`/{kind} new`" for kind in SPECS)
        embed.description = f"No open games. Start one with {starts}."
        return embed
    lines = []
    for game in games[:25]:
        link = jump_url(game)
        name = f"[game #{game.id}]({link})" if link else f"game #{game.id}"
        kind = kind_title(game.kind)
        if game.status is Status.LOBBY:
            state = f"gathering players ({len(game.seats)}/{game.max_seats})"
        else:
            state = await turn_of(bot, game)
        lines.append(f"• {name} in <#{game.channel_id}> — {kind}: {state}")
    embed.description = "\n".join(lines)
    if len(games) > 25:
        embed.set_footer(text=f"and {len(games) - 25} more")
    return embed


async def turn_of(bot: Host, game: GameRecord) -> str:
    """Say whose turn it is in a running game (and who is away)."""
    try:
        active = (await bot.service.situation(game, [])).active
    except errors.GameBroken:  # found damaged just now: listed as such, the others still
        return "damaged and paused"
    away = [s.mention for s in game.seats if s.absent]
    turn = (
        f"{waiting_for(game, active)}'s turn"
        if len(active) == 1
        else (f"waiting for {waiting_for(game, active)}")
    )
    return turn + (f"; away: {', '.join(away)}" if away else "")


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
    who = "You are" if target == interaction.user.id else f"<@{target}> is"
    await interaction.response.send_message(
        f"{who} now away in game #{game.id}: the bot plays those turns until they act again "
        "(opening their hand brings them back).",
        ephemeral=True,
    )
    latest = result.last.game if isinstance(result, MoveResult) else result
    await show_table(interaction, latest, done=f"{who} now away")
