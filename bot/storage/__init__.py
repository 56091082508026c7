"""Storage: the only place with SQL. SQLite (one connection) or PostgreSQL (a pool), migrations,
typed repositories."""

from bot.storage.backends import file_damage, open_database
from bot.storage.clock import ClaimTaken
from bot.storage.database import (
    Database,
    DatabaseDamaged,
    DatabaseInUse,
    DatabaseMissing,
    DatabaseNotWritable,
    DatabaseRefused,
    DatabaseTooNew,
)
from bot.storage.games import ChannelTaken, VersionConflict
from bot.storage.members import MemberSeated
from bot.storage.postgres import PostgresDatabase, is_postgres_url
from bot.storage.records import (
    STOPPED,
    ActionPage,
    ActionRecord,
    ClockEntry,
    Forgotten,
    GameRecord,
    Holiday,
    Schedule,
    SeatRecord,
    Status,
)
from bot.storage.repository import GameRepository
from bot.storage.shards import Shards
from bot.storage.store import Backend

__all__ = [
    "STOPPED",
    "ActionPage",
    "ActionRecord",
    "Backend",
    "ChannelTaken",
    "ClaimTaken",
    "ClockEntry",
    "Database",
    "DatabaseDamaged",
    "DatabaseInUse",
    "DatabaseMissing",
    "DatabaseNotWritable",
    "DatabaseRefused",
    "DatabaseTooNew",
    "Forgotten",
    "GameRecord",
    "GameRepository",
    "Holiday",
    "MemberSeated",
    "PostgresDatabase",
    "Schedule",
    "SeatRecord",
    "Shards",
    "Status",
    "VersionConflict",
    "file_damage",
    "is_postgres_url",
    "open_database",
]
