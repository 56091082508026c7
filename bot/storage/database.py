"""The one long-lived SQLite connection, its pragmas, transactions and migrations."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path

import aiosqlite

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5_000


class DatabaseTooNew(Exception):
    """The database was written by a newer version of the bot; it is left untouched."""


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


class Database:
    """A single aiosqlite connection shared by the whole bot.

    Every use goes through ``read()`` or ``transaction()``, which take one lock: statements
    of two coroutines never interleave, and a transaction is never seen half-done.
    """

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path | str, *, synchronous: str = "NORMAL") -> Database:
        """Open (creating if needed) the database file and bring its schema up to date."""
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await conn.execute("PRAGMA foreign_keys = ON")
            db = cls(conn, path)
            await db.migrate()
        except BaseException:
            await conn.close()
            raise
        return db

    async def close(self) -> None:
        """Close the connection."""
        await self.conn.close()

    async def schema_version(self) -> int:
        """Return the number of the last migration applied."""
        async with self.conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self) -> int:
        """Apply every pending migration in one transaction; return the schema version."""
        known = migrations()
        latest = known[-1][0] if known else 0
        async with self._lock:
            current = await self.schema_version()
            if current > latest:
                raise DatabaseTooNew(
                    f"the database {self.path} has schema version {current}, but this version "
                    f"of the bot knows only up to {latest}: upgrade the bot; the database was "
                    "not modified"
                )
            pending = [m for m in known if m[0] > current]
            if not pending:
                return current
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                for number, name, sql in pending:
                    log.info("applying migration %s", name)
                    for statement in split_statements(sql):
                        await self.conn.execute(statement)
                    await self.conn.execute(f"PRAGMA user_version = {number}")
                await self.conn.execute("COMMIT")
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
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
        """Run statements in one write transaction: all of them are committed, or none."""
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            await self.conn.execute("COMMIT")
