"""The ``/village`` slash commands: parse -> service -> render -> respond."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import village
from bot.services import errors
from bot.storage import Status
from bot.ui.village_text import help_embed, rules_embed
from cogs.village_lobby import lobby_action, lobby_message
from cogs.village_play import post_table, send_panel

if TYPE_CHECKING:
    from bot.client import HoardBot

Interaction = discord.Interaction[Any]


@app_commands.guild_only()
class VillageCog(
    commands.GroupCog,
    group_name="village",
    group_description="Play Please Don't Burn My Village!",
):
    """Gather players and run games of *Please Don't Burn My Village!*."""

    def __init__(self, bot: HoardBot) -> None:
        self.bot = bot
        super().__init__()

    async def _game_here(self, interaction: Interaction) -> int:
        game = await self.bot.service.game_in_channel(interaction.channel_id or 0)
        if game is None:
            raise errors.NoGameHere()
        return game.id

    @app_commands.command(name="new", description="Open a game in this channel and gather players")
    @app_commands.describe(seats="How many seats (2 to 5; default 5)")
    async def new(
        self, interaction: Interaction, seats: app_commands.Range[int, 2, 5] | None = None
    ) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        game = await self.bot.service.open_lobby(
            kind=village.GAME_ID,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            seats=seats,
        )
        callback = await interaction.response.send_message(**await lobby_message(self.bot, game))
        await self.bot.service.attach_message(game.id, callback.message_id)

    @app_commands.command(name="join", description="Take a seat in this channel's game")
    async def join(self, interaction: Interaction) -> None:
        await lobby_action(
            interaction, "join", await self._game_here(interaction), from_button=False
        )

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: Interaction) -> None:
        await lobby_action(
            interaction, "leave", await self._game_here(interaction), from_button=False
        )

    @app_commands.command(name="start", description="Start this channel's game (host only)")
    async def start(self, interaction: Interaction) -> None:
        await lobby_action(
            interaction, "start", await self._game_here(interaction), from_button=False
        )

    @app_commands.command(
        name="cancel",
        description="Cancel this channel's game (host, or who can manage the channel)",
    )
    async def cancel(self, interaction: Interaction) -> None:
        await lobby_action(
            interaction, "cancel", await self._game_here(interaction), from_button=False
        )

    @app_commands.command(name="hand", description="Your cards and your moves, privately")
    async def hand(self, interaction: Interaction) -> None:
        await send_panel(interaction, await self._game_here(interaction))

    @app_commands.command(name="board", description="Post this channel's game table again")
    async def board(self, interaction: Interaction) -> None:
        game = await self.bot.service.game(await self._game_here(interaction))
        if game.status is not Status.RUNNING:
            raise errors.GameNotRunning(game.id, str(game.status))
        await interaction.response.send_message("Here is the table.", ephemeral=True)
        await post_table(self.bot, game)

    @app_commands.command(name="rules", description="The rules in short, with this server's values")
    async def rules(self, interaction: Interaction) -> None:
        ruleset = self.bot.service.rules_for(village.GAME_ID).default_ruleset()
        await interaction.response.send_message(embed=rules_embed(ruleset), ephemeral=True)

    @app_commands.command(name="help", description="What the bot's commands do")
    async def help(self, interaction: Interaction) -> None:
        await interaction.response.send_message(embed=help_embed(), ephemeral=True)


async def setup(bot: HoardBot) -> None:
    """Load the cog (``bot.load_extension`` entry point)."""
    await bot.add_cog(VillageCog(bot))
