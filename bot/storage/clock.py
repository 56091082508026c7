"""The turn clock repository: games' reminders and deadlines, their claims, the games gone quiet.

With shards (several processes on one database), each process asks only for the games of the
servers it serves (``Shards``), and every reminder or timeout is claimed in the database
before anyone is told: a conditional UPDATE of the game's schedule (reminders) or the move's
version check (timeouts), with a ``clock_log`` row in the same transaction. A second process
that read the same due game finds the claim taken and does nothing.
"""

from __future__ import annotations

from bot.storage.records import ClockEntry, Schedule
from bot.storage.rows import schedule_sets
from bot.storage.shards import Shards, shard_filter
from bot.storage.store import INTEGRITY_ERRORS, Row, Store

CLOCK_LOG_COLUMNS = "game_id, deadline_at, kind, number, version, claimed_at, sent_at, posted"


class ClockStore(Store):
    """When running games are due, stored on the games table (never a visible change)."""

    async def claim_schedule(
        self,
        game_id: int,
        version: int,
        seen: Schedule,
        schedule: Schedule,
        *,
        reminder: int | None,
        now: str,
    ) -> bool:
        """Move a game's clock on from ``seen`` to ``schedule`` if nobody did meanwhile.

        The UPDATE holds only while the game is running at ``version`` with the clock
        ``seen`` (its next event and the reminders sent): otherwise another process (or a move)
        got there first and nothing is written (False). ``reminder``: the number of reminder
        points passed, logged in ``clock_log`` in the same transaction (the claim of that
        reminder); None when no reminder is due (only the next event moves).
        """
        sched_sets, sched_args = schedule_sets(schedule)
        async with self.db.transaction() as conn:
            cur = await conn.execute(
                f"UPDATE games SET {sched_sets} WHERE id = ? AND status = 'running' "
                "AND version = ? AND reminders_sent = ? AND next_event_at = ? AND deadline_at = ?",
                (
                    *sched_args,
                    game_id,
                    version,
                    seen.reminders_sent,
                    seen.next_event_at,
                    seen.deadline_at,
                ),
            )
            if cur.rowcount != 1:
                return False
            if reminder is not None:
                try:
                    await conn.execute(
                        f"INSERT INTO clock_log ({CLOCK_LOG_COLUMNS}) "
                        "VALUES (?, ?, 'reminder', ?, ?, ?, NULL, NULL)",
                        (game_id, seen.deadline_at, reminder, version, now),
                    )
                except INTEGRITY_ERRORS:
                    raise ClaimTaken(game_id) from None
        return True

    async def told(
        self,
        game_id: int,
        deadline_at: str,
        kind: str,
        number: int,
        now: str,
        posted: bool = True,
    ) -> None:
        """Record that the players were told of a claimed reminder or timeout (``posted``
        False: the game moved on before, there was nothing to say)."""
        async with self.db.write() as conn:
            await conn.execute(
                "UPDATE clock_log SET sent_at = ?, posted = ? WHERE game_id = ? "
                "AND deadline_at = ? AND kind = ? AND number = ?",
                (now, int(posted), game_id, deadline_at, kind, number),
            )

    async def unsent_reminders(
        self, since: str, before: str, shards: Shards | None = None
    ) -> list[ClockEntry]:
        """Return the reminders claimed between ``since`` and ``before`` and never told whose
        game is still at that reminder (running, the same clock, no reminder since)."""
        mine, mine_args = shard_filter(shards, "g.guild_id")
        columns = ", ".join(f"c.{c.strip()}" for c in CLOCK_LOG_COLUMNS.split(","))
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {columns} FROM clock_log AS c JOIN games AS g ON g.id = c.game_id "
                "WHERE c.sent_at IS NULL AND c.claimed_at >= ? AND c.claimed_at < ? "
                "AND c.kind = 'reminder' AND g.status = 'running' "
                f"AND g.deadline_at = c.deadline_at AND g.reminders_sent = c.number{mine} "
                "ORDER BY c.claimed_at",
                (since, before, *mine_args),
            )
        return [clock_entry(r) for r in rows]

    async def prune_clock_log(self, before: str) -> int:
        """Delete the claims made before ``before`` whose clock has moved on (the game is over
        or at another deadline): the schedule's own guard already refuses such a claim again,
        so only the current deadline's rows are needed. Returns how many went."""
        async with self.db.write() as conn:
            cur = await conn.execute(
                "DELETE FROM clock_log WHERE claimed_at < ? AND NOT EXISTS (SELECT 1 FROM games "
                "AS g WHERE g.id = clock_log.game_id AND g.status = 'running' "
                "AND g.deadline_at = clock_log.deadline_at)",
                (before,),
            )
            return int(cur.rowcount)

    async def clock_log(self, game_id: int | None = None) -> list[ClockEntry]:
        """Return the claimed reminders and timeouts (of one game, or all), oldest first."""
        where, args = ("WHERE game_id = ?", (game_id,)) if game_id is not None else ("", ())
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {CLOCK_LOG_COLUMNS} FROM clock_log {where} "
                "ORDER BY game_id, claimed_at, kind, number",
                args,
            )
        return [clock_entry(r) for r in rows]

    async def due(self, now: str, limit: int = 100, shards: Shards | None = None) -> list[int]:
        """Return running games whose next reminder or deadline has come, soonest first
        (of ``shards``' servers only, when given)."""
        mine, mine_args = shard_filter(shards)
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT id FROM games WHERE status = 'running' AND next_event_at <= ?{mine} "
                "ORDER BY next_event_at LIMIT ?",
                (now, *mine_args, limit),
            )
        return [r[0] for r in rows]

    async def next_event(self, shards: Shards | None = None) -> str | None:
        """Return the soonest reminder or deadline of any running game (of ``shards``)."""
        mine, mine_args = shard_filter(shards)
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"SELECT MIN(next_event_at) FROM games WHERE status = 'running'{mine}",
                    mine_args,
                )
            )
        return None if not rows or rows[0][0] is None else str(rows[0][0])

    async def quiet_since(self, before: str, shards: Shards | None = None) -> list[tuple[int, int]]:
        """Return (game id, guild id) of open games unchanged since ``before`` (of ``shards``)."""
        mine, mine_args = shard_filter(shards)
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'running') "
                f"AND updated_at < ?{mine} ORDER BY id",
                (before, *mine_args),
            )
        return [(r[0], r[1]) for r in rows]


class ClaimTaken(Exception):
    """A clock event was already claimed (``clock_log``'s key): nothing was written."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id}: that reminder or timeout was already claimed")


def clock_entry(row: Row) -> ClockEntry:
    return ClockEntry(
        game_id=row["game_id"],
        deadline_at=row["deadline_at"],
        kind=row["kind"],
        number=row["number"],
        version=row["version"],
        claimed_at=row["claimed_at"],
        sent_at=row["sent_at"],
        posted=None if row["posted"] is None else bool(row["posted"]),
    )
