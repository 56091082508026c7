"""A slow drawing for tests: it holds the interpreter lock until the test's event loop frees it.

``Hold`` is a picture (picklable: it may be drawn in a worker process). It says "started", then
waits for a byte from the test with the interpreter lock held all along (``poll`` called through
``ctypes.PyDLL``, which never releases it), at most ``limit_ms``, and says whether it was
released. Only an event loop that runs while the picture is drawn can release it: in a thread
of the loop's own process the loop is frozen until the limit, and the drawing says
"unreleased". The test hears the drawing through named pipes (``Board``), awaited in its event
loop: no polling, no sleeps; the limit only bounds a failing test.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import io
import os
import select
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

STARTED, RELEASED, UNRELEASED = b"s", b"r", b"u"


class PollFd(ctypes.Structure):
    _fields_ = [("fd", ctypes.c_int), ("events", ctypes.c_short), ("revents", ctypes.c_short)]


def _png() -> bytes:
    from PIL import Image  # in the worker

    out = io.BytesIO()
    Image.new("RGB", (2, 2), (200, 30, 30)).save(out, "PNG")
    return out.getvalue()


def _say(pipe: str, word: bytes) -> None:
    fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
    try:
        os.write(fd, word)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class Hold:
    """A picture that holds the interpreter lock until released (or ``limit_ms``)."""

    said: str
    release: str
    limit_ms: int = 10_000

    def __call__(self, names: Mapping[int, str] | None = None) -> bytes:
        fd = os.open(self.release, os.O_RDONLY | os.O_NONBLOCK)
        try:
            _say(self.said, STARTED)
            libc = ctypes.PyDLL(None)  # PyDLL: the interpreter lock is held during the call
            wanted = PollFd(fd, select.POLLIN, 0)
            ready = libc.poll(ctypes.byref(wanted), 1, self.limit_ms)
            if ready > 0:
                os.read(fd, 1)
        finally:
            os.close(fd)
        _say(self.said, RELEASED if ready > 0 else UNRELEASED)
        return _png()


class Board:
    """The test's side: what the drawings say, and their release."""

    def __init__(self, folder: Path) -> None:
        self.said_pipe = folder / "said.fifo"
        self.release_pipe = folder / "release.fifo"
        os.mkfifo(self.said_pipe)
        os.mkfifo(self.release_pipe)
        self._said = os.open(self.said_pipe, os.O_RDWR | os.O_NONBLOCK)
        self._release = os.open(self.release_pipe, os.O_RDWR | os.O_NONBLOCK)
        self._words: asyncio.Queue[bytes] = asyncio.Queue()

    def hold(self, **values: int) -> Hold:
        """Return a slow picture that reports to this board."""
        return Hold(str(self.said_pipe), str(self.release_pipe), **values)

    def listen(self) -> None:
        """Start hearing the drawings (in the test's event loop)."""
        asyncio.get_running_loop().add_reader(self._said, self._heard)

    def _heard(self) -> None:
        with contextlib.suppress(BlockingIOError):
            for word in os.read(self._said, 64):
                self._words.put_nowait(bytes([word]))

    async def said(self) -> bytes:
        """Wait for what a drawing says next (``STARTED``, then ``RELEASED`` or ``UNRELEASED``)."""
        return await self._words.get()

    def free(self) -> None:
        """Release a drawing (now, or the next one that waits)."""
        os.write(self._release, b"!")

    def close(self) -> None:
        with contextlib.suppress(RuntimeError):
            asyncio.get_running_loop().remove_reader(self._said)
        os.close(self._said)
        os.close(self._release)


@contextlib.contextmanager
def board(folder: Path) -> Iterator[Board]:
    """A board listening in the running event loop, closed on leaving."""
    made = Board(folder)
    made.listen()
    try:
        yield made
    finally:
        made.close()
