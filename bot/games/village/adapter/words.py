"""The cards' words in a language, from the catalogue (``data/locales/<language>/village.ftl``).

A card is a treasure's ruleset id ("axe", "feather", …) or ``WILD``. Each card has, in every
language, its name, its plural, a count with its article ("a Wild", "un'Ascia del Barbaro",
"2 Plumas de Fénix") and a grammatical gender ("masculine"/"feminine"; English says "neuter")
that the code passes on to the words that agree with the card.

:class:`CardWords` says the cards of one game's ruleset in one reader's language: a card the
standard ruleset names as the catalogue's English does reads in the catalogue's words of the
language; a card an admin named otherwise (a custom ruleset) keeps the ruleset's own name. In
English every card reads as the ruleset names it, with the game's grammar
(``bot.games.village.text``), exactly as the bot always said it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.games.village.reader import CardNames
from bot.games.village.text import tally_words
from bot.i18n import ENGLISH, catalogue, negotiate

WILD = "wild"
"""The card id of the Wild (the ruleset gives the Wild no id of its own)."""


def card_name(locale: object, card: str) -> str:
    """One card's name: "Phoenix Feather", "Piuma di Fenice", "Pluma de Fénix"."""
    return catalogue().text(locale, f"village-{card}")


def card_plural(locale: object, card: str) -> str:
    """The name of several cards: "Phoenix Feathers", "Piume di Fenice"."""
    return catalogue().text(locale, f"village-{card}-plural")  # i18n: not words (a key)


def card_count(locale: object, card: str, n: int) -> str:
    """``n`` cards, with the article for one: "an Enchanted Sword", "2 Spade Incantate"."""
    return catalogue().text(locale, f"village-{card}-count", count=n)  # i18n: not words (a key)


@lru_cache(maxsize=1024)
def _fixed(language: str, key: str, count: int | None = None) -> str:
    """A message that depends on nothing but the language (and a card count's plural form):
    a card's name, plural, gender, short name or token, read once per language."""
    if count is None:
        return catalogue().text(language, key)
    return catalogue().text(language, key, count=count)


@lru_cache(maxsize=64)
def _known(language: str, cards: tuple[tuple[str, str, str], ...]) -> frozenset[str]:
    """The cards of ``(id, name, plural)`` that ``language`` says in the catalogue's words: the
    ones named as the catalogue's English names them (none in English itself)."""
    if language == ENGLISH:
        return frozenset()
    c = catalogue()
    return frozenset(
        card
        for card, name, plural in cards
        if c.has(ENGLISH, f"village-{card}")
        and (card_name(ENGLISH, card), card_plural(ENGLISH, card)) == (name, plural)
    )


@lru_cache(maxsize=64)
def _letters(language: str, cards: tuple[tuple[str, str, str, str], ...]) -> dict[str, str]:
    ids = tuple((card, name, plural) for card, name, plural, _ in cards)
    if _known(language, ids) != frozenset(card for card, *_ in ids):
        return {card: letter for card, _, _, letter in cards}
    return {card: _fixed(language, f"village-pictures-letter-{card}") for card, *_ in ids}


def card_letters(names: CardNames, locale: object) -> dict[str, str]:
    """The letter that marks each card, on the pictures and in the texts ("Jolly (J)").

    In a language other than English, when every card of the ruleset is the standard's (the
    catalogue names them all), the letters are the language's (``village-pictures-letter-*``:
    "R" for the Corona del Re); else, as in English, the ruleset's own ("K"), all of them, so
    that no letter of the language can meet a custom card's letter.
    """
    cards = tuple((c, names.name[c], names.plural[c], names.letter[c]) for c in names.card_ids)
    return letters_of(locale, cards)


def letters_of(locale: object, cards: Sequence[tuple[str, str, str, str]]) -> dict[str, str]:
    """``card_letters`` of a ruleset's cards given as (id, name, plural, letter), the wild
    among them."""
    return dict(_letters(negotiate(locale), tuple(cards)))


@dataclass(frozen=True)
class CardWords:
    """The cards of one ruleset (``names``) in one ``language``."""

    names: CardNames
    language: str
    known: frozenset[str]
    """The cards said in the catalogue's words (the others keep the ruleset's names)."""

    def say(self, key: str, /, **args: object) -> str:
        return catalogue().text(self.language, key, **args)

    def name(self, card: str) -> str:
        """A card's name: "King's Crown", "Corona del Re"."""
        if card in self.known:
            return _fixed(self.language, f"village-{card}")
        return self.names.name[card]

    def plural(self, card: str) -> str:
        """Several cards' name: "King's Crowns", "Corone del Re"."""
        if card in self.known:
            return _fixed(self.language, f"village-{card}-plural")  # i18n: not words (a key)
        return self.names.plural[card]

    def gender(self, card: str) -> str:
        """The card's gender, for the words that agree with it ("neuter" when unknown)."""
        if card in self.known:
            return _fixed(self.language, f"village-{card}.gender")  # i18n: not words (a key)
        return "neuter"

    def count(self, card: str, n: int) -> str:
        """``n`` cards with the article for one: "a Wild", "una Corona del Re", "2 Jolly"."""
        if card in self.known:
            return card_count(self.language, card, n)
        if self.language == ENGLISH:
            return self.names.count(card, n)
        return self.tally(card, n)

    def tally(self, card: str, n: int) -> str:
        """``n`` cards with the figure: "1 Wild", "0 Jolly", "2 Coronas del Rey"."""
        if self.language == ENGLISH:
            return tally_words(n, self.names.name[card], self.names.plural[card])
        return self.say(
            "village-panel-tally", count=n, name=self.name(card), plural=self.plural(card)
        )

    def short(self, card: str) -> str:
        """A card's short name: "Axe" (the last word of an English name), "Ascia"."""
        if card in self.known:
            return _fixed(self.language, f"village-panel-short-{card}", 1)
        return self.names.short(card)

    def short_plural(self, card: str) -> str:
        """Several cards' short name: "Axes", "Asce"."""
        if card in self.known:
            return _fixed(self.language, f"village-panel-short-{card}", 2)
        words = self.names.plural[card].split()
        return words[-1] if words else card

    def short_tally(self, card: str, n: int) -> str:
        """``n`` cards by their short name: "1 Crown", "2 Axes", "1 Scrolls card", "2 Asce"."""
        if self.language == ENGLISH:
            return tally_words(n, self.short(card), self.short_plural(card))
        return self.say(
            "village-panel-tally", count=n, name=self.short(card), plural=self.short_plural(card)
        )

    def bribe_word(self, card: str) -> str:
        """The card in "your Crown bribe" (English: its short name) / "la tua offerta di Corone"
        (Italian and Spanish: its short plural)."""
        return self.short_plural(card) if card in self.known else self.short(card)

    def tag(self, card: str) -> str:
        """A card's name with its letter, for colour-blind-safe texts: "Wild (W)"."""
        return f"{self.name(card)} ({card_letters(self.names, self.language)[card]})"

    def pile(self, cards: Sequence[str]) -> str:
        """A pile grouped by kind: "2× Phoenix Feather, Wild" (a stall: "empty" when it is)."""
        if not cards:
            return self.say("village-panel-empty")
        counts = {c: cards.count(c) for c in self.names.card_ids if c in cards}
        return ", ".join(
            f"{n}× {self.name(c)}" if n > 1 else self.name(c) for c, n in counts.items()
        )


def card_words(names: CardNames, locale: object) -> CardWords:
    """The cards of ``names`` (one ruleset) in the language of ``locale``."""
    language = negotiate(locale)
    cards = tuple((c, names.name[c], names.plural[c]) for c in names.card_ids)
    return CardWords(names, language, _known(language, cards))
