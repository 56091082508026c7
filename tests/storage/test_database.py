"""The SQLite layer: pragmas, migrations, refusing unusable files, checkpoints, transactions.

Long file: every kind of file the start-up refuses has its case here, beside the ones it opens.
"""

from __future__ import annotations

import asyncio
import hashlib
import sqlite3
import threading
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.storage import (
    Database,
    DatabaseDamaged,
    DatabaseMissing,
    DatabaseNotWritable,
    DatabaseRefused,
    DatabaseTooNew,
    GameRepository,
)
from bot.storage.database import DatabaseForeign, migrations, split_statements
from tests.timing import until
from tests.unprivileged import needs_permissions, run_unprivileged


@pytest.mark.sqlite
async def test_migrations_from_empty_create_every_table(db: Database) -> None:
    async with (
        db.read() as conn,
        conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'") as cur,
    ):
        tables = {r[0] for r in await cur.fetchall()}
    assert {"games", "seats", "actions", "meta"} <= tables
    assert await db.schema_version() == migrations()[-1][0]


@pytest.mark.sqlite
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


# --- files the bot cannot use are refused in one line, untouched ------------------------------


def digest(path: Path) -> str | None:
    """Return a file's SHA-256, or None if it does not exist."""
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


def side_files(path: Path) -> list[str]:
    """Return the names of the files SQLite keeps beside a database."""
    return sorted(p.name for p in path.parent.glob(path.name + "-*"))


async def test_a_folder_that_cannot_be_created_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    path = tmp_path / "a-file" / "data" / "hoard.db"
    with pytest.raises(DatabaseNotWritable, match="cannot create the folder") as err:
        await Database.open(path)
    assert str(path.parent) in str(err.value)
    assert "\n" not in str(err.value)


async def test_a_folder_given_as_the_database_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DatabaseRefused, match="is a folder, not a file"):
        await Database.open(tmp_path)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"these are not the pages you are looking for\n" * 50, "is not a SQLite database"),
        (None, "is damaged"),  # a real database cut in half
    ],
    ids=["junk", "truncated"],
)
async def test_junk_and_truncated_files_are_refused_untouched(
    db_path: Path, content: bytes | None, words: str
) -> None:
    if content is None:
        db = await Database.open(db_path)
        async with db.transaction() as conn:
            for n in range(300):
                await conn.execute(
                    "INSERT INTO meta (key, value) VALUES (?, ?)", (f"k{n}", "x" * 200)
                )
        await db.close()
        content = db_path.read_bytes()[: db_path.stat().st_size // 2]
    db_path.write_bytes(content)
    before = digest(db_path)
    with pytest.raises(DatabaseDamaged, match=words) as err:
        await Database.open(db_path)
    assert str(db_path) in str(err.value)
    assert "restore" in str(err.value)
    assert digest(db_path) == before
    assert side_files(db_path) == []


async def test_a_newer_database_in_rollback_journal_mode_stays_byte_identical(
    db_path: Path,
) -> None:
    raw = sqlite3.connect(db_path)
    raw.execute("PRAGMA journal_mode = DELETE")
    raw.execute("CREATE TABLE future (x)")
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()
    before = digest(db_path)
    with pytest.raises(DatabaseTooNew, match="schema version 99"):
        await Database.open(db_path)
    assert digest(db_path) == before
    assert side_files(db_path) == []  # no -wal, -shm or -journal left behind
    raw = sqlite3.connect(db_path)
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    raw.close()


@pytest.mark.parametrize("journal", ["DELETE", "WAL"])
async def test_a_database_of_another_program_is_refused_untouched(
    db_path: Path, journal: str
) -> None:
    raw = sqlite3.connect(db_path)
    raw.execute(f"PRAGMA journal_mode = {journal}")
    for n, name in enumerate(["invoices", "customers", "items", "taxes", "notes", "shops"]):
        raw.execute(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY AUTOINCREMENT, x)")
        raw.execute(f"INSERT INTO {name} (x) VALUES (?)", (n,))
    raw.commit()
    raw.close()
    before = digest(db_path)
    with pytest.raises(DatabaseForeign) as err:
        await Database.open(db_path)
    assert str(err.value) == (
        f"{db_path} is a SQLite database of another program (tables: customers, invoices, "
        "items, notes, shops, …): point DATABASE_URL at Hoard's database or a new file; it was "
        "not changed"
    )
    assert isinstance(err.value, DatabaseRefused)
    assert digest(db_path) == before
    if journal == "DELETE":
        assert side_files(db_path) == []
    raw = sqlite3.connect(db_path)
    assert [r[0] for r in raw.execute("SELECT x FROM invoices")] == [0]
    assert raw.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'games'").fetchone() == (0,)
    raw.close()


async def test_an_empty_sqlite_file_becomes_a_hoard_database(db_path: Path) -> None:
    sqlite3.connect(db_path).execute("PRAGMA user_version = 0").connection.close()
    db_path.touch()
    db = await Database.open(db_path)
    try:
        assert await db.schema_version() == migrations()[-1][0]
    finally:
        await db.close()


def open_in_child(path: Path, scratch: Path) -> str:
    """Open the database as a user file permissions apply to; say what happened."""

    async def attempt(where: Path) -> str:
        try:
            db = await Database.open(where)
        except DatabaseRefused as err:
            return f"{type(err).__name__} {err}"
        await db.close()
        return "opened"

    assert asyncio.run(attempt(scratch / "warm-up.db")) == "opened"  # imports all it needs
    return run_unprivileged(lambda: asyncio.run(attempt(path)))


@needs_permissions
def test_a_read_only_database_file_is_refused_at_open(open_dir: Path, tmp_path: Path) -> None:
    path = open_dir / "hoard.db"
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA journal_mode = WAL")
    raw.execute("CREATE TABLE t (x)")
    raw.close()
    open_dir.chmod(0o777)
    path.chmod(0o444)
    before = digest(path)
    said = open_in_child(path, tmp_path)
    assert said.startswith("DatabaseNotWritable"), said
    assert "is read-only for this user" in said
    assert digest(path) == before
    assert side_files(path) == []


@needs_permissions
def test_a_database_in_a_read_only_folder_is_refused_at_open(
    open_dir: Path, tmp_path: Path
) -> None:
    folder = open_dir / "data"
    folder.mkdir()
    path = folder / "hoard.db"
    sqlite3.connect(path).close()
    path.chmod(0o666)
    folder.chmod(0o555)
    said = open_in_child(path, tmp_path)
    assert said.startswith("DatabaseNotWritable"), said
    assert "hoard.db-wal and hoard.db-shm" in said
    assert side_files(path) == []


@needs_permissions
def test_a_wal_left_by_another_user_is_refused_at_open(open_dir: Path, tmp_path: Path) -> None:
    path = open_dir / "hoard.db"
    sqlite3.connect(path).close()
    wal = open_dir / "hoard.db-wal"
    wal.write_bytes(b"")
    open_dir.chmod(0o777)
    path.chmod(0o666)
    wal.chmod(0o444)
    said = open_in_child(path, tmp_path)
    assert said.startswith(f"DatabaseNotWritable {wal}, which SQLite keeps beside"), said


@needs_permissions
def test_the_same_user_opens_a_database_it_may_write(open_dir: Path, tmp_path: Path) -> None:
    """The control for the two tests above: the child opens a database it may write."""
    open_dir.chmod(0o777)
    assert open_in_child(open_dir / "hoard.db", tmp_path) == "opened"


# --- reading without writing (check-db) -------------------------------------------------------


async def test_open_readonly_changes_nothing_and_refuses_writes(db_path: Path) -> None:
    db = await Database.open(db_path)
    await GameRepository(db).set_meta("k", "v")
    await db.close()
    before = digest(db_path)
    ro = await Database.open_readonly(db_path)
    try:
        assert await GameRepository(ro).get_meta("k") == "v"
        assert ro.upgraded_from is None
        with pytest.raises(sqlite3.OperationalError):
            await GameRepository(ro).set_meta("k", "changed")
    finally:
        await ro.close()
    assert digest(db_path) == before
    assert side_files(db_path) == []  # the -wal and -shm a read-only look made are gone


async def test_open_readonly_refuses_a_missing_file_without_creating_it(tmp_path: Path) -> None:
    path = tmp_path / "nothing-here.db"
    with pytest.raises(DatabaseMissing, match="there is no database at"):
        await Database.open_readonly(path)
    assert not path.exists()


def write_schema_1(path: Path) -> None:
    """Write a database as the bot's first schema left it (migration 0001 only)."""
    raw = sqlite3.connect(path, isolation_level=None)
    raw.execute("PRAGMA journal_mode = WAL")
    number, _, sql = migrations()[0]
    for statement in split_statements(sql):
        raw.execute(statement)
    raw.execute(f"PRAGMA user_version = {number}")
    raw.execute(
        "INSERT INTO games (kind, guild_id, channel_id, status, host_id, max_seats, created_at, "
        "updated_at) VALUES ('village', 1, 2, 'lobby', 3, 5, 't', 't')"
    )
    raw.close()


async def test_an_older_schema_is_read_through_an_upgraded_copy(db_path: Path) -> None:
    write_schema_1(db_path)
    before = digest(db_path)
    ro = await Database.open_readonly(db_path)
    try:
        assert ro.upgraded_from == 1
        assert await ro.schema_version() == migrations()[-1][0]
        assert await GameRepository(ro).count() == 1
    finally:
        await ro.close()
    assert digest(db_path) == before
    raw = sqlite3.connect(db_path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
    raw.close()


# --- WAL checkpoints --------------------------------------------------------------------------


def rows_in_main_file_only(db_path: Path, tmp_path: Path) -> int:
    """Copy the main file alone (as if the -wal were deleted) and count its meta rows."""
    lone = tmp_path / "lone-copy.db"
    lone.write_bytes(db_path.read_bytes())
    raw = sqlite3.connect(lone)
    try:
        return int(raw.execute("SELECT COUNT(*) FROM meta").fetchone()[0])
    finally:
        raw.close()
        lone.unlink()


async def test_a_checkpoint_moves_the_writes_into_the_main_file(
    db: Database, db_path: Path, tmp_path: Path
) -> None:
    repo = GameRepository(db)
    for n in range(5):
        await repo.set_meta(f"k{n}", "v")
    assert rows_in_main_file_only(db_path, tmp_path) == 0  # still only in hoard.db-wal
    assert await db.checkpoint() is True
    assert rows_in_main_file_only(db_path, tmp_path) == 5


async def test_periodic_checkpoints_run_until_close(db_path: Path, tmp_path: Path) -> None:
    db = await Database.open(db_path)
    db.start_checkpoints(0.02)
    db.start_checkpoints(0.02)  # a second call starts no second task
    assert [t.get_name() for t in asyncio.all_tasks()].count("wal-checkpoint") == 1
    await GameRepository(db).set_meta("k", "v")
    await until(lambda: rows_in_main_file_only(db_path, tmp_path) == 1, "the checkpoint")
    await db.close()
    assert "wal-checkpoint" not in [t.get_name() for t in asyncio.all_tasks()]


async def test_close_empties_the_wal_even_while_another_program_reads(db_path: Path) -> None:
    db = await Database.open(db_path)
    await GameRepository(db).set_meta("k", "v")
    other = sqlite3.connect(db_path)  # keeps SQLite from deleting the -wal at close
    try:
        other.execute("SELECT COUNT(*) FROM meta").fetchone()
        assert db_path.with_name("hoard.db-wal").stat().st_size > 0
        await db.close()
        assert db_path.with_name("hoard.db-wal").stat().st_size == 0
    finally:
        other.close()
    await db.close()  # closing twice is harmless


# --- SQLite's own checks ----------------------------------------------------------------------


@pytest.mark.sqlite
async def test_integrity_problems_of_a_healthy_database(db: Database) -> None:
    assert await db.integrity_problems() == []


async def test_integrity_problems_name_an_orphaned_row(db: Database, db_path: Path) -> None:
    raw = sqlite3.connect(db_path)
    raw.execute("INSERT INTO seats (game_id, user_id, joined_at) VALUES (404, 1, 't')")
    raw.commit()
    raw.close()
    assert await db.integrity_problems() == ["a row of seats refers to a missing row of games"]


async def test_open_readonly_refuses_a_newer_database_and_leaves_no_files(db_path: Path) -> None:
    first = await Database.open(db_path)  # WAL mode
    await first.close()
    raw = sqlite3.connect(db_path)
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()
    before = digest(db_path)
    with pytest.raises(DatabaseTooNew):
        await Database.open_readonly(db_path)
    assert digest(db_path) == before
    assert side_files(db_path) == []


# --- indexes ----------------------------------------------------------------------------------


async def plan_of_the_query_behind(db: Database, call: Any) -> list[str]:
    """Run a repository call, catch the SELECT it sends, and return SQLite's plan for it."""
    sent: list[str] = []
    await db.conn.set_trace_callback(sent.append)
    if db._reads is not None:  # a one-statement read runs on the loop's thread (reads.py)
        db._reads.raw.set_trace_callback(sent.append)
    try:
        await call
    finally:
        await db.conn.set_trace_callback(None)
        if db._reads is not None:
            db._reads.raw.set_trace_callback(None)
    (select,) = [s for s in sent if s.lstrip().upper().startswith("SELECT")]
    async with db.read() as conn:
        rows = await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {select}")
    return [str(r[3]) for r in rows]


@pytest.mark.sqlite
async def test_the_sweep_for_abandoned_games_uses_an_index(db: Database) -> None:
    plan = await plan_of_the_query_behind(
        db, GameRepository(db).quiet_since("2026-11-29T12:00:00.000+00:00")
    )
    assert any("USING COVERING INDEX games_by_status_update" in step for step in plan), plan
    assert not any(step.startswith("SCAN games") for step in plan), plan


async def test_an_older_database_gets_the_index_when_upgraded(db_path: Path) -> None:
    write_schema_1(db_path)
    db = await Database.open(db_path)
    try:
        assert await db.schema_version() == migrations()[-1][0]
        async with db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games'"
            )
        assert "games_by_status_update" in {r[0] for r in rows}
        assert await GameRepository(db).count() == 1
    finally:
        await db.close()


# --- a cancelled task never leaves the shared connection inside a transaction ----------------


class Gate:
    """Hold aiosqlite's thread just before it runs the first statement starting with ``sql``.

    A trace callback runs in that thread as a statement starts: the coroutine awaiting the
    statement can be cancelled while SQLite has not yet run it, and then it runs all the same.
    """

    def __init__(self, sql: str) -> None:
        self.sql = sql.upper()
        self.reached = threading.Event()
        self.release = threading.Event()
        self.used = False

    def __call__(self, statement: str) -> None:
        if not self.used and statement.lstrip().upper().startswith(self.sql):
            self.used = True
            self.reached.set()
            self.release.wait(10)

    async def wait(self) -> None:
        assert await asyncio.to_thread(self.reached.wait, 10), f"{self.sql} never ran"


async def cancel_at(task: asyncio.Task[Any], gate: Gate | None, times: int = 1) -> None:
    """Cancel ``task`` (``times`` times) while ``gate`` holds its statement, then let it go."""
    if gate is not None:
        await gate.wait()
    for _ in range(times):
        task.cancel()
        for _ in range(5):
            await asyncio.sleep(0)
    if gate is not None:
        gate.release.set()
    with pytest.raises(asyncio.CancelledError):
        await task


def meta_keys(path: Path) -> set[str]:
    raw = sqlite3.connect(path)
    try:
        return {r[0] for r in raw.execute("SELECT key FROM meta")}
    finally:
        raw.close()


@pytest.mark.parametrize(
    ("point", "gate_on", "times", "kept"),
    [
        ("while BEGIN runs", "BEGIN", 1, set()),
        ("twice while BEGIN runs", "BEGIN", 2, set()),
        ("while the body's statement runs", "INSERT INTO meta (key, value) VALUES ('b'", 1, set()),
        ("while the body awaits something else", None, 1, set()),
        ("while COMMIT runs", "COMMIT", 1, {"a", "b"}),
        ("while ROLLBACK runs after an error", "ROLLBACK", 1, set()),
    ],
)
async def test_a_transaction_cancelled_at_any_point_leaves_the_connection_usable(
    db: Database, db_path: Path, point: str, gate_on: str | None, times: int, kept: set[str]
) -> None:
    gate = Gate(gate_on) if gate_on else None
    if gate is not None:
        await db.conn.set_trace_callback(gate)
    in_body = asyncio.Event()

    async def body() -> None:
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO meta (key, value) VALUES ('a', '1')")
            await conn.execute("INSERT INTO meta (key, value) VALUES ('b', '2')")
            if gate_on == "ROLLBACK":
                raise RuntimeError("the body failed")
            if gate is None:
                in_body.set()
                await asyncio.Event().wait()

    task = asyncio.create_task(body())
    if gate is None:
        await in_body.wait()
    try:
        await cancel_at(task, gate, times)
    finally:
        if gate is not None:
            gate.release.set()
            await db.conn.set_trace_callback(None)

    assert not db.conn.in_transaction, point
    async with db.transaction() as conn:  # was: cannot start a transaction within a transaction
        await conn.execute("INSERT INTO meta (key, value) VALUES ('c', '3')")
    async with db.write() as conn:
        await conn.execute("INSERT INTO meta (key, value) VALUES ('d', '4')")
    await db.close()
    assert meta_keys(db_path) == kept | {"c", "d"}, point  # all of the body, or none of it


async def test_a_migration_cancelled_while_begin_runs_leaves_the_connection_usable(
    db_path: Path,
) -> None:
    write_schema_1(db_path)
    conn = await aiosqlite.connect(db_path, isolation_level=None)
    db = Database(conn, db_path)
    try:
        gate = Gate("BEGIN")
        await conn.set_trace_callback(gate)
        try:
            await cancel_at(asyncio.create_task(db.migrate()), gate)
        finally:
            gate.release.set()
            await conn.set_trace_callback(None)
        assert await db.schema_version() == 1
        assert not conn.in_transaction
        assert await db.migrate() == migrations()[-1][0]
    finally:
        await db.close()


async def test_the_write_probe_cancelled_while_begin_runs_leaves_no_transaction(
    db_path: Path,
) -> None:
    conn = await aiosqlite.connect(db_path, isolation_level=None)
    db = Database(conn, db_path)
    try:
        gate = Gate("BEGIN")
        await conn.set_trace_callback(gate)
        try:
            await cancel_at(asyncio.create_task(db._probe_write(0)), gate)
        finally:
            gate.release.set()
            await conn.set_trace_callback(None)
        assert await db.schema_version() == 0
        assert not conn.in_transaction
    finally:
        await db.close()


def test_the_read_only_opener_and_the_file_check_are_written_once() -> None:
    bot = Path(__file__).resolve().parents[2] / "bot"
    sources = "".join(p.read_text(encoding="utf-8") for p in sorted(bot.rglob("*.py")))
    assert sources.count("?mode=ro") == 1  # database.connect_readonly
    assert sources.count("there is no {what} at") == 1  # database.require_file
    assert sources.count("there is no database at") == 0
    assert sources.count("name = 'games'\"") == 1  # backup._has_games
