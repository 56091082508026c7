"""Helpers the game benchmarks share (``splendor.py``, ``yotd.py``, ``broom.py``, the renders):
percentiles, pinning to one core, and the tables of call times and bot decision times."""

from __future__ import annotations

import argparse
import functools
import io
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.services.progress import moments_of
from bot.ui.drawing import CAP_RATIO
from bot.ui.drawing.chart import render_chart


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
    bot_action: Callable[[Any, int, str, int], Any]
    levels: Sequence[str]


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


# --- Bots ------------------------------------------------------------------------------------


def decision_times(
    engine: Engine, level: str, players: int, decisions: int, seed: int
) -> tuple[list[float], int]:
    """Time ``decisions`` decisions (ms) of ``level`` in self-play; return them and the games."""
    rng = random.Random(seed)
    times: list[float] = []
    games = 0
    while len(times) < decisions:
        game_seed = rng.randrange(1 << 30)
        s = engine.new_game(players, game_seed)
        games += 1
        ply = 0
        while not s.over and len(times) < decisions:
            seat = engine.seat(s)
            start = time.perf_counter()
            action = engine.bot_action(s, seat, level, game_seed * 7919 + ply)
            times.append((time.perf_counter() - start) * 1000)
            s, _ = engine.apply(s, seat, action)
            ply += 1
    return times, games


def whole_games(engine: Engine, level: str, players: int, games: int, seed: int) -> list[float]:
    """The seconds of each of ``games`` whole games, every seat played by ``level``."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        game_seed = rng.randrange(1 << 30)
        start = time.perf_counter()
        s = engine.new_game(players, game_seed)
        ply = 0
        while not s.over:
            seat = engine.seat(s)
            s, _ = engine.apply(s, seat, engine.bot_action(s, seat, level, ply))
            ply += 1
        out.append(time.perf_counter() - start)
    return out


def bots_section(
    engine: Engine, player_counts: Sequence[int], decisions: int, games: int, seed: int
) -> None:
    """Print the ms per decision of every level by player count, then whole bot games."""
    print_decision_header()
    for level in engine.levels:
        for players in player_counts:
            times, played = decision_times(engine, level, players, decisions, seed)
            print_decision_row(level, players, times, played)
    print(f"bots: seconds per whole game, every seat the same level, {games} games")
    print(f"{'level':<7} {'players':>7} {'median':>7} {'max':>7}")
    for level in engine.levels:
        for players in player_counts:
            secs = whole_games(engine, level, players, games, seed)
            print(
                f"{level:<7} {players:>7} {statistics.median(secs):>7.3f} {max(secs):>7.3f}",
                flush=True,
            )


def game_main(
    engine: Engine, engine_players: Sequence[int], bot_players: Sequence[int], doc: str
) -> None:
    """The command line of a game's engine and bots benchmark (``doc``: its docstring): parse
    the arguments and print the sections asked for."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--no-engine", action="store_true", help="skip the engine section")
    ap.add_argument("--no-bots", action="store_true", help="skip the bots section")
    ap.add_argument("--games", type=int, default=100, help="random games per player count")
    ap.add_argument("--decisions", type=int, default=1000, help="decisions timed per level")
    ap.add_argument("--bot-games", type=int, default=10, help="whole bot games per level")
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    one_core()
    start = time.perf_counter()
    if not args.no_engine:
        engine_section(engine, engine_players, args.games, args.seed)
    if not args.no_bots:
        bots_section(engine, bot_players, args.decisions, args.bot_games, args.seed)
    print(f"total {time.perf_counter() - start:.0f} s")


# --- Pictures (``*_render.py``) ---------------------------------------------------------------


@dataclass(frozen=True)
class Pictures:
    """One game's pictures as its render benchmark measures them."""

    rules: Any
    art: Any
    """The game's ``adapter/art.py``: ``table_png``, ``hand_png``, ``draw_table``, ``draw_hand``."""
    table_scene: Callable[[Any, Mapping[int, str]], Any]
    hand_scene: Callable[[Any, Mapping[int, str]], Any]
    progress: Callable[[Any, str], Any]
    """The game's ``adapter/progress.py`` ``progress``: the chart of a finished game."""
    names: Mapping[int, str]
    random_seat: bool
    """Whether the random games move a random waiting seat (else the lowest)."""


def played_out(game: Pictures, players: int, seed: int) -> list[Any]:
    """Every state of a random game of ``players``, played to its end."""
    rules = game.rules
    rng = random.Random(seed)
    state = rules.new_game(players, seed)
    states = [state]
    while rules.outcome(state) is None:
        seats = rules.active_seats(state)
        seat = rng.choice(seats) if game.random_seat else seats[0]
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        states.append(state)
    return states


def positions(game: Pictures, players: int, count: int, seed: int) -> list[Any]:
    """``count`` states taken all through random games of ``players``."""
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < count:
        states = played_out(game, players, rng.randrange(1 << 30))
        out += rng.sample(states, min(len(states), max(1, count // 8)))
    return out[:count]


def timed(job: Callable[[], bytes]) -> tuple[float, bytes]:
    """The ms ``job`` takes, and the PNG it made."""
    start = time.perf_counter()
    png = job()
    return (time.perf_counter() - start) * 1000, png


def smallest(canvas: Any) -> float:
    """The smallest capital of ``canvas``'s texts, in px, with the picture shown 400 px wide."""
    return float(min(t.size * CAP_RATIO * 400 / canvas.image.width for t in canvas.texts))


def render_line(
    name: str, times: list[float], sizes: list[int], heights: list[int], cap: float
) -> str:
    """One line of the render report: times, PNG sizes, the tallest picture, the smallest cap."""
    q = statistics.quantiles(times, n=20)
    return (
        f"{name:<12} p50 {statistics.median(times):6.1f} ms  p95 {q[-1]:6.1f}  "
        f"max {max(times):6.1f}  png {statistics.mean(sizes) / 1024:5.0f} KB avg "
        f"{max(sizes) / 1024:4.0f} max  tallest {max(heights)} px  smallest cap {cap:.1f} px"
    )


def measure_render(game: Pictures, players: int, count: int, seed: int) -> None:
    """Print the render times and sizes of the table and hand pictures and of the chart."""
    rules, art, names = game.rules, game.art, game.names
    states = positions(game, players, count, seed)
    views = [
        (
            rules.view_for(s, None),
            rules.view_for(s, rules.active_seats(s)[0] if rules.active_seats(s) else 0),
        )
        for s in states
    ]
    first_table, _ = timed(lambda: art.table_png(views[0][0], "en", names))
    first_hand, _ = timed(lambda: art.hand_png(views[0][1], "en", names))
    print(f"{players} players: first table {first_table:.0f} ms, first hand {first_hand:.0f} ms")
    for kind in ("table", "hand"):
        times, sizes, heights = [], [], []
        cap = 99.0
        for public, own in views:
            if kind == "table":
                ms, png = timed(functools.partial(art.table_png, public, "en", names))
                canvas = art.draw_table(game.table_scene(public, names), "en")
            else:
                ms, png = timed(functools.partial(art.hand_png, own, "en", names))
                canvas = art.draw_hand(game.hand_scene(own, names), "en")
            times.append(ms)
            sizes.append(len(png))
            heights.append(Image.open(io.BytesIO(png)).height)
            cap = min(cap, smallest(canvas))
        print(render_line(kind, times, sizes, heights, cap))
    states = played_out(game, players, seed)
    start = time.perf_counter()
    chart = game.progress(moments_of(rules, states, players), "en")
    assert chart is not None
    png = render_chart(chart, names)
    whole = (time.perf_counter() - start) * 1000
    draw, png = timed(lambda: render_chart(chart, names))
    print(
        f"chart        {whole:6.1f} ms whole ({len(states)} states), draw {draw:6.1f} ms, "
        f"png {len(png) / 1024:.0f} KB"
    )


def render_main(game: Pictures, doc: str) -> None:
    """The command line of a render benchmark (``doc``: its module docstring)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--players", type=int, action="append")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in args.players or [2, 5]:
        measure_render(game, players, args.positions, args.seed)
