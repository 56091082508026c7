"""The SQLite layer: pragmas, migrations, refusing a newer database, transactions."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.storage import Database, DatabaseTooNew
from bot.storage.database import migrations, split_statements


async def test_migrations_from_empty_create_every_table(db: Database) -> None:
    async with (
        db.read() as conn,
        conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'") as cur,
    ):
        tables = {r[0] for r in await cur.fetchall()}
    assert {"games", "seats", "actions", "meta"} <= tables
    assert await db.schema_version() == migrations()[-1][0]


async def test_pragmas_wal_foreign_keys_busy_timeout(db: Database) -> None:
    async with db.read() as conn:
        async with conn.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
        async with conn.execute("PRAGMA foreign_keys") as cur:
            assert (await cur.fetchone())[0] == 1
        async with conn.execute("PRAGMA busy_timeout") as cur:
            assert (await cur.fetchone())[0] >= 1000


async def test_running_migrations_again_changes_nothing(db_path: Path) -> None:
    first = await Database.open(db_path)
    await first.close()
    before = (
        sqlite3.connect(db_path).execute("SELECT sql FROM sqlite_master ORDER BY name").fetchall()
    )
    again = await Database.open(db_path)
    try:
        assert await again.migrate() == migrations()[-1][0]
    finally:
        await again.close()
    after = (
        sqlite3.connect(db_path).execute("SELECT sql FROM sqlite_master ORDER BY name").fetchall()
    )
    assert before == after


async def test_a_database_from_a_newer_version_is_refused_untouched(db_path: Path) -> None:
    first = await Database.open(db_path)
    await first.close()
    raw = sqlite3.connect(db_path)
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()
    before = db_path.read_bytes()
    with pytest.raises(DatabaseTooNew, match="schema version 99"):
        await Database.open(db_path)
    assert db_path.read_bytes() == before


async def test_a_failing_transaction_leaves_nothing(db: Database) -> None:
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO meta (key, value) VALUES ('a', 'b')")
            raise RuntimeError("boom")
    async with db.read() as conn, conn.execute("SELECT COUNT(*) FROM meta") as cur:
        assert (await cur.fetchone())[0] == 0


def test_split_statements_keeps_semicolons_in_strings_and_comments() -> None:
    sql = "-- a; comment\nCREATE TABLE t (x TEXT DEFAULT 'a;b');\nINSERT INTO t VALUES ('c;d');\n"
    assert split_statements(sql) == [
        "-- a; comment\nCREATE TABLE t (x TEXT DEFAULT 'a;b');",
        "INSERT INTO t VALUES ('c;d');",
    ]
    with pytest.raises(RuntimeError, match="unterminated"):
        split_statements("CREATE TABLE t (x")


def test_migrations_are_numbered_without_gaps() -> None:
    numbers = [n for n, _, _ in migrations()]
    assert numbers == list(range(1, len(numbers) + 1))
