"""What speaking a language costs: the catalogue's load, and a village panel, table and table
picture drawn in each language (the same positions), on one core.

    python benchmarks/words.py                 # 200 positions of 4-player games
    python benchmarks/words.py --positions 50

Prints per language the p50 and p95 milliseconds of a panel (embed and controls, every step the
position offers), of the table's embed and of the table's picture, and the catalogue's load
time. Figures are reported by hand in the issue notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import village  # noqa: E402
from bot.games.village.adapter import ADAPTER, pictures  # noqa: E402
from bot.i18n import LANGUAGES, Catalogue  # noqa: E402
from bot.services.records import GameRecord, SeatRecord, Status  # noqa: E402
from bot.ui.adapter import SeatSight  # noqa: E402


def positions(count: int, seed: int) -> list[village.State]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        s = village.new_game(4, rng.randrange(1 << 62))
        for _ in range(rng.choice([0, 20, 40, 80])):
            if s.over:
                break
            s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
        if not s.over:
            out.append(s)
    return out


def record(language: str) -> GameRecord:
    seats = tuple(
        SeatRecord(game_id=1, user_id=100 + i, seat=i, joined_at="", name=f"P{i}") for i in range(4)
    )
    return GameRecord(
        id=1, kind="village", guild_id=1, channel_id=1, status=Status.RUNNING, version=1,
        host_id=100, max_seats=4, options={"language": language}, ruleset=None,
        ruleset_json=None, seed=0, state_json=None, message_id=None, broken_reason=None,
        created_at="", updated_at="", started_at=None, finished_at=None, seats=seats,
    )  # fmt: skip


def timed(work: Callable[[], object], runs: list[float]) -> None:
    start = time.perf_counter()
    work()
    runs.append((time.perf_counter() - start) * 1000)


def p(runs: list[float], q: float) -> float:
    return statistics.quantiles(runs, n=100)[int(q) - 1] if len(runs) > 1 else runs[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    Catalogue()
    print(f"catalogue load: {(time.perf_counter() - start) * 1000:.1f} ms")
    states = positions(args.positions, args.seed)
    names = {i: f"P{i}" for i in range(4)}
    print("language  panel p50/p95 ms  table p50/p95 ms  picture p50/p95 ms")
    for language in LANGUAGES:
        game = record(language)
        panels: list[float] = []
        tables: list[float] = []
        drawn: list[float] = []
        for s in states:
            seat = s.current
            view = village.view_for(s, seat)
            legal = tuple(village.legal_actions(s))
            for draft in ({}, {"step": "bribe"}, {"step": "market"}):
                sight = SeatSight(game, seat, view, legal, (seat,), draft, language)
                timed(partial(ADAPTER.panel, sight, None), panels)
            timed(partial(ADAPTER.table, game, village.view_for(s, None), ()), tables)
        for s in states[:40]:
            public = village.view_for(s, None)
            timed(partial(pictures.render_table, public, names, language), drawn)
        print(
            f"{language:<9} {p(panels, 50):6.2f} / {p(panels, 95):5.2f}"
            f"     {p(tables, 50):6.2f} / {p(tables, 95):5.2f}"
            f"     {p(drawn, 50):6.1f} / {p(drawn, 95):5.1f}"
        )


if __name__ == "__main__":
    main()
