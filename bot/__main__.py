"""Run the bot (``python -m bot``) or its maintenance commands (``python -m bot check-db``)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path
from typing import Any

from bot.config import ConfigError, Settings, load_settings
from bot.services import GameService
from bot.services.integrity import check_all
from bot.storage import Database, DatabaseTooNew, GameRepository

log = logging.getLogger("bot")


def setup_logging(level: str) -> None:
    """Configure logging once for the whole process."""
    logging.basicConfig(
        level=level,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
        stream=sys.stderr,
    )


async def check_db(settings: Settings, path: Path | None, *, mark: bool) -> int:
    """Replay every game and report those whose stored state differs; exit 1 if any."""
    db = await Database.open(
        path or settings.database_path, synchronous=settings.database_synchronous
    )
    try:
        service = GameService(GameRepository(db))
        checked, findings = await check_all(service, mark=mark)
    finally:
        await db.close()
    for f in findings:
        print(f"game {f.game_id}: {f.problem}")
    print(f"checked {checked} games: {len(findings)} with problems")
    return 1 if findings else 0


async def run_bot(settings: Settings, **options: Any) -> int:
    """Open the database, build the bot and run it until it is stopped (``options``: tests)."""
    import discord

    from bot.client import create_bot

    assert settings.discord_token is not None
    log.info(
        "starting: database %s (synchronous=%s), commands synced %s",
        settings.database_path,
        settings.database_synchronous,
        f"to guild {settings.dev_guild_id}" if settings.dev_guild_id else "globally",
    )
    db = await Database.open(settings.database_path, synchronous=settings.database_synchronous)
    bot = create_bot(settings, db, **options)
    try:
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
    except discord.LoginFailure:
        print(
            "hoard: Discord refused the token (401): check DISCORD_TOKEN "
            "(developer portal -> your application -> Bot -> Reset Token)",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print(
            "hoard: Discord refused a privileged intent: enable it in the developer portal "
            "(your application -> Bot -> Privileged Gateway Intents)",
            file=sys.stderr,
        )
        return 1
    finally:
        await db.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run it; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m bot", description="Hoard, a board game bot.")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run the bot (the default)")
    check = sub.add_parser("check-db", help="replay every game and report damaged ones")
    check.add_argument("--database", type=Path, help="a SQLite file (default: DATABASE_URL)")
    check.add_argument(
        "--no-mark", action="store_true", help="only report; do not mark damaged games broken"
    )
    args = parser.parse_args(argv)
    command = args.command or "run"
    try:
        settings = load_settings(require_token=command == "run")
    except ConfigError as err:
        print(f"hoard: configuration error: {err}", file=sys.stderr)
        return 2
    setup_logging(settings.log_level)
    try:
        if command == "check-db":
            return asyncio.run(check_db(settings, args.database, mark=not args.no_mark))
        return asyncio.run(run_bot(settings))
    except DatabaseTooNew as err:
        print(f"hoard: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
