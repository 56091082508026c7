"""Resignations and rematches: what a game records of itself beyond its moves.

A resignation marks the seat away for good (its turns are played by a bot from then on) and
lists the player in the game's options (``RESIGNED``, in order); when it leaves one player, or
no human, the same transaction ends the game (``ENDED``), its places and its ratings. A
finished game remembers the lobby its "Play again" opened (``REMATCH``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.storage.games import VersionConflict
from bot.storage.ratings import RatingUpdate, rate_in
from bot.storage.records import STOPPED
from bot.storage.rows import schedule_sets
from bot.storage.store import Store


class ResignStore(Store):
    """Writes of a resignation (and the early end it may bring) and of a rematch's link."""

    async def resign(
        self,
        game_id: int,
        expected: int,
        *,
        seat: int,
        options: dict[str, Any],
        now: str,
        ranks: Sequence[int | None] | None = None,
        rating: RatingUpdate | None = None,
    ) -> None:
        """Mark ``seat`` resigned (away for good, ``options`` listing it) at ``expected``;
        with ``ranks`` (by seat) the game ends here too: finished, its clock stopped, rated
        by ``rating`` (None: not rated), all in one transaction."""
        sets = "version = version + 1, updated_at = ?, options_json = ?"
        args: list[Any] = [now, json.dumps(options)]
        if ranks is not None:
            sched_sets, sched_args = schedule_sets(STOPPED)
            sets += f", status = 'finished', finished_at = ?, {sched_sets}"
            args += [now, *sched_args]
        async with self.db.transaction() as conn:
            cur = await conn.execute(
                f"UPDATE games SET {sets} WHERE id = ? AND version = ? AND status = 'running'",
                (*args, game_id, expected),
            )
            if cur.rowcount != 1:
                raise VersionConflict(f"game {game_id} is no longer at version {expected}")
            await conn.execute(
                "UPDATE seats SET absent = 1 WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
            for index, rank in enumerate(ranks or ()):
                await conn.execute(
                    "UPDATE seats SET rank = ? WHERE game_id = ? AND seat = ?",
                    (rank, game_id, index),
                )
            if rating is not None:
                await rate_in(conn, rating)

    async def set_rematch(self, game_id: int, options: dict[str, Any]) -> None:
        """Store a finished game's options naming its rematch (no version change: its table
        stays current)."""
        async with self.db.write() as conn:
            await conn.execute(
                "UPDATE games SET options_json = ? WHERE id = ? AND status = 'finished'",
                (json.dumps(options), game_id),
            )
