"""The tests mirror the code: a game's tests live in ``tests/games/<id>/``.

``tests/ui/`` tests the house's UI kit and knows no game; a test of a module inside a game's
adapter (``bot.games.<id>.adapter.<module>``), and a test file named after a game, live beside
the game's other tests. The end-to-end suite (``tests/e2e/``: the whole bot through the fake
Discord) is the one exception: it plays real games and may read their words.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.games import SPECS

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
END_TO_END = TESTS / "e2e"


def imported(text: str) -> set[str]:
    """Every module a file imports, ``from bot.games import x`` read as ``bot.games.x``."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
    return found


def games_imported(text: str) -> set[str]:
    """The games whose package a file imports (anything under ``bot.games.<id>``)."""
    out = set()
    for module in imported(text):
        parts = module.split(".")
        if len(parts) > 2 and parts[:2] == ["bot", "games"]:
            out.add(parts[2])
    return out & set(SPECS)


def adapter_modules_imported(text: str) -> set[str]:
    """The games one of whose adapter's modules a file imports (``bot.games.<id>.adapter.x``,
    ``from bot.games.<id>.adapter import x`` where ``x`` is a module; not the adapter's
    ``ADAPTER``, which the house's tests may take as a sample)."""
    out = set()
    for module in imported(text):
        parts = module.split(".")
        if len(parts) > 4 and parts[:2] == ["bot", "games"] and parts[3] == "adapter":
            path = ROOT.joinpath(*parts[:5])
            if path.with_suffix(".py").exists() or path.is_dir():
                out.add(parts[2])
    return out & set(SPECS)


def named_game(path: Path) -> str | None:
    """The game a file's name names (``test_<id>_x.py``, ``<id>_x.py``, ``test_<id>.py``)."""
    words = path.stem.removeprefix("test_").split("_")
    return next((g for g in SPECS if words[0] == g), None)


def home(path: Path) -> str | None:
    """The game whose test folder holds ``path``, if any."""
    inside = path.relative_to(TESTS).parts
    return inside[1] if len(inside) > 2 and inside[0] == "games" else None


def misplaced(path: Path, text: str) -> list[str]:
    """Why a test file is not where the code it tests says it should be (nothing: in place)."""
    rel = path.relative_to(ROOT)
    if path.is_relative_to(END_TO_END):
        return []
    out = []
    if path.is_relative_to(TESTS / "ui"):
        out += [f"{rel} imports bot.games.{g}" for g in sorted(games_imported(text))]
    where = home(path)
    for game in sorted(adapter_modules_imported(text) - {where}):
        out.append(f"{rel} tests {game}'s adapter: move it to tests/games/{game}/")
    named = named_game(path)
    if named is not None and named != where:
        out.append(f"{rel} is named after {named}: move it to tests/games/{named}/")
    return out


def test_a_games_tests_live_in_its_own_folder() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        found += misplaced(path, path.read_text(encoding="utf-8"))
    assert found == []


@pytest.mark.parametrize("game", sorted(SPECS))
def test_the_check_sees_a_games_test_out_of_place(game: str) -> None:
    ui = TESTS / "ui" / "test_x.py"
    services = TESTS / "services" / f"test_{game}_x.py"
    own = TESTS / "games" / game / "test_x.py"
    adapter = ROOT / "bot" / "games" / game / "adapter"
    module = min(p.stem for p in adapter.glob("*.py") if p.stem != "__init__")
    inside = f"from bot.games.{game}.adapter.{module} import x\n"
    assert misplaced(ui, f"from bot.games import {game}\n") == [
        f"tests/ui/test_x.py imports bot.games.{game}"
    ]
    assert misplaced(TESTS / "i18n" / "test_x.py", inside) == [
        f"tests/i18n/test_x.py tests {game}'s adapter: move it to tests/games/{game}/"
    ]
    assert misplaced(services, "") == [
        f"tests/services/test_{game}_x.py is named after {game}: move it to tests/games/{game}/"
    ]
    assert misplaced(own, inside) == misplaced(END_TO_END / f"test_{game}.py", inside) == []
    i18n = TESTS / "i18n" / "test_x.py"
    assert misplaced(i18n, f"from bot.games.{game}.adapter import ADAPTER\n") == []
    assert misplaced(i18n, f"from bot.games.{game}.adapter import {module}\n") != []
