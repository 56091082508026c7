"""The holidays repository: members' holidays (``/hoard away``) and the games they sit in."""

from __future__ import annotations

from collections.abc import Collection

from bot.storage.records import Holiday
from bot.storage.store import Row, Store

HOLIDAY_COLUMNS = "user_id, started_at, until_at, ended_at, reason"


class HolidayStore(Store):
    """Typed access to the holidays table."""

    async def start_holiday(self, holiday: Holiday) -> None:
        """Store a new holiday, ending the member's current one (if any) at its start."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE holidays SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL "
                "AND until_at > ?",
                (holiday.started_at, holiday.user_id, holiday.started_at),
            )
            await conn.execute(
                f"INSERT INTO holidays ({HOLIDAY_COLUMNS}) VALUES (?, ?, ?, NULL, ?)",
                (holiday.user_id, holiday.started_at, holiday.until_at, holiday.reason),
            )

    async def end_holiday(self, user_id: int, now: str) -> bool:
        """End a member's current holiday now; False if they had none."""
        async with self.db.write() as conn:
            cur = await conn.execute(
                "UPDATE holidays SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL "
                "AND until_at > ? AND started_at <= ?",
                (now, user_id, now, now),
            )
            return int(cur.rowcount) > 0

    async def holidays_since(self, user_ids: Collection[int], since: str) -> list[Holiday]:
        """Return the holidays of ``user_ids`` that had not ended by ``since``, oldest first
        (the current ones, and the earlier ones an allowance counts)."""
        if not user_ids:
            return []
        marks = ", ".join("?" for _ in user_ids)
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {HOLIDAY_COLUMNS} FROM holidays WHERE user_id IN ({marks}) "
                "AND until_at > ? AND (ended_at IS NULL OR ended_at > ?) "
                "ORDER BY user_id, started_at",
                (*user_ids, since, since),
            )
        return [holiday_of(r) for r in rows]

    async def running_games_of(self, user_id: int) -> list[int]:
        """Return the running games a member sits in, in every server."""
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                "SELECT g.id FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                "WHERE s.user_id = ? AND g.status = 'running' ORDER BY g.id",
                (user_id,),
            )
        return [int(r[0]) for r in rows]


def holiday_of(row: Row) -> Holiday:
    return Holiday(
        user_id=row["user_id"],
        started_at=row["started_at"],
        until_at=row["until_at"],
        ended_at=row["ended_at"],
        reason=row["reason"],
    )
