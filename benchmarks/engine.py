"""Random full games of ``village`` per second, by player count, on one core.

    python benchmarks/engine.py                # pure Python, as the bot runs
    python benchmarks/engine.py --compiled     # the same engine compiled with mypyc (needs gcc)

A random game is set up from a fresh seed with ``new_game`` and played to its end with
uniformly random legal moves. Four ways to play one are timed:

- ``random``: ``rules.random_step``, the engine's random-play path (what simulations use):
  it draws a move as numbers and plays it without building an action or re-checking it;
- ``step``: ``rules.step(state, rules.random_action(...))``, a checked action per move;
- ``apply``: the same with the events that the bot shows players;
- ``legal``: a choice from the full ``legal_actions`` list, as the UI lists them.

Each cell is timed in rounds; the table shows the median round (games/s), the best and the
worst, so that a noisy neighbour on the machine shows as a spread rather than a wrong
figure. Figures are reported by hand in the issue notes, never asserted by tests.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED_MODULES = [
    "bot/games/village/rules.py",
    "bot/games/village/simulate.py",
    "bot/games/village/changes.py",
    "bot/games/village/scoring.py",
    "bot/games/village/state.py",
]


def run(players: int, mode: str, seconds: float, seed: int) -> tuple[float, float]:
    """Play random games for ``seconds``; return the games and the moves played."""
    from bot.games import village
    from bot.games.village import rules

    new_game, random_step, step, apply = (
        village.new_game,
        rules.random_step,
        rules.step,
        rules.apply,
    )
    random_action, legal_actions = rules.random_action, rules.legal_actions
    rng = random.Random(seed)
    games = moves = 0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            s = new_game(players, rng.randrange(1 << 62))
            if mode == "random":
                while not s.over:
                    s = random_step(s, rng)
                    moves += 1
            elif mode == "step":
                while not s.over:
                    s = step(s, random_action(s, rng))
                    moves += 1
            elif mode == "apply":
                while not s.over:
                    s, _ = apply(s, random_action(s, rng))
                    moves += 1
            else:
                while not s.over:
                    s, _ = apply(s, rng.choice(legal_actions(s)))
                    moves += 1
            games += 1
    return games, moves


def cell(players: int, mode: str, seconds: float, rounds: int, seed: int) -> list[float]:
    """Time ``rounds`` rounds; return games/s of each round and moves per game overall."""
    rates = []
    games = moves = 0
    for i in range(rounds):
        start = time.perf_counter()
        g, m = run(players, mode, seconds / rounds, seed + i)
        rates.append(g / (time.perf_counter() - start))
        games += g
        moves += m
    return [*rates, moves / games]


def report(seconds: float, modes: list[str], rounds: int, seed: int) -> None:
    """Print the table of figures for every player count and mode."""
    compiled = any(
        p.suffix == ".so" for p in (Path(__file__).parent.parent / "bot/games/village").iterdir()
    )
    from bot.games.village import rules

    print(f"engine: {'mypyc-compiled' if compiled else 'pure Python'} ({rules.__file__})")
    print(f"python {sys.version.split()[0]}, one core, {seconds:g} s per cell in {rounds} rounds")
    print(
        f"{'players':>7} {'mode':>6} {'games/s':>9} {'best':>6} {'worst':>6}"
        f" {'moves/s':>9} {'moves/game':>10}"
    )
    for players in range(2, 6):
        for mode in modes:
            *rates, per_game = cell(players, mode, seconds, rounds, seed)
            mid = statistics.median(rates)
            print(
                f"{players:>7} {mode:>6} {mid:>9.0f} {max(rates):>6.0f} {min(rates):>6.0f}"
                f" {mid * per_game:>9.0f} {per_game:>10.1f}",
                flush=True,
            )


def compiled_copy() -> Path:
    """Copy the code to a temporary folder and compile the engine's hot modules with mypyc."""
    tmp = Path(tempfile.mkdtemp(prefix="hoard-mypyc-"))
    shutil.copytree(ROOT / "bot", tmp / "bot", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "data", tmp / "data", ignore=shutil.ignore_patterns("*.db*"))
    shutil.copytree(ROOT / "benchmarks", tmp / "benchmarks")
    mypyc = [sys.executable, "-m", "mypyc", *COMPILED_MODULES]
    subprocess.run(mypyc, cwd=tmp, check=True, stdout=subprocess.DEVNULL)
    return tmp


def main() -> None:
    """Parse the arguments and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seconds", type=float, default=5.0, help="time per cell (default 5)")
    ap.add_argument("--rounds", type=int, default=5, help="rounds per cell (default 5)")
    ap.add_argument("--modes", default="random,step,apply,legal", help="comma-separated modes")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--compiled", action="store_true", help="compile the engine with mypyc")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    if args.compiled:
        tmp = compiled_copy()
        try:
            cmd = [
                sys.executable,
                "benchmarks/engine.py",
                "--seconds",
                str(args.seconds),
                "--modes",
                args.modes,
                "--rounds",
                str(args.rounds),
                "--seed",
                str(args.seed),
            ]
            env = {**os.environ, "PYTHONPATH": str(tmp)}
            subprocess.run(cmd, cwd=tmp, env=env, check=True)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    sys.path.insert(0, str(ROOT))
    report(args.seconds, args.modes.split(","), args.rounds, args.seed)


if __name__ == "__main__":
    main()
