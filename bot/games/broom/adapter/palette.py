"""The colours, patterns and symbols of the ``broom`` pictures.

Nothing is told by colour alone. A landscape has its colour and its own pattern (forest: little
trees, prairie: grass strokes, hill: humps, mountain: peaks, water: waves); a tower its shape
(round or square), the shape of its potion (orange: a disc, green: a triangle, purple: a
diamond) and its VP written on it; a pawn its player's colour and letter; a cloud its star
number and its lightning strokes. The players' colours are the Okabe–Ito colours that
colour-blind readers tell apart.
"""

from __future__ import annotations

from bot.ui.drawing import WHITE, Colour, Palette, blend, ink_on

BG: Colour = (27, 29, 36)
PANEL: Colour = (42, 46, 58)
PANEL_HI: Colour = (66, 72, 92)
SLOT: Colour = (54, 59, 76)
INK: Colour = (242, 243, 247)
MUTED: Colour = (168, 175, 192)
DARK: Colour = (22, 22, 26)
OUTLINE: Colour = (16, 16, 20)
PLATE: Colour = (34, 37, 48)
"""The plate under a region's name (the name stays legible on every landscape)."""
CLOUD: Colour = (232, 234, 242)
STAR: Colour = (240, 196, 40)
BOLT: Colour = (70, 80, 110)
CASTLE: Colour = (120, 112, 130)
TAKEN: Colour = (70, 72, 80)

LANDSCAPE_COLOURS: dict[str, Colour] = {
    "forest": (46, 122, 76),
    "prairie": (206, 190, 92),
    "hill": (184, 124, 74),
    "mountain": (142, 146, 158),
    "water": (74, 132, 196),
}
PATTERN_COLOURS: dict[str, Colour] = {
    k: blend(c, DARK if k != "forest" else WHITE, 0.35) for k, c in LANDSCAPE_COLOURS.items()
}
"""Each landscape's pattern: a shade of its own colour."""

SEAT_COLOURS: tuple[Colour, ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),  # yellow
)
"""The players' pawns, by seat (Okabe–Ito), each drawn with the player's letter."""

POTION_COLOURS: dict[str, Colour] = {
    "orange": (230, 159, 0),
    "green": (0, 158, 115),
    "purple": (170, 110, 200),
}
POTION_SHAPES: dict[str, str] = {"orange": "disc", "green": "triangle", "purple": "diamond"}
"""Each potion colour's shape, on its towers and in the players' lines."""
WAND: Colour = (236, 214, 170)


def _palette() -> Palette:
    lands = tuple(LANDSCAPE_COLOURS.values())
    patterns = tuple(PATTERN_COLOURS.values())
    potions = tuple(POTION_COLOURS.values())
    grounds = (BG, PANEL, PANEL_HI, SLOT, PLATE)
    flat = tuple(
        dict.fromkeys(
            (
                *grounds,
                INK,
                MUTED,
                DARK,
                OUTLINE,
                CLOUD,
                STAR,
                BOLT,
                CASTLE,
                TAKEN,
                WHITE,
                WAND,
                *lands,
                *patterns,
                *SEAT_COLOURS,
                *potions,
            )
        )
    )
    inked = tuple(dict.fromkeys((*SEAT_COLOURS, *potions, CLOUD)))
    text = [(INK, g) for g in grounds] + [(MUTED, g) for g in (BG, PANEL, TAKEN)]
    text += [(ink_on(c, DARK), c) for c in inked]
    edges = [(OUTLINE, c) for c in (*lands, *SEAT_COLOURS, *potions, CLOUD, CASTLE, TAKEN)]
    edges += [(p, c) for p, c in zip(patterns, lands, strict=True)]
    edges += [
        (OUTLINE, PANEL),
        *((STAR, c) for c in lands),
        (STAR, CLOUD),
        (BOLT, CLOUD),
        (WAND, PANEL),
    ]
    return Palette(BG, PANEL, INK, flat, tuple(text), tuple(edges))


PALETTE = _palette()
"""Every colour of the pictures, and the shades drawn between them."""
