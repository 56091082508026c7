"""The start-up file checks: what the bot refuses to open, and the one-line reasons why.

Before SQLite is asked: a folder, a path out of reach, a read-only file or folder. Once the
file is open: not a database, damaged, written by a newer bot, another program's tables.
Also the read-only opener and the existing-file check of the maintenance commands.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from contextlib import closing, suppress
from pathlib import Path
from typing import Any

import aiosqlite

BUSY_TIMEOUT_MS = 5_000


class DatabaseRefused(Exception):
    """A database file the bot will not use as asked; nothing was changed.

    The message is one line fit for an admin's terminal: it names the file and says what to do.
    """


class DatabaseTooNew(DatabaseRefused):
    """The database was written by a newer version of the bot; it is left untouched."""


class DatabaseForeign(DatabaseRefused):
    """The file is a SQLite database of another program (tables, but no Hoard schema)."""


class DatabaseMissing(DatabaseRefused):
    """A maintenance command was pointed at a file that does not exist."""


class DatabaseNotWritable(DatabaseRefused):
    """The file, or the folder that holds it (and its -wal and -shm files), is read-only."""


class DatabaseDamaged(DatabaseRefused):
    """The file is not a SQLite database, or SQLite finds it damaged."""


class DatabaseInUse(DatabaseRefused):
    """Another program (the bot) has the database open, so it cannot be replaced now."""


RESTORE_HINT = "restore a backup with `python -m bot restore BACKUP` (the damaged file is kept)"


def refusal(path: Path, err: sqlite3.Error) -> DatabaseRefused:
    """Turn what SQLite said about a file into one line that says what to do."""
    code = getattr(err, "sqlite_errorname", "") or ""
    if code == "SQLITE_NOTADB":
        return DatabaseDamaged(
            f"{path} is not a SQLite database ({err}): point DATABASE_URL (or --database) at "
            f"the bot's database, or {RESTORE_HINT}; it was not changed"
        )
    if code.startswith("SQLITE_CORRUPT"):
        return DatabaseDamaged(f"the database {path} is damaged ({err}): {RESTORE_HINT}")
    if code.startswith("SQLITE_READONLY"):
        return DatabaseNotWritable(
            f"the database {path} cannot be written ({err}): give this user write access to "
            "it and to its folder (SQLite writes its -wal and -shm files there), or point "
            "DATABASE_URL at a writable place"
        )
    if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return DatabaseInUse(
            f"the database {path} is locked by another program ({err}): wait until it is done "
            "(a restore, a backup tool), then try again"
        )
    if code.startswith("SQLITE_CANTOPEN"):
        return DatabaseNotWritable(
            f"cannot open the database {path} ({err}): check that this user can read and write "
            "it and its folder"
        )
    if code == "SQLITE_FULL":
        return DatabaseRefused(f"the disk of the database {path} is full: free some space")
    return DatabaseRefused(f"cannot use the database {path}: {err}")


def check_rows(rows: Iterable[Any]) -> list[str]:
    """Return what an integrity or quick check found, one line per problem ([]: "ok").

    SQLite may put several problems in one row, one per line, under a header naming the
    database ("*** in database main ***"); each problem becomes a line of its own.
    """
    found = []
    for row in rows:
        for raw in str(row[0]).splitlines():
            line = raw.strip()
            if line and line != "ok" and not (line.startswith("***") and line.endswith("***")):
                found.append(line)
    return found


def unreachable(path: Path, err: OSError) -> DatabaseNotWritable:
    """Say that a path cannot even be looked at (a folder on the way is closed to this user)."""
    return DatabaseNotWritable(
        f"cannot reach {path} ({err.strerror or err}): check that this user may open every "
        "folder on the way to it, or point DATABASE_URL (or --database) elsewhere"
    )


def require_file(
    path: Path, what: str = "database", hint: str = "check DATABASE_URL or --database"
) -> None:
    """Refuse a path that is not an existing file (a folder, nothing, out of reach).

    For the commands that work on a file that must already be there: nothing is created.
    """
    try:
        if path.is_dir():
            raise DatabaseMissing(f"{path} is a folder, not a {what}: {hint}")
        if not path.is_file():  # nothing there, or a FIFO that would wait for a writer
            raise DatabaseMissing(f"there is no {what} at {path}: {hint}")
    except OSError as err:
        raise unreachable(path, err) from None


def connect_readonly(path: Path) -> sqlite3.Connection:
    """Open an existing database file for reading only: SQLite writes nothing through it.

    In a folder this user may not write (a read-only mount, another user's folder), SQLite
    cannot make the -shm file a WAL database is read through; when no -wal file is there
    either, no program has the database open to write, so it is read as it is on disk
    (``immutable``: no locks, no -shm).
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    if frozen(path):
        uri += "&immutable=1"
    return sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)


def frozen(path: Path) -> bool:
    """Say whether ``path`` can only be read as it is: its folder is not writable by this user
    and no -wal file (a writer's, open now or left by a crash) lies beside it."""
    wal = path.with_name(path.name + "-wal")
    return not os.access(path.parent, os.W_OK | os.X_OK) and not wal.exists()


def check_location(path: Path) -> None:
    """Refuse, before SQLite is asked, a path the bot could not write to."""
    try:
        _check_location(path)
    except OSError as err:
        raise unreachable(path, err) from None


def _check_location(path: Path) -> None:
    if path.is_dir():
        raise DatabaseRefused(
            f"the database path {path} is a folder, not a file: point DATABASE_URL at a file "
            f"in it, such as {path / 'hoard.db'}"
        )
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise DatabaseNotWritable(
            f"cannot create the folder {folder} for the database ({err.strerror or err}): "
            "create it with write access for this user, or point DATABASE_URL elsewhere"
        ) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DatabaseNotWritable(
            f"the folder {folder} is not writable by this user, and SQLite writes "
            f"{path.name}-wal and {path.name}-shm beside the database: give this user write "
            "access to the folder, or point DATABASE_URL elsewhere"
        )
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        raise DatabaseNotWritable(
            f"the database {path} is read-only for this user: give this user write access to "
            "it (chmod, chown), or point DATABASE_URL at a writable copy; it was not changed"
        )
    for side in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if side.exists() and not os.access(side, os.R_OK | os.W_OK):
            raise DatabaseNotWritable(
                f"{side}, which SQLite keeps beside the database, is read-only for this user "
                "(left by another user, such as root?): give this user write access to it "
                "(chown); the database was not changed"
            )


def leave_no_side_files(path: Path) -> None:
    """Remove the -wal and -shm files a read-only connection left, if no program uses them.

    A read-only connection cannot delete them; an ordinary one does as it closes when it is
    the last one open, after copying what the -wal holds into the file (nothing, here).
    """
    with suppress(sqlite3.Error), closing(sqlite3.connect(path, timeout=0)) as conn:
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()


def refuse_newer(path: Path, version: int, latest: int) -> None:
    """Refuse a schema ``version`` newer than the ``latest`` this bot knows."""
    if version > latest:
        raise DatabaseTooNew(
            f"the database {path} has schema version {version}, but this version "
            f"of the bot knows only up to {latest}: upgrade the bot; the database was "
            "not modified"
        )


HEADER = b"SQLite format 3\x00"


def refuse_truncated(path: Path) -> None:
    """Refuse a file shorter than its own header says (a copy cut short): read from the first
    100 bytes, so it costs nothing however large the file (the bot's start does this instead of
    reading the whole file, ``refuse_damaged``; ``python -m bot check-db`` and the bot's check
    after its start, ``file_problems``, read it all).

    Not while a write-ahead log with frames lies beside it: a checkpoint that a crash
    interrupted may leave the file short, and the log completes it. Called before SQLite opens
    the file in this process: closing a file of our own drops every POSIX lock this process
    holds on it, SQLite's included.
    """
    wal = path.with_name(path.name + "-wal")
    try:
        with path.open("rb") as file:
            head = file.read(100)
        size = path.stat().st_size
        logged = wal.exists() and wal.stat().st_size > 0
    except OSError:
        return  # SQLite says what is wrong with a path it cannot read
    if logged or len(head) < 100 or not head.startswith(HEADER):
        return  # not a database (SQLite says so), or an empty new file
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    valid = head[24:28] == head[92:96]  # the page count is kept up to date (SQLite >= 3.7)
    if valid and pages * page_size > size:
        raise DatabaseDamaged(
            f"the database {path} is damaged (its header counts {pages} pages of {page_size} "
            f"bytes, but the file holds {size} bytes): {RESTORE_HINT}; it was not changed"
        )


def file_problems(path: Path, limit: int = 5) -> list[str]:
    """Return what SQLite's integrity check finds in the file ([]: nothing), read through a
    read-only connection of its own: the bot's connection is not held up meanwhile (the bot's
    check after its start, in a thread)."""
    try:
        with closing(connect_readonly(path)) as conn:
            return check_rows(conn.execute(f"PRAGMA integrity_check({limit})").fetchall())
    except sqlite3.Error as err:  # a badly damaged file: the check itself fails
        return [str(err)]


async def refuse_damaged(conn: aiosqlite.Connection, path: Path) -> None:
    """Run SQLite's quick check before writing: it reads the whole file (about 0.1 s at ten
    thousand games), so the bot's own start leaves it to ``file_problems`` after it serves."""
    async with conn.execute("PRAGMA quick_check(3)") as cur:
        rows = check_rows(await cur.fetchall())
    if rows:
        raise DatabaseDamaged(
            f"the database {path} is damaged ({'; '.join(rows[:3])}): {RESTORE_HINT}; "
            "it was not changed"
        )


async def refuse_foreign(conn: aiosqlite.Connection, path: Path) -> None:
    """Refuse a file that holds tables but no Hoard schema: it belongs to another program."""
    async with conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' "
        "AND name NOT LIKE 'sqlite!_%' ESCAPE '!' ORDER BY name"
    ) as cur:
        tables = [str(r[0]) for r in await cur.fetchall()]
    if tables:
        shown = ", ".join(tables[:5]) + (", …" if len(tables) > 5 else "")
        raise DatabaseForeign(
            f"{path} is a SQLite database of another program (tables: {shown}): point "
            "DATABASE_URL at Hoard's database or a new file; it was not changed"
        )
