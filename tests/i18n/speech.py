"""Which language a text speaks, by the catalogue's own words: a text in Italian holds no
fragment that only the English or the Spanish catalogue has.

A fragment is a run of literal text of a message (placeables cut it), at least 12 characters
with two words; the fragments one language shares with another are nobody's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.i18n import LANGUAGES
from bot.i18n.catalogue import LOCALES_DIR

WORDY = re.compile(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}")


def _pieces(pattern: ftl.Pattern | None) -> list[str]:
    out: list[str] = []
    if pattern is None:
        return out
    run = ""
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            run += element.value
            continue
        out.append(run)
        run = ""
        expression = getattr(element, "expression", None)
        if isinstance(expression, ftl.SelectExpression):
            for variant in expression.variants:
                out += _pieces(variant.value)
    out.append(run)
    return [p for line in out for p in line.splitlines()]


@cache
def literal_pieces(language: str) -> tuple[str, ...]:
    """The literal text of every message and term of the language, line by line."""
    out: list[str] = []
    parser = FluentParser(with_spans=False)
    for path in sorted((LOCALES_DIR / language).glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message | ftl.Term):
                for pattern in [entry.value, *(a.value for a in entry.attributes)]:
                    out += _pieces(pattern)
    return tuple(out)


@cache
def fragments(language: str) -> frozenset[str]:
    """Every literal fragment of the language's messages worth matching."""
    found: set[str] = set()
    for raw in literal_pieces(language):
        piece = raw.strip(" \t.,:;!?()*_-—…·")
        if len(piece) >= 12 and WORDY.search(piece):
            found.add(piece)
    return frozenset(found)


@cache
def foreign(language: str) -> frozenset[str]:
    """The fragments only other languages have."""
    others = set().union(*(fragments(other) for other in LANGUAGES if other != language))
    own = fragments(language)
    return frozenset(f for f in others - own if not any(f in mine for mine in own))


def foreign_words(text: str, language: str) -> list[str]:
    """The fragments of other languages found in ``text`` (empty: it speaks ``language``)."""
    return sorted(f for f in foreign(language) if f in text)


WORD = re.compile(r"[^\W\d_]+")
HIDDEN = re.compile(r"<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>|https?://\S+|attachment://\S+")
"""What a member does not read as words: mentions, stamps, custom emoji, links."""


@cache
def words(language: str) -> frozenset[str]:
    """Every word (lowercase) of the language's messages, their literal text only."""
    found: set[str] = set()
    for piece in literal_pieces(language):
        found.update(w.lower() for w in WORD.findall(piece))
    return frozenset(found)


@cache
def alien(language: str) -> frozenset[str]:
    """The words other languages' messages use and this language's never do."""
    others = set().union(*(words(other) for other in LANGUAGES if other != language))
    return frozenset(others - words(language))


def alien_words(text: str, language: str, names: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` that only other languages use (empty: nothing foreign); the
    ``names`` (players', bots'), mentions, links and single capitals (a card's letter, a
    gem's) are not words."""
    for name in names:
        text = text.replace(name, " ")
    found = WORD.findall(HIDDEN.sub(" ", text))
    seen = {w.lower() for w in found if not (len(w) == 1 and w.isupper())}
    return sorted(seen & alien(language))


def seen_text(body: dict[str, object]) -> str:
    """What a member reads of a message payload: its content, its embeds' words, its
    components' labels, placeholders and options (not custom_ids, not file names)."""
    out: list[str] = []

    def walk(value: object, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k not in ("custom_id", "url", "proxy_url", "icon_url", "filename", "value"):
                    walk(v, k)
                elif k == "value" and isinstance(v, str) and "name" in value:
                    out.append(v)  # an embed field's value (an option's value is an id)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and key in (
            "content",
            "title",
            "description",
            "name",
            "text",
            "label",
            "placeholder",
        ):
            out.append(value)

    walk(body)
    return "\n".join(out)
