"""The suite's one wait ceiling, and the wait on a condition every test uses.

A test waits for an event (a response, a log line, a stored move, a process's exit), never a
fixed time. Each wait still has a ceiling, so that a test that can never see its event fails
instead of hanging: ``CEILING`` seconds, generous enough for a machine with two cores and other
work running beside the suite, and stretched by ``HOARD_TEST_TIME_SCALE`` (a factor: ``3``
gives every wait three times as long) for a slower machine still.
"""

from __future__ import annotations

import asyncio
import math
import os
import time
from collections.abc import Awaitable, Callable

BASE_CEILING = 60.0
"""Seconds one wait may take on a busy machine before the test says what never happened."""


def time_scale(value: str | None = None) -> float:
    """Return the factor ``HOARD_TEST_TIME_SCALE`` gives (1 when unset), or refuse a bad one."""
    text = os.environ.get("HOARD_TEST_TIME_SCALE", "") if value is None else value
    if not text.strip():
        return 1.0
    try:
        scale = float(text)
    except ValueError:
        scale = math.nan
    if not math.isfinite(scale) or scale <= 0:
        raise ValueError(f"HOARD_TEST_TIME_SCALE must be a number above 0, not {text!r}")
    return scale


TIME_SCALE = time_scale()
CEILING = BASE_CEILING * TIME_SCALE


def ceiling(seconds: float | None = None) -> float:
    """Return how long a wait for an event may take: ``CEILING``, or ``seconds`` stretched by
    the scale where a test asks for more (a shorter deadline is never taken: the machine, not
    the test, decides how long an event takes to come)."""
    return CEILING if seconds is None else max(seconds * TIME_SCALE, CEILING)


async def until(
    check: Callable[[], object | Awaitable[object]],
    what: str,
    timeout: float | None = None,
    *,
    every: float = 0.01,
) -> None:
    """Wait until ``check()`` (a function or a coroutine function) is true; fail saying
    ``what`` never happened once the ceiling has passed."""
    deadline = time.monotonic() + ceiling(timeout)
    while True:
        result = check()
        if isinstance(result, Awaitable):
            result = await result
        if result:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} never happened (waited {ceiling(timeout):.0f} s)")
        await asyncio.sleep(every)
