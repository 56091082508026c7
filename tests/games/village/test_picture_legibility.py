"""The village pictures on a phone: every text legible, the hand's figures, the discard pile.

A phone shows a chat picture about 400 px wide: every text drawn (those inside card and coin
sprites too, as the canvas records them) must keep its capitals 9 px high there, taking a cap
height of 0.7 of the font size. Checked over seeded random games of 2 to 5 players, from every
seat, from the start to the end, in every language of the catalogue.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games import village
from bot.games.village.adapter import pictures
from bot.games.village.reader import read
from bot.i18n import LANGUAGES
from bot.ui.drawing import CAP_RATIO, Canvas, Drawn, signed
from tests.games.village.positions import random_states

DISPLAY = 400
CAP = 9.0


STATES = random_states(60, 11, (0, 5, 20, 40, 70, 120, 10_000))


def small(c: Canvas) -> list[Drawn]:
    width = c.image.width
    return [t for t in c.texts if t.size * CAP_RATIO * DISPLAY / width < CAP]


def test_the_positions_cover_every_player_count_and_ends() -> None:
    assert {len(s.ids) for s in STATES} == {2, 3, 4, 5}
    assert sum(s.over for s in STATES) >= 5
    assert sum(not s.over for s in STATES) >= 20


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_of_the_table_is_legible_at_400_px(language: str) -> None:
    for s in STATES:
        c = pictures.draw_table(village.view_for(s, None), None, language)
        assert len(c.texts) > 20
        assert small(c) == [], f"too small at {DISPLAY} px: {small(c)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_of_a_hand_is_legible_at_400_px(language: str) -> None:
    for s in STATES:
        for seat in range(len(s.ids)):
            c = pictures.draw_hand(village.view_for(s, seat), None, language)
            assert len(c.texts) > 10
            assert small(c) == [], f"too small at {DISPLAY} px: {small(c)}"


def test_the_size_check_sees_a_small_text() -> None:
    c = pictures.draw_hand(village.view_for(STATES[0], 0))
    c.text((0, 0), "tiny", 20)
    assert [t.text for t in small(c)] == ["tiny"]


def test_each_figure_of_a_hand_is_the_cards_worth_with_a_true_minus() -> None:
    figures = Counter[str]()
    for s in STATES:
        for seat in range(len(s.ids)):
            view = village.view_for(s, seat)
            seen = read(view)
            c = pictures.draw_hand(view)
            drawn = {
                t.tag.removeprefix("worth "): t.text for t in c.texts if t.tag.startswith("worth ")
            }
            hand = seen.players[seat].hand or {}
            assert set(drawn) == {card for card, k in hand.items() if k > 0}
            for card, text in drawn.items():
                assert text == signed(seen.worth(seat, card)), (card, text)
                figures[text[0]] += 1
            for t in c.texts:
                assert "-" not in t.text, f"a hyphen for a minus: {t.text!r}"
    assert figures["+"] > 10 and figures["−"] > 10  # both signs were seen


def test_the_table_shows_the_discard_pile_by_kind() -> None:
    seen_piles = 0
    for s in STATES:
        view = village.view_for(s, None)
        seen = read(view)
        c = pictures.draw_table(view)
        counts = Counter(seen.discard)
        shown = {
            t.tag.removeprefix("discard "): t.text
            for t in c.texts
            if t.tag.startswith("discard ") and t.tag != "discard count"
        }
        assert shown == {card: f"×{k}" for card, k in counts.items() if k > 1}
        (total,) = [t.text for t in c.texts if t.tag == "discard count"]
        assert total == (
            f"{len(seen.discard)} card{'' if len(seen.discard) == 1 else 's'}"
            if seen.discard
            else "none yet"
        )
        seen_piles += len(shown)
        for t in c.texts:
            assert "-" not in t.text, f"a hyphen for a minus: {t.text!r}"
    assert seen_piles > 50


@pytest.mark.parametrize("players", [2, 5])
def test_the_pictures_are_800_px_wide_and_no_taller_than_needed(players: int) -> None:
    tall = max(
        pictures.draw_table(village.view_for(s, None)).image.height
        for s in STATES
        if len(s.ids) == players
    )
    assert pictures.WIDTH == 800
    assert tall <= (1100 if players == 2 else 1400)
