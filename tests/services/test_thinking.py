"""Bots think in worker processes: the same moves as in this process, and a thread when not."""

from __future__ import annotations

import asyncio
import concurrent.futures
import ctypes
import json
import logging
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from bot.games import REGISTRY, SPECS, goofspiel, registry, village
from bot.services import GameService, thinking
from bot.services.core import compact
from bot.services.thinking import Thinker
from bot.storage import GameRepository, Status
from tests.timing import ceiling

GUILD, CHANNEL, HOST = 10, 20, 1


def positions(game_id: str, count: int) -> list[tuple[Any, int]]:
    """Return ``count`` states of a game met in random play, each with a seat to move."""
    rules = REGISTRY[game_id]
    rng = random.Random(game_id)
    found: list[tuple[Any, int]] = []
    while len(found) < count:
        state = rules.new_game(rng.choice([2, 3, 4]), rng.getrandbits(32))
        for _ in range(rng.randrange(0, 12)):
            active = rules.active_seats(state)
            if not active:
                break
            seat = rng.choice(active)
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        if rules.active_seats(state):
            found.append((state, rng.choice(rules.active_seats(state))))
    return found


@pytest.mark.parametrize("game_id", [village.GAME_ID, goofspiel.GAME_ID])
async def test_the_pool_gives_the_move_this_process_would(game_id: str) -> None:
    rules = REGISTRY[game_id]
    for n, (state, seat) in enumerate(positions(game_id, 6)):
        stored = compact(rules.dump(state))  # what a game record holds
        for level in rules.bot_levels:
            seed = 1000 + n
            here = rules.bot_action(state, seat, level, seed)
            shared = thinking.shared(registry)
            assert await shared.bot_action(rules, state, seat, level, seed) == here
            away = await shared.bot_action(rules, state, seat, level, seed, state_json=stored)
            assert away == here
    assert thinking.shared(registry).running
    assert thinking.shared(registry) is thinking.shared(registry)  # one pool per process


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no niceness here")
async def test_the_workers_yield_the_cores_to_the_bots_process() -> None:
    thinker = Thinker(registry=registry)
    try:
        await thinker.warm_up()
        pool = thinker._pool
        assert pool is not None
        niceness = await asyncio.wrap_future(pool.submit(os.nice, 0))
    finally:
        await thinker.aclose()
    assert niceness == min(19, os.nice(0) + thinking.WORKER_NICENESS)


class Recorder(concurrent.futures.Executor):
    """An executor that refuses every task the way a pool whose worker died does."""

    def __init__(self) -> None:
        self.submitted = 0
        self.closed = False

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        self.submitted += 1
        raise BrokenProcessPool("a worker died")

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.closed = True


async def test_a_dead_worker_means_a_thread_one_warning_and_later_a_new_pool(
    caplog: pytest.LogCaptureFixture,
) -> None:
    pools: list[Recorder] = []

    def start() -> concurrent.futures.Executor:
        pools.append(Recorder())
        return pools[-1]

    thinker = Thinker(start, registry=registry)
    state, seat = positions(village.GAME_ID, 1)[0]
    rules = REGISTRY[village.GAME_ID]
    with caplog.at_level(logging.WARNING, "bot.services.games"):
        move = await thinker.bot_action(rules, state, seat, "normal", 7)
    assert move == rules.bot_action(state, seat, "normal", 7)
    assert len(caplog.records) == 1 and "thinking in a thread" in caplog.text
    assert pools[0].closed and not thinker.running
    for _ in range(5):
        await thinker.bot_action(rules, state, seat, "easy", 7)
    assert len(pools) == thinking.MAX_POOLS  # then threads only
    assert len(caplog.records) == thinking.MAX_POOLS


async def test_a_pool_that_cannot_start_means_threads(caplog: pytest.LogCaptureFixture) -> None:
    calls = []

    def refuse() -> concurrent.futures.Executor:
        calls.append(1)
        raise OSError("no processes here")

    thinker = Thinker(refuse, registry=registry)
    state, seat = positions(village.GAME_ID, 1)[0]
    rules = REGISTRY[village.GAME_ID]
    with caplog.at_level(logging.WARNING, "bot.services.games"):
        for _ in range(3):
            assert await thinker.bot_action(rules, state, seat, "hard", 3) == rules.bot_action(
                state, seat, "hard", 3
            )
    assert calls == [1]
    assert len(caplog.records) == 1 and "did not start" in caplog.text


async def test_rules_the_registry_does_not_know_think_in_a_thread() -> None:
    def never() -> concurrent.futures.Executor:
        raise AssertionError("no pool for these rules")

    rules = REGISTRY[village.GAME_ID]
    clone = type(rules)()
    assert clone is not rules
    state, seat = positions(village.GAME_ID, 1)[0]
    thinker = Thinker(never, registry=registry)
    assert await thinker.bot_action(clone, state, seat, "normal", 5) == rules.bot_action(
        state, seat, "normal", 5
    )


async def test_a_thinker_given_no_registry_thinks_in_a_thread() -> None:
    """The services never read the games' registry: a thinker the composition root gave none
    (a service's default) cannot send rules to a worker, so it never starts a pool."""

    started: list[int] = []

    def pool() -> concurrent.futures.Executor:
        started.append(1)
        raise OSError("a pool was asked for")

    rules = REGISTRY[village.GAME_ID]
    state, seat = positions(village.GAME_ID, 1)[0]
    thinker = Thinker(pool)
    assert await thinker.bot_action(rules, state, seat, "normal", 5) == rules.bot_action(
        state, seat, "normal", 5
    )
    await thinker.warm_up()
    assert started == [] and not thinker.running


async def test_a_killed_worker_process_falls_back_and_the_pool_starts_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    thinker = Thinker(registry=registry)
    rules = REGISTRY[village.GAME_ID]
    state, seat = positions(village.GAME_ID, 1)[0]
    expected = rules.bot_action(state, seat, "normal", 9)
    try:
        assert await thinker.bot_action(rules, state, seat, "normal", 9) == expected
        pool = thinker._pool
        assert pool is not None
        with pytest.raises(BrokenProcessPool):
            pool.submit(os._exit, 1).result(timeout=ceiling(30))
        with caplog.at_level(logging.WARNING, "bot.services.games"):
            assert await thinker.bot_action(rules, state, seat, "normal", 9) == expected
        assert len(caplog.records) == 1 and not thinker.running
        assert await thinker.bot_action(rules, state, seat, "normal", 9) == expected
        assert thinker.running and thinker._pool is not pool
    finally:
        await thinker.aclose()
    assert not thinker.running
    await thinker.aclose()  # idempotent


async def test_the_service_uses_its_thinker_and_closes_it(repo: GameRepository) -> None:
    class Counting(Thinker):
        def __init__(self) -> None:
            super().__init__(None)
            self.decisions = 0
            self.closed = 0
            self.sent: list[tuple[Any, str | None]] = []

        async def bot_action(self, *args: Any, state_json: str | None = None) -> Any:
            self.decisions += 1
            self.sent.append((args[1], state_json))
            return await super().bot_action(*args, state_json=state_json)

        async def aclose(self) -> None:
            self.closed += 1

    thinker = Counting()
    service = GameService(repo, specs=SPECS, seeds=lambda: 5, thinker=thinker)
    assert not thinking.is_shared(GameService(repo, specs=SPECS).thinker)  # the root gives it
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST, seats=2
    )
    await service.add_bot(game.id, HOST, "hard")
    await service.leave(game.id, HOST)  # a lobby of bots is cancelled
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST, seats=3
    )
    await service.add_bot(game.id, HOST, "easy")
    await service.add_bot(game.id, HOST, "easy")
    game = await service.start(game.id, HOST)
    while game.status is Status.RUNNING:
        state = await service.state(game)
        seat = village.current_seat(state)
        assert seat is not None and game.seats[seat].user_id == HOST
        move = village.action_to_json(village.legal_actions(state)[0])
        game = (await service.apply(game.id, HOST, move, game.version)).last.game
    assert thinker.decisions > 0
    for state, sent in thinker.sent:  # the stored state, not dumped again: the same one
        assert sent is not None and json.loads(sent) == village.dump(state)
    await service.aclose()
    assert thinker.closed == 1


CHILD = """
import asyncio, sys, time
from bot.games import REGISTRY, registry
from bot.games.village import new_game
from bot.services.thinking import Thinker

async def main() -> None:
    thinker = Thinker(registry=registry)
    state = new_game(2, 1)
    await thinker.bot_action(REGISTRY["village"], state, state.current, "easy", 1)
    print(*thinker._pool._processes, flush=True)
    time.sleep(60)

if __name__ == "__main__":
    asyncio.run(main())
"""


def alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\\nState:\\tZ" not in status  # a zombie has exited


@pytest.mark.slow  # a bot process and its workers
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_workers_exit_when_the_bot_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen(
        [sys.executable, str(script)],
        cwd=root,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    try:
        assert child.stdout is not None
        workers = [int(p) for p in child.stdout.readline().split()]
        assert workers and all(alive(p) for p in workers)
    finally:
        child.kill()
        child.wait()
    deadline = time.monotonic() + ceiling(20)
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(p) for p in workers), "a worker outlived the bot"


def test_one_malloc_arena_is_asked_of_glibc_unless_the_admin_chose(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The bot and its workers keep to one malloc arena (their memory stays level over long
    games); an admin's ``MALLOC_ARENA_MAX`` wins, and elsewhere than Linux nothing is asked."""
    asked: list[tuple[int, int]] = []

    class Libc:
        def __init__(self) -> None:
            self.mallopt = self

        def __call__(self, param: int, value: int) -> int:
            asked.append((param, value))
            return 1

    monkeypatch.setattr(ctypes, "CDLL", lambda _name: Libc())
    monkeypatch.delenv("MALLOC_ARENA_MAX", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert thinking.one_malloc_arena() and asked == [(thinking.M_ARENA_MAX, 1)]
    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert not thinking.one_malloc_arena()
    monkeypatch.delenv("MALLOC_ARENA_MAX")
    monkeypatch.setattr(sys, "platform", "darwin")
    assert not thinking.one_malloc_arena()
    assert asked == [(thinking.M_ARENA_MAX, 1)]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt: Linux")
def test_one_malloc_arena_is_taken_by_this_platforms_libc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MALLOC_ARENA_MAX", raising=False)
    assert thinking.one_malloc_arena()  # glibc says 1: the setting was taken
