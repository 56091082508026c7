"""Migration 0003: the ``step_version`` column, stored with the turn clock, NULL when unknown."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.storage import STOPPED, Database, GameRepository, Schedule
from tests.storage.test_database import write_schema_1


async def test_an_older_database_gets_the_column_empty_and_the_clock_stores_it(
    db_path: Path,
) -> None:
    write_schema_1(db_path)  # one lobby, written before the column existed
    db = await Database.open(db_path)
    try:
        repo = GameRepository(db)
        game_id = 1
        record = await repo.get(game_id)
        assert record is not None and record.step_version is None
        clock = Schedule("a", "b", 1, "c", record.version + 1)
        await repo.start(
            game_id, record.version, seed=1, ruleset="standard", ruleset_json="{}",
            state_json="{}", seat_order=[s.user_id for s in record.seats], now="t", schedule=clock,
        )  # fmt: skip
        record = await repo.get(game_id)
        assert record is not None
        assert (record.turn_started_at, record.reminders_sent) == ("a", 1)
        assert record.step_version == record.version
        stopped = await repo.claim_schedule(
            game_id, record.version, clock, STOPPED, reminder=None, now="t"
        )
        record = await repo.get(game_id)
        assert stopped and record is not None and record.step_version is None
    finally:
        await db.close()
    raw = sqlite3.connect(db_path)
    columns = {r[1]: r[2] for r in raw.execute("PRAGMA table_info(games)")}
    raw.close()
    assert columns["step_version"] == "INTEGER"
