"""The direct-message notices repository: each member's turn-start notice, DM refusals, language.

A member's preferences live in ``user_prefs`` (one row per member who chose anything);
``SettingsStore`` keeps the reminder choice (``notify_dm``), this store the rest of what the
bot's direct messages need (migration 0011).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from bot.storage.store import Store


@dataclass(frozen=True)
class NoticePrefs:
    """What a member chose about direct messages, and what Discord said of them."""

    reminders: bool = False
    """Reminders by direct message too (``/hoard notify dm``)."""
    turns: bool = False
    """A direct message when a turn starts for them (``/hoard notify turns``)."""
    refused: bool = False
    """Discord refused a direct message to them: none is tried until they choose again."""
    language: str | None = None
    """Their language when they last chose (None: unknown)."""


class NoticeStore(Store):
    """Typed access to the notice columns of ``user_prefs``."""

    async def notice_prefs(self, user_id: int) -> NoticePrefs:
        """Return a member's direct-message preferences (the defaults if they chose nothing)."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT notify_dm, notify_turns, dm_refused, language FROM user_prefs "
                    "WHERE user_id = ?",
                    (user_id,),
                )
            )
        if not rows:
            return NoticePrefs()
        row = rows[0]
        return NoticePrefs(bool(row[0]), bool(row[1]), bool(row[2]), row[3])

    async def set_notices(
        self,
        user_id: int,
        *,
        reminders: bool | None,
        turns: bool | None,
        language: str,
        now: str,
    ) -> tuple[NoticePrefs, NoticePrefs]:
        """Store a member's choices (None: unchanged) and language, and forget any refusal
        (they chose again: Discord is asked again). Return the preferences before and after."""
        async with self.db.transaction() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT notify_dm, notify_turns, dm_refused, language FROM user_prefs "
                    "WHERE user_id = ?",
                    (user_id,),
                )
            )
            before = (
                NoticePrefs(bool(rows[0][0]), bool(rows[0][1]), bool(rows[0][2]), rows[0][3])
                if rows
                else NoticePrefs()
            )
            after = NoticePrefs(
                before.reminders if reminders is None else reminders,
                before.turns if turns is None else turns,
                False,
                language,
            )
            await conn.execute(
                "INSERT INTO user_prefs "
                "(user_id, notify_dm, notify_turns, dm_refused, language, updated_at) "
                "VALUES (?, ?, ?, 0, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify_dm = excluded.notify_dm, "
                "notify_turns = excluded.notify_turns, dm_refused = 0, "
                "language = excluded.language, updated_at = excluded.updated_at",
                (user_id, int(after.reminders), int(after.turns), language, now),
            )
        return before, after

    async def set_dm_refused(self, user_id: int, now: str) -> None:
        """Remember that Discord refused a direct message to a member."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO user_prefs (user_id, dm_refused, updated_at) VALUES (?, 1, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET dm_refused = 1, "
                "updated_at = excluded.updated_at",
                (user_id, now),
            )

    async def turn_notices(self, user_ids: Collection[int]) -> dict[int, str | None]:
        """Return, of ``user_ids``, the members who want a direct message when their turn
        starts and whose direct messages Discord has not refused, with their language."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ",".join("?" * len(wanted))
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT user_id, language FROM user_prefs WHERE user_id IN ({marks}) "
                "AND notify_turns = 1 AND dm_refused = 0",
                tuple(wanted),
            )
        return {int(r[0]): r[1] for r in rows}
