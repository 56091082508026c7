"""Worker processes fed straight from the event loop, with no helper thread in the bot's process.

``concurrent.futures.ProcessPoolExecutor`` hands every job to a manager thread, which hands it
to a feeder thread, and takes the answer back on the manager thread, which wakes the loop:
three threads woken per job, each taking the interpreter lock from the event loop. For the
pictures (three jobs a move) that was about 220 µs of the bot's CPU a job, measured; here it is
about 60 µs: the loop writes a job to an idle worker's pipe and reads the answer when the pipe
is readable (``loop.add_reader``). One job at a time per worker, the rest wait in order here, so
a write never waits for a busy worker.

It is a ``concurrent.futures.Executor`` (``submit``, ``shutdown``), so ``thinking.WorkerPool``
uses it as it uses a process pool. A worker that dies (killed, out of memory) breaks the pool:
its job and those waiting fail with ``BrokenProcessPool`` (the callers then work in a thread
and a new pool starts later), as a process pool does. ``shutdown`` lets the jobs sent finish;
called from the loop's thread, or once the loop is gone, it stops the workers at once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import pickle
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.context import SpawnContext, SpawnProcess
from typing import Any, TypeVar, cast

T = TypeVar("T")
Job = tuple["concurrent.futures.Future[Any]", bytes]


def serve(conn: Connection, initializer: Callable[[], None] | None) -> None:
    """A worker's life: run each job it is sent and send back what it returns or raises,
    until the bot closes its end of the pipe (or is gone)."""
    if initializer is not None:
        initializer()
    while True:
        try:
            fn, args, kwargs = pickle.loads(conn.recv_bytes())
        except EOFError:
            return
        try:
            answer: tuple[bool, object] = (True, fn(*args, **kwargs))
        except BaseException as err:  # the job's own error goes back to its caller
            answer = (False, err)
        try:
            blob = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as err:  # an answer that cannot be sent: say why instead
            why = f"the answer cannot be sent: {err!r}"  # i18n: not words (the log's)
            blob = pickle.dumps((False, RuntimeError(why)))
        try:
            conn.send_bytes(blob)
        except OSError:  # the bot stopped listening (its pool broke): nothing to say
            return


@dataclass(eq=False)
class _Worker:
    process: SpawnProcess
    conn: Connection
    job: concurrent.futures.Future[Any] | None = None
    closed: bool = False


@dataclass(eq=False)
class LoopPool(concurrent.futures.Executor):
    """``size`` spawned worker processes, started now, fed by the running event loop."""

    size: int
    context: SpawnContext
    initializer: Callable[[], None] | None = None
    _loop: asyncio.AbstractEventLoop = field(init=False)
    _thread: int = field(init=False)
    _workers: list[_Worker] = field(init=False, default_factory=list)
    _waiting: deque[Job] = field(init=False, default_factory=deque)
    _stopping: bool = field(init=False, default=False)
    _stopped: threading.Event = field(init=False, default_factory=threading.Event)

    def __post_init__(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._thread = threading.get_ident()
        try:
            for _ in range(self.size):
                self._start_worker()
        except BaseException:
            self._stop_all()
            raise

    def serves_here(self) -> bool:
        """Say whether the running event loop is the one that feeds this pool (a pool kept
        past its loop, as a test's, is replaced by a new one)."""
        try:
            return asyncio.get_running_loop() is self._loop and not self._stopping
        except RuntimeError:
            return False

    @property
    def _processes(self) -> dict[int | None, SpawnProcess]:
        """The workers' processes by pid (as a process pool names them)."""
        return {w.process.pid: w.process for w in self._workers}

    def _start_worker(self) -> None:
        mine, theirs = self.context.Pipe()
        process = self.context.Process(target=serve, args=(theirs, self.initializer), daemon=True)
        try:
            process.start()
        finally:
            theirs.close()
        worker = _Worker(process, mine)
        self._workers.append(worker)
        self._loop.add_reader(mine.fileno(), self._answered, worker)

    # --- jobs -------------------------------------------------------------------------------

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """Send ``fn(*args, **kwargs)`` to a worker (or queue it); return its future."""
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        blob = pickle.dumps((fn, args, kwargs), protocol=pickle.HIGHEST_PROTOCOL)
        if threading.get_ident() == self._thread:
            self._give((future, blob))
        else:
            self._loop.call_soon_threadsafe(self._give, (future, blob))
        return future

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Return ``fn(*args)`` computed by a worker; on the loop's thread its answer wakes
        the caller directly (``asyncio.wrap_future`` would write to the loop's wake-up pipe)."""
        job = self.submit(fn, *args)
        if threading.get_ident() != self._thread:
            return cast(T, await asyncio.wrap_future(job))
        waiter: asyncio.Future[T] = self._loop.create_future()

        def settle(done: concurrent.futures.Future[Any]) -> None:
            if threading.get_ident() != self._thread:  # failed by a shutdown elsewhere
                self._loop.call_soon_threadsafe(settle, done)
            elif waiter.done():
                pass
            elif done.cancelled():
                waiter.cancel()
            elif (err := done.exception()) is not None:
                waiter.set_exception(err)
            else:
                waiter.set_result(done.result())

        job.add_done_callback(settle)
        try:
            return await waiter
        except asyncio.CancelledError:
            job.cancel()  # a job still waiting is never sent
            raise

    def _give(self, job: Job) -> None:
        if self._stopping or not self._workers:
            closed = BrokenProcessPool("the pool is shut down or broken")  # i18n: not words (log)
            _fail(job[0], closed)
            return
        idle = next((w for w in self._workers if w.job is None and not w.closed), None)
        if idle is None:
            self._waiting.append(job)
        else:
            self._send(idle, job)

    def _send(self, worker: _Worker, job: Job) -> None:
        future, blob = job
        if not future.set_running_or_notify_cancel():
            self._next(worker)  # cancelled while it waited
            return
        worker.job = future
        try:
            worker.conn.send_bytes(blob)
        except OSError as err:
            self._break(f"a worker process is gone ({err})")  # i18n: not words (the log's)

    def _answered(self, worker: _Worker) -> None:
        """The worker's pipe is readable: its answer, or the end of a worker that died."""
        try:
            ok, value = pickle.loads(worker.conn.recv_bytes())
        except (EOFError, OSError) as err:
            self._break(f"a worker process ended ({err!r})")  # i18n: not words (the log's)
            return
        except Exception as err:  # an answer that cannot be read (a class missing here)
            ok, value = False, err
        future, worker.job = worker.job, None
        if future is not None and not future.done():
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value)
        self._next(worker)

    def _next(self, worker: _Worker) -> None:
        if self._waiting:
            self._send(worker, self._waiting.popleft())
        elif self._stopping:
            self._close(worker)  # nothing more for it: it ends
            if all(w.closed for w in self._workers):
                self._stopped.set()

    def _break(self, why: str) -> None:
        """A worker died: every job sent or waiting fails, the workers are stopped."""
        err = BrokenProcessPool(why)
        self._stopping = True
        for worker in self._workers:
            if worker.job is not None:
                _fail(worker.job, err)
        while self._waiting:
            _fail(self._waiting.popleft()[0], err)
        self._stop_all()

    # --- the end ----------------------------------------------------------------------------

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Stop the workers once the jobs sent to them are done (``cancel_futures``: those
        still waiting are cancelled); ``wait``: return once the workers have ended.

        From the loop's thread (a broken pool) or once the loop is gone, nothing more can be
        answered here: the workers are stopped at once."""
        here = threading.get_ident() == self._thread
        if here or self._loop.is_closed() or not self._loop.is_running():
            self._stopping = True
            if cancel_futures:
                self._cancel_waiting()
            self._stop_all(join=wait)
            return
        self._loop.call_soon_threadsafe(self._wind_down, cancel_futures)
        if not wait:
            return
        while not self._stopped.wait(0.1):
            if not self._loop.is_running():  # the loop ended meanwhile: nobody will answer
                self._stop_all()
        for worker in self._workers:
            worker.process.join()

    def _wind_down(self, cancel_futures: bool) -> None:
        self._stopping = True
        if cancel_futures:
            self._cancel_waiting()
        for worker in self._workers:
            if worker.job is None:
                self._close(worker)
        if all(w.closed for w in self._workers):
            self._stopped.set()

    def _cancel_waiting(self) -> None:
        while self._waiting:
            self._waiting.popleft()[0].cancel()

    def _close(self, worker: _Worker) -> None:
        """Close the bot's end of a worker's pipe: the worker reads the end and exits."""
        if worker.closed:
            return
        worker.closed = True
        with contextlib.suppress(Exception):  # the loop may be closed already
            if not self._loop.is_closed():
                self._loop.remove_reader(worker.conn.fileno())
        worker.conn.close()

    def _stop_all(self, *, join: bool = False) -> None:
        for worker in self._workers:
            self._close(worker)
            if worker.job is not None:  # its answer will never be read
                worker.process.kill()
        self._stopped.set()
        if join:
            for worker in self._workers:
                worker.process.join()


def _fail(future: concurrent.futures.Future[Any], err: BaseException) -> None:
    if not future.done():
        future.set_exception(err)
