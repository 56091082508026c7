"""``/hoard``: commands about Hoard itself rather than one game (what it keeps about you)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.services.words import plural
from bot.storage.records import Forgotten
from cogs.hoard_config import HoardConfig

if TYPE_CHECKING:
    from bot.client import HoardBot

Interaction = discord.Interaction[Any]


def forgotten_text(found: Forgotten) -> str:
    """Say, to the member, what forgetting them removed (or, for a preview, would remove)."""
    parts = [
        *(["your direct-message reminder choice"] if found.preferences else []),
        *([plural(found.drafts, "half-made move", "half-made moves")] if found.drafts else []),
        *([f"your display name in {plural(found.names, 'seat', 'seats')}"] if found.names else []),
    ]
    what = ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else "".join(parts)
    kept = (
        f" {plural(found.games_kept, 'ended game keeps', 'ended games keep')} your user id "
        "(with your score and rank once finished) as the game's record: saved games name their "
        "players by id."
        if found.games_kept
        else ""
    )
    if not parts:
        return "Hoard keeps no preferences, half-made moves or names of yours." + kept
    if not found.done:
        return (
            f"Hoard keeps {what}.{kept} To remove them, run `/hoard forget confirm:True`. "
            "Nothing was changed yet."
        )
    return f"Done: Hoard removed {what}.{kept}"


@app_commands.guild_only()
class HoardCog(
    commands.GroupCog, group_name="hoard", group_description="Hoard itself: what it keeps about you"
):
    """Commands that are about the bot, not about one game."""

    def __init__(self, bot: HoardBot) -> None:
        self.bot = bot
        self.config = HoardConfig(bot)
        super().__init__()

    async def cog_load(self) -> None:
        """Add ``/hoard-config`` (a top-level group: only those can carry permissions)."""
        self.bot.tree.add_command(self.config)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.config.name)

    @app_commands.command(
        name="forget", description="See what Hoard keeps about you, and remove it"
    )
    @app_commands.describe(
        confirm="True: remove it now (without it you only see what would be removed)"
    )
    async def forget(self, interaction: Interaction, confirm: bool = False) -> None:
        found = await self.bot.service.forget_member(interaction.user.id, dry_run=not confirm)
        await interaction.response.send_message(forgotten_text(found), ephemeral=True)


async def setup(bot: HoardBot) -> None:
    """Load the cog (``bot.load_extension`` entry point)."""
    await bot.add_cog(HoardCog(bot))
