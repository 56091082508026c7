"""The catalogue starts without parsing its files: each entry is parsed from its own source when
first used, and reads exactly as the whole file's parse reads it."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from fluent.syntax import ast as ftl

from bot.i18n import LANGUAGES, Catalogue
from bot.i18n.catalogue import _PARSER, LOCALES_DIR, parse_files


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_parsed_alone_is_the_one_the_whole_file_holds(language: str) -> None:
    resources, _ = parse_files(sorted((LOCALES_DIR / language).glob("*.ftl")))
    whole: dict[tuple[bool, str], ftl.Message | ftl.Term] = {}
    for resource in resources:
        for item in resource.body:
            if isinstance(item, ftl.Message | ftl.Term):
                whole.setdefault((isinstance(item, ftl.Term), item.id.name), item)
    c = Catalogue(languages=[language])
    assert {k for t, k in whole if not t} == c.keys(language)
    assert {k for t, k in whole if t} == c.terms(language)
    for (term, key), item in whole.items():
        alone = c._parsed(language, key, term=term)
        assert alone is not None and alone.equals(item, ignored_fields=["span", "comment"]), key


def test_starting_parses_no_entry_and_a_text_parses_what_it_reads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    parsed: list[str] = []
    parse_entry = _PARSER.parse_entry

    def counted(source: str) -> ftl.EntryType:
        parsed.append(source.split("=", 1)[0].strip())
        return parse_entry(source)

    monkeypatch.setattr(_PARSER, "parse_entry", counted)
    c = Catalogue()
    assert parsed == []
    assert c.text("it", "hoard-games-name") == Catalogue().text("it", "hoard-games-name")
    assert "hoard-games-name" in parsed and len(parsed) <= 4  # with the terms it names


def test_a_broken_entry_is_said_once_used_and_by_problems(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.ftl").write_text(
        "# a comment\n\ngood = Good\n    and more\nselect = { $n ->\n[one] one\n*[other] many\n}\n"
        "bad = { $oops\n"
    )
    c = Catalogue(tmp_path, languages=["en"])
    assert c.text("en", "good") == "Good\nand more"
    assert c.text("en", "select", n=1) == "one" and c.text("en", "select", n=5) == "many"
    assert c.text("en", "bad") == "bad"  # the key itself, as for a missing message
    assert len(c.problems) == 1 and "x.ftl" in c.problems[0]


def test_words_with_plain_arguments_are_formatted_once_and_kept_within_a_size(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.ftl").write_text(
        "hello = Hello { $who }\nscore = { $n ->\n[one] one point\n*[other] { $n } points\n}\n"
    )
    c = Catalogue(tmp_path, languages=["en"])
    formatted: list[str] = []
    bundle = c._bundles["en"]
    format_pattern = bundle.format_pattern

    def counted(pattern: object, args: object = None) -> object:
        formatted.append(str(args))
        return format_pattern(pattern, args)  # type: ignore[arg-type]

    monkeypatch.setattr(bundle, "format_pattern", counted)
    assert c.text("en", "hello", who="Ada") == "Hello Ada"
    assert c.text("en-GB", "hello", who="Ada") == "Hello Ada"  # the same language: kept
    assert c.text("en", "hello", who="Bo") == "Hello Bo"
    assert [c.text("en", "score", n=n) for n in (1, 2, 1)] == ["one point", "2 points", "one point"]
    assert len(formatted) == 4
    assert [c.text("en", "score", n=Decimal(2)) for _ in range(2)] == ["2 points"] * 2
    assert len(formatted) == 6  # not plain, even once said (a decimal): formatted each time
    monkeypatch.setattr(sys.modules["bot.i18n.catalogue"], "SAID", 2)
    c.text("en", "score", n=3)
    assert len(c._said) == 2 and ("en", "hello", ("who", "Ada")) not in c._said  # the oldest left
