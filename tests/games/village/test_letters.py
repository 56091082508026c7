"""The letters that mark village's cards and bribes: the language's, and never colour alone.

A reader who does not tell the treasures' colours apart reads each card and each bribe by its
letter (or icon): the letters come from the catalogue of the picture's language for the standard
ruleset (an Italian reader sees "R" on the Corona del Re, not the English "K"), are unique within
a language, and every bribe of a player's row carries its treasure's letter, so that two
treasures a deuteranope sees in one colour (Viénot, Brettel and Mollon's simulation) still read
apart.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from bot.games import village
from bot.games.village.adapter import pictures
from bot.games.village.adapter.art import CARD, Cards
from bot.games.village.adapter.palette import TREASURE_COLOURS
from bot.games.village.adapter.words import card_words
from bot.games.village.reader import read
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.ui.drawing import Canvas, Colour
from tests.games.village.test_pictures import five_long_stalls, view
from tests.games.village.test_table_words import custom_ruleset

CARDS = ("axe", "feather", "sword", "scrolls", "crown", "goblet", "wild")


def letters(language: str) -> dict[str, str]:
    return {c: catalogue().text(language, f"village-pictures-letter-{c}") for c in CARDS}


def standard_names() -> village.reader.CardNames:
    return read(village.view_for(village.new_game(3, 1), None)).names


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_one_capital_a_card(language: str) -> None:
    got = letters(language)
    assert all(len(v) == 1 and v.isupper() for v in got.values()), got
    assert len(set(got.values())) == len(CARDS), f"two cards share a letter: {got}"


def test_english_keeps_the_rulesets_letters_and_the_others_read_their_own() -> None:
    names = standard_names()
    assert letters(ENGLISH) == dict(names.letter)
    assert letters("it")["crown"] == "R" and letters("es")["axe"] == "H"
    for language in ("it", "es"):
        assert letters(language) != letters(ENGLISH)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_cards_drawn_carry_the_letters_of_the_language(language: str) -> None:
    cards = Cards(standard_names(), language)
    for card in CARDS[:-1]:  # the wild is told by its stripes and star, not a letter
        (drawn,) = cards.sprite(card, *CARD).texts
        assert drawn.text == letters(language)[card], (language, card)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_texts_name_a_card_with_the_letter_drawn_on_it(language: str) -> None:
    words = card_words(standard_names(), language)
    for card in CARDS:
        assert words.tag(card).endswith(f" ({letters(language)[card]})")


def test_a_custom_ruleset_keeps_its_own_letters_in_every_language() -> None:
    """A custom card's letter could meet a letter of the language: all keep the ruleset's."""
    state = village.new_game(3, 1, ruleset=custom_ruleset())
    names = read(village.view_for(state, None)).names
    for language in LANGUAGES:
        cards = Cards(names, language)
        assert {c: cards.words.letter(c) for c in names.card_ids} == dict(names.letter)


def row_letters(c: Canvas) -> list[tuple[str, str]]:
    """The letter drawn on each bribe of the players' rows, with its treasure (tag "letter
    <id>"), in drawing order."""
    return [(t.tag.removeprefix("letter "), t.text) for t in c.texts if t.tag.startswith("letter ")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_bribe_in_a_player_row_carries_its_letter(language: str) -> None:
    data = view(five_long_stalls(), None)
    seen = read(data)
    c = pictures.draw_table(data, None, language)
    bribes = [t for p in seen.players for t in seen.top_first() if t in p.bribes]
    assert len(bribes) >= 10 and set(bribes) == set(CARDS[:-1])
    assert row_letters(c) == [(t, letters(language)[t]) for t in bribes]


# --------------------------------------------------------------------------------------------
# A deuteranope's view of the rows' colours (Viénot, Brettel & Mollon 1999, linear RGB)

DEUTERANOPIA = ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0))


def _linear(c: Colour) -> tuple[float, ...]:
    return tuple(
        v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in (x / 255 for x in c)
    )


def _lab(rgb: Sequence[float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def deuteranope(c: Colour) -> tuple[float, float, float]:
    """The CIELAB colour a deuteranope sees for ``c``."""
    lin = _linear(c)
    seen = [
        min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin, strict=True))))
        for row in DEUTERANOPIA
    ]
    return _lab(seen)


CONFUSED = 20.0
"""A CIE76 difference under which two flat colours pass for one."""


def confused_pairs() -> set[frozenset[str]]:
    cards = Cards(standard_names())
    seen = {t: deuteranope(cards.colour[t]) for t in CARDS[:-1]}
    return {
        frozenset((a, b))
        for a, b in itertools.combinations(CARDS[:-1], 2)
        if sum((p - q) ** 2 for p, q in zip(seen[a], seen[b], strict=True)) ** 0.5 < CONFUSED
    }


def test_the_simulation_sees_the_pairs_a_deuteranope_confuses() -> None:
    assert len(TREASURE_COLOURS) == 6
    assert {frozenset(("goblet", "scrolls")), frozenset(("crown", "feather"))} <= confused_pairs()


@pytest.mark.parametrize("language", LANGUAGES)
def test_bribes_of_colours_a_deuteranope_confuses_read_apart(language: str) -> None:
    c = pictures.draw_table(view(five_long_stalls(), None), None, language)
    drawn = dict(row_letters(c))
    for pair in confused_pairs():
        a, b = sorted(pair)
        assert a in drawn and b in drawn, f"{a} or {b} has a bribe without its letter"
        assert drawn[a] != drawn[b], (language, a, b)
