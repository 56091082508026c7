"""Maintenance commands an admin runs beside the bot (``python -m bot check-db`` …).

Each prints what it did on stdout and returns the exit code. A refusal raises
``Refused`` or ``DatabaseRefused`` (one line, printed by ``bot.__main__``, exit code 2).
"""

from __future__ import annotations

import json
import sqlite3
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import asyncpg

from bot.config import Settings
from bot.games import REGISTRY, SPECS
from bot.services import GameService, rated
from bot.services.errors import StillSeated, games_text
from bot.services.integrity import Finding, check_all
from bot.services.replays import ReplayError
from bot.services.verifying import verify
from bot.services.words import plural
from bot.storage import Backend, Database, GameRepository, copying
from bot.storage import backup as copies
from bot.storage.backends import Target, named, open_to_read, open_to_write
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


def pg_failure(where: str, err: BaseException) -> str:
    """Say in one line that PostgreSQL failed midway on the database ``where``, and what to do."""
    reason = " ".join(str(err).split()) or type(err).__name__
    return (
        f"PostgreSQL failed on the {where} ({reason}): check that the server is up and "
        "reachable, then run the command again (what it did is undone whole or kept whole)"
    )


def _finding_line(f: Finding) -> str:
    note = " (marked broken)" if f.marked else " (already marked broken)" if f.was_broken else ""
    return f"game {f.game_id}: {f.problem}{note}"


@dataclass(frozen=True, slots=True)
class Examined:
    """What ``check-db`` found in a database."""

    checked: int
    findings: list[Finding]
    problems: list[str]
    """What SQLite's own checks found wrong with the file (none on PostgreSQL)."""
    ratings: str | None
    """How the stored ratings differ from a rebuild (None: they agree)."""

    @property
    def clean(self) -> bool:
        """Say whether nothing at all was found."""
        return not (self.findings or self.problems or self.ratings)


async def examine(db: Backend, *, repair: bool) -> Examined:
    """Run check-db's checks on an open database (``repair``: mark the unreadable games)."""
    service = GameService(GameRepository(db), specs=SPECS)
    problems = await db.integrity_problems() if isinstance(db, Database) else []
    try:
        ids = await service.repo.ids_started()
    except sqlite3.DatabaseError as err:
        if not damaged(err):  # such as "database is locked": said by ``bot.__main__``
            raise
        problems.append(f"the list of started games cannot be read ({err}): none was replayed")
        ids = []
    checked, findings = await check_all(service, mark=repair, ids=ids)
    ratings = None if problems else await ratings_problem(service.repo)
    return Examined(checked, findings, problems, ratings)


def report(found: Examined, where: str, *, repair: bool) -> list[str]:
    """Write what ``check-db`` found, a line each, the summary last."""
    lines = [f"database: {problem}" for problem in found.problems]
    lines += [f"database: {found.ratings}"] if found.ratings else []
    lines += [_finding_line(f) for f in found.findings]
    findings = found.findings
    summary = f"checked {plural(found.checked, 'game')} in {where}: {len(findings)} with problems"
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
    if found.problems:
        summary += (
            f"; SQLite's own checks found {plural(len(found.problems), 'problem')} in the file "
            "itself (the database: lines; for a damaged file, restore a backup)"
        )
    return [*lines, summary]


async def check_db(settings: Settings, given: Target | None, *, repair: bool) -> int:
    """Replay every game and report those whose stored data is damaged; exit 1 if any.

    Read-only unless ``repair``: then the schema is brought up to date and the games that
    cannot be read or replayed are marked broken (paused). SQLite's own integrity check runs
    on a SQLite file only.
    """
    target = given if given is not None else settings.database_target
    db = await (
        open_to_write(target, synchronous=settings.database_synchronous)
        if repair
        else open_to_read(target)
    )
    try:
        found = await examine(db, repair=repair)
    finally:
        await db.close()
    if db.upgraded_from is not None:
        print(
            f"note: {target} has schema version {db.upgraded_from}; it was checked on an "
            "upgraded copy in memory and is itself unchanged (the bot upgrades it when it "
            "starts, or run check-db --repair)"
        )
    print("\n".join(report(found, named(target), repair=repair)))
    return 0 if found.clean else 1


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


async def rebuild_ratings(settings: Settings, given: Target | None) -> int:
    """Recompute every rating from the ended games, in the order they ended."""
    target = given if given is not None else settings.database_target
    db = await open_to_write(target, synchronous=settings.database_synchronous)
    try:
        repo = GameRepository(db)
        matches = await repo.matches()
        changes, rows = rated.rebuild(matches)
        await repo.replace_ratings(changes, rows)
    finally:
        await db.close()
    games = len({c.game_id for c in changes})
    print(
        f"rebuilt the ratings of {named(target)} from {plural(len(matches), 'ended game')}: "
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


async def copy_db(settings: Settings, source: Target, target: Target) -> int:
    """Copy the whole database ``source`` into the empty ``target``, then verify the target.

    The copy is one transaction on the target; the source is only read (a SQLite file of an
    older schema through an upgraded copy in memory). Verified: each table holds as many rows
    as the source's, and check-db finds nothing on the target. Exit code 1 if it does.
    """
    if source == target or (
        isinstance(source, Path) and isinstance(target, Path) and same_file(source, target)
    ):
        raise Refused(f"SOURCE and TARGET are the same database ({named(source)}): name two")
    src = await open_to_read(source)
    try:
        async with copying.opened_target(target, synchronous=settings.database_synchronous) as db:
            try:
                copied = await copying.copy_database(src, db)
            except (sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as err:
                reason = " ".join(str(err).split()) or type(err).__name__
                raise Refused(
                    f"copying {named(source)} into {named(target)} failed ({reason}); nothing "
                    "was written: run check-db on the source to see whether it is damaged"
                ) from None
            counts = await copying.row_counts(db)
            found = await examine(db, repair=False)
    finally:
        await src.close()
    if src.upgraded_from is not None:
        print(
            f"note: {source} has schema version {src.upgraded_from}; it was copied from an "
            "upgraded copy in memory and is itself unchanged"
        )
    rows = ", ".join(f"{name} {n}" for name, n in copied.items())
    print(f"copy-db: copied {named(source)} into {named(target)}: {rows}")
    wrong = [
        f"{t} {counts.get(t, 0)} (source {n})" for t, n in copied.items() if counts.get(t) != n
    ]
    if wrong:
        print(f"verify: the target's row counts differ from the source's: {', '.join(wrong)}")
    else:
        print("verify: every table of the target holds as many rows as the source's")
    *lines, summary = report(found, named(target), repair=False)
    print("\n".join([*lines, f"check-db: {summary}"]))
    if wrong or not found.clean:
        return 1
    print("the target is ready: set DATABASE_URL to it and start the bot")
    return 0


def same_file(a: Path, b: Path) -> bool:
    """Say whether two paths name one existing file."""
    try:
        return a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


async def forget(settings: Settings, given: Target | None, user_id: int, *, yes: bool) -> int:
    """Remove a member's preferences, drafts and display names (``yes``: really)."""
    target = given if given is not None else settings.database_target
    if isinstance(target, Path):
        require_file(target)
    # without ``yes``, a preview: read only, not even a schema upgrade
    db = await (
        open_to_write(target, synchronous=settings.database_synchronous)
        if yes
        else open_to_read(target)
    )
    try:
        service = GameService(GameRepository(db), specs=SPECS)
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
    # The preview names the member first ("member 2's 1 preference and display name …"),
    # what was done names them before ("member 2: removed 1 preference and their …").
    owner = "their " if yes else ""
    parts = [
        *([plural(found.preferences, "preference")] if found.preferences else []),
        *([plural(found.drafts, "draft")] if found.drafts else []),
        *([f"{owner}display name from {plural(found.names, 'seat')}"] if found.names else []),
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
        done = verify(json.loads(text), REGISTRY)
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
