"""The base of the repositories: each one reaches the tables it owns through the shared Database."""

from __future__ import annotations

from bot.storage.database import Database


class Store:
    """A repository over the one ``Database`` every repository of the bot shares."""

    def __init__(self, db: Database) -> None:
        self.db = db
