"""Moderation and settings helpers of the ``/village`` commands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.services import errors
from bot.services.games import MoveResult
from bot.services.settings import GuildSettings, describe
from bot.storage import GameRecord, Status
from bot.ui.lobby import COLOUR, kind_title
from cogs.guard import jump_url
from cogs.village_play import show_table

if TYPE_CHECKING:
    from bot.client import HoardBot


def settings_embed(settings: GuildSettings) -> discord.Embed:
    """Show a server's settings."""
    embed = discord.Embed(title="Hoard settings for this server", colour=COLOUR)
    for name, value in describe(settings):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text="Change them with /hoard-config … (Manage Server)")
    return embed


async def games_embed(bot: HoardBot, games: list[GameRecord]) -> discord.Embed:
    """List a server's open games with links and whose turn it is."""
    embed = discord.Embed(title="Open games on this server", colour=COLOUR)
    if not games:
        embed.description = "No open games. Start one with `/village new`."
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


async def turn_of(bot: HoardBot, game: GameRecord) -> str:
    """Say whose turn it is in a running game (and who is away)."""
    try:
        view = await bot.service.public_view(game)
    except errors.GameBroken:  # found damaged just now: listed as such, the others still
        return "damaged and paused"
    turn = game.seats[view["current"]].user_id
    away = [s.mention for s in game.seats if s.absent]
    return f"{game.mention(turn)}'s turn" + (f"; away: {', '.join(away)}" if away else "")


async def away(
    bot: HoardBot, interaction: discord.Interaction[Any], game: GameRecord, target: int
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
