"""Splendor's pictures: ``render_table`` (the public table) and ``render_hand`` (one player's
own), PNGs drawn with the house's kit (``bot/ui/drawing``) in Splendor's palette and gems.

They draw a scene (``scene.py``) and nothing else: the adapter fills a ``TableScene`` from the
public view and a ``HandScene`` from a player's own view, so a picture can show no more than
its scene, and a table scene has no reserved cards to show. Laid out for a phone (800 px wide,
no text under 26 px), every word from the catalogue (``splendor-pictures.ftl``) in the
picture's ``language``. The functions are pure and thread-safe, to be called off the event
loop (``asyncio.to_thread``): each call draws on its own canvas, and the caches hold only
immutable sprites. ``draw_table`` and ``draw_hand`` return the canvas (its ``texts`` list every
text drawn, for tests).
"""

from __future__ import annotations

from bot.games.splendor.adapter.gems import WIDTH, clear_caches
from bot.games.splendor.adapter.hand import draw_hand
from bot.games.splendor.adapter.layout import letter_of
from bot.games.splendor.adapter.scene import (
    COLOURS,
    GEMS,
    GOLD,
    Card,
    HandScene,
    Held,
    Level,
    Noble,
    Offer,
    Player,
    Reserved,
    TableScene,
)
from bot.games.splendor.adapter.table import draw_table
from bot.i18n import ENGLISH, voice

__all__ = [
    "COLOURS",
    "GEMS",
    "GOLD",
    "WIDTH",
    "Card",
    "HandScene",
    "Held",
    "Level",
    "Noble",
    "Offer",
    "Player",
    "Reserved",
    "TableScene",
    "clear_caches",
    "draw_hand",
    "draw_table",
    "letters",
    "render_hand",
    "render_table",
]


def letters(language: str = ENGLISH) -> dict[str, str]:
    """The letter of each colour (gold's ★ included) in ``language``'s pictures."""
    say = voice(language)
    return {colour: letter_of(colour, say) for colour in COLOURS}


def render_table(scene: TableScene, language: str = ENGLISH) -> bytes:
    """Return a PNG of the public table in ``language`` (the game's)."""
    return draw_table(scene, language).png()


def render_hand(scene: HandScene, language: str = ENGLISH) -> bytes:
    """Return a PNG of one player's hand in ``language`` (its reader's)."""
    return draw_hand(scene, language).png()
