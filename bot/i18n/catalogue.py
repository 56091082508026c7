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

import hashlib
import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
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


SAID = 4096
"""Formatted words a catalogue keeps (``Catalogue.text``)."""

_PLAIN = frozenset({str, int, float})
"""The argument types whose words are kept (a bool is an int: its type is not among them)."""


def negotiate(locale: object) -> str:
    """Return the catalogue language for a Discord locale: "en-GB" -> "en", "es-419" -> "es",
    "it" -> "it"; ``None``, an empty string and every other language -> "en".

    ``locale`` may be a ``discord.Locale`` (its ``str`` is the Discord code) or a string.
    """
    if type(locale) is str and locale in LANGUAGES:  # the usual call: a language already
        return locale
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
                problems.append(_junk(path, item))
        resources.append(resource)
    return resources, problems


def _junk(path: Path, item: ftl.Junk) -> str:
    notes = "; ".join(str(a.message) for a in item.annotations)
    return f"{path.parent.name}/{path.name}: {notes}: {item.content!r}"


_ENTRY_ID = re.compile(r"(-?)([a-zA-Z][a-zA-Z0-9_-]*) *=")
_COMMENT = re.compile(r"(?:#{1,3}(?: [^\n]*)?)?(?:\n[ ]*)*")
"""A comment line and the blank lines after it (or blank lines alone): nothing to parse."""


def split_entries(text: str) -> Iterator[str]:
    """Split a Fluent file into its entries' sources, cheaply (no parsing).

    A chunk starts where Fluent's own parser starts an entry, or resumes after an error: at a
    line that begins with ``#``, ``-`` or a letter; every other line (indented, blank, a
    variant or a closing brace at the margin) belongs to the chunk before it.
    """
    chunk: list[str] = []
    for line in text.split("\n"):  # Fluent's lines end at "\n" (or "\r\n") only
        first = line[:1]
        if first in ("#", "-") or (first.isascii() and first.isalpha()):
            if chunk:
                yield "\n".join(chunk) + "\n"
            chunk = []
        chunk.append(line)
    if chunk:
        yield "\n".join(chunk)


class _Lazy(dict[str, "ftl.Message | ftl.Term"]):
    """A bundle's messages (or terms), each parsed from its source when first asked for."""

    def __init__(self, catalogue: Catalogue, language: str, term: bool) -> None:
        super().__init__()
        self._catalogue, self._language, self._term = catalogue, language, term

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in self._catalogue._sources(self._language, self._term)

    def __missing__(self, key: str) -> ftl.Message | ftl.Term:
        item = self._catalogue._parsed(self._language, key, term=self._term)
        if item is None:
            raise KeyError(key)
        self[key] = item
        return item


class Catalogue:
    """The words of every language, from ``root/<language>/*.ftl``.

    Starting is cheap: the files are only cut into their entries' sources; an entry is parsed
    when first used (parsing every file took most of a second of the bot's start), and
    ``problems`` parses whatever is left.
    """

    def __init__(self, root: Path = LOCALES_DIR, languages: Iterable[str] = LANGUAGES) -> None:
        self.root = root
        self.languages = tuple(languages)
        self._problems: list[str] = []
        self._checked = False
        self._bundles: dict[str, FluentBundle] = {}
        self._messages: dict[str, dict[str, tuple[Path, str]]] = {}
        self._terms: dict[str, dict[str, tuple[Path, str]]] = {}
        self._entries: dict[tuple[str, bool, str], Entry] = {}
        self._broken: set[tuple[str, bool, str]] = set()
        """Entries whose source does not parse (said in the log and in ``problems``)."""
        self._said: dict[tuple[object, ...], str] = {}
        """Words already formatted, by language, key and plain arguments (``SAID``)."""
        said = []
        for language in self.languages:
            said += self._load(language)
        for problem in said:
            log.error("catalogue: %s", problem)
        self._duplicates = [p for p in said if p not in self._problems]

    @property
    def problems(self) -> list[str]:
        """Syntax errors and duplicate ids (the tests want none): every entry not parsed yet is
        parsed to find them."""
        if not self._checked:
            self._checked = True
            for language in self.languages:
                for term in (False, True):
                    for key in list(self._sources(language, term)):
                        self._parsed(language, key, term=term, quiet=True)
        return [*self._problems, *self._duplicates]

    def _load(self, language: str) -> list[str]:
        bundle = FluentBundle([BABEL_LOCALES.get(language, language)], use_isolating=False)
        messages: dict[str, tuple[Path, str]] = {}
        terms: dict[str, tuple[Path, str]] = {}
        duplicates = []
        for path in sorted((self.root / language).glob("*.ftl")):
            for source in split_entries(path.read_text(encoding="utf-8")):
                found = _ENTRY_ID.match(source)
                if found is None:
                    if not _COMMENT.fullmatch(source):  # rare: parsed now, said now
                        junk = [_junk(path, item) for item in _parse_junk(source)]
                        self._problems += junk
                        duplicates += junk
                    continue
                into = terms if found.group(1) else messages
                key = found.group(2)
                if key in into:
                    duplicates.append(f"{language}: {key} is defined twice")
                else:  # the first one counts, as in a bundle
                    into[key] = (path, source)
        self._messages[language], self._terms[language] = messages, terms
        bundle._messages = _Lazy(self, language, term=False)
        bundle._terms = _Lazy(self, language, term=True)
        self._bundles[language] = bundle
        return duplicates

    def fingerprint(self) -> str:
        """A digest of every entry's source in every language, without parsing any: equal
        fingerprints, equal words (the command sync compares it, not the translated tree)."""
        digest = hashlib.sha256()
        for language in self.languages:
            for term in (False, True):
                for key, (_, source) in sorted(self._sources(language, term).items()):
                    digest.update(f"{language}\0{int(term)}\0{key}\0{source}\0".encode())
        return digest.hexdigest()

    def _sources(self, language: str, term: bool) -> dict[str, tuple[Path, str]]:
        return (self._terms if term else self._messages).get(language, {})

    def _parsed(
        self, language: str, key: str, *, term: bool, quiet: bool = False
    ) -> ftl.Message | ftl.Term | None:
        """Parse one entry (once); None if it has none or is broken (said in the log)."""
        lazy = self._bundles[language]._terms if term else self._bundles[language]._messages
        if dict.__contains__(lazy, key):
            return dict.__getitem__(lazy, key)
        if (language, term, key) in self._broken:
            return None  # said once
        place = self._sources(language, term).get(key)
        if place is None:
            return None
        path, source = place
        item = _PARSER.parse_entry(source)
        if isinstance(item, ftl.Message | ftl.Term):
            found = _Variables()
            found.visit(item)
            self._entries[language, term, key] = Entry(
                key=key,
                variables=frozenset(found.names),
                attributes={a.id.name: _source(a.value) for a in item.attributes},
            )
            dict.__setitem__(lazy, key, item)
            return item
        problem = _junk(path, item) if isinstance(item, ftl.Junk) else f"{path}: {key}"
        self._problems.append(problem)
        self._broken.add((language, term, key))
        if not quiet:
            log.error("catalogue: %s", problem)
        return None

    def _entry(self, language: str, key: str, term: bool = False) -> Entry | None:
        if (language, term, key) not in self._entries:
            self._parsed(language, key, term=term)  # None (and no entry) when broken
        return self._entries.get((language, term, key))

    def keys(self, language: str) -> set[str]:
        """The message ids of ``language`` (terms left out: they are the files' own)."""
        return set(self._messages[language])

    def entry(self, language: str, key: str) -> Entry:
        found = self._entry(language, key) if key in self._messages[language] else None
        if found is None:
            raise KeyError(key)
        return found

    def term(self, language: str, key: str) -> Entry:
        """A term (``-name``, given without its dash) of ``language``."""
        found = self._entry(language, key, term=True) if key in self._terms[language] else None
        if found is None:
            raise KeyError(key)
        return found

    def terms(self, language: str) -> set[str]:
        return set(self._terms[language])

    def has(self, language: str, key: str) -> bool:
        """Whether ``language`` itself has ``key`` (``message`` or ``message.attribute``)."""
        name, _, attribute = key.partition(".")
        if name not in self._messages.get(language, {}):
            return False
        entry = self._entry(language, name)
        return entry is not None and (not attribute or attribute in entry.attributes)

    def text(self, locale: object, key: str, **args: Any) -> str:
        """The words of ``key`` in the language of ``locale``, with ``args`` filled in.

        Formatting a Fluent pattern takes tens of microseconds and a move's messages say the
        same words again and again (buttons, headings, names): words whose arguments are all
        plain (strings, numbers), once their phrases are said, are kept, the last ``SAID``."""
        language = negotiate(locale)
        plain = all(type(value) in _PLAIN for value in args.values())
        if not plain:
            from bot.i18n.phrase import render  # phrase builds on this module

            args = {name: render(language, value) for name, value in args.items()}
            plain = all(type(value) in _PLAIN for value in args.values())  # phrases said
        if plain:
            memo = (language, key, *sorted(args.items()))  # keys differ: values never compared
            said = self._said.get(memo)
            if said is None:
                said = self._format(language, key, args)
                while len(self._said) >= SAID:
                    del self._said[next(iter(self._said))]  # the oldest first
                self._said[memo] = said
            return said
        return self._format(language, key, args)

    def _format(self, language: str, key: str, args: dict[str, Any]) -> str:
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


_PARSER = FluentParser(with_spans=False)


def _parse_junk(source: str) -> list[ftl.Junk]:
    return [item for item in _PARSER.parse(source).body if isinstance(item, ftl.Junk)]


@cache
def catalogue() -> Catalogue:
    """The bot's one catalogue, loaded on first use."""
    return Catalogue()
