"""One command group per game, built from its ``GameSpec``: ``/<game id> new|join|…``.

Every game gets the same shape; the options come from the spec (seats from its seat range,
bot levels from its rules), never repeated here. This module does not use postponed
annotations: discord.py reads the options' types from the callbacks' annotations, which must
be real objects built from the spec in ``game_cog``.
"""

import asyncio
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine.spec import GameSpec
from bot.i18n import negotiate
from bot.services import errors
from bot.services.cooldown import Cooldown
from bot.services.records import GameRecord, Status
from bot.services.settings import parse_turn
from bot.services.words import article
from bot.ui.adapter import GameAdapter
from bot.ui.host import Host
from bot.ui.lobby import COLOUR
from bot.ui.replies import show_private
from cogs.admin import away
from cogs.clock import DiscordNotifier
from cogs.guard import check_place, jump_url
from cogs.lobby import lobby_action, lobby_message, show_lobby
from cogs.log import game_for_log, log_message
from cogs.play import send_panel
from cogs.table import show_table
from cogs.threads import can_hold_thread, open_thread

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]
BOARD_COOLDOWN = 30
"""Seconds after ``/<game> board`` posted a game's table before it posts it again."""
GAME_NUMBER = app_commands.Range[int, 1, 2**53 - 1]
"""A game's number as a command option (Discord's integers stop at 2**53)."""


def levels_text(spec: GameSpec) -> str:
    """Say the bot levels: "easy, normal (default) or hard"."""
    names = [f"{n} (default)" if n == spec.default_bot_level else n for n in spec.bot_levels]
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)


def help_lines(spec: GameSpec) -> list[str]:
    """The lines of a game's ``help``: its commands, then the house's."""
    g = spec.id
    bots = (
        [f"`/{g} addbot [level]` / `/{g} removebot` — bot players (host)"]
        if spec.bot_levels
        else []
    )
    return [
        f"`/{g} new [seats] [turn]` — open a game here; turn: time per turn, like 24h",
        f"`/{g} join` — take a seat in this channel's game",
        *bots,
        f"`/{g} leave` — give up your seat before the game starts",
        f"`/{g} start` — start the game (host)",
        f"`/{g} cancel` — cancel the game (host, or a member who can manage the channel)",
        f"`/{g} hand` — your cards and your moves (only you see them)",
        f"`/{g} board` — post the game's table again",
        f"`/{g} log [game]` — the game's moves so far, page by page (only you see it)",
        f"`/{g} leave` — once started: the bot plays your turns until you are back",
        f"`/{g} rules` — the rules in short",
        f"`/{g} help` — this list",
        "`/hoard kick @player` — mark a player away (host or channel managers)",
        "`/hoard games` — this server's open games",
        "`/hoard notify on|off` — also get your reminders by direct message",
        "`/hoard settings` — this server's settings; `/hoard-config …` changes them",
        "`/hoard forget` — see what Hoard keeps about you, and remove it",
    ]


def help_embed(spec: GameSpec) -> discord.Embed:
    """List a game's commands and the house's."""
    embed = discord.Embed(title=f"Hoard — {spec.title} commands", colour=COLOUR)
    embed.description = "\n".join(help_lines(spec))
    embed.set_footer(text="Games are played over days: take your turn whenever you are ready.")
    return embed


async def record_here(bot: Host, interaction: Interaction, kind: str) -> GameRecord:
    """Return this channel's game of ``kind``, checked against where the command came from."""
    game = await bot.service.game_in_channel(interaction.channel_id or 0)
    if game is None:
        raise errors.NoGameHere(kind)
    check_place(interaction, game)
    if game.kind != kind:
        raise errors.OtherGameHere(game.id, game.kind)
    return game


def game_cog(bot: Host, adapter: GameAdapter) -> commands.Cog:
    """Build the cog of one game: its command group, its notices, its warm-up."""
    spec = adapter.spec
    seat_range = app_commands.Range[int, spec.min_seats, spec.max_seats]
    turn_text = app_commands.Range[str, 1, 20]

    @app_commands.guild_only()
    class GameCog(
        commands.GroupCog, name=spec.id, group_name=spec.id, group_description=spec.summary
    ):
        def __init__(self) -> None:
            self.bot = bot
            self.boards = Cooldown(BOARD_COOLDOWN, bot.service.clock)
            """When ``board`` last posted each game's table (in memory: see ``Cooldown``)."""
            super().__init__()

        async def cog_load(self) -> None:
            """Register the game's turn-clock notices and the words of its moves' log."""
            self.bot.notifiers[spec.id] = DiscordNotifier(self.bot, adapter)
            self.bot.service.summaries[spec.id] = adapter.summary

        async def cog_unload(self) -> None:
            self.bot.notifiers.pop(spec.id, None)
            self.bot.service.summaries.pop(spec.id, None)

        async def warm_up(self) -> None:
            """Draw one picture of each kind, so the first real ones do not load fonts."""
            await asyncio.to_thread(adapter.warm_up)

        async def here(self, interaction: Interaction) -> GameRecord:
            return await record_here(self.bot, interaction, spec.id)

        @app_commands.command(
            name="new", description="Open a game in this channel and gather players"
        )
        @app_commands.describe(
            seats=f"How many seats ({spec.min_seats} to {spec.max_seats}; default "
            f"{spec.max_seats})",
            turn="Time for each turn, like 30m, 24h or 2d (default: this server's)",
        )
        async def new(
            self,
            interaction: Interaction,
            seats: seat_range | None = None,
            turn: turn_text | None = None,
        ) -> None:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise errors.InDirectMessages()
            turn_seconds = None if turn is None else parse_turn(turn)  # all input read first
            parent = getattr(interaction.channel, "parent_id", None)
            roles = [r.id for r in getattr(interaction.user, "roles", [])]
            game = await self.bot.service.open_lobby(
                kind=spec.id,
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
            note = None
            if (
                can_hold_thread(interaction)
                and (await self.bot.service.settings(interaction.guild_id)).threads
            ):
                thread, note = await open_thread(interaction, game, spec.title)
                if thread is not None:
                    await self.open_in_thread(interaction, game, thread)
                    return
            # Either the lobby is stored and its message posted, or nothing is left behind: a
            # lobby whose message could not be posted is deleted, and its channel is free.
            try:
                callback = await interaction.response.send_message(
                    **await lobby_message(self.bot, game)
                )
            except Exception:
                log.warning("game %s: could not post the lobby; discarding it", game.id)
                await self.bot.service.discard_lobby(game.id)
                raise
            await self.bot.service.attach_message(game.id, callback.message_id)
            if note is not None:
                await interaction.followup.send(note, ephemeral=True)

        async def open_in_thread(
            self, interaction: Interaction, game: GameRecord, thread: discord.Thread
        ) -> None:
            """Move a new lobby into its own thread, point the channel to it, post it there.

            The member is answered first (within Discord's 3 seconds: the thread took one
            request already); a lobby that cannot be posted in its thread is discarded.
            """
            try:
                game = await self.bot.service.move_lobby(game.id, thread.id)
                await interaction.response.send_message(
                    f"Game #{game.id} · {spec.title} is gathering players in {thread.mention}: "
                    "join it there.",
                    allowed_mentions=discord.AllowedMentions.none(),
                )
                message = await thread.send(**await lobby_message(self.bot, game))
            except Exception:
                log.warning("game %s: could not post the lobby in its thread", game.id)
                await self.bot.service.discard_lobby(game.id)
                raise
            await self.bot.service.attach_message(game.id, message.id)

        @app_commands.command(name="join", description="Take a seat in this channel's game")
        async def join(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            await lobby_action(interaction, "join", game.id, from_button=False)

        @app_commands.command(
            name="leave", description="Give up your seat (once started: the bot plays for you)"
        )
        async def leave(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            if game.status is Status.RUNNING:
                await away(self.bot, interaction, game, interaction.user.id)
                return
            await lobby_action(interaction, "leave", game.id, from_button=False)

        if spec.bot_levels:

            @app_commands.command(
                name="addbot", description="Seat a bot player in this lobby (host)"
            )
            @app_commands.describe(level=f"How strong: {levels_text(spec)}")
            @app_commands.choices(
                level=[app_commands.Choice(name=n, value=n) for n in spec.bot_levels]
            )
            async def addbot(
                self, interaction: Interaction, level: app_commands.Choice[str] | None = None
            ) -> None:
                chosen = spec.default_bot_level if level is None else level.value
                chosen = chosen or spec.bot_levels[0]
                here = await self.here(interaction)
                game = await self.bot.service.add_bot(here.id, interaction.user.id, chosen)
                done = f"{article(chosen).capitalize()} {chosen} bot took a seat in game #{game.id}"
                await interaction.response.send_message(f"{done}.", ephemeral=True)
                await show_lobby(interaction, game, done=done)

            @app_commands.command(
                name="removebot", description="Take the last bot out of this lobby (host)"
            )
            async def removebot(self, interaction: Interaction) -> None:
                here = await self.here(interaction)
                game = await self.bot.service.remove_bot(here.id, interaction.user.id)
                await interaction.response.send_message("The bot left its seat.", ephemeral=True)
                await show_lobby(interaction, game, done="The bot left its seat")

        @app_commands.command(name="start", description="Start this channel's game (host only)")
        async def start(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            await lobby_action(interaction, "start", game.id, from_button=False)

        @app_commands.command(
            name="cancel",
            description="Cancel this channel's game (host, or who can manage the channel)",
        )
        async def cancel(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            await lobby_action(interaction, "cancel", game.id, from_button=False)

        @app_commands.command(name="hand", description="Your cards and your moves, privately")
        async def hand(self, interaction: Interaction) -> None:
            await send_panel(interaction, await self.here(interaction))

        @app_commands.command(name="board", description="Post this channel's game table again")
        async def board(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            if game.status is not Status.RUNNING:
                raise errors.GameNotRunning(game.id, str(game.status))
            if not self.boards.claim(game.id):
                link = jump_url(game)
                where = f": {link}" if link else " in this channel."
                await interaction.response.send_message(
                    f"The table was just posted{where}", ephemeral=True
                )
                return
            await interaction.response.send_message("Here is the table.", ephemeral=True)
            try:
                await show_table(interaction, game, done="Nothing changed in the game", ping=False)
            finally:  # not posted (Discord refused it, or worse): the next board tries at once
                if (await self.bot.service.game(game.id)).message_id == game.message_id:
                    self.boards.release(game.id)

        @app_commands.command(
            name="log", description="The game's moves so far, in words (only you see it)"
        )
        @app_commands.describe(
            game="The game's number (default: this channel's game, or its last one)"
        )
        async def log_command(
            self, interaction: Interaction, game: GAME_NUMBER | None = None
        ) -> None:
            record = await game_for_log(self.bot, interaction, spec.id, game)
            await show_private(interaction, await log_message(self.bot, record, None))

        @app_commands.command(
            name="rules", description="The rules in short, with this server's values"
        )
        async def rules(self, interaction: Interaction) -> None:
            ruleset = self.bot.service.rules_for(spec.id).default_ruleset()
            embed = adapter.rules_embed(ruleset, negotiate(interaction.locale))
            await interaction.response.send_message(embed=embed, ephemeral=True)

        @app_commands.command(name="help", description="What the bot's commands do")
        async def help(self, interaction: Interaction) -> None:
            await interaction.response.send_message(embed=help_embed(spec), ephemeral=True)

    GameCog.__name__ = GameCog.__qualname__ = f"{spec.id.capitalize()}Cog"
    GameCog.__doc__ = spec.summary
    return GameCog()
