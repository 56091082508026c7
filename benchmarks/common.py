"""Helpers the game benchmarks share (``splendor.py``, ``yotd.py``, ``broom.py``, the renders):
percentiles, pinning to one core, and the tables of call times and bot decision times."""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


def pct(values: Sequence[float], q: int) -> float:
    """The ``q``-th percentile of ``values`` (the value itself when there is one)."""
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def one_core() -> None:
    """Pin the process to one core (where the system allows it) and say the Python."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    print(f"python {sys.version.split()[0]}, one core")


def print_call_table(
    table: Mapping[int, Mapping[str, Sequence[float]]], calls: Sequence[str]
) -> None:
    """Print the p50 / p95 µs of each call (rows) by player count (the columns, ``table``'s
    keys)."""
    print(f"{'call':<14}" + "".join(f"{f'{n} players':>17}" for n in table))
    for call in calls:
        cells = "".join(
            f"{f'{pct(times[call], 50):.1f} / {pct(times[call], 95):.1f}':>17}"
            for times in table.values()
        )
        print(f"{call:<14}{cells}", flush=True)


def print_decision_header() -> None:
    """Print the header of the table of ms per bot decision."""
    print("bots: ms per decision (bot_action) in self-play games")
    print(
        f"{'level':<7} {'players':>7} {'decisions':>9} {'games':>5}"
        f" {'p50':>7} {'p95':>7} {'max':>7}"
    )


def print_decision_row(level: str, players: int, times: Sequence[float], games: int) -> None:
    """Print one row of the table of ms per bot decision."""
    print(
        f"{level:<7} {players:>7} {len(times):>9} {games:>5}"
        f" {pct(times, 50):>7.2f} {pct(times, 95):>7.2f} {max(times):>7.2f}",
        flush=True,
    )


@dataclass(frozen=True)
class Engine:
    """The calls of one game's engine the engine section times, and who decides in a state."""

    new_game: Callable[[int, int], Any]
    legal_actions: Callable[[Any, int], Sequence[Any]]
    view_for: Callable[[Any, int], Any]
    apply: Callable[[Any, int, Any], tuple[Any, Any]]
    seat: Callable[[Any], int]


CALLS = ("new_game", "legal_actions", "apply", "view_for")


def random_games(engine: Engine, players: int, games: int, seed: int) -> tuple[float, float]:
    """Play ``games`` random games; return games per second and decisions per game."""
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        s = engine.new_game(players, rng.randrange(1 << 62))
        while not s.over:
            seat = engine.seat(s)
            s, _ = engine.apply(s, seat, rng.choice(engine.legal_actions(s, seat)))
            decisions += 1
    return games / (time.perf_counter() - start), decisions / games


def call_times(engine: Engine, players: int, games: int, seed: int) -> dict[str, list[float]]:
    """Time each call alone (µs) over the positions met in ``games`` random games."""
    rng = random.Random(seed)
    clock = time.perf_counter_ns
    times: dict[str, list[float]] = {c: [] for c in CALLS}
    for _ in range(games):
        t0 = clock()
        s = engine.new_game(players, rng.randrange(1 << 62))
        times["new_game"].append((clock() - t0) / 1000)
        while not s.over:
            seat = engine.seat(s)
            t0 = clock()
            legal = engine.legal_actions(s, seat)
            t1 = clock()
            engine.view_for(s, seat)
            t2 = clock()
            action = rng.choice(legal)
            t3 = clock()
            s, _ = engine.apply(s, seat, action)
            t4 = clock()
            times["legal_actions"].append((t1 - t0) / 1000)
            times["view_for"].append((t2 - t1) / 1000)
            times["apply"].append((t4 - t3) / 1000)
    return times


def engine_section(engine: Engine, player_counts: Sequence[int], games: int, seed: int) -> None:
    """Print random games per second by player count, then the µs of each call."""
    print(f"engine: {games} random games per player count")
    print(f"{'players':>7} {'games/s':>8} {'decisions/game':>15}")
    for players in player_counts:
        rate, per_game = random_games(engine, players, games, seed)
        print(f"{players:>7} {rate:>8.1f} {per_game:>15.1f}", flush=True)
    print(f"µs per call, p50 / p95, over the positions of {games} games per player count")
    print_call_table({n: call_times(engine, n, games, seed + 1) for n in player_counts}, CALLS)
