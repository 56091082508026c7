"""The ``yotd`` pictures (bot/games/yotd/adapter/art.py): goldens, legible and fitting words in
every language, what the table and the hand show, told by more than colour.

The golden PNGs under ``tests/games/yotd/golden/`` are drawn from the hand-built views of
``tests/games/yotd/picture_views.py``. How a picture matches its golden, and how to rewrite
them after a deliberate change: ``tests/ui/picture_checks.py``.
"""

from __future__ import annotations

import functools
import importlib
import io
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.games.yotd import RULES
from bot.games.yotd.adapter import art
from bot.games.yotd.adapter.layout import disc, person_tile
from bot.games.yotd.adapter.palette import PERSON_SYMBOL, SEAT_COLOURS, SYMBOLS
from bot.games.yotd.adapter.scene import hand_scene, places, table_scene
from bot.games.yotd.moves import CARDS, EVENTS, TILES, TYPES, tile_type
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.ui.drawing import CAP_RATIO, Canvas, Drawn
from tests.conformance.games import random_game
from tests.games.yotd import picture_views as views
from tests.ui.picture_checks import assert_matches_golden, boxes, check

GOLDEN = Path(__file__).resolve().parent / "golden"
STATES: dict[str, Callable[[], dict[str, Any]]] = {
    "three": views.three_players,
    "five": views.five_players,
    "over": views.two_over,
    "draft": views.draft,
    "extreme": views.extreme,
    "building": views.building,
}
HANDS = {"three": 2, "five": 0, "over": 1, "draft": 1, "extreme": 0, "building": 0}
"""The seat whose hand each state's hand picture shows."""


def public(name: str) -> dict[str, Any]:
    return views.view_of(STATES[name](), None)


def own(name: str) -> dict[str, Any]:
    return views.view_of(STATES[name](), HANDS[name])


def table(name: str, language: str = ENGLISH) -> Canvas:
    return art.draw_table(table_scene(public(name), views.NAMES, language), language)


def hand(name: str, language: str = ENGLISH) -> Canvas:
    return art.draw_hand(hand_scene(own(name), views.NAMES, language), language)


def tagged(c: Canvas, prefix: str) -> list[Drawn]:
    return [t for t in c.texts if t.tag.startswith(prefix)]


# --------------------------------------------------------------------------------------------
# Goldens, sizes


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_matches_its_golden(language: str, tmp_path: Path) -> None:
    png = art.table_png(public("three"), language, views.NAMES)
    assert_matches_golden(png, GOLDEN, f"table_three_{language}", tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_matches_its_golden(language: str, tmp_path: Path) -> None:
    png = art.hand_png(own("three"), language, views.NAMES)
    assert_matches_golden(png, GOLDEN, f"hand_three_{language}", tmp_path)


def test_the_crowded_table_matches_its_golden(tmp_path: Path) -> None:
    png = art.table_png(public("five"), ENGLISH, views.NAMES)
    assert_matches_golden(png, GOLDEN, "table_five_en", tmp_path)


def test_the_pictures_are_800_px_wide_paletted_pngs() -> None:
    for name in STATES:
        for png in (
            art.table_png(public(name), ENGLISH, views.NAMES),
            art.hand_png(own(name), ENGLISH, views.NAMES),
        ):
            image = Image.open(io.BytesIO(png))
            assert png.startswith(b"\x89PNG") and image.mode == "P"
            assert image.width == art.WIDTH == 800
    assert table("three").image.height < 2000 and hand("three").image.height < 1000


def test_the_pictures_go_to_a_worker_whole() -> None:
    """The adapter hands ``functools.partial(art.table_png, view, language)`` (and the hand's)
    to the picture workers: it pickles, and draws the same picture there. The module is looked
    up afresh: an e2e test in the same worker may have unloaded the extension and its modules."""
    drawing = importlib.import_module("bot.games.yotd.adapter.art")
    for job in (
        functools.partial(drawing.table_png, public("three"), "it"),
        functools.partial(drawing.hand_png, own("three"), "es"),
    ):
        again = pickle.loads(pickle.dumps(job))
        assert again(views.NAMES) == job(views.NAMES)
    art.warm_up()


# --------------------------------------------------------------------------------------------
# Legible, inside, apart, in the language asked

PICTURES = [(kind, name) for kind in ("table", "hand") for name in STATES]


def draw(kind: str, name: str, language: str) -> Canvas:
    return table(name, language) if kind == "table" else hand(name, language)


def small(c: Canvas) -> list[Drawn]:
    return [t for t in c.texts if t.size * CAP_RATIO * 400 / c.image.width < 9.0]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("kind", "name"), PICTURES)
def test_every_text_is_legible_at_400_px(kind: str, name: str, language: str) -> None:
    c = draw(kind, name, language)
    assert len(c.texts) > 10
    assert small(c) == [], f"too small on a phone: {small(c)}"


def test_the_size_check_sees_a_small_text() -> None:
    c = hand("three")
    c.text((0, 0), "tiny", 20)
    assert [t.text for t in small(c)] == ["tiny"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("kind", "name"), PICTURES)
def test_every_word_fits_its_place(kind: str, name: str, language: str) -> None:
    with boxes() as drawn:
        c = draw(kind, name, language)
    assert len(drawn) > 5
    cut = [t for t, _ in drawn if t.endswith("…")]
    assert all(LONG_NAME.startswith(t[:-1]) for t in cut), f"only a long name is cut: {cut}"
    check(c, [(t, b) for t, b in drawn if t not in cut])


LONG_NAME = views.NAMES[4]
"""The one name the pictures may cut ("Bartholomew the Ma…"), beside the words of a crowded
line."""


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_the_pictures_speak_the_language_asked(language: str) -> None:
    drawn = {t.text for kind, name in PICTURES for t in draw(kind, name, language).texts}
    say = catalogue()
    for key, args in (
        ("yotd-pictures-order", {}),
        ("yotd-pictures-key", {}),
        ("yotd-pictures-your-hand", {}),
        ("yotd-person", {"type": "healer"}),
        ("yotd-event", {"event": "contagion"}),
        ("yotd-action", {"action": "harvest"}),
    ):
        assert say.text(language, key, **args) in drawn
        assert say.text(ENGLISH, key, **args) not in drawn
    english = {"Month", "Turn", "Key", "Your", "left:", "old", "tiles", "Over"}
    assert not [t for t in drawn if any(word in t.split() for word in english)]


# --------------------------------------------------------------------------------------------
# What the table shows


def test_the_year_shows_every_event_by_letter_and_frames_this_month() -> None:
    view = public("three")
    c = table("three")
    letters = art.event_letters(ENGLISH)
    year = [(t.tag, t.text) for t in tagged(c, "event ")][:12]
    assert year == [(f"event {e}", letters[e]) for e in view["events"]]
    numbers = tagged(c, "month-number")
    assert [t.text for t in numbers] == [str(m) for m in range(1, 13)]
    assert [t.text for t in numbers if t.bold] == ["3"]
    assert [t.text for t in c.texts if t.tag == "month"] == ["Month 3 · Persons"]


def test_the_groups_show_their_cards_and_dragons() -> None:
    view = public("five")
    c = table("five")
    cards = [t.tag.removeprefix("action ") for t in tagged(c, "action ")]
    assert cards == [card for group in view["groups"] for card in group]
    placed = [d for dragons in view["dragons"] for d in reversed(dragons)]
    dragons = [t for t in tagged(c, "dragon ")][: len(placed)]
    assert [(t.tag, t.text) for t in dragons] == [(f"dragon {s}", str(s + 1)) for s in placed]
    assert placed == [2, 4, 0, 1]


def test_the_turn_order_shows_each_track_place() -> None:
    view = public("five")
    c = table("five")
    shown = [(t.tag, t.text) for t in tagged(c, "order ")]
    assert shown == [(f"order {s}", str(view["players"][s]["track"])) for s in view["order"]]


@pytest.mark.parametrize("name", ["three", "five", "over"])
def test_each_player_shows_resources_points_and_palaces(name: str) -> None:
    view = public(name)
    c = table(name)
    letters = art.letters(ENGLISH)
    for seat, p in enumerate(view["players"]):
        got = {t.tag.split()[0]: t.text for t in c.texts if t.tag.endswith(f" {seat}")}
        assert got["yuan"] == str(p["yuan"]) and got["rice"] == str(p["rice"])
        assert got["fireworks"] == str(p["fireworks"]) and got["track"] == str(p["track"])
        assert got["small"] == str(p["privileges"]["small"])
        assert got["large"] == str(p["privileges"]["large"])
        assert got["cards"] == str(p["hand_size"])
        assert got["points"].split()[0] == str(p["points"])
    persons = [t for t in tagged(c, "person ") if not t.tag.startswith("person-")]
    in_palaces = [t for p in view["players"] for pal in p["palaces"] for t in pal["persons"]]
    key = len(TYPES) + 1  # the key's tiles come last
    assert [t.tag.removeprefix("person ") for t in persons[:-key]] == in_palaces
    assert [t.text for t in persons[:-key]] == [letters[tile_type(t)] for t in in_palaces]


def test_the_finished_table_names_the_winner_and_the_places() -> None:
    """Y-F3: the points tie, the player earlier in ``order`` (seat 1) wins."""
    c = table("over")
    assert [t.text for t in c.texts if t.tag == "month"] == ["Month 12 · Over"]
    assert "Game over · Björn wins" in {t.text for t in c.texts}
    assert {t.tag: t.text for t in tagged(c, "place ")} == {"place 0": "2nd", "place 1": "1st"}


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (5, 12)])
def test_random_games_draw_and_place_as_the_rules_do(players: int, seed: int) -> None:
    """Every tenth state of a random game draws legibly, its table and each seat's hand; the
    finished game's places are the engine's ranks (Y-F3)."""
    game = random_game("yotd", players, seed)
    for state in [*game.states[::10], game.states[-1]]:
        c = art.draw_table(table_scene(RULES.view_for(state, None), views.NAMES), "en")
        assert small(c) == []
        for seat in range(players):
            view = RULES.view_for(state, seat)
            assert small(art.draw_hand(hand_scene(view, views.NAMES), "es")) == []
    outcome = RULES.outcome(game.states[-1])
    assert outcome is not None
    assert places(RULES.view_for(game.states[-1], None)) == list(outcome.ranks)


def test_the_players_who_must_release_or_build_say_how_many() -> None:
    c = table("extreme")
    assert {t.tag: t.text for t in tagged(c, "task ")} == {
        "task 3": "2 to release",
        "task 4": "3 to release",
    }
    assert {t.tag: t.text for t in tagged(table("building"), "task ")} == {
        "task 0": "2 floors to build"
    }
    assert tagged(table("three"), "task ") == []


def test_large_numbers_keep_their_places() -> None:
    """Three-digit resources and tracks fit (the gaps shrink, the turn order takes two
    lines), and twenty palaces wrap."""
    c = table("extreme")
    got = {t.tag: t.text for t in c.texts if t.tag.endswith(" 0")}
    assert (got["yuan 0"], got["track 0"], got["order 0"]) == ("188", "205", "205")
    persons = [t for t in tagged(c, "person ")][: 20 * 3]
    assert {t.tag for t in persons} == {
        "person monk-old",
        "person scholar-old",
        "person healer-old",
    }


def test_a_scene_reads_the_view_it_is_meant_for() -> None:
    with pytest.raises(ValueError, match="public view only"):
        table_scene(own("three"))
    with pytest.raises(ValueError, match="own view"):
        hand_scene(public("three"))


# --------------------------------------------------------------------------------------------
# What the hand shows


def test_the_hand_shows_each_card_held_with_its_tiles_left() -> None:
    view = own("three")
    c = hand("three")
    held = view["players"][2]["hand"]
    cards = [t.tag.removeprefix("card ") for t in tagged(c, "card ")]
    assert cards == [card for card in CARDS if held[card]]
    left = {t.tag.removeprefix("left "): t.text for t in tagged(c, "left ")}
    for card in cards:
        for tile in TILES:
            if tile_type(tile) == card:
                assert left[tile] == str(view["supply"][tile])
    assert [t.text for t in tagged(c, "hand-name")] == ["Chidi"]
    assert "▶ Your turn" in {t.text for t in c.texts}


def test_the_hand_counts_two_wilds_and_every_tile_left() -> None:
    view = own("draft")
    c = hand("draft")
    assert {t.tag: t.text for t in tagged(c, "count ")} == {"count wild": "×2"}
    assert [t.text for t in tagged(c, "left wild")] == [
        f"{sum(view['supply'].values())} tiles left"
    ]


def test_an_empty_hand_says_so() -> None:
    c = hand("over")
    assert [t.text for t in tagged(c, "no-cards")] == ["no cards left"]
    assert tagged(c, "card ") == [] and "Game over" in {t.text for t in c.texts}


# --------------------------------------------------------------------------------------------
# Never colour alone


def catalogue_letters(language: str, key: str, var: str, ids: tuple[str, ...]) -> list[str]:
    return [catalogue().text(language, key, **{var: i}) for i in ids]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_person_and_event_has_its_own_letter(language: str) -> None:
    persons = catalogue_letters(language, "yotd-pictures-person-letter", "person", TYPES)
    events = catalogue_letters(language, "yotd-pictures-event-letter", "event", EVENTS)
    assert list(art.letters(language).values()) == persons
    assert list(art.event_letters(language).values()) == events
    for letters in (persons, events):
        assert all(len(v) == 1 and v.isalpha() for v in letters), letters
        assert len(set(letters)) == len(letters), f"two share a letter: {letters}"
    assert catalogue().text(language, "yotd-pictures-person-letter", person="wild") == "?"


def test_the_letters_are_each_language_own() -> None:
    assert "".join(art.letters(ENGLISH).values()) == "CLPTWMHFS"
    assert "".join(art.letters("it").values()) == "ADPEGMUCS"
    assert "".join(art.letters("es").values()) == "ADPRGMUCE"
    assert "".join(art.event_letters("it").values()) == "PTSFME"


def grey(sprite: Any) -> Image.Image:
    return sprite.image().convert("LA").convert("L")


def apart(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean)


def test_person_tiles_differ_in_grey_by_symbol_and_an_old_one_by_its_corner() -> None:
    """Drawn without a letter and seen without colour, every type's tile still differs from
    every other's (its symbol), and an old tile from a young one (its folded corner)."""
    assert len(set(PERSON_SYMBOL.values())) == len(PERSON_SYMBOL)
    assert all(PERSON_SYMBOL[t] in SYMBOLS for t in TYPES)
    tiles = {t: grey(person_tile(f"{t}-young", "")) for t in TYPES}
    for i, a in enumerate(TYPES):
        for b in TYPES[i + 1 :]:
            assert apart(tiles[a], tiles[b]) > 2.0, (a, b)
    for tile in TILES:
        if tile.endswith("-old"):
            young = grey(person_tile(tile.replace("-old", "-young"), "X"))
            assert apart(grey(person_tile(tile, "X")), young) > 2.0, tile


def test_each_dragon_carries_its_seat_number_in_an_okabe_ito_colour() -> None:
    okabe_ito = {(230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66)}
    assert set(SEAT_COLOURS) == okabe_ito and len(SEAT_COLOURS) == 5
    for seat in range(5):
        assert [(t.text, t.tag) for t in disc(seat).texts] == [(str(seat + 1), f"dragon {seat}")]
