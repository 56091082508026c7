"""The table store: a table post under way (what a crash may leave behind), and the pointer to
a game's thread in its parent channel."""

from __future__ import annotations

from bot.storage.batch import Refused, Step
from bot.storage.shards import Shards, shard_filter
from bot.storage.store import Store


class TableStore(Store):
    """The games' ``table_leftovers`` and ``pointer_*`` columns (migration 0009)."""

    async def mark_table_post(self, game_id: int, since: int) -> int | None:
        """Record, before a table is posted, that the game's tables from message ``since`` on
        may be left behind; keep an older mark still pending. Return that pending mark (None:
        there was none, the last post was completed).

        Usually none is pending: one statement sets the mark where there is none (one trip);
        where it set nothing, the pending mark is read and kept in one transaction."""
        try:  # a batch of one: on SQLite, run on the loop's thread when it can (no trip)
            await self.db.batch(
                [
                    Step(
                        "UPDATE games SET table_leftovers = ? "
                        "WHERE id = ? AND table_leftovers IS NULL",
                        (since, game_id),
                        rows=1,
                    )
                ]
            )
            return None
        except Refused:
            pass
        async with self.db.transaction() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT table_leftovers FROM games WHERE id = ?", (game_id,)
                )
            )
            pending = rows[0][0] if rows else None
            if pending is None:
                await conn.execute(
                    "UPDATE games SET table_leftovers = ? WHERE id = ?", (since, game_id)
                )
        return None if pending is None else int(pending)

    async def clear_table_post(self, game_id: int, since: int) -> None:
        """Forget the mark ``since``: every table of the game before the stored one is gone."""
        await self.db.batch(
            [
                Step(
                    "UPDATE games SET table_leftovers = NULL WHERE id = ? AND table_leftovers = ?",
                    (game_id, since),
                )
            ]
        )

    async def table_leftovers(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """Return (game id, mark) of every game whose table post was cut short (of
        ``shards``' servers only, when given)."""
        mine, mine_args = shard_filter(shards)
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT id, table_leftovers FROM games WHERE table_leftovers IS NOT NULL{mine} "
                "ORDER BY id",
                mine_args,
            )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def set_pointer(self, game_id: int, channel_id: int, message_id: int) -> None:
        """Remember the message in the parent channel that points to the game's thread."""
        async with self.db.write() as conn:
            await conn.execute(
                "UPDATE games SET pointer_channel_id = ?, pointer_message_id = ? WHERE id = ?",
                (channel_id, message_id, game_id),
            )
