"""Open the database a setting names: a SQLite file (the default) or a PostgreSQL URL."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.storage.database import Database
from bot.storage.files import file_problems, require_file
from bot.storage.postgres import PostgresDatabase, describe, is_postgres_url
from bot.storage.store import Backend

Target = Path | str
"""A database as the maintenance commands take it: a SQLite file, or a PostgreSQL URL."""


async def open_database(target: Path | str, *, synchronous: str = "NORMAL") -> Backend:
    """Open ``target`` for the bot: ``postgresql://…`` or ``postgres://…`` on PostgreSQL, else
    SQLite.

    ``synchronous`` is SQLite's fsync policy (PostgreSQL's server keeps its own). A SQLite
    file's header is checked, not the whole file: the bot checks that once it serves
    (``bot.storage.files.file_problems``), and ``python -m bot check-db`` does too.
    """
    if is_postgres_url(target):
        return await PostgresDatabase.open(str(target))
    return await Database.open(Path(target), synchronous=synchronous, full_check=False)


async def file_damage(db: Backend) -> list[str] | None:
    """Return what SQLite's integrity check finds in the bot's open database file ([]: nothing;
    None: not a file, PostgreSQL checks its own), read in a thread on a connection of its own."""
    if not isinstance(db, Database) or str(db.path) == ":memory:":
        return None
    return await asyncio.to_thread(file_problems, db.path)


def where(db: Backend) -> str:
    """Name the open database for the log (a PostgreSQL URL without its password)."""
    if isinstance(db, PostgresDatabase):
        return describe(db.url)
    return str(db.path.resolve()) if str(db.path) != ":memory:" else ":memory:"


def named(target: Target) -> str:
    """Name a database for an admin (a PostgreSQL URL without its password)."""
    return describe(target) if isinstance(target, str) else str(target)


async def open_to_read(target: Target) -> Backend:
    """Open an existing database only to read it: nothing can be written through it.

    A SQLite file of an older schema is read through an upgraded copy in memory; a PostgreSQL
    database must have this bot's schema (upgrading it would be a write).
    """
    if isinstance(target, Path):
        return await Database.open_readonly(target)
    db = await PostgresDatabase.connect(target, readonly=True, max_size=2)
    try:
        await db.require_current()
    except BaseException:
        await db.close()
        raise
    return db


async def open_to_write(target: Target, *, synchronous: str = "NORMAL") -> Backend:
    """Open an existing database to change it, bringing its schema up to date."""
    if isinstance(target, str):
        return await PostgresDatabase.open(target, max_size=2)
    require_file(target)
    return await Database.open(target, synchronous=synchronous)
