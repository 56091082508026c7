"""Backups through SQLite's backup API, and restoring them without losing anything."""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.storage import (
    Database,
    DatabaseDamaged,
    DatabaseInUse,
    DatabaseMissing,
    DatabaseRefused,
    DatabaseTooNew,
    GameRepository,
)
from bot.storage.backup import backup, check_backup, kept_name, restore
from bot.storage.database import latest_version
from tests.storage.test_database import write_schema_1
from tests.timing import ceiling

pytestmark = pytest.mark.sqlite  # backups are copies of the SQLite file

LATEST = latest_version()
"""The schema this bot writes (its last migration)."""

NOW = datetime(2026, 11, 29, 12, 0, 0, tzinfo=UTC)


def digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


def games_in(path: Path) -> int:
    raw = sqlite3.connect(path)
    try:
        return int(raw.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    finally:
        raw.close()


def journal_mode(path: Path) -> str:
    raw = sqlite3.connect(path)
    try:
        return str(raw.execute("PRAGMA journal_mode").fetchone()[0])
    finally:
        raw.close()


async def add_lobbies(db: Database, n: int, first_channel: int = 0) -> None:
    repo = GameRepository(db)
    for channel in range(first_channel, first_channel + n):
        await repo.create_lobby(
            kind="village",
            guild_id=1,
            channel_id=channel,
            host_id=1,
            max_seats=5,
            options={},
            now="2026-11-29T12:00:00.000+00:00",
        )


def insert_lobby(conn: sqlite3.Connection, channel: int) -> None:
    conn.execute(
        "INSERT INTO games (kind, guild_id, channel_id, status, host_id, max_seats, created_at, "
        "updated_at) VALUES ('village', 1, ?, 'lobby', 1, 5, 't', 't')",
        (channel,),
    )


def damage_pages(path: Path) -> None:
    """Overwrite the middle of a database (not its header) with garbage."""
    size = path.stat().st_size
    with path.open("r+b") as f:
        f.seek(size // 2 // 4096 * 4096)
        f.write(b"\xde\xad" * 2048)


async def bulky(db_path: Path) -> None:
    """Fill a database with enough pages that some can be damaged."""
    db = await Database.open(db_path)
    await add_lobbies(db, 3)
    async with db.transaction() as conn:
        for n in range(400):
            await conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (f"k{n}", "x" * 300))
    await db.close()


# --- backup -----------------------------------------------------------------------------------


async def test_a_backup_is_one_consistent_file_while_the_bot_has_a_write_open(
    db: Database, db_path: Path, tmp_path: Path
) -> None:
    await add_lobbies(db, 3)  # committed, still in hoard.db-wal
    writer = sqlite3.connect(db_path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    insert_lobby(writer, 99)  # not committed while the backup runs
    dest = tmp_path / "backups" / "copy.db"
    dest.parent.mkdir()
    try:
        copy = backup(db_path, dest)
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert (copy.path, copy.games, copy.schema) == (dest, 3, LATEST)
    assert copy.size == dest.stat().st_size
    assert games_in(dest) == 3
    assert journal_mode(dest) == "delete"  # self-contained: no -wal needed
    assert sorted(p.name for p in dest.parent.iterdir()) == ["copy.db"]
    assert check_backup(dest).games == 3


async def test_a_backup_taken_while_another_program_commits_is_whole(
    db: Database, db_path: Path, tmp_path: Path
) -> None:
    await add_lobbies(db, 3)
    stop = threading.Event()

    def keep_writing() -> None:
        conn = sqlite3.connect(db_path, isolation_level=None, timeout=ceiling())
        channel = 1000
        while not stop.is_set():
            insert_lobby(conn, channel)
            channel += 1
        conn.close()

    thread = threading.Thread(target=keep_writing)
    thread.start()
    try:
        copies = [backup(db_path, tmp_path / f"copy-{n}.db") for n in range(5)]
    finally:
        stop.set()
        thread.join()
    counts = [c.games for c in copies]
    assert counts == sorted(counts)
    assert counts[0] >= 3
    for c in copies:
        raw = sqlite3.connect(c.path)
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        raw.close()
    assert games_in(db_path) >= counts[-1]


async def test_backup_keeps_an_existing_file_unless_forced(db: Database, tmp_path: Path) -> None:
    dest = tmp_path / "copy.db"
    dest.write_bytes(b"yesterday's backup")
    with pytest.raises(DatabaseRefused, match=r"already exists: .* --force"):
        backup(db.path, dest)
    assert dest.read_bytes() == b"yesterday's backup"
    backup(db.path, dest, force=True)
    assert check_backup(dest).schema == LATEST


async def test_backup_refuses_a_missing_source_and_the_database_itself(
    db: Database, tmp_path: Path
) -> None:
    with pytest.raises(DatabaseMissing, match="there is no database at"):
        backup(tmp_path / "none.db", tmp_path / "copy.db")
    with pytest.raises(DatabaseRefused, match="is the database itself"):
        backup(db.path, db.path, force=True)
    with pytest.raises(DatabaseRefused, match="is a folder"):
        backup(db.path, tmp_path)
    with pytest.raises(DatabaseMissing, match="does not exist: create it first"):
        backup(db.path, tmp_path / "no" / "such" / "copy.db")
    assert not (tmp_path / "copy.db").exists()


async def test_a_damaged_database_never_replaces_a_good_backup(
    db_path: Path, tmp_path: Path
) -> None:
    await bulky(db_path)
    dest = tmp_path / "backups" / "hoard.db"
    dest.parent.mkdir()
    backup(db_path, dest)
    good = digest(dest)
    damage_pages(db_path)
    with pytest.raises(DatabaseDamaged, match=r"is damaged .*no backup was written, .* unchanged"):
        backup(db_path, dest, force=True)
    assert digest(dest) == good
    assert sorted(p.name for p in dest.parent.iterdir()) == ["hoard.db"]  # no partial copy


# --- restore ----------------------------------------------------------------------------------


async def test_restore_round_trip_keeps_the_replaced_database(
    db_path: Path, tmp_path: Path
) -> None:
    db = await Database.open(db_path)
    await add_lobbies(db, 3)
    backup(db_path, tmp_path / "monday.db")
    await add_lobbies(db, 2, first_channel=10)  # written after the backup
    await db.close()

    done = restore(tmp_path / "monday.db", db_path, now=NOW)

    assert done.kept == tmp_path / "hoard.db.before-restore-20261129-120000"
    assert (done.source.games, done.previous_games) == (3, 5)
    assert games_in(db_path) == 3
    assert games_in(done.kept) == 5  # nothing lost: the newer games are in the kept file
    assert not db_path.with_name("hoard.db-wal").exists()
    db = await Database.open(db_path)
    try:
        assert await GameRepository(db).count() == 3
    finally:
        await db.close()


async def test_restore_keeps_what_a_crashed_bot_left_in_the_wal(tmp_path: Path) -> None:
    live = tmp_path / "live" / "hoard.db"
    live.parent.mkdir()
    db = await Database.open(live)
    await add_lobbies(db, 1)
    backup(live, tmp_path / "backup.db")
    await add_lobbies(db, 1, first_channel=50)  # committed, only in hoard.db-wal
    crashed = tmp_path / "hoard.db"  # the files as a killed bot leaves them
    crashed.write_bytes(live.read_bytes())
    crashed.with_name("hoard.db-wal").write_bytes(live.with_name("hoard.db-wal").read_bytes())
    await db.close()
    assert games_in(crashed) == 2

    done = restore(tmp_path / "backup.db", crashed, now=NOW)

    assert done.kept is not None
    assert games_in(done.kept) == 2  # the move only the -wal held is kept too
    assert done.previous_games == 2
    assert games_in(crashed) == 1
    assert not crashed.with_name("hoard.db-wal").exists()


async def test_restore_is_refused_while_the_bot_has_the_database_open(
    db: Database, db_path: Path, tmp_path: Path
) -> None:
    await add_lobbies(db, 2)
    backup(db_path, tmp_path / "backup.db")
    await add_lobbies(db, 1, first_channel=10)
    files = {p.name: digest(p) for p in tmp_path.iterdir() if p.name.startswith("hoard.db")}
    with pytest.raises(DatabaseInUse, match=r"is in use \(is the bot running\?\)"):
        restore(tmp_path / "backup.db", db_path, now=NOW)
    assert {p.name: digest(p) for p in tmp_path.iterdir() if p.name.startswith("hoard.db")} == (
        files
    )
    assert await GameRepository(db).count() == 3  # the bot goes on as if nothing happened


@pytest.mark.parametrize("kind", ["missing", "junk", "newer", "damaged", "foreign"])
async def test_restore_refuses_a_bad_backup_and_changes_nothing(
    db_path: Path, tmp_path: Path, kind: str
) -> None:
    db = await Database.open(db_path)
    await add_lobbies(db, 2)
    await db.close()
    source = tmp_path / "backup.db"
    expected: tuple[type[Exception], str]
    if kind == "missing":
        expected = (DatabaseMissing, "there is no backup at")
    elif kind == "junk":
        source.write_bytes(b"not a database at all" * 100)
        expected = (DatabaseDamaged, "cannot be read")
    elif kind == "newer":
        backup(db_path, source)
        raw = sqlite3.connect(source)
        raw.execute("PRAGMA user_version = 99")
        raw.commit()
        raw.close()
        expected = (DatabaseTooNew, "schema version 99")
    elif kind == "damaged":
        other = tmp_path / "other" / "hoard.db"
        other.parent.mkdir()
        await bulky(other)
        backup(other, source)
        damage_pages(source)
        expected = (DatabaseDamaged, "damaged|cannot be read")
    else:
        raw = sqlite3.connect(source)
        raw.execute("CREATE TABLE recipes (name TEXT)")
        raw.execute("PRAGMA user_version = 1")
        raw.commit()
        raw.close()
        expected = (DatabaseRefused, "is not a Hoard database")
    before = digest(db_path)
    with pytest.raises(expected[0], match=expected[1]) as err:
        restore(source, db_path, now=NOW)
    assert "\n" not in str(err.value)
    assert digest(db_path) == before
    assert not list(tmp_path.glob("hoard.db.before-restore-*"))


async def test_restore_over_a_junk_file_keeps_its_bytes(db_path: Path, tmp_path: Path) -> None:
    other = tmp_path / "other" / "hoard.db"
    other.parent.mkdir()
    db = await Database.open(other)
    await add_lobbies(db, 4)
    await db.close()
    backup(other, tmp_path / "backup.db")
    db_path.write_bytes(b"whatever this was, it is kept" * 100)
    junk = digest(db_path)
    done = restore(tmp_path / "backup.db", db_path, now=NOW)
    assert done.kept is not None
    assert digest(done.kept) == junk
    assert done.previous_games is None
    assert games_in(db_path) == 4


async def test_restore_into_a_new_place_and_from_an_older_schema(tmp_path: Path) -> None:
    old = tmp_path / "old.db"
    write_schema_1(old)
    target = tmp_path / "fresh" / "hoard.db"
    target.parent.mkdir()
    done = restore(old, target, now=NOW)
    assert (done.kept, done.source.schema, done.source.games) == (None, 1, 1)
    db = await Database.open(target)  # the bot upgrades it at its start
    try:
        assert await db.schema_version() == LATEST
        assert await GameRepository(db).count() == 1
    finally:
        await db.close()


def test_kept_names_never_clash(tmp_path: Path) -> None:
    target = tmp_path / "hoard.db"
    first = kept_name(target, NOW)
    assert first.name == "hoard.db.before-restore-20261129-120000"
    first.write_text("taken")
    assert kept_name(target, NOW).name == "hoard.db.before-restore-20261129-120000-2"
