"""No import circle in the house's Discord side: ``cogs/`` and each game's ``adapter/`` package.

The imports are read from the source (``ast``), function-level imports included: an import put
inside a function to dodge a circle is still the circle. Only ``if TYPE_CHECKING:`` blocks are
left out (they never run). A module importing a sibling depends on that sibling, not on their
package: a package's ``__init__`` that gathers its own modules is not a circle with them.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ADAPTERS = sorted(p.parent for p in ROOT.joinpath("bot", "games").glob("*/adapter/__init__.py"))


def module_name(path: Path, root: Path) -> str:
    """Return the dotted name of a source file under ``root`` (the import path)."""
    return ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")


def typing_only(tree: ast.AST) -> set[int]:
    """Return the nodes inside ``if TYPE_CHECKING:`` blocks."""
    nodes: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            nodes |= {id(n) for n in ast.walk(node)}
    return nodes


def imported(name: str, path: Path, known: set[str]) -> Iterator[str]:
    """Yield the modules of ``known`` that the module ``name`` imports when it runs (at its top
    or inside a function); ``from package import module`` names the module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = typing_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                for alias in node.names
            ]
        else:
            continue
        yield from (t for t in targets if t in known and t != name)


def graph(folder: Path, root: Path = ROOT) -> dict[str, set[str]]:
    """Return the import graph of a package folder's modules (its subpackages' too) among
    themselves."""
    modules = {module_name(p, root): p for p in sorted(folder.rglob("*.py"))}
    known = set(modules)
    return {name: set(imported(name, path, known)) for name, path in modules.items()}


def cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """Return one import circle of a graph (its modules in order, the first again at the end),
    or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return None
        path.append(node)
        for target in sorted(edges.get(node, ())):
            found = visit(target)
            if found is not None:
                return found
        path.pop()
        done.add(node)
        return None

    for start in sorted(edges):
        found = visit(start)
        if found is not None:
            return found
    return None


@pytest.mark.parametrize(
    "folder", [ROOT / "cogs", *ADAPTERS], ids=lambda p: str(p.relative_to(ROOT))
)
def test_no_import_circle(folder: Path) -> None:
    found = cycle(graph(folder))
    assert found is None, "an import circle: " + " -> ".join(found or [])


def test_the_panel_is_one_package_above_the_table() -> None:
    """The hand panel's modules are one package that imports the table; the table, and every
    cog outside the panel, never import the panel (``cogs.game`` and ``cogs.hoard``, which
    build the commands and register the components, and ``cogs.replay`` and
    ``cogs.practice``, which draw panels, may)."""
    edges = graph(ROOT / "cogs")
    panel = {name for name in edges if name.startswith("cogs.panel.")}
    assert {"cogs.panel.play", "cogs.panel.items"} <= panel
    assert any("cogs.table" in edges[name] for name in panel)
    users = {name for name, targets in edges.items() if targets & panel} - panel
    assert users <= {"cogs.game", "cogs.hoard", "cogs.replay", "cogs.practice"}


def test_the_scan_finds_circles_inside_functions(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "__init__.py").write_text("from pack import a\n")
    (pack / "a.py").write_text("from pack.b import thing\n")
    (pack / "b.py").write_text("def thing():\n    from pack import a\n")
    assert cycle(graph(pack, tmp_path)) == ["pack.a", "pack.b", "pack.a"]


def test_the_scan_reads_every_adapter() -> None:
    assert len(ADAPTERS) >= 3
    assert "cogs.table" in graph(ROOT / "cogs")["cogs.lobby"]
