"""What the bot's own open checks of a SQLite file, and what it leaves to the check after its
start: the header at once (a file cut short), the whole file later (``file_damage``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.storage import DatabaseDamaged, file_damage, open_database
from bot.storage.database import Database
from tests.test_maintenance import damaged_database


async def test_the_bot_opens_a_file_damaged_inside_and_its_check_finds_the_damage(
    tmp_path: Path,
) -> None:
    path = tmp_path / "hoard.db"
    await damaged_database(path, "in the middle")
    with pytest.raises(DatabaseDamaged, match="is damaged"):
        await Database.open(path)  # the maintenance commands' open reads the whole file
    db = await open_database(path)  # the bot's: the header only, the whole file later
    try:
        problems = await file_damage(db)
        assert problems, "the check after the start finds the damage"
        assert all("\n" not in p for p in problems)
    finally:
        await db.close()


async def test_the_check_finds_nothing_in_a_sound_file_and_skips_postgres_shapes(
    tmp_path: Path,
) -> None:
    db = await open_database(tmp_path / "hoard.db")
    try:
        assert await file_damage(db) == []
    finally:
        await db.close()
    memory = await Database.open(":memory:")
    try:
        assert await file_damage(memory) is None  # no file to read
    finally:
        await memory.close()


async def test_a_file_cut_short_is_refused_from_its_header(tmp_path: Path) -> None:
    path = tmp_path / "hoard.db"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE t (x)")
    raw.executemany("INSERT INTO t VALUES (?)", [("x" * 500,)] * 200)
    raw.commit()
    raw.close()
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(DatabaseDamaged, match="is damaged") as err:  # by SQLite or the header
        await open_database(path)
    assert str(path) in str(err.value) and "\n" not in str(err.value)
    assert "restore" in str(err.value)
    assert path.read_bytes() == whole[: len(whole) // 2]
