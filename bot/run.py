"""Run the bot: check what it needs, open the database, reach Discord, serve until stopped.

Every failure an admin can meet at start-up ends in one line on stderr that says what to fix
(``StartupError``), and SIGTERM or SIGINT stop the bot cleanly: the turn clock stops, the
interactions in progress are finished, then the gateway and the database are closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot import resources
from bot.config import Settings
from bot.games import REGISTRY, registry
from bot.services import thinking
from bot.services.lobby import chosen_ruleset
from bot.storage import open_database
from bot.storage.backends import where
from bot.ui import picture_cache

if TYPE_CHECKING:
    from bot.client import HoardBot

log = logging.getLogger("bot")

RETRY_DELAYS = (2.0, 5.0, 10.0, 20.0, 30.0, 60.0, 60.0, 120.0, 120.0, 300.0)
"""Seconds between tries to reach Discord at start (about 12 minutes in all)."""

DRAIN_SECONDS = 10.0
"""How long a stop waits for the interactions in progress to finish."""

IN_FLIGHT = ("CommandTree-invoker", "discord-ui-", "discord.py: on_interaction")
"""Names discord.py gives the tasks that answer an interaction (the SIGTERM test fails if they
change)."""


class StartupError(Exception):
    """Start-up cannot go on; the message is the one line the admin sees."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


# --- logging --------------------------------------------------------------------------------

_SECRETS = [
    # An interaction's token: in callback and webhook URLs, and in gateway payloads.
    (re.compile(r"(/(?:interactions|webhooks)/\d+/)[A-Za-z0-9_\-.]{20,}"), r"\1<token>"),
    (re.compile(r"""(['"]token['"]\s*:\s*['"])[^'"]+(['"])"""), r"\1<token>\2"),
    # A bot token's shape (three base64url parts), wherever it would appear.
    (re.compile(r"\b[A-Za-z0-9_\-]{23,28}\.[A-Za-z0-9_\-]{6,7}\.[A-Za-z0-9_\-]{27,}\b"), "<token>"),
]


class RedactSecrets(logging.Filter):
    """Remove credentials from every record before a handler writes it.

    discord.py logs gateway payloads (with each interaction's 15-minute token) and request
    URLs (with webhook tokens) at DEBUG; the bot token itself is never logged, but is
    redacted as well should a library ever print it.
    """

    def __init__(self, extra: Sequence[str] = ()) -> None:
        super().__init__()
        self.extra = [s for s in extra if s]

    def redact(self, text: str) -> str:
        """Return ``text`` without credentials."""
        for secret in self.extra:
            text = text.replace(secret, "<token>")
        for pattern, replacement in _SECRETS:
            text = pattern.sub(replacement, text)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = self.redact(message)
        if clean != message:
            record.msg, record.args = clean, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


def setup_logging(level: str, secrets: Sequence[str] = ()) -> logging.Handler:
    """Log to stderr at ``level``, with credentials redacted; return the handler."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    handler.addFilter(RedactSecrets(secrets))
    handler.set_name("hoard")
    root = logging.getLogger()
    for old in list(root.handlers):
        if old.get_name() == "hoard":  # set up before (tests call main() more than once)
            root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    return handler


# --- before login ---------------------------------------------------------------------------


def check_rulesets() -> None:
    """Load every game's bundled rulesets now (the standard one and every other a lobby may
    choose), so a bad edit stops the bot before login rather than when a game starts."""
    for game_id, rules in REGISTRY.items():
        try:
            rules.default_ruleset()
            for name in resources.ruleset_names(game_id):
                chosen_ruleset(rules, game_id, name)  # read by the game's rules, as at a start
        except (ValueError, OSError) as err:  # InvalidState is a ValueError; JSON errors too
            raise StartupError(
                f"the {game_id} ruleset under data/rulesets/{game_id}/ cannot be used: {err} "
                "(correct the file, or restore it from the release)"
            ) from None


def check_shards(settings: Settings) -> None:
    """Refuse shards on a SQLite file: several processes need one shared PostgreSQL database,
    and a single process runs every shard Discord recommends without ``SHARD_COUNT``."""
    count, target = settings.shard_count, settings.database_target
    if count is None or count < 2 or not isinstance(target, Path):
        return
    raise StartupError(
        f"SHARD_COUNT is {count}: several processes need one shared PostgreSQL database, but "
        f"DATABASE_URL names the SQLite file {target}: set DATABASE_URL to a postgresql:// URL "
        "(`python -m bot copy-db` copies the games across), or unset SHARD_COUNT and SHARD_IDS "
        "to run one process"
    )


async def reach_discord(
    delays: Sequence[float] | None = None, stopping: asyncio.Event | None = None
) -> bool:
    """Wait until Discord's API answers at all, retrying with growing pauses.

    Return False if ``stopping`` was set while waiting (a stop signal came first).
    """
    delays = RETRY_DELAYS if delays is None else delays
    stopping = stopping or asyncio.Event()
    import aiohttp
    import discord.http

    url = discord.http.Route.BASE + "/gateway"
    for attempt in range(len(delays) + 1):
        try:
            async with (
                aiohttp.ClientSession() as session,
                session.get(url, timeout=aiohttp.ClientTimeout(total=15)) as response,
            ):
                await response.read()
            return True
        except (aiohttp.ClientError, OSError, TimeoutError) as err:
            reason = _network_reason(err)
            if attempt == len(delays):
                raise StartupError(
                    f"cannot reach Discord ({reason}) after {attempt + 1} tries: check this "
                    "machine's network, DNS and firewall (it must reach discord.com over HTTPS)",
                    code=3,
                ) from None
            log.warning(
                "cannot reach Discord (%s): trying again in %s s (%d of %d)",
                reason,
                f"{delays[attempt]:g}",
                attempt + 1,
                len(delays),
            )
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), delays[attempt])
            if stopping.is_set():
                return False
    return False


def _network_reason(err: BaseException) -> str:
    text = str(err) or type(err).__name__
    return text.split(" [")[0][:160]


# --- running --------------------------------------------------------------------------------


def in_flight() -> list[asyncio.Task[Any]]:
    """Return the tasks answering an interaction right now."""
    current = asyncio.current_task()
    return [
        t
        for t in asyncio.all_tasks()
        if t is not current and not t.done() and t.get_name().startswith(IN_FLIGHT)
    ]


async def drain(seconds: float) -> int:
    """Wait (at most ``seconds``) until no interaction is being answered; cancel (and wait
    for) those still running then, and return how many they were."""
    deadline = time.monotonic() + seconds
    while (tasks := in_flight()) and time.monotonic() < deadline:
        await asyncio.wait(tasks, timeout=max(0.0, deadline - time.monotonic()))
    left = in_flight()
    for task in left:
        task.cancel()
    await asyncio.gather(*left, return_exceptions=True)
    return len(left)


async def run_bot(
    settings: Settings,
    *,
    retry_delays: Sequence[float] | None = None,
    drain_seconds: float = DRAIN_SECONDS,
    **options: Any,
) -> int:
    """Check, open, connect and serve until stopped; return the exit code.

    ``options`` go to the bot (tests pass ``intents`` or ``guild_ready_timeout``).
    """
    from bot.client import create_bot

    assert settings.discord_token is not None
    check_shards(settings)
    check_rulesets()
    db = await open_database(settings.database_target, synchronous=settings.database_synchronous)
    db.start_checkpoints()
    log.info(
        "starting: database %s (synchronous=%s), slash commands go %s%s",
        where(db),
        settings.database_synchronous,
        f"to guild {settings.dev_guild_id}" if settings.dev_guild_id else "globally",
        ""
        if settings.shard_count is None
        else f", shards {settings.shard_ids or 'all'} of {settings.shard_count}",
    )
    bot = create_bot(settings, db, **options)
    stop = Stopper(bot, drain_seconds)
    stop.install()
    try:
        if not await reach_discord(retry_delays, stop.event):
            return 0
        async with bot:
            with discord_failures():
                await login(bot, settings)
                if not stop.requested:
                    await bot.connect()
    finally:
        stop.uninstall()
        await stop.wait()
        await db.close()
        await thinking.shared(registry).aclose()  # the bots' worker processes
        await picture_cache.shared().aclose()  # the pictures' worker processes
        if stop.requested:
            log.info("stopped (%s): every game is saved", stop.requested)
    return 0


async def login(bot: HoardBot, settings: Settings) -> None:
    """Log in (which loads the cogs and, when serving, syncs the commands)."""
    import aiohttp

    assert settings.discord_token is not None
    try:
        await bot.login(settings.discord_token.get_secret_value())
    except (aiohttp.ClientError, ConnectionError, TimeoutError) as err:
        raise StartupError(
            f"cannot reach Discord ({_network_reason(err)}): check this machine's network, "
            "then start the bot again",
            code=3,
        ) from None


@contextlib.contextmanager
def discord_failures() -> Iterator[None]:
    """Turn what Discord answers at login and connection into one line (``StartupError``)."""
    import discord

    from bot.client import SyncRefused

    try:
        yield
    except discord.LoginFailure:
        raise StartupError(
            "Discord refused the token (401): check DISCORD_TOKEN "
            "(developer portal -> your application -> Bot -> Reset Token)",
            code=1,
        ) from None
    except discord.PrivilegedIntentsRequired:
        raise StartupError(
            "Discord refused a privileged intent: enable it in the developer portal "
            "(your application -> Bot -> Privileged Gateway Intents)",
            code=1,
        ) from None
    except SyncRefused as err:
        raise StartupError(str(err), code=2) from None
    except (discord.GatewayNotFound, discord.DiscordServerError) as err:
        raise StartupError(
            f"Discord is having trouble ({err}): start the bot again in a few minutes "
            "(https://discordstatus.com says when it is back)",
            code=3,
        ) from None


async def sync_commands(settings: Settings, *, clear: bool = False, **options: Any) -> int:
    """Log in without serving and sync the slash commands now (``clear``: remove them all)."""
    from bot.client import create_bot

    db = await open_database(settings.database_target, synchronous=settings.database_synchronous)
    bot = create_bot(settings, db, serve=False, **options)
    try:
        await reach_discord((RETRY_DELAYS[0],))
        async with bot:
            with discord_failures():
                await login(bot, settings)
                if clear:
                    await bot.clear_everywhere()
                    print("cleared the slash commands everywhere this bot had synced them")
                else:
                    await bot.sync_commands(force=True)
                    print(f"synced the slash commands {sync_place(settings)}")
    finally:
        await db.close()
    return 0


def sync_place(settings: Settings) -> str:
    """Say where the settings sync commands to."""
    guild = settings.dev_guild_id
    return f"to guild {guild} (DEV_GUILD_ID)" if guild else "globally (up to an hour to show)"


class Stopper:
    """Turn SIGTERM and SIGINT into a clean stop of the bot."""

    SIGNALS = ("SIGTERM", "SIGINT")

    def __init__(self, bot: Any, drain_seconds: float) -> None:
        self.bot = bot
        self.drain_seconds = drain_seconds
        self.requested: str | None = None
        self.event = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._installed: list[signal.Signals] = []

    def install(self) -> None:
        """Handle the stop signals in the event loop (where the platform allows it)."""
        loop = asyncio.get_running_loop()
        for name in self.SIGNALS:
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            try:
                loop.add_signal_handler(sig, self.request, sig.name)
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C still interrupts
                continue
            self._installed.append(sig)

    def uninstall(self) -> None:
        """Give the signals back to their default handlers."""
        loop = asyncio.get_running_loop()
        for sig in self._installed:
            with contextlib.suppress(Exception):
                loop.remove_signal_handler(sig)
        self._installed = []

    def request(self, why: str = "SIGTERM") -> None:
        """Start stopping (a second signal while stopping changes nothing)."""
        if self.requested is not None:
            return
        self.requested = why
        self.event.set()
        self._task = asyncio.get_running_loop().create_task(self._stop(), name="hoard-stop")

    async def _stop(self) -> None:
        self.bot.stopping = True  # new interactions are answered "restarting", not acted on
        busy = len(in_flight())
        log.info("stopping (%s): finishing %d interaction(s) in progress", self.requested, busy)
        await self.bot.stop_clock()
        left = await drain(self.drain_seconds)
        if left:
            log.warning("stopping: %d interaction(s) did not finish in time: cancelled", left)
        await self.bot.close()

    async def wait(self) -> None:
        """Wait for a stop in progress to finish."""
        if self._task is not None:
            await self._task
