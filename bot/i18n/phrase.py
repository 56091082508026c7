"""Words not yet in a language: a catalogue key with its arguments, rendered when the reader's
language is known.

A refusal raised deep in the services, an event's description or a notice on a panel is a
:class:`Phrase`; the UI layer renders it with the language of whoever reads it (the member's
Discord language for what only they see, the game's language for what the channel sees). An
argument may itself be a ``Phrase`` (rendered in the same language) or a :class:`Listing`
("Ann, Bo and Cy" / "Ann, Bo e Cy" / "Ann, Bo y Cy", by Babel).

Numbers are formatted by Fluent for the language (``1,234`` / ``1.234``): pass a game's number
or any other identifier as a string, never as an ``int``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from babel.lists import format_list

from bot.i18n.catalogue import ENGLISH, catalogue, negotiate

LIST_LOCALES = {"en": "en_GB", "it": "it_IT", "es": "es_ES"}
"""How each language joins a list (British English: "A, B and C", the bot's style)."""


@dataclass(frozen=True, slots=True, init=False)
class Phrase:
    """Catalogue message ``key`` with ``args``, in no language yet."""

    key: str
    args: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, /, **args: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    def render(self, locale: object) -> str:
        """The words in the language of ``locale`` (a Discord locale or a catalogue language)."""
        return catalogue().text(locale, self.key, **dict(self.args))

    @property
    def english(self) -> str:
        """The words in English (for logs and for tests that read English)."""
        return self.render(ENGLISH)


@dataclass(frozen=True, slots=True)
class Listing:
    """Items joined as the language joins a list: "A, B and C" (``style="or"``: "A, B or C")."""

    items: tuple[Any, ...]
    style: Literal["standard", "or"] = "standard"

    def render(self, locale: object) -> str:
        parts = [render(locale, item) for item in self.items]
        if not parts:
            return ""
        language = negotiate(locale)
        return str(format_list(parts, style=self.style, locale=LIST_LOCALES[language]))


def listing(items: Iterable[Any], style: Literal["standard", "or"] = "standard") -> Listing:
    """A :class:`Listing` of ``items`` (strings, phrases or numbers)."""
    return Listing(tuple(items), style)


def render(locale: object, value: Any) -> Any:
    """``value`` ready for Fluent in ``locale``: phrases and listings become words."""
    if isinstance(value, Phrase | Listing):
        return value.render(locale)
    return value


def voice(locale: object) -> Callable[..., str]:
    """A function that says catalogue keys in one language: ``say = voice(locale);
    say("lobby-title", game="12")``."""
    language = negotiate(locale)

    def say(key: str, /, **args: Any) -> str:
        return catalogue().text(language, key, **args)

    return say
