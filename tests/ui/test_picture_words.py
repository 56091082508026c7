"""The village pictures' words in every language: each drawn where it belongs.

The catalogue's words (``village-pictures.ftl``) are drawn in one font size, so a longer
translation could pass the picture's edge, run into the text beside it, or be cut with "…".
Over seeded random games of 2 to 5 players, from the public table and every seat, in every
language: every text drawn on the canvas lies inside the picture, no two texts overlap, and no
word is cut (players without a display name are "Seat 1" … in their language, which fit).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot.games import village
from bot.games.village.adapter import pictures
from bot.i18n import LANGUAGES, catalogue
from bot.ui.drawing import Canvas, text_mask
from tests.games.village.positions import random_states

STATES = random_states(24, 5, (0, 5, 20, 40, 70, 10_000))
Box = tuple[int, int, int, int]


@contextmanager
def boxes() -> Iterator[list[tuple[str, Box]]]:
    """Record the box of every text drawn on a canvas (sprites' own texts left out)."""
    found: list[tuple[str, Box]] = []
    draw = Canvas.text

    def text(self: Canvas, xy: tuple[float, float], text: str, size: int, **kw: object) -> None:
        if text.strip():
            m = text_mask(text, size, bool(kw.get("bold", False)), str(kw.get("anchor", "la")))
            x, y = round(xy[0]) + m.offset[0], round(xy[1]) + m.offset[1]
            found.append((text, (x, y, x + m.size[0], y + m.size[1])))
        draw(self, xy, text, size, **kw)  # type: ignore[arg-type]

    Canvas.text = text  # type: ignore[method-assign]
    try:
        yield found
    finally:
        Canvas.text = draw  # type: ignore[method-assign]


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check(c: Canvas, drawn: list[tuple[str, Box]]) -> None:
    w, h = c.image.size
    for text, (x0, y0, x1, y1) in drawn:
        assert min(x0, y0) >= 0 and x1 <= w and y1 <= h, f"{text!r} leaves the picture"
        assert "…" not in text, f"{text!r} is cut"
    for i, (text, box) in enumerate(drawn):
        for other, box2 in drawn[i + 1 :]:
            assert not overlaps(box, box2), f"{text!r} {box} runs into {other!r} {box2}"


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
