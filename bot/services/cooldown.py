"""A per-key cooldown kept in memory: at most one use per key within a window.

Kept in memory, not in the database: it only keeps a channel from being flooded, so a restart
forgetting it costs at most one more post, and nothing has to be cleaned up.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.services.clock import Clock


class Cooldown:
    """Allow one use per key every ``seconds`` (by the service's clock, so tests never sleep)."""

    def __init__(self, seconds: float, clock: Clock) -> None:
        self.window = timedelta(seconds=seconds)
        self.clock = clock
        self._used: dict[int, datetime] = {}

    def claim(self, key: int) -> bool:
        """Take the key's turn now if its window has passed; say whether it was taken.

        Checked and taken in one step (no await in between), so two uses at once cannot both
        pass.
        """
        now = self.clock.now()
        self._used = {k: t for k, t in self._used.items() if now - t < self.window}
        if key in self._used:
            return False
        self._used[key] = now
        return True

    def release(self, key: int) -> None:
        """Give the key's turn back (the use it was taken for did not happen)."""
        self._used.pop(key, None)
