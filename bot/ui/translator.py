"""The command tree's words in every language: discord.py's ``Translator`` over the catalogue.

A command, group, option or choice names its words with :func:`words` (a ``locale_str`` whose
English comes from the catalogue and whose ``key`` is the catalogue's message id; a message with
``$variables`` carries its arguments as ``args``, rendered again in each language). Discord gets
the English as the default and, through :class:`CatalogueTranslator`, the other catalogue
languages as localizations; a locale the catalogue does not speak gets none (Discord shows the
default).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextTypes, locale_str

from bot.i18n import ENGLISH, Catalogue, catalogue, negotiate

log = logging.getLogger(__name__)


def words(key: str, /, **args: Any) -> locale_str:
    """The ``locale_str`` of catalogue message ``key``, with its English as the default.

    ``args`` fill the message's ``$variables`` (strings, or phrases and listings, rendered in
    each language): ``words("game-commands-new-seats-description", min="2", max="5")``.
    """
    english = catalogue().text(ENGLISH, key, **args)
    if args:
        return locale_str(english, key=key, args=dict(args))
    return locale_str(english, key=key)


class CatalogueTranslator(app_commands.Translator):
    """Translate every ``locale_str`` that carries a catalogue ``key``."""

    def __init__(self, source: Catalogue | None = None) -> None:
        self.catalogue = source or catalogue()

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if not isinstance(key, str):
            return None
        language = negotiate(locale)
        if language == ENGLISH:
            return None  # the default already is English (en-US and en-GB alike)
        if not self.catalogue.has(language, key):
            log.warning("translator: %s has no %s; Discord shows the English", language, key)
            return None
        args = string.extras.get("args")
        return self.catalogue.text(language, key, **(args if isinstance(args, dict) else {}))


class KeyRecorder(app_commands.Translator):
    """Write each ``locale_str``'s catalogue key and arguments in place of its translation,
    for one locale: with the catalogue's :meth:`~bot.i18n.Catalogue.fingerprint`, a payload
    built with it changes exactly when the translated one would (a key, an argument or a word
    changed), at a tenth of the cost (nothing is parsed or formatted)."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: TranslationContextTypes
    ) -> str | None:
        if locale is not discord.Locale.italian:
            return None
        args = string.extras.get("args")
        return repr((string.extras.get("key"), sorted((args or {}).items())))


async def tree_digest(
    tree: app_commands.CommandTree[Any],
    commands: Iterable[
        app_commands.Command[Any, ..., Any] | app_commands.Group | app_commands.ContextMenu
    ],
    words: Catalogue | None,
) -> str:
    """A digest of ``commands`` that changes when Discord's copy of them would: each word's
    catalogue key and arguments (``KeyRecorder``) and every entry of ``words`` (the catalogue
    that translates them; None: none does). Translating the whole tree took ~45 ms."""
    recorder = KeyRecorder()
    payload = [await c.get_translated_payload(tree, recorder) for c in commands]
    text = json.dumps(payload, sort_keys=True) + (words.fingerprint() if words else "")
    return hashlib.sha256(text.encode()).hexdigest()
