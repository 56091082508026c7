"""SQLite's one-statement reads on the loop's thread, and a write transaction in one trip."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.storage import Database
from bot.storage.batch import Refused, Step
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
    opened: Database,
) -> None:
    """A batch whose caller is cancelled still commits before any read runs here."""
    async with asyncio.timeout(CEILING):
        task = asyncio.create_task(opened.batch([Step(SETTINGS, (1,)), Step(SETTINGS, (2,))]))
        await asyncio.sleep(0)  # queued on the thread
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert opened._lock.users == 0
        assert await counted(opened) == 2


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


async def test_a_batch_is_one_trip_and_all_or_nothing(
    opened: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    trips = count_trips(opened, monkeypatch)
    refused = [
        Step(SETTINGS, (1,)),
        Step(SETTINGS, (2,)),
        Step("UPDATE guild_settings SET updated_at = 'y' WHERE guild_id = 9", rows=1),
    ]
    with pytest.raises(Refused) as err:
        await opened.batch(refused)
    assert err.value.index == 2
    assert await counted(opened) == 0  # the first two rolled back with it
    assert not opened.conn.in_transaction
    await opened.batch([Step(SETTINGS, (1,)), Step(SETTINGS, (2,), rows=1)])
    assert await counted(opened) == 2
    assert trips == [1, 1]
