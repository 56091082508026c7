"""Pictures rendered off the event loop, once per board version (a small LRU of PNG bytes)."""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from collections.abc import Callable, Hashable

import discord

log = logging.getLogger(__name__)


class PictureCache:
    """Render each picture in a worker thread once; later requests for the same key reuse it."""

    def __init__(self, size: int = 128) -> None:
        self.size = size
        self._pngs: OrderedDict[Hashable, bytes] = OrderedDict()
        self._pending: dict[Hashable, asyncio.Task[bytes]] = {}

    def has(self, key: Hashable) -> bool:
        """Say whether the picture for ``key`` is drawn already (no wait to get it)."""
        return key in self._pngs

    async def png(self, key: Hashable, render: Callable[[], bytes]) -> bytes:
        """Return the PNG for ``key``, rendering it in a thread if it is not cached yet."""
        cached = self._pngs.get(key)
        if cached is not None:
            self._pngs.move_to_end(key)
            return cached
        task = self._pending.get(key)
        if task is None:
            task = asyncio.create_task(asyncio.to_thread(render))
            self._pending[key] = task
        try:
            png = await asyncio.shield(task)
        finally:
            if task.done():
                self._pending.pop(key, None)
        self._pngs[key] = png
        while len(self._pngs) > self.size:
            self._pngs.popitem(last=False)
        return png

    async def file(
        self, key: Hashable, render: Callable[[], bytes], filename: str
    ) -> discord.File | None:
        """Return the picture as an attachment, or None if drawing it failed (text remains)."""
        try:
            png = await self.png(key, render)
        except Exception:
            log.exception("could not draw %s for %s", filename, key)
            return None
        return discord.File(io.BytesIO(png), filename=filename)
