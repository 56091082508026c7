"""Which language a text speaks, by the catalogue's own words: a text in Italian holds no
fragment that only the English or the Spanish catalogue has.

A fragment is a run of literal text of a message (placeables cut it), at least 12 characters
with two words; the fragments one language shares with another are nobody's.
"""

from __future__ import annotations

import re
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
def fragments(language: str) -> frozenset[str]:
    """Every literal fragment of the language's messages worth matching."""
    found: set[str] = set()
    parser = FluentParser(with_spans=False)
    for path in sorted((LOCALES_DIR / language).glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if not isinstance(entry, ftl.Message | ftl.Term):
                continue
            patterns = [entry.value, *(a.value for a in entry.attributes)]
            for pattern in patterns:
                for raw in _pieces(pattern):
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
