"""Pictures drawn off the event loop, once per board version (a small LRU of PNG bytes).

Pillow holds the interpreter lock for much of a drawing, so a picture drawn in a thread of the
bot's process holds up the event loop too: at saturation (a hundred games, pictures on) clicks
of other games waited behind the drawings and some were acknowledged after Discord's 3 s.
A picture is therefore drawn in a worker process (``Drawer``), like a bot's move
(``bot.services.thinking``): the parent sends the drawing, pickled (a game's module function
with its view's JSON and the language, ``functools.partial``), the worker returns the PNG.
The cache, keyed by game, version and language, stays in the bot's process.

The pool starts when first needed (or at the bot's warm-up), ``spawn``ed, with as many workers
as the bots' pool (at most two), fed by the event loop itself with no helper thread
(``bot.services.loop_pool``: a third of a process pool's CPU a picture, in the bot's
process). The workers run at a lower CPU priority than the bot (``thinking.WORKER_NICENESS``):
an ack gets a core before a picture does. (Measured at saturation on a shared, loaded
machine: unniced workers drew more tables per second but the acks' p50 went from about 0.15 s
to 0.8 s.) A drawing that cannot be pickled (a closure: tests' own games) is drawn in a
thread; so is every drawing once the pool cannot start or broke (one warning line each
time; after ``MAX_POOLS`` broken pools the drawer keeps to threads). ``aclose`` stops the
workers (the bot's close path); a later drawing starts a fresh pool.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import io
import logging
import pickle
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Final, TypeVar

import discord

from bot.services import thinking

log = logging.getLogger(__name__)
T = TypeVar("T")

MAX_POOLS = 3
"""Pools that may break before pictures are drawn in threads for good."""

Factory = Callable[[], concurrent.futures.Executor]


def _call(blob: bytes) -> object:
    """Run a pickled drawing (in a worker process) and return what it returns."""
    job: Callable[[], object] = pickle.loads(blob)
    return job()


def pickled(job: Callable[[], object]) -> bytes | None:
    """Return ``job`` pickled for a worker, or None where it cannot be (a closure, a lambda)."""
    try:
        return pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as err:  # PicklingError, AttributeError, TypeError: it stays here
        log.debug("drawn in a thread, not picklable: %r (%s)", job, err)
        return None


class Drawer(thinking.WorkerPool):
    """Where pictures are drawn: a process pool when it works, else a thread of this process."""

    def __init__(self, factory: Factory | None = thinking.loop_pool) -> None:
        """``factory`` starts the pool (None: always draw in a thread)."""
        super().__init__(factory, "drawing")
        self.away = 0
        """Drawings made in a worker process (the rest were made in a thread)."""

    async def run(self, job: Callable[[], T]) -> T:
        """Return ``job()``, run in a worker process when it can be pickled, else in a thread.

        The job's own error is raised as it is; a pool that cannot serve falls back to a thread.
        """
        blob = pickled(job)
        if blob is not None:
            result = await self.run_away(_call, blob)
            if not isinstance(result, thinking._Missing):
                self.away += 1
                return result  # type: ignore[return-value]
        return await asyncio.to_thread(job)

    async def warm_up(self, job: Callable[[], object]) -> None:
        """Start the pool and run ``job`` (drawing one picture of each kind: fonts loaded) on
        its workers, so that the first real pictures are fast; in a thread without a pool.
        The job's own error is raised (a missing font)."""
        blob = pickled(job)
        if blob is None or not await self.warm(_call, blob):
            await asyncio.to_thread(job)


SHARED: Final = Drawer()
"""The drawer of this process (its pool starts at the first picture), shared by bots."""


def shared() -> Drawer:
    """Return the drawer of this process."""
    return SHARED


class PictureCache:
    """Render each picture off the event loop once; later requests for the same key reuse it."""

    def __init__(self, size: int = 128, drawer: Drawer | None = None) -> None:
        """``drawer``: where pictures are drawn (default: this process's, ``shared()``)."""
        self.size = size
        self.drawer = shared() if drawer is None else drawer
        self._pngs: OrderedDict[Hashable, bytes] = OrderedDict()
        self._pending: dict[Hashable, asyncio.Task[bytes]] = {}

    def has(self, key: Hashable) -> bool:
        """Say whether the picture for ``key`` is drawn already (no wait to get it)."""
        return key in self._pngs

    async def png(self, key: Hashable, render: Callable[[], bytes]) -> bytes:
        """Return the PNG for ``key``, drawing it off the event loop if it is not cached yet
        (in a worker process when ``render`` can be pickled: ``functools.partial`` of a
        module's function, not a lambda)."""
        cached = self._pngs.get(key)
        if cached is not None:
            self._pngs.move_to_end(key)
            return cached
        task = self._drawing(key, render)
        try:
            png = await asyncio.shield(task)
        finally:
            if task.done():
                self._pending.pop(key, None)
        self._pngs[key] = png
        while len(self._pngs) > self.size:
            self._pngs.popitem(last=False)
        return png

    def _drawing(self, key: Hashable, render: Callable[[], bytes]) -> asyncio.Task[bytes]:
        """The drawing of ``key`` under way, started now if it is not."""
        task = self._pending.get(key)
        if task is None:
            task = asyncio.create_task(self.drawer.run(render))
            self._pending[key] = task
        return task

    async def drawn_within(
        self, key: Hashable, render: Callable[[], bytes], seconds: float
    ) -> bool:
        """Start drawing ``key`` unless it is drawn or under way, and wait at most ``seconds``
        for it; say whether it is ready (``png`` then returns at once; the drawing goes on
        either way). A panel waits this long before it acknowledges its click first: a
        picture drawn in time goes out in the one answer, not in an edit after "thinking…"."""
        if key in self._pngs:
            return True
        done, _ = await asyncio.wait({self._drawing(key, render)}, timeout=seconds)
        return bool(done)

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

    async def aclose(self) -> None:
        """Stop the drawer's workers if this cache has its own (the shared one is stopped
        with the process's other workers: ``bot.run``)."""
        if self.drawer is not shared():
            await self.drawer.aclose()
