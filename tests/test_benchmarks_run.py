"""The benchmark scripts run (their figures are read by hand, never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_benchmark_runs_and_prints_every_player_count() -> None:
    out = subprocess.run(
        [sys.executable, "benchmarks/engine.py", "--seconds", "0.05", "--modes", "step,legal"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    ).stdout
    rows = [line.split() for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert sorted({int(r[0]) for r in rows}) == [2, 3, 4, 5]
    assert all(float(r[2]) > 0 for r in rows)
