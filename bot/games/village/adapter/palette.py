"""The colours and icons of the ``village`` pictures.

The art is our own: card tiles, simple drawn icons and the ruleset's letters, coloured with the
Okabe–Ito palette (told apart by colour-blind players), each treasure also marked by its letter
and each wild by rainbow stripes, a star and its letter.
"""

from __future__ import annotations

from bot.ui.drawing import WHITE, Colour, Icon, Palette

BG: Colour = (27, 29, 36)
PANEL: Colour = (42, 46, 58)
PANEL_HI: Colour = (66, 72, 92)
STEP: Colour = (52, 57, 72)
STEP_LINE: Colour = (96, 103, 122)
INK: Colour = (242, 243, 247)
MUTED: Colour = (168, 175, 192)
DARK: Colour = (22, 22, 26)
OUTLINE: Colour = (16, 16, 20)
COIN: Colour = (246, 240, 222)
BACK: Colour = (92, 70, 120)
BACK_LINE: Colour = (150, 128, 182)

TREASURE_COLOURS: tuple[Colour, ...] = (
    (0, 114, 178),  # blue
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
)
"""Okabe–Ito colours, one per treasure in ruleset order (vermillion left out: too near orange)."""

WILD_COLOUR: Colour = WHITE


def _palette() -> Palette:
    grounds = (BG, PANEL, PANEL_HI, STEP)
    accents = TREASURE_COLOURS
    flat = (*grounds, INK, MUTED, STEP_LINE, DARK, OUTLINE, COIN, BACK, BACK_LINE, WHITE, *accents)
    text = tuple((ink, g) for ink in (INK, MUTED, STEP_LINE) for g in grounds)
    edges = [(OUTLINE, g) for g in [*grounds, COIN, INK, WHITE, BACK, *accents]]
    edges += [(DARK, g) for g in [COIN, INK, WHITE, *accents]]
    edges += [(WHITE, g) for g in accents]
    edges += [(BACK_LINE, BACK)]
    edges += [(accents[i], accents[(i + 1) % len(accents)]) for i in range(len(accents))]
    return Palette(BG, PANEL, INK, flat, text, tuple(edges))


PALETTE = _palette()
"""Every colour of the pictures, and the shades drawn between them."""

ICONS: dict[str, Icon] = {
    "axe": (
        ("line", (0.11, 0.5, 0.06, 0.5, 1.0)),
        ("poly", (0.46, 0.16, 0.12, 0.02, 0.0, 0.28, 0.12, 0.56, 0.46, 0.4)),
        ("poly", (0.54, 0.16, 0.88, 0.02, 1.0, 0.28, 0.88, 0.56, 0.54, 0.4)),
    ),
    "feather": (
        ("poly", (0.14, 0.92, 0.2, 0.62, 0.38, 0.34, 0.62, 0.12, 0.92, 0.02)),
        ("poly", (0.92, 0.02, 0.84, 0.3, 0.64, 0.58, 0.4, 0.78, 0.2, 0.9, 0.14, 0.92)),
        ("cutline", (0.045, 0.2, 0.85, 0.84, 0.1)),
        ("line", (0.1, 0.04, 1.0, 0.24, 0.78)),
    ),
    "sword": (
        ("poly", (0.5, 0.0, 0.61, 0.12, 0.61, 0.64, 0.39, 0.64, 0.39, 0.12)),
        ("rect", (0.18, 0.62, 0.82, 0.72)),
        ("rect", (0.43, 0.7, 0.57, 0.9)),
        ("ellipse", (0.38, 0.86, 0.62, 1.0)),
    ),
    "scrolls": (
        ("rect", (0.2, 0.14, 0.8, 0.86)),
        ("ellipse", (0.1, 0.02, 0.9, 0.24)),
        ("ellipse", (0.1, 0.76, 0.9, 0.98)),
        ("cutline", (0.06, 0.32, 0.36, 0.68, 0.36)),
        ("cutline", (0.06, 0.32, 0.5, 0.68, 0.5)),
        ("cutline", (0.06, 0.32, 0.64, 0.6, 0.64)),
    ),
    "crown": (
        (
            "poly",
            (0.06, 0.8, 0.06, 0.26, 0.3, 0.52, 0.5, 0.12, 0.7, 0.52, 0.94, 0.26, 0.94, 0.8),
        ),
        ("rect", (0.06, 0.84, 0.94, 0.96)),
        ("cutellipse", (0.42, 0.6, 0.58, 0.76)),
    ),
    "goblet": (
        ("poly", (0.12, 0.04, 0.88, 0.04, 0.82, 0.32, 0.66, 0.5, 0.34, 0.5, 0.18, 0.32)),
        ("rect", (0.44, 0.48, 0.56, 0.8)),
        ("poly", (0.22, 0.98, 0.3, 0.82, 0.7, 0.82, 0.78, 0.98)),
    ),
}
"""The treasures' icons by treasure id (a ruleset's other treasures get the kit's diamond)."""
