"""The write-ahead log's checkpoints: on demand, and every few minutes while the bot runs."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from contextlib import AbstractAsyncContextManager, suppress
from pathlib import Path

import aiosqlite

from bot.storage.reads import Turns

log = logging.getLogger("bot.storage.database")
"""The logger the database has always used, so the log lines read as before."""

CHECKPOINT_SECONDS = 300.0
"""How often the running bot copies its write-ahead log into the database file."""


class Checkpoints:
    """Checkpointing, mixed into ``Database`` (whose connection, lock and path it uses)."""

    conn: aiosqlite.Connection
    path: Path
    readonly: bool
    _lock: Turns
    _checkpoints: asyncio.Task[None] | None

    def _held(self) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        raise NotImplementedError  # ``Database._held``: the lock, kept until the thread is done

    async def checkpoint(self, mode: str = "PASSIVE", *, warn: bool = True) -> bool:
        """Copy the write-ahead log into the database file; say whether all of it went in
        (``warn``: log a warning when not).

        ``PASSIVE`` never waits (a reader in another process can hold back the newest pages
        until the next time); ``TRUNCATE`` also empties the -wal file, waiting for readers.
        """
        if mode not in ("PASSIVE", "FULL", "RESTART", "TRUNCATE"):
            raise ValueError(f"unknown checkpoint mode {mode!r}")
        async with self._held() as conn:
            rows = list(await conn.execute_fetchall(f"PRAGMA wal_checkpoint({mode})"))
        busy, frames, copied = (int(v) for v in rows[0]) if rows else (0, -1, -1)
        done = not busy and frames == copied
        if not done and warn:
            log.warning(
                "checkpoint of %s: %s of %s pages copied (a reader holds the rest)",
                self.path,
                copied,
                frames,
            )
        return done

    def start_checkpoints(self, interval: float = CHECKPOINT_SECONDS) -> None:
        """Checkpoint every ``interval`` seconds in the background until ``close()``.

        Call it from the running event loop once the database is open; calling it again
        while the task runs does nothing (a read-only database needs none).
        """
        if self.readonly:
            return
        if self._checkpoints is None or self._checkpoints.done():
            self._checkpoints = asyncio.create_task(
                self._checkpoint_every(interval), name="wal-checkpoint"
            )

    async def stop_checkpoints(self) -> None:
        """Stop the background checkpoints (``close()`` does it)."""
        task, self._checkpoints = self._checkpoints, None
        if task is not None:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task

    async def _checkpoint_every(self, interval: float) -> None:
        while True:
            await asyncio.sleep(interval)
            try:
                await self.checkpoint()
            except sqlite3.Error as err:
                log.warning("checkpoint of %s failed: %s", self.path, err)
