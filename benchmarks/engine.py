"""Random full games of ``village`` per second, by player count, on one core.

    python benchmarks/engine.py                # pure Python, as the bot runs
    python benchmarks/engine.py --compiled     # the same engine compiled with mypyc (needs gcc)

Three ways to play a random game are timed: ``step`` (uniform random legal action via
``random_action``, state only: what bots and simulations use), ``apply`` (the same with the
events that the bot shows players), and ``legal`` (choose from the full ``legal_actions``
list, what the UI lists). Figures are reported by hand in the issue notes, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED_MODULES = ["bot/games/village/rules.py", "bot/games/village/state.py"]


def run(players: int, mode: str, seconds: float, seed: int) -> tuple[float, float, float]:
    """Play random games for ``seconds``; return games/s, moves/s and moves per game."""
    from bot.games import village
    from bot.games.village import rules

    rng = random.Random(seed)
    games = moves = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            s = village.new_game(players, rng.randrange(1 << 62))
            if mode == "random":
                while not s.over:
                    s = rules.random_step(s, rng)
                    moves += 1
            elif mode == "step":
                while not s.over:
                    s = rules.step(s, rules.random_action(s, rng))
                    moves += 1
            elif mode == "apply":
                while not s.over:
                    s, _ = rules.apply(s, rules.random_action(s, rng))
                    moves += 1
            else:
                while not s.over:
                    s, _ = rules.apply(s, rng.choice(rules.legal_actions(s)))
                    moves += 1
            games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed, moves / games


def report(seconds: float, modes: list[str], seed: int) -> None:
    """Print the table of figures for every player count and mode."""
    compiled = any(
        p.suffix == ".so" for p in (Path(__file__).parent.parent / "bot/games/village").iterdir()
    )
    from bot.games.village import rules

    print(f"engine: {'mypyc-compiled' if compiled else 'pure Python'} ({rules.__file__})")
    print(f"python {sys.version.split()[0]}, one core, {seconds:g} s per cell")
    print(f"{'players':>7} {'mode':>6} {'games/s':>9} {'moves/s':>9} {'moves/game':>10}")
    for players in range(2, 6):
        for mode in modes:
            gps, mps, mpg = run(players, mode, seconds, seed)
            print(f"{players:>7} {mode:>6} {gps:>9.0f} {mps:>9.0f} {mpg:>10.1f}", flush=True)


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
    ap.add_argument("--seconds", type=float, default=3.0, help="time per cell (default 3)")
    ap.add_argument("--modes", default="step,apply,legal", help="comma-separated modes")
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
                "--seed",
                str(args.seed),
            ]
            env = {**os.environ, "PYTHONPATH": str(tmp)}
            subprocess.run(cmd, cwd=tmp, env=env, check=True)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    sys.path.insert(0, str(ROOT))
    report(args.seconds, args.modes.split(","), args.seed)


if __name__ == "__main__":
    main()
