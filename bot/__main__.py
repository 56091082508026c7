"""Run the bot (``python -m bot``) or its maintenance commands (``python -m bot check-db``).

Each command is registered by a small ``add_…`` function listed in ``COMMANDS``: it adds its
sub-parser and sets ``handler`` (what runs it), ``needs_token`` (the Discord token must be
set) and ``quiet`` (log only warnings and errors unless LOG_LEVEL=DEBUG, so that what the
command prints is not repeated by the log).
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import asyncpg
from pydantic import AliasChoices

from bot import datacheck, maintenance
from bot.config import ConfigError, Settings, database_location, load_settings
from bot.run import StartupError, run_bot, setup_logging, sync_commands
from bot.services import UserFacingError
from bot.services.thinking import one_malloc_arena
from bot.storage import DatabaseRefused
from bot.storage.backends import named

__all__ = ["COMMANDS", "build_parser", "main", "run_bot"]

Handler = Callable[[Settings, argparse.Namespace], int]


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr (exit code 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"hoard: {message} (see `{self.prog} --help`)\n")


def database(text: str) -> Path | str:
    """Parse a database argument: a SQLite file (a path, or sqlite:///PATH) or a PostgreSQL URL."""
    try:
        return database_location(
            text, repr(text), "name a file, sqlite:///PATH or postgresql://user@host/name"
        )
    except ConfigError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def database_option(parser: argparse.ArgumentParser, *, postgres: bool = True) -> None:
    """Add ``--database PATH``, the database a maintenance command works on."""
    parser.add_argument(
        "--database",
        type=database,
        metavar="PATH" if not postgres else "PATH|URL",
        help="the SQLite database file"
        + (", or a postgresql:// URL" if postgres else "")
        + " (default: the one DATABASE_URL names)",
    )


def sqlite_file(settings: Settings, given: Path | str | None, command: str) -> Path:
    """Return the SQLite file ``backup`` or ``restore`` works on; refuse a PostgreSQL URL."""
    if isinstance(given, str):
        raise maintenance.Refused(
            f"--database names a PostgreSQL database, and {command} works on a SQLite file "
            "only: use pg_dump and pg_restore for PostgreSQL"
        )
    return given or settings.database_path


def yes_option(parser: argparse.ArgumentParser, without: str) -> None:
    """Add ``--yes``: a command that changes data only previews without it."""
    parser.add_argument("--yes", action="store_true", help=f"really do it (without it: {without})")


def member_id(text: str) -> int:
    """Parse a Discord user id (a positive whole number)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a Discord user id (a positive whole number; Discord shows it "
            "with Copy User ID in developer mode)"
        )
    return value


# --- the commands -----------------------------------------------------------------------------


def add_run(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "run",
        help="run the bot (the default)",
        description="Check the rulesets and the database, reach Discord (retrying while it "
        "cannot be reached), log in, sync the slash commands if they changed, and serve the "
        "games until SIGTERM or Ctrl+C, which finish the moves in progress first.",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.set_defaults(handler=_run, needs_token=True, quiet=False)


def _run(settings: Settings, args: argparse.Namespace) -> int:
    one_malloc_arena()  # before any thread starts (thinking.one_malloc_arena says why)
    return asyncio.run(run_bot(settings))


def add_sync(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "sync",
        help="register the slash commands now (or --clear them), then exit",
        description="Log in and register the slash commands now, globally or to DEV_GUILD_ID, "
        "clearing any copy synced elsewhere before; --clear removes them everywhere instead "
        "(before removing the bot from Discord, say).",
    )
    parser.add_argument(
        "--clear", action="store_true", help="remove the commands globally and from every server"
    )
    parser.set_defaults(handler=_sync, needs_token=True, quiet=True)


def _sync(settings: Settings, args: argparse.Namespace) -> int:
    return asyncio.run(sync_commands(settings, clear=args.clear))


def add_check_db(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "check-db",
        help="check the database and replay every game; report the damaged ones",
        description="Run SQLite's integrity check on a SQLite file, then replay every started "
        "game from its seed and move log and report each game whose saved data cannot be read "
        "or differs from its replay, and whether the ratings are a rebuild's. Read-only: the "
        "file is not changed (an older schema is checked on an upgraded copy in memory; a "
        "PostgreSQL database must have this bot's schema). Exit code 0: all is well; 1: "
        "problems found.",
    )
    database_option(parser)
    parser.add_argument(
        "--repair",
        action="store_true",
        help="upgrade the schema if needed, and mark every game that cannot be read or "
        "replayed broken (paused, with the reason); a game whose state merely differs from its "
        "replay is only reported",
    )
    parser.add_argument("--no-mark", action="store_true", help=argparse.SUPPRESS)  # deprecated
    parser.set_defaults(handler=_check_db, needs_token=False, quiet=True)


def _check_db(settings: Settings, args: argparse.Namespace) -> int:
    if args.repair and args.no_mark:
        raise maintenance.Refused("--repair and --no-mark contradict each other: choose one")
    return asyncio.run(maintenance.check_db(settings, args.database, repair=args.repair))


def add_ratings(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "ratings",
        help="rebuild every rating from the ended games",
        description="Recompute every player's ratings (per game, over every server and per "
        "server) from the ended games, in the order they ended, and replace the stored ones. "
        "check-db says when they differ from such a rebuild. Stop the bot first.",
    )
    database_option(parser)
    parser.set_defaults(handler=_ratings, needs_token=False, quiet=True)


def _ratings(settings: Settings, args: argparse.Namespace) -> int:
    return asyncio.run(maintenance.rebuild_ratings(settings, args.database))


def add_backup(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "backup",
        help="write a consistent copy of the database (works while the bot runs)",
        description="Copy the database to DEST through SQLite's backup API: a consistent "
        "snapshot, safe while the bot runs, as one self-contained file. The copy is checked "
        "before it replaces anything; a damaged database is not backed up.",
    )
    parser.add_argument("dest", type=Path, metavar="DEST", help="the file to write")
    database_option(parser, postgres=False)
    parser.add_argument("--force", action="store_true", help="replace DEST if it exists")
    parser.set_defaults(handler=_backup, needs_token=False, quiet=True)


def _backup(settings: Settings, args: argparse.Namespace) -> int:
    path = sqlite_file(settings, args.database, "backup")
    return maintenance.backup(settings, path, args.dest, force=args.force)


def add_restore(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "restore",
        help="replace the database with a backup (the bot must be stopped)",
        description="Check that SRC is a whole Hoard database this bot can use (readable, "
        "schema not newer, SQLite's integrity check ok), then copy it over the database. The "
        "replaced database is kept beside it as <name>.before-restore-<date>-<time> (UTC). "
        "Refused while the bot (or any program) has the database open.",
    )
    parser.add_argument("source", type=Path, metavar="SRC", help="the backup to restore")
    database_option(parser, postgres=False)
    yes_option(parser, "only check SRC and say")
    parser.set_defaults(handler=_restore, needs_token=False, quiet=True)


def _restore(settings: Settings, args: argparse.Namespace) -> int:
    path = sqlite_file(settings, args.database, "restore")
    return maintenance.restore(settings, path, args.source, yes=args.yes)


def add_copy_db(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "copy-db",
        help="copy the whole database into an empty one: SQLite to PostgreSQL, or back",
        description="Copy every table of SOURCE (games, seats, moves, drafts, settings, "
        "preferences, ratings …) into TARGET, ids kept, in one transaction on TARGET; SOURCE is "
        "only read. Each is a SQLite file (a path or sqlite:///PATH) or a PostgreSQL URL "
        "(postgresql://user:password@host:5432/name); a SQLite TARGET that does not exist is "
        "created, a PostgreSQL one must exist (createdb). TARGET must hold no games, seats, "
        "settings or preferences: it is never overwritten. Afterwards each table of TARGET is "
        "counted against SOURCE and check-db runs on TARGET. Stop the bot first, so that no "
        "move is made after the copy. Exit code 0: copied and verified; 1: verification found "
        "problems; 2: refused, nothing written.",
    )
    parser.add_argument("source", type=database, metavar="SOURCE", help="the database to copy")
    parser.add_argument("target", type=database, metavar="TARGET", help="the empty database")
    parser.set_defaults(handler=_copy_db, needs_token=False, quiet=True)


def _copy_db(settings: Settings, args: argparse.Namespace) -> int:
    return asyncio.run(maintenance.copy_db(settings, args.source, args.target))


def add_forget(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "forget",
        help="remove a member's preferences, drafts and display names",
        description="Forget a member: delete their preferences and half-made moves, and "
        "remove their display name from every seat. Refused while they hold a seat in a lobby "
        "or a running game. Ended games keep their user id (and, once finished, score and "
        "rank) as the game's record: saved games name their players by id.",
    )
    parser.add_argument("user_id", type=member_id, metavar="USER_ID", help="their Discord id")
    database_option(parser)
    yes_option(parser, "only say what would go")
    parser.set_defaults(handler=_forget, needs_token=False, quiet=True)


def _forget(settings: Settings, args: argparse.Namespace) -> int:
    return asyncio.run(maintenance.forget(settings, args.database, args.user_id, yes=args.yes))


def add_replay(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "replay",
        help="verify a game exported as JSON: replay it and check its result",
        description="Read a finished game exported as JSON (its seed, seats, ruleset, every "
        "move, result and final state), replay it from its seed and moves, and check that the "
        "result and the final state are the replay's. Needs no database. Exit code 0: verified; "
        "1: it does not verify (the line says why).",
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="the exported game (JSON)")
    parser.set_defaults(handler=_replay, needs_token=False, quiet=True)


def _replay(settings: Settings, args: argparse.Namespace) -> int:
    return maintenance.replay(args.file)


def add_check_data(sub: argparse._SubParsersAction[Parser]) -> None:
    parser = sub.add_parser(
        "check-data",
        help="check a game's data files (a transcription of a printed board) before use",
        description="Read a game's data files (for example a board, its clouds, roles, events "
        "and lightning table) and check them the way the game reads them when a ruleset names "
        "them. One line per problem; a file is known by its name (board.json, clouds.csv…). "
        "Needs no database. Exit code 0: no error (warnings may be printed); 1: errors.",
    )
    parser.add_argument("game", metavar="GAME", help="the game id whose data it is")
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE", help="the data files")
    parser.set_defaults(handler=_check_data, needs_token=False, quiet=True)


def _check_data(settings: Settings, args: argparse.Namespace) -> int:
    return datacheck.check_data(args.game, args.files)


COMMANDS: tuple[Callable[[argparse._SubParsersAction[Parser]], None], ...] = (
    add_run,
    add_sync,
    add_check_db,
    add_ratings,
    add_backup,
    add_restore,
    add_copy_db,
    add_forget,
    add_replay,
    add_check_data,
)


def build_parser(prog: str) -> Parser:
    """Return the command line parser, every command of ``COMMANDS`` registered."""
    parser = Parser(
        prog=prog,
        description="Hoard, a Discord bot that runs board games. Without a COMMAND it runs the "
        "bot. Settings come from the environment or a .env file (see .env.example).",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in COMMANDS:
        add(sub)
    parser.set_defaults(handler=_run, needs_token=True, quiet=False)
    return parser


def main(argv: list[str] | None = None, *, prog: str | None = None) -> int:
    """Parse the command line and run it; return the exit code.

    ``prog`` is how the help names the program: ``python -m bot`` when run as a module, and
    otherwise the script's own name (``hoard``).
    """
    parser = build_parser(prog or Path(sys.argv[0]).stem or "hoard")
    args = parser.parse_args(argv)
    try:
        settings = load_settings(require_token=args.needs_token)
    except ConfigError as err:
        print(f"hoard: configuration error: {err}", file=sys.stderr)
        return 2
    quiet = args.quiet and settings.log_level != "DEBUG"
    token = settings.discord_token.get_secret_value() if settings.discord_token else ""
    setup_logging("WARNING" if quiet else settings.log_level, secrets=[token])
    handler: Handler = args.handler
    try:
        return handler(settings, args)
    except (DatabaseRefused, maintenance.Refused, UserFacingError, ConfigError) as err:
        print(f"hoard: {err}", file=sys.stderr)
        return 2
    except StartupError as err:
        print(f"hoard: {err}", file=sys.stderr)
        return err.code
    except sqlite3.Error as err:  # a maintenance command met a database SQLite cannot use now
        if args.handler is _run:
            raise
        path = getattr(args, "database", None) or getattr(args, "target", None)
        path = path or settings.database_path
        print(f"hoard: {maintenance.failure(Path(path), err)}", file=sys.stderr)
        return 2
    except (asyncpg.PostgresError, asyncpg.InterfaceError) as err:  # the server, midway
        if args.handler is _run:
            raise
        where = getattr(args, "database", None) or getattr(args, "target", None)
        where = named(where or settings.database_target)
        print(f"hoard: {maintenance.pg_failure(where, err)}", file=sys.stderr)
        return 2
    except OSError as err:  # a maintenance command met a file it may not touch
        if args.handler is _run:
            raise
        where = f"{err.filename}: " if err.filename else ""
        print(f"hoard: {where}{err.strerror or err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        if args.handler is _run:
            return 0
        print("hoard: interrupted", file=sys.stderr)
        return 130


def settings_help() -> str:
    """List the settings (environment variables or .env) for ``--help``."""
    lines = ["settings (environment variables, or a .env file in the working directory):"]
    for name, field in Settings.model_fields.items():
        default = "required" if name == "discord_token" else f"default {field.default}"
        lines.append(f"  {name.upper():<22} {field.description or ''} ({default})")
        alias = field.validation_alias
        others = alias.choices if isinstance(alias, AliasChoices) else []
        for other in (str(c).upper() for c in others if c != name):  # HOARD_DATABASE_URL
            lines.append(
                f"  {other:<22} The same; it wins over {name.upper()} (to keep SQLite on a host "
                f"that sets {name.upper()} itself)."
            )
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main(prog="python -m bot"))
