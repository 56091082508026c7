"""``/hoard``: the server-wide commands, about Hoard itself rather than one game.

The open games of the server, a member's running games on every server (``mygames``), a
player's reminders and turn-start notices by direct message, marking a player away in the
channel's game, holidays (``cogs.away``), the server's settings, and what Hoard keeps about a
member. The cog also registers the house's persistent items (lobby, table, panel and move-log
components of every game).
Only the member who asked sees the answers: they are in that member's Discord language.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import SPECS
from bot.i18n import Phrase, listing, voice
from bot.services import errors
from bot.services.ratings import MIN_GAMES
from bot.services.records import Forgotten, Status
from bot.ui.host import Host
from bot.ui.translator import words
from cogs.admin import away, games_embed
from cogs.away import away_commands
from cogs.game import GAME_NUMBER
from cogs.guard import check_place
from cogs.hoard_config import HoardConfig, settings_embed
from cogs.lobby import LobbyButton
from cogs.log import LogButton
from cogs.mygames import answer_notify, my_games
from cogs.panel.items import ITEMS
from cogs.replay import ReplayButton, open_replay, send_export
from cogs.stats import (
    WHERE,
    HistoryButton,
    history_message,
    leaderboard_embed,
    recent_embed,
    stats_embed,
)

COMPONENTS = (LobbyButton, LogButton, HistoryButton, ReplayButton, *ITEMS)
"""Every persistent component of the house (a ``DynamicItem`` class each), for every game."""

Interaction = discord.Interaction[Any]
NONE = discord.AllowedMentions.none()
"""The stats answers name members by mention and never ping them."""

GAME_CHOICES = [
    app_commands.Choice(name=words(spec.title_key) if spec.title_key else spec.title, value=kind)
    for kind, spec in SPECS.items()
]
"""The games a leaderboard or a history may be of (every registered game)."""

ON_OFF = [
    app_commands.Choice(name=words("hoard-notify-dm-on"), value="on"),
    app_commands.Choice(name=words("hoard-notify-dm-off"), value="off"),
]
"""The choices of ``/hoard notify``'s options (``dm``: reminders; ``turns``: the turn-start
notice); left out, a choice is unchanged."""


def forgotten_text(found: Forgotten, locale: object) -> str:
    """Say, to the member, what forgetting them removed (or, for a preview, would remove), in
    the language of ``locale`` (theirs: only they see it)."""
    say = voice(locale)
    parts = [
        *([Phrase("hoard-forget-choice")] if found.preferences else []),
        *([Phrase("hoard-forget-drafts", count=found.drafts)] if found.drafts else []),
        *([Phrase("hoard-forget-names", count=found.names)] if found.names else []),
    ]
    kept = [say("hoard-forget-kept", count=found.games_kept)] if found.games_kept else []
    if found.stats_hidden:
        kept.append(say("hoard-forget-stats-hidden"))
    what = listing(parts)
    if not parts:
        sentences = [say("hoard-forget-nothing"), *kept]
    elif not found.done:
        sentences = [say("hoard-forget-preview", what=what), *kept, say("hoard-forget-how")]
    else:
        sentences = [say("hoard-forget-done", what=what), *kept]
    return " ".join(sentences)


@app_commands.guild_only()
class HoardCog(
    commands.GroupCog,
    group_name=words("hoard-name"),
    group_description=words("hoard-description"),
):
    """Commands that are about the bot, not about one game."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.host: Host = bot  # type: ignore[assignment]
        self.config = HoardConfig(self.host)
        super().__init__()
        assert self.app_command is not None  # a GroupCog's own group
        for command in away_commands():  # /hoard away, /hoard back
            self.app_command.add_command(command)

    async def cog_load(self) -> None:
        """Register the house's components and add ``/hoard-config`` (a top-level group: only
        those can carry permissions)."""
        self.bot.add_dynamic_items(*COMPONENTS)
        self.bot.tree.add_command(self.config)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*COMPONENTS)
        self.bot.tree.remove_command(self.config.name)

    @app_commands.command(
        name=words("hoard-games-name"), description=words("hoard-games-description")
    )
    async def games(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        listed = await self.host.service.games_in_guild(interaction.guild_id)
        await interaction.response.send_message(
            embed=await games_embed(self.host, listed, interaction.locale), ephemeral=True
        )

    @app_commands.command(name=words("mygames-name"), description=words("mygames-description"))
    async def mygames(self, interaction: Interaction) -> None:
        await my_games(self.bot, interaction)

    @app_commands.command(
        name=words("hoard-notify-name"), description=words("hoard-notify-description")
    )
    @app_commands.rename(dm=words("hoard-notify-dm-name"), turns=words("mygames-notify-turns-name"))
    @app_commands.describe(
        dm=words("hoard-notify-dm-description"), turns=words("mygames-notify-turns-description")
    )
    @app_commands.choices(dm=ON_OFF, turns=ON_OFF)
    async def notify(
        self,
        interaction: Interaction,
        dm: app_commands.Choice[str] | None = None,
        turns: app_commands.Choice[str] | None = None,
    ) -> None:
        await answer_notify(
            self.host,
            interaction,
            None if dm is None else dm.value == "on",
            None if turns is None else turns.value == "on",
        )

    @app_commands.command(
        name=words("hoard-kick-name"), description=words("hoard-kick-description")
    )
    @app_commands.rename(player=words("hoard-kick-player-name"))
    @app_commands.describe(player=words("hoard-kick-player-description"))
    async def kick(self, interaction: Interaction, player: discord.User) -> None:
        game = await self.host.service.game_in_channel(interaction.channel_id or 0)
        if game is None:
            raise errors.NoGameHere()
        check_place(interaction, game)
        if game.status is not Status.RUNNING:
            raise errors.GameNotRunning(game.id, str(game.status))
        await away(self.host, interaction, game, player.id)

    @app_commands.command(
        name=words("hoard-settings-name"), description=words("hoard-settings-description")
    )
    async def settings(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        settings = await self.host.service.settings(interaction.guild_id)
        await interaction.response.send_message(
            embed=settings_embed(settings, interaction.locale), ephemeral=True
        )

    @app_commands.command(
        name=words("hoard-forget-name"), description=words("hoard-forget-description")
    )
    @app_commands.rename(confirm=words("hoard-forget-confirm-name"))
    @app_commands.describe(confirm=words("hoard-forget-confirm-description"))
    async def forget(self, interaction: Interaction, confirm: bool = False) -> None:
        found = await self.host.service.forget_member(interaction.user.id, dry_run=not confirm)
        await interaction.response.send_message(
            forgotten_text(found, interaction.locale), ephemeral=True
        )

    @app_commands.command(
        name=words("hoard-stats-name"), description=words("hoard-stats-description")
    )
    @app_commands.rename(
        member=words("hoard-stats-member-name"), everywhere=words("hoard-everywhere-name")
    )
    @app_commands.describe(
        member=words("hoard-stats-member-description"),
        everywhere=words("hoard-everywhere-description"),
    )
    async def stats(
        self, interaction: Interaction, member: discord.User | None = None, everywhere: bool = False
    ) -> None:
        assert interaction.guild_id is not None
        user = (member or interaction.user).id
        found = await self.host.service.member_stats(
            interaction.user.id, user, interaction.guild_id, everywhere=everywhere
        )
        await interaction.response.send_message(
            embed=stats_embed(found, interaction.locale), ephemeral=True, allowed_mentions=NONE
        )

    @app_commands.command(
        name=words("hoard-leaderboard-name"), description=words("hoard-leaderboard-description")
    )
    @app_commands.rename(
        game=words("hoard-game-name"),
        everywhere=words("hoard-everywhere-name"),
        min_games=words("hoard-leaderboard-min-name"),
    )
    @app_commands.describe(
        game=words("hoard-game-description"),
        everywhere=words("hoard-everywhere-description"),
        min_games=words("hoard-leaderboard-min-description"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(
        self,
        interaction: Interaction,
        game: app_commands.Choice[str],
        everywhere: bool = False,
        min_games: app_commands.Range[int, 1, 1000] = MIN_GAMES,
    ) -> None:
        assert interaction.guild_id is not None
        board = await self.host.service.leaderboard(
            interaction.user.id,
            game.value,
            interaction.guild_id,
            everywhere=everywhere,
            min_games=min_games,
        )
        await interaction.response.send_message(
            embed=leaderboard_embed(board, interaction.user.id, interaction.locale),
            ephemeral=True,
            allowed_mentions=NONE,
        )

    @app_commands.command(
        name=words("hoard-recent-name"), description=words("hoard-recent-description")
    )
    @app_commands.rename(
        member=words("hoard-stats-member-name"), everywhere=words("hoard-everywhere-name")
    )
    @app_commands.describe(
        member=words("hoard-recent-member-description"),
        everywhere=words("hoard-everywhere-description"),
    )
    async def recent(
        self, interaction: Interaction, member: discord.User | None = None, everywhere: bool = False
    ) -> None:
        assert interaction.guild_id is not None
        user = (member or interaction.user).id
        games = await self.host.service.recent_games(
            interaction.user.id, user, interaction.guild_id, everywhere=everywhere
        )
        await interaction.response.send_message(
            embed=recent_embed(user, games, everywhere, interaction.locale),
            ephemeral=True,
            allowed_mentions=NONE,
        )

    @app_commands.command(
        name=words("hoard-history-name"), description=words("hoard-history-description")
    )
    @app_commands.rename(game=words("hoard-game-name"), where=words("hoard-history-where-name"))
    @app_commands.describe(
        game=words("hoard-game-description"), where=words("hoard-history-where-description")
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        where=[
            app_commands.Choice(name=words("hoard-history-where-channel"), value=WHERE[0]),
            app_commands.Choice(name=words("hoard-history-where-server"), value=WHERE[1]),
        ],
    )
    async def history(
        self,
        interaction: Interaction,
        game: app_commands.Choice[str],
        where: app_commands.Choice[str] | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        place = WHERE[0] if where is None else where.value
        found = await self.host.service.history(
            interaction.guild_id,
            channel_id=interaction.channel_id if place == WHERE[0] else None,
            kind=game.value,
        )
        message = history_message(found, game.value, place, interaction.locale)
        if message["view"] is None:
            del message["view"]
        await interaction.response.send_message(**message, ephemeral=True)

    @app_commands.command(
        name=words("hoard-privacy-name"), description=words("hoard-privacy-description")
    )
    @app_commands.rename(stats=words("hoard-privacy-stats-name"))
    @app_commands.describe(stats=words("hoard-privacy-stats-description"))
    @app_commands.choices(
        stats=[
            app_commands.Choice(name=words("hoard-privacy-shown"), value="shown"),
            app_commands.Choice(name=words("hoard-privacy-hidden"), value="hidden"),
        ]
    )
    async def privacy(self, interaction: Interaction, stats: app_commands.Choice[str]) -> None:
        hide = stats.value == "hidden"
        await self.host.service.set_hide_stats(interaction.user.id, hide)
        say = voice(interaction.locale)
        text = say("hoard-privacy-hidden-done") if hide else say("hoard-privacy-shown-done")
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name=words("replay-name"), description=words("replay-description"))
    @app_commands.rename(game=words("replay-game-name"))
    @app_commands.describe(game=words("replay-game-description"))
    async def replay(self, interaction: Interaction, game: GAME_NUMBER) -> None:
        await open_replay(interaction, game)

    @app_commands.command(
        name=words("replay-export-name"), description=words("replay-export-description")
    )
    @app_commands.rename(game=words("replay-export-game-name"))
    @app_commands.describe(game=words("replay-export-game-description"))
    async def export(self, interaction: Interaction, game: GAME_NUMBER) -> None:
        await send_export(interaction, game)


async def setup(bot: commands.Bot) -> None:
    """Load the cog (``bot.load_extension`` entry point)."""
    await bot.add_cog(HoardCog(bot))
