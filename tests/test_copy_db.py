"""``python -m bot copy-db``: a SQLite database copied to PostgreSQL and back is the same, row
for row; refusals in one line, nothing written. Also check-db, ratings and forget on PostgreSQL.

The tests that need PostgreSQL take ``postgres_url`` (tests/conftest.py): without a server they
are left out, never skipped; those on SQLite alone run everywhere.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import sqlite3
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.__main__ import main
from bot.games import SPECS, village
from bot.services import GameService
from bot.storage import Database, GameRepository, PostgresDatabase, Status, copying
from tests.conftest import FakeClock
from tests.services.test_integrity import play_some
from tests.services.test_rated import play_out, started
from tests.storage.test_database import write_schema_1
from tests.test_maintenance import digests

Rows = dict[str, list[tuple[Any, ...]]]


async def populate(path: Path) -> dict[str, int]:
    """Fill a SQLite file as a bot in use would: finished (rated, and one against a bot),
    running (with a half-made move), lobby, cancelled and discarded games, a server's settings,
    members' preferences (reminders, hidden stats) and an installation fact."""
    db = await Database.open(path)
    seeds = itertools.count(1000)
    service = GameService(
        GameRepository(db), specs=SPECS, clock=FakeClock(), seeds=lambda: next(seeds)
    )
    rng = random.Random(5)
    try:
        for n in range(4):
            await play_out(
                service, await started(service, 10 + n % 2, 100 + n, [1, 2, 3][: 2 + n % 2]), rng
            )
        await play_out(service, await started(service, 10, 110, [4], bots=1), rng)
        running = await service.game(await play_some(service, 120, 7, guild=10, names=True))
        seat = village.current_seat(await service.state(running))
        assert seat is not None
        await service.save_draft(running, running.seats[seat].user_id, {"picked": [1, 2]})
        lobby = await service.open_lobby(kind="goofspiel", guild_id=11, channel_id=130, host_id=5)
        await service.join(lobby.id, 6, name="Sei")
        cancelled = await started(service, 11, 131, [5, 6])
        await service.cancel(cancelled.id, 5)
        await service.update_settings(10, {"max_open_games": 7}, can_manage_guild=True)
        await service.set_notify(2, True)
        await service.set_hide_stats(3, True)
        await service.repo.set_meta("commands-hash", "abc123")
        discarded = await service.open_lobby(
            kind="goofspiel", guild_id=11, channel_id=132, host_id=7
        )
        await service.discard_lobby(discarded.id)  # its id is used up: never handed out again
    finally:
        await db.close()
    return {
        "running": running.id,
        "lobby": lobby.id,
        "cancelled": cancelled.id,
        "next": discarded.id + 1,
    }


def sqlite_rows(path: Path) -> Rows:
    """Every row of every table of a SQLite file, sorted (the seats with their rowid, and the
    id counter of sqlite_sequence)."""
    raw = sqlite3.connect(path)
    try:
        names = [r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        out = {}
        for name in names:
            extra = "rowid, " if name == "seats" else ""
            out[name] = sorted(raw.execute(f"SELECT {extra}* FROM {name}").fetchall())
        return out
    finally:
        raw.close()


async def postgres_rows(url: str, like: Rows, path: Path) -> Rows:
    """The rows of the PostgreSQL copy, read column by column as SQLite names them in ``path``."""
    raw = sqlite3.connect(path)
    conn = await asyncpg.connect(url)
    try:
        out: Rows = {}
        for name in like:
            if name == "sqlite_sequence":
                seq = await conn.fetchval("SELECT pg_sequence_last_value('games_id_seq')")
                out[name] = [("games", seq)]
                continue
            columns = [r[1] for r in raw.execute(f"PRAGMA table_info({name})")]
            if name == "seats":
                columns.insert(0, "rowid")
            got = await conn.fetch(f"SELECT {', '.join(columns)} FROM {name}")
            out[name] = sorted(tuple(r) for r in got)
        return out
    finally:
        await conn.close()
        raw.close()


@contextmanager
def empty_schema(server: str) -> Iterator[str]:
    """A throwaway schema of the test database, as a URL that puts the tables there."""
    name = f"c_{uuid.uuid4().hex[:12]}"

    async def run(sql: str) -> None:
        conn = await asyncpg.connect(server)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(run(f"CREATE SCHEMA {name}"))
    try:
        yield f"{server}?search_path={name}"
    finally:
        asyncio.run(run(f"DROP SCHEMA {name} CASCADE"))


@asynccontextmanager
async def bot_on(url: str) -> AsyncIterator[GameService]:
    db = await PostgresDatabase.open(url, max_size=2)
    try:
        yield GameService(GameRepository(db), specs=SPECS, clock=FakeClock())
    finally:
        await db.close()


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    """Run ``python -m bot args…`` in this process: the exit code, stdout's lines, stderr."""
    code = main(list(args), prog="hoard")
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def copied_ok(lines: list[str], source: str, target: str, rows: Rows) -> None:
    """Assert copy-db said it copied every table's rows, verified them, and check-db agreed."""
    head = f"copy-db: copied {source} into {target}: "
    assert lines[0].startswith(head)
    said = dict(part.split(" ") for part in lines[0].removeprefix(head).split(", "))
    assert said == {t: str(len(r)) for t, r in rows.items() if t != "sqlite_sequence"}
    assert lines[1:] == [
        "verify: every table of the target holds as many rows as the source's",
        f"check-db: checked 7 games in {target}: 0 with problems; nothing was changed",
        "the target is ready: set DATABASE_URL to it and start the bot",
    ]


# --- there and back -------------------------------------------------------------------------


def test_a_sqlite_database_copied_to_postgresql_and_back_is_the_same(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source, back = tmp_path / "hoard.db", tmp_path / "back" / "hoard.db"
    ids = asyncio.run(populate(source))
    original = sqlite_rows(source)
    assert original["sqlite_sequence"] == [("games", ids["next"] - 1)]
    assert max(g[0] for g in original["games"]) == ids["next"] - 2  # the last id was discarded
    assert all(original[t] for t in ("drafts", "guild_settings", "user_prefs", "meta", "ratings"))
    with empty_schema(postgres_url) as url:
        where = f"PostgreSQL database {url.rsplit('/', 1)[1].split('?')[0]!r}"
        code, lines, err = run(capsys, "copy-db", str(source), url)
        assert (code, err) == (0, "")
        target = lines[0].split(" into ")[1].split(": games")[0]
        assert target.startswith(where) and "password" not in lines[0]
        copied_ok(lines, str(source), target, original)
        assert asyncio.run(postgres_rows(url, original, source)) == original

        code, lines, err = run(capsys, "copy-db", url, f"sqlite:///{back}")
        assert (code, err) == (0, "")
        assert sqlite_rows(back) == original  # every table, every row, the id counter

        code, lines, _ = run(capsys, "check-db", "--database", url)
        assert code == 0 and "SQLite" not in " ".join(lines)

        async def the_copy_serves_the_bot() -> None:
            async with bot_on(url) as service:
                game = await service.game(ids["running"])
                moves = await service.repo.actions(game.id)
                state = await service.state(game)
                seat = village.current_seat(state)
                assert seat is not None
                action = village.action_to_json(random.choice(village.legal_actions(state)))
                await service.apply(game.id, game.seats[seat].user_id, action, game.version)
                logged = await service.repo.actions(game.id)
                assert [a.seq for a in logged] == [*(a.seq for a in moves), len(moves) + 1]
                assert logged[-1].version == game.version + 1
                fresh = await service.open_lobby(
                    kind="goofspiel", guild_id=12, channel_id=140, host_id=8
                )
                assert fresh.id == ids["next"]  # past the discarded lobby's id too
                assert (await service.game(ids["cancelled"])).status is Status.CANCELLED

        asyncio.run(the_copy_serves_the_bot())


def test_a_copy_between_two_sqlite_files_is_the_same_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "a.db", tmp_path / "b.db"
    asyncio.run(populate(source))
    target.touch()  # an empty file, made beforehand, is an empty target
    before = digests(source)
    code, lines, err = run(capsys, "copy-db", str(source), str(target))
    assert (code, err) == (0, ""), lines
    copied_ok(lines, str(source), str(target), sqlite_rows(source))
    assert sqlite_rows(target) == sqlite_rows(source)
    assert digests(source) == before  # the source is only read


def test_an_older_sqlite_schema_is_copied_upgraded_and_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "old.db", tmp_path / "new.db"
    write_schema_1(source)
    before = digests(source)
    code, lines, _ = run(capsys, "copy-db", str(source), str(target))
    assert code == 0
    assert lines[0].startswith(f"note: {source} has schema version 1; it was copied from an ")
    assert digests(source) == before
    assert sqlite_rows(target)["games"][0][1:3] == ("village", 1)


# --- refusals: one line, nothing written -------------------------------------------------------


def test_a_target_that_holds_games_is_refused_with_nothing_written(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source, other = tmp_path / "hoard.db", tmp_path / "other.db"
    asyncio.run(populate(source))
    asyncio.run(populate(other))
    with empty_schema(postgres_url) as url:
        assert run(capsys, "copy-db", str(source), url)[0] == 0
        held = asyncio.run(postgres_rows(url, sqlite_rows(source), source))
        for target in (url, str(other)):
            before = digests(other)
            code, lines, err = run(capsys, "copy-db", str(source), target)
            assert (code, lines) == (2, [])
            assert err.count("\n") == 1 and " already holds data (games: 8, " in err, err
            assert err.rstrip().endswith("nothing was written")
            assert digests(other) == before
        assert asyncio.run(postgres_rows(url, held, source)) == held


def test_an_unreachable_database_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "hoard.db"
    asyncio.run(populate(source))
    code, _, err = run(capsys, "copy-db", str(source), "postgresql://127.0.0.1:1/hoard")
    assert code == 2 and err.count("\n") == 1
    assert err.startswith("hoard: cannot reach the PostgreSQL database 'hoard' at 127.0.0.1:1 ")
    code, _, err = run(capsys, "copy-db", "postgresql://127.0.0.1:1/hoard", str(tmp_path / "n.db"))
    assert code == 2 and err.startswith("hoard: cannot reach ")
    assert not (tmp_path / "n.db").exists()


def test_a_postgresql_source_without_a_hoard_schema_is_one_line(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with empty_schema(postgres_url) as url:
        code, _, err = run(capsys, "copy-db", url, str(tmp_path / "n.db"))
        assert (code, err.count("\n")) == (2, 1)
        assert "holds no Hoard database" in err
    assert not (tmp_path / "n.db").exists()


def test_a_copy_that_fails_midway_leaves_no_target_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    source, target = tmp_path / "hoard.db", tmp_path / "copy.db"
    asyncio.run(populate(source))

    async def full(*args: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(copying, "_write", full)
    code, _, err = run(capsys, "copy-db", str(source), str(target))
    assert code == 2
    assert err == (
        f"hoard: copying {source} into {target} failed (database or disk is full); nothing was "
        "written: run check-db on the source to see whether it is damaged\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hoard.db"]


def test_a_database_is_not_copied_onto_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "hoard.db"
    asyncio.run(populate(source))
    code, _, err = run(capsys, "copy-db", str(source), f"sqlite:///{source}")
    assert code == 2
    assert err == f"hoard: SOURCE and TARGET are the same database ({source}): name two\n"


def test_an_older_postgresql_source_is_refused_until_the_bot_upgrades_it(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "hoard.db"
    asyncio.run(populate(source))
    with empty_schema(postgres_url) as url:
        assert run(capsys, "copy-db", str(source), url)[0] == 0

        async def downgrade() -> None:
            conn = await asyncpg.connect(url)
            await conn.execute("UPDATE schema_version SET version = version - 1")
            await conn.close()

        asyncio.run(downgrade())
        code, _, err = run(capsys, "copy-db", url, str(tmp_path / "back.db"))
        assert code == 2 and err.count("\n") == 1
        assert "older than this bot's" in err and "start the bot once on it" in err
        assert not (tmp_path / "back.db").exists()


# --- the other maintenance commands on PostgreSQL ----------------------------------------------


def test_check_db_ratings_and_forget_work_on_postgresql(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "hoard.db"
    ids = asyncio.run(populate(source))
    with empty_schema(postgres_url) as url:
        assert run(capsys, "copy-db", str(source), url)[0] == 0

        async def damage() -> Any:
            conn = await asyncpg.connect(url)
            await conn.execute(
                "UPDATE games SET state_json = '{oops' WHERE id = $1", ids["running"]
            )
            await conn.execute("UPDATE ratings SET mu = mu + 1")
            await conn.close()

        asyncio.run(damage())
        code, lines, _ = run(capsys, "check-db", "--database", url)
        assert code == 1
        assert lines[0].startswith("database: the ratings differ from a rebuild")
        assert lines[1].startswith(f"game {ids['running']}: cannot be read or replayed: ")
        assert lines[2].endswith(": 1 with problems; nothing was changed (run again with --repair "
                                 "to mark the 1 unreadable game broken)")  # fmt: skip
        assert "SQLite" not in " ".join(lines)

        code, lines, _ = run(capsys, "ratings", "--database", url)
        assert code == 0 and lines[0].startswith("rebuilt the ratings of PostgreSQL database ")
        code, lines, _ = run(capsys, "check-db", "--repair", "--database", url)
        assert code == 1 and lines[-1].endswith("1 with problems; marked 1 broken")

        code, _, err = run(capsys, "forget", "2", "--database", url)
        assert code == 2 and err.startswith("hoard: forget would remove member 2's 1 preference")
        code, lines, _ = run(capsys, "forget", "2", "--yes", "--database", url)
        assert code == 0 and lines[0].startswith("forget: member 2: removed 1 preference")

        async def prefs() -> list[Any]:
            async with bot_on(url) as service:
                return [await service.notify_dm(2), await service.hides_stats(3)]

        assert asyncio.run(prefs()) == [False, True]


def test_backup_and_restore_refuse_a_postgresql_url_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for args in (["backup", str(tmp_path / "b.db")], ["restore", str(tmp_path / "b.db")]):
        code, _, err = run(capsys, *args, "--database", "postgresql://127.0.0.1/hoard")
        assert code == 2
        assert err == (
            f"hoard: --database names a PostgreSQL database, and {args[0]} works on a SQLite "
            "file only: use pg_dump and pg_restore for PostgreSQL\n"
        )
