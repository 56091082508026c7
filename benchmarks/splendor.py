"""Splendor's engine, bots and pictures (``bot/games/splendor``), timed on one core.

    python benchmarks/splendor.py                      # every section at its default sizes
    python benchmarks/splendor.py --no-bots --no-pictures --seconds 1
    python benchmarks/splendor.py --no-engine --no-pictures --hard-decisions 50

Three sections, each skipped by its flag (``--no-engine``, ``--no-bots``, ``--no-pictures``):

- engine: random full games of 2, 3 and 4 players per second, each move a uniformly random
  choice from ``legal_actions`` played with the checked ``apply``, timed in ``--rounds`` rounds
  (the median round, the best and the worst, so a noisy neighbour shows as a spread); then the
  p50 and p95 microseconds of ``legal_actions``, ``apply``, ``view_for(state, seat)`` (the seat
  to move) and ``reader.read`` of that view, each call timed alone over the positions met in
  further random games (``--positions`` per player count, setup to end);
- bots: the p50, p95 and max milliseconds of one decision (``bot_action``: the seat's view,
  the deal of the unseen cards and the policy) of easy, normal and hard in self-play games of
  2 and 4 players (every seat the same level), ``--decisions`` each (``--hard-decisions`` for
  hard);
- pictures: the p50, p95 and max milliseconds and the largest PNG (KB) of ``render_table``
  (the public view) and ``render_hand`` (every seat's own view) in en, it and es, over random
  games of 2 and 4 players each stopped at its setup, middle (half its moves), late (three
  quarters) and end. The scenes are built first and not timed. The very first render of each
  picture in the process (fonts and sprites loaded, cached per process as in the bot) is shown
  apart, on its own line. Each row then renders each of its scenes once (``new``: their mean,
  as a position the process has not drawn yet, its texts still to cache) before ``--renders``
  renders round-robin, the p50, p95 and max; the largest PNG is the largest of both.

A game still running after ``arena.MAX_PLIES`` moves is stopped there (none was, when this was
written). Figures are reported by hand in the issue notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import (  # noqa: E402
    one_core,
    pct,
    print_call_table,
    print_decision_header,
    print_decision_row,
)
from bot.games import splendor  # noqa: E402
from bot.games.splendor import reader  # noqa: E402
from bot.games.splendor.adapter import art, scenes  # noqa: E402
from bot.games.splendor.arena import MAX_PLIES  # noqa: E402
from bot.i18n import LANGUAGES  # noqa: E402

State = splendor.State
ENGINE_PLAYERS = (2, 3, 4)
BOT_PLAYERS = (2, 4)
PICTURE_PLAYERS = (2, 4)
STOPS = ("setup", "middle", "late", "over")


def random_move(state: State, rng: random.Random) -> State:
    """Play a uniformly random legal action of the seat to move (checked ``apply``)."""
    seat = state.current
    state, _ = splendor.apply(state, seat, rng.choice(splendor.legal_actions(state, seat)))
    return state


def random_game(players: int, seed: int) -> list[State]:
    """Every state of one random game, from its setup to its end."""
    rng = random.Random(seed)
    states = [splendor.RULES.new_game(players, seed)]
    while not states[-1].over and len(states) <= MAX_PLIES:
        states.append(random_move(states[-1], rng))
    return states


# --- Engine ----------------------------------------------------------------------------------


def random_games(players: int, seconds: float, seed: int) -> tuple[float, int, int, int]:
    """Play random games for ``seconds``; return games/s, games, moves and games stopped."""
    rng = random.Random(seed)
    new_game, legal_actions, apply = splendor.RULES.new_game, splendor.legal_actions, splendor.apply
    games = moves = stopped = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(5):
            s = new_game(players, rng.randrange(1 << 62))
            ply = 0
            while not s.over and ply < MAX_PLIES:
                seat = s.current
                s, _ = apply(s, seat, rng.choice(legal_actions(s, seat)))
                ply += 1
            games += 1
            moves += ply
            stopped += not s.over
    return games / (time.perf_counter() - start), games, moves, stopped


CALLS = ("legal_actions", "apply", "view_for", "read")


def call_times(players: int, positions: int, seed: int) -> dict[str, list[float]]:
    """Time each call alone (µs) in ``positions`` positions met in random games."""
    rng = random.Random(seed)
    clock = time.perf_counter_ns
    times: dict[str, list[float]] = {c: [] for c in CALLS}
    met = 0
    while met < positions:
        s = splendor.RULES.new_game(players, rng.randrange(1 << 62))
        ply = 0
        while not s.over and ply < MAX_PLIES and met < positions:
            seat = s.current
            t0 = clock()
            legal = splendor.legal_actions(s, seat)
            t1 = clock()
            view = splendor.view_for(s, seat)
            t2 = clock()
            reader.read(view)
            t3 = clock()
            action = rng.choice(legal)
            t4 = clock()
            s, _ = splendor.apply(s, seat, action)
            t5 = clock()
            for call, ns in zip(CALLS, (t1 - t0, t5 - t4, t2 - t1, t3 - t2), strict=True):
                times[call].append(ns / 1000)
            ply += 1
            met += 1
    return times


def engine_section(seconds: float, rounds: int, positions: int, seed: int) -> None:
    """Print games per second by player count, then the µs of each call."""
    print(f"engine: random games, {seconds:g} s per player count in {rounds} rounds")
    print(
        f"{'players':>7} {'games/s':>8} {'best':>6} {'worst':>6} {'moves/s':>8}"
        f" {'moves/game':>10} {'stopped':>7}"
    )
    for players in ENGINE_PLAYERS:
        rates, games, moves, stopped = [], 0, 0, 0
        for i in range(rounds):
            rate, g, m, st = random_games(players, seconds / rounds, seed + i)
            rates.append(rate)
            games += g
            moves += m
            stopped += st
        mid = statistics.median(rates)
        per_game = moves / games
        print(
            f"{players:>7} {mid:>8.1f} {max(rates):>6.1f} {min(rates):>6.1f}"
            f" {mid * per_game:>8.0f} {per_game:>10.1f} {stopped:>7}",
            flush=True,
        )
    print(f"µs per call, p50 / p95, over {positions} positions per player count")
    print_call_table({n: call_times(n, positions, seed) for n in ENGINE_PLAYERS}, CALLS)


# --- Bots ------------------------------------------------------------------------------------


def decision_times(level: str, players: int, decisions: int, seed: int) -> tuple[list[float], int]:
    """Time ``decisions`` decisions (ms) of ``level`` in self-play; return them and the games."""
    rng = random.Random(seed)
    times: list[float] = []
    games = 0
    while len(times) < decisions:
        game_seed = rng.randrange(1 << 30)
        s = splendor.RULES.new_game(players, game_seed)
        games += 1
        ply = 0
        while not s.over and ply < MAX_PLIES and len(times) < decisions:
            seat = s.current
            start = time.perf_counter()
            action = splendor.bot_action(s, seat, level, game_seed * 7919 + ply)
            times.append((time.perf_counter() - start) * 1000)
            s, _ = splendor.apply(s, seat, action)
            ply += 1
    return times, games


def bots_section(decisions: int, hard_decisions: int, seed: int) -> None:
    """Print the ms per decision of every level at 2 and 4 players."""
    print_decision_header()
    for level in splendor.BOT_LEVELS:
        count = hard_decisions if level == "hard" else decisions
        for players in BOT_PLAYERS:
            times, games = decision_times(level, players, count, seed)
            print_decision_row(level, players, times, games)


# --- Pictures --------------------------------------------------------------------------------


def stopped_positions(players: int, games: int, seed: int) -> list[State]:
    """Each random game's setup, middle, late and final states (``STOPS``)."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        states = random_game(players, rng.randrange(1 << 62))
        last = len(states) - 1
        out += [states[0], states[last // 2], states[last * 3 // 4], states[last]]
    return out


def renders(
    render: Callable[[Any, str], bytes], items: Sequence[Any], language: str, count: int
) -> tuple[list[float], list[int]]:
    """Render ``items`` round-robin ``count`` times; return the times (ms) and PNG sizes."""
    times, sizes = [], []
    for i in range(count):
        start = time.perf_counter()
        png = render(items[i % len(items)], language)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    return times, sizes


def cold(render: Callable[[Any, str], bytes], item: Any, language: str) -> float:
    """The time (ms) of one render."""
    start = time.perf_counter()
    render(item, language)
    return (time.perf_counter() - start) * 1000


def pictures_section(games: int, count: int, seed: int) -> None:
    """Print the ms and largest KB of both pictures per player count and language."""
    print(
        f"pictures: random games stopped at {', '.join(STOPS)}; {games} games per player count,"
        f" {count} renders per row"
    )
    scenes_of: dict[tuple[int, str], tuple[list[Any], list[Any]]] = {}
    for players in PICTURE_PLAYERS:
        states = stopped_positions(players, games, seed)
        names = {seat: f"Player {seat + 1}" for seat in range(players)}
        for language in LANGUAGES:
            tables = [
                scenes.table_scene(splendor.view_for(s, None), names, language) for s in states
            ]
            hands = [
                scenes.hand_scene(splendor.view_for(s, seat), names, language)
                for s in states
                for seat in range(players)
            ]
            scenes_of[players, language] = tables, hands
    first_tables, first_hands = scenes_of[PICTURE_PLAYERS[0], LANGUAGES[0]]
    table_ms = cold(art.render_table, first_tables[0], LANGUAGES[0])
    hand_ms = cold(art.render_hand, first_hands[0], LANGUAGES[0])
    print(
        f"first render (cold: fonts, sprites; {LANGUAGES[0]}, {PICTURE_PLAYERS[0]} players, setup):"
        f" table {table_ms:.1f} ms, hand {hand_ms:.1f} ms"
    )
    print(
        f"{'players':>7} {'picture':<7} {'lang':<4} {'scenes':>6}"
        f" {'new':>7} {'p50':>7} {'p95':>7} {'max':>7} {'KB max':>7}"
    )
    for players in PICTURE_PLAYERS:
        for label, render, index in (("table", art.render_table, 0), ("hand", art.render_hand, 1)):
            for language in LANGUAGES:
                items = scenes_of[players, language][index]
                new, first_sizes = renders(render, items, language, len(items))
                times, sizes = renders(render, items, language, count)
                largest = max(sizes + first_sizes) / 1024
                print(
                    f"{players:>7} {label:<7} {language:<4} {len(items):>6}"
                    f" {statistics.fmean(new):>7.1f} {pct(times, 50):>7.1f}"
                    f" {pct(times, 95):>7.1f} {max(times):>7.1f} {largest:>7.1f}",
                    flush=True,
                )


def main() -> None:
    """Parse the arguments and print the sections asked for."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--no-engine", action="store_true", help="skip the engine section")
    ap.add_argument("--no-bots", action="store_true", help="skip the bots section")
    ap.add_argument("--no-pictures", action="store_true", help="skip the pictures section")
    ap.add_argument("--seconds", type=float, default=4.0, help="random games per player count")
    ap.add_argument("--rounds", type=int, default=4, help="rounds of those seconds (default 4)")
    ap.add_argument("--positions", type=int, default=3000, help="positions timed per count")
    ap.add_argument("--decisions", type=int, default=1000, help="easy and normal decisions")
    ap.add_argument("--hard-decisions", type=int, default=300, help="hard decisions")
    ap.add_argument("--games", type=int, default=4, help="picture games per player count")
    ap.add_argument("--renders", type=int, default=100, help="renders per picture row")
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    one_core()
    start = time.perf_counter()
    if not args.no_engine:
        engine_section(args.seconds, args.rounds, args.positions, args.seed)
    if not args.no_bots:
        bots_section(args.decisions, args.hard_decisions, args.seed)
    if not args.no_pictures:
        pictures_section(args.games, args.renders, args.seed)
    print(f"total {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
