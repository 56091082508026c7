"""How the fake waits: on the bot's own tasks, on a clock only a test moves, under one ceiling
(``tests/timing.py``) that ``HOARD_TEST_TIME_SCALE`` stretches."""

from __future__ import annotations

import asyncio
import time

import pytest

from tests import timing
from tests.fakediscord.fake import handling
from tests.fakediscord.state import Clock


@pytest.mark.parametrize(
    "name",
    [
        "discord.py: on_interaction",  # a modal answered by its id, a stale button
        "discord-ui-modal-dispatch-1234",  # a modal discord.py keeps
        "discord-ui-dynamic-item-Vote-vote:7:yes",
        "CommandTree-invoker",
    ],
)
async def test_settle_waits_for_every_task_that_answers_an_interaction(name: str) -> None:
    """A bot that acknowledged and then draws a picture in a thread makes no request for a
    while: the fake still knows it is answering, so ``settle`` waits for it."""
    gate = asyncio.Event()
    task = asyncio.create_task(gate.wait(), name=name)
    await asyncio.sleep(0)  # the task runs, and waits
    assert handling()
    gate.set()
    await task
    assert not handling()


def test_real_seconds_do_not_age_an_interaction(monkeypatch: pytest.MonkeyPatch) -> None:
    """Discord's 3 seconds are counted on the fake clock: four real seconds of a busy machine
    leave an interaction as young as it was; ``advance`` ages it."""
    real = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: real[0])
    clock = Clock()
    created, stamp = clock.now(), clock.wall()
    real[0] += 4.0
    assert clock.now() == created
    clock.advance(3.5)
    assert clock.now() - created == 3.5
    assert (clock.wall() - stamp).total_seconds() == pytest.approx(7.5)  # timestamps move on


def test_the_ceiling_is_stretched_by_the_setting_and_never_shortened() -> None:
    assert timing.time_scale("") == 1.0
    assert timing.time_scale("2.5") == 2.5
    for bad in ("0", "-1", "nan", "inf", "slow"):
        with pytest.raises(ValueError, match="HOARD_TEST_TIME_SCALE"):
            timing.time_scale(bad)
    assert timing.CEILING == timing.BASE_CEILING * timing.TIME_SCALE
    assert timing.ceiling() == timing.CEILING
    assert timing.ceiling(1) == timing.CEILING  # a test's short deadline is not taken
    assert timing.ceiling(10 * timing.BASE_CEILING) == 10 * timing.CEILING


async def test_until_waits_for_its_condition_and_says_what_never_happened(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = []

    async def third() -> bool:
        seen.append(1)
        return len(seen) >= 3

    await timing.until(third, "the third look", every=0)
    assert len(seen) == 3
    monkeypatch.setattr(timing, "CEILING", 0.0)
    with pytest.raises(AssertionError, match="the table posted never happened"):
        await timing.until(lambda: False, "the table posted", every=0)
