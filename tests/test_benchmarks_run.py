"""The benchmark scripts run (their figures are read by hand, never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.timing import ceiling

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow  # each runs a benchmark script in a process of its own


def run_benchmark(*args: str) -> str:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=ceiling(300),
        check=True,
    ).stdout


def test_engine_benchmark_runs_and_prints_every_player_count() -> None:
    out = run_benchmark("benchmarks/engine.py", "--seconds", "0.1", "--modes", "random,step,legal")
    rows = [line.split() for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert sorted({int(r[0]) for r in rows}) == [2, 3, 4, 5]
    assert all(float(r[2]) > 0 for r in rows)


def test_service_benchmark_runs() -> None:
    out = run_benchmark("benchmarks/service.py", "--only", "--games", "5", "--moves", "30")
    assert "moves/s" in out
    assert "p99" in out
    assert "0.00 trips/move" in out  # SQLite: the read and the write run on the loop's thread


def test_memory_benchmark_prints_the_curve() -> None:
    out = run_benchmark("benchmarks/memory.py", "--games", "6", "--every", "2")
    lines = [line for line in out.splitlines() if line.startswith("touched")]
    assert [line.split()[1] for line in lines] == ["2", "4", "6"]
    assert all("MiB" in line for line in lines)


def test_service_benchmark_runs_on_postgresql_too(postgres_url: str) -> None:
    out = run_benchmark(
        "benchmarks/service.py", "--backend", "postgres", "--postgres-url", postgres_url,
        "--games", "3", "--moves", "20",
    )  # fmt: skip
    assert out.startswith("postgres | games      3 |")
    assert "moves/s" in out and "p99" in out


def test_bots_ack_benchmark_runs() -> None:
    out = run_benchmark(
        "benchmarks/bots_ack.py", "--seconds", "0.3", "--bots", "1", "--rounds", "1"
    )
    assert out.count("p95") == 4
    assert "thread" in out and "pool" in out


def test_saturation_benchmark_runs() -> None:
    out = run_benchmark("benchmarks/saturation.py", "--games", "1", "--seconds", "1")
    assert "answers after 3 s:" in out and "p95" in out
    assert "pictures on" in out and "move taps" in out and "p99" in out


def test_saturation_benchmark_runs_with_pictures_off() -> None:
    out = run_benchmark(
        "benchmarks/saturation.py", "--games", "1", "--seconds", "1", "--pictures", "off"
    )
    assert "pictures off" in out and "move taps" in out and "p99" in out
    assert "REST per move" in out  # by endpoint, when a move was made in the second


def test_words_benchmark_runs_and_prints_every_language() -> None:
    out = run_benchmark("benchmarks/words.py", "--positions", "8")
    assert "catalogue load" in out
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["en", "it", "es"]


def test_splendor_benchmark_runs_every_section() -> None:
    out = run_benchmark(
        "benchmarks/splendor.py", "--seconds", "0.1", "--rounds", "1", "--positions", "5",
        "--decisions", "2", "--hard-decisions", "1", "--games", "1", "--renders", "1",
    )  # fmt: skip
    lines = [line.split() for line in out.splitlines() if line.strip()]
    assert sorted(int(r[0]) for r in lines if r[0].isdigit() and len(r) == 7) == [2, 3, 4]
    assert {r[0] for r in lines if r[0] in ("legal_actions", "apply", "view_for", "read")} == {
        "legal_actions", "apply", "view_for", "read",
    }  # fmt: skip
    assert [(r[0], r[1]) for r in lines if r[0] in ("easy", "normal", "hard")] == [
        (level, players) for level in ("easy", "normal", "hard") for players in ("2", "4")
    ]
    pictures = [(r[0], r[1], r[2]) for r in lines if len(r) == 9 and r[1] in ("table", "hand")]
    assert len(pictures) == 12 and {p[2] for p in pictures} == {"en", "it", "es"}
    assert "first render (cold" in out


def test_stats_benchmark_runs_every_query() -> None:
    out = run_benchmark("benchmarks/stats.py", "--games", "200", "--members", "40", "--calls", "5")
    rows = [line.split() for line in out.splitlines()[2:]]
    assert len(rows) == 15 and all(len(r) >= 5 for r in rows)
    assert (
        "leaderboard global" in out
        and "leaderboard_place" in out
        and "history server, paged" in out
    )


def test_whole_bot_memory_benchmark_prints_the_curve() -> None:
    out = run_benchmark("benchmarks/memory_bot.py", "--games", "4", "--every", "2")
    lines = [line for line in out.splitlines() if line.startswith("touched")]
    assert [line.split()[1] for line in lines] == ["0", "2", "4"]
    assert all("bot process" in line and "MiB" in line for line in lines)
    assert "games touched with a move: 4 of 4" in out and "logged errors" not in out
