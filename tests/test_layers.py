"""The dependency direction engine -> games -> storage -> services -> ui -> adapters -> cogs holds.

A game's Discord adapter (``bot/games/<id>/adapter/``) sits above ``bot.ui``: it may import
discord, the UI kit and the services, never storage; the rest of the game's package stays pure.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ADAPTER = "bot.games.<id>.adapter"
ORDER = {
    "bot.resources": 0,
    "bot.i18n": 0,
    "bot.engine": 0,
    "bot.games": 1,
    "bot.storage": 2,
    "bot.config": 2,
    "bot.services": 3,
    "bot.ui": 4,
    ADAPTER: 5,
    "cogs": 6,
    "bot.client": 7,
    "bot.run": 8,
    "bot.maintenance": 8,
    "bot.datacheck": 8,
    "bot.__main__": 9,
}
MAY_IMPORT_DISCORD = {"bot.ui", ADAPTER, "bot.client", "bot.run", "bot.__main__", "cogs"}
NEVER = {ADAPTER: ("bot.storage",), "bot.services": ("bot.games",)}
"""Imports a layer may not make although they are below it: an adapter never reaches storage;
the services are given the games they run (``GameService(specs=…)``, the registry read by the
composition root: ``bot.client``, ``bot.maintenance``), never read the registry themselves."""


def layer_of(module: str) -> str | None:
    if re.fullmatch(r"bot\.games\.\w+\.adapter(\..+)?", module):
        return ADAPTER
    for name in sorted(ORDER, key=len, reverse=True):
        if module == name or module.startswith(name + "."):
            return name
    return None


def modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted([*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")]):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts).removesuffix(".__init__")
        out.append((name, path))
    return out


def imports(path: Path) -> list[str]:
    """Return what a module imports at run time (``if TYPE_CHECKING:`` blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            typing_only |= {id(n) for n in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "bot":
                found += [f"bot.{a.name}" for a in node.names]
            else:
                found.append(node.module)
    return found


@pytest.mark.parametrize(
    ("name", "path"), modules(), ids=lambda v: str(v) if isinstance(v, str) else ""
)
def test_imports_follow_the_dependency_direction(name: str, path: Path) -> None:
    own = layer_of(name)
    if own is None:  # bot/__init__.py and the like
        return
    for imported in imports(path):
        top = imported.split(".")[0]
        if top == "discord":
            assert own in MAY_IMPORT_DISCORD, f"{name} imports discord"
        target = layer_of(imported)
        for banned in NEVER.get(own, ()):
            assert not (imported == banned or imported.startswith(banned + ".")), (
                f"{name} ({own}) imports {imported}"
            )
        if target is not None:
            assert ORDER[target] <= ORDER[own], f"{name} ({own}) imports {imported} ({target})"


def test_every_module_has_a_layer() -> None:
    unplaced = [n for n, _ in modules() if layer_of(n) is None and n not in {"bot", "cogs"}]
    assert unplaced == []
