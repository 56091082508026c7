"""The meta repository: facts about this installation, stored by key."""

from __future__ import annotations

from bot.storage.store import Store


class MetaStore(Store):
    """Typed access to the meta table."""

    async def get_meta(self, key: str) -> str | None:
        """Return a stored installation fact."""
        async with self.db.query() as conn:
            rows = list(await conn.execute_fetchall("SELECT value FROM meta WHERE key = ?", (key,)))
        return str(rows[0][0]) if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        """Store an installation fact."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def meta_keys(self, prefix: str) -> list[str]:
        """Return the stored installation facts' keys that start with ``prefix``."""
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                "SELECT key FROM meta WHERE substr(key, 1, ?) = ? ORDER BY key",
                (len(prefix), prefix),
            )
        return [str(r[0]) for r in rows]

    async def delete_meta(self, key: str) -> None:
        """Forget a stored installation fact."""
        async with self.db.write() as conn:
            await conn.execute("DELETE FROM meta WHERE key = ?", (key,))
