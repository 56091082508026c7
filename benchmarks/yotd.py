"""In the Year of the Dragon's engine and bots (``bot/games/yotd``), timed on one core.

    python benchmarks/yotd.py                        # both sections at their default sizes
    python benchmarks/yotd.py --no-bots --games 50
    python benchmarks/yotd.py --no-engine --decisions 300

Two sections, each skipped by its flag (``--no-engine``, ``--no-bots``):

- engine: ``new_game`` (the setup), then whole random games of 2 to 5 players (each decision a
  uniformly random choice from ``legal_actions``, played with the checked ``apply``, which also
  performs every automatic step, Y-U2): games per second and decisions per game; then the p50
  and p95 microseconds of ``new_game``, ``legal_actions``, ``apply`` and ``view_for`` (the seat to
  decide), each call timed alone over the positions met in ``--games`` games per player count;
- bots: the p50, p95 and max milliseconds of one decision (``bot_action``: the seat's view, its
  reading and the policy) of easy, normal and hard in self-play games of 2 and 4 players (every
  seat the same level), ``--decisions`` each; then whole bot games (every seat the same level),
  the seconds per game.

Figures are reported by hand in the notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import (  # noqa: E402
    Engine,
    engine_section,
    one_core,
    print_decision_header,
    print_decision_row,
)
from bot.games import yotd  # noqa: E402

RULES = yotd.RULES
ENGINE_PLAYERS = (2, 3, 4, 5)
BOT_PLAYERS = (2, 4)


# --- Engine ----------------------------------------------------------------------------------


def _current(state: yotd.State) -> int:
    """The seat to decide (the one whose turn it is)."""
    seat = state.current
    assert seat is not None
    return seat


ENGINE = Engine(RULES.new_game, yotd.legal_actions, yotd.view_for, yotd.apply, _current)


# --- Bots ------------------------------------------------------------------------------------


def decision_times(level: str, players: int, decisions: int, seed: int) -> tuple[list[float], int]:
    """Time ``decisions`` decisions (ms) of ``level`` in self-play; return them and the games."""
    rng = random.Random(seed)
    times: list[float] = []
    games = 0
    while len(times) < decisions:
        game_seed = rng.randrange(1 << 30)
        s = RULES.new_game(players, game_seed)
        games += 1
        ply = 0
        while not s.over and len(times) < decisions:
            seat = s.current
            assert seat is not None
            start = time.perf_counter()
            action = yotd.bot_action(s, seat, level, game_seed * 7919 + ply)
            times.append((time.perf_counter() - start) * 1000)
            s, _ = yotd.apply(s, seat, action)
            ply += 1
    return times, games


def whole_games(level: str, players: int, games: int, seed: int) -> list[float]:
    """The seconds of each of ``games`` whole games, every seat played by ``level``."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        game_seed = rng.randrange(1 << 30)
        start = time.perf_counter()
        s = RULES.new_game(players, game_seed)
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            s, _ = yotd.apply(s, seat, yotd.bot_action(s, seat, level, ply))
            ply += 1
        out.append(time.perf_counter() - start)
    return out


def bots_section(decisions: int, games: int, seed: int) -> None:
    """Print the ms per decision of every level at 2 and 4 players, then whole bot games."""
    print_decision_header()
    for level in yotd.BOT_LEVELS:
        for players in BOT_PLAYERS:
            times, played = decision_times(level, players, decisions, seed)
            print_decision_row(level, players, times, played)
    print(f"bots: seconds per whole game, every seat the same level, {games} games")
    print(f"{'level':<7} {'players':>7} {'median':>7} {'max':>7}")
    for level in yotd.BOT_LEVELS:
        for players in BOT_PLAYERS:
            secs = whole_games(level, players, games, seed)
            print(
                f"{level:<7} {players:>7} {statistics.median(secs):>7.3f} {max(secs):>7.3f}",
                flush=True,
            )


def main() -> None:
    """Parse the arguments and print the sections asked for."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
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
        engine_section(ENGINE, ENGINE_PLAYERS, args.games, args.seed)
    if not args.no_bots:
        bots_section(args.decisions, args.bot_games, args.seed)
    print(f"total {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
