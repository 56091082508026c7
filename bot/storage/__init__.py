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
from bot.storage.games import ChannelTaken, VersionConflict
from bot.storage.members import MemberSeated
from bot.storage.records import (
    STOPPED,
    ActionPage,
    ActionRecord,
    Forgotten,
    GameRecord,
    Schedule,
    SeatRecord,
    Status,
)
from bot.storage.repository import GameRepository

__all__ = [
    "STOPPED",
    "ActionPage",
    "ActionRecord",
    "ChannelTaken",
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
    "MemberSeated",
    "Schedule",
    "SeatRecord",
    "Status",
    "VersionConflict",
]
