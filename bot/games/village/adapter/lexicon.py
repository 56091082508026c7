"""The cards of a ruleset in one language, for the table, the rules and the pictures.

English says the ruleset's own names through the game's grammar (``bot.games.village.text``),
exactly as before the catalogue. Another language says a card with the catalogue's words
(``village.ftl``: "un'Ascia del Barbaro", "2 Comodines") when the ruleset names it as the
standard ruleset does; a card a custom ruleset names its own way keeps the ruleset's name (no
translation can know it), with a bare number for a count ("1 Battle Axe").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from bot.games.village.adapter.words import card_count, card_letters, card_name, card_plural
from bot.games.village.reader import CardNames
from bot.games.village.text import number, tally_words
from bot.i18n import ENGLISH, catalogue, negotiate


def translated(language: str, card: str, name: str, plural: str) -> bool:
    """Whether the catalogue has words for ``card`` named ``name``/``plural`` in English."""
    c = catalogue()
    return (
        c.has(language, f"village-{card}")
        and c.has(ENGLISH, f"village-{card}")
        and card_name(ENGLISH, card) == name
        and card_plural(ENGLISH, card) == plural
    )


def local_name(language: str, card: str, name: str, plural: str) -> str:
    """A card's name in ``language`` (the ruleset's own ``name`` if it is not the standard's)."""
    language = negotiate(language)
    if language != ENGLISH and translated(language, card, name, plural):
        return card_name(language, card)
    return name


def local_plural(language: str, card: str, name: str, plural: str) -> str:
    """The name of several cards in ``language`` (see ``local_name``)."""
    language = negotiate(language)
    if language != ENGLISH and translated(language, card, name, plural):
        return card_plural(language, card)
    return plural


@dataclass(frozen=True)
class Lexicon:
    """``CardNames`` in ``language``: the same questions, answered in that language."""

    base: CardNames
    language: str = ENGLISH

    def __post_init__(self) -> None:
        object.__setattr__(self, "language", negotiate(self.language))

    @property
    def english(self) -> bool:
        return self.language == ENGLISH

    @cached_property
    def _ours(self) -> frozenset[str]:
        """The cards the catalogue has words for (in this language)."""
        b = self.base
        return frozenset(
            c for c in b.card_ids if translated(self.language, c, b.name[c], b.plural[c])
        )

    def name(self, card: str) -> str:
        if self.english or card not in self._ours:
            return self.base.name[card]
        return card_name(self.language, card)

    def plural(self, card: str) -> str:
        if self.english or card not in self._ours:
            return self.base.plural[card]
        return card_plural(self.language, card)

    def count(self, card: str, n: int) -> str:
        """``n`` cards with the article for one: "a Wild", "un Jolly", "2 Plumas de Fénix"."""
        if self.english:
            return self.base.count(card, n)
        if card in self._ours:
            return card_count(self.language, card, n)
        return self.tally(card, n)

    def tally(self, card: str, n: int) -> str:
        """``n`` cards with the figure: "1 Wild", "2 Phoenix Feathers", "1 Jolly"."""
        if self.english:
            return tally_words(n, self.base.name[card], self.base.plural[card])
        return f"{number(n)} {self.name(card) if n == 1 else self.plural(card)}"

    def letter(self, card: str) -> str:
        """The letter drawn on a card: the language's for a standard ruleset ("J" for the
        Jolly), else the ruleset's (``card_letters``)."""
        return card_letters(self.base, self.language)[card]

    def tag(self, card: str) -> str:
        """A card's name with its letter (drawn on the card): "Jolly (J)", "Wild (W)"."""
        return f"{self.name(card)} ({self.letter(card)})"

    def pile(self, cards: Sequence[str], empty: str) -> str:
        """A pile grouped by kind: "2× Phoenix Feather, Wild"; ``empty`` when it has no card."""
        if not cards:
            return empty
        counts = {c: cards.count(c) for c in self.base.card_ids if c in cards}
        return ", ".join(
            f"{n}× {self.name(c)}" if n > 1 else self.name(c) for c, n in counts.items()
        )

    def short(self, card: str) -> str:
        """A card's short label (the pictures' track): "Axe", "Ascia", "Pergam."."""
        if card in self._ours and catalogue().has(self.language, f"village-pictures-short-{card}"):
            return catalogue().text(self.language, f"village-pictures-short-{card}")
        return self.base.short(card)
