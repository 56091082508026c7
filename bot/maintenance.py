"""Maintenance commands an admin runs beside the bot (``python -m bot check-db`` …).

Each prints what it did on stdout and returns the exit code. A refusal raises
``Refused`` or ``DatabaseRefused`` (one line, printed by ``bot.__main__``, exit code 2).
"""

from __future__ import annotations

import json
import sqlite3
import sys
from datetime import UTC, datetime
from pathlib import Path

from bot.config import Settings
from bot.services import GameService, rated
from bot.services.errors import StillSeated, games_text
from bot.services.integrity import Finding, check_all
from bot.services.replays import ReplayError, verify
from bot.services.words import plural
from bot.storage import Database, GameRepository
from bot.storage import backup as copies
from bot.storage.files import (
    RESTORE_HINT,
    DatabaseRefused,
    refusal,
    require_file,
    unreachable,
)


class Refused(Exception):
    """A maintenance command will not do what was asked; the message says why, in one line."""


def size_text(size: int) -> str:
    """Write a file size for people: 812 bytes, 48.0 KB, 1.2 MB."""
    if size < 1024:
        return f"{size} bytes"
    value = float(size)
    for unit in ("KB", "MB", "GB"):
        value /= 1024
        if value < 1024 or unit == "GB":
            break
    return f"{value:.1f} {unit}"


def damaged(err: sqlite3.Error) -> bool:
    """Say whether SQLite failed because the file is damaged (not busy, not read-only …)."""
    code = getattr(err, "sqlite_errorname", "") or ""
    return code.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


def failure(path: Path, err: sqlite3.Error) -> str:
    """Say in one line that SQLite failed on the database ``path`` midway, and what to do."""
    said = refusal(path, err)
    if type(said) is not DatabaseRefused:  # damaged, locked, read-only: it says what to do
        return str(said)
    return (
        f"SQLite failed on the database {path} ({err}): `python -m bot check-db` says whether "
        f"the file is damaged; if it is, {RESTORE_HINT}"
    )


def _finding_line(f: Finding) -> str:
    note = " (marked broken)" if f.marked else " (already marked broken)" if f.was_broken else ""
    return f"game {f.game_id}: {f.problem}{note}"


async def check_db(settings: Settings, path: Path | None, *, repair: bool) -> int:
    """Replay every game and report those whose stored data is damaged; exit 1 if any.

    Read-only unless ``repair``: then the schema is brought up to date and the games that
    cannot be read or replayed are marked broken (paused).
    """
    path = path or settings.database_path
    if repair:
        require_file(path)
        db = await Database.open(path, synchronous=settings.database_synchronous)
    else:
        db = await Database.open_readonly(path)
    try:
        service = GameService(GameRepository(db))
        problems = await db.integrity_problems()
        try:
            ids = await service.repo.ids_started()
        except sqlite3.DatabaseError as err:
            if not damaged(err):  # such as "database is locked": said by ``bot.__main__``
                raise
            problems.append(f"the list of started games cannot be read ({err}): none was replayed")
            ids = []
        checked, findings = await check_all(service, mark=repair, ids=ids)
        if not problems:
            ratings = await ratings_problem(service.repo)
            if ratings is not None:
                problems.append(ratings)
    finally:
        await db.close()
    if db.upgraded_from is not None:
        print(
            f"note: {path} has schema version {db.upgraded_from}; it was checked on an "
            "upgraded copy in memory and is itself unchanged (the bot upgrades it when it "
            "starts, or run check-db --repair)"
        )
    for problem in problems:
        print(f"database: {problem}")
    for f in findings:
        print(_finding_line(f))
    summary = f"checked {plural(checked, 'game')} in {path}: {len(findings)} with problems"
    unmarked = sum(1 for f in findings if f.unreadable and not f.was_broken and not f.marked)
    marked = sum(1 for f in findings if f.marked)
    if repair:
        summary += f"; marked {marked} broken" if marked else "; nothing to mark"
    else:
        summary += "; nothing was changed"
        if unmarked:
            summary += (
                f" (run again with --repair to mark the {plural(unmarked, 'unreadable game')} "
                "broken)"
            )
    if problems:
        summary += (
            f"; SQLite's own checks found {plural(len(problems), 'problem')} in the file itself "
            "(the database: lines; for a damaged file, restore a backup)"
        )
    print(summary)
    return 1 if findings or problems else 0


async def ratings_problem(repo: GameRepository) -> str | None:
    """Say how the stored ratings differ from a rebuild from the ended games (None: they
    agree to the last bit)."""
    changes, rows = rated.rebuild(await repo.matches())
    stored_changes, stored_rows = await repo.rating_changes(), await repo.ratings()
    key = lambda r: (r.kind, r.scope, r.user_id)  # noqa: E731
    if (
        sorted(rows, key=key) == stored_rows
        and sorted(changes, key=lambda c: (c.game_id, c.scope, c.user_id)) == stored_changes
    ):
        return None
    return (
        f"the ratings differ from a rebuild from the ended games ({len(stored_rows)} stored, "
        f"{len(rows)} rebuilt): run `python -m bot ratings`"
    )


async def rebuild_ratings(settings: Settings, path: Path | None) -> int:
    """Recompute every rating from the ended games, in the order they ended."""
    path = path or settings.database_path
    require_file(path)
    db = await Database.open(path, synchronous=settings.database_synchronous)
    try:
        repo = GameRepository(db)
        matches = await repo.matches()
        changes, rows = rated.rebuild(matches)
        await repo.replace_ratings(changes, rows)
    finally:
        await db.close()
    games = len({c.game_id for c in changes})
    print(
        f"rebuilt the ratings of {path} from {plural(len(matches), 'ended game')}: "
        f"{plural(games, 'rated game')}, {plural(len(rows), 'rating')}"
    )
    return 0


def backup(settings: Settings, path: Path | None, dest: Path, *, force: bool) -> int:
    """Write a consistent copy of the database to ``dest`` (works while the bot runs)."""
    copy = copies.backup(path or settings.database_path, dest, force=force)
    print(
        f"backup: wrote {copy.path.resolve()} ({plural(copy.games, 'game')}, "
        f"{size_text(copy.size)}, schema version {copy.schema})"
    )
    return 0


def restore(
    settings: Settings,
    path: Path | None,
    source: Path,
    *,
    yes: bool,
    now: datetime | None = None,
) -> int:
    """Replace the database with a checked backup, keeping the replaced one beside it."""
    target = path or settings.database_path
    if not yes:
        found = copies.check_backup(source)
        try:
            exists = target.exists()
        except OSError as err:
            raise unreachable(target, err) from None
        keep = f" and keep the current one as {target}.before-restore-<date>-<time>"
        if not exists:
            keep = ""
        raise Refused(
            f"restore would replace {target} with {source} ({plural(found.games, 'game')}, "
            f"checked ok){keep}: stop the bot, then run again with --yes; nothing was changed"
        )
    done = copies.restore(source, target, now=now or datetime.now(UTC))
    if done.kept is None:
        before = "there was no database before"
    elif done.previous_games is None:
        before = f"the previous file is kept as {done.kept}"
    else:
        before = (
            f"the previous database ({plural(done.previous_games, 'game')}) is kept as {done.kept}"
        )
    print(
        f"restore: {target} now holds the {plural(done.source.games, 'game')} of {source}; "
        f"{before}; start the bot to use it"
    )
    return 0


async def forget(settings: Settings, path: Path | None, user_id: int, *, yes: bool) -> int:
    """Remove a member's preferences, drafts and display names (``yes``: really)."""
    path = path or settings.database_path
    require_file(path)
    if yes:
        db = await Database.open(path, synchronous=settings.database_synchronous)
    else:  # a preview: read only, not even a schema upgrade
        db = await Database.open_readonly(path)
    try:
        service = GameService(GameRepository(db))
        try:
            found = await service.forget_member(user_id, dry_run=not yes)
        except StillSeated as err:
            kinds = sorted({(await service.game(game_id)).kind for game_id, _ in err.games})
            leave = " or ".join(f"/{kind} leave" for kind in kinds)
            cancel = " or ".join(f"/{kind} cancel" for kind in kinds)
            raise Refused(
                f"member {user_id} still holds a seat in game {games_text(err.games)}: nothing "
                f"was forgotten; they can leave a lobby with {leave}, or the game must end or be "
                f"cancelled ({cancel}) first"
            ) from None
    finally:
        await db.close()
    parts = [
        *([plural(found.preferences, "preference")] if found.preferences else []),
        *([plural(found.drafts, "draft")] if found.drafts else []),
        *([f"their display name from {plural(found.names, 'seat')}"] if found.names else []),
    ]
    what = " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)
    kept = (
        f"; {plural(found.games_kept, 'ended game')} {'keeps' if found.games_kept == 1 else 'keep'}"
        " their user id (and, once finished, "
        "score and rank) as the game's record, since saved games name their players by id"
        if found.games_kept
        else ""
    )
    if not parts:
        what = f"nothing (the bot keeps no preferences, drafts or names of member {user_id})"
    if not yes:
        would = f"member {user_id}'s {what}" if parts else what
        raise Refused(
            f"forget would remove {would}{kept}: run again with --yes to do it; nothing was changed"
        )
    print(f"forget: member {user_id}: removed {what}{kept}")
    return 0


def replay(path: Path) -> int:
    """Verify a game exported as JSON: exit 0 if it replays to its own result and final state.

    Whatever is wrong (no such file, not JSON, a move that does not replay) is one line on
    stderr, "hoard: FILE: <reason>", and exit code 1.
    """
    try:
        text = path.read_text(encoding="utf-8")
        done = verify(json.loads(text))
    except OSError as err:
        reason = err.strerror or str(err)
    except UnicodeDecodeError:
        reason = "not a JSON document (not UTF-8 text)"
    except ReplayError as err:
        reason = str(err)
    except (ValueError, RecursionError) as err:
        reason = f"not a JSON document ({' '.join(str(err).split()) or type(err).__name__})"
    else:
        print(
            f"game #{done.id} ({done.game}), {plural(done.moves, 'move')}, "
            f"{plural(done.players, 'player')}: verified"
        )
        return 0
    print(f"hoard: {path}: {reason}", file=sys.stderr)
    return 1
