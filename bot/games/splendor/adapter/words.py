"""Splendor's small words, shared by its table, its panel and its events: gems, tokens, cards
and nobles in text, in one language (``data/locales/<language>/splendor.ftl``).

A gem is written as a mark (an emoji told apart by shape as well as colour, so a colour-blind
member reads it too: ⚪ white circle, 🔵 blue circle, 🟩 green square, ❤️ red heart, ⬛ black
square, ⭐ gold star) followed by a count: "⚪2 🔵1 ⭐1". Marks and numbers are the same in
every language; a gem's name is the catalogue's (``splendor-gem``).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.splendor.ruleset import COLOURS, Card, Noble
from bot.i18n import voice

MARKS: tuple[str, ...] = ("⚪", "🔵", "🟩", "❤️", "⬛", "⭐")  # i18n: not words (gem marks)
"""One mark per colour of ``COLOURS`` (gold last)."""


def tokens_text(counts: Sequence[int], language: str, *, empty: str | None = None) -> str:
    """Write counts per colour (gems, then gold if given): "⚪2 🔵1 ⭐1"; zero counts are left
    out; nothing at all reads ``empty`` (default: the catalogue's "none")."""
    parts = [f"{MARKS[c]}{n}" for c, n in enumerate(counts) if n > 0]
    if parts:
        return " ".join(parts)
    return voice(language)("splendor-none") if empty is None else empty


def gem_name(gem: int, language: str) -> str:
    """A colour's name ("white", "gold"), lowercase, in ``language``."""
    return voice(language)("splendor-gem", gem=COLOURS[gem])


def gem_label(gem: int, language: str) -> str:
    """A colour as a button shows it: its mark and its name ("❤️ Red")."""
    return f"{MARKS[gem]} {voice(language)('splendor-gem-label', gem=COLOURS[gem])}"


def points_text(points: int, language: str) -> str:
    """Say prestige points: "1 point", "3 points"."""
    return voice(language)("splendor-points", count=points)


def card_text(card: Card, language: str) -> str:
    """Name a development card by its bonus, level and points: "❤️ level 2 · 2 points"."""
    return voice(language)(
        "splendor-card", mark=MARKS[card.bonus], level=str(card.level), points=card.points
    )


def card_cost_text(card: Card, language: str) -> str:
    """A card with its printed cost: "❤️ level 2 · 2 points · ⚪3 🟩2"."""
    return f"{card_text(card, language)} · {tokens_text(card.cost, language)}"


def noble_text(noble: Noble, language: str) -> str:
    """A noble with the bonuses it wants: "👑 3 points · ⚪3 🔵3 🟩3"."""
    need = tokens_text(noble.need, language)
    return f"👑 {points_text(noble.points, language)} · {need}"  # i18n: not words (a mark)
