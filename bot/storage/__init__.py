"""Storage: the only place with SQL. One SQLite connection, migrations, typed repositories."""

from bot.storage.database import Database, DatabaseTooNew
from bot.storage.games import ChannelTaken, GameRepository, VersionConflict
from bot.storage.records import ActionRecord, GameRecord, SeatRecord, Status

__all__ = [
    "ActionRecord",
    "ChannelTaken",
    "Database",
    "DatabaseTooNew",
    "GameRecord",
    "GameRepository",
    "SeatRecord",
    "Status",
    "VersionConflict",
]
