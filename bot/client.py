"""The Discord client: built by ``create_bot`` without network I/O, started by ``python -m bot``.

Long file: the client's whole life (set-up, command sync, ready, shards, close) and its answers
of last resort (stale components, modals) read best together; its helpers live in cogs/ and ui/.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.games import SPECS, registry
from bot.i18n import voice
from bot.services import GameService, errors, thinking
from bot.services.clock import Clock
from bot.services.records import GameRecord
from bot.services.scheduler import NoticesByKind, Notifier, Scheduler
from bot.storage import Backend, GameRepository, Shards, file_damage, open_database
from bot.storage.backends import where as where_stored
from bot.ui import ids
from bot.ui.adapter import GameAdapter
from bot.ui.picture_cache import PictureCache
from bot.ui.replies import report_error, send
from bot.ui.translator import CatalogueTranslator, tree_digest
from cogs.game import game_cog
from cogs.guard import check_place, on_message, outdated
from cogs.repair import cancel_repairs, repair_tables
from cogs.replay import answer_modal
from cogs.table import repost

log = logging.getLogger(__name__)

CLOCK_STOP_SECONDS = 10.0
"""How long a stop waits for the turn clock to finish the game it is handling."""

HOUSE_EXTENSIONS = ("cogs.hoard",)
"""Extensions of the house itself (server-wide commands); each game's comes from its spec."""


class SyncRefused(Exception):
    """Discord refused to register the commands where the settings say; the message says why."""


async def refuse(interaction: discord.Interaction[HoardBot], text: str) -> None:
    """Answer a command that will not run (an autocomplete request: no suggestions)."""
    if interaction.type is discord.InteractionType.autocomplete:
        await no_suggestions(interaction)
        return
    if interaction.type is not discord.InteractionType.application_command:
        return
    try:
        await send(interaction, text, ephemeral=True)
    except discord.HTTPException as err:
        log.warning("could not answer a refused command: %s", err)


async def no_suggestions(interaction: discord.Interaction[HoardBot]) -> None:
    """Answer an autocomplete request with no suggestions."""
    try:
        await interaction.response.autocomplete([])
    except discord.HTTPException:
        log.info("could not answer an autocomplete request", exc_info=True)


def suggests(interaction: discord.Interaction[HoardBot]) -> bool:
    """Say whether the option an autocomplete request is typed into has suggestions to give
    (Discord asks only for those; any other request was forged or outdated)."""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return False
    data: dict[str, Any] = dict(interaction.data or {})
    options: list[dict[str, Any]] = list(data.get("options") or [])
    focused = None
    while options and focused is None:
        focused = next((o.get("name") for o in options if o.get("focused")), None)
        options = list(options[0].get("options") or []) if options[0].get("type") in (1, 2) else []
    return any(p.display_name == focused and p.autocomplete for p in command.parameters)


class HoardTree(app_commands.CommandTree["HoardBot"]):
    """The command tree, with one error translator for every slash command."""

    async def interaction_check(self, interaction: discord.Interaction[HoardBot], /) -> bool:
        """Refuse every command while the bot stops, and every one sent from a direct message
        (the commands are for servers)."""
        if interaction.client.stopping:
            await refuse(interaction, errors.Restarting().text(interaction.locale))
            return False
        if interaction.type is discord.InteractionType.autocomplete and not suggests(interaction):
            log.info("autocomplete for an option without suggestions from %s", interaction.user.id)
            await no_suggestions(interaction)
            return False
        if interaction.guild_id is not None:
            return True
        await refuse(interaction, errors.InDirectMessages().text(interaction.locale))
        return False

    async def on_error(
        self, interaction: discord.Interaction[HoardBot], error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
            log.info("outdated command from %s: %s", interaction.user.id, error)
            original = errors.UserFacingError("errors-outdated-command")
        elif isinstance(error, app_commands.TransformerError):
            log.info("unusable option from %s: %s", interaction.user.id, error)
            original = errors.UserFacingError("errors-bad-option")
        elif isinstance(error, app_commands.CheckFailure):
            original = errors.UserFacingError("errors-check-failed")
        await report_error(interaction, original)


class HoardBot(commands.AutoShardedBot):
    """The bot: its settings, its database and the game service it serves players with
    (sharded: ``create_bot``; its clock and repairs act on its shards' servers only)."""

    def __init__(
        self,
        settings: Settings,
        db: Backend | None = None,
        *,
        seeds: Callable[[], int] | None = None,
        clock: Clock | None = None,
        serve: bool = True,
        **options: Any,
    ) -> None:
        # The bot never joins voice: no warnings about voice libraries at every start.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        # Interactions need no intent; the server list (for the ready line and the channel
        # cache) needs only guild events. No member list, no message content.
        options.setdefault("intents", discord.Intents(guilds=True))
        options.setdefault(
            "allowed_mentions", discord.AllowedMentions(everyone=False, roles=False, users=True)
        )
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            tree_cls=HoardTree,
            **options,
        )
        self.settings = settings
        self._own_db = db is None
        self._db = db
        self._seeds = seeds
        self._clock = clock
        self._service: GameService | None = None if db is None else self._make_service(db)
        self.scheduler: Scheduler | None = None
        self.pictures = PictureCache()
        self._scheduler_task: asyncio.Task[None] | None = None
        self._warm_task: asyncio.Task[None] | None = None
        self._repair_task: asyncio.Task[int] | None = None
        self._announced = False
        self._logged_in = False
        self.stopping = False
        """True once a stop began: new interactions are answered, not acted on."""
        self.serve = serve
        """False for a maintenance login (``python -m bot sync``): commands only, no clock."""
        self.notifiers: dict[str, Notifier] = {}
        """The turn clock's notices, by game kind (each game's extension adds its own)."""
        self.adapters: dict[str, GameAdapter] = {}
        """Every loaded game's Discord adapter, by game kind (``add_game``)."""

    async def add_game(self, adapter: GameAdapter) -> None:
        """Plug a game in (its extension's ``setup`` calls this): its adapter, its command
        group built from its spec, its turn-clock notices."""
        self.adapters[adapter.spec.id] = adapter
        await self.add_cog(game_cog(self, adapter))

    def adapter_of(self, game: GameRecord) -> GameAdapter:
        """Return the adapter of a game's kind (a game whose kind is not loaded is refused)."""
        adapter = self.adapters.get(game.kind)
        if adapter is None:
            raise errors.UnknownGameKind(game.id, game.kind)
        return adapter

    def _make_service(self, db: Backend) -> GameService:
        shards = Shards.some(self.settings.shard_count, self.settings.shard_id_list)
        return GameService(
            GameRepository(db),
            specs=SPECS,
            seeds=self._seeds,
            clock=self._clock,
            shards=shards,
            thinker=thinking.shared(registry),
        )

    @property
    def db(self) -> Backend:
        """Return the open database (opened in ``setup_hook`` unless one was given)."""
        if self._db is None:
            raise RuntimeError("the database is opened in setup_hook")
        return self._db

    @property
    def service(self) -> GameService:
        """Return the game service."""
        if self._service is None:
            raise RuntimeError("the game service starts in setup_hook")
        return self._service

    async def setup_hook(self) -> None:
        """Open the database if needed, load the house's and every game's extension (their
        cogs register their commands, components and turn-clock notices), sync the commands if
        they changed, warm up and start the turn clock."""
        if self._db is None:
            self._db = await open_database(
                self.settings.database_target, synchronous=self.settings.database_synchronous
            )
            self._db.start_checkpoints()
            self._service = self._make_service(self._db)

        if self.tree.translator is None:  # Italian and Spanish names and descriptions
            await self.tree.set_translator(CatalogueTranslator())
        for extension in (*HOUSE_EXTENSIONS, *(spec.extension for spec in SPECS.values())):
            await self.load_extension(extension)
        if not self.serve:
            return
        await self.sync_commands()
        self.scheduler = Scheduler(self.service, NoticesByKind(self.notifiers))
        self._scheduler_task = asyncio.create_task(self.scheduler.run(), name="turn-clock")

    async def _warm_up(self) -> None:
        """Start each game's picture workers (fonts loaded), so that most first pictures do
        not wait for them; run once the bot serves (``on_ready``): a picture asked for before
        waits for its own worker. The bots' workers start at the first bot's move. A failure
        (a missing font) is one warning: the bot works, slower at first or without pictures."""
        for cog in list(self.cogs.values()):
            warm_up = getattr(cog, "warm_up", None)
            if warm_up is None:
                continue
            try:
                await warm_up()
            except Exception as err:  # a missing font, say: messages then go out without pictures
                log.warning(
                    "cannot warm up %s (%s: %s): it works, slower at first or without pictures; "
                    "reinstalling the bot restores its data files",
                    cog.qualified_name,
                    type(err).__name__,
                    err,
                )

    async def command_payload(self, guild: discord.abc.Snowflake | None) -> list[dict[str, Any]]:
        """Return the command definitions as Discord receives them (translated: a change of
        a translation is a change of the definition)."""
        translator = self.tree.translator
        commands = self.tree.get_commands(guild=guild)
        if translator is None:
            return [c.to_dict(self.tree) for c in commands]
        return [await c.get_translated_payload(self.tree, translator) for c in commands]

    async def command_digest(self, guild: discord.abc.Snowflake | None) -> str:
        """A digest of the command definitions that changes when Discord's copy would
        (``bot.ui.translator.tree_digest``)."""
        translator = self.tree.translator
        words = translator.catalogue if isinstance(translator, CatalogueTranslator) else None
        return await tree_digest(self.tree, self.tree.get_commands(guild=guild), words)

    async def sync_commands(self, *, force: bool = False) -> bool:
        """Sync the command tree where the settings say (``DEV_GUILD_ID``, else globally),
        only when its definition changed since the last sync unless ``force``.

        A copy synced earlier to the other place is cleared, so no server ever shows the
        commands twice (a test server after ``DEV_GUILD_ID`` is unset, say).
        """
        guild = None
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
        await self._clear_other_copies(keep=guild)
        digest = await self.command_digest(guild)
        key = sync_key(guild)
        repo = self.service.repo
        if not force and await repo.get_meta(key) == digest:
            log.info("slash commands unchanged since the last sync: not syncing")
            return False
        try:
            synced = await self.tree.sync(guild=guild)
        except discord.Forbidden as err:
            if guild is None:
                raise
            reason = err.text or "Missing Access"  # i18n: not words (Discord's error name)
            raise SyncRefused(
                "Discord refused to register "  # i18n: not words (the operator's console)
                f"the slash commands in server {guild.id} ({err.status} {reason}): "
                "DEV_GUILD_ID must name a server the bot was invited to with the "
                "applications.commands scope (unset it to sync globally)"
            ) from None
        await repo.set_meta(key, digest)
        log.info("synced %d slash commands %s", len(synced), where(guild))
        return True

    async def _clear_other_copies(self, keep: discord.abc.Snowflake | None) -> None:
        """Clear the commands synced earlier anywhere but ``keep``."""
        for key in await self.service.repo.meta_keys(SYNC_PREFIX):
            if key != sync_key(keep):
                await self.clear_commands(place_of(key))

    async def clear_everywhere(self) -> None:
        """Remove the commands globally, from ``DEV_GUILD_ID`` and wherever they were synced."""
        places: dict[str, discord.abc.Snowflake | None] = {sync_key(None): None}
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            places[sync_key(guild)] = guild
        for key in await self.service.repo.meta_keys(SYNC_PREFIX):
            places.setdefault(key, place_of(key))
        for place in places.values():
            await self.clear_commands(place)

    async def clear_commands(self, guild: discord.abc.Snowflake | None) -> None:
        """Remove every slash command of this bot from ``guild`` (None: globally)."""
        app = self.application_id
        assert app is not None, "logged in"  # i18n: not words (an assertion)
        try:
            if guild is None:
                await self.http.bulk_upsert_global_commands(app, [])
            else:
                await self.http.bulk_upsert_guild_commands(app, guild.id, [])
        except (discord.Forbidden, discord.NotFound) as err:
            if guild is None:
                raise
            # The bot left that server (or never got in): its copy went with it.
            log.info("no commands to clear in guild %s (%s): forgetting them", guild.id, err.status)
        else:
            log.info("cleared the slash commands synced %s earlier", where(guild))
        await self.service.repo.delete_meta(sync_key(guild))

    async def on_ready(self) -> None:
        """Say once who logged in, where, and how to invite the bot; then repair the tables a
        crash left behind (``repair_tables``: posted for the current version, pinging once),
        warm the pictures up and check the database file (``_after_start``)."""
        if self._announced or self.user is None:
            return
        self._announced = True
        if self.serve:
            self._repair_task = asyncio.create_task(
                repair_tables(self, repost), name="repair-tables"
            )
            self._warm_task = asyncio.create_task(self._after_start(), name="warm-up")
        log.info(
            "ready: logged in as %s (id %s) on %d server(s); invite link: %s",
            self.user,
            self.user.id,
            len(self.guilds),
            invite_link(self.application_id or self.user.id),
        )

    async def _after_start(self) -> None:
        """What waits until the bot serves: the pictures' warm-up, then the check of the whole
        database file (one error line if SQLite finds damage; the bot goes on serving)."""
        await self._warm_up()
        problems = await file_damage(self.db)
        if problems:
            log.error(
                "the database %s is damaged (%s): the games stored on the damaged part may "
                "fail; stop the bot, run `python -m bot check-db`, and restore a backup with "
                "`python -m bot restore BACKUP`",
                where_stored(self.db),
                "; ".join(problems[:3]),
            )
        elif problems is not None:
            log.info("checked the database %s: no damage found", where_stored(self.db))

    async def stop_clock(self, wait: float = CLOCK_STOP_SECONDS) -> None:
        """Stop the turn clock once the game it is handling is done (at most ``wait`` s)."""
        task, self._scheduler_task = self._scheduler_task, None
        if task is None:
            return
        if self.scheduler is not None:
            self.scheduler.stop()
        _, pending = await asyncio.wait({task}, timeout=wait)
        if pending:
            task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    async def on_interaction(self, interaction: discord.Interaction[HoardBot]) -> None:
        """Answer component clicks that no registered button or select will handle, and every
        submitted modal.

        discord.py runs a DynamicItem only when its id fullmatches a template *and* the message
        carries a component with that id; anything else would end as "This interaction failed".
        It keeps no modal of ours (each is stopped before it is sent): a modal is answered by
        its id here, the same before and after a restart.
        """
        if interaction.type is discord.InteractionType.modal_submit:
            await answer_modal(interaction)
            return
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if ids.is_ours(custom_id) and on_message(interaction.message, custom_id):
            return  # the DynamicItem answers, after its own checks (cogs.guard)
        log.info("stale or unknown component %r from %s", custom_id, interaction.user.id)
        try:
            await self.answer_stale(interaction, custom_id)
        except discord.HTTPException as err:  # an expired interaction: nothing to answer
            log.warning("could not answer component %r: %s", custom_id, err)

    async def answer_stale(
        self, interaction: discord.Interaction[HoardBot], custom_id: str
    ) -> None:
        """Answer a component no registered item handles (``on_interaction``)."""
        game_id = ids.game_of(custom_id)
        if interaction.guild_id is None:
            await report_error(interaction, errors.InDirectMessages(), game_id=game_id)
            return
        if game_id is None:
            await send(
                interaction, voice(interaction.locale)("errors-stale-component"), ephemeral=True
            )
            return
        try:
            game = await self.service.game(game_id)
            check_place(interaction, game)  # say nothing of a game that lives elsewhere
        except Exception as err:  # GameNotFound, WrongPlace, or a database error
            await report_error(interaction, err, game_id=game_id)
            return
        await send(interaction, outdated(game, interaction.locale), ephemeral=True)

    async def login(self, token: str) -> None:
        """Log in (the shards' machinery is set up here: ``close`` needs to know)."""
        self._logged_in = True
        await super().login(token)

    async def close(self) -> None:
        """Stop the turn clock, disconnect, stop the bots' and the pictures' worker processes
        (the process's shared ones stop in ``bot.run``), then close the database if the bot
        opened it."""
        await self.stop_clock()
        await cancel_repairs()
        warm, self._warm_task = self._warm_task, None
        if warm is not None and not warm.done():
            warm.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await warm
        repair, self._repair_task = self._repair_task, None
        if repair is not None and not repair.done():
            repair.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await repair
        if self._logged_in:  # AutoShardedBot.close fails on a bot that never logged in
            await super().close()
        if self._service is not None:
            await self._service.aclose()
        await self.pictures.aclose()
        if self._own_db and self._db is not None:
            await self._db.close()
            self._db = None


SYNC_PREFIX = "commands:"
PERMISSIONS = 274878024704
"""View Channels, Send Messages, Send Messages in Threads, Embed Links, Attach Files, Read
Message History: what the bot needs in a channel where games are played (see the README)."""


def sync_key(guild: discord.abc.Snowflake | None) -> str:
    """Return the meta key that remembers what was synced where."""
    return f"{SYNC_PREFIX}{'global' if guild is None else guild.id}"


def place_of(key: str) -> discord.abc.Snowflake | None:
    """Return the place a ``sync_key`` names."""
    place = key.removeprefix(SYNC_PREFIX)
    return None if place == "global" else discord.Object(id=int(place))


def where(guild: discord.abc.Snowflake | None) -> str:
    """Say where commands are synced."""
    return "globally" if guild is None else f"to guild {guild.id}"  # i18n: not words (log)


def invite_link(application_id: int) -> str:
    """Return the link that invites the bot with the scopes and permissions it needs."""
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&scope=bot+applications.commands&permissions={PERMISSIONS}"  # i18n: not words (URL)
    )


def create_bot(settings: Settings, db: Backend | None = None, **options: Any) -> HoardBot:
    """Build the bot; no network or disk I/O happens until ``bot.start``.

    Without ``db`` the bot opens the database named by the settings in ``setup_hook``. Shards:
    as many as Discord recommends, or ``SHARD_COUNT`` (this process runs ``SHARD_IDS``, or all).
    """
    if settings.shard_count is not None:
        options.setdefault("shard_count", settings.shard_count)
        options.setdefault("shard_ids", settings.shard_id_list)
    return HoardBot(settings, db, **options)
