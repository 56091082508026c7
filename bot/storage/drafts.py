"""The drafts repository: players' half-made moves, one per player and game."""

from __future__ import annotations

import json
from typing import Any

from bot.storage.store import Store


class DraftStore(Store):
    """Typed access to the drafts table."""

    async def get_draft(self, game_id: int, user_id: int) -> tuple[int, dict[str, Any]] | None:
        """Return (version, data) of a player's half-made move, or None."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT version, data_json FROM drafts WHERE game_id = ? AND user_id = ?",
                    (game_id, user_id),
                )
            )
        if not rows:
            return None
        try:
            data = json.loads(rows[0]["data_json"])
        except ValueError:
            return None
        return int(rows[0]["version"]), data if isinstance(data, dict) else {}

    async def set_draft(
        self, game_id: int, user_id: int, version: int, data: dict[str, Any], now: str
    ) -> None:
        """Store a player's half-made move (replacing the previous one)."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO drafts (game_id, user_id, version, data_json, updated_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, user_id) DO UPDATE SET "
                "version = excluded.version, data_json = excluded.data_json, "
                "updated_at = excluded.updated_at",
                (game_id, user_id, version, json.dumps(data), now),
            )
