"""Render time and PNG size of the ``broom`` pictures (``adapter/art.py``) and chart, on one core.

    python benchmarks/broom_render.py                 # 2 and 5 players, 200 positions each
    python benchmarks/broom_render.py --players 5 --positions 50

The positions are states of random games (random legal moves of a random waiting seat) taken
all through the game: the picks, the turns, the round ends, the end. Each measured call is the
whole work a picture worker does: the view's JSON read through the reader, the scene, the
drawing, the PNG (``art.table_png`` for the public table, ``art.hand_png`` for the seat to
decide's own view). Each picture is drawn once first (fonts, sprites and the board's ground are
cached per process, as in a worker); that first call is shown apart. The smallest text as a
phone shows it (capitals at 0.7 of the font size, the picture shown 400 px wide) and the
tallest picture are shown too. Target: under
150 ms per picture at 5 players, no text under 9 px at 400 px.

The chart of a finished game: "chart" is the whole work of the final table's chart (every
state viewed, ``progress``, the drawing), "chart draw" the drawing alone.
Figures are reported by hand, never asserted in tests.
"""

from __future__ import annotations

import argparse
import functools
import io
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games.broom import RULES  # noqa: E402
from bot.games.broom.adapter import art, progress  # noqa: E402
from bot.games.broom.adapter.scene import hand_scene, table_scene  # noqa: E402
from bot.services.progress import moments_of  # noqa: E402
from bot.ui.drawing import CAP_RATIO  # noqa: E402
from bot.ui.drawing.chart import render_chart  # noqa: E402

NAMES = {0: "Ana", 1: "Björn", 2: "Chidi", 3: "Dana", 4: "Emeka"}
"""Five different initials: each pawn carries its player's own letter."""


def played_out(players: int, seed: int) -> list[Any]:
    """Every state of a random game of ``players``, played to its end."""
    rng = random.Random(seed)
    state = RULES.new_game(players, seed)
    states = [state]
    while RULES.outcome(state) is None:
        seat = rng.choice(RULES.active_seats(state))
        state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        states.append(state)
    return states


def positions(players: int, count: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < count:
        states = played_out(players, rng.randrange(1 << 30))
        out += rng.sample(states, min(len(states), max(1, count // 8)))
    return out[:count]


def timed(job: Callable[[], bytes]) -> tuple[float, bytes]:
    start = time.perf_counter()
    png = job()
    return (time.perf_counter() - start) * 1000, png


def smallest(canvas: Any) -> float:
    return min(t.size * CAP_RATIO * 400 / canvas.image.width for t in canvas.texts)


def line(name: str, times: list[float], sizes: list[int], heights: list[int], cap: float) -> str:
    q = statistics.quantiles(times, n=20)
    return (
        f"{name:<12} p50 {statistics.median(times):6.1f} ms  p95 {q[-1]:6.1f}  "
        f"max {max(times):6.1f}  png {statistics.mean(sizes) / 1024:5.0f} KB avg "
        f"{max(sizes) / 1024:4.0f} max  tallest {max(heights)} px  smallest cap {cap:.1f} px"
    )


def measure(players: int, count: int, seed: int) -> None:
    states = positions(players, count, seed)
    views = [
        (
            RULES.view_for(s, None),
            RULES.view_for(s, RULES.active_seats(s)[0] if RULES.active_seats(s) else 0),
        )
        for s in states
    ]
    first_table, _ = timed(lambda: art.table_png(views[0][0], "en", NAMES))
    first_hand, _ = timed(lambda: art.hand_png(views[0][1], "en", NAMES))
    print(f"{players} players: first table {first_table:.0f} ms, first hand {first_hand:.0f} ms")
    for kind in ("table", "hand"):
        times, sizes, heights = [], [], []
        cap = 99.0
        for public, own in views:
            if kind == "table":
                ms, png = timed(functools.partial(art.table_png, public, "en", NAMES))
                canvas = art.draw_table(table_scene(public, NAMES), "en")
            else:
                ms, png = timed(functools.partial(art.hand_png, own, "en", NAMES))
                canvas = art.draw_hand(hand_scene(own, NAMES), "en")
            times.append(ms)
            sizes.append(len(png))
            heights.append(Image.open(io.BytesIO(png)).height)
            cap = min(cap, smallest(canvas))
        print(line(kind, times, sizes, heights, cap))
    states = played_out(players, seed)
    start = time.perf_counter()
    chart = progress.progress(moments_of(RULES, states, players), "en")
    assert chart is not None
    png = render_chart(chart, NAMES)
    whole = (time.perf_counter() - start) * 1000
    draw, png = timed(lambda: render_chart(chart, NAMES))
    print(
        f"chart        {whole:6.1f} ms whole ({len(states)} states), draw {draw:6.1f} ms, "
        f"png {len(png) / 1024:.0f} KB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, action="append")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in args.players or [2, 5]:
        measure(players, args.positions, args.seed)


if __name__ == "__main__":
    main()
