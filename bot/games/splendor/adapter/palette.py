"""The colours and gem shapes of the Splendor pictures.

Each colour is told three ways, so that colour-blind players read it as well: its colour (from
the Okabe–Ito palette where it can be, with distinct lightness), its shape and its letter.

=======  ===========  ==============  ==================
colour   colour       shape           letter (en it es)
=======  ===========  ==============  ==================
white    light grey   cut diamond     W B B
blue     blue         circle          U U A
green    bluish green square (cut)    G V V
red      vermillion   heart           R R R
black    near black   hexagon         K N N
gold     yellow gold  sunburst        ★ (every language)
=======  ===========  ==============  ==================

The letters come from the catalogue (``splendor-pictures-letter``), one per colour in each
language, so that a reader meets the initial of the colour's name in their language (English
keeps the usual Splendor notation, the card ids' too: "L1-U-2"). A gem holds a number (a cost,
a count) or, where it names its colour (the bank, a card's bonus), its letter.
"""

from __future__ import annotations

import math

from bot.games.splendor.adapter.scene import COLOURS
from bot.ui.drawing import WHITE, Colour, Icon, Palette, ink_on

BG: Colour = (27, 29, 36)
PANEL: Colour = (42, 46, 58)
PANEL_HI: Colour = (66, 72, 92)
CARD_BODY: Colour = (54, 59, 76)
SLOT_LINE: Colour = (96, 103, 122)
INK: Colour = (242, 243, 247)
MUTED: Colour = (168, 175, 192)
DARK: Colour = (22, 22, 26)
OUTLINE: Colour = (16, 16, 20)
CREAM: Colour = (246, 240, 222)
NOBLE: Colour = (96, 68, 112)
NOBLE_LINE: Colour = (160, 128, 178)
BACK: Colour = (70, 78, 104)
BACK_LINE: Colour = (128, 138, 170)

GEM_COLOURS: dict[str, Colour] = {
    "white": (236, 236, 240),
    "blue": (0, 114, 178),
    "green": (0, 158, 115),
    "red": (213, 94, 0),
    "black": (46, 46, 52),
    "gold": (240, 196, 40),
}
"""Okabe–Ito blue, bluish green and vermillion; white, black and gold apart by lightness."""

GEM_LINES: dict[str, Colour] = {c: (MUTED if c == "black" else OUTLINE) for c in COLOURS}
"""A gem's outline: dark, but light around the black gem (on the dark panels)."""


def _sunburst(spikes: int = 12) -> tuple[float, ...]:
    points: list[float] = []
    for i in range(spikes * 2):
        r = 0.5 if i % 2 == 0 else 0.42
        a = -math.pi / 2 + i * math.pi / spikes
        points += [0.5 + r * math.cos(a), 0.5 + r * math.sin(a)]
    return tuple(points)


SHAPES: dict[str, Icon] = {
    "white": (("poly", (0.25, 0.06, 0.75, 0.06, 1.0, 0.38, 0.5, 0.98, 0.0, 0.38)),),
    "blue": (("ellipse", (0.04, 0.04, 0.96, 0.96)),),
    "green": (
        (
            "poly",
            (
                0.2,
                0.04,
                0.8,
                0.04,
                0.96,
                0.2,
                0.96,
                0.8,
                0.8,
                0.96,
                0.2,
                0.96,
                0.04,
                0.8,
                0.04,
                0.2,
            ),
        ),
    ),
    "red": (
        ("ellipse", (0.0, 0.04, 0.56, 0.6)),
        ("ellipse", (0.44, 0.04, 1.0, 0.6)),
        ("poly", (0.03, 0.44, 0.97, 0.44, 0.5, 0.98)),
    ),
    "black": (("poly", (0.5, 0.0, 0.95, 0.25, 0.95, 0.75, 0.5, 1.0, 0.05, 0.75, 0.05, 0.25)),),
    "gold": (("poly", _sunburst()),),
}
"""Each colour's shape in a unit square."""

TEXT_AT: dict[str, float] = {c: {"white": 0.42, "red": 0.45}.get(c, 0.5) for c in COLOURS}
"""Where a gem's number or letter sits, down its height (a cut diamond and a heart hold it
high)."""


def _palette() -> Palette:
    gems = tuple(GEM_COLOURS.values())
    grounds = (BG, PANEL, PANEL_HI, CARD_BODY, NOBLE, BACK)
    flat: tuple[Colour, ...] = (
        *grounds,
        SLOT_LINE,
        INK,
        MUTED,
        DARK,
        OUTLINE,
        CREAM,
        NOBLE_LINE,
        BACK_LINE,
        WHITE,
    )
    flat += gems
    text = [(INK, g) for g in grounds] + [(MUTED, g) for g in (BG, PANEL, PANEL_HI, CARD_BODY)]
    text += [(ink_on(g, DARK), g) for g in (*gems, CREAM)]
    text += [(CREAM, NOBLE), (DARK, INK)]
    edges = [(OUTLINE, g) for g in (*grounds, *gems, CREAM, INK)]
    edges += [(MUTED, g) for g in (PANEL, CARD_BODY, GEM_COLOURS["black"])]
    edges += [(SLOT_LINE, PANEL), (BACK_LINE, BACK), (NOBLE_LINE, NOBLE)]
    return Palette(BG, PANEL, INK, flat, tuple(text), tuple(edges))


PALETTE = _palette()
"""Every colour of the pictures, and the shades drawn between them."""
