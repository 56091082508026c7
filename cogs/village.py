"""The ``/village`` slash commands: parse -> service -> render -> respond."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import village
from bot.games.village.spec import SPEC
from bot.services import errors
from bot.services.settings import parse_turn
from bot.storage import GameRecord, Status
from bot.ui.village_text import help_embed, rules_embed
from cogs.guard import check_place
from cogs.village_admin import away, games_embed, settings_embed
from cogs.village_clock import DiscordNotifier
from cogs.village_lobby import LobbyButton, lobby_action, lobby_message, show_lobby
from cogs.village_play import DYNAMIC_ITEMS, send_panel, show_table

if TYPE_CHECKING:
    from bot.client import HoardBot

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def _levels_text() -> str:
    names = [f"{n} (default)" if n == SPEC.default_bot_level else n for n in SPEC.bot_levels]
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)


LEVELS_TEXT = _levels_text()
COMPONENTS = (LobbyButton, *DYNAMIC_ITEMS)
"""Every persistent component of the game (a ``DynamicItem`` class each)."""


def warm_up_pictures() -> None:
    """Draw one table and one hand (the fonts load on the first drawing)."""
    from bot.ui.pictures import render_hand, render_table

    state = village.new_game(SPEC.min_seats, 0)
    render_table(village.view_for(state, None))
    render_hand(village.view_for(state, 0))


@app_commands.guild_only()
class VillageCog(
    commands.GroupCog,
    group_name=SPEC.id,
    group_description=SPEC.summary,
):
    """Gather players and run games of *Please Don't Burn My Village!*."""

    def __init__(self, bot: HoardBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        """Register the game's persistent components and its turn-clock notices."""
        self.bot.add_dynamic_items(*COMPONENTS)
        self.bot.notifiers[SPEC.id] = DiscordNotifier(self.bot)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*COMPONENTS)
        self.bot.notifiers.pop(SPEC.id, None)

    async def warm_up(self) -> None:
        """Draw one table and one hand, so the first real ones do not pay for loading fonts."""
        await asyncio.to_thread(warm_up_pictures)

    async def _record_here(self, interaction: Interaction) -> GameRecord:
        game = await self.bot.service.game_in_channel(interaction.channel_id or 0)
        if game is None:
            raise errors.NoGameHere(SPEC.id)
        check_place(interaction, game)
        return game

    async def _game_here(self, interaction: Interaction) -> int:
        return (await self._record_here(interaction)).id

    @app_commands.command(name="new", description="Open a game in this channel and gather players")
    @app_commands.describe(
        seats=f"How many seats ({SPEC.min_seats} to {SPEC.max_seats}; default {SPEC.max_seats})",
        turn="Time for each turn, like 30m, 24h or 2d (default: this server's)",
    )
    async def new(
        self,
        interaction: Interaction,
        seats: app_commands.Range[int, SPEC.min_seats, SPEC.max_seats] | None = None,
        turn: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            raise errors.InDirectMessages()
        turn_seconds = None if turn is None else parse_turn(turn)  # all input read first
        channel = interaction.channel
        parent = getattr(channel, "parent_id", None)
        member = interaction.user
        roles = [r.id for r in getattr(member, "roles", [])]
        game = await self.bot.service.open_lobby(
            kind=village.GAME_ID,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            seats=seats,
            turn_seconds=turn_seconds,
            parent_channel_id=parent,
            member_roles=roles,
            can_manage_guild=interaction.permissions.manage_guild,
            host_name=interaction.user.display_name,
        )
        # Either the lobby is stored and its message posted, or nothing is left behind: a
        # lobby whose message could not be posted is deleted, and its channel is free again.
        try:
            callback = await interaction.response.send_message(
                **await lobby_message(self.bot, game)
            )
        except Exception:
            log.warning("game %s: could not post the lobby; discarding it", game.id)
            await self.bot.service.discard_lobby(game.id)
            raise
        await self.bot.service.attach_message(game.id, callback.message_id)

    @app_commands.command(name="join", description="Take a seat in this channel's game")
    async def join(self, interaction: Interaction) -> None:
        await lobby_action(
            interaction, "join", await self._game_here(interaction), from_button=False
        )

    @app_commands.command(
        name="leave", description="Give up your seat (once started: the bot plays for you)"
    )
    async def leave(self, interaction: Interaction) -> None:
        game = await self._record_here(interaction)
        if game.status is Status.RUNNING:
            await away(self.bot, interaction, game, interaction.user.id)
            return
        await lobby_action(interaction, "leave", game.id, from_button=False)

    @app_commands.command(
        name="kick", description="Mark a player away: the bot plays their turns (host or mods)"
    )
    @app_commands.describe(player="The player to mark away")
    async def kick(self, interaction: Interaction, player: discord.User) -> None:
        game = await self._record_here(interaction)
        if game.status is not Status.RUNNING:
            raise errors.GameNotRunning(game.id, str(game.status))
        await away(self.bot, interaction, game, player.id)

    @app_commands.command(name="games", description="This server's open games")
    async def games(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        listed = await self.bot.service.games_in_guild(interaction.guild_id)
        await interaction.response.send_message(
            embed=await games_embed(self.bot, listed), ephemeral=True
        )

    @app_commands.command(name="notify", description="Also remind me by direct message")
    @app_commands.describe(dm="on: reminders by direct message too; off: only in the channel")
    async def notify(self, interaction: Interaction, dm: Literal["on", "off"]) -> None:
        await self.bot.service.set_notify(interaction.user.id, dm == "on")
        text = (
            "You will also get your reminders by direct message (if your DMs are open)."
            if dm == "on"
            else "Your reminders will come only in the game's channel."
        )
        await interaction.response.send_message(text, ephemeral=True)

    config = app_commands.Group(name="config", description="This server's settings")

    @config.command(name="show", description="Show this server's settings")
    async def config_show(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.service.settings(interaction.guild_id)
        await interaction.response.send_message(embed=settings_embed(settings), ephemeral=True)

    @app_commands.command(name="addbot", description="Seat a bot player in this lobby (host)")
    @app_commands.describe(level=f"How strong: {LEVELS_TEXT}")
    @app_commands.choices(level=[app_commands.Choice(name=n, value=n) for n in SPEC.bot_levels])
    async def addbot(
        self, interaction: Interaction, level: app_commands.Choice[str] | None = None
    ) -> None:
        chosen = SPEC.default_bot_level if level is None else level.value
        assert chosen is not None
        game = await self.bot.service.add_bot(
            await self._game_here(interaction), interaction.user.id, chosen
        )
        done = f"A {chosen} bot took a seat in game #{game.id}"
        await interaction.response.send_message(f"{done}.", ephemeral=True)
        await show_lobby(interaction, game, done=done)

    @app_commands.command(
        name="removebot", description="Take the last bot out of this lobby (host)"
    )
    async def removebot(self, interaction: Interaction) -> None:
        game = await self.bot.service.remove_bot(
            await self._game_here(interaction), interaction.user.id
        )
        await interaction.response.send_message("The bot left its seat.", ephemeral=True)
        await show_lobby(interaction, game, done="The bot left its seat")

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
        await send_panel(interaction, await self._record_here(interaction))

    @app_commands.command(name="board", description="Post this channel's game table again")
    async def board(self, interaction: Interaction) -> None:
        game = await self._record_here(interaction)
        if game.status is not Status.RUNNING:
            raise errors.GameNotRunning(game.id, str(game.status))
        await interaction.response.send_message("Here is the table.", ephemeral=True)
        await show_table(interaction, game, done="Nothing changed in the game")

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
