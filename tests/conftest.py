"""Shared fixtures: a real SQLite file per test, the service over it, an injectable clock."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.games import SPECS
from bot.services import GameService
from bot.storage import Backend, Database, GameRepository, PostgresDatabase
from bot.ui import picture_cache
from tests import postgres


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, start: datetime | None = None) -> None:
        self.moment = start or datetime(2026, 11, 29, 12, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "hoard.db"


@pytest.fixture
def backend() -> str:
    """The database the test runs on; the storage and service tests get both (``postgres``)."""
    return "sqlite"


@pytest.fixture
async def db(backend: str, request: pytest.FixtureRequest) -> AsyncIterator[Backend]:
    """The bot's database, migrated and empty: a SQLite file, or a throwaway PostgreSQL schema."""
    database: Backend
    if backend == "postgres":
        async with postgres.schema(request.getfixturevalue("postgres_url")) as database:
            yield database
        return
    database = await Database.open(request.getfixturevalue("db_path"))
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture(scope="session", autouse=True)
def pictures_workers() -> Iterator[None]:
    """Stop the process's picture workers at the end of the session (none left running)."""
    yield
    picture_cache.shared().close()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A database of its own for this test session on the test server, dropped at the end."""
    with postgres.session_database() as url:
        yield url


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Run the storage and service tests on PostgreSQL too, unless they are about SQLite:
    marked ``sqlite``, or naming the SQLite file (``db_path``)."""
    if (
        postgres.URL is not None
        and "backend" in metafunc.fixturenames
        and "db_path" not in metafunc.fixturenames
        and metafunc.definition.get_closest_marker("sqlite") is None
        and Path(metafunc.definition.path).parent.name in postgres.BOTH
    ):
        metafunc.parametrize("backend", ["sqlite", "postgres"])


def pytest_report_header() -> str:
    return postgres.HEADER


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without a PostgreSQL server, leave out the tests of PostgreSQL itself (the header says
    why and how to run them), rather than skip them."""
    if postgres.URL is not None:
        return
    left = [i for i in items if "postgres_url" in getattr(i, "fixturenames", ())]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [i for i in items if i not in left]


class RawSQL:
    """Raw SQL on the test's own database, SQLite or PostgreSQL (``?`` parameters, as in the
    repositories): to look at rows, or to damage them as a crash or a hand edit would."""

    def __init__(self, db: Backend) -> None:
        self.db = db

    async def rows(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """Return the rows of a query as tuples."""
        async with self.db.read() as conn:
            return [tuple(r) for r in await conn.execute_fetchall(sql, args)]

    async def run(self, sql: str, *args: Any) -> None:
        """Run one statement and commit it."""
        async with self.db.write() as conn:
            await conn.execute(sql, args)

    async def unchecked(self, sql: str, *args: Any) -> None:
        """Run one statement past the CHECK constraints, as a careless hand edit would."""
        async with self.db.write() as conn:
            if isinstance(self.db, Database):
                await conn.execute("PRAGMA ignore_check_constraints = ON")
            else:
                await conn.execute("ALTER TABLE games DROP CONSTRAINT IF EXISTS games_status_check")
            await conn.execute(sql, args)
            if isinstance(self.db, Database):
                await conn.execute("PRAGMA ignore_check_constraints = OFF")


Reopen = Callable[[], Awaitable[Backend]]


@pytest.fixture
def reopen(db: Backend) -> Reopen:
    """Open the test's database once more, as another process (or a restarted bot) would."""

    async def again() -> Backend:
        if isinstance(db, PostgresDatabase):
            return await PostgresDatabase.open(db.url, schema=db.schema, max_size=2)
        return await Database.open(db.path)

    return again


@pytest.fixture
def sql(db: Backend) -> RawSQL:
    return RawSQL(db)


@pytest.fixture
def repo(db: Backend) -> GameRepository:
    return GameRepository(db)


@pytest.fixture
def service(repo: GameRepository, clock: FakeClock) -> GameService:
    seeds = itertools.count(1000)
    return GameService(repo, specs=SPECS, clock=clock, seeds=lambda: next(seeds))


@pytest.fixture
def open_dir() -> Iterator[Path]:
    """A fresh folder every user may enter (pytest's own tmp_path is private to its owner)."""
    folder = Path(tempfile.mkdtemp(prefix="hoard-test-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for parent, folders, _ in os.walk(folder):  # top-down: opened before walked into
            for name in folders:
                os.chmod(os.path.join(parent, name), 0o755)
        shutil.rmtree(folder, ignore_errors=True)


# --- CI: a fresh clone runs every test ----------------------------------------------------

_SKIPPED: list[str] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped:
        _SKIPPED.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """On CI (``CI=true``) a skipped test fails the run: nothing may be skipped because a file
    or a tool is missing from a fresh clone."""
    if os.environ.get("CI", "").lower() in ("1", "true", "yes") and _SKIPPED:
        print(f"\nCI: {len(_SKIPPED)} test(s) skipped, which a fresh clone must not do:")
        for nodeid in _SKIPPED:
            print(f"  {nodeid}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
