"""Pictures are drawn in worker processes: the event loop goes on meanwhile."""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import logging
import multiprocessing
import os
from pathlib import Path

import pytest

from bot.services.loop_pool import LoopPool
from bot.ui import picture_cache
from bot.ui.picture_cache import Drawer, PictureCache
from tests.slow_picture import RELEASED, STARTED, board

TICKS = 5000
"""Ticks of the event loop while the picture is drawn (a thread of the loop's process would
let the loop run a few milliseconds at most before it holds the interpreter lock)."""


async def test_the_event_loop_keeps_ticking_while_a_picture_is_drawn(tmp_path: Path) -> None:
    cache = PictureCache()  # the bot's own: the process's drawer
    with board(tmp_path) as drawings:
        drawing = asyncio.create_task(cache.png(("table", 1, 7, "en"), drawings.hold()))
        assert await drawings.said() == STARTED
        ticks = 0
        while ticks < TICKS:  # a ticker on the loop, while the picture holds its CPU
            ticks += 1
            await asyncio.sleep(0)
        assert not drawing.done()
        drawings.free()  # the drawing ends only when the loop, having ticked, frees it
        assert await drawings.said() == RELEASED, "the loop was frozen while the picture was drawn"
        assert (await drawing).startswith(b"\x89PNG")
    assert cache.has(("table", 1, 7, "en"))


def where(_names: object = None) -> bytes:
    """A picture that says which process drew it."""
    return str(os.getpid()).encode()


async def test_a_picklable_picture_is_drawn_in_a_worker_a_closure_in_a_thread() -> None:
    cache = PictureCache()
    away = await cache.png("away", functools.partial(where, {0: "Ann"}))
    assert int(away) != os.getpid()

    def local() -> bytes:  # a closure: it cannot be pickled
        return where()

    here = await cache.png("here", local)
    assert int(here) == os.getpid()


def dies_in_a_worker() -> bytes:
    """Kill the worker process that draws it; in the bot's own process, draw."""
    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return b"drawn here"


def fails() -> bytes:
    raise ValueError("a seat's view")


async def test_a_broken_pool_means_a_thread_one_warning_and_later_a_new_pool(
    caplog: pytest.LogCaptureFixture,
) -> None:
    drawer = Drawer()
    cache = PictureCache(drawer=drawer)
    try:
        assert await drawer.run(functools.partial(where)) != str(os.getpid()).encode()
        with caplog.at_level(logging.WARNING, logger=picture_cache.__name__):
            assert await cache.png("dies", dies_in_a_worker) == b"drawn here"
        assert len(caplog.records) == 1 and "drawing in a thread" in caplog.records[0].message
        assert not drawer.running
        assert int(await drawer.run(where)) != os.getpid()  # a fresh pool
        assert drawer.running
        with pytest.raises(ValueError, match="a seat's view"):  # the picture's own error
            await cache.png("fails", fails)
        assert await cache.file("fails", fails, "table.png") is None  # text remains
    finally:
        await cache.aclose()
    assert not drawer.running


async def test_closing_stops_the_workers() -> None:
    drawer = Drawer()
    cache = PictureCache(drawer=drawer)
    await cache.png("away", where)
    pool = drawer._pool
    assert isinstance(pool, LoopPool)  # fed by the loop: no helper thread here
    processes = list(pool._processes.values())
    assert processes and all(p.is_alive() for p in processes)
    await cache.aclose()
    assert not drawer.running and not any(p.is_alive() for p in processes)
    await cache.aclose()  # idempotent
    await drawer.run(where)  # a later picture starts a fresh pool
    processes = list(drawer._pool._processes.values())  # type: ignore[union-attr]
    drawer.close()  # outside an event loop too (a test session's end)
    assert not drawer.running and not any(p.is_alive() for p in processes)
    shared = PictureCache()
    await shared.aclose()  # the process's drawer is left to bot.run
    assert shared.drawer is picture_cache.shared()


async def test_no_pool_means_threads() -> None:
    drawer = Drawer(factory=None)
    assert int(await drawer.run(where)) == os.getpid()
    await drawer.warm_up(where)

    def refuse() -> concurrent.futures.Executor:
        raise OSError("no processes here")

    drawer = Drawer(factory=refuse)
    assert int(await drawer.run(where)) == os.getpid() and not drawer.running


async def test_a_panel_waits_a_moment_for_its_picture_and_no_longer(tmp_path: Path) -> None:
    """``drawn_within``: a picture drawn in time is ready (the answer carries it); one held
    longer is not, and its drawing goes on (the answer is an edit once it is drawn); a drawn
    one is ready at once, without a second drawing."""
    cache = PictureCache()  # worker processes: a held thread would hold the loop too
    assert await cache.drawn_within(("hand", 1), functools.partial(where), 30.0)
    assert not cache.has(("hand", 1))  # drawn; stored when png() collects it
    drawn = await cache.png(("hand", 1), functools.partial(where))
    assert drawn.isdigit()
    assert await cache.drawn_within(("hand", 1), lambda: b"never called", 0)
    assert await cache.png(("hand", 1), lambda: b"never called") == drawn
    with board(tmp_path) as drawings:
        held = drawings.hold()
        assert not await cache.drawn_within(("hand", 2), held, 0.01)
        assert await drawings.said() == STARTED  # under way, not cancelled
        later = asyncio.create_task(cache.png(("hand", 2), held))
        drawings.free()
        assert await drawings.said() == RELEASED
        assert (await later).startswith(b"\x89PNG")
