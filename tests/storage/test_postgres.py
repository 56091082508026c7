"""PostgreSQL itself: the parameter rewrite, the migrations (same schema as SQLite's), the
one-line refusals, and what two processes writing at once must never do (lose or double a
move, a rating, a migration). The stores' behaviour on PostgreSQL is the storage and service
suites, run on both databases (tests/conftest.py)."""

from __future__ import annotations

import asyncio
import getpass
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from bot.storage import (
    Database,
    DatabaseRefused,
    DatabaseTooNew,
    GameRepository,
    PostgresDatabase,
    VersionConflict,
)
from bot.storage.database import latest_version, migrations
from bot.storage.pgconn import rows_touched, to_dollar
from bot.storage.postgres import portable, postgres_migrations
from bot.storage.ratings import GLOBAL, RatingChangeRow, RatingKey, RatingRow, RatingUpdate
from tests import postgres
from tests.timing import ceiling

ROOT = Path(__file__).resolve().parents[2]
NOW = "2026-11-29T12:00:00.000+00:00"


def test_question_marks_and_names_become_numbered_parameters() -> None:
    assert to_dollar("SELECT a FROM t WHERE b = ? AND c IN (?, ?)") == (
        "SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)",
        (),
    )
    assert to_dollar("SELECT (SELECT x FROM a WHERE u = :u), :v, :u") == (
        "SELECT (SELECT x FROM a WHERE u = $1), $2, $1",
        ("u", "v"),
    )
    # quoted text and casts are not parameters
    assert to_dollar("SELECT '?', ':x', \"a?\", b::text FROM t WHERE c = ?") == (
        "SELECT '?', ':x', \"a?\", b::text FROM t WHERE c = $1",
        (),
    )
    with pytest.raises(ValueError, match="mixes"):
        to_dollar("SELECT ? , :u")


def test_the_rows_a_command_touched_are_read_from_its_tag() -> None:
    assert [rows_touched(s) for s in ("UPDATE 1", "INSERT 0 3", "DELETE 0", "BEGIN")] == [
        1,
        3,
        0,
        -1,
    ]


def test_every_migration_has_its_postgresql_form() -> None:
    shared = migrations()
    own = postgres_migrations()
    assert [n for n, _, _ in own] == [n for n, _, _ in shared]
    for (number, name, sql), (_, pg_name, pg_sql) in zip(shared, own, strict=True):
        if pg_name.startswith("postgres/"):  # its own file: the SQLite one cannot serve
            assert pg_name == f"postgres/{name}"
        else:
            assert pg_sql == portable(sql), number
    assert portable("CREATE TABLE t (a INTEGER, b REAL NOT NULL) WITHOUT ROWID;") == (
        "CREATE TABLE t (a BIGINT, b DOUBLE PRECISION NOT NULL);"
    )


@asynccontextmanager
async def schema(url: str) -> AsyncIterator[tuple[PostgresDatabase, str]]:
    """A migrated throwaway schema, and its name (to open more pools on it: more processes)."""
    async with postgres.schema(url) as db:
        assert db.schema is not None
        yield db, db.schema


async def columns_sqlite(path: Path) -> dict[str, list[str]]:
    db = await Database.open(path)
    try:
        async with db.read() as conn:
            tables = [
                r[0]
                for r in await conn.execute_fetchall(
                    "SELECT name FROM sqlite_master WHERE type = 'table' "
                    "AND name NOT LIKE 'sqlite_%' ORDER BY name"
                )
            ]
            return {
                t: [r[1] for r in await conn.execute_fetchall(f"PRAGMA table_info({t})")]
                for t in tables
            }
    finally:
        await db.close()


async def test_postgresql_gets_the_same_tables_and_columns_as_sqlite(
    postgres_url: str, tmp_path: Path
) -> None:
    expected = await columns_sqlite(tmp_path / "hoard.db")
    async with schema(postgres_url) as (db, _):
        async with db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT table_name, column_name FROM information_schema.columns "
                "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
            )
        found: dict[str, list[str]] = {}
        for table, column in rows:
            found.setdefault(table, []).append(column)
        assert found.pop("schema_version") == ["version"]
        assert found["seats"].pop() == "rowid"  # SQLite's implicit one, said here
        assert found == expected
        assert await db.schema_version() == latest_version()


async def test_migrating_again_and_at_once_from_two_processes_applies_each_once(
    postgres_url: str,
) -> None:
    name = f"t_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(postgres_url)
    await admin.execute(f"CREATE SCHEMA {name}")
    try:
        opened = await asyncio.gather(
            *(PostgresDatabase.open(postgres_url, schema=name, max_size=2) for _ in range(3))
        )
        try:
            assert [await db.schema_version() for db in opened] == [latest_version()] * 3
            assert await opened[0].migrate() == latest_version()  # nothing left to do
            count = await admin.fetchval(f"SELECT COUNT(*) FROM {name}.schema_version")
            assert count == 1
        finally:
            for db in opened:
                await db.close()
    finally:
        await admin.execute(f"DROP SCHEMA {name} CASCADE")
        await admin.close()


async def test_a_newer_or_another_programs_schema_is_refused_untouched(postgres_url: str) -> None:
    name = f"t_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(postgres_url)
    await admin.execute(f"CREATE SCHEMA {name}; SET search_path = {name}")
    try:
        await admin.execute("CREATE TABLE invoices (id INTEGER)")
        with pytest.raises(DatabaseRefused) as err:
            await PostgresDatabase.open(postgres_url, schema=name)
        assert "another program's tables (invoices)" in str(err.value)
        assert await admin.fetchval("SELECT to_regclass('schema_version')") is None
        await admin.execute("DROP TABLE invoices")
        db = await PostgresDatabase.open(postgres_url, schema=name)
        await db.close()
        await admin.execute("UPDATE schema_version SET version = 999")
        with pytest.raises(DatabaseTooNew, match=r"schema version 999.*upgrade the bot"):
            await PostgresDatabase.open(postgres_url, schema=name)
        assert await admin.fetchval("SELECT version FROM schema_version") == 999
    finally:
        await admin.execute(f"DROP SCHEMA {name} CASCADE")
        await admin.close()


def with_parts(url: str, **parts: str) -> str:
    return urlunsplit(urlsplit(url)._replace(**parts))


async def test_a_missing_database_or_user_is_one_line_naming_what_to_fix(
    postgres_url: str,
) -> None:
    missing = with_parts(postgres_url, path="/hoard_no_such_database")
    with pytest.raises(DatabaseRefused) as err:
        await PostgresDatabase.open(missing)
    assert "'hoard_no_such_database' at" in str(err.value) and "does not exist" in str(err.value)
    host = urlsplit(postgres_url).netloc.rsplit("@", 1)[-1]
    stranger = with_parts(postgres_url, netloc=f"hoard_nobody:secret@{host}")
    with pytest.raises(DatabaseRefused) as err:
        await PostgresDatabase.open(stranger)
    assert "refused the login" in str(err.value) and "check the user and password" in str(err.value)
    assert "secret" not in str(err.value) and "\n" not in str(err.value)


async def test_an_unreachable_server_is_one_line_without_the_password() -> None:
    with pytest.raises(DatabaseRefused) as err:
        await PostgresDatabase.open("postgres://hoard:secret@127.0.0.1:1/hoard")
    said = str(err.value)
    assert said.startswith("cannot reach the PostgreSQL database 'hoard' at 127.0.0.1:1")
    assert "start the server" in said and "secret" not in said and "\n" not in said


def test_the_bot_started_on_an_unreachable_server_says_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={
            "PATH": "/usr/bin:/bin",
            "PYTHONPATH": str(ROOT),
            "DISCORD_TOKEN": "x",
            "DATABASE_URL": "postgresql://hoard:secret@127.0.0.1:1/hoard",
        },
        capture_output=True,
        text=True,
        timeout=ceiling(60),
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("hoard: cannot reach the PostgreSQL database"), result.stderr
    assert result.stderr.strip().count("\n") == 0
    assert "secret" not in result.stderr and "Traceback" not in result.stderr


async def running(repo: GameRepository, channel: int, players: tuple[int, ...]) -> int:
    game_id = await repo.create_lobby(
        kind="village",
        guild_id=1,
        channel_id=channel,
        host_id=players[0],
        max_seats=4,
        options={},
        now=NOW,
    )
    for version, user in enumerate(players[1:], start=1):
        await repo.add_seat(game_id, user, version, NOW)
    await repo.start(
        game_id,
        len(players),
        seed=1,
        ruleset="r",
        ruleset_json="{}",
        state_json="{}",
        seat_order=players,
        now=NOW,
    )
    return game_id


async def test_two_processes_saving_the_same_move_store_it_once(postgres_url: str) -> None:
    async with schema(postgres_url) as (db, name):
        other = await PostgresDatabase.open(postgres_url, schema=name, max_size=2)
        try:
            mine, theirs = GameRepository(db), GameRepository(other)
            for channel in range(1, 6):
                game_id = await running(mine, channel, (1, 2))
                version = (await mine.get(game_id)).version  # type: ignore[union-attr]
                results = await asyncio.gather(
                    *(
                        repo.save_move(
                            game_id, version, seat=0, action_json="{}", state_json="{}", now=NOW
                        )
                        for repo in (mine, theirs)
                    ),
                    return_exceptions=True,
                )
                assert sorted(type(r).__name__ for r in results) == ["NoneType", "VersionConflict"]
                assert [(a.seq, a.version) for a in await theirs.actions(game_id)] == [
                    (1, version + 1)
                ]
            with pytest.raises(VersionConflict):
                await theirs.save_move(
                    game_id, version, seat=0, action_json="{}", state_json="{}", now=NOW
                )
        finally:
            await other.close()


def one_more_game(kind: str, game_id: int, users: tuple[int, ...]) -> RatingUpdate:
    """A rating update that counts the game for each player (and nothing else)."""

    def compute(
        current: Mapping[RatingKey, RatingRow],
    ) -> tuple[list[RatingChangeRow], list[RatingRow]]:
        rows = []
        for user in users:
            had = current.get((GLOBAL, user))
            games = had.games if had else 0
            rows.append(RatingRow(kind, GLOBAL, user, 25.0 + games, 8.0, games + 1))
        changes = [RatingChangeRow(game_id, r.user_id, GLOBAL, 25, 8, r.mu, 8) for r in rows]
        return changes, rows

    return RatingUpdate(kind, (GLOBAL,), users, compute)


async def test_games_ending_at_once_in_two_processes_lose_no_rating(postgres_url: str) -> None:
    players = (1, 2)
    async with schema(postgres_url) as (db, name):
        other = await PostgresDatabase.open(postgres_url, schema=name, max_size=2)
        try:
            repos = (GameRepository(db), GameRepository(other))
            rounds = 6
            for n in range(rounds):
                games = [await running(repos[0], 10 * n + k, players) for k in (1, 2)]
                versions = [(await repos[0].get(g)).version for g in games]  # type: ignore[union-attr]
                await asyncio.gather(
                    *(
                        repo.save_move(
                            g,
                            v,
                            seat=0,
                            action_json="{}",
                            state_json="{}",
                            now=NOW,
                            results=[(1, 1), (0, 2)],
                            rating=one_more_game("village", g, players),
                        )
                        for repo, g, v in zip(repos, games, versions, strict=True)
                    )
                )
            ratings = await repos[1].ratings("village")
            assert [(r.user_id, r.games) for r in ratings] == [(1, 2 * rounds), (2, 2 * rounds)]
            assert len(await repos[1].rating_changes()) == 2 * rounds * len(players)
        finally:
            await other.close()


@pytest.mark.parametrize("point", ["while a statement runs", "while the body awaits"])
async def test_a_transaction_cancelled_midway_leaves_nothing_and_the_pool_usable(
    postgres_url: str, point: str
) -> None:
    async with schema(postgres_url) as (db, _):
        repo = GameRepository(db)
        began = asyncio.Event()

        async def body() -> None:
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO meta (key, value) VALUES ('a', '1')")
                began.set()
                if point == "while a statement runs":
                    await conn.execute("SELECT pg_sleep(10)")
                await asyncio.Event().wait()

        task = asyncio.create_task(body())
        await began.wait()
        await asyncio.sleep(0.05)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(task, ceiling())
        assert await repo.get_meta("a") is None
        await asyncio.gather(*(repo.set_meta(f"k{n}", "v") for n in range(12)))  # every connection
        assert len(await repo.meta_keys("k")) == 12


async def test_a_url_without_a_user_names_the_user_really_tried(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = urlsplit(postgres_url).netloc.rsplit("@", 1)[-1]
    bare = with_parts(postgres_url, netloc=host, path="/hoard_no_such_database")
    monkeypatch.delenv("PGUSER", raising=False)
    with pytest.raises(DatabaseRefused) as err:
        await PostgresDatabase.open(bare)
    assert f"as user {getpass.getuser()!r}" in str(err.value)  # as libpq and asyncpg do
    monkeypatch.setenv("PGUSER", "hoard_ann")
    monkeypatch.delenv("PGDATABASE", raising=False)
    with pytest.raises(DatabaseRefused) as err:
        await PostgresDatabase.open(with_parts(bare, path=""))
    said = str(err.value)
    assert "PostgreSQL database 'hoard_ann' at" in said and "as user 'hoard_ann'" in said
    assert "refused the login" in said and "login name" not in said
