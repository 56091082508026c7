"""Bot decisions off the event loop: a small pool of worker processes.

A strong bot thinks for a few hundred milliseconds of pure Python. In a thread it shares the
interpreter lock with the event loop, so every other player's click waits behind it; in a
worker process it does not. ``Thinker.bot_action`` sends a worker the game id, the state's
canonical JSON (the game's stored JSON when the caller has it, else ``rules.dump``), the
seat, the level and the seed; the worker finds the rules by the registry the thinker was given
(``registry``: a module-level function, sent by name, so the worker imports its module), rebuilds
the state with ``rules.load`` and returns the action's JSON. The same seed gives the same move
wherever it is computed. The services never read the games' registry themselves: the
composition root (``bot.client``) gives it, with ``shared(registry)``; a thinker given none
thinks in a thread.

The pool starts lazily (``spawn``: forking after threads and an event loop is unsafe) with
``min(2, cpu count)`` workers, and one thinker per registry is shared by the whole process
(``shared(registry)``), so tests that build many bots start its pool once. A worker ignores
Ctrl+C (the bot stops the pool itself), exits as soon as the bot's process is gone, even
killed, and runs at a lower CPU priority (``WORKER_NICENESS``): with as many workers as cores,
every core is thinking while bots play, and a click woken in the bot's process would otherwise
wait its turn for a core behind them (the event loop's own work per bot move is well under a
millisecond; the time it spent waiting for a core was most of a click's delay). A niced worker
still takes every cycle nobody else wants, and the moves do not depend on time: the same seed,
the same move.
``aclose`` stops the workers (the bot's close path); a later decision starts a fresh pool.
When the pool cannot start or a worker dies, the decision is made in a thread instead (one
warning); after ``MAX_POOLS`` broken pools the thinker keeps to threads. Rules the registry
does not know (tests' own games) always think in a thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ctypes
import json
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
from collections.abc import Callable, Mapping
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Final, TypeVar

from bot.engine import Rules
from bot.services.loop_pool import LoopPool

log = logging.getLogger("bot.services.games")
T = TypeVar("T")

MAX_POOLS = 3
"""Pools that may break before a thinker thinks in threads for good (a stopped pool, closed by
``aclose``, does not count: the next decision starts a new one)."""

WORKER_NICENESS: Final = 10
"""How much lower than the bot's a worker's CPU priority is (``os.nice``): the bot's event
loop, woken by a click, then gets a core at once from a thinking worker. Not 19, the lowest:
there a worker sharing a core with any other busy program of the machine barely ran (a move
took many times as long)."""

Factory = Callable[[], concurrent.futures.Executor]
Registry = Callable[[], Mapping[str, Rules[Any, Any]]]
"""Where a worker finds a game's rules by its id: a module-level function (a worker is sent its
name and imports its module; the rules are never copied)."""


def workers() -> int:
    """Return the pool's size: at most two, never more than the cores this process may use."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        cores = os.cpu_count() or 1
    return max(1, min(2, cores))


M_ARENA_MAX: Final = -8
"""glibc's ``mallopt`` parameter: how many malloc arenas the process may have."""


def one_malloc_arena() -> bool:
    """Keep the process to one malloc arena (Linux with glibc; elsewhere, or when the admin
    set ``MALLOC_ARENA_MAX``, nothing): say whether it was set.

    glibc gives a thread that allocates while another does an arena of its own (up to eight a
    core) and seldom gives their free pages back: at saturation over long games (pictures'
    PNGs of a few hundred KiB coming and going) the bot's process grew to 215-270 MiB, with
    one arena it stays near 110-130 MiB, at the same CPU per move (the interpreter lock
    serialises the allocations anyway)."""
    if not sys.platform.startswith("linux") or "MALLOC_ARENA_MAX" in os.environ:
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # not glibc
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    return bool(mallopt(M_ARENA_MAX, 1))


def _start_worker() -> None:
    """Prepare a new worker: Ctrl+C is for the bot (which stops the pool), one malloc arena
    (``one_malloc_arena``), the worker exits when the bot's process is gone (even killed), it
    yields the cores to the bot's process (``WORKER_NICENESS``), and the rules are imported
    once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    one_malloc_arena()
    with contextlib.suppress(AttributeError, OSError):  # not everywhere: the bot's priority
        os.nice(WORKER_NICENESS)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()


def _exit_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def decide(
    registry: Registry, game_id: str, state_json: str, seat: int, level: str, seed: int
) -> dict[str, Any]:
    """Return the JSON of a bot's move (run in a worker process)."""
    rules = registry()[game_id]
    state = rules.load(json.loads(state_json))
    return rules.action_to_json(rules.bot_action(state, seat, level, seed))


def _ready(registry: Registry) -> bool:
    """A worker's first task: it is started and has the rules."""
    return bool(registry())


def process_pool() -> concurrent.futures.Executor:
    """Start the default pool: ``workers()`` spawned processes, the game rules imported."""
    return concurrent.futures.ProcessPoolExecutor(
        max_workers=workers(),
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker,
    )


def loop_pool() -> concurrent.futures.Executor:
    """Start ``workers()`` spawned processes fed by the running event loop, with no helper
    thread (``bot.services.loop_pool``): the pictures' pool, a few jobs every move."""
    return LoopPool(workers(), multiprocessing.get_context("spawn"), _start_worker)


class _Missing:
    """No answer from a worker process (``WorkerPool.run_away``): the caller works here."""


MISSING: Final = _Missing()


class WorkerPool:
    """A lazily started pool of worker processes that falls back to threads: the bots' thinker
    and the pictures' drawer are both one. A pool that cannot start or breaks is said in one
    warning line (``what``: the work then done in a thread); after ``MAX_POOLS`` broken pools the
    work keeps to threads."""

    def __init__(self, factory: Factory | None, what: str) -> None:
        """``factory`` starts the pool (None: always work in a thread)."""
        self._factory = factory
        self._what = what
        self._pool: concurrent.futures.Executor | None = None
        self._broken_pools = 0
        self._guard = threading.Lock()

    @property
    def running(self) -> bool:
        """Say whether a pool is started now."""
        return self._pool is not None

    def _executor(self) -> concurrent.futures.Executor | None:
        with self._guard:
            stale = self._pool
            if isinstance(stale, LoopPool) and not stale.serves_here():
                self._pool = None  # fed by an event loop that is gone: a new one serves
                stale.shutdown(wait=False, cancel_futures=True)
            if self._pool is None and self._factory is not None and self._broken_pools < MAX_POOLS:
                try:
                    self._pool = self._factory()
                except Exception as err:  # no processes here (a sandbox, a limit): threads
                    log.warning(
                        "%s in threads: the process pool did not start (%s)", self._what, err
                    )
                    self._factory = None
            return self._pool

    def _broken(self, pool: concurrent.futures.Executor, err: BaseException) -> None:
        with self._guard:
            if self._pool is pool:
                self._pool = None
                self._broken_pools += 1
                log.warning("a worker process failed (%r): %s in a thread", err, self._what)
        pool.shutdown(wait=False, cancel_futures=True)

    async def run_away(self, fn: Callable[..., T], *args: Any) -> T | _Missing:
        """Return ``fn(*args)`` computed by a worker process, or ``MISSING`` when no pool
        serves (none, it broke, it was shut down meanwhile): the caller then works in a
        thread. ``fn``'s own error is raised as it is."""
        pool = self._executor()
        if pool is None:
            return MISSING
        if isinstance(pool, LoopPool):
            try:
                return await pool.run(fn, *args)
            except BrokenProcessPool as err:  # a worker died: the job's own errors go on
                self._broken(pool, err)
                return MISSING
        future: concurrent.futures.Future[T] | None = None
        try:
            future = pool.submit(fn, *args)
            return await asyncio.wrap_future(future)
        except BrokenProcessPool as err:  # a worker died (or the pool cannot start one)
            self._broken(pool, err)
        except RuntimeError as err:  # shut down meanwhile, or the job's own error
            if future is not None:
                raise
            self._broken(pool, err)
        return MISSING

    async def warm(self, fn: Callable[..., object], *args: Any) -> bool:
        """Start the pool and give each worker ``fn(*args)`` (what it imports or loads once),
        so that the first real job does not wait for them; False when no pool serves."""
        pool = self._executor()
        if pool is None:
            return False
        try:
            await asyncio.gather(
                *(asyncio.wrap_future(pool.submit(fn, *args)) for _ in range(workers()))
            )
        except (BrokenProcessPool, RuntimeError) as err:
            self._broken(pool, err)
            return False
        return True

    async def aclose(self) -> None:
        """Stop the pool's workers once the jobs sent to them are done (idempotent)."""
        await asyncio.to_thread(self.close)

    def close(self) -> None:
        """``aclose``, blocking: for a caller outside an event loop (a test session's end)."""
        with self._guard:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)


class Thinker(WorkerPool):
    """Where bots think: a process pool when it works, else a thread of this process."""

    def __init__(
        self, factory: Factory | None = process_pool, *, registry: Registry | None = None
    ) -> None:
        """``factory`` starts the pool (None: always think in a thread); ``registry`` is where
        its workers find the rules (None: none are known there, every decision is a thread's)."""
        super().__init__(factory if registry is not None else None, "thinking")
        self._registry = registry

    async def bot_action(
        self,
        rules: Rules[Any, Any],
        state: Any,
        seat: int,
        level: str,
        seed: int,
        *,
        state_json: str | None = None,
    ) -> Any:
        """Return ``rules.bot_action(state, seat, level, seed)``, computed off the event loop.

        ``state_json``: the JSON of ``state`` when the caller has it (the game's stored state),
        sent to a worker as it is instead of dumping the state again on the event loop.
        A bot's own error is raised as it is; a pool that cannot serve falls back to a thread.
        """
        registry = self._registry
        if registry is not None and registry().get(rules.game_id) is rules:
            if state_json is None:
                state_json = json.dumps(rules.dump(state), separators=(",", ":"))
            data = await self.run_away(
                decide, registry, rules.game_id, state_json, seat, level, seed
            )
            if not isinstance(data, _Missing):
                return rules.action_from_json(data)
        return await asyncio.to_thread(rules.bot_action, state, seat, level, seed)

    async def warm_up(self) -> None:
        """Start the pool and its workers now (a spawned worker takes a second or two to
        import the rules), so that the first bot's move does not wait for them."""
        if self._registry is not None:
            await self.warm(_ready, self._registry)


_SHARED: dict[Registry, Thinker] = {}
"""The thinkers of this process by registry (in practice one: the bot's), shared by services."""


def shared(registry: Registry) -> Thinker:
    """Return this process's thinker of ``registry`` (made at the first call; its pool starts
    at its first decision)."""
    thinker = _SHARED.get(registry)
    if thinker is None:
        thinker = _SHARED[registry] = Thinker(registry=registry)
    return thinker


def is_shared(thinker: Thinker) -> bool:
    """Say whether ``thinker`` is one of this process's shared thinkers (it outlives a
    service: its workers stop with the process, or by its own ``aclose``)."""
    return any(thinker is own for own in _SHARED.values())
