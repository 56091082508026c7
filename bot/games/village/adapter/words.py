"""The cards' words in a language, from the catalogue (``data/locales/<language>/village.ftl``).

A card is a treasure's ruleset id ("axe", "feather", …) or ``WILD``. Each card has, in every
language, its name, its plural, a count with its article ("a Wild", "un'Ascia del Barbaro",
"2 Plumas de Fénix") and a grammatical gender ("masculine"/"feminine"; English says "neuter")
that the code passes on to the words that agree with the card.
"""

from __future__ import annotations

from bot.i18n import catalogue

WILD = "wild"
"""The card id of the Wild (the ruleset gives the Wild no id of its own)."""


def card_name(locale: object, card: str) -> str:
    """One card's name: "Phoenix Feather", "Piuma di Fenice", "Pluma de Fénix"."""
    return catalogue().text(locale, f"village-{card}")


def card_plural(locale: object, card: str) -> str:
    """The name of several cards: "Phoenix Feathers", "Piume di Fenice"."""
    return catalogue().text(locale, f"village-{card}-plural")


def card_count(locale: object, card: str, n: int) -> str:
    """``n`` cards, with the article for one: "an Enchanted Sword", "2 Spade Incantate"."""
    return catalogue().text(locale, f"village-{card}-count", count=n)


def card_gender(locale: object, card: str) -> str:
    """The card's grammatical gender in the language: "feminine", "masculine" or "neuter"."""
    return catalogue().text(locale, f"village-{card}.gender")
