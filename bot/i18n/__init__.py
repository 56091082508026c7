"""Languages: the message catalogue (Fluent files in ``data/locales``) and locale negotiation.

Pure and game-agnostic, at the layer of ``bot.resources``: every layer may read words here, the
UI layer turns them into Discord payloads (``bot.ui.translator`` for the command tree).
"""

from bot.i18n.catalogue import ENGLISH, LANGUAGES, Catalogue, catalogue, negotiate
from bot.i18n.phrase import Listing, Phrase, listing, render, voice

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "Catalogue",
    "Listing",
    "Phrase",
    "catalogue",
    "listing",
    "negotiate",
    "render",
    "voice",
]
