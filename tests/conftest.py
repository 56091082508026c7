"""Shared fixtures: a real SQLite file per test, the service over it, an injectable clock."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.services import GameService
from bot.storage import Database, GameRepository


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
async def db(db_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(db_path)
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
def repo(db: Database) -> GameRepository:
    return GameRepository(db)


@pytest.fixture
def service(repo: GameRepository, clock: FakeClock) -> GameService:
    seeds = itertools.count(1000)
    return GameService(repo, clock=clock, seeds=lambda: next(seeds))


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
