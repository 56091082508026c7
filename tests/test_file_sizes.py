"""Rooms with one job: no source file is over 400 lines unless its docstring says why.

A file that must stay long says so at its top, in its module docstring, with a line starting
"Long file:" and the reason (one contract per test module, one fake per Discord surface…).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 400
FOLDERS = ("bot", "cogs", "tests", "benchmarks")


def sources() -> list[Path]:
    return sorted(p for folder in FOLDERS for p in ROOT.joinpath(folder).rglob("*.py"))


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_long_file_says_why(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n")
    if lines <= LIMIT:
        return
    doc = ast.get_docstring(ast.parse(text)) or ""
    reasons = [line for line in doc.splitlines() if line.startswith("Long file:")]
    assert reasons and len(reasons[0]) > len("Long file: ") + 20, (
        f"{path.relative_to(ROOT)} has {lines} lines: split it by job, or say why at its top"
    )


def test_the_scan_reads_the_house_and_its_tests() -> None:
    found = {p.relative_to(ROOT).as_posix() for p in sources()}
    assert {"bot/client.py", "cogs/panel/play.py", "tests/test_file_sizes.py"} <= found
