"""Run the bot (``python -m bot``) or its maintenance commands (``python -m bot check-db``)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.config import ConfigError, Settings, load_settings
from bot.maintenance import check_db
from bot.run import StartupError, run_bot, setup_logging, sync_commands
from bot.storage import DatabaseTooNew

__all__ = ["main", "run_bot"]


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run it; return the exit code."""
    parser = argparse.ArgumentParser(
        prog=program_name(),
        description="Hoard, a Discord bot that runs board games. Without a command: run the bot.",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command")
    sub.add_parser(
        "run",
        help="run the bot (the default): log in, sync the commands if they changed, serve",
        description="Run the bot until SIGTERM or Ctrl+C: log in to Discord, sync the slash "
        "commands if they changed, and serve. A stop finishes the moves in progress first.",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sync = sub.add_parser(
        "sync",
        help="sync the slash commands now (or --clear them), then exit",
        description="Log in and register the slash commands now, globally or to DEV_GUILD_ID, "
        "clearing any copy synced elsewhere before; --clear removes them everywhere instead.",
    )
    sync.add_argument(
        "--clear", action="store_true", help="remove the commands globally and from every server"
    )
    check = sub.add_parser("check-db", help="replay every game and report damaged ones")
    check.add_argument("--database", type=Path, help="a SQLite file (default: DATABASE_URL)")
    check.add_argument(
        "--no-mark", action="store_true", help="only report; do not mark damaged games broken"
    )
    args = parser.parse_args(argv)
    command = args.command or "run"
    try:
        settings = load_settings(require_token=command in ("run", "sync"))
    except ConfigError as err:
        print(f"hoard: configuration error: {err}", file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value() if settings.discord_token else ""
    setup_logging(settings.log_level, secrets=[token])
    try:
        if command == "check-db":
            return asyncio.run(check_db(settings, args.database, mark=not args.no_mark))
        if command == "sync":
            return asyncio.run(sync_commands(settings, clear=args.clear))
        return asyncio.run(run_bot(settings))
    except DatabaseTooNew as err:
        print(f"hoard: {err}", file=sys.stderr)
        return 2
    except StartupError as err:
        print(f"hoard: {err}", file=sys.stderr)
        return err.code
    except KeyboardInterrupt:
        return 0


def program_name() -> str:
    """Say how the admin started us: the ``hoard`` script or ``python -m bot``."""
    name = Path(sys.argv[0]).name
    return "python -m bot" if name in ("__main__.py", "-m", "-c", "") else name


def settings_help() -> str:
    """List the settings (environment variables or .env) for ``--help``."""
    lines = ["settings (environment variables, or a .env file in the working directory):"]
    for name, field in Settings.model_fields.items():
        default = "required" if name == "discord_token" else f"default {field.default}"
        lines.append(f"  {name.upper():<22} {field.description or ''} ({default})")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
