"""Storage: the only place with SQL. One SQLite connection, migrations, typed repositories."""

from bot.storage.database import (
    Database,
    DatabaseDamaged,
    DatabaseInUse,
    DatabaseMissing,
    DatabaseNotWritable,
    DatabaseRefused,
    DatabaseTooNew,
)
from bot.storage.games import ChannelTaken, GameRepository, VersionConflict
from bot.storage.records import STOPPED, ActionRecord, GameRecord, Schedule, SeatRecord, Status

__all__ = [
    "STOPPED",
    "ActionRecord",
    "ChannelTaken",
    "Database",
    "DatabaseDamaged",
    "DatabaseInUse",
    "DatabaseMissing",
    "DatabaseNotWritable",
    "DatabaseRefused",
    "DatabaseTooNew",
    "GameRecord",
    "GameRepository",
    "Schedule",
    "SeatRecord",
    "Status",
    "VersionConflict",
]
