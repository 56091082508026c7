"""The village pictures (bot/games/village/adapter/pictures.py): goldens, no leak, threads.

The golden PNGs under ``tests/games/village/golden/`` are drawn from fixed positions built by
hand, in English, and the wordiest of them in Italian and Spanish too (``*_it.png``,
``*_es.png``: every word fits its place). How a picture matches its golden, and how to rewrite
them after a deliberate change: ``tests/ui/picture_checks.py``.
"""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.games import village
from bot.games.village.adapter import pictures
from bot.games.village.state import State
from bot.ui import drawing
from tests.games.village.hidden import reshuffle_hidden
from tests.games.village.positions import player, position
from tests.timing import ceiling
from tests.ui.picture_checks import MAX_DIFFERING, MAX_MEAN_DIFF, assert_matches_golden, difference

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parent / "golden"


# --------------------------------------------------------------------------------------------
# Fixed positions (canonical JSON, see docs/rules/village.md)


def two_players() -> dict[str, Any]:
    """Early game, two players, short stalls."""
    return position(
        players=[
            player(0, dict(axe=2, sword=1, crown=1, goblet=2, wild=1), dict(crown=(2, 0))),
            player(1, dict(feather=3, scrolls=2, wild=2), dict(feather=(1, 1), scrolls=(3, 0))),
        ],
        deck="axe wild crown sword goblet feather scrolls axe sword wild crown goblet " * 4,
        discard="axe sword",
        stalls={3: "goblet wild", 2: "sword", 1: "axe feather", 0: "crown"},
        current=1,
    )  # fmt: skip


def five_long_stalls() -> dict[str, Any]:
    """Five players, a 14-card and a 13-card stall, a 24-card hand, a bribe of every type."""
    return position(
        players=[
            player(
                0,
                dict(axe=3, feather=2, sword=5, scrolls=1, crown=4, goblet=6, wild=3),
                {"crown": (3, 1), "sword": (12, 2)},
            ),
            player(1, {"axe": 1, "wild": 1}, {"feather": (2, 0), "goblet": (4, 3)}),
            player(
                2,
                {"sword": 2, "scrolls": 2, "crown": 1},
                {"axe": (1, 0), "scrolls": (2, 1), "crown": (5, 0), "goblet": (1, 0),
                 "feather": (3, 1), "sword": (2, 0)},
            ),
            player(3, {"goblet": 1, "wild": 2}),
            player(4, {"axe": 2, "feather": 1, "sword": 1, "scrolls": 1, "crown": 1, "goblet": 1,
                       "wild": 1}, {"axe": (10, 10)}),
        ],
        deck="axe wild crown sword goblet feather scrolls axe axe wild crown",
        discard="sword goblet feather",
        stalls={
            3: "axe feather sword scrolls crown goblet wild " * 2,
            2: "axe " * 12 + "wild",
            1: "crown",
            0: "",
        },
        current=2,
    )  # fmt: skip


FIVE_NAMES = {
    0: "Alice",
    1: "Bartholomew the Magnificent 🐉",
    2: "陈 Chen",
    3: "Dana",
    4: "\u202eEve\u202c",
}


def big_hand() -> dict[str, Any]:
    """A 41-card hand of every kind, and six bribes with long counts."""
    return position(
        players=[
            player(
                0,
                dict(axe=6, feather=7, sword=5, scrolls=8, crown=4, goblet=6, wild=5),
                {"crown": (12, 3), "feather": (9, 0), "sword": (2, 4), "goblet": (1, 0),
                 "axe": (10, 10), "scrolls": (3, 1)},
            ),
            player(1, {"wild": 1}, {"crown": (1, 0)}),
            player(2, {"axe": 3}),
        ],
        deck="axe crown",
        stalls={3: "wild " * 11, 2: "sword feather " * 5, 0: "scrolls"},
        current=0,
    )  # fmt: skip


def five_over() -> dict[str, Any]:
    """A finished game: seats 1 and 3 tie on points, the King's Crown bribe decides (R-E4)."""
    return position(
        players=[
            player(0, {"axe": 1}, {"crown": (4, 1), "sword": (3, 0)}),
            player(1, {"wild": 1}, {"feather": (5, 2), "goblet": (2, 0)}),
            player(2, {}, {"crown": (3, 0), "feather": (2, 1), "scrolls": (4, 0)}),
            player(3, {"goblet": 2, "wild": 1}, {"axe": (6, 2)}),
            player(4, {"sword": 3}),
        ],
        deck="",
        discard="axe sword goblet crown feather scrolls wild",
        stalls={3: "goblet sword wild", 1: "axe", 0: "feather feather"},
        current=4,
        over=True,
    )  # fmt: skip


def view(data: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    return village.view_for(village.load(data), seat)


CASES: dict[str, Callable[[], bytes]] = {
    "table_two_players": lambda: pictures.render_table(view(two_players(), None), {0: "Ana"}),
    "hand_two_players": lambda: pictures.render_hand(view(two_players(), 0), {0: "Ana"}),
    "table_five_long_stalls": lambda: pictures.render_table(
        view(five_long_stalls(), None), FIVE_NAMES
    ),
    "hand_five_long_stalls": lambda: pictures.render_hand(view(five_long_stalls(), 0), FIVE_NAMES),
    "hand_big": lambda: pictures.render_hand(view(big_hand(), 0)),
    "table_five_over": lambda: pictures.render_table(view(five_over(), None), FIVE_NAMES),
    "hand_five_over": lambda: pictures.render_hand(view(five_over(), 1), FIVE_NAMES),
}


def in_language(language: str) -> dict[str, Callable[[], bytes]]:
    """The pictures with the most words, in ``language``."""
    return {
        f"table_five_long_stalls_{language}": lambda: pictures.render_table(
            view(five_long_stalls(), None), FIVE_NAMES, language
        ),
        f"table_five_over_{language}": lambda: pictures.render_table(
            view(five_over(), None), FIVE_NAMES, language
        ),
        f"hand_big_{language}": lambda: pictures.render_hand(view(big_hand(), 0), None, language),
        f"hand_five_over_{language}": lambda: pictures.render_hand(
            view(five_over(), 3), FIVE_NAMES, language
        ),
    }


for _language in ("it", "es"):
    CASES.update(in_language(_language))


# --------------------------------------------------------------------------------------------
# Golden images


@pytest.mark.parametrize("name", sorted(CASES))
def test_picture_matches_its_golden(name: str, tmp_path: Path) -> None:
    assert_matches_golden(CASES[name](), GOLDEN, name, tmp_path)


def test_the_difference_measure_sees_a_changed_picture() -> None:
    want = Image.open(io.BytesIO(CASES["table_two_players"]()))
    other = Image.open(io.BytesIO(pictures.render_table(view(two_players(), None), {0: "Bea"})))
    moved = village.load(two_players())
    moved = moved._replace(current=0)
    turned = Image.open(io.BytesIO(pictures.render_table(village.view_for(moved, None))))
    assert difference(want, want) == (0.0, 0.0)
    assert difference(want, other)[1] > 0
    mean, changed = difference(want, turned)
    assert mean >= MAX_MEAN_DIFF or changed > MAX_DIFFERING


# --------------------------------------------------------------------------------------------
# What the pictures may show


def mid_games(count: int) -> list[State]:
    rng = random.Random(7)
    states = []
    for seed in range(count):
        s = village.new_game(2 + seed % 4, seed)
        for _ in range(rng.randrange(5, 60)):
            if s.over:
                break
            s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
        if not s.over:
            states.append(s)
    return states


def test_the_public_picture_is_the_same_whatever_the_hidden_cards() -> None:
    rng = random.Random(1)
    reshuffled = 0
    for s in mid_games(6):
        png = pictures.render_table(village.view_for(s, None))
        for _ in range(3):
            other = reshuffle_hidden(s, rng)
            reshuffled += village.dump(other) != village.dump(s)
            assert pictures.render_table(village.view_for(other, None)) == png
    assert reshuffled > 10  # the hidden cards did change


def test_a_hand_picture_is_the_same_whatever_the_other_hands() -> None:
    rng = random.Random(2)
    for s in mid_games(4):
        seat = s.current
        png = pictures.render_hand(village.view_for(s, seat))
        other = reshuffle_hidden(s, rng, keep=seat)
        assert pictures.render_hand(village.view_for(other, seat)) == png


def test_render_table_refuses_a_seats_view() -> None:
    s = village.load(two_players())
    for seat in (0, 1):
        with pytest.raises(ValueError, match="public view"):
            pictures.render_table(village.view_for(s, seat))


def test_render_hand_refuses_the_public_view() -> None:
    with pytest.raises(ValueError, match="seat"):
        pictures.render_hand(view(two_players(), None))


# --------------------------------------------------------------------------------------------
# Output, threads, benchmark


def test_a_five_player_table_is_a_small_paletted_png() -> None:
    png = CASES["table_five_long_stalls"]()
    im = Image.open(io.BytesIO(png))
    assert png.startswith(b"\x89PNG")
    assert im.mode == "P"
    assert im.width == pictures.WIDTH
    assert len(png) <= 200 * 1024


def test_pictures_drawn_in_threads_are_the_same_as_drawn_one_by_one() -> None:
    views = [village.view_for(s, None) for s in mid_games(6)]
    hands = [village.view_for(s, s.current) for s in mid_games(6)]
    expected = [pictures.render_table(v) for v in views] + [pictures.render_hand(v) for v in hands]
    drawing.text_mask.cache_clear()
    drawing.clear_caches()
    jobs = [(pictures.render_table, v) for v in views] + [(pictures.render_hand, v) for v in hands]
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(lambda job: job[0](job[1]), jobs * 2))
    assert got == expected * 2


@pytest.mark.slow  # a benchmark script in a process of its own
def test_the_render_benchmark_runs() -> None:
    out = subprocess.run(
        [sys.executable, "benchmarks/render.py", "--renders", "3", "--positions", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=ceiling(120),
        check=True,
    ).stdout
    rows = {line.split()[0] for line in out.splitlines() if line.strip()}
    assert {"table", "hand"} <= rows
