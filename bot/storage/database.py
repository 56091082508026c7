"""The one long-lived SQLite connection, its pragmas, transactions and migrations.

The start-up file checks are in ``bot.storage.files`` and the write-ahead log's checkpoints in
``bot.storage.checkpoints``; their names stay importable from here.

Long file: the one connection's life (open, pragmas, migrations, transactions, batches, reads)
reads best in one place; what could leave (file checks, checkpoints, loop reads) has left.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite

from bot.storage.batch import Refused, Step, run_in_thread
from bot.storage.checkpoints import CHECKPOINT_SECONDS, Checkpoints
from bot.storage.files import (
    BUSY_TIMEOUT_MS,
    RESTORE_HINT,
    DatabaseDamaged,
    DatabaseForeign,
    DatabaseInUse,
    DatabaseMissing,
    DatabaseNotWritable,
    DatabaseRefused,
    DatabaseTooNew,
    check_location,
    check_rows,
    connect_readonly,
    frozen,
    leave_no_side_files,
    refusal,
    refuse_damaged,
    refuse_foreign,
    refuse_newer,
    refuse_truncated,
    require_file,
    unreachable,
)
from bot.storage.reads import CATCH_UP_WRITES, LoopReads, Turns, open_reader

__all__ = [
    "BUSY_TIMEOUT_MS",
    "CHECKPOINT_SECONDS",
    "RESTORE_HINT",
    "Database",
    "DatabaseDamaged",
    "DatabaseForeign",
    "DatabaseInUse",
    "DatabaseMissing",
    "DatabaseNotWritable",
    "DatabaseRefused",
    "DatabaseTooNew",
    "check_location",
    "check_rows",
    "connect_readonly",
    "latest_version",
    "leave_no_side_files",
    "migrations",
    "refusal",
    "require_file",
    "split_statements",
    "unreachable",
]

log = logging.getLogger(__name__)
T = TypeVar("T")


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


class Database(Checkpoints):
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
        self._lock = Turns()
        self._checkpoints: asyncio.Task[None] | None = None
        self._closed = False
        self._tidy = False
        """Let SQLite remove the -wal and -shm files this read-only look created, at close."""
        self._reads: LoopReads | None = None
        """One-statement reads on the loop's thread (``query``): a file opened to write."""
        self._loop_writes = False
        """Batches on the loop's thread when the connection is idle (``bot.storage.reads``):
        a file opened to write with ``synchronous = NORMAL`` (a commit never waits for the
        disk); the log's automatic checkpoints are then off and ``_wrote`` runs them."""
        self._unchecked = 0
        """Writes since the last checkpoint asked by ``_wrote``."""
        self._catch_up: asyncio.Task[None] | None = None

    @classmethod
    async def open(
        cls,
        path: Path | str,
        *,
        synchronous: str = "NORMAL",
        full_check: bool = True,
    ) -> Database:
        """Open (creating if needed) the database file and bring its schema up to date.

        A file the bot cannot use (a folder, read-only, not a database, damaged, written by a
        newer bot, another program's database) raises ``DatabaseRefused`` with one line saying
        what to do. Nothing is
        written before the file is known to be readable, undamaged and not newer.

        ``full_check``: run SQLite's quick check, which reads the whole file; without it (the
        bot's start: ``open_database``) only the header is checked against the file's size,
        and the bot checks the whole file in the background once it serves.

        A file's one-statement reads run on the loop's thread when no write is queued or under
        way (``bot.storage.reads``).
        """
        path = Path(path)
        if str(path) != ":memory:":
            check_location(path)
            if not full_check:  # before SQLite opens it: closing a file of our own would drop
                refuse_truncated(path)  # the locks SQLite holds on it (POSIX locks are per process)
        # Not only aiosqlite's thread: ``batch`` uses it on the loop's when it is idle.
        conn = await aiosqlite.connect(path, isolation_level=None, check_same_thread=False)
        try:
            conn.row_factory = aiosqlite.Row
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            db = cls(conn, path)
            version = await db.schema_version()
            refuse_newer(path, version, latest_version())
            if full_check:
                await refuse_damaged(conn, path)
            if version == 0:
                await refuse_foreign(conn, path)
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await db._probe_write(version)
            await db.migrate()
            await db.checkpoint()  # the file holds the schema (and what a crash left in the WAL)
            if str(path) != ":memory:":
                db._reads = LoopReads(open_reader(path), db._fetch)
                if synchronous.upper() == "NORMAL":
                    # A checkpoint waits for the disk: never on the loop's thread (``_wrote``).
                    await conn.execute("PRAGMA wal_autocheckpoint = 0")
                    db._loop_writes = True
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
        tidy = tidy and not frozen(path)  # nothing can be left beside it there
        conn = await aiosqlite.Connection(lambda: connect_readonly(path), iter_chunk_size=64)
        try:
            conn.row_factory = aiosqlite.Row
            db = cls(conn, path, readonly=True)
            db._tidy = tidy
            version = await db.schema_version()
            refuse_newer(path, version, latest_version())
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

    async def _probe_write(self, version: int) -> None:
        """Fail now, not at the first move, if SQLite cannot write (a read-only file)."""
        async with self._lock, self._begun(keep=False) as conn:
            await conn.execute(f"PRAGMA user_version = {version}")

    async def close(self) -> None:
        """Stop the checkpoints, move the whole write-ahead log into the file, and close."""
        if self._closed:
            return
        self._closed = True
        if self._reads is not None:
            self._reads.raw.close()
            self._reads = None
        self._loop_writes = False
        catch_up, self._catch_up = self._catch_up, None
        if catch_up is not None:  # it holds the lock until its checkpoint is done
            with contextlib.suppress(asyncio.CancelledError):
                await catch_up
        await self.stop_checkpoints()
        if not self.readonly:
            try:
                await self.checkpoint("TRUNCATE")
            except sqlite3.Error as err:
                log.warning("could not checkpoint %s before closing: %s", self.path, err)
        await self.conn.close()
        if self._tidy:
            await asyncio.to_thread(leave_no_side_files, self.path)

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
        async with self._held():
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
            refuse_newer(self.path, current, latest)
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
        """Use the connection for reads (the lock is kept, as by ``write()``, until whatever
        the body queued on the thread has run)."""
        async with self._held() as conn:
            yield conn

    @asynccontextmanager
    async def query(self) -> AsyncIterator[aiosqlite.Connection | LoopReads]:
        """Lend a connection for one reading statement (a statement sees one snapshot): run
        on the loop's own thread when the file allows (``bot.storage.reads``), no trip."""
        if self._reads is not None and self._lock.users == 0:  # no write queued or running
            yield self._reads
            return
        async with self._lock:
            yield self.conn

    async def _fetch(self, sql: str, parameters: Any) -> Iterable[sqlite3.Row]:
        async with self._held() as conn:
            return await conn.execute_fetchall(sql, parameters)

    async def batch(self, steps: Sequence[Step]) -> None:
        """Run ``steps`` in one write transaction: at once on the loop's thread when it can
        (``_batch_here``: no trip), else in one trip to the connection's thread.

        All are committed, or none (``Refused``: a step touched another number of rows than
        it expects). A cancelled caller stops waiting, not the transaction: it ends, committed
        or rolled back, before the next statement queued on the connection runs.
        """
        done, refused = self._batch_here(steps)
        if not done:
            # aiosqlite queues a function for its thread with ``_execute`` (0.20 to 0.22): the
            # one way to run several statements in one trip there.
            queue = cast(Callable[..., Awaitable[Any]], self.conn._execute)
            async with self._lock:  # held until the thread is done, even if cancelled (reads.py)
                refused = await self._waited(queue(run_in_thread, self.conn._conn, list(steps)))
        self._wrote()
        if refused is not None:
            raise Refused(refused)

    def _batch_here(self, steps: Sequence[Step]) -> tuple[bool, int | None]:
        """Run a batch on the loop's thread, no trip, when the file allows and nobody holds or
        waits for the lock (aiosqlite's thread is then idle: ``bot.storage.reads``) and
        SQLite's lock is free at once. Return whether it ran (if not, nothing was written:
        the batch goes through the thread, which waits for SQLite's lock) and what
        ``run_in_thread`` returns."""
        if not self._loop_writes or self._lock.users or self._catching_up():
            return False, None
        raw = self.conn._conn
        raw.execute("PRAGMA busy_timeout = 0")  # never wait here: another process writes
        try:
            return True, run_in_thread(raw, steps)
        except sqlite3.OperationalError as err:
            if err.sqlite_errorcode & 0xFF not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                raise
            return False, None  # rolled back by ``run_in_thread``: nothing was written
        finally:
            raw.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    def _catching_up(self) -> bool:
        """Say whether a checkpoint asked by ``_wrote`` is still to run: writes then go
        through the thread, behind it (a loop that never waits would never let it run)."""
        return self._catch_up is not None and not self._catch_up.done()

    def _wrote(self) -> None:
        """Count a write; every ``CATCH_UP_WRITES`` ask for a checkpoint, through the thread,
        in the background (automatic checkpoints are off when batches run on the loop's
        thread: they would wait for the disk there)."""
        if not self._loop_writes:
            return
        self._unchecked += 1
        if self._unchecked < CATCH_UP_WRITES or self._catching_up():
            return
        self._unchecked = 0
        self._catch_up = asyncio.get_running_loop().create_task(
            self._checkpoint_quietly(), name="wal-catch-up"
        )

    async def _checkpoint_quietly(self) -> None:
        try:
            await self.checkpoint(warn=False)
        except sqlite3.Error as err:
            log.warning("checkpoint of %s failed: %s", self.path, err)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[aiosqlite.Connection]:
        """Run one statement on its own: SQLite makes a single statement atomic by itself.

        A body that ends by an exception (a cancellation) keeps the lock until whatever it
        queued on the thread has run (``bot.storage.reads``: a read here sees all of it)."""
        async with self._held() as conn:
            yield conn
        self._wrote()

    @asynccontextmanager
    async def _held(self) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock for a body; one that ends by an exception (a cancellation) keeps it
        until whatever it queued on the thread has run (``bot.storage.reads``)."""
        async with self._lock:
            try:
                yield self.conn
            except BaseException:
                with contextlib.suppress(BaseException):  # the body's exception goes on
                    await self._settle("SELECT 1")
                raise

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Run statements in one write transaction: all of them are committed, or none.

        A cancelled task leaves nothing behind: the transaction is rolled back (or, cancelled
        while COMMIT runs, committed whole) before the next user of the connection gets it.
        """
        async with self._lock, self._begun() as conn:
            yield conn
        self._wrote()

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

        await self._waited(run(), name=sql)

    @staticmethod
    async def _waited(work: Awaitable[T], name: str | None = None) -> T:
        """Return ``work``'s result once it has run, even if the caller is cancelled meanwhile
        (the cancellation is raised then, instead of the result or the work's error)."""
        step = asyncio.ensure_future(work)
        if name is not None and isinstance(step, asyncio.Task):
            step.set_name(name)
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
        return step.result()
