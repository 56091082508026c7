"""Render time and PNG size of the ``village`` pictures (``adapter/pictures.py``), on one core.

    python benchmarks/render.py                  # 5 players, 300 renders of each picture
    python benchmarks/render.py --players 2 --renders 100
    python benchmarks/render.py --docs           # also redraw docs/table.png, hand.png, chart.png

The positions are random games of ``--players`` stopped at different points (setup, middle,
late, over), so that stalls, bribes and hands of every length are measured. Each picture is
rendered once first (fonts and sprites are cached per process, as in the bot); the first
render's time is shown apart; each picture's largest size and its smallest text as a phone shows
it (capitals at 0.7 of the font size, the picture shown 400 px wide) are shown too. Targets for a
5-player table: p95 ≤ 60 ms, PNG ≤ 200 KB, no text under 9 px at 400 px.

The chart of a finished game (``bot/ui/drawing/chart.py``, the village's ``progress``) is
measured on random games played to their end: "chart" is the whole work the final table does in
its thread (every state viewed, the chart's data, the drawing), "chart draw" the drawing alone.
Targets: well under 100 ms for a 150-move game, PNG ≤ 150 KB.
Figures are reported by hand in the issue notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import village  # noqa: E402
from bot.games.village.adapter import ADAPTER, pictures  # noqa: E402
from bot.services.progress import moments_of  # noqa: E402
from bot.ui.drawing import CAP_RATIO, Canvas  # noqa: E402
from bot.ui.drawing.chart import Chart, render_chart  # noqa: E402


def positions(players: int, count: int, seed: int) -> list[village.State]:
    """Return ``count`` states of random games, stopped after a random number of moves."""
    rng = random.Random(seed)
    states = []
    for _ in range(count):
        s = village.new_game(players, rng.randrange(1 << 62))
        stop = rng.choice([0, 20, 40, 60, 80, 120, 10_000])
        for _ in range(stop):
            if s.over:
                break
            s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
        states.append(s)
    return states


SHOWCASE_SEED = 80
SHOWCASE_NAMES = {0: "Ana", 1: "Björn", 2: "Chidi", 3: "Dana", 4: "Emeka"}


def showcase() -> village.State:
    """The 5-player game shown in the README: a random game stopped in its middle."""
    rng = random.Random(SHOWCASE_SEED)
    s = village.new_game(5, SHOWCASE_SEED)
    for _ in range(rng.randrange(30, 70)):
        s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
    return s


def played_out(players: int, seed: int) -> list[village.State]:
    """Every state of a random game of ``players``, played to its end."""
    rng = random.Random(seed)
    s = village.new_game(players, seed)
    states = [s]
    while not s.over:
        s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
        states.append(s)
    return states


def chart_of(states: list[village.State]) -> Chart:
    """The chart of a finished game, as the final table draws it (its data from every view)."""
    chart = ADAPTER.progress(moments_of(village.RULES, states, len(states[0].ids)), "en")
    assert chart is not None
    return chart


def write_docs() -> None:
    """Draw the README's pictures: the public table and the hand of the player to move."""
    s = showcase()
    docs = ROOT / "docs"
    docs.mkdir(exist_ok=True)
    (docs / "table.png").write_bytes(
        pictures.render_table(village.view_for(s, None), SHOWCASE_NAMES)
    )
    (docs / "hand.png").write_bytes(
        pictures.render_hand(village.view_for(s, s.current), SHOWCASE_NAMES)
    )
    (docs / "chart.png").write_bytes(render_chart(chart_of(played_out(5, 3)), SHOWCASE_NAMES))
    print(f"wrote {docs / 'table.png'}, {docs / 'hand.png'} and {docs / 'chart.png'}")


def measure(
    render: Callable[[dict[str, Any]], bytes], views: list[dict[str, Any]], renders: int
) -> tuple[float, list[float], list[int]]:
    """Render ``views`` round-robin ``renders`` times; return first ms, times (ms), sizes."""
    start = time.perf_counter()
    render(views[0])
    first = (time.perf_counter() - start) * 1000
    times, sizes = [], []
    for i in range(renders):
        view = views[i % len(views)]
        start = time.perf_counter()
        png = render(view)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    return first, times, sizes


def p95(values: list[float]) -> float:
    return (
        statistics.quantiles(values, n=20, method="inclusive")[-1] if len(values) > 1 else values[0]
    )


def looks(draw: Callable[[dict[str, Any]], Canvas], views: list[dict[str, Any]]) -> str:
    """The largest picture drawn from ``views`` and its smallest text's capitals at 400 px."""
    canvases = [draw(v) for v in views]
    w = max(c.image.width for c in canvases)
    h = max(c.image.height for c in canvases)
    cap = min(t.size * CAP_RATIO * 400 / c.image.width for c in canvases for t in c.texts)
    return f"{w}x{h} max, smallest text {cap:.1f} px at 400 px wide"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--renders", type=int, default=300, help="renders of each picture")
    ap.add_argument("--positions", type=int, default=30, help="distinct positions")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--docs", action="store_true", help="redraw docs/table.png and hand.png")
    args = ap.parse_args()
    if args.docs:
        write_docs()

    states = positions(args.players, args.positions, args.seed)
    names = {seat: f"Player {seat + 1}" for seat in range(args.players)}
    tables = [village.view_for(s, None) for s in states]
    hands = [village.view_for(s, s.current) for s in states]

    print(f"{args.players} players, {len(states)} positions, {args.renders} renders each")
    heads = ["first", "mean", "p50", "p95", "max", "KB mean", "KB max"]
    print(f"{'picture':8} " + " ".join(f"{h:>8}" for h in heads))
    looked: list[str] = []
    for label, render, draw, views in (
        ("table", pictures.render_table, pictures.draw_table, tables),
        ("hand", pictures.render_hand, pictures.draw_hand, hands),
    ):
        first, times, sizes = measure(lambda v, r=render: r(v, names), views, args.renders)
        print(
            f"{label:8} {first:7.1f}ms {statistics.fmean(times):6.1f}ms "
            f"{statistics.median(times):6.1f}ms {p95(times):6.1f}ms {max(times):6.1f}ms "
            f"{statistics.fmean(sizes) / 1024:8.1f} {max(sizes) / 1024:8.1f}"
        )
        looked.append(f"{label}: {looks(lambda v, d=draw: d(v, names), views)}")
    games = [played_out(args.players, args.seed + k) for k in range(max(1, args.positions // 6))]
    charts = [chart_of(g) for g in games]
    for label, work, items in (
        ("chart", lambda g: render_chart(chart_of(g), names), games),
        ("chart draw", lambda c: render_chart(c, names), charts),
    ):
        first, times, sizes = measure(work, items, max(1, args.renders // 10))
        print(
            f"{label:8} {first:7.1f}ms {statistics.fmean(times):6.1f}ms "
            f"{statistics.median(times):6.1f}ms {p95(times):6.1f}ms {max(times):6.1f}ms "
            f"{statistics.fmean(sizes) / 1024:8.1f} {max(sizes) / 1024:8.1f}"
        )
    moves = sorted(len(g) - 1 for g in games)
    print("\n".join(looked))
    print(f"chart: games of {moves[0]}–{moves[-1]} moves")


if __name__ == "__main__":
    main()
