"""The message catalogue: every word a member sees, per language, from Fluent files.

The files are ``data/locales/<language>/*.ftl`` (installed with the rest of ``data/`` as
``hoard_data``). One :class:`Catalogue` holds a Fluent bundle per language and answers
``text(locale, key, **args)``:

* ``locale`` is a Discord locale ("en-US", "en-GB", "it", "es-ES", "es-419") or a catalogue
  language ("en", "it", "es"); :func:`negotiate` maps it, anything else reads English;
* ``key`` is a message id, or ``message.attribute`` for one of its attributes;
* a message missing in a language falls back to English with a logged warning, a message
  missing everywhere (or an error while formatting) gives the key itself and a logged error:
  a missing word never crashes a reply;
* Fluent's bidi isolation marks (U+2068/U+2069 around every placeable) are off: Discord draws
  them as junk.

The module knows no game and no Discord type: words come from the data files only.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.resources import DATA_DIR

log = logging.getLogger(__name__)

ENGLISH = "en"
LANGUAGES = ("en", "it", "es")
"""The catalogue's languages, English (the fallback) first."""

BABEL_LOCALES = {"en": "en_US", "it": "it_IT", "es": "es_ES"}
"""The locale each bundle formats numbers and picks plural categories with."""

LOCALES_DIR = DATA_DIR / "locales"


def negotiate(locale: object) -> str:
    """Return the catalogue language for a Discord locale: "en-GB" -> "en", "es-419" -> "es",
    "it" -> "it"; ``None``, an empty string and every other language -> "en".

    ``locale`` may be a ``discord.Locale`` (its ``str`` is the Discord code) or a string.
    """
    code = str(getattr(locale, "value", locale) or "").strip().lower().replace("_", "-")
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else ENGLISH


class _Variables(Visitor):
    """Collect the ``$variables`` a message uses (term arguments are the term's own)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:  # noqa: N802 (Fluent)
        self.names.add(node.id.name)


@dataclass(frozen=True)
class Entry:
    """What the checks need to know about one message of one language."""

    key: str
    variables: frozenset[str]
    attributes: Mapping[str, str]
    """Each attribute's source text (``.gender = feminine`` -> ``{"gender": "feminine"}``)."""


def _source(pattern: ftl.Pattern | None) -> str:
    if pattern is None:
        return ""
    return "".join(e.value for e in pattern.elements if isinstance(e, ftl.TextElement)).strip()


def parse_files(paths: Iterable[Path]) -> tuple[list[ftl.Resource], list[str]]:
    """Parse ``.ftl`` files; return the resources and a line per syntax error (Junk)."""
    resources, problems = [], []
    for path in paths:
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for item in resource.body:
            if isinstance(item, ftl.Junk):
                notes = "; ".join(str(a.message) for a in item.annotations)
                problems.append(f"{path.parent.name}/{path.name}: {notes}: {item.content!r}")
        resources.append(resource)
    return resources, problems


class Catalogue:
    """The words of every language, read once from ``root/<language>/*.ftl``."""

    def __init__(self, root: Path = LOCALES_DIR, languages: Iterable[str] = LANGUAGES) -> None:
        self.root = root
        self.languages = tuple(languages)
        self.problems: list[str] = []
        """Syntax errors and duplicate ids found while loading (the tests want none)."""
        self._bundles: dict[str, FluentBundle] = {}
        self._entries: dict[str, dict[str, Entry]] = {}
        self._terms: dict[str, dict[str, Entry]] = {}
        for language in self.languages:
            self._load(language)
        for problem in self.problems:
            log.error("catalogue: %s", problem)

    def _load(self, language: str) -> None:
        bundle = FluentBundle([BABEL_LOCALES.get(language, language)], use_isolating=False)
        entries: dict[str, Entry] = {}
        terms: dict[str, Entry] = {}
        resources, problems = parse_files(sorted((self.root / language).glob("*.ftl")))
        self.problems += problems
        for resource in resources:
            bundle.add_resource(resource)
            for item in resource.body:
                if not isinstance(item, ftl.Message | ftl.Term):
                    continue
                found = _Variables()
                found.visit(item)
                entry = Entry(
                    key=item.id.name,
                    variables=frozenset(found.names),
                    attributes={a.id.name: _source(a.value) for a in item.attributes},
                )
                into = terms if isinstance(item, ftl.Term) else entries
                if entry.key in into:
                    self.problems.append(f"{language}: {entry.key} is defined twice")
                into[entry.key] = entry
        self._bundles[language] = bundle
        self._entries[language] = entries
        self._terms[language] = terms

    def keys(self, language: str) -> set[str]:
        """The message ids of ``language`` (terms left out: they are the files' own)."""
        return set(self._entries[language])

    def entry(self, language: str, key: str) -> Entry:
        return self._entries[language][key]

    def term(self, language: str, key: str) -> Entry:
        """A term (``-name``, given without its dash) of ``language``."""
        return self._terms[language][key]

    def terms(self, language: str) -> set[str]:
        return set(self._terms[language])

    def has(self, language: str, key: str) -> bool:
        """Whether ``language`` itself has ``key`` (``message`` or ``message.attribute``)."""
        name, _, attribute = key.partition(".")
        entry = self._entries.get(language, {}).get(name)
        if entry is None:
            return False
        return not attribute or attribute in entry.attributes

    def text(self, locale: object, key: str, **args: Any) -> str:
        """The words of ``key`` in the language of ``locale``, with ``args`` filled in."""
        language = negotiate(locale)
        if language not in self._bundles:
            language = ENGLISH
        if not self.has(language, key):
            if language != ENGLISH and self.has(ENGLISH, key):
                log.warning("catalogue: %s has no %s; English is used", language, key)
                language = ENGLISH
            else:
                log.error("catalogue: no language has %s", key)
                return key
        bundle = self._bundles[language]
        name, _, attribute = key.partition(".")
        message = bundle.get_message(name)
        pattern = message.attributes[attribute] if attribute else message.value
        if pattern is None:
            log.error("catalogue: %s of %s has no value", key, language)
            return key
        if args:
            from bot.i18n.phrase import render  # phrase builds on this module

            args = {name: render(language, value) for name, value in args.items()}
        result, errors = bundle.format_pattern(pattern, args)
        for error in errors:
            log.error("catalogue: %s of %s: %s", key, language, error)
        return str(result)


@cache
def catalogue() -> Catalogue:
    """The bot's one catalogue, loaded on first use."""
    return Catalogue()
