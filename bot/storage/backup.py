"""Copies of the database through SQLite's backup API (``python -m bot backup`` / ``restore``).

The backup API copies a consistent snapshot page by page while the bot keeps writing (in WAL
mode a reader never blocks the writer), so no ``sqlite3`` tool is needed and the bot need not
stop. A copy is written beside its destination under a temporary name and renamed into place
once complete and checked: a destination is never left half-written.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from bot.storage.database import latest_version
from bot.storage.files import (
    DatabaseDamaged,
    DatabaseInUse,
    DatabaseMissing,
    DatabaseNotWritable,
    DatabaseRefused,
    DatabaseTooNew,
    check_rows,
    connect_readonly,
    refusal,
    require_file,
    unreachable,
)

IN_USE_WAIT = 1.0
"""Seconds ``restore`` waits for another program to let go of the database."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A Hoard database file as found: its schema version and how many games it holds."""

    path: Path
    schema: int
    games: int
    size: int


@dataclass(frozen=True, slots=True)
class Restored:
    """What ``restore`` did: the database now holds ``source``; the old one is ``kept``."""

    target: Path
    source: Snapshot
    kept: Path | None
    """The replaced database, under its new name (None: there was none)."""
    previous_games: int | None
    """How many games the replaced database held (None: none, or it could not be read)."""


def kept_name(target: Path, now: datetime) -> Path:
    """Return a free name for the database a restore replaces: ``hoard.db.before-restore-…``."""
    base = f"{target.name}.before-restore-{now:%Y%m%d-%H%M%S}"
    candidate, n = target.with_name(base), 1
    while candidate.exists():
        n += 1
        candidate = target.with_name(f"{base}-{n}")
    return candidate


def _require_folder(path: Path, what: str) -> None:
    folder = path.parent
    try:
        is_folder = folder.is_dir()
    except OSError as err:
        raise unreachable(folder, err) from None
    if not is_folder:
        raise DatabaseMissing(f"the folder {folder} for the {what} does not exist: create it first")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DatabaseNotWritable(
            f"the folder {folder} is not writable by this user, so the {what} {path.name} "
            "cannot be written there: give this user write access, or choose another place"
        )


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _scalar(conn: sqlite3.Connection, sql: str) -> int:
    row = conn.execute(sql).fetchone()
    return int(row[0]) if row and row[0] is not None else 0


def _problems(conn: sqlite3.Connection, pragma: str) -> list[str]:
    return check_rows(conn.execute(f"PRAGMA {pragma}(5)"))[:5]


def _has_games(conn: sqlite3.Connection) -> bool:
    return bool(
        _scalar(conn, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'games'")
    )


def _hoard_schema(conn: sqlite3.Connection, path: Path, what: str) -> int:
    """Return the schema version of a Hoard database; refuse any other SQLite file."""
    version = _scalar(conn, "PRAGMA user_version")
    if version == 0 or not _has_games(conn):
        raise DatabaseRefused(
            f"{path} is not a Hoard {what} (it is empty or holds other tables): check the path"
        )
    return version


def _sync(path: Path) -> None:
    """Flush a file (or a folder's entries) to the disk, where the system allows it."""
    with suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class _CopyDamaged(Exception):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))


def _copy_into_place(source: sqlite3.Connection, dest: Path) -> int | None:
    """Copy an open database to ``dest`` as one self-contained file; return its games.

    Written under a temporary name and renamed once complete and checked (``_CopyDamaged``
    if SQLite finds the copy damaged: then ``dest`` is left as it was). None: no games table.
    """
    partial = dest.with_name(f".{dest.name}.partial-{os.getpid()}")
    try:
        out = sqlite3.connect(partial, isolation_level=None)
        try:
            source.backup(out)
            out.execute("PRAGMA journal_mode = DELETE")  # one file, no -wal beside it
            problems = _problems(out, "quick_check")
            if problems:
                raise _CopyDamaged(problems)
            games = _scalar(out, "SELECT COUNT(*) FROM games") if _has_games(out) else None
        finally:
            out.close()
        _sync(partial)
        os.replace(partial, dest)
        _sync(dest.parent)
    finally:
        for leftover in (partial, partial.with_name(partial.name + "-journal")):
            leftover.unlink(missing_ok=True)
    return games


def backup(source: Path, dest: Path, *, force: bool = False) -> Snapshot:
    """Write a consistent copy of the database ``source`` to ``dest`` (the bot may run)."""
    require_file(source)
    if dest.is_dir():
        raise DatabaseRefused(
            f"{dest} is a folder: give the backup a file name, such as {dest / 'hoard-backup.db'}"
        )
    if _same_file(source, dest):
        raise DatabaseRefused(f"{dest} is the database itself: choose another name for the backup")
    if dest.exists() and not force:
        raise DatabaseRefused(
            f"{dest} already exists: choose another name, or add --force to replace it"
        )
    _require_folder(dest, "backup")
    existed = dest.exists()
    conn = connect_readonly(source)
    try:
        schema = _hoard_schema(conn, source, "database")
        games = _copy_into_place(conn, dest) or 0
    except (_CopyDamaged, sqlite3.Error) as err:
        code = getattr(err, "sqlite_errorname", "")
        if isinstance(err, _CopyDamaged) or code.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
            unchanged = f", {dest} is unchanged" if existed else ""
            raise DatabaseDamaged(
                f"the database {source} is damaged ({err}): no backup was written{unchanged}; "
                "`python -m bot check-db` says more"
            ) from None
        if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
            raise refusal(source, err) from None
        raise DatabaseRefused(f"cannot write the backup {dest}: {err}") from None
    except OSError as err:
        raise DatabaseNotWritable(
            f"cannot write the backup {dest} ({err.strerror or err}): check the disk and the "
            "folder's permissions"
        ) from None
    finally:
        conn.close()
    return Snapshot(dest, schema, games, dest.stat().st_size)


def check_backup(source: Path) -> Snapshot:
    """Check that ``source`` is a whole Hoard database this bot can use (for ``restore``)."""
    require_file(source, "backup", "check the path")
    try:
        conn = connect_readonly(source)
        try:
            schema = _hoard_schema(conn, source, "database")
            latest = latest_version()
            if schema > latest:
                raise DatabaseTooNew(
                    f"the backup {source} has schema version {schema}, but this version of the "
                    f"bot knows only up to {latest}: upgrade the bot first; nothing was changed"
                )
            problems = _problems(conn, "integrity_check")
            if problems:
                raise DatabaseDamaged(
                    f"the backup {source} is damaged ({'; '.join(problems)}): choose another "
                    "backup; nothing was changed"
                )
            games = _scalar(conn, "SELECT COUNT(*) FROM games")
        finally:
            conn.close()
    except sqlite3.Error as err:
        raise DatabaseDamaged(
            f"the backup {source} cannot be read ({err}): choose another backup; nothing was "
            "changed"
        ) from None
    return Snapshot(source, schema, games, source.stat().st_size)


def restore(source: Path, target: Path, *, now: datetime) -> Restored:
    """Replace the database ``target`` with the backup ``source``; keep the replaced one.

    Refused (``DatabaseInUse``) while another program, such as the bot, has ``target`` open:
    an exclusive lock is taken on it first, and held until the copy is in.
    """
    _require_folder(target, "database")
    if _same_file(source, target):
        raise DatabaseRefused(f"{source} is the database itself: there is nothing to restore")
    if target.is_dir():
        raise DatabaseRefused(f"the database path {target} is a folder, not a file")
    snapshot = check_backup(source)
    kept: Path | None = None
    src = connect_readonly(source)
    try:
        if not target.exists():
            _restore_into(src, sqlite3.connect(target, isolation_level=None), target)
            return Restored(target, snapshot, None, None)
        conn = sqlite3.connect(target, timeout=IN_USE_WAIT, isolation_level=None)
        try:
            if _lock(conn, target):
                name = kept_name(target, now)
                try:
                    previous = _copy_into_place(conn, name)
                except _CopyDamaged:
                    pass  # its bytes are kept as they are, below
                else:
                    kept = name
                    conn.execute("PRAGMA journal_mode = DELETE")  # the WAL, if any, goes in
                    _restore_into(src, conn, target)
                    return Restored(target, snapshot, kept, previous)
        finally:
            conn.close()
        # SQLite cannot read (all of) the current file: keep its bytes as they are.
        kept = kept_name(target, now)
        os.replace(target, kept)
        for suffix in ("-wal", "-shm"):
            side = target.with_name(target.name + suffix)
            if side.exists():
                os.replace(side, kept.with_name(kept.name + suffix))
        _restore_into(src, sqlite3.connect(target, isolation_level=None), target)
        return Restored(target, snapshot, kept, None)
    except sqlite3.Error as err:
        raise _with_kept(refusal(target, err), kept) from None
    except OSError as err:
        raise _with_kept(
            DatabaseNotWritable(
                f"cannot write the database {target} ({err.strerror or err}): check the disk "
                "and the folder's permissions"
            ),
            kept,
        ) from None
    except DatabaseRefused as err:
        raise _with_kept(err, kept) from None
    finally:
        src.close()


def _with_kept(err: DatabaseRefused, kept: Path | None) -> DatabaseRefused:
    """Add where the replaced database is to a refusal that came after it was kept."""
    if kept is None:
        return err
    return type(err)(f"{err}; the previous database is kept as {kept}")


def _lock(conn: sqlite3.Connection, target: Path) -> bool:
    """Take the database for this connection alone; False if SQLite cannot read it at all."""
    try:
        conn.execute("PRAGMA locking_mode = EXCLUSIVE")
        conn.execute("BEGIN EXCLUSIVE")  # in WAL mode this fails while any connection is open
        conn.execute("COMMIT")  # the lock stays: exclusive locking mode never gives it back
    except sqlite3.OperationalError as err:
        if getattr(err, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
            raise DatabaseInUse(
                f"the database {target} is in use (is the bot running?): stop the bot, then "
                "run restore again; nothing was changed"
            ) from None
        raise
    except sqlite3.DatabaseError:
        return False
    try:
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    except sqlite3.DatabaseError as err:
        if getattr(err, "sqlite_errorname", "").startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
            return False
        raise
    return True


def _restore_into(src: sqlite3.Connection, conn: sqlite3.Connection, target: Path) -> None:
    """Copy the backup into the database through ``conn`` (closed here), and check it."""
    try:
        src.backup(conn)
        problems = _problems(conn, "quick_check")
        if problems:
            raise DatabaseDamaged(f"the restored database {target} is damaged: {problems[0]}")
    finally:
        conn.close()
    _sync(target)
