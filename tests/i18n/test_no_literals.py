"""No word a member reads is written in the code: cogs, the UI layer, the games' adapters and
the refusals say everything through the catalogue (``data/locales``).

A string constant (or the text of an f-string) counts as words when it holds two words with a
space between them, or is one capitalised word ("Done", "Bribe…"). Left out: docstrings,
logging calls, exceptions that are not refusals (a developer's ``ValueError``), and a line
marked ``# i18n: not words`` with its reason (a font file name, a Discord error code).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCANNED = sorted(
    [
        *ROOT.joinpath("cogs").rglob("*.py"),
        *ROOT.joinpath("bot", "ui").rglob("*.py"),
        *ROOT.joinpath("bot", "games").rglob("*.py"),
        *ROOT.joinpath("bot", "services").rglob("*.py"),
        *ROOT.joinpath("bot", "engine").rglob("*.py"),
        ROOT / "bot" / "client.py",
    ]
)
ADMIN_ENGLISH = {
    "reader.py",
    "codec.py",
    "ruleset.py",
    "arena.py",
    "simulate.py",
    "integrity.py",
    "checkdata.py",
}
"""Left out: an admin's diagnostics (``check-db``, a custom ruleset's validation, the arena's
report, a data bundle's check) are technical English, like the log."""
ADMIN_MODULES = {"bot/services/replays.py", "bot/services/verifying.py"}
"""Left out by path: why an exported game does not verify (``python -m bot replay``); a
replay viewer members read is scanned whatever its name."""
SCANNED = [
    p
    for p in SCANNED
    if p.name not in ADMIN_ENGLISH
    and p.relative_to(ROOT).as_posix() not in ADMIN_MODULES
    and "engine" not in p.parts
]
WORDS = re.compile(r"[A-Za-zÀ-ÿ]{2,}[^\n{}]*\s[^\n{}]*[A-Za-zÀ-ÿ]{2,}|^[A-Z][a-z]+[.!?…:]?$")
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
DEVELOPER_ERRORS = {
    "ValueError",
    "TypeError",
    "RuntimeError",
    "KeyError",
    "AssertionError",
    "NotImplementedError",
    "LookupError",
    "InvalidState",
    "SystemExit",
}
MARK = "# i18n: not words"


def _skipped(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
        ):
            skip.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # an attribute's docstring
        call = node if isinstance(node, ast.Call) else None
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            call = node.exc
            name = call.func.id if isinstance(call.func, ast.Name) else ""
            if name not in DEVELOPER_ERRORS:
                continue
            skip.update(id(n) for n in ast.walk(call))
        elif call is not None and isinstance(call.func, ast.Attribute):
            if call.func.attr in LOGGING:
                skip.update(id(n) for n in ast.walk(call))
        elif call is not None and isinstance(call.func, ast.Name) and call.func.id == "Field":
            skip.update(id(n) for n in ast.walk(call))  # a setting's description for developers
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            skip.update(id(n) for n in ast.walk(node))
    return skip


def literals(path: Path) -> Iterator[tuple[int, str]]:
    """The (line, text) of every string in ``path`` that reads as words."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    skip = _skipped(tree)
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside.update(id(v) for v in node.values)
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inside:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(
                str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values
            )
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        end = getattr(node, "end_lineno", node.lineno) or node.lineno
        if any(MARK in lines[n - 1] for n in range(node.lineno, end + 1)):
            continue
        if WORDS.search(text.replace("{}", " ")):
            yield node.lineno, text


def name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", SCANNED, ids=name)
def test_no_words_outside_the_catalogue(path: Path) -> None:
    found = [f"{name(path)}:{line}: {text!r}" for line, text in literals(path)]
    assert found == [], "words in the code: move them to data/locales/*/*.ftl"


def test_the_scan_finds_words(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""A docstring is not words for a member."""\n'
        "import logging\nlog = logging.getLogger(__name__)\n"
        "def f(n: int) -> str:\n"
        '    log.info("a log line %s", n)\n'
        "    if n < 0:\n"
        '        raise ValueError("a developer error")\n'
        '    font = "DejaVuSans-Bold.ttf"\n'
        '    key = "lobby-title"\n'
        '    done = "Done"\n'
        '    return f"You have {n} cards" + key + font + done\n'
        'CODE = "Unknown Message"  # i18n: not words (a Discord error name)\n',
        encoding="utf-8",
    )
    assert [text for _, text in literals(sample)] == ["Done", "You have {} cards"]


def test_the_scan_covers_every_layer_members_read() -> None:
    scanned = {name(p) for p in SCANNED}
    layers = {"cogs/panel/play.py", "bot/ui/lobby.py", "bot/services/errors.py", "bot/client.py"}
    assert layers <= scanned
    assert "bot/games/village/adapter/panel.py" in scanned
    assert "bot/games/goofspiel/adapter/table.py" in scanned
