"""One-statement reads of a SQLite file on the event loop's own thread (``Database.query``).

A read through aiosqlite is a trip to its thread and back: the thread woken, the loop woken
by it, and on a busy machine each wake-up waits for a core. A point read of a file in WAL mode
takes a few dozen microseconds and never waits for a writer (readers see the last commit), so
``Database.query`` runs it here, on a second connection opened for reading only. What it cannot
do at once (SQLITE_BUSY while the log is reset, any other error) goes the usual way, through
aiosqlite's thread, which says the error if there is one. An in-memory or read-only database
has no such connection.

Such a read sees the last commit, so it runs here only while nobody holds or waits for the
connection's lock (``Turns.users == 0``): every write holds that lock until its statements have
run on aiosqlite's thread, cancelled or not, so no write is then queued or half-done, and the
read sees every write that began before it (a click right after a table was posted reads the
new table's id). Otherwise it queues behind them, through the thread, as any read does.

Writes given whole (``Database.batch``: a move, a table's message id) run here too, on the
main connection, under the same condition: nobody holds or waits for the lock (every user of
the connection through the thread holds it until the thread is done, reads included), so
aiosqlite's thread is idle and nothing of theirs is half-done. A commit there never waits for
the disk with ``synchronous = NORMAL`` (the log is written, not synced), so only such a file
does it, and SQLite's automatic checkpoints (which sync) are off: the database asks for one
through the thread every ``CATCH_UP_WRITES`` writes. SQLite's lock is never waited for here:
a batch that finds another process writing is rolled back (nothing written) and goes through
the thread, which waits for it. With ``synchronous = FULL`` every batch goes through the thread.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any, Literal

CATCH_UP_WRITES = 200
"""Writes between two checkpoints asked by the database itself when its batches run on the
loop's thread (SQLite's automatic ones, every 1,000 pages of log, are then off)."""

READ_BUSY_MS = 20
"""How long a read here may wait for SQLite's lock before it goes through the thread instead."""

Fallback = Callable[[str, Any], Awaitable[Iterable[sqlite3.Row]]]


class Turns(asyncio.Lock):
    """The connection's lock, counting who holds it or waits for it (``users``)."""

    def __init__(self) -> None:
        super().__init__()
        self.users = 0

    async def acquire(self) -> Literal[True]:
        self.users += 1
        try:
            return await super().acquire()
        except BaseException:
            self.users -= 1
            raise

    def release(self) -> None:
        super().release()
        self.users -= 1


def open_reader(path: Path) -> sqlite3.Connection:
    """A second connection to the file, for reads only (``query_only``), rows by name."""
    raw = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        raw.row_factory = sqlite3.Row
        raw.execute(f"PRAGMA busy_timeout = {READ_BUSY_MS}")
        raw.execute("PRAGMA query_only = ON")
    except BaseException:
        raw.close()
        raise
    return raw


class LoopReads:
    """A connection lent by ``Database.query``: one reading statement, run here at once."""

    def __init__(self, raw: sqlite3.Connection, fallback: Fallback) -> None:
        self.raw = raw
        self.fallback = fallback

    async def execute_fetchall(self, sql: str, parameters: Any = None) -> Iterable[sqlite3.Row]:
        """Run one statement and return its rows (through aiosqlite's thread if it must wait)."""
        try:
            return self.raw.execute(sql, () if parameters is None else parameters).fetchall()
        except sqlite3.Error:
            return await self.fallback(sql, parameters)
