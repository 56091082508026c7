"""The history repository: a game's action log read a page at a time or since a version, a
channel's last game, the games whose table is outdated."""

from __future__ import annotations

from bot.storage.records import ActionPage, ActionRecord
from bot.storage.rows import ACTION_COLUMNS, action_record
from bot.storage.shards import Shards, shard_filter
from bot.storage.store import Store


class HistoryStore(Store):
    """Typed reads of the actions table for the move log, and of where games were played."""

    async def action_page(self, game_id: int, offset: int | None, limit: int) -> ActionPage:
        """Return up to ``limit`` moves of a game after the first ``offset``, oldest first,
        with the number of moves logged, read together so they agree.

        ``offset`` None, or past the last move: the last page, whose offset is a multiple of
        ``limit`` (so pages counted from the first move stay the same as the log grows).
        """
        if (offset is not None and offset < 0) or limit < 1:
            raise ValueError(f"a page needs offset >= 0 and limit >= 1, not {offset}, {limit}")
        async with self.db.read() as conn:
            counted = list(
                await conn.execute_fetchall(
                    "SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)
                )
            )
            total = int(counted[0][0])
            if offset is None or offset >= total:
                offset = (total - 1) // limit * limit if total else 0
            rows = await conn.execute_fetchall(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE game_id = ? "
                "ORDER BY seq LIMIT ? OFFSET ?",
                (game_id, limit, offset),
            )
        entries = tuple(action_record(r) for r in rows)
        return ActionPage(entries=entries, total=total, offset=offset)

    async def last_game_in_channel(self, guild_id: int, channel_id: int, kind: str) -> int | None:
        """Return the id of the newest game of ``kind`` played in a channel (any status)."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT id FROM games WHERE guild_id = ? AND channel_id = ? AND kind = ? "
                    "ORDER BY id DESC LIMIT 1",
                    (guild_id, channel_id, kind),
                )
            )
        return int(rows[0][0]) if rows else None

    async def stale_tables(self, shards: Shards | None = None) -> list[int]:
        """Return the running games whose posted table is not the one of their version (of
        ``shards``' servers only, when given)."""
        mine, mine_args = shard_filter(shards)
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id FROM games WHERE status = 'running' "
                f"AND (table_version IS NULL OR table_version <> version){mine} ORDER BY id",
                mine_args,
            )
        return [r[0] for r in rows]

    async def actions_since(self, game_id: int, version: int) -> list[ActionRecord]:
        """Return the moves that led past ``version`` (those logged with their version)."""
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE game_id = ? AND version > ? "
                "ORDER BY seq",
                (game_id, version),
            )
        return [action_record(r) for r in rows]

    async def undos_before(self, game_id: int, seq: int) -> int:
        """Return how many undo entries (reason 'undo') a game's log has before move ``seq``."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT COUNT(*) FROM actions WHERE game_id = ? AND reason = 'undo' "
                    "AND seq < ?",
                    (game_id, seq),
                )
            )
        return int(rows[0][0])
