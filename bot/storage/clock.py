"""The turn clock repository: games' reminders and deadlines, and the games gone quiet."""

from __future__ import annotations

from bot.storage.records import Schedule
from bot.storage.rows import schedule_sets
from bot.storage.store import Store


class ClockStore(Store):
    """When running games are due, stored on the games table (never a visible change)."""

    async def set_schedule(self, game_id: int, schedule: Schedule) -> None:
        """Store a game's turn clock (not a visible change: the version stays)."""
        sched_sets, sched_args = schedule_sets(schedule)
        async with self.db.write() as conn:
            await conn.execute(
                f"UPDATE games SET {sched_sets} WHERE id = ?", (*sched_args, game_id)
            )

    async def due(self, now: str, limit: int = 100) -> list[int]:
        """Return running games whose next reminder or deadline has come, soonest first."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id FROM games WHERE status = 'running' AND next_event_at <= ? "
                "ORDER BY next_event_at LIMIT ?",
                (now, limit),
            )
        return [r[0] for r in rows]

    async def next_event(self) -> str | None:
        """Return the soonest reminder or deadline of any running game."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT MIN(next_event_at) FROM games WHERE status = 'running'"
                )
            )
        return None if not rows or rows[0][0] is None else str(rows[0][0])

    async def quiet_since(self, before: str) -> list[tuple[int, int]]:
        """Return (game id, guild id) of open games unchanged since ``before``."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'running') "
                "AND updated_at < ? ORDER BY id",
                (before,),
            )
        return [(r[0], r[1]) for r in rows]
