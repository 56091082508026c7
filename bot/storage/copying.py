"""Copy a whole database into an empty one, SQLite or PostgreSQL either way (``copy-db``).

Every table the migrations made is copied row for row, ids included, in one transaction on
the target: a failure leaves the target as it was. The tables and their columns are read from
the two schemas (so a table a later migration adds is copied without a change here), and
must be the same on both sides.

- The trigger that logs a move fires on an UPDATE of a game, never on the INSERT that copies
  it: the move log copied is the source's, entry for entry, and no trigger needs turning off
  (PostgreSQL's ``session_replication_role``, which would, needs a superuser).
- The counters that hand out ids go along: PostgreSQL's identity sequences are set to the
  highest id or SQLite's ``sqlite_sequence``, whichever is higher (an id handed out once, say
  to a discarded lobby, is never handed out again), and back on SQLite ``sqlite_sequence``
  gets PostgreSQL's counter. SQLite's implicit ``rowid`` of a table (the seats' join order) is
  copied as PostgreSQL's ``rowid`` column, and back.
- ``meta`` (facts about the installation, such as the synced commands' hash) is replaced by the
  source's; any other row already in the target refuses the copy (``TargetNotEmpty``).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg

from bot.storage.database import Database
from bot.storage.files import DatabaseRefused, unreachable
from bot.storage.pgconn import PgConnection
from bot.storage.postgres import PostgresDatabase, refusal
from bot.storage.store import Backend, Conn

BATCH = 2_000
"""Rows read from the source, and written to the target, at a time."""

OWN = frozenset({"schema_version"})
"""PostgreSQL's record of the migrations applied: each database keeps its own."""

REPLACED = frozenset({"meta"})
"""Tables whose rows in the target the source's replace (anything else must be empty)."""

NAME = re.compile(r"[a-z_][a-z0-9_]*")


class TargetNotEmpty(DatabaseRefused):
    """The target already holds data: a copy would mix two bots' games."""


class SchemasDiffer(DatabaseRefused):
    """The two databases do not have the same tables and columns."""


@dataclass(frozen=True, slots=True)
class Table:
    """A table as the copy sees it: its columns, the tables its rows refer to, its counter."""

    name: str
    columns: tuple[str, ...]
    parents: frozenset[str]
    counter: str | None
    """The column whose values a counter hands out (SQLite's AUTOINCREMENT, an identity)."""


def where(db: Backend) -> str:
    """Name a database for an admin (a PostgreSQL URL without its password)."""
    if isinstance(db, Database):
        return str(db.path)
    return db.where


def _name(text: object) -> str:
    name = str(text)
    if not NAME.fullmatch(name):
        raise SchemasDiffer(f"a table or column named {name!r} cannot be copied")
    return name


async def layout(db: Backend, conn: Conn) -> dict[str, Table]:
    """Read the tables to copy (all but ``OWN``) from the schema of ``db``."""
    if isinstance(conn, PgConnection):
        return await _pg_layout(conn)
    assert isinstance(conn, aiosqlite.Connection)
    return await _sqlite_layout(conn)


async def _sqlite_layout(conn: aiosqlite.Connection) -> dict[str, Table]:
    tables = {}
    rows = await conn.execute_fetchall(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' "
        "AND name NOT LIKE 'sqlite!_%' ESCAPE '!' ORDER BY name"
    )
    for name, sql in rows:
        if name in OWN:
            continue
        info = list(await conn.execute_fetchall(f"PRAGMA table_info({_name(name)})"))
        columns = [_name(r[1]) for r in info]
        keys = [r for r in info if r[5]]
        alias = len(keys) == 1 and str(keys[0][2]).upper() == "INTEGER"
        text = " ".join(str(sql).upper().split())
        if not alias and not text.endswith("WITHOUT ROWID"):
            columns.append("rowid")  # the implicit one: the order rows were added in
        parents = {
            str(r[2]) for r in await conn.execute_fetchall(f"PRAGMA foreign_key_list({name})")
        }
        counter = str(keys[0][1]) if alias and "AUTOINCREMENT" in text else None
        tables[name] = Table(name, tuple(columns), frozenset(parents - {name}), counter)
    return tables


async def _pg_layout(conn: PgConnection) -> dict[str, Table]:
    columns: dict[str, list[str]] = {}
    counters: dict[str, str] = {}
    for table, column, identity in await conn.raw.fetch(
        "SELECT c.table_name, c.column_name, c.is_identity FROM information_schema.columns c "
        "JOIN information_schema.tables t USING (table_schema, table_name) "
        "WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' "
        "ORDER BY c.table_name, c.ordinal_position"
    ):
        if table in OWN:
            continue
        columns.setdefault(_name(table), []).append(_name(column))
        if identity == "YES":
            counters[table] = column
    parents: dict[str, set[str]] = {}
    for child, parent in await conn.raw.fetch(
        "SELECT c.relname, p.relname FROM pg_constraint k "
        "JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid "
        "WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace"
    ):
        parents.setdefault(child, set()).add(parent)
    return {
        name: Table(
            name, tuple(cols), frozenset(parents.get(name, set()) - {name}), counters.get(name)
        )
        for name, cols in columns.items()
    }


def in_order(tables: Mapping[str, Table]) -> list[Table]:
    """Order the tables so that a table comes after every table its rows refer to."""
    done: list[Table] = []
    left = dict(sorted(tables.items()))
    while left:
        ready = [t for t in left.values() if t.parents <= {d.name for d in done}]
        if not ready:  # a cycle (none in Hoard's schema): keep the rest as they are
            ready = list(left.values())
        for table in ready:
            done.append(table)
            del left[table.name]
    return done


def same_tables(source: Mapping[str, Table], target: Mapping[str, Table]) -> str | None:
    """Say how the two schemas' tables and columns differ (None: they are the same)."""
    missing = sorted(set(source) - set(target))
    extra = sorted(set(target) - set(source))
    if missing or extra:
        said = [f"only the source has {', '.join(missing)}"] if missing else []
        said += [f"only the target has {', '.join(extra)}"] if extra else []
        return "; ".join(said)
    for name, table in sorted(source.items()):
        if set(table.columns) != set(target[name].columns):
            theirs = set(target[name].columns)
            return (
                f"the columns of {name} differ ({', '.join(sorted(set(table.columns) ^ theirs))})"
            )
    return None


async def count(conn: Conn, table: str) -> int:
    """Return how many rows ``table`` holds."""
    rows = list(await conn.execute_fetchall(f"SELECT COUNT(*) FROM {_name(table)}"))
    return int(rows[0][0])


async def row_counts(db: Backend) -> dict[str, int]:
    """Return how many rows each table to copy holds, in one snapshot."""
    async with db.read() as conn:
        tables = await layout(db, conn)
        return {t.name: await count(conn, t.name) for t in in_order(tables)}


async def holdings(db: Backend) -> dict[str, int]:
    """Return the tables of ``db`` (but ``meta``) that hold rows, and how many."""
    counts = await row_counts(db)
    return {name: n for name, n in counts.items() if n and name not in REPLACED}


def refuse_holdings(db: Backend, held: Mapping[str, int]) -> None:
    """Refuse a target that holds data (``held``: rows per table), in one line."""
    if held:
        shown = ", ".join(f"{name}: {n}" for name, n in held.items())
        raise TargetNotEmpty(
            f"the target {where(db)} already holds data ({shown}): copy into an empty database "
            "(a new file, or a new PostgreSQL database: createdb), or empty this one yourself "
            "first; nothing was written"
        )


@asynccontextmanager
async def snapshot(db: Backend) -> AsyncIterator[Conn]:
    """Read ``db`` in one snapshot (a PostgreSQL read is one already; SQLite's needs BEGIN)."""
    async with db.read() as conn:
        if isinstance(conn, PgConnection):
            yield conn
            return
        await conn.execute("BEGIN")
        try:
            yield conn
        finally:
            await conn.execute("ROLLBACK")


async def _batches(conn: Conn, table: Table, columns: str) -> AsyncIterator[list[tuple[Any, ...]]]:
    sql = f"SELECT {columns} FROM {table.name}"
    if isinstance(conn, PgConnection):
        batch: list[tuple[Any, ...]] = []
        async for record in conn.raw.cursor(sql, prefetch=BATCH):
            batch.append(tuple(record))
            if len(batch) == BATCH:
                yield batch
                batch = []
        if batch:
            yield batch
        return
    async with conn.execute(sql) as cursor:
        while rows := await cursor.fetchmany(BATCH):
            yield [tuple(r) for r in rows]


async def _write(conn: Conn, table: Table, columns: tuple[str, ...], rows: list[Any]) -> None:
    if isinstance(conn, PgConnection):  # COPY: fast, and it writes identity columns as given
        await conn.raw.copy_records_to_table(table.name, records=rows, columns=list(columns))
        return
    marks = ", ".join("?" * len(columns))
    await conn.executemany(
        f"INSERT INTO {table.name} ({', '.join(columns)}) VALUES ({marks})", rows
    )


async def _counter(conn: Conn, table: Table) -> int:
    """Return the last value the table's counter handed out (0: none)."""
    assert table.counter is not None
    if isinstance(conn, PgConnection):
        value = await conn.raw.fetchval(
            "SELECT pg_sequence_last_value(pg_get_serial_sequence($1, $2))",
            table.name,
            table.counter,
        )
        return int(value or 0)
    rows = list(
        await conn.execute_fetchall("SELECT seq FROM sqlite_sequence WHERE name = ?", (table.name,))
    )
    return int(rows[0][0]) if rows else 0


async def _set_counter(conn: Conn, table: Table, value: int) -> None:
    """Make the table's counter hand out ids past ``value`` and past every id it holds."""
    assert table.counter is not None
    top = list(
        await conn.execute_fetchall(f"SELECT COALESCE(MAX({table.counter}), 0) FROM {table.name}")
    )
    value = max(value, int(top[0][0]))
    if isinstance(conn, PgConnection):
        await conn.raw.execute(
            "SELECT setval(pg_get_serial_sequence($1, $2), $3, $4)",
            table.name,
            table.counter,
            max(value, 1),
            value > 0,
        )
        return
    await conn.execute("DELETE FROM sqlite_sequence WHERE name = ?", (table.name,))
    if value:
        await conn.execute(
            "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", (table.name, value)
        )


async def copy_database(source: Backend, target: Backend) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``target``, in one transaction on it.

    Returns the rows copied per table (in the order copied). Refuses, writing nothing, a
    target that holds data (``TargetNotEmpty``) or whose tables differ (``SchemasDiffer``).
    """
    async with snapshot(source) as read, target.transaction() as write:
        tables = await layout(source, read)
        theirs = await layout(target, write)
        differ = same_tables(tables, theirs)
        if differ is not None:
            raise SchemasDiffer(
                f"the tables of {where(source)} and {where(target)} differ ({differ}): both "
                "must have this bot's schema; nothing was written"
            )
        order = in_order(tables)
        held = {t.name: await count(write, t.name) for t in order if t.name not in REPLACED}
        refuse_holdings(target, {name: n for name, n in held.items() if n})
        copied: dict[str, int] = {}
        for table in order:
            if table.name in REPLACED:
                await write.execute(f"DELETE FROM {table.name}")
            columns = table.columns
            listed = ", ".join(columns)
            copied[table.name] = 0
            async for rows in _batches(read, table, listed):
                await _write(write, table, columns, rows)
                copied[table.name] += len(rows)
        for table in order:
            mine = theirs[table.name]
            if mine.counter is not None:
                value = await _counter(read, table) if table.counter is not None else 0
                await _set_counter(write, mine, value)
    return copied


@asynccontextmanager
async def opened_target(target: Path | str, *, synchronous: str) -> AsyncIterator[Backend]:
    """Open the target of a copy, refusing one that holds data before anything is written.

    An existing file, or a PostgreSQL database with a schema, is looked at first without a
    change (the schema is brought up to date only once it is known to be empty). A SQLite file
    this made is removed again if the copy fails, so a second try starts from nothing.
    """
    if isinstance(target, str):
        pg = await PostgresDatabase.connect(target, max_size=2)
        try:
            if await pg.schema_version() > 0:
                refuse_holdings(pg, await holdings(pg))
            try:
                await pg.migrate()
            except asyncpg.PostgresError as err:
                raise refusal(target, err) from None
            yield pg
        finally:
            await pg.close()
        return
    try:
        made = not target.exists()
        blank = not made and target.is_file() and target.stat().st_size == 0  # a touched file
    except OSError as err:
        raise unreachable(target, err) from None
    if not made and not blank:
        look = await Database.open_readonly(target)
        try:
            refuse_holdings(look, await holdings(look))
        finally:
            await look.close()
    db = await Database.open(target, synchronous=synchronous)
    try:
        yield db
    except BaseException:
        await db.close()
        if made:
            for path in (target, *(target.with_name(target.name + s) for s in ("-wal", "-shm"))):
                path.unlink(missing_ok=True)
        raise
    await db.close()
