"""Splendor's pictures need no English and no colour vision: the letters that name the gems
come from the picture's language (unique within it), the table carries a legend that tells a
player's bonuses (a cream card holding a gem) from their tokens (a gem alone), and the cost
pips stay legible on a phone.
"""

from __future__ import annotations

import pytest

from bot.games.splendor.adapter import art
from bot.games.splendor.adapter.art import COLOURS, GEMS
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.ui.drawing import CAP_RATIO, Canvas
from tests.games.splendor import scenes


def catalogue_letters(language: str) -> dict[str, str]:
    return {c: catalogue().text(language, "splendor-pictures-letter", gem=c) for c in COLOURS}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_names_each_colour_by_its_own_letter(language: str) -> None:
    got = catalogue_letters(language)
    assert art.letters(language) == got
    assert all(len(v) == 1 for v in got.values()), got
    assert len(set(got.values())) == len(COLOURS), f"two colours share a letter: {got}"
    assert got["gold"] == "★"


def test_italian_and_spanish_read_their_own_initials() -> None:
    assert art.letters(ENGLISH) == dict(zip(COLOURS, "WUGRK★", strict=True))
    assert art.letters("it") == dict(zip(COLOURS, "BUVRN★", strict=True))
    assert art.letters("es") == dict(zip(COLOURS, "BAVRN★", strict=True))


def named(c: Canvas, prefix: str) -> list[tuple[str, str]]:
    return [(t.tag.removeprefix(prefix), t.text) for t in c.texts if t.tag.startswith(prefix)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_names_the_gems_in_its_language(language: str) -> None:
    scene = scenes.table_two()
    c = art.draw_table(scene, language)
    letters = catalogue_letters(language)
    bank = [t.text for t in c.texts if t.tag.startswith("gem ")][: len(COLOURS)]
    assert bank == [letters[colour] for colour in COLOURS]
    bonuses = named(c, "bonus ")
    shown = [card.bonus for level in scene.levels for card in level.cards if card is not None]
    assert len(bonuses) == len(shown) == 11
    assert bonuses == [(colour, letters[colour]) for colour, _ in bonuses]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_names_the_gems_in_its_language(language: str) -> None:
    scene = scenes.hand()
    c = art.draw_hand(scene, language)
    letters = catalogue_letters(language)
    columns = [t.text for t in c.texts if t.tag.startswith("gem ")][: len(COLOURS)]
    assert columns == [letters[colour] for colour in COLOURS]
    bonuses = named(c, "bonus ")
    assert len(bonuses) == len(scene.reserved) + len(scene.offers)
    assert bonuses == [(colour, letters[colour]) for colour, _ in bonuses]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", ["table_two", "table_four", "table_four_over"])
def test_the_table_carries_a_legend_above_the_players(name: str, language: str) -> None:
    c = art.draw_table(getattr(scenes, name)(), language)
    legend = dict(named(c, "legend-"))
    assert legend == {
        "bonuses": catalogue().text(language, "splendor-pictures-legend-bonuses"),
        "tokens": catalogue().text(language, "splendor-pictures-legend-tokens"),
    }
    tags = [t.tag for t in c.texts]
    at = tags.index("legend-tokens")
    assert not [t for t in tags[at:] if t.startswith("bonus ")], "the legend follows the cards"
    players = len(getattr(scenes, name)().players)
    assert tags[at:].count("points") == players, "and comes before the players' rows"


def test_the_cost_pips_stay_legible_at_400_px() -> None:
    """Every card's cost is a gem per colour holding its number, capitals 9 px high at 400 px."""
    scene = scenes.table_four()
    c = art.draw_table(scene, ENGLISH)
    pips = [t for t in c.texts if t.tag.split(" ")[0] == "gem" and t.text.isdigit()]
    costs = sum(1 for level in scene.levels for card in level.cards if card for n in card.cost if n)
    assert len(pips) >= costs > 20
    assert all(t.size * CAP_RATIO * 400 / c.image.width >= 9.0 for t in pips)
    assert {t.tag.removeprefix("gem ") for t in pips} <= set(COLOURS) and len(GEMS) == 5
