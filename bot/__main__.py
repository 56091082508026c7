"""Run the bot (``python -m bot``) or its maintenance commands (``python -m bot check-db``)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.config import ConfigError, load_settings
from bot.maintenance import check_db
from bot.run import run_bot, setup_logging
from bot.storage import DatabaseTooNew

__all__ = ["main", "run_bot"]


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
