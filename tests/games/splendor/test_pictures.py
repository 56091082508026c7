"""Splendor's pictures (bot/games/splendor/adapter/art.py): goldens, legible and fitting words,
what the table may show, empty spaces, the hand's payments.

The golden PNGs under ``tests/games/splendor/golden/`` are drawn from the hand-built scenes
of ``tests/games/splendor/scenes.py`` in every language. How a picture matches its golden, and
how to rewrite them after a deliberate change: ``tests/ui/picture_checks.py``.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from bot.games.splendor.adapter import art
from bot.games.splendor.adapter.art import (
    COLOURS,
    GEMS,
    Card,
    HandScene,
    Level,
    Offer,
    TableScene,
    letters,
)
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.ui.drawing import CAP_RATIO, Canvas, Drawn
from tests.games.splendor import scenes
from tests.ui.picture_checks import assert_matches_golden, boxes, check

TABLES: dict[str, Callable[[], TableScene]] = {
    "table_two": scenes.table_two,
    "table_four": scenes.table_four,
    "table_four_over": scenes.table_four_over,
}
HANDS: dict[str, Callable[[], HandScene]] = {
    "hand": scenes.hand,
    "hand_waiting": scenes.hand_waiting,
    "hand_over": scenes.hand_over,
}
GOLDEN = Path(__file__).resolve().parent / "golden"
GOLDEN_CASES = ["table_two", "table_four", "hand"]
LETTERS = letters(ENGLISH)


def draw(name: str, language: str) -> Canvas:
    if name in TABLES:
        return art.draw_table(TABLES[name](), language)
    return art.draw_hand(HANDS[name](), language)


def render(name: str, language: str) -> bytes:
    if name in TABLES:
        return art.render_table(TABLES[name](), language)
    return art.render_hand(HANDS[name](), language)


# --------------------------------------------------------------------------------------------
# Goldens


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", GOLDEN_CASES)
def test_picture_matches_its_golden(name: str, language: str, tmp_path: Path) -> None:
    assert_matches_golden(render(name, language), GOLDEN, f"{name}_{language}", tmp_path)


def test_the_pictures_are_800_px_wide_and_no_taller_than_needed() -> None:
    for name, limit in (("table_two", 1150), ("table_four", 1400), ("hand", 950)):  # legend: 48
        image = draw(name, "en").image
        assert image.width == art.WIDTH == 800
        assert image.height <= limit, (name, image.height)
    png = art.render_table(scenes.table_two())
    assert png.startswith(b"\x89PNG") and Image.open(io.BytesIO(png)).mode == "P"


# --------------------------------------------------------------------------------------------
# Legible, inside, apart, in the language asked

ALL = [*TABLES, *HANDS]


def small(c: Canvas) -> list[Drawn]:
    return [t for t in c.texts if t.size * CAP_RATIO * 400 / c.image.width < 9.0]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", ALL)
def test_every_text_is_legible_at_400_px(name: str, language: str) -> None:
    c = draw(name, language)
    assert len(c.texts) > 10
    assert small(c) == [], f"too small on a phone: {small(c)}"


def test_the_size_check_sees_a_small_text() -> None:
    c = draw("hand", "en")
    c.text((0, 0), "tiny", 20)
    assert [t.text for t in small(c)] == ["tiny"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", ALL)
def test_every_word_fits_its_place(name: str, language: str) -> None:
    with boxes() as drawn:
        c = draw(name, language)
    assert len(drawn) > 5
    check(c, [(t, b) for t, b in drawn if not t.startswith(LONG_NAME[:6])])


LONG_NAME = "Bartholomew the Magnificent"
"""The one name cut in the scenes ("Bartholom…")."""


def test_a_long_name_is_cut_not_run_into_the_points() -> None:
    scene = scenes.table_four()
    with boxes() as drawn:
        c = art.draw_table(scene, "es")
    (name,) = [t for t, _ in drawn if t.startswith(LONG_NAME[:6])]
    assert name.endswith("…") and LONG_NAME.startswith(name[:-1])
    check(c, [(t, b) for t, b in drawn if t != name])


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_the_pictures_speak_the_language_asked(language: str) -> None:
    drawn = {t.text for name in ALL for t in draw(name, language).texts}
    c = catalogue()
    for key in ("splendor-pictures-bank", "splendor-pictures-tokens", "splendor-pictures-offers"):
        assert c.text(language, key) in drawn
        assert c.text("en", key) not in drawn
    english = {"Bank", "Tokens", "Bonuses", "Reserved", "reserved", "pts", "empty", "Your"}
    assert not [t for t in drawn if any(word in t.split() for word in english)]


# --------------------------------------------------------------------------------------------
# What the pictures show


def tags(c: Canvas, prefix: str) -> list[tuple[str, str]]:
    return [
        (t.tag.removeprefix(prefix).strip(), t.text) for t in c.texts if t.tag.startswith(prefix)
    ]


def test_every_colour_is_told_by_its_letter_in_the_bank() -> None:
    c = draw("table_two", "en")
    letters = [t.text for t in c.texts if t.tag.startswith("gem ")][: len(COLOURS)]
    assert letters == [LETTERS[colour] for colour in COLOURS] == list("WUGRK★")
    bank = dict(tags(c, "bank"))
    assert bank == {
        colour: str(n) for colour, n in zip(COLOURS, scenes.table_two().bank, strict=True)
    }


def test_a_card_shows_its_points_bonus_and_cost() -> None:
    card = scenes.CARDS["L3-K-4"]  # 3 points, black bonus, 3 white 3 blue 5 green 3 red
    c = Canvas(10, 10, art.draw_table(scenes.table_two(), "en").palette)
    from bot.games.splendor.adapter.gems import card_sprite

    c.sprite(card_sprite(card, "K"), 0, 0)
    assert [(t.tag, t.text) for t in c.texts] == [
        ("points", "3"),
        ("bonus black", "K"),
        ("gem white", "3"),
        ("gem blue", "3"),
        ("gem green", "5"),
        ("gem red", "3"),
    ]


def test_empty_spaces_are_drawn_empty() -> None:
    scene = scenes.table_two()
    c = art.draw_table(scene, "en")
    assert [t.text for t in c.texts if t.tag == "empty-slot"] == ["empty"]
    shown = sum(card is not None for level in scene.levels for card in level.cards)
    assert len([t for t in c.texts if t.tag.startswith("bonus ")]) == shown == 11
    decks = [t.text for t in c.texts if t.tag == "deck"]
    assert decks == ["0", "22", "31"]
    short = dataclasses.replace(
        scene, levels=(Level(1, 0, ()), Level(2, 0, scenes.cards("L2-W-1")), scene.levels[2])
    )
    c = art.draw_table(short, "it")
    assert [t.text for t in c.texts if t.tag == "empty-slot"] == ["vuoto"] * 8


def test_the_table_shows_the_reserves_as_the_public_view_does() -> None:
    """A reserve taken face up shows its card (colour and level), a blind one its level only:
    the scene's ``Held`` of a blind reserve has no card while the game runs (S-V1)."""
    scene = scenes.table_four()
    blind = [h for p in scene.players for h in p.reserved if h.blind]
    assert blind and all(h.card is None for h in blind)
    c = art.draw_table(scene, "en")
    assert [t.text for t in c.texts if t.tag == "reserved"] == [
        "2 reserved",
        "3 reserved",
        "1 reserved",
    ]
    shown = [(t.tag, t.text) for t in c.texts if t.tag.startswith("reserved ")]
    assert shown == [
        ("reserved black", "II"),
        ("reserved blind", "I"),
        ("reserved blind", "III"),
        ("reserved green", "III"),
        ("reserved black", "II"),
        ("reserved blind", "II"),
    ]
    over = art.draw_table(scenes.table_four_over(), "en")  # S-V3: every card once over
    assert [(t.tag, t.text) for t in over.texts if t.tag.startswith("reserved ")][:2] == [
        ("reserved black", "II"),
        ("reserved black", "I"),
    ]


def test_the_hand_shows_its_blind_reserve_face_up_and_marked() -> None:
    scene = scenes.hand()
    c = art.draw_hand(scene, "en")
    blind = scene.reserved[1].card
    assert scene.reserved[1].blind and [t.text for t in c.texts if t.tag == "blind"] == ["secret"]
    bonuses = [t.text for t in c.texts if t.tag.startswith("bonus ")]
    assert bonuses[: len(scene.reserved)] == [LETTERS[r.card.bonus] for r in scene.reserved]
    assert LETTERS[blind.bonus] == "G"


def test_the_hand_shows_tokens_and_bonuses_by_colour() -> None:
    scene = scenes.hand()
    c = art.draw_hand(scene, "en")
    assert dict(tags(c, "tokens")) == {
        k: str(n) for k, n in zip(COLOURS, scene.tokens, strict=True)
    }
    assert dict(tags(c, "bonuses")) == {k: str(n) for k, n in zip(GEMS, scene.bonuses, strict=True)}
    assert [t.text for t in c.texts if t.tag == "held"] == ["10 of 10 tokens"]


def test_each_offer_shows_what_the_player_pays_gold_last() -> None:
    scene = scenes.hand()
    c = art.draw_hand(scene, "en")
    start = next(i for i, t in enumerate(c.texts) if t.text == "You can buy")
    drawn = [(t.tag, t.text) for t in c.texts[start + 2 :]]
    expected: list[tuple[str, str]] = []
    for offer in scene.offers:
        expected.append(("bonus " + offer.card.bonus, LETTERS[offer.card.bonus]))
        if offer.card.points:
            expected.append(
                ("offer-points", f"{offer.card.points} pt" + "s" * (offer.card.points > 1))
            )
        paid = offer.tokens()
        expected += [(f"gem {k}", str(n)) for k, n in paid] or [("free", "free")]
    assert drawn == expected
    black = scene.offers[1]  # 6 black, 1 black bonus, 2 black tokens: 2 black and 3 gold
    assert black.tokens() == [("black", 2), ("gold", 3)]
    assert ("free", "free") in drawn


def test_a_scene_refuses_counts_of_the_wrong_shape() -> None:
    with pytest.raises(ValueError, match="counts"):
        Card(1, 0, "white", (1, 2, 3))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="bonus"):
        Card(1, 0, "gold", (1, 0, 0, 0, 0))
    with pytest.raises(ValueError, match="at most 4"):
        Level(1, 3, scenes.cards("L1-W-6", "L1-W-6", "L1-W-6", "L1-W-6", "L1-W-6"))
    with pytest.raises(ValueError, match="more gold"):
        Offer(scenes.CARDS["L1-W-6"], (0, 1, 0, 0, 0), (0, 2, 0, 0, 0))
    with pytest.raises(ValueError, match="no seat"):
        dataclasses.replace(scenes.table_two(), current=5)
