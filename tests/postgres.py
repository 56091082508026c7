"""The PostgreSQL server the storage and service tests also run on, and their throwaway schemas.

``HOARD_TEST_POSTGRES_URL`` names the server (``postgresql://user@host:port/database``; the
tests create a database of their own beside that one, or use it when the user may not create
databases). Unset, the tests try ``postgresql://127.0.0.1:5432/test`` as the machine's login
user: a machine without PostgreSQL runs those tests on SQLite only (and says so in pytest's
header), while CI (``CI=true``) runs them on PostgreSQL always, so an unreachable server
fails the run. ``HOARD_TEST_POSTGRES_URL=off`` turns PostgreSQL off.
"""

from __future__ import annotations

import asyncio
import os
import socket
import uuid
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, contextmanager
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.storage import PostgresDatabase
from tests.timing import ceiling

ENV = "HOARD_TEST_POSTGRES_URL"
DEFAULT = "postgresql://127.0.0.1:5432/test"
BOTH = ("storage", "services")
"""The test folders whose tests run on both databases."""


def _reachable(url: str) -> bool:
    parts = urlsplit(url)
    try:
        with socket.create_connection((parts.hostname or "127.0.0.1", parts.port or 5432), 0.5):
            return True
    except OSError:
        return False


def _plan() -> tuple[str | None, str]:
    """Return the server's URL (None: SQLite only) and the line pytest's header shows."""
    given = os.environ.get(ENV, "").strip()
    ci = os.environ.get("CI", "").lower() in ("1", "true", "yes")
    if given.lower() == "off":
        return None, f"postgresql: off ({ENV}=off): storage and service tests on SQLite only"
    url = given or DEFAULT
    shown = urlunsplit(urlsplit(url)._replace(netloc=urlsplit(url).hostname or ""))
    if given or ci or _reachable(url):
        return url, f"postgresql: storage and service tests on SQLite and on {shown}"
    return None, (
        f"postgresql: nothing answers at {shown}, so the storage and service tests run on "
        f"SQLite only; set {ENV}=postgresql://USER@HOST:PORT/DATABASE to run them on "
        "PostgreSQL too"
    )


URL, HEADER = _plan()


def _with_database(url: str, name: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{name}"))


@contextmanager
def session_database() -> Iterator[str]:
    """Create a database for this session and drop it at the end (or use the given one)."""
    assert URL is not None
    name = f"hoard_test_{os.getpid()}_{uuid.uuid4().hex[:8]}"

    async def run(sql: str) -> bool:
        conn = await asyncpg.connect(URL, timeout=ceiling())
        try:
            await conn.execute(sql)
        except asyncpg.InsufficientPrivilegeError:
            return False
        finally:
            await conn.close()
        return True

    def now(sql: str) -> bool:  # in a thread of its own: an event loop may be running here
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, run(sql)).result()

    made = now(f'CREATE DATABASE "{name}"')
    try:
        yield _with_database(URL, name) if made else URL
    finally:
        if made:
            now(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@asynccontextmanager
async def schema(url: str) -> AsyncIterator[PostgresDatabase]:
    """Open the bot's database in a new schema of ``url``'s database; drop the schema after."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url, timeout=ceiling())
    try:
        await admin.execute(f"CREATE SCHEMA {name}")
        db = await PostgresDatabase.open(url, schema=name, min_size=1, max_size=4)
        try:
            yield db
        finally:
            await db.close()
    finally:
        await admin.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        await admin.close()
