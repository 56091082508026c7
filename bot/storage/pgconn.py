"""The PostgreSQL connection as the repositories use it: aiosqlite's few methods over asyncpg.

The repositories write their SQL once, with SQLite's ``?`` (and ``:name``) parameters; this
adapter turns them into PostgreSQL's ``$1, $2 …`` (once per distinct statement, cached) and
answers ``execute`` (with ``rowcount``), ``execute_fetchall`` and ``executemany`` as aiosqlite
does. Rows are asyncpg ``Record``s, read by name or by index like ``aiosqlite.Row``.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Mapping
from functools import lru_cache
from types import TracebackType
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

Parameters = Iterable[Any] | Mapping[str, Any] | None


@lru_cache(maxsize=1024)
def to_dollar(sql: str) -> tuple[str, tuple[str, ...]]:
    """Rewrite ``?`` and ``:name`` parameters as ``$n``; return the SQL and the names in order.

    Quoted text ('…' and "…") is left alone, and so is a ``::type`` cast.
    """
    out: list[str] = []
    names: list[str] = []
    count = 0
    i, quote = 0, ""
    while i < len(sql):
        c = sql[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "?":
            count += 1
            c = f"${count}"
        elif c == ":" and sql[i + 1 : i + 2] == ":":
            c, i = "::", i + 1
        elif c == ":" and (sql[i + 1 : i + 2].isalpha() or sql[i + 1 : i + 2] == "_"):
            end = i + 1
            while end < len(sql) and (sql[end].isalnum() or sql[end] == "_"):
                end += 1
            name = sql[i + 1 : end]
            if name not in names:
                names.append(name)
            c, i = f"${names.index(name) + 1}", end - 1
        out.append(c)
        i += 1
    if count and names:
        raise ValueError(f"a statement mixes ? and :name parameters: {sql[:60]!r}")
    return "".join(out), tuple(names)


def bind(sql: str, parameters: Parameters) -> tuple[str, list[Any]]:
    """Return the PostgreSQL statement and its arguments in order."""
    text, names = to_dollar(sql)
    if parameters is None:
        return text, []
    if isinstance(parameters, Mapping):
        return text, [parameters[n] for n in names]
    return text, list(parameters)


def rows_touched(status: str) -> int:
    """Read the number of rows out of a command tag ("UPDATE 1", "INSERT 0 3", "DELETE 0")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else -1


class PgCursor:
    """What a statement returned: its rows (a SELECT) and the number of rows it touched."""

    lastrowid = None
    """Never known here: an INSERT that needs its id says ``RETURNING id``."""

    def __init__(self, rows: list[asyncpg.Record], rowcount: int) -> None:
        self.rows = rows
        self.rowcount = rowcount

    async def fetchone(self) -> asyncpg.Record | None:
        """Return the first row, or None."""
        return self.rows[0] if self.rows else None

    async def fetchall(self) -> list[asyncpg.Record]:
        """Return every row."""
        return self.rows


class PgStatement:
    """A statement to run: awaited, or used as ``async with`` (as aiosqlite's ``execute``)."""

    def __init__(self, conn: PgConnection, sql: str, parameters: Parameters) -> None:
        self.conn, self.sql, self.parameters = conn, sql, parameters

    async def run(self) -> PgCursor:
        """Run it: a SELECT keeps its rows, any other statement its number of rows."""
        text, args = bind(self.sql, self.parameters)
        raw = self.conn.raw
        if text.lstrip()[:6].upper() in ("SELECT", "WITH ", "VALUES"):
            rows = await raw.fetch(text, *args)
            return PgCursor(rows, len(rows))
        return PgCursor([], rows_touched(await raw.execute(text, *args)))

    def __await__(self) -> Generator[Any, None, PgCursor]:
        return self.run().__await__()

    async def __aenter__(self) -> PgCursor:
        return await self.run()

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        err: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        return None


class PgConnection:
    """One pooled asyncpg connection, lent for one ``read()``, ``write()`` or transaction."""

    dialect = "postgresql"

    def __init__(self, raw: PoolConnectionProxy[asyncpg.Record]) -> None:
        self.raw = raw

    def execute(self, sql: str, parameters: Parameters = None) -> PgStatement:
        """Run one statement (await it, or ``async with`` it for a cursor)."""
        return PgStatement(self, sql, parameters)

    async def execute_fetchall(self, sql: str, parameters: Parameters = None) -> list[Any]:
        """Run one statement and return its rows."""
        text, args = bind(sql, parameters)
        return list(await self.raw.fetch(text, *args))

    async def executemany(self, sql: str, parameters: Iterable[Iterable[Any]]) -> None:
        """Run one statement once per group of arguments (nothing for none)."""
        groups = [list(p) for p in parameters]
        if groups:
            await self.raw.executemany(bind(sql, None)[0], groups)

    async def serialise(self, name: str) -> None:
        """Hold the lock ``name`` until this transaction ends (where SQLite's single writer
        serialised a read-modify-write, PostgreSQL's writers need it said)."""
        await self.raw.execute("SELECT pg_advisory_xact_lock(hashtext($1))", f"hoard:{name}")
