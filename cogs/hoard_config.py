"""``/hoard-config``: the commands that change a server's settings (Manage Server).

Discord applies ``default_member_permissions`` to a top-level command or group only (a
subcommand group such as ``/hoard config`` cannot carry it: discord.py ignores
``default_permissions`` below the top level), so the setters are their own top-level group,
hidden from members without Manage Server. That is only a hint Discord's client follows and a
server can override: the service checks the permission on every change, and stays the guard.
Everyone still sees the settings with ``/hoard settings``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.services import errors
from bot.services.settings import parse_turn
from bot.ui.host import Host
from cogs.admin import settings_embed

Interaction = discord.Interaction[Any]
MANAGE_SERVER = discord.Permissions(manage_guild=True)


class HoardConfig(app_commands.Group):
    """Change this server's settings (members with Manage Server)."""

    def __init__(self, bot: Host) -> None:
        super().__init__(
            name="hoard-config",
            description="Change this server's Hoard settings (Manage Server)",
            guild_only=True,
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            default_permissions=MANAGE_SERVER,
        )
        self.bot = bot

    @app_commands.command(name="turns", description="The turn limit: default, shortest and longest")
    @app_commands.describe(
        default="Like 24h", shortest="Like 5m (at least 5m)", longest="Like 7d (at most 7d)"
    )
    async def turns(
        self,
        interaction: Interaction,
        default: app_commands.Range[str, 1, 20] | None = None,
        shortest: app_commands.Range[str, 1, 20] | None = None,
        longest: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        changes = {
            key: parse_turn(value)
            for key, value in (
                ("turn_default", default),
                ("turn_min", shortest),
                ("turn_max", longest),
            )
            if value is not None
        }
        await self._configure(interaction, changes)

    @app_commands.command(name="reminders", description="When to remind a player of their turn")
    @app_commands.describe(points="Like '50%, 1h': half-way, and one hour before the end")
    async def reminders(
        self, interaction: Interaction, points: app_commands.Range[str, 1, 100]
    ) -> None:
        items = [p for p in points.replace(";", ",").split(",") if p.strip()]
        await self._configure(interaction, {"reminders": items})

    @app_commands.command(name="absent", description="Timeouts in a row before a player is away")
    async def absent(
        self, interaction: Interaction, timeouts: app_commands.Range[int, 1, 20]
    ) -> None:
        await self._configure(interaction, {"absent_after": timeouts})

    @app_commands.command(name="channel", description="Allow or disallow games in a channel")
    @app_commands.describe(
        channel="The channel", allow="Allowed? (no channel listed: every channel is allowed)"
    )
    async def channel(
        self, interaction: Interaction, channel: discord.TextChannel, allow: bool
    ) -> None:
        guild_id = self._guild(interaction)
        current = await self.bot.service.settings(guild_id)
        channels = [c for c in current.channels if c != channel.id] + (
            [channel.id] if allow else []
        )
        await self._configure(interaction, {"channels": channels})

    @app_commands.command(name="opener", description="Who may open games: a role, or everyone")
    @app_commands.describe(role="Only members with this role (leave empty: everyone)")
    async def opener(self, interaction: Interaction, role: discord.Role | None = None) -> None:
        await self._configure(interaction, {"opener_role": None if role is None else role.id})

    @app_commands.command(
        name="limits", description="Open games per server; days before abandoned games end"
    )
    async def limits(
        self,
        interaction: Interaction,
        open_games: app_commands.Range[int, 1, 500] | None = None,
        expire_days: app_commands.Range[int, 1, 365] | None = None,
    ) -> None:
        changes: dict[str, Any] = {}
        if open_games is not None:
            changes["max_open_games"] = open_games
        if expire_days is not None:
            changes["expire_days"] = expire_days
        await self._configure(interaction, changes)

    @app_commands.command(name="pictures", description="Show the table and hands as pictures")
    async def pictures(self, interaction: Interaction, on: bool) -> None:
        await self._configure(interaction, {"images": on})

    @app_commands.command(
        name="threads", description="Open each new game in its own thread of the channel"
    )
    @app_commands.describe(
        on="True: a thread per game (I need Create Public Threads and Send Messages in Threads)"
    )
    async def threads(self, interaction: Interaction, on: bool) -> None:
        await self._configure(interaction, {"threads": on})

    @staticmethod
    def _guild(interaction: Interaction) -> int:
        if interaction.guild_id is None:
            raise errors.InDirectMessages()
        return interaction.guild_id

    async def _configure(self, interaction: Interaction, changes: dict[str, Any]) -> None:
        guild_id = self._guild(interaction)
        if not changes:
            raise errors.BadRequest("Nothing to change: give at least one value.")
        settings = await self.bot.service.update_settings(
            guild_id, changes, can_manage_guild=interaction.permissions.manage_guild
        )
        await interaction.response.send_message(
            "Saved. New games use these settings.", embed=settings_embed(settings), ephemeral=True
        )
