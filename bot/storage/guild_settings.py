"""The settings repository: each server's settings and each member's preferences."""

from __future__ import annotations

import json
from typing import Any

from bot.storage.store import Store


class SettingsStore(Store):
    """Typed access to the guild_settings and user_prefs tables."""

    async def guild_settings(self, guild_id: int) -> dict[str, Any] | None:
        """Return a server's stored settings (JSON), or None."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT settings_json FROM guild_settings WHERE guild_id = ?", (guild_id,)
                )
            )
        if not rows:
            return None
        try:
            data = json.loads(rows[0][0])
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    async def set_guild_settings(self, guild_id: int, data: dict[str, Any], now: str) -> None:
        """Store a server's settings."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, settings_json, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings_json = excluded.settings_json, "
                "updated_at = excluded.updated_at",
                (guild_id, json.dumps(data), now),
            )

    async def notify_dm(self, user_id: int) -> bool:
        """Say whether a member asked for reminders by direct message."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT notify_dm FROM user_prefs WHERE user_id = ?", (user_id,)
                )
            )
        return bool(rows and rows[0][0])

    async def hides_stats(self, user_id: int) -> bool:
        """Say whether a member keeps their stats to themselves."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT hide_stats FROM user_prefs WHERE user_id = ?", (user_id,)
                )
            )
        return bool(rows and rows[0][0])

    async def set_hide_stats(self, user_id: int, hide: bool, now: str) -> None:
        """Store a member's choice to keep their stats to themselves (or show them again)."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO user_prefs (user_id, hide_stats, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET hide_stats = excluded.hide_stats, "
                "updated_at = excluded.updated_at",
                (user_id, int(hide), now),
            )

    async def set_notify_dm(self, user_id: int, on: bool, now: str) -> None:
        """Store a member's choice of direct-message reminders."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO user_prefs (user_id, notify_dm, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify_dm = excluded.notify_dm, "
                "updated_at = excluded.updated_at",
                (user_id, int(on), now),
            )
