"""The base of the repositories: each one reaches the tables it owns through the shared Database.

The database is SQLite's ``Database`` or ``PostgresDatabase``; both lend connections with the
same few methods (aiosqlite's ``execute``, ``execute_fetchall``, ``executemany``), so the
repositories hold one copy of their SQL.
"""

from __future__ import annotations

import sqlite3

import aiosqlite
import asyncpg

from bot.storage.database import Database
from bot.storage.pgconn import PgConnection
from bot.storage.postgres import PostgresDatabase

Backend = Database | PostgresDatabase
"""Where the repositories keep their tables."""

Conn = aiosqlite.Connection | PgConnection
"""A connection lent by ``read()``, ``write()`` or ``transaction()``."""

Row = aiosqlite.Row | asyncpg.Record
"""A row read by name or by index."""

INTEGRITY_ERRORS = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)
"""What a statement that breaks a constraint (a unique index, a key) raises."""


async def serialise(conn: Conn, name: str) -> None:
    """Make the transaction on ``conn`` the only one holding ``name`` until it ends.

    Nothing to do on SQLite, whose writers are serialised by BEGIN IMMEDIATE; PostgreSQL's
    take a transaction-scoped advisory lock.
    """
    if isinstance(conn, PgConnection):
        await conn.serialise(name)


class Store:
    """A repository over the one database every repository of the bot shares."""

    def __init__(self, db: Backend) -> None:
        self.db = db
