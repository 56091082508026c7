"""``/hoard away`` and ``/hoard back``: a member's holidays (``bot.services.holidays``).

The commands are the ``/hoard`` group's (``away_commands``, added by ``cogs.hoard``). The
answers are private, in the member's Discord language; then the tables of their running games
are shown again (edited in place, pinging nobody) with the line saying they are away, or
without it once they are back.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.i18n import voice
from bot.services.holidays import MAX_HOLIDAY_DAYS, REASON_LENGTH
from bot.services.records import GameRecord
from bot.ui.away import date_stamp
from bot.ui.host import Host, host_of
from bot.ui.translator import words
from cogs.table import post_table

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


async def show_tables(bot: Host, games: list[GameRecord]) -> None:
    """Edit the tables of ``games`` (those of this process's servers) in place, pinging
    nobody: they say who is away now. A table that cannot be edited is logged, not fatal."""
    for game in games:
        shards = bot.service.shards
        if shards is not None and not shards.owns(game.guild_id):
            continue
        try:
            await post_table(bot, game, in_place=True, ping=False)
        except Exception:
            log.warning("game %s: its table was not shown again", game.id, exc_info=True)


def away_commands() -> list[app_commands.Command[Any, ..., None]]:
    """The ``/hoard`` subcommands of holidays (new ones each call: one set per bot)."""

    @app_commands.command(name=words("away-name"), description=words("away-description"))
    @app_commands.rename(days=words("away-days-name"), reason=words("away-reason-name"))
    @app_commands.describe(
        days=words("away-days-description"), reason=words("away-reason-description")
    )
    async def away(
        interaction: Interaction,
        days: app_commands.Range[int, 1, MAX_HOLIDAY_DAYS],
        reason: app_commands.Range[str, 1, REASON_LENGTH] | None = None,
    ) -> None:
        bot = host_of(interaction)
        assert interaction.guild_id is not None
        user = interaction.user.id
        holiday = await bot.service.go_away(user, days, reason)
        allowance = (await bot.service.settings(interaction.guild_id)).holiday_days
        here = (await bot.service.away_in(interaction.guild_id, [user])).get(user)
        say = voice(interaction.locale)
        bound = (
            say("away-allowance", days=allowance)
            if here is None or here.cover_end >= holiday.until_at
            else say("away-allowance-short", days=allowance, until=date_stamp(here.cover_end))
        )
        text = " ".join([say("away-done", until=date_stamp(holiday.until_at)), bound])
        await interaction.response.send_message(text, ephemeral=True)
        await show_tables(bot, await bot.service.member_games(interaction.user.id))

    @app_commands.command(name=words("back-name"), description=words("back-description"))
    async def back(interaction: Interaction) -> None:
        bot = host_of(interaction)
        games = await bot.service.come_back(interaction.user.id)
        await interaction.response.send_message(
            voice(interaction.locale)("back-done"), ephemeral=True
        )
        await show_tables(bot, games)

    return [away, back]
