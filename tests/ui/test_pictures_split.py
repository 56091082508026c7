"""The village pictures stay byte for byte what they were before the drawing kit was split out.

The hashes were recorded from ``bot/ui/pictures.py`` before it became ``bot/ui/drawing`` (the
shared kit) and ``bot/games/village/adapter/pictures.py`` (village's layouts). PNG bytes depend
on Pillow, FreeType and zlib, so the test only runs with the versions the hashes were drawn with
(``test_pictures.py``'s golden images, compared with a tolerance, cover the others).
"""

from __future__ import annotations

import hashlib
import random
import zlib
from collections.abc import Callable

import PIL
import pytest
from PIL import features

from bot.games import village
from bot.games.village.adapter.pictures import render_hand, render_table
from bot.games.village.state import State
from tests.ui.test_pictures import CASES

RECORDED_WITH = ("12.3.0", "2.14.3", "1.2.13")
"""Pillow, FreeType and zlib versions of the recorded hashes."""

pytestmark = pytest.mark.skipif(
    (PIL.__version__, features.version("freetype2"), zlib.ZLIB_RUNTIME_VERSION) != RECORDED_WITH,
    reason="PNG bytes were recorded with Pillow {}, FreeType {}, zlib {}".format(*RECORDED_WITH),
)

SEEDED = {
    0: (
        "424e415625d67f8878bb3db66e95f1ce346dfc0d95ce705770f95b80c48e2619",
        "3cc2bae403d74c929d37f70ad0d4dff7de4ec01cc448fe60a4f7a34dd8b1f0d9",
    ),
    1: (
        "6dd0c415ffd0113ccc770814ea0376ceaa8eb1385c0c3d98deee84a126334fa8",
        "61e893b0643b6acdabe9535f2639652bb6430b42ef96a6814863fe0a5980c76c",
    ),
    2: (
        "2479d966c26ec528f5c206eb163174d014a69a735b6aaf16201978d3cfa7cfd3",
        "d42a0464cfa2f18421fa5e35a4de968734c63fc8b746abee1ea14d89e491e4f7",
    ),
    3: (
        "ebcaea83b0e78a81106d6de81c4a0d0322bc8d6ae8a83df6a17257241c47bdff",
        "56e6d418519ce70419decc73adf8897a1a3825ed1b52572c07057a748a9617cb",
    ),
    4: (
        "8044089ae145f7362a01f31eb7a1e7f4bb84c15121ab03f3d3b2dbe578fb6295",
        "3529ec7b941d2688be1c8cca319a4b15643d9c44be83001e71dca775c79e4074",
    ),
    5: (
        "190db5118a30f0a9bf730b9cf1829624e2ba57c4b378cfb6c53885f4c93243d0",
        "94fc8756f49f46e9d234ce6220ddf45e6acb42545620d550c7643a87105c5340",
    ),
}
"""Seeded random games (see ``seeded_game``): sha256 of the table and of the mover's hand."""

SETUPS = [(2, 0), (3, 17), (4, 40), (5, 25), (2, 10_000), (4, 10_000)]
"""(players, random moves) of each seeded game; 10 000 moves plays to the end."""

CASE_HASHES = {
    "hand_big": "c559265e0141e0c034ca5d588ee0caf0b16822cf9c1a52bcbe57330659000b2b",
    "hand_five_long_stalls": "720ea8cdb86be269b37cb7da7380785713dc7f27d833b0dd13a69d5b69549f28",
    "hand_five_over": "afb5167b03a0629e121062964c0736e692fb1ffe79daa4912ffb077d324578d2",
    "hand_two_players": "6d80f25c1b40a3b5aec96d0f241418c021822c292efcd3cb7a4e91f70daa978b",
    "table_five_long_stalls": "6037257288885d31978d99dd481620372d7563d90463eff1a9790ca8586026d1",
    "table_five_over": "1ed01ad057084ea73ee3f01e3cb24610202bcb25a2d0c8cebcf50f3bfd3bb9c4",
    "table_two_players": "fc545edc42835518a0ecc11c106c452bc74e2e4bea58ca43b1757d18a08bbe17",
}
"""The hand-built positions of ``test_pictures.py``."""


def seeded_game(index: int) -> State:
    players, moves = SETUPS[index]
    rng = random.Random(100 + index)
    s = village.new_game(players, 1000 + index)
    for _ in range(moves):
        if s.over:
            break
        s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
    return s


def sha(png: bytes) -> str:
    return hashlib.sha256(png).hexdigest()


@pytest.mark.parametrize("index", sorted(SEEDED))
def test_seeded_pictures_are_byte_identical(index: int) -> None:
    s = seeded_game(index)
    names = {0: "Ana", 1: "Bartholomew the Magnificent 🐉"} if index % 2 else None
    table = sha(render_table(village.view_for(s, None), names))
    hand = sha(render_hand(village.view_for(s, s.current), names))
    assert (table, hand) == SEEDED[index]


def test_the_seeded_games_include_finished_ones() -> None:
    assert [seeded_game(i).over for i in sorted(SEEDED)] == [False] * 4 + [True] * 2


@pytest.mark.parametrize("name", sorted(CASE_HASHES))
def test_hand_built_pictures_are_byte_identical(name: str) -> None:
    draw: Callable[[], bytes] = CASES[name]
    assert sha(draw()) == CASE_HASHES[name]
