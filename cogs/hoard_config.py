"""``/hoard-config``: the commands that change a server's settings (Manage Server), and the
settings as members read them.

Discord applies ``default_member_permissions`` to a top-level command or group only (a
subcommand group such as ``/hoard config`` cannot carry it: discord.py ignores
``default_permissions`` below the top level), so the setters are their own top-level group,
hidden from members without Manage Server. That is only a hint Discord's client follows and a
server can override: the service checks the permission on every change, and stays the guard.
Everyone still sees the settings with ``/hoard settings``.

Everything here is read by the member who asked only: it is in their Discord language
(``interaction.locale``). Durations keep the bot's notation ("24h", "1d 12h", "30m") in every
language: it is what admins type, and the parser reads only that.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.i18n import LANGUAGES, voice
from bot.services import errors
from bot.services.durations import parse_duration, said_duration
from bot.services.settings import GuildSettings, parse_turn
from bot.ui.host import Host
from bot.ui.lobby import COLOUR
from bot.ui.translator import words

Interaction = discord.Interaction[Any]
MANAGE_SERVER = discord.Permissions(manage_guild=True)
AUTOMATIC = "auto"
"""The language choice that stores ``None``: the server's own language (or English)."""


def settings_fields(settings: GuildSettings, locale: object) -> list[tuple[str, str]]:
    """Return (name, value) pairs of a server's settings in the language of ``locale``."""
    say = voice(locale)
    reminders = ", ".join(
        p
        if p.endswith("%")
        else say("hoard-config-show-reminders-before", point=said_duration(parse_duration(p)))
        for p in settings.reminders
    )
    language = (
        say("hoard-config-show-language-automatic")
        if settings.language is None
        else say(f"hoard-config-language-{settings.language}")
    )
    return [
        (
            say("hoard-config-show-turns"),
            say(
                "hoard-config-show-turns-value",
                default=said_duration(settings.turn_default),
                shortest=said_duration(settings.turn_min),
                longest=said_duration(settings.turn_max),
            ),
        ),
        (
            say("hoard-config-show-reminders"),
            reminders or say("hoard-config-show-reminders-none"),
        ),
        (
            say("hoard-config-show-absent"),
            say("hoard-config-show-absent-value", count=settings.absent_after),
        ),
        (
            say("away-config-show"),
            say("away-config-show-value", count=settings.holiday_days),
        ),
        (
            say("hoard-config-show-channels"),
            ", ".join(f"<#{c}>" for c in settings.channels)
            or say("hoard-config-show-channels-every"),
        ),
        (
            say("hoard-config-show-opener"),
            f"<@&{settings.opener_role}>"
            if settings.opener_role
            else say("hoard-config-show-opener-everyone"),
        ),
        (say("hoard-config-show-open-games"), str(settings.max_open_games)),
        (
            say("hoard-config-show-expire"),
            say("hoard-config-show-expire-value", count=settings.expire_days),
        ),
        (
            say("hoard-config-show-pictures"),
            say("hoard-config-show-pictures-on")
            if settings.images
            else say("hoard-config-show-pictures-off"),
        ),
        (
            say("hoard-config-show-threads"),
            say("hoard-config-show-threads-on")
            if settings.threads
            else say("hoard-config-show-threads-off"),
        ),
        (say("hoard-config-show-language"), language),
        (
            say("hoard-config-show-undo"),
            say("hoard-config-show-undo-on")
            if settings.undo_rated
            else say("hoard-config-show-undo-off"),
        ),
    ]


def settings_embed(settings: GuildSettings, locale: object) -> discord.Embed:
    """Show a server's settings in the language of ``locale`` (the reader's)."""
    say = voice(locale)
    embed = discord.Embed(title=say("hoard-config-show-title"), colour=COLOUR)
    for name, value in settings_fields(settings, locale):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text=say("hoard-config-show-footer"))
    return embed


LANGUAGE_CHOICES = [
    app_commands.Choice(name=words("hoard-config-language-automatic"), value=AUTOMATIC),
    *(
        app_commands.Choice(name=words(f"hoard-config-language-{code}"), value=code)
        for code in LANGUAGES
    ),
]
"""Automatic, then every language of the catalogue, each named in its own language."""


class HoardConfig(app_commands.Group):
    """Change this server's settings (members with Manage Server)."""

    def __init__(self, bot: Host) -> None:
        super().__init__(
            name=words("hoard-config-name"),
            description=words("hoard-config-description"),
            guild_only=True,
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            default_permissions=MANAGE_SERVER,
        )
        self.bot = bot

    @app_commands.command(
        name=words("hoard-config-turns-name"), description=words("hoard-config-turns-description")
    )
    @app_commands.rename(
        default=words("hoard-config-turns-default-name"),
        shortest=words("hoard-config-turns-shortest-name"),
        longest=words("hoard-config-turns-longest-name"),
    )
    @app_commands.describe(
        default=words("hoard-config-turns-default-description"),
        shortest=words("hoard-config-turns-shortest-description"),
        longest=words("hoard-config-turns-longest-description"),
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

    @app_commands.command(
        name=words("hoard-config-reminders-name"),
        description=words("hoard-config-reminders-description"),
    )
    @app_commands.rename(points=words("hoard-config-reminders-points-name"))
    @app_commands.describe(points=words("hoard-config-reminders-points-description"))
    async def reminders(
        self, interaction: Interaction, points: app_commands.Range[str, 1, 100]
    ) -> None:
        items = [p for p in points.replace(";", ",").split(",") if p.strip()]
        await self._configure(interaction, {"reminders": items})

    @app_commands.command(
        name=words("hoard-config-absent-name"),
        description=words("hoard-config-absent-description"),
    )
    @app_commands.rename(timeouts=words("hoard-config-absent-timeouts-name"))
    @app_commands.describe(timeouts=words("hoard-config-absent-timeouts-description"))
    async def absent(
        self, interaction: Interaction, timeouts: app_commands.Range[int, 1, 20]
    ) -> None:
        await self._configure(interaction, {"absent_after": timeouts})

    @app_commands.command(
        name=words("away-config-name"), description=words("away-config-description")
    )
    @app_commands.rename(days=words("away-config-days-name"))
    @app_commands.describe(days=words("away-config-days-description"))
    async def holidays(
        self, interaction: Interaction, days: app_commands.Range[int, 0, 30]
    ) -> None:
        await self._configure(interaction, {"holiday_days": days})

    @app_commands.command(
        name=words("hoard-config-channel-name"),
        description=words("hoard-config-channel-description"),
    )
    @app_commands.rename(
        channel=words("hoard-config-channel-channel-name"),
        allow=words("hoard-config-channel-allow-name"),
    )
    @app_commands.describe(
        channel=words("hoard-config-channel-channel-description"),
        allow=words("hoard-config-channel-allow-description"),
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

    @app_commands.command(
        name=words("hoard-config-opener-name"),
        description=words("hoard-config-opener-description"),
    )
    @app_commands.rename(role=words("hoard-config-opener-role-name"))
    @app_commands.describe(role=words("hoard-config-opener-role-description"))
    async def opener(self, interaction: Interaction, role: discord.Role | None = None) -> None:
        await self._configure(interaction, {"opener_role": None if role is None else role.id})

    @app_commands.command(
        name=words("hoard-config-limits-name"),
        description=words("hoard-config-limits-description"),
    )
    @app_commands.rename(
        open_games=words("hoard-config-limits-open-name"),
        expire_days=words("hoard-config-limits-expire-name"),
    )
    @app_commands.describe(
        open_games=words("hoard-config-limits-open-description"),
        expire_days=words("hoard-config-limits-expire-description"),
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

    @app_commands.command(
        name=words("hoard-config-pictures-name"),
        description=words("hoard-config-pictures-description"),
    )
    @app_commands.rename(on=words("hoard-config-pictures-on-name"))
    @app_commands.describe(on=words("hoard-config-pictures-on-description"))
    async def pictures(self, interaction: Interaction, on: bool) -> None:
        await self._configure(interaction, {"images": on})

    @app_commands.command(
        name=words("hoard-config-threads-name"),
        description=words("hoard-config-threads-description"),
    )
    @app_commands.rename(on=words("hoard-config-threads-on-name"))
    @app_commands.describe(on=words("hoard-config-threads-on-description"))
    async def threads(self, interaction: Interaction, on: bool) -> None:
        await self._configure(interaction, {"threads": on})

    @app_commands.command(
        name=words("hoard-config-language-name"),
        description=words("hoard-config-language-description"),
    )
    @app_commands.rename(choice=words("hoard-config-language-choice-name"))
    @app_commands.describe(choice=words("hoard-config-language-choice-description"))
    @app_commands.choices(choice=LANGUAGE_CHOICES)
    async def language(self, interaction: Interaction, choice: app_commands.Choice[str]) -> None:
        # The language of new games' public messages: lobby, table, reminders.
        chosen = None if choice.value == AUTOMATIC else choice.value
        await self._configure(interaction, {"language": chosen})

    @app_commands.command(
        name=words("hoard-config-undo-name"),
        description=words("hoard-config-undo-description"),
    )
    @app_commands.rename(on=words("hoard-config-undo-on-name"))
    @app_commands.describe(on=words("hoard-config-undo-on-description"))
    async def undo(self, interaction: Interaction, on: bool) -> None:
        # Undo in rated games too (it is always allowed in unrated ones).
        await self._configure(interaction, {"undo_rated": on})

    @staticmethod
    def _guild(interaction: Interaction) -> int:
        if interaction.guild_id is None:
            raise errors.InDirectMessages()
        return interaction.guild_id

    async def _configure(self, interaction: Interaction, changes: dict[str, Any]) -> None:
        guild_id = self._guild(interaction)
        if not changes:
            raise errors.BadRequest("hoard-config-nothing")
        settings = await self.bot.service.update_settings(
            guild_id, changes, can_manage_guild=interaction.permissions.manage_guild
        )
        await interaction.response.send_message(
            voice(interaction.locale)("hoard-config-saved"),
            embed=settings_embed(settings, interaction.locale),
            ephemeral=True,
        )
