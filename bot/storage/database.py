"""The one long-lived SQLite connection, its pragmas, transactions and migrations."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager, closing, suppress
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5_000

CHECKPOINT_SECONDS = 300.0
"""How often the running bot copies its write-ahead log into the database file."""


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


def migrations() -> list[tuple[int, str, str]]:
    """Return the numbered migrations (number, file name, SQL) in order."""
    files = resources.files("bot.storage.migrations")
    out = []
    for entry in files.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            out.append((int(name[:4]), name, entry.read_text(encoding="utf-8")))
    out.sort()
    numbers = [n for n, _, _ in out]
    if numbers != list(range(1, len(out) + 1)):
        raise RuntimeError(f"migrations must be numbered 1, 2, 3 … without gaps: {numbers}")
    return out


def split_statements(sql: str) -> list[str]:
    """Split a migration into statements (``executescript`` would commit half-way)."""
    statements, current = [], ""
    for line in sql.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            if current.strip():
                statements.append(current.strip())
            current = ""
    if current.strip() and not all(
        part.strip().startswith("--") or not part.strip() for part in current.splitlines()
    ):
        raise RuntimeError(f"unterminated SQL statement in a migration: {current[:60]!r}")
    return statements


def latest_version() -> int:
    """Return the schema version this bot writes (the number of its last migration)."""
    known = migrations()
    return known[-1][0] if known else 0


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
    """Open an existing database file for reading only: SQLite writes nothing through it."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    return sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)


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


class Database:
    """A single aiosqlite connection shared by the whole bot.

    Every use goes through ``read()`` or ``transaction()``, which take one lock: statements
    of two coroutines never interleave, and a transaction is never seen half-done.
    """

    def __init__(self, conn: aiosqlite.Connection, path: Path, *, readonly: bool = False) -> None:
        self.conn = conn
        self.path = path
        self.readonly = readonly
        """Opened by ``open_readonly``: nothing is ever written to the file."""
        self.upgraded_from: int | None = None
        """The file's schema version when ``open_readonly`` checks an upgraded copy of it."""
        self._lock = asyncio.Lock()
        self._checkpoints: asyncio.Task[None] | None = None
        self._closed = False
        self._tidy = False
        """Let SQLite remove the -wal and -shm files this read-only look created, at close."""

    @classmethod
    async def open(cls, path: Path | str, *, synchronous: str = "NORMAL") -> Database:
        """Open (creating if needed) the database file and bring its schema up to date.

        A file the bot cannot use (a folder, read-only, not a database, damaged, written by a
        newer bot, another program's database) raises ``DatabaseRefused`` with one line saying
        what to do. Nothing is
        written before the file is known to be readable, undamaged and not newer.
        """
        path = Path(path)
        if str(path) != ":memory:":
            check_location(path)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            db = cls(conn, path)
            version = await db.schema_version()
            db._refuse_newer(version)
            await db._refuse_damaged()
            if version == 0:
                await db._refuse_foreign()
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await db._probe_write(version)
            await db.migrate()
            await db.checkpoint()  # the file holds the schema (and what a crash left in the WAL)
        except sqlite3.Error as err:
            await conn.close()
            raise refusal(path, err) from None
        except BaseException:
            await conn.close()
            raise
        return db

    @classmethod
    async def open_readonly(cls, path: Path | str) -> Database:
        """Open an existing database for reading only (``check-db``): the file is not changed.

        An older schema is upgraded on a copy in memory (``upgraded_from`` says so), so the
        queries of this version work on it while the file itself stays as it is.
        """
        path = Path(path)
        require_file(path)
        tidy = not any(path.with_name(path.name + s).exists() for s in ("-wal", "-shm"))
        conn = await aiosqlite.Connection(lambda: connect_readonly(path), iter_chunk_size=64)
        try:
            conn.row_factory = aiosqlite.Row
            db = cls(conn, path, readonly=True)
            db._tidy = tidy
            version = await db.schema_version()
            db._refuse_newer(version)
            if version == 0:
                raise DatabaseRefused(
                    f"{path} is not a Hoard database (it is empty or holds other tables): "
                    "check DATABASE_URL or --database"
                )
            if version < latest_version():
                copy = await aiosqlite.connect(":memory:", isolation_level=None)
                try:
                    await conn.backup(copy)
                    copy.row_factory = aiosqlite.Row
                    upgraded = cls(copy, path, readonly=True)
                    await upgraded.migrate()
                    await copy.execute("PRAGMA query_only = ON")
                except BaseException:
                    await copy.close()
                    raise
                await conn.close()
                if tidy:
                    await asyncio.to_thread(leave_no_side_files, path)
                upgraded.upgraded_from = version
                return upgraded
            await conn.execute("PRAGMA query_only = ON")
        except BaseException as err:
            await conn.close()
            if tidy:
                await asyncio.to_thread(leave_no_side_files, path)
            if isinstance(err, sqlite3.Error):
                raise refusal(path, err) from None
            raise
        return db

    def _refuse_newer(self, version: int) -> None:
        latest = latest_version()
        if version > latest:
            raise DatabaseTooNew(
                f"the database {self.path} has schema version {version}, but this version "
                f"of the bot knows only up to {latest}: upgrade the bot; the database was "
                "not modified"
            )

    async def _refuse_damaged(self) -> None:
        """Run SQLite's quick check (milliseconds for a few megabytes) before writing."""
        async with self.conn.execute("PRAGMA quick_check(3)") as cur:
            rows = check_rows(await cur.fetchall())
        if rows:
            raise DatabaseDamaged(
                f"the database {self.path} is damaged ({'; '.join(rows[:3])}): {RESTORE_HINT}; "
                "it was not changed"
            )

    async def _refuse_foreign(self) -> None:
        """Refuse a file that holds tables but no Hoard schema: it belongs to another program."""
        async with self.conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite!_%' ESCAPE '!' ORDER BY name"
        ) as cur:
            tables = [str(r[0]) for r in await cur.fetchall()]
        if tables:
            shown = ", ".join(tables[:5]) + (", …" if len(tables) > 5 else "")
            raise DatabaseForeign(
                f"{self.path} is a SQLite database of another program (tables: {shown}): point "
                "DATABASE_URL at Hoard's database or a new file; it was not changed"
            )

    async def _probe_write(self, version: int) -> None:
        """Fail now, not at the first move, if SQLite cannot write (a read-only file)."""
        async with self._lock, self._begun(keep=False) as conn:
            await conn.execute(f"PRAGMA user_version = {version}")

    async def close(self) -> None:
        """Stop the checkpoints, move the whole write-ahead log into the file, and close."""
        if self._closed:
            return
        self._closed = True
        await self.stop_checkpoints()
        if not self.readonly:
            try:
                await self.checkpoint("TRUNCATE")
            except sqlite3.Error as err:
                log.warning("could not checkpoint %s before closing: %s", self.path, err)
        await self.conn.close()
        if self._tidy:
            await asyncio.to_thread(leave_no_side_files, self.path)

    # --- the write-ahead log ----------------------------------------------------------------

    async def checkpoint(self, mode: str = "PASSIVE") -> bool:
        """Copy the write-ahead log into the database file; say whether all of it went in.

        ``PASSIVE`` never waits (a reader in another process can hold back the newest pages
        until the next time); ``TRUNCATE`` also empties the -wal file, waiting for readers.
        """
        if mode not in ("PASSIVE", "FULL", "RESTART", "TRUNCATE"):
            raise ValueError(f"unknown checkpoint mode {mode!r}")
        async with self._lock:
            rows = list(await self.conn.execute_fetchall(f"PRAGMA wal_checkpoint({mode})"))
        busy, frames, copied = (int(v) for v in rows[0]) if rows else (0, -1, -1)
        done = not busy and frames == copied
        if not done:
            log.warning(
                "checkpoint of %s: %s of %s pages copied (a reader holds the rest)",
                self.path,
                copied,
                frames,
            )
        return done

    def start_checkpoints(self, interval: float = CHECKPOINT_SECONDS) -> None:
        """Checkpoint every ``interval`` seconds in the background until ``close()``.

        Call it from the running event loop once the database is open; calling it again
        while the task runs does nothing (a read-only database needs none).
        """
        if self.readonly:
            return
        if self._checkpoints is None or self._checkpoints.done():
            self._checkpoints = asyncio.create_task(
                self._checkpoint_every(interval), name="wal-checkpoint"
            )

    async def stop_checkpoints(self) -> None:
        """Stop the background checkpoints (``close()`` does it)."""
        task, self._checkpoints = self._checkpoints, None
        if task is not None:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task

    async def _checkpoint_every(self, interval: float) -> None:
        while True:
            await asyncio.sleep(interval)
            try:
                await self.checkpoint()
            except sqlite3.Error as err:
                log.warning("checkpoint of %s failed: %s", self.path, err)

    # --- schema -----------------------------------------------------------------------------

    async def schema_version(self) -> int:
        """Return the number of the last migration applied."""
        async with self.conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def integrity_problems(self, limit: int = 20) -> list[str]:
        """Return what SQLite's integrity and foreign key checks find ([] when all is well).

        On a badly damaged file the check itself can fail ("database disk image is
        malformed") after finding some of the damage: it is run again to stop sooner, so what
        it found is said, and the failure is said only if even that is not possible.
        """
        problems: list[str] = []
        async with self._lock:
            for stop in sorted({limit, min(limit, 5), 1}, reverse=True):
                try:
                    rows = await self.conn.execute_fetchall(f"PRAGMA integrity_check({stop})")
                except sqlite3.DatabaseError as err:
                    problems = [str(err)]
                else:
                    problems = check_rows(rows)
                    break
            else:
                return problems  # the foreign key check would fail the same way
            try:
                for r in await self.conn.execute_fetchall("PRAGMA foreign_key_check"):
                    problems.append(f"a row of {r[0]} refers to a missing row of {r[2]}")
            except sqlite3.DatabaseError as err:
                problems.append(f"the foreign keys cannot be checked ({err})")
        return problems[:limit]

    async def migrate(self) -> int:
        """Apply every pending migration in one transaction; return the schema version."""
        known = migrations()
        latest = known[-1][0] if known else 0
        async with self._lock:
            current = await self.schema_version()
            self._refuse_newer(current)
            pending = [m for m in known if m[0] > current]
            if not pending:
                return current
            async with self._begun() as conn:
                for number, name, sql in pending:
                    log.info("applying migration %s", name)
                    for statement in split_statements(sql):
                        await conn.execute(statement)
                    await conn.execute(f"PRAGMA user_version = {number}")
            return latest

    @asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        """Use the connection for reads."""
        async with self._lock:
            yield self.conn

    @asynccontextmanager
    async def write(self) -> AsyncIterator[aiosqlite.Connection]:
        """Run one statement on its own: SQLite makes a single statement atomic by itself."""
        async with self._lock:
            yield self.conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Run statements in one write transaction: all of them are committed, or none.

        A cancelled task leaves nothing behind: the transaction is rolled back (or, cancelled
        while COMMIT runs, committed whole) before the next user of the connection gets it.
        """
        async with self._lock, self._begun() as conn:
            yield conn

    @asynccontextmanager
    async def _begun(self, *, keep: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE, the body, then COMMIT (``keep``) or ROLLBACK; the caller holds the lock.

        On any exception, a cancellation included, the transaction is rolled back before the
        exception goes on, so the connection is never left inside it: every later BEGIN
        would fail ("cannot start a transaction within a transaction"), and the writes of
        ``write()`` would wait, uncommitted, to be rolled back at close.
        """
        try:
            await self._settle("BEGIN IMMEDIATE")
            yield self.conn
            await self._settle("COMMIT" if keep else "ROLLBACK")
        except BaseException:
            if self.conn.in_transaction:
                try:
                    await self._settle("ROLLBACK")
                except sqlite3.Error as err:  # the exception that brought us here matters more
                    log.warning("could not roll back a transaction on %s: %s", self.path, err)
            raise

    async def _settle(self, sql: str) -> None:
        """Run a statement and wait for its outcome, even if the task is cancelled meanwhile.

        aiosqlite runs statements in its own thread: a cancelled ``await`` does not stop one,
        it only stops waiting for it. Here BEGIN, COMMIT or ROLLBACK has run (or failed) by
        the time this returns or raises, so the caller knows whether a transaction is open;
        a cancellation that came meanwhile is raised then (instead of the statement's error).
        """

        async def run() -> None:
            await self.conn.execute(sql)

        step = asyncio.create_task(run(), name=sql)
        cancel: asyncio.CancelledError | None = None
        while not step.done():
            try:
                await asyncio.wait({step})  # unlike ``await step``, never cancels the statement
            except asyncio.CancelledError as err:
                cancel = err
        if cancel is not None:
            if not step.cancelled():
                step.exception()  # retrieved: the cancellation is what goes on
            raise cancel
        step.result()
