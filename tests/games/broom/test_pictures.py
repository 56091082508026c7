"""The ``broom`` pictures (bot/games/broom/adapter/art.py): goldens, legible and fitting words in
every language, what the board, the table and the hand show, told by more than colour, on
Hoard Vale and on a second board of another shape.

The golden PNGs under ``tests/games/broom/golden/`` are drawn from states of seeded random
games (``picture_games.py``). How a picture matches its golden, and how to rewrite them after
a deliberate change: ``tests/ui/picture_checks.py``.

Long file: one module for the pictures' one contract (goldens, legibility, what the board,
table and hand show, colour-blind checks), on Hoard Vale and on the second board.
"""

from __future__ import annotations

import functools
import importlib
import io
import pickle
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.games.broom import RULES, State
from bot.games.broom.adapter import art
from bot.games.broom.adapter.layout import pawn, potion
from bot.games.broom.adapter.palette import (
    LANDSCAPE_COLOURS,
    POTION_COLOURS,
    POTION_SHAPES,
    SEAT_COLOURS,
    TAKEN,
)
from bot.games.broom.adapter.scene import (
    board_for,
    hand_scene,
    letters_of,
    rounds_of,
    table_scene,
)
from bot.games.broom.adapter.scene_map import TOWER, geometry, name_lines, tower_places
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.ui.drawing import CAP_RATIO, Canvas, Drawn
from tests.games.broom.picture_games import NAMES, marsh, played
from tests.ui.picture_checks import assert_matches_golden, boxes, check

GOLDEN = Path(__file__).resolve().parent / "golden"
BOARD = board_for(RULES.standard().ref)


def first(states: tuple[State, ...], round_: int, phase: str) -> State:
    """The first state of ``round_`` in ``phase`` in a played game."""
    return next(
        s for s in states if s.round == round_ and s.phase == phase and s.turn and s.turn.role
    )


def state(name: str) -> State:
    """The positions drawn: a round-3 turn at 3 players, a 5-player pick and a round-5 turn,
    a finished 2-player game."""
    if name == "three":
        return first(played(3, 5), 3, "turn")
    if name == "five":
        return played(5, 9)[0]
    if name == "five-late":
        return first(played(5, 9), 5, "turn")
    return played(2, 4)[-1]


STATES = ("three", "five", "five-late", "over")


def public(name: str) -> dict[str, Any]:
    return RULES.view_for(state(name), None)


def seat_of(name: str) -> int:
    return RULES.active_seats(state(name))[0] if RULES.active_seats(state(name)) else 0


def own(name: str) -> dict[str, Any]:
    return RULES.view_for(state(name), seat_of(name))


def table(name: str, language: str = ENGLISH) -> Canvas:
    return art.draw_table(table_scene(public(name), NAMES, language), language)


def hand(name: str, language: str = ENGLISH) -> Canvas:
    return art.draw_hand(hand_scene(own(name), NAMES, language), language)


def tagged(c: Canvas, prefix: str) -> list[Drawn]:
    return [t for t in c.texts if t.tag.startswith(prefix)]


def small(c: Canvas) -> list[Drawn]:
    return [t for t in c.texts if t.size * CAP_RATIO * 400 / c.image.width < 9.0]


def test_the_positions_are_what_the_tests_say() -> None:
    assert state("three").phase == "turn" and state("three").round == 3
    assert state("five").phase == "pick" and len(state("five").players) == 5
    assert state("five-late").round >= 3 and state("five-late").occupied
    assert state("over").over


# --------------------------------------------------------------------------------------------
# Goldens, sizes, workers


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_matches_its_golden(language: str, tmp_path: Path) -> None:
    png = art.table_png(public("three"), language, NAMES)
    assert_matches_golden(png, GOLDEN, f"table_three_{language}", tmp_path)


def test_the_crowded_table_matches_its_golden(tmp_path: Path) -> None:
    png = art.table_png(public("five-late"), ENGLISH, NAMES)
    assert_matches_golden(png, GOLDEN, "table_five_en", tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_matches_its_golden(language: str, tmp_path: Path) -> None:
    png = art.hand_png(own("three"), language, NAMES)
    assert_matches_golden(png, GOLDEN, f"hand_three_{language}", tmp_path)


def test_the_second_board_matches_its_golden(tmp_path: Path) -> None:
    rs, board = marsh()
    view = RULES.view_for(played(4, 2, rs)[len(played(4, 2, rs)) // 2], None)
    png = art.draw_table(table_scene(view, NAMES, ENGLISH, board), ENGLISH).png()
    assert_matches_golden(png, GOLDEN, "table_marsh_en", tmp_path)


def test_the_pictures_are_800_px_wide_paletted_pngs() -> None:
    for name in STATES:
        for png in (
            art.table_png(public(name), ENGLISH, NAMES),
            art.hand_png(own(name), ENGLISH, NAMES),
        ):
            image = Image.open(io.BytesIO(png))
            assert png.startswith(b"\x89PNG") and image.mode == "P"
            assert image.width == art.WIDTH == 800
    assert table("five").image.height < 2200 and hand("three").image.height < 800


def test_the_pictures_go_to_a_worker_whole() -> None:
    """The adapter hands ``functools.partial(art.table_png, view, language)`` (and the hand's)
    to the picture workers: it pickles, and draws the same picture there."""
    drawing = importlib.import_module("bot.games.broom.adapter.art")
    for job in (
        functools.partial(drawing.table_png, public("three"), "it"),
        functools.partial(drawing.hand_png, own("three"), "es"),
    ):
        again = pickle.loads(pickle.dumps(job))
        assert again(NAMES) == job(NAMES)
    art.warm_up()


# --------------------------------------------------------------------------------------------
# Legible, inside, apart, in the language asked

PICTURES = [(kind, name) for kind in ("table", "hand") for name in STATES]


def draw(kind: str, name: str, language: str) -> Canvas:
    return table(name, language) if kind == "table" else hand(name, language)


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


CUT_NAMES = {NAMES[4]}
"""The one name the pictures may cut ("Bartholomew t…"): a long display name. Every region
name of Hoard Vale is written whole."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("kind", "name"), PICTURES)
def test_every_word_fits_its_place(kind: str, name: str, language: str) -> None:
    with boxes() as drawn:
        c = draw(kind, name, language)
    assert len(drawn) > 5
    cut = [t for t, _ in drawn if t.endswith("…")]
    assert all(any(n.startswith(t[:-1]) or n[:11] in t for n in CUT_NAMES) for t in cut), cut
    check(c, [(t, b) for t, b in drawn if t not in cut])


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_the_pictures_speak_the_language_asked(language: str) -> None:
    drawn = {t.text for kind, name in PICTURES for t in draw(kind, name, language).texts}
    say = catalogue()
    for key, args in (
        ("broom-pictures-key-round", {}),
        ("broom-pictures-key-castle", {}),
        ("broom-pictures-event", {"event": state("three").event}),
    ):
        assert say.text(language, key, **args) in drawn
        assert say.text(ENGLISH, key, **args) not in drawn
    english = {"Event:", "Bewitched:", "Your", "tower", "Over", "wins", "Turns", "Picking"}
    assert not [t for t in drawn if any(word in t.split() for word in english)]


# --------------------------------------------------------------------------------------------
# What the board and the table show


def region_names(c: Canvas) -> dict[str, str]:
    names: dict[str, list[str]] = {}
    for t in tagged(c, "region "):
        names.setdefault(t.tag.removeprefix("region "), []).append(t.text)
    return {k: " ".join(v).replace("- ", "") for k, v in names.items()}


@pytest.mark.parametrize("name", STATES)
def test_every_region_is_named_and_every_pawn_stands_in_it(name: str) -> None:
    view = public(name)
    c = table(name)
    named = region_names(c)
    assert list(named) == [r.id for r in BOARD.regions]
    for r in BOARD.regions:
        assert named[r.id] == r.name
    pawns = Counter(t.tag for t in tagged(c, "pawn "))
    players = view["players"]
    assert pawns == Counter({f"pawn {s}": 2 + 1 for s in range(len(players))})
    letters = letters_of([NAMES[s] for s in range(len(players))])
    for t in tagged(c, "pawn "):
        assert t.text == letters[int(t.tag.split()[1])]


def pawn_order(view: dict[str, Any], board: Any) -> list[str]:
    """The pawn tags the map draws, region by region (data order), seat by seat."""
    return [
        f"pawn {s}"
        for r in board.regions
        for s, p in enumerate(view["players"])
        for at in p["pawns"]
        if at == r.id
    ]


def test_each_pawn_is_drawn_in_its_region() -> None:
    """The pawns are drawn region by region: the pawn tags of the map follow the regions
    where the view puts them."""
    view = public("five-late")
    want = pawn_order(view, BOARD)
    assert len(set(want)) == 5 and len(want) == 10
    assert [t.tag for t in tagged(table("five-late"), "pawn ")][: len(want)] == want


@pytest.mark.parametrize("name", STATES)
def test_every_tower_and_every_cloud_left_shows_its_numbers(name: str) -> None:
    view = public(name)
    c = table(name)
    towers = {t.tag.removeprefix("tower "): t.text for t in tagged(c, "tower ")}
    assert {k: v for k, v in towers.items() if not k.startswith("key")} == {
        t.id: str(t.vp) for t in BOARD.towers
    }
    clouds = {t.tag.removeprefix("cloud "): t.text for t in tagged(c, "cloud ")}
    left = {s: tile for s, tile in view["clouds"].items() if tile is not None}
    assert {k: v for k, v in clouds.items() if k != "key"} == {
        s: str(BOARD.tile(tile)[0]) for s, tile in left.items()
    }


def near(a: Any, b: Any) -> bool:
    """Two colours alike but for the PNG palette's rounding."""
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) <= 6


def test_a_taken_round_tower_is_dark_and_a_square_one_stays_open() -> None:
    view = public("five-late")
    scene = table_scene(view, NAMES)
    c = art.draw_table(scene, ENGLISH)
    top = art.map_top(scene, ENGLISH)
    places = tower_places(BOARD)
    assert view["occupied"]
    for t in BOARD.towers:
        x, y = places[t.id]
        pixel = c.image.getpixel((round(x) - TOWER // 2 + 7, round(top + y)))
        taken = t.id in view["occupied"] and t.shape == "round"
        assert near(pixel, TAKEN) == taken, (t.id, pixel)
        if not taken:
            assert near(pixel, POTION_COLOURS[t.colour]), (t.id, pixel)


@pytest.mark.parametrize("name", ["three", "five-late", "over"])
def test_each_player_line_shows_the_view_figures(name: str) -> None:
    view = public(name)
    c = table(name)
    for seat, p in enumerate(view["players"]):
        got = {t.tag.split()[0]: t.text for t in c.texts if t.tag.endswith(f" {seat}")}
        res = p["resources"]
        assert [got[k] for k in ("orange", "green", "purple", "wand")] == [
            str(res[k]) for k in ("orange", "green", "purple", "wand")
        ]
        assert got["clouds"] == str(len(p["clouds"]))
        assert got["lightning"] == str(sum(BOARD.tile(t)[1] for t in p["clouds"]))
        vp = view["result"]["scores"][seat] if view["over"] else p["vp"]
        assert got["vp"] == f"{vp} VP".replace("-", "−")
        assert got["name"] == NAMES[seat] or (
            got["name"].endswith("…") and NAMES[seat].startswith(got["name"][:-1])
        )


def test_the_header_says_the_round_the_event_and_who_decides() -> None:
    c = table("three")
    s = state("three")
    texts = {t.tag: t.text for t in c.texts}
    assert texts["round"] == "Round 3/7 · Turns"
    assert texts["event"] == catalogue().text(ENGLISH, "broom-pictures-event", event=s.event)
    deciding = RULES.active_seats(s)
    assert f"▶ {NAMES[deciding[0]]}" in {t.text for t in c.texts}
    role = RULES.standard().data.role[s.turn.role].names["en"] if s.turn and s.turn.role else ""
    assert texts["playing"] == f"Playing: {role}"
    five = table("five")
    assert "▶ 5 players to choose" in {t.text for t in five.texts}


def test_the_board_is_named_as_hoard_own_design() -> None:
    c = table("three")
    assert [t.text for t in tagged(c, "board")] == ["Hoard Vale · Hoard's own board design"]
    rs, board = marsh()
    view = RULES.view_for(played(4, 2, rs)[0], None)
    c = art.draw_table(table_scene(view, NAMES, ENGLISH, board), ENGLISH)
    assert [t.text for t in tagged(c, "board")] == ["Test Marsh"], "a printed board"


def test_the_finished_table_names_the_winner_and_places() -> None:
    s = state("over")
    assert s.result is not None
    c = table("over")
    winners = s.result.winners
    places = {t.tag: t.text for t in tagged(c, "place ")}
    for seat in range(len(s.players)):
        assert (places[f"place {seat}"] == "1st") == (seat in winners)
    if len(winners) == 1:
        assert f"Game over · {NAMES[winners[0]]} wins" in {t.text for t in c.texts}


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (5, 12)])
def test_random_games_draw_legibly(players: int, seed: int) -> None:
    states = played(players, seed)
    for s in [*states[::25], states[-1]]:
        c = art.draw_table(table_scene(RULES.view_for(s, None), NAMES), "en")
        assert small(c) == []
        assert len(tagged(c, "pawn ")) == 3 * players
        for seat in range(players):
            assert small(art.draw_hand(hand_scene(RULES.view_for(s, seat), NAMES), "es")) == []


def test_a_scene_reads_the_view_it_is_meant_for() -> None:
    with pytest.raises(ValueError, match="public view only"):
        table_scene(own("three"))
    with pytest.raises(ValueError, match="own view"):
        hand_scene(public("three"))


# --------------------------------------------------------------------------------------------
# The second board


def test_a_board_of_another_shape_draws_every_region_and_pawn() -> None:
    rs, board = marsh()
    g = geometry(board)
    assert (g.columns, g.rows) == (5, 6) and g.height < geometry(BOARD).height
    for s in (
        played(4, 2, rs)[0],
        played(4, 2, rs)[len(played(4, 2, rs)) // 2],
        played(4, 2, rs)[-1],
    ):
        view = RULES.view_for(s, None)
        with boxes() as drawn:
            c = art.draw_table(table_scene(view, NAMES, ENGLISH, board), ENGLISH)
        assert small(c) == []
        assert list(region_names(c)) == [r.id for r in board.regions]
        assert len(tagged(c, "pawn ")) == 3 * 4
        towers = {t.tag for t in tagged(c, "tower ") if "key" not in t.tag}
        assert towers == {f"tower {t.id}" for t in board.towers} and len(towers) < 36
        cut = [t for t, _ in drawn if t.endswith("…")]
        assert all(NAMES[4].startswith(t[:-1]) for t in cut), cut
        check(c, [(t, b) for t, b in drawn if t not in cut])
    view = RULES.view_for(played(4, 2, rs)[0], None)
    start = art.draw_table(table_scene(view, NAMES, ENGLISH, board), ENGLISH)
    assert all(p["pawns"] == ["p6", "p5"] for p in view["players"])
    assert [t.tag for t in tagged(start, "pawn ")][:8] == pawn_order(view, board)
    assert [r.id for r in board.regions if r.castle] == ["p5", "p6"]


def test_a_soft_hyphen_breaks_a_long_name() -> None:
    assert name_lines("Bramble\u00adwood", 150) == ("Bramble-", "wood")
    assert name_lines("Mill\u00adpond", 150) == ("Millpond",)
    assert name_lines("Buttercup Lea", 150) == ("Buttercup", "Lea")
    assert name_lines("Cairn Hill", 150) == ("Cairn Hill",)
    (cut,) = name_lines("Bramblewood", 150)
    assert cut.endswith("…") and "Bramblewood".startswith(cut[:-1])


# --------------------------------------------------------------------------------------------
# The hand


def test_the_hand_shows_the_roles_held_and_played() -> None:
    view = own("three")
    me = view["players"][view["you"]]
    c = hand("three")
    roles = [t.tag.removeprefix("role ") for t in tagged(c, "role ")]
    held = set(me["hand"]) | set(me["played"])
    assert roles == [r for r in RULES.standard().data.role_ids if r in held] and roles
    marks = {t.tag.removeprefix("mark "): t.text for t in tagged(c, "mark ")}
    for role in roles:
        words = []
        if role in view["bewitched"]["revealed"]:
            words.append("bewitched")
        if role in me["played"]:
            words.append("played")
        assert marks.get(role, "") == " · ".join(words)
    assert [t.text for t in tagged(c, "hand-name")] == [NAMES[view["you"]]]
    assert "▶ Your turn" in {t.text for t in c.texts}


def test_a_hand_during_the_pick_shows_the_roles_picked() -> None:
    s = played(5, 9)[0]
    s2, _ = RULES.apply(s, 0, RULES.legal_actions(s, 0)[5])
    picked = RULES.dump(s2)["players"][0]["choice"]
    c = art.draw_hand(hand_scene(RULES.view_for(s2, 0), NAMES), ENGLISH)
    assert [t.tag.removeprefix("role ") for t in tagged(c, "role ")] == picked
    empty = art.draw_hand(hand_scene(RULES.view_for(s, 1), NAMES), ENGLISH)
    assert [t.text for t in tagged(empty, "no-roles")] == ["no roles in hand"]


# --------------------------------------------------------------------------------------------
# Never colour alone


def grey(sprite: Any) -> Image.Image:
    return sprite.image().convert("LA").convert("L")


def apart(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean)


def test_landscapes_differ_in_grey_by_pattern() -> None:
    """Seen without colour, every landscape's swatch still differs from every other's."""
    lands = list(LANDSCAPE_COLOURS)
    swatches = {land: grey(art.swatch((land,))) for land in lands}
    for i, a in enumerate(lands):
        for b in lands[i + 1 :]:
            assert apart(swatches[a], swatches[b]) > 3.0, (a, b)


def test_potions_differ_by_shape_and_pawns_carry_letters() -> None:
    assert len(set(POTION_SHAPES.values())) == 3
    shapes = [grey(potion(c)) for c in POTION_COLOURS]
    assert apart(shapes[0], shapes[1]) > 2 and apart(shapes[1], shapes[2]) > 2
    okabe_ito = {(230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66)}
    assert set(SEAT_COLOURS) == okabe_ito
    assert [t.text for t in pawn(2, "C").texts] == ["C"]


def test_letters_are_initials_unless_they_clash() -> None:
    assert letters_of(["Ana", "björn", "Chidi"]) == ["A", "B", "C"]
    assert letters_of(["Ana", "Alba"]) == ["A", "B"]
    assert letters_of(["Ana", "7up"]) == ["A", "B"]


def test_the_board_comes_from_the_ruleset_the_view_names() -> None:
    rs = RULES.standard()
    assert board_for(rs.ref).id == rs.data.board_id == "hoard-vale-1"
    assert [r.id for r in board_for(rs.ref).regions] == list(rs.data.regions)
    with pytest.raises(ValueError, match="no registered broom ruleset"):
        board_for("broom/no-such-bundle")
    assert rounds_of("broom/no-such-bundle") == rounds_of(rs.ref) == rs.rounds
