"""Worker processes fed by the event loop itself (the pictures' pool): answers, order, errors,
a worker that dies, the end."""

from __future__ import annotations

import asyncio
import functools
import multiprocessing
import os
import threading
import time
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.services.loop_pool import LoopPool
from bot.ui.picture_cache import Drawer
from tests.timing import CEILING


def where(n: int = 0) -> tuple[int, int]:
    """Which process ran the job, and the number it was given."""
    return os.getpid(), n


def slow(n: int) -> int:
    time.sleep(0.05)
    return n


def fails() -> None:
    raise ValueError("a seat's view")


@pytest.fixture
async def pool() -> AsyncIterator[LoopPool]:
    made = LoopPool(2, multiprocessing.get_context("spawn"))
    try:
        yield made
    finally:
        await asyncio.to_thread(made.shutdown)


async def test_jobs_run_in_the_workers_in_order_with_no_thread_here() -> None:
    threads = threading.active_count()
    made = LoopPool(2, multiprocessing.get_context("spawn"))
    try:
        assert threading.active_count() == threads  # no manager, no feeder thread
        async with asyncio.timeout(CEILING):
            answers = await asyncio.gather(
                *(asyncio.wrap_future(made.submit(where, n)) for n in range(9))
            )
        assert [n for _, n in answers] == list(range(9))  # more jobs than workers: queued
        assert {pid for pid, _ in answers} <= set(made._processes) and os.getpid() not in {
            pid for pid, _ in answers
        }
    finally:
        await asyncio.to_thread(made.shutdown)
    assert not any(p.is_alive() for p in made._processes.values())


async def test_a_jobs_own_error_is_raised_as_it_is(pool: LoopPool) -> None:
    async with asyncio.timeout(CEILING):
        with pytest.raises(ValueError, match="a seat's view"):
            await asyncio.wrap_future(pool.submit(fails))
        assert (await asyncio.wrap_future(pool.submit(where, 3)))[1] == 3  # the worker lives on


async def test_a_dead_worker_fails_its_job_and_those_waiting(pool: LoopPool) -> None:
    async with asyncio.timeout(CEILING):
        dying = asyncio.wrap_future(pool.submit(os._exit, 1))
        busy = asyncio.wrap_future(pool.submit(slow, 1))
        waiting = asyncio.wrap_future(pool.submit(where, 2))
        with pytest.raises(BrokenProcessPool):
            await dying
        for job in (busy, waiting):  # sent to the other worker, or never sent
            with pytest.raises(BrokenProcessPool):
                await job
        with pytest.raises(BrokenProcessPool):  # a broken pool takes no more jobs
            await asyncio.wrap_future(pool.submit(where))
    for process in pool._processes.values():
        await asyncio.to_thread(process.join)


async def test_shutting_down_from_a_thread_lets_the_jobs_sent_finish(pool: LoopPool) -> None:
    async with asyncio.timeout(CEILING):
        jobs = [asyncio.wrap_future(pool.submit(slow, n)) for n in range(3)]
        await asyncio.to_thread(pool.shutdown)
        assert await asyncio.gather(*jobs) == [0, 1, 2]
    assert not any(p.is_alive() for p in pool._processes.values())


async def test_shutting_down_may_cancel_the_jobs_still_waiting(pool: LoopPool) -> None:
    async with asyncio.timeout(CEILING):
        jobs = [pool.submit(slow, n) for n in range(4)]
        await asyncio.to_thread(functools.partial(pool.shutdown, cancel_futures=True))
    assert [j.result() for j in jobs[:2]] == [0, 1]  # sent: finished
    assert all(j.cancelled() for j in jobs[2:])


def test_a_pool_kept_past_its_event_loop_is_replaced() -> None:
    """The drawer of a process outlives an event loop (tests run one each): a pool fed by a
    loop that is gone is stopped and a new one serves."""
    drawer = Drawer()
    try:
        first = asyncio.run(drawer.run(functools.partial(where, 1)))
        pool = drawer._pool
        assert isinstance(pool, LoopPool)
        second = asyncio.run(drawer.run(functools.partial(where, 2)))
        assert drawer._pool is not pool and pool._stopping
        assert first[1] == 1 and second[1] == 2 and os.getpid() not in (first[0], second[0])
    finally:
        drawer.close()
    assert not drawer.running


def raises_runtime_error() -> None:
    raise RuntimeError("the job's own")


async def test_run_answers_on_the_loop_and_its_errors_are_the_jobs(pool: LoopPool) -> None:
    async with asyncio.timeout(CEILING):
        assert (await pool.run(where, 4))[1] == 4
        with pytest.raises(RuntimeError, match="the job's own"):
            await pool.run(raises_runtime_error)
        waiting = [asyncio.create_task(pool.run(slow, n)) for n in range(4)]
        await asyncio.sleep(0)
        waiting[3].cancel()  # still waiting for a worker: never sent
        assert await asyncio.gather(*waiting[:3]) == [0, 1, 2]
        with pytest.raises(asyncio.CancelledError):
            await waiting[3]


async def test_a_drawer_raises_a_drawings_own_runtime_error() -> None:
    drawer = Drawer()
    try:
        with pytest.raises(RuntimeError, match="the job's own"):
            await drawer.run(functools.partial(raises_runtime_error))
        assert drawer.running  # not taken for a broken pool
    finally:
        await drawer.aclose()
