"""The wheel carries every package and data file (pyproject lists the packages by hand)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_of_the_tree_is_listed() -> None:
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for top in ("bot", "cogs")
        for p in (ROOT / top).rglob("__init__.py")
    }
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert on_disk | {"hoard_data"} == listed


def test_every_data_file_is_matched_by_a_package_data_pattern() -> None:
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["hoard_data"]
    data = ROOT / "data"
    files = {p for p in data.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")}
    files = {p for p in files if "__pycache__" not in p.parts and not p.name.startswith("hoard.db")}
    matched = {p for pattern in patterns for p in data.glob(pattern)}
    assert files <= matched, sorted(str(p.relative_to(data)) for p in files - matched)
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["bot.storage.migrations"]
    folder = ROOT / "bot" / "storage" / "migrations"
    sql = set(folder.rglob("*.sql"))
    assert sql == {p for pattern in patterns for p in folder.glob(pattern)}
    assert folder / "postgres" / "0001_initial.sql" in sql  # PostgreSQL's own, shipped too
