"""Helpers the game benchmarks share (``benchmarks/splendor.py``, ``benchmarks/yotd.py``):
percentiles, pinning to one core, and the tables of call times and bot decision times."""

from __future__ import annotations

import os
import statistics
import sys
from collections.abc import Mapping, Sequence


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
