"""PostgreSQL, the second backend: a pool of asyncpg connections behind ``Database``'s API.

Chosen by ``DATABASE_URL=postgresql://…`` (or ``postgres://…``, as Heroku and Railway set it);
SQLite stays the default. The driver is asyncpg, used directly behind a small adapter
(``bot.storage.pgconn``) rather than SQLAlchemy's async Core: the repositories keep their one
copy of plain SQL (``?`` parameters become ``$n``), the SQLite path stays exactly as fast and
as tested as it was, and one dependency is added instead of an ORM toolkit and a second
SQLite driver under it.

What differs from SQLite, and why:

- ``read()`` is a REPEATABLE READ, READ ONLY transaction, so the statements of one read agree
  (SQLite's one connection gave that for free); ``write()`` runs one statement on its own;
  ``transaction()`` is READ COMMITTED. A move's ``UPDATE … WHERE id = ? AND version = ?`` locks
  the game's row: a second writer waits, then finds the new version (zero rows, a
  ``VersionConflict``). The one read-modify-write across rows (the ratings, read and written
  in a finished game's last move) takes a transaction-scoped advisory lock
  (``PgConnection.serialise``) where SQLite's single writer serialised it.
- The numbered migrations are the same files; a number whose SQLite file PostgreSQL cannot run
  has its own file in ``migrations/postgres/`` (0001, 0003 and 0004: the identity column and the
  trigger that logs a move, a PL/pgSQL function here), and the others go through
  ``portable()``: SQLite's 64-bit INTEGER becomes BIGINT, its 8-byte REAL DOUBLE PRECISION, and
  ``WITHOUT ROWID`` goes. The version applied is kept in the table ``schema_version``, and
  migrating holds an advisory lock, so two processes starting at once migrate once.
- SQLite-only: the file checks, WAL checkpoints (``start_checkpoints`` does nothing), the
  integrity check of ``check-db``, ``backup`` and ``restore`` (PostgreSQL has pg_dump).
"""

from __future__ import annotations

import getpass
import logging
import os
import re
import socket
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import asyncpg

from bot.storage.batch import Refused, Step
from bot.storage.database import latest_version, migrations
from bot.storage.files import DatabaseForeign, DatabaseRefused, DatabaseTooNew
from bot.storage.pgconn import PgConnection

log = logging.getLogger(__name__)

SCHEMES = ("postgresql", "postgres")
MIGRATION_LOCK = 0x486F617264  # "Hoard": the advisory lock held while migrating
CONNECT_SECONDS = 10.0


def is_postgres_url(target: object) -> bool:
    """Say whether ``target`` is a PostgreSQL URL (``postgresql://…`` or ``postgres://…``)."""
    return isinstance(target, str) and target.split("://", 1)[0].lower() in SCHEMES


def describe(url: str) -> str:
    """Name a server, database and user for an admin, without the password: what the URL
    leaves out as asyncpg (like libpq) fills it in, from its query (``?user=…``), the PG*
    environment variables, and the login name of this process."""
    parts = urlsplit(url)
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    user = unquote(parts.username or "") or query.get("user") or os.environ.get("PGUSER")
    user = user or login_name()
    host = parts.hostname or query.get("host") or os.environ.get("PGHOST") or "localhost (socket)"
    try:
        port = parts.port or query.get("port") or os.environ.get("PGPORT") or 5432
    except ValueError:  # a port that is not a number: asyncpg says so when it connects
        port = "?"
    name = unquote(parts.path.lstrip("/")) or query.get("dbname") or query.get("database")
    name = name or os.environ.get("PGDATABASE") or user
    return f"PostgreSQL database {name!r} at {host}:{port} as user {user!r}"


def login_name() -> str:
    """The user this process runs as: the user a URL without one logs in as."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (a bare container)
        return f"uid {os.getuid()}" if hasattr(os, "getuid") else "(this login)"


def portable(sql: str) -> str:
    """Run a SQLite migration on PostgreSQL: 64-bit integers and reals, no WITHOUT ROWID."""
    sql = re.sub(r"\)\s*WITHOUT ROWID", ")", sql)
    sql = re.sub(r"\bINTEGER\b", "BIGINT", sql)
    return re.sub(r"\bREAL\b", "DOUBLE PRECISION", sql)


def postgres_migrations() -> list[tuple[int, str, str]]:
    """Return the numbered migrations as PostgreSQL runs them (number, file name, SQL)."""
    own = {
        int(e.name[:4]): (e.name, e.read_text(encoding="utf-8"))
        for e in resources.files("bot.storage.migrations").joinpath("postgres").iterdir()
        if e.name.endswith(".sql") and e.name[:4].isdigit()
    }
    out = []
    for number, name, sql in migrations():
        if number in own:
            out.append((number, f"postgres/{own[number][0]}", own[number][1]))
        else:
            out.append((number, name, portable(sql)))
    extra = sorted(set(own) - {n for n, _, _ in out})
    if extra:
        raise RuntimeError(f"PostgreSQL migrations without a SQLite migration: {extra}")
    return out


def refusal(url: str, err: BaseException) -> DatabaseRefused:
    """Turn what connecting said into one line that says what to fix."""
    where = describe(url)
    if isinstance(err, asyncpg.InvalidCatalogNameError):
        return DatabaseRefused(
            f"the {where} does not exist: create it (createdb, or your host's console) or fix "
            "the database name in DATABASE_URL"
        )
    if isinstance(
        err, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError
    ):
        return DatabaseRefused(
            f"the {where} refused the login ({err}): check the user and password in DATABASE_URL"
        )
    if isinstance(err, asyncpg.InsufficientPrivilegeError):
        return DatabaseRefused(
            f"the {where} refused a change ({err}): give this user the right to create "
            "tables in the database (GRANT CREATE), or use a database it owns"
        )
    if isinstance(err, socket.gaierror):
        return DatabaseRefused(
            f"cannot find the host of the {where} ({err.strerror or err}): check the host "
            "name in DATABASE_URL"
        )
    if isinstance(err, OSError | TimeoutError):
        reason = getattr(err, "strerror", None) or str(err) or type(err).__name__
        return DatabaseRefused(
            f"cannot reach the {where} ({reason}): start the server, or check the host and "
            "port in DATABASE_URL"
        )
    return DatabaseRefused(f"cannot use the {where}: {err}")


async def keep_session(raw: Any) -> None:
    """Return a connection to the pool as it is: one round trip saved per use.

    asyncpg rolls back a transaction left open before calling this (every transaction here is
    managed, so none is); its default reset also runs ``RESET ALL``, ``UNLISTEN *``, ``CLOSE
    ALL`` and unlocks session advisory locks, none of which the bot leaves behind (its settings
    are the connection's own, given at connect; its advisory locks end with their transaction).
    """


class PostgresDatabase:
    """A pool of connections to one PostgreSQL database (its schema: ``search_path``)."""

    readonly = False
    upgraded_from: int | None = None

    def __init__(self, pool: asyncpg.Pool, url: str, schema: str | None = None) -> None:
        self.pool = pool
        self.url = url
        self.schema = schema
        self.where = describe(url)
        self._closed = False

    @classmethod
    async def open(
        cls, url: str, *, schema: str | None = None, min_size: int = 1, max_size: int = 10
    ) -> PostgresDatabase:
        """Connect and bring the schema up to date; refuse (one line) what cannot be used.

        ``schema`` puts the tables in that schema (which must exist) instead of the user's
        default one (the tests use one throwaway schema each).
        """
        db = await cls.connect(url, schema=schema, min_size=min_size, max_size=max_size)
        try:
            await db.migrate()
        except asyncpg.PostgresError as err:
            await db.close()
            raise refusal(url, err) from None
        except BaseException:
            await db.close()
            raise
        return db

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        schema: str | None = None,
        min_size: int = 1,
        max_size: int = 10,
        readonly: bool = False,
    ) -> PostgresDatabase:
        """Connect without touching the schema (``open`` also migrates it).

        ``readonly``: every transaction of the pool is read-only, so nothing can be written
        through it (the maintenance commands' looks, and the source of a copy).
        """
        settings = {"search_path": schema} if schema else {}
        if readonly:
            settings["default_transaction_read_only"] = "on"
        dsn = "postgresql://" + url.split("://", 1)[1]
        try:
            pool = await asyncpg.create_pool(
                dsn,
                min_size=min_size,
                max_size=max_size,
                timeout=CONNECT_SECONDS,
                server_settings=settings,
                reset=keep_session,
            )
        except (asyncpg.PostgresError, OSError, TimeoutError) as err:
            raise refusal(url, err) from None
        db = cls(pool, url, schema)
        db.readonly = readonly
        return db

    async def require_current(self) -> None:
        """Refuse a database whose schema is not this bot's (none, older or newer)."""
        current, latest = await self.schema_version(), latest_version()
        if current == 0:
            raise DatabaseRefused(
                f"the {self.where} holds no Hoard database: check DATABASE_URL or the URL given"
            )
        if current > latest:
            raise DatabaseTooNew(
                f"the {self.where} has schema version {current}, but this version of the bot "
                f"knows only up to {latest}: upgrade the bot; the database was not modified"
            )
        if current < latest:
            raise DatabaseRefused(
                f"the {self.where} has schema version {current}, older than this bot's "
                f"{latest}: start the bot once on it (it upgrades the schema), then try again; "
                "the database was not modified"
            )

    async def close(self) -> None:
        """Close every connection of the pool (waiting for those lent out to come back)."""
        if self._closed:
            return
        self._closed = True
        await self.pool.close()

    def start_checkpoints(self, interval: float = 0.0) -> None:
        """Do nothing: checkpoints are SQLite's (PostgreSQL's server makes its own)."""

    async def stop_checkpoints(self) -> None:
        """Do nothing (see ``start_checkpoints``)."""

    # --- schema -----------------------------------------------------------------------------

    async def schema_version(self) -> int:
        """Return the number of the last migration applied (0: none, or no Hoard schema)."""
        async with self.pool.acquire() as raw:
            return await self._version(raw)

    @staticmethod
    async def _version(raw: Any) -> int:
        if await raw.fetchval("SELECT to_regclass('schema_version')") is None:
            return 0
        return int(await raw.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    async def migrate(self) -> int:
        """Apply every pending migration in one transaction (DDL included); return the version.

        An advisory lock makes a second process wait, then find nothing left to do.
        """
        known = postgres_migrations()
        latest = latest_version()
        async with self.pool.acquire() as raw, raw.transaction():
            await raw.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            current = await self._version(raw)
            if current > latest:
                raise DatabaseTooNew(
                    f"the {self.where} has schema version {current}, but this version of the "
                    f"bot knows only up to {latest}: upgrade the bot; the database was not "
                    "modified"
                )
            if current == 0:
                await self._refuse_foreign(raw)
                await raw.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                await raw.execute("INSERT INTO schema_version (version) VALUES (0)")
            for number, name, sql in known:
                if number > current:
                    log.info("applying migration %s", name)
                    await raw.execute(sql)
                    await raw.execute("UPDATE schema_version SET version = $1", number)
        return latest

    async def _refuse_foreign(self, raw: Any) -> None:
        tables = await raw.fetch(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema() ORDER BY table_name"
        )
        if tables:
            names = [str(r[0]) for r in tables]
            shown = ", ".join(names[:5]) + (", …" if len(names) > 5 else "")
            raise DatabaseForeign(
                f"the {self.where} holds another program's tables ({shown}) and no Hoard "
                "schema: point DATABASE_URL at an empty database; it was not changed"
            )

    # --- connections ------------------------------------------------------------------------

    @asynccontextmanager
    async def read(self) -> AsyncIterator[PgConnection]:
        """Lend a connection for reads that see one snapshot."""
        async with (
            self.pool.acquire() as raw,
            raw.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield PgConnection(raw)

    @asynccontextmanager
    async def query(self) -> AsyncIterator[PgConnection]:
        """Lend a connection for one reading statement (a statement sees one snapshot by
        itself: no transaction around it, one round trip)."""
        async with self.pool.acquire() as raw:
            yield PgConnection(raw)

    async def batch(self, steps: Sequence[Step]) -> None:
        """Run ``steps`` in one transaction: all are committed, or none (``Refused``: a step
        touched another number of rows than it expects). One statement needs no transaction
        around it (one round trip)."""
        async with self.pool.acquire() as raw:
            conn = PgConnection(raw)
            if len(steps) == 1:
                await _run_step(conn, 0, steps[0])
                return
            async with raw.transaction():
                for index, step in enumerate(steps):
                    await _run_step(conn, index, step)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[PgConnection]:
        """Lend a connection for one statement, atomic by itself."""
        async with self.pool.acquire() as raw:
            yield PgConnection(raw)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PgConnection]:
        """Lend a connection inside a transaction: all of it is committed, or none."""
        async with self.pool.acquire() as raw, raw.transaction():
            yield PgConnection(raw)


async def _run_step(conn: PgConnection, index: int, step: Step) -> None:
    cur = await conn.execute(step.sql, step.args)
    if step.rows is not None and cur.rowcount != step.rows:
        raise Refused(index)
