"""The village pictures' words in every language: each drawn where it belongs.

The catalogue's words (``village-pictures.ftl``) are drawn in one font size, so a longer
translation could pass the picture's edge, run into the text beside it, or be cut with "…".
Over seeded random games of 2 to 5 players, from the public table and every seat, in every
language: every text drawn on the canvas lies inside the picture, no two texts overlap, and no
word is cut (players without a display name are "Seat 1" … in their language, which fit).
"""

from __future__ import annotations

import pytest

from bot.games import village
from bot.games.village.adapter import pictures
from bot.i18n import LANGUAGES, catalogue
from tests.games.village.positions import random_states
from tests.ui.picture_checks import boxes, check

STATES = random_states(24, 5, (0, 5, 20, 40, 70, 10_000))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_of_the_table_fits(language: str) -> None:
    for s in STATES:
        with boxes() as drawn:
            c = pictures.draw_table(village.view_for(s, None), None, language)
        check(c, drawn)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_of_a_hand_fits(language: str) -> None:
    for s in STATES:
        for seat in range(len(s.ids)):
            with boxes() as drawn:
                c = pictures.draw_hand(village.view_for(s, seat), None, language)
            check(c, drawn)


def test_the_check_sees_a_text_that_runs_into_another_or_out() -> None:
    s = STATES[0]
    with boxes() as drawn:
        c = pictures.draw_hand(village.view_for(s, 0), None, "it")
        c.text((c.image.width - 10, 10), "fuori", 26)
    assert len(drawn) > 5
    with pytest.raises(AssertionError, match="leaves the picture"):
        check(c, drawn)
    text, box = drawn[0]
    with pytest.raises(AssertionError, match="runs into"):
        check(c, [(text, box), ("x", box)])


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_the_pictures_speak_the_language_asked(language: str) -> None:
    over = next(s for s in STATES if s.over)
    running = next(s for s in STATES if not s.over and s.deck)
    drawn = {
        t.text
        for c in (
            pictures.draw_table(village.view_for(running, None), None, language),
            pictures.draw_table(village.view_for(over, None), None, language),
            pictures.draw_hand(village.view_for(running, running.current), None, language),
            pictures.draw_hand(village.view_for(over, 0), None, language),
        )
        for t in c.texts
    }
    c = catalogue()
    for key in ("village-pictures-favor", "village-pictures-market", "village-pictures-discard"):
        assert c.text(language, key) in drawn
        assert c.text("en", key) not in drawn
    english = {"Deck", "Seat", "in hand", "Your hand", "Your bribes", "Game over", "Axe", "card"}
    assert not [t for t in drawn if any(word in t for word in english)]
