"""In the Year of the Dragon's engine (``bot/games/yotd``), timed on one core.

    python benchmarks/yotd_engine.py                 # 200 random games per player count
    python benchmarks/yotd_engine.py --games 50

Random full games of 2 to 5 players, each decision a uniformly random choice from
``legal_actions`` played with the checked ``apply`` (which also performs every automatic
step, Y-U2): games per second, then the p50, p95 and max microseconds of ``legal_actions``,
``apply`` and ``view_for`` (the seat to decide) over the positions met, and the longest legal
list. Figures are reported by hand in the notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import yotd  # noqa: E402


def pct(values: Sequence[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    rules = yotd.RULES
    print("players  games/s  decisions  legal p50/p95/max us  apply p50/p95/max us  "
          "view p50/p95 us  longest legal")  # fmt: skip
    for players in range(2, 6):
        legal_t: list[float] = []
        apply_t: list[float] = []
        view_t: list[float] = []
        longest = decisions = 0
        start = time.perf_counter()
        for seed in range(args.games):
            rng = random.Random(seed)
            s = rules.new_game(players, seed)
            while not s.over:
                seat = s.queue[0]
                t = time.perf_counter()
                legal = rules.legal_actions(s, seat)
                legal_t.append(time.perf_counter() - t)
                longest = max(longest, len(legal))
                t = time.perf_counter()
                rules.view_for(s, seat)
                view_t.append(time.perf_counter() - t)
                action = rng.choice(legal)
                t = time.perf_counter()
                s, _ = rules.apply(s, seat, action)
                apply_t.append(time.perf_counter() - t)
                decisions += 1
        total = time.perf_counter() - start - sum(view_t)
        us = [[x * 1e6 for x in xs] for xs in (legal_t, apply_t, view_t)]
        print(
            f"{players:7d}  {args.games / total:7.1f}  {decisions / args.games:9.1f}  "
            f"{pct(us[0], 50):5.0f}/{pct(us[0], 95):4.0f}/{max(us[0]):5.0f}          "
            f"{pct(us[1], 50):5.0f}/{pct(us[1], 95):4.0f}/{max(us[1]):5.0f}          "
            f"{pct(us[2], 50):4.0f}/{pct(us[2], 95):4.0f}     {longest:5d}"
        )


if __name__ == "__main__":
    main()
