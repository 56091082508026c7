"""SQLite's one-statement reads on the loop's thread, and a write transaction in one trip."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.storage import Database
from bot.storage.batch import Refused, Step
from bot.storage.database import BUSY_TIMEOUT_MS
from tests.timing import CEILING

pytestmark = pytest.mark.sqlite

SETTINGS = "INSERT INTO guild_settings (guild_id, settings_json, updated_at) VALUES (?, '{}', 'x')"
COUNT = "SELECT COUNT(*) FROM guild_settings"


@pytest.fixture
async def opened(db_path: Path) -> AsyncIterator[Database]:
    db = await Database.open(db_path)
    try:
        yield db
    finally:
        await db.close()


def count_trips(db: Database, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the calls queued on aiosqlite's thread."""
    trips: list[int] = []
    queue = db.conn._execute

    async def queued(*args: Any, **kwargs: Any) -> Any:
        trips.append(1)
        return await queue(*args, **kwargs)

    monkeypatch.setattr(db.conn, "_execute", queued)
    return trips


async def counted(db: Database) -> int:
    async with db.query() as conn:
        return int(next(iter(await conn.execute_fetchall(COUNT)))[0])


async def test_a_read_runs_on_the_loop_thread_and_sees_the_last_commit(
    opened: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    trips = count_trips(opened, monkeypatch)
    async with opened.write() as conn:
        await conn.execute(SETTINGS, (1,))
    assert trips == [1]
    assert await counted(opened) == 1
    assert trips == [1]  # no trip for the read


async def test_a_read_waits_for_the_writes_that_began_before_it(
    opened: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write queued or under way (its lock held or awaited) comes first: the read goes
    through the thread behind it and sees it; once nobody uses the lock, reads run here."""
    inside, go_on = asyncio.Event(), asyncio.Event()

    async def writer() -> None:
        async with opened.transaction() as conn:
            await conn.execute(SETTINGS, (1,))
            inside.set()
            await go_on.wait()

    async with asyncio.timeout(CEILING):
        first = asyncio.create_task(writer())
        await inside.wait()
        waiting = asyncio.create_task(opened.batch([Step(SETTINGS, (2,))]))  # awaits the lock
        trips = count_trips(opened, monkeypatch)
        reading = asyncio.create_task(counted(opened))
        await asyncio.sleep(0)
        assert not reading.done()
        go_on.set()
        assert await reading == 2  # after the transaction and the batch queued before it
        await first, waiting
    assert trips == [1, 1, 1]  # the COMMIT, the batch, then the read, through the thread
    assert opened._lock.users == 0
    assert await counted(opened) == 2
    assert trips == [1, 1, 1]  # nobody at the lock: no trip


async def test_a_cancelled_write_keeps_the_lock_until_its_statements_ran(
    db_path: Path,
) -> None:
    """A batch through the thread (``synchronous = FULL``) whose caller is cancelled still
    commits before any read runs here."""
    full = await Database.open(db_path, synchronous="FULL")
    try:
        async with asyncio.timeout(CEILING):
            task = asyncio.create_task(full.batch([Step(SETTINGS, (1,)), Step(SETTINGS, (2,))]))
            await asyncio.sleep(0)  # queued on the thread
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            assert full._lock.users == 0
            assert await counted(full) == 2
    finally:
        await full.close()


async def test_a_cancelled_read_keeps_the_lock_until_its_statement_ran(
    opened: Database,
) -> None:
    """A read through the thread whose caller is cancelled keeps the lock until the thread is
    idle again: a batch on the loop's thread never shares the connection with it."""
    started = asyncio.Event()

    async def reading() -> None:
        async with opened.read() as conn:
            started.set()
            await conn.execute_fetchall(COUNT)

    async with asyncio.timeout(CEILING):
        task = asyncio.create_task(reading())
        await started.wait()  # its statement is queued on the thread
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert opened._lock.users == 0
    assert opened.conn._tx.empty()  # nothing left queued on the thread: it is idle
    await opened.batch([Step(SETTINGS, (1,))])
    assert await counted(opened) == 1


async def test_a_read_that_cannot_run_here_goes_through_the_thread(
    opened: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with opened.write() as conn:
        await conn.execute(SETTINGS, (1,))
    assert opened._reads is not None
    opened._reads.raw.close()  # as a read SQLite refuses would (busy, I/O)
    trips = count_trips(opened, monkeypatch)
    assert await counted(opened) == 1
    assert trips == [1]


async def test_an_in_memory_database_reads_through_its_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    db = await Database.open(":memory:")
    try:
        assert db._reads is None
        trips = count_trips(db, monkeypatch)
        assert await counted(db) == 0
        assert trips == [1]
    finally:
        await db.close()


async def test_close_closes_the_reading_connection(db_path: Path) -> None:
    db = await Database.open(db_path)
    reads = db._reads
    assert reads is not None
    await db.close()
    with pytest.raises(Exception, match="closed"):
        reads.raw.execute("SELECT 1")


@pytest.mark.parametrize(("synchronous", "trip"), [("NORMAL", []), ("FULL", [1])])
async def test_a_batch_is_one_trip_or_none_and_all_or_nothing(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, synchronous: str, trip: list[int]
) -> None:
    """With ``synchronous = NORMAL`` a batch runs on the loop's thread when nobody uses the
    connection (no trip); with ``FULL`` (a commit waits for the disk) through the thread."""
    db = await Database.open(db_path, synchronous=synchronous)
    try:
        trips = count_trips(db, monkeypatch)
        refused = [
            Step(SETTINGS, (1,)),
            Step(SETTINGS, (2,)),
            Step("UPDATE guild_settings SET updated_at = 'y' WHERE guild_id = 9", rows=1),
        ]
        with pytest.raises(Refused) as err:
            await db.batch(refused)
        assert err.value.index == 2
        assert await counted(db) == 0  # the first two rolled back with it
        assert not db.conn.in_transaction
        with pytest.raises(Refused):  # a batch of one: no transaction, the same refusal
            await db.batch([Step("DELETE FROM guild_settings WHERE guild_id = 9", rows=1)])
        await db.batch([Step(SETTINGS, (1,)), Step(SETTINGS, (2,), rows=1)])
        assert await counted(db) == 2
        assert trips == trip * 3
    finally:
        await db.close()


async def test_a_batch_never_waits_here_for_another_process(
    opened: Database, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another connection holds SQLite's write lock: the batch writes nothing on the loop's
    thread and goes through aiosqlite's, which waits for the lock while the loop runs on."""
    other = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    try:
        other.execute("BEGIN IMMEDIATE")
        other.execute(SETTINGS, (7,))
        trips = count_trips(opened, monkeypatch)
        async with asyncio.timeout(CEILING):
            task = asyncio.create_task(opened.batch([Step(SETTINGS, (1,))]))
            while not trips:  # rolled back here, then queued on the thread
                await asyncio.sleep(0)
            assert not task.done()
            assert await asyncio.to_thread(other.execute, "COMMIT")  # the loop runs meanwhile
            await task
    finally:
        other.close()
    assert await counted(opened) == 2
    timeout = next(iter(await opened.conn.execute_fetchall("PRAGMA busy_timeout")))[0]
    assert timeout == BUSY_TIMEOUT_MS  # put back after the attempt here


async def test_checkpoints_run_through_the_thread_every_so_many_writes(
    opened: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite's automatic checkpoints (which wait for the disk) are off when batches run on
    the loop's thread; the database asks for one through the thread every few writes, and
    writes go through the thread, behind it, until it has run."""
    automatic = next(iter(await opened.conn.execute_fetchall("PRAGMA wal_autocheckpoint")))[0]
    assert automatic == 0
    monkeypatch.setattr("bot.storage.database.CATCH_UP_WRITES", 3)
    asked: list[tuple[str, bool]] = []
    checkpoint = opened.checkpoint

    async def counted_checkpoint(mode: str = "PASSIVE", *, warn: bool = True) -> bool:
        asked.append((mode, warn))
        return await checkpoint(mode, warn=warn)

    monkeypatch.setattr(opened, "checkpoint", counted_checkpoint)
    for guild in range(1, 3):
        await opened.batch([Step(SETTINGS, (guild,))])
    assert opened._catch_up is None
    async with opened.write() as conn:  # every kind of write counts
        await conn.execute(SETTINGS, (3,))
    assert opened._catch_up is not None
    trips = count_trips(opened, monkeypatch)
    await opened.batch([Step(SETTINGS, (4,))])  # the checkpoint is due: through the thread
    await opened._catch_up
    assert asked == [("PASSIVE", False)]
    assert trips == [1, 1]  # the batch, then the checkpoint
    assert await counted(opened) == 4
    await opened.batch([Step(SETTINGS, (5,))])
    assert trips == [1, 1]  # here again


async def test_with_synchronous_full_sqlite_checkpoints_by_itself(db_path: Path) -> None:
    db = await Database.open(db_path, synchronous="FULL")
    try:
        rows = await db.conn.execute_fetchall("PRAGMA wal_autocheckpoint")
        assert next(iter(rows))[0] == 1000
        assert not db._loop_writes
    finally:
        await db.close()
