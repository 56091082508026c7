"""Render time and PNG size of the ``broom`` pictures (``adapter/art.py``) and chart, on one core.

    python benchmarks/broom_render.py                 # 2 and 5 players, 200 positions each
    python benchmarks/broom_render.py --players 5 --positions 50

The positions are states of random games (random legal moves of a random waiting seat) taken
all through the game: the picks, the turns, the round ends, the end. Each measured call is the
whole work a picture worker does: the view's JSON read through the reader, the scene, the
drawing, the PNG (``art.table_png`` for the public table, ``art.hand_png`` for the seat to
decide's own view). Each picture is drawn once first (fonts, sprites and the board's ground are
cached per process, as in a worker); that first call is shown apart. The smallest text as a
phone shows it (capitals at 0.7 of the font size, the picture shown 400 px wide) and the
tallest picture are shown too. Target: under
150 ms per picture at 5 players, no text under 9 px at 400 px.

The chart of a finished game: "chart" is the whole work of the final table's chart (every
state viewed, ``progress``, the drawing), "chart draw" the drawing alone.
Figures are reported by hand, never asserted in tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import Pictures, render_main  # noqa: E402
from bot.games.broom import RULES  # noqa: E402
from bot.games.broom.adapter import art, progress  # noqa: E402
from bot.games.broom.adapter.scene import hand_scene, table_scene  # noqa: E402

NAMES = {0: "Ana", 1: "Björn", 2: "Chidi", 3: "Dana", 4: "Emeka"}
"""Five different initials: each pawn carries its player's own letter."""

GAME = Pictures(RULES, art, table_scene, hand_scene, progress.progress, NAMES, random_seat=True)


def main() -> None:
    render_main(GAME, __doc__ or "")


if __name__ == "__main__":
    main()
