"""The rules layers stay pure: no discord, asyncio, I/O, clock or global random (architecture)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE = [ROOT / "bot" / "engine", ROOT / "bot" / "games"]
FORBIDDEN_MODULES = {
    "discord",
    "asyncio",
    "aiosqlite",
    "sqlite3",
    "socket",
    "time",
    "datetime",
    "os",
    "pathlib",
    "io",
    "shutil",
    "subprocess",
    "threading",
    "urllib",
    "http",
    "logging",
    "secrets",
    "uuid",
    "cogs",
}
ALLOWED_BOT_IMPORTS = ("bot.engine", "bot.games", "bot.resources")
FORBIDDEN_CALLS = {"open", "input", "print", "eval", "exec"}


TOOLS = set(ROOT.joinpath("bot", "games").glob("*/arena.py")) | {
    ROOT / "bot" / "games" / "arena.py"
}
"""Command-line tools that live beside the rules (they time and print); they are not imported
by the rules, and the policies they run are pure."""


def is_adapter(path: Path) -> bool:
    """A game's Discord adapter (``bot/games/<id>/adapter/``) is not rules: it may do I/O."""
    return "adapter" in path.relative_to(ROOT).parts[3:4]


def pure_files() -> list[Path]:
    return sorted(p for d in PURE for p in d.rglob("*.py") if p not in TOOLS and not is_adapter(p))


def test_the_rules_never_import_the_tools() -> None:
    for path in pure_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.endswith(".arena"), path
            if isinstance(node, ast.Import):
                assert not any(a.name.endswith(".arena") for a in node.names), path


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_layers_import_nothing_impure(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] if node.module != "bot" else [f"bot.{a.name}" for a in node.names]
            if node.module == "random":
                # Only the seeded generator class, never the module's global functions.
                assert {a.name for a in node.names} <= {"Random"}, path
        for name in names:
            top = name.split(".")[0]
            assert top not in FORBIDDEN_MODULES, f"{path}: imports {name}"
            if top == "bot":
                assert name.startswith(ALLOWED_BOT_IMPORTS), f"{path}: imports {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path}: calls {node.func.id}()"
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "random"
        ):
            assert node.func.attr == "Random", f"{path}: uses the global random.{node.func.attr}"


def test_the_scan_finds_the_rules() -> None:
    files = {p.name for p in pure_files()}
    assert {"rules.py", "errors.py", "codec.py"} <= files
