"""The catalogue's own checks: every language has every message with the same placeholders,
no message is unused or only in one language, every file parses, locales negotiate.
"""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest

from bot.games import SPECS
from bot.i18n import ENGLISH, LANGUAGES, Catalogue, catalogue, negotiate
from bot.i18n.catalogue import LOCALES_DIR, parse_files

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [lang for lang in LANGUAGES if lang != ENGLISH]


def test_the_catalogue_reads_the_shipped_files() -> None:
    assert LOCALES_DIR.resolve() == (ROOT / "data" / "locales").resolve()
    assert {p.name for p in LOCALES_DIR.iterdir() if p.is_dir()} == set(LANGUAGES)
    assert catalogue().keys(ENGLISH), "the English catalogue is empty"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_file_parses(language: str) -> None:
    files = sorted((LOCALES_DIR / language).glob("*.ftl"))
    assert files
    _, problems = parse_files(files)
    assert problems == []
    assert [p for p in catalogue().problems if p.startswith(f"{language}:")] == []


def test_a_broken_file_is_reported_not_raised(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.ftl").write_text("good = Good\nbad = { $oops\nalso = x\nalso = y\n")
    broken = Catalogue(tmp_path, languages=["en"])
    assert len(broken.problems) == 2
    assert "x.ftl" in broken.problems[0] and "also is defined twice" in broken.problems[1]
    assert broken.text("en", "good") == "Good"


@pytest.mark.parametrize("language", OTHERS)
def test_every_language_has_every_message_and_no_other(language: str) -> None:
    english, other = catalogue().keys(ENGLISH), catalogue().keys(language)
    assert sorted(english - other) == [], f"missing in {language}"
    assert sorted(other - english) == [], f"only in {language}"


@pytest.mark.parametrize("language", OTHERS)
def test_placeholders_and_attributes_are_the_same_in_every_language(language: str) -> None:
    c = catalogue()
    differ = []
    for key in sorted(c.keys(ENGLISH) & c.keys(language)):
        en, it = c.entry(ENGLISH, key), c.entry(language, key)
        if en.variables != it.variables or set(en.attributes) != set(it.attributes):
            differ.append((key, sorted(en.variables), sorted(it.variables)))
    assert differ == []


def key_patterns() -> tuple[set[str], list[re.Pattern[str]]]:
    """The string constants of the bot's modules, and each f-string as a pattern (its
    placeholders match one id: letters, digits, ``_``). An f-string that starts with a
    placeholder followed by ``-word-`` names a game's own key (``f"{spec.id}-ruleset-{name}"``):
    its first placeholder matches a game id only."""
    literals: set[str] = set()
    patterns = []
    games = "(?:" + "|".join(re.escape(g) for g in sorted(SPECS)) + ")"
    for path in [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                parts = [
                    re.escape(v.value) if isinstance(v, ast.Constant) else r"\w+"
                    for v in node.values
                ]
                head = node.values[0]
                if isinstance(head, ast.Constant) and len(str(head.value)) >= 3:
                    patterns.append(re.compile("".join(parts)))
                elif (
                    len(node.values) > 1
                    and isinstance(node.values[1], ast.Constant)
                    and re.fullmatch(r"-[a-z]+-", str(node.values[1].value))
                ):
                    patterns.append(re.compile(games + "".join(parts[1:])))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
    return literals, patterns


def test_every_message_is_used_by_the_code() -> None:
    literals, patterns = key_patterns()
    unused = [
        key
        for key in sorted(catalogue().keys(ENGLISH))
        if key not in literals and not any(p.fullmatch(key) for p in patterns)
    ]
    assert unused == []


def test_the_usage_scan_sees_literals_and_formatted_keys() -> None:
    literals, patterns = key_patterns()
    assert "hoard-games-description" in literals
    assert any(p.fullmatch("village-axe-count") for p in patterns)
    assert not any(p.fullmatch("nothing-like-a-key") for p in patterns)
    assert any(p.fullmatch("goofspiel-ruleset-classic") for p in patterns)  # a game's own
    assert not any(p.fullmatch("nothing-ruleset-classic") for p in patterns)


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("en-US", "en"),
        ("en-GB", "en"),
        ("it", "it"),
        ("es-ES", "es"),
        ("es-419", "es"),
        ("ES_es", "es"),
        ("fr", "en"),
        ("pt-BR", "en"),
        ("", "en"),
        (None, "en"),
        ("english", "en"),
        ("italian", "en"),
    ],
)
def test_negotiation(locale: str | None, language: str) -> None:
    assert negotiate(locale) == language


def test_a_missing_message_falls_back_to_english_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    files = {"en": "hi = Hi { $name }\nonly = Only English\n", "it": "hi = Ciao\n"}
    for lang, text in files.items():
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "m.ftl").write_text(text)
    c = Catalogue(tmp_path, languages=["en", "it"])
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        assert c.text("it", "only") == "Only English"
    assert "it has no only" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="bot.i18n.catalogue"):
        assert c.text("it", "nowhere") == "nowhere"
        assert c.text("en", "hi") == "Hi name"  # a missing argument: logged, no crash
    assert "no language has nowhere" in caplog.text and "hi of en" in caplog.text


def test_no_isolation_marks() -> None:
    text = catalogue().text("it", "village-feather-count", count=3)
    assert text == "3 Piume di Fenice"
    assert "\u2068" not in text and "\u2069" not in text
