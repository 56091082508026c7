"""Lint, format and types are part of the suite, so CI fails when they slip."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.timing import ceiling

ROOT = Path(__file__).resolve().parents[1]


def run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cmd, cwd=ROOT, capture_output=True, text=True, timeout=ceiling(600), check=False
    )


@pytest.mark.skipif(
    shutil.which("ruff") is None and not (Path(sys.executable).parent / "ruff").exists(),
    reason="ruff is installed with the test extra",
)
def test_ruff_check_and_format() -> None:
    ruff = str(Path(sys.executable).parent / "ruff")
    if not Path(ruff).exists():
        ruff = "ruff"
    lint = run(ruff, "check", ".")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    fmt = run(ruff, "format", "--check", ".")
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


@pytest.mark.slow  # mypy --strict over the whole code: the longest of the checks
def test_mypy_strict_on_the_pure_layers() -> None:
    result = run(sys.executable, "-m", "mypy", "--strict")
    assert result.returncode == 0, result.stdout + result.stderr
