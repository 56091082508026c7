"""No module outside a game's own package names that game: its id, its title, its verbs, its
cards. The house (``bot/`` and ``cogs/`` but ``bot/games/<id>/``) knows games only through the
registry; the registry's own line per game is the one exception (it imports the spec).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from bot.games import SPECS

ROOT = Path(__file__).resolve().parents[1]
REGISTRY = ROOT / "bot" / "games" / "__init__.py"
PACKAGE_LINE = re.compile(r'    "bot\.games\.\w+",(  # .*)?')


def shared_modules() -> list[Path]:
    """Every module of the house that belongs to no game."""
    games = ROOT / "bot" / "games"
    found = []
    for path in sorted([*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")]):
        inside = path.relative_to(games).parts if path.is_relative_to(games) else ()
        if len(inside) > 1 and inside[0] in SPECS:
            continue  # the game's own package
        found.append(path)
    return found


def card_names(ruleset: Any) -> set[str]:
    """Every name a ruleset JSON gives (its ``name``/``plural`` fields at any depth)."""
    out: set[str] = set()
    if isinstance(ruleset, dict):
        for key, value in ruleset.items():
            if key in ("name", "plural") and isinstance(value, str) and key != "id":
                out.add(value)
            else:
                out |= card_names(value)
    elif isinstance(ruleset, list):
        for value in ruleset:
            out |= card_names(value)
    return out


def words_of(game_id: str) -> tuple[set[str], set[str]]:
    """A game's words to find in text (id, title, card names) and its verbs (string constants)."""
    spec = SPECS[game_id]
    adapter = import_module(spec.extension).ADAPTER
    ruleset = spec.rules.default_ruleset()
    names = {game_id, spec.title, *card_names(ruleset)} - {ruleset.get("name", "")}
    verbs = set(adapter.verbs) | set(adapter.fields)
    return names, verbs


def strings(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


GENERIC_FIELDS = {"type", "count"}
"""Select fields that are plain English words every module may use as keys; a game's field
names are checked where they are its own."""


@pytest.mark.parametrize("game_id", sorted(SPECS))
def test_no_shared_module_names_a_game(game_id: str) -> None:
    names, verbs = words_of(game_id)
    found = []
    for path in shared_modules():
        text = path.read_text(encoding="utf-8")
        if path == REGISTRY:  # its one line per game
            text = "\n".join(ln for ln in text.splitlines() if not PACKAGE_LINE.fullmatch(ln))
        rel = path.relative_to(ROOT)
        for name in sorted(names):
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, flags=re.IGNORECASE):
                found.append(f"{rel}: {name!r}")
        for value in strings(ast.parse(text)):
            if value in verbs - GENERIC_FIELDS:
                found.append(f"{rel}: the verb {value!r}")
    assert found == []


def test_the_scan_sees_the_games_and_the_house() -> None:
    """The check reads the house's modules and finds a game's words inside its package."""
    paths = shared_modules()
    assert ROOT / "bot" / "client.py" in paths and ROOT / "cogs" / "panel" / "play.py" in paths
    for game_id in SPECS:
        assert not any(f"games/{game_id}/" in str(p) for p in paths)
        names, verbs = words_of(game_id)
        assert game_id in names and verbs
        own = ROOT / "bot" / "games" / game_id / "spec.py"
        assert game_id in own.read_text(encoding="utf-8") or SPECS[game_id].title
