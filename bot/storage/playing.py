"""The games a member plays: every running game with a seat of theirs, on every server."""

from __future__ import annotations

from bot.storage.games import GameStore
from bot.storage.records import GameRecord


class PlayingStore(GameStore):
    """The games store, with the query across servers that ``/hoard mygames`` reads."""

    async def running_with(self, user_id: int) -> list[GameRecord]:
        """Return every running game where ``user_id`` holds a seat, on any server, oldest
        first (the seats' index by user finds them)."""
        async with self.db.read() as conn:
            return await self._load(
                conn,
                "status = 'running' AND id IN (SELECT game_id FROM seats WHERE user_id = ?)",
                (user_id,),
            )
