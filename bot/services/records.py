"""The records the services answer with, for the layers above (which never import storage)."""

from bot.storage.records import (
    STOPPED,
    ActionPage,
    ActionRecord,
    Forgotten,
    GameRecord,
    Holiday,
    Schedule,
    SeatRecord,
    Status,
)

__all__ = [
    "STOPPED",
    "ActionPage",
    "ActionRecord",
    "Forgotten",
    "GameRecord",
    "Holiday",
    "Schedule",
    "SeatRecord",
    "Status",
]
