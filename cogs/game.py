"""One command group per game, built from its ``GameSpec``: ``/<game id> new|join|…``.

Every game gets the same shape; the options come from the spec (seats from its seat range,
bot levels from its rules), never repeated here. Every word comes from the catalogue: the
command tree's through ``words`` (``game-commands.ftl``), the answers only the member sees in
their language, what the channel sees in the game's. This module does not use postponed
annotations: discord.py reads the options' types from the callbacks' annotations, which must
be real objects built from the spec in ``game_cog``.

Long file: a game's whole command group is one class built in one closure over its spec, and a
game that bundles several rulesets gets its own ``new`` and ``rules`` (one option more).
"""

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import resources
from bot.engine.spec import GameSpec
from bot.i18n import LANGUAGES, Listing, Phrase, listing, negotiate, voice
from bot.services import errors
from bot.services.cooldown import Cooldown
from bot.services.lobby import chosen_ruleset
from bot.services.records import GameRecord, Status
from bot.services.settings import parse_turn
from bot.ui.adapter import GameAdapter
from bot.ui.help import help_embed
from bot.ui.host import Host
from bot.ui.lobby import LANGUAGE_NAMES, game_language, ruleset_choice_name, spec_title
from bot.ui.replies import show_private
from bot.ui.translator import words
from cogs.admin import away
from cogs.clock import DiscordNotifier
from cogs.guard import check_place, jump_url
from cogs.lobby import lobby_action, lobby_message, show_lobby
from cogs.log import game_for_log, log_message
from cogs.panel.play import send_panel
from cogs.table import show_table
from cogs.threads import can_hold_thread, open_thread

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]
BOARD_COOLDOWN = 30
"""Seconds after ``/<game> board`` posted a game's table before it posts it again."""
GAME_NUMBER = app_commands.Range[int, 1, 2**53 - 1]
"""A game's number as a command option (Discord's integers stop at 2**53)."""
LANGUAGE_CHOICES = [
    app_commands.Choice(name=LANGUAGE_NAMES[language], value=language) for language in LANGUAGES
]
"""The ``language`` option of ``new``: each language by its own name, not translated (a member
looks for the language they speak under its own name, whatever their client's language)."""


def level_words(spec: GameSpec) -> Listing:
    """The bot levels, the default marked: "easy, normal (default) or hard" in each language."""
    names = [
        Phrase("game-commands-level-default", level=Phrase(f"game-commands-level-{n}"))
        if n == spec.default_bot_level
        else Phrase(f"game-commands-level-{n}")
        for n in spec.bot_levels
    ]
    return listing(names, style="or")


def whole(value: object, low: int, high: int) -> bool:
    """Say whether a number option is a whole number from ``low`` to ``high``: Discord checks
    its options for its own clients, but a forged request may carry anything."""
    return type(value) is int and low <= value <= high


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

    summary = words(spec.summary_key) if spec.summary_key else spec.summary
    rulesets = resources.ruleset_names(spec.id)
    ruleset_choices = (
        [
            app_commands.Choice(name=ruleset_choice_name(spec.id, name), value=name)
            for name in rulesets
        ]
        if len(rulesets) > 1
        else []
    )
    """The rulesets a member may choose (``/<game> new``, ``/<game> rules``): an option only
    for a game that bundles two or more (each named in the game's catalogue)."""
    new_names = {
        "seats": words("game-commands-new-seats-name"),
        "turn": words("game-commands-new-turn-name"),
        "language": words("game-commands-new-language-name"),
    }
    new_descriptions = {
        "seats": words(
            "game-commands-new-seats-description",
            min=str(spec.min_seats),
            max=str(spec.max_seats),
        ),
        "turn": words("game-commands-new-turn-description"),
        "language": words("game-commands-new-language-description"),
    }
    new_choices = {"language": LANGUAGE_CHOICES}

    @app_commands.guild_only()
    class GameCog(commands.GroupCog, name=spec.id, group_name=spec.id, group_description=summary):
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
            await self.bot.pictures.drawer.warm_up(adapter.warm_up)

        async def here(self, interaction: Interaction) -> GameRecord:
            return await record_here(self.bot, interaction, spec.id)

        if ruleset_choices:  # a game that bundles several rulesets: one more option

            @app_commands.command(
                name=words("game-commands-new-name"),
                description=words("game-commands-new-description"),
            )
            @app_commands.rename(**new_names, ruleset=words("game-commands-new-ruleset-name"))
            @app_commands.describe(
                **new_descriptions, ruleset=words("game-commands-new-ruleset-description")
            )
            @app_commands.choices(**new_choices, ruleset=ruleset_choices)
            async def new_with_ruleset(
                self,
                interaction: Interaction,
                seats: seat_range | None = None,
                turn: turn_text | None = None,
                language: app_commands.Choice[str] | None = None,
                ruleset: str | None = None,
            ) -> None:
                await self.open_new(interaction, seats, turn, language, ruleset)

        else:

            @app_commands.command(
                name=words("game-commands-new-name"),
                description=words("game-commands-new-description"),
            )
            @app_commands.rename(**new_names)
            @app_commands.describe(**new_descriptions)
            @app_commands.choices(**new_choices)
            async def new(
                self,
                interaction: Interaction,
                seats: seat_range | None = None,
                turn: turn_text | None = None,
                language: app_commands.Choice[str] | None = None,
            ) -> None:
                await self.open_new(interaction, seats, turn, language, None)

        async def open_new(
            self,
            interaction: Interaction,
            seats: int | None,
            turn: str | None,
            language: app_commands.Choice[str] | None,
            ruleset: str | None,
        ) -> None:
            """Open a lobby (``/<game> new``); ``ruleset``: the name of one the game bundles
            (a plain text option with choices: a forged name reaches the service, which
            refuses it in the member's language before anything is stored)."""
            if interaction.guild_id is None or interaction.channel_id is None:
                raise errors.InDirectMessages()
            if seats is not None and not whole(seats, spec.min_seats, spec.max_seats):
                raise errors.BadRequest(
                    "errors-seats-range", low=spec.min_seats, high=spec.max_seats
                )
            turn_seconds = None if turn is None else parse_turn(str(turn))  # all input read first
            parent = getattr(interaction.channel, "parent_id", None)
            roles = [r.id for r in getattr(interaction.user, "roles", [])]
            settings = await self.bot.service.settings(interaction.guild_id)
            chosen = None if language is None else language.value
            spoken = game_language(chosen, settings.language, interaction.guild)
            options: dict[str, Any] = {"language": spoken}
            if ruleset is not None:
                options["ruleset"] = ruleset
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
                options=options,
            )
            note = None
            if can_hold_thread(interaction) and settings.threads:
                title = spec_title(spec, game.language)
                thread, note = await open_thread(interaction, game, title)
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
                pointer = voice(game.language)(
                    "lobby-thread-pointer",
                    game=str(game.id),
                    title=spec_title(spec, game.language),
                    thread=thread.mention,
                )
                said = await interaction.response.send_message(
                    pointer, allowed_mentions=discord.AllowedMentions.none()
                )
                message = await thread.send(**await lobby_message(self.bot, game))
            except Exception:
                log.warning("game %s: could not post the lobby in its thread", game.id)
                await self.bot.service.discard_lobby(game.id)
                raise
            await self.bot.service.attach_message(game.id, message.id)
            if said.message_id is not None and interaction.channel_id is not None:
                # edited when the game starts and ends (cogs.threads.update_pointer)
                await self.bot.service.set_pointer(game.id, interaction.channel_id, said.message_id)

        @app_commands.command(
            name=words("game-commands-join-name"),
            description=words("game-commands-join-description"),
        )
        async def join(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            await lobby_action(interaction, "join", game.id, from_button=False)

        @app_commands.command(
            name=words("game-commands-leave-name"),
            description=words("game-commands-leave-description"),
        )
        async def leave(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            if game.status is Status.RUNNING:
                await away(self.bot, interaction, game, interaction.user.id)
                return
            await lobby_action(interaction, "leave", game.id, from_button=False)

        if spec.bot_levels:

            @app_commands.command(
                name=words("game-commands-addbot-name"),
                description=words("game-commands-addbot-description"),
            )
            @app_commands.rename(level=words("game-commands-addbot-level-name"))
            @app_commands.describe(
                level=words("game-commands-addbot-level-description", levels=level_words(spec))
            )
            @app_commands.choices(
                level=[
                    app_commands.Choice(name=words(f"game-commands-level-{n}"), value=n)
                    for n in spec.bot_levels
                ]
            )
            async def addbot(
                self, interaction: Interaction, level: app_commands.Choice[str] | None = None
            ) -> None:
                chosen = spec.default_bot_level if level is None else level.value
                chosen = chosen or spec.bot_levels[0]
                here = await self.here(interaction)
                game = await self.bot.service.add_bot(here.id, interaction.user.id, chosen)
                say = voice(negotiate(interaction.locale))
                seated = say(f"game-commands-bot-{chosen}")
                done = say("game-commands-bot-seated", bot=seated, game=str(game.id))
                await interaction.response.send_message(f"{done}.", ephemeral=True)
                await show_lobby(interaction, game, done=done)

            @app_commands.command(
                name=words("game-commands-removebot-name"),
                description=words("game-commands-removebot-description"),
            )
            async def removebot(self, interaction: Interaction) -> None:
                here = await self.here(interaction)
                game = await self.bot.service.remove_bot(here.id, interaction.user.id)
                done = voice(negotiate(interaction.locale))("game-commands-bot-left")
                await interaction.response.send_message(f"{done}.", ephemeral=True)
                await show_lobby(interaction, game, done=done)

        @app_commands.command(
            name=words("game-commands-start-name"),
            description=words("game-commands-start-description"),
        )
        async def start(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            await lobby_action(interaction, "start", game.id, from_button=False)

        @app_commands.command(
            name=words("game-commands-cancel-name"),
            description=words("game-commands-cancel-description"),
        )
        async def cancel(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            await lobby_action(interaction, "cancel", game.id, from_button=False)

        @app_commands.command(
            name=words("game-commands-hand-name"),
            description=words("game-commands-hand-description"),
        )
        async def hand(self, interaction: Interaction) -> None:
            await send_panel(interaction, await self.here(interaction))

        @app_commands.command(
            name=words("game-commands-board-name"),
            description=words("game-commands-board-description"),
        )
        async def board(self, interaction: Interaction) -> None:
            game = await self.here(interaction)
            if game.status is not Status.RUNNING:
                raise errors.GameNotRunning(game.id, str(game.status))
            say = voice(negotiate(interaction.locale))
            if not self.boards.claim(game.id):
                link = jump_url(game)
                posted = (
                    say("game-commands-board-posted", link=link)
                    if link
                    else say("game-commands-board-posted-here")
                )
                await interaction.response.send_message(posted, ephemeral=True)
                return
            await interaction.response.send_message(say("game-commands-board-here"), ephemeral=True)
            try:
                unchanged = say("game-commands-board-unchanged")
                await show_table(interaction, game, done=unchanged, ping=False)
            finally:  # not posted (Discord refused it, or worse): the next board tries at once
                if (await self.bot.service.game(game.id)).message_id == game.message_id:
                    self.boards.release(game.id)

        @app_commands.command(
            name=words("game-commands-log-name"),
            description=words("game-commands-log-description"),
        )
        @app_commands.rename(game=words("game-commands-log-game-name"))
        @app_commands.describe(game=words("game-commands-log-game-description"))
        async def log_command(
            self, interaction: Interaction, game: GAME_NUMBER | None = None
        ) -> None:
            if game is not None and not whole(game, 1, 2**53 - 1):
                raise errors.GameNotFound()
            record = await game_for_log(self.bot, interaction, spec.id, game)
            await show_private(
                interaction, await log_message(self.bot, record, None, interaction.locale)
            )

        if ruleset_choices:

            @app_commands.command(
                name=words("game-commands-rules-name"),
                description=words("game-commands-rules-description"),
            )
            @app_commands.rename(ruleset=words("game-commands-rules-ruleset-name"))
            @app_commands.describe(ruleset=words("game-commands-rules-ruleset-description"))
            @app_commands.choices(ruleset=ruleset_choices)
            async def rules_of_ruleset(
                self, interaction: Interaction, ruleset: str | None = None
            ) -> None:
                await self.show_rules(interaction, ruleset)

        else:

            @app_commands.command(
                name=words("game-commands-rules-name"),
                description=words("game-commands-rules-description"),
            )
            async def rules(self, interaction: Interaction) -> None:
                await self.show_rules(interaction, None)

        async def show_rules(self, interaction: Interaction, name: str | None) -> None:
            """Show a ruleset's card (None: the standard one) to the member alone."""
            ruleset = chosen_ruleset(self.bot.service.rules_for(spec.id), spec.id, name)
            embed = adapter.rules_embed(ruleset, negotiate(interaction.locale))
            await interaction.response.send_message(embed=embed, ephemeral=True)

        @app_commands.command(
            name=words("game-commands-help-name"),
            description=words("game-commands-help-description"),
        )
        async def help(self, interaction: Interaction) -> None:
            embed = help_embed(spec, negotiate(interaction.locale))
            await interaction.response.send_message(embed=embed, ephemeral=True)

    GameCog.__name__ = GameCog.__qualname__ = f"{spec.id.capitalize()}Cog"
    GameCog.__doc__ = spec.summary
    return GameCog()
