"""Open the database a setting names: a SQLite file (the default) or a PostgreSQL URL."""

from __future__ import annotations

from pathlib import Path

from bot.storage.database import Database
from bot.storage.postgres import PostgresDatabase, describe, is_postgres_url
from bot.storage.store import Backend


async def open_database(target: Path | str, *, synchronous: str = "NORMAL") -> Backend:
    """Open ``target``: ``postgresql://…`` or ``postgres://…`` on PostgreSQL, else SQLite.

    ``synchronous`` is SQLite's fsync policy (PostgreSQL's server keeps its own).
    """
    if is_postgres_url(target):
        return await PostgresDatabase.open(str(target))
    return await Database.open(Path(target), synchronous=synchronous)


def where(db: Backend) -> str:
    """Name the open database for the log (a PostgreSQL URL without its password)."""
    if isinstance(db, PostgresDatabase):
        return describe(db.url)
    return str(db.path.resolve()) if str(db.path) != ":memory:" else ":memory:"
