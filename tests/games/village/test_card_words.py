"""The village cards in the catalogue: English says exactly what the bot says today (the
ruleset's names through the game's grammar), the other languages give every card a gender."""

from __future__ import annotations

import pytest

from bot.games import village
from bot.games.village.adapter.words import WILD, card_count, card_name, card_plural, card_words
from bot.games.village.reader import card_names
from bot.games.village.text import count_words
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.resources import ruleset_json

RULESET = ruleset_json("village")
CARDS = {t["id"]: (t["name"], t["plural"]) for t in RULESET["treasures"]}
CARDS[WILD] = (RULESET["wild"]["name"], RULESET["wild"]["plural"])
NAMES = card_names(village.default_ruleset())


@pytest.mark.parametrize("card", sorted(CARDS))
def test_english_is_the_rulesets_words(card: str) -> None:
    name, plural = CARDS[card]
    assert card_name("en-US", card) == name and card_plural("en-GB", card) == plural
    for n in (0, 1, 2, 3, 12):
        assert card_count("en-US", card, n) == count_words(n, name, plural)
    assert card_words(NAMES, "en-US").gender(card) == "neuter"


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_every_card_has_a_gender_its_term_agrees_with(language: str) -> None:
    c = catalogue()
    for card in CARDS:
        gender = card_words(NAMES, language).gender(card)
        assert gender in {"masculine", "feminine"}, (language, card)
        assert c.term(language, f"village-{card}").attributes["gender"] == gender


@pytest.mark.parametrize(
    ("locale", "card", "n", "expected"),
    [
        ("it", "axe", 1, "un'Ascia del Barbaro"),
        ("it", "feather", 1, "una Piuma di Fenice"),
        ("it", "goblet", 1, "un Calice d'Oro"),
        ("it", "wild", 2, "2 Jolly"),
        ("it", "scrolls", 3, "3 Pergamene Magiche"),
        ("es-ES", "axe", 1, "un Hacha del Bárbaro"),
        ("es-419", "feather", 1, "una Pluma de Fénix"),
        ("es-419", "wild", 2, "2 Comodines"),
        ("es-ES", "scrolls", 1, "un Pergamino Mágico"),
    ],
)
def test_articles_and_plurals(locale: str, card: str, n: int, expected: str) -> None:
    assert card_count(locale, card, n) == expected


def test_every_ruleset_card_has_its_words() -> None:
    """A treasure added to the ruleset without words would fail here (and read as its key)."""
    c = catalogue()
    for language in LANGUAGES:
        for card in CARDS:
            for key in (f"village-{card}", f"village-{card}-plural", f"village-{card}-count"):
                assert c.has(language, key), (language, key)
