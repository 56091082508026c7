"""The colours and symbols of the ``yotd`` pictures.

Nothing is told by colour alone. A person tile carries its type's symbol (hammer, fan, rocket,
coin, helmet, buddha, mortar, rice sack, book: the symbols of Y-C1) and its letter from the
catalogue (``yotd-pictures-person-letter``), an old person a folded corner as well; an event
its own shape and letter (``yotd-pictures-event-letter``); an action card its symbol and its
word; a player's dragon its colour and its seat's number. The players' colours are the
Okabe–Ito colours that colour-blind readers tell apart, each with its number.
"""

from __future__ import annotations

import math

from bot.games.yotd.moves import ACTIONS, EVENTS, TYPES
from bot.ui.drawing import WHITE, Colour, Icon, Palette, ink_on

BG: Colour = (27, 29, 36)
PANEL: Colour = (42, 46, 58)
PANEL_HI: Colour = (66, 72, 92)
SLOT: Colour = (54, 59, 76)
LINE: Colour = (96, 103, 122)
INK: Colour = (242, 243, 247)
MUTED: Colour = (168, 175, 192)
DARK: Colour = (22, 22, 26)
OUTLINE: Colour = (16, 16, 20)
ROOF: Colour = (150, 52, 44)
WALL: Colour = (88, 80, 70)
GOLD: Colour = (240, 196, 40)

SEAT_COLOURS: tuple[Colour, ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),  # yellow
)
"""The players' dragons, by seat (Okabe–Ito), each drawn with the seat's number."""

PERSON_COLOURS: dict[str, Colour] = {
    "craftsman": (160, 120, 80),
    "court_lady": (226, 160, 190),
    "pyrotechnist": (213, 94, 0),
    "tax_collector": (240, 196, 40),
    "warrior": (128, 138, 160),
    "monk": (236, 140, 50),
    "healer": (90, 176, 120),
    "farmer": (206, 196, 130),
    "scholar": (86, 150, 210),
    "wild": (236, 236, 240),
}

EVENT_COLOURS: dict[str, Colour] = {
    "peace": (120, 190, 140),
    "imperial_tribute": (240, 196, 40),
    "drought": (200, 130, 60),
    "dragon_festival": (213, 94, 0),
    "mongol_invasion": (110, 120, 150),
    "contagion": (160, 110, 180),
}


def _ring(n: int, r_out: float, r_in: float, turn: float = -math.pi / 2) -> tuple[float, ...]:
    """A star of ``n`` points (or a polygon when both radii are equal) in a unit square."""
    points: list[float] = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = turn + i * math.pi / n
        points += [0.5 + r * math.cos(a), 0.5 + r * math.sin(a)]
    return tuple(points)


def _arc(cx: float, cy: float, r: float, a0: float, a1: float, k: int) -> tuple[float, ...]:
    """The points of an arc from ``a0`` to ``a1`` degrees (y down: 180 to 360 is the top)."""
    points: list[float] = []
    for i in range(k + 1):
        a = math.radians(a0 + (a1 - a0) * i / k)
        points += [cx + r * math.cos(a), cy + r * math.sin(a)]
    return tuple(points)


def _fan() -> tuple[float, ...]:
    points = [0.5, 0.9]
    for k in range(9):
        a = math.radians(200 + k * 17.5)
        points += [0.5 + 0.5 * math.cos(a), 0.9 + 0.75 * math.sin(a)]
    return tuple(points)


SYMBOLS: dict[str, Icon] = {
    "hammer": (("rect", (0.12, 0.08, 0.88, 0.38)), ("rect", (0.41, 0.38, 0.59, 0.96))),
    "fan": (("poly", _fan()), ("cutline", (0.05, 0.5, 0.9, 0.5, 0.2))),
    "rocket": (
        ("poly", (0.5, 0.0, 0.7, 0.28, 0.7, 0.7, 0.3, 0.7, 0.3, 0.28)),
        ("poly", (0.3, 0.48, 0.1, 0.86, 0.3, 0.78)),
        ("poly", (0.7, 0.48, 0.9, 0.86, 0.7, 0.78)),
        ("poly", (0.38, 0.74, 0.62, 0.74, 0.5, 1.0)),
    ),
    "coin": (("ellipse", (0.04, 0.04, 0.96, 0.96)), ("cutrect", (0.36, 0.36, 0.64, 0.64))),
    "helmet": (
        ("poly", _arc(0.5, 0.64, 0.42, 180, 360, 12)),
        ("rect", (0.04, 0.6, 0.96, 0.74)),
        ("rect", (0.44, 0.04, 0.56, 0.2)),
    ),
    "buddha": (
        ("ellipse", (0.34, 0.02, 0.66, 0.34)),
        ("poly", (0.5, 0.3, 0.82, 0.5, 0.98, 0.96, 0.02, 0.96, 0.18, 0.5)),
    ),
    "mortar": (
        ("line", (0.14, 0.5, 0.5, 0.9, 0.04)),
        ("poly", (0.04, 0.46, 0.96, 0.46, 0.76, 0.94, 0.24, 0.94)),
    ),
    "sack": (
        ("ellipse", (0.12, 0.3, 0.88, 1.0)),
        ("poly", (0.32, 0.04, 0.68, 0.04, 0.6, 0.36, 0.4, 0.36)),
        ("cutrect", (0.3, 0.3, 0.7, 0.36)),
    ),
    "book": (
        ("poly", (0.02, 0.14, 0.47, 0.24, 0.47, 0.94, 0.02, 0.84)),
        ("poly", (0.53, 0.24, 0.98, 0.14, 0.98, 0.84, 0.53, 0.94)),
    ),
    "privilege": (
        ("poly", (0.12, 0.06, 0.88, 0.06, 0.88, 0.6, 0.5, 0.96, 0.12, 0.6)),
        ("cutpoly", _ring(5, 0.2, 0.09)),
    ),
    "cards": (
        ("rect", (0.04, 0.16, 0.6, 0.96)),
        ("cutrect", (0.5, 0.04, 0.98, 0.86)),
        ("rect", (0.56, 0.1, 0.92, 0.8)),
    ),
    "person": (
        ("ellipse", (0.3, 0.02, 0.7, 0.42)),
        ("poly", (0.5, 0.44, 0.94, 0.62, 0.98, 0.98, 0.02, 0.98, 0.06, 0.62)),
    ),
    "wild": (("poly", _ring(8, 0.5, 0.22)),),
}
"""Each symbol's shapes in a unit square (``bot.ui.drawing.draw_icon``)."""

PERSON_SYMBOL: dict[str, str] = {
    "craftsman": "hammer",
    "court_lady": "fan",
    "pyrotechnist": "rocket",
    "tax_collector": "coin",
    "warrior": "helmet",
    "monk": "buddha",
    "healer": "mortar",
    "farmer": "sack",
    "scholar": "book",
    "wild": "wild",
}
"""Y-C1: the symbol of each type (the wild card's is a star of its own)."""

ACTION_SYMBOL: dict[str, str] = {
    "taxes": "coin",
    "build": "hammer",
    "harvest": "sack",
    "fireworks": "rocket",
    "military": "helmet",
    "research": "book",
    "privilege": "privilege",
}
"""Y-C4: each action card shows the symbol whose persons add to it."""

RESOURCE_SYMBOL: dict[str, str] = {
    "yuan": "coin",
    "rice": "sack",
    "fireworks": "rocket",
    "small": "privilege",
    "large": "privilege",
    "cards": "cards",
    "track": "person",
}
RESOURCES = tuple(RESOURCE_SYMBOL)
RESOURCE_COLOURS: dict[str, Colour] = {
    "yuan": GOLD,
    "rice": PERSON_COLOURS["farmer"],
    "fireworks": PERSON_COLOURS["pyrotechnist"],
    "small": (200, 70, 60),
    "large": (200, 70, 60),
    "cards": INK,
    "track": INK,
}

EVENT_SHAPES: dict[str, Icon] = {
    "peace": (("ellipse", (0.02, 0.02, 0.98, 0.98)),),
    "imperial_tribute": (("rect", (0.06, 0.06, 0.94, 0.94)),),
    "drought": (("poly", _ring(12, 0.5, 0.4)),),
    "dragon_festival": (("poly", _ring(5, 0.52, 0.3)),),
    "mongol_invasion": (("poly", (0.04, 0.04, 0.96, 0.04, 0.96, 0.5, 0.5, 0.98, 0.04, 0.5)),),
    "contagion": (("poly", _ring(3, 0.5, 0.5, math.pi / 6)),),
}
"""Each event's own shape, which holds its letter (circle, square, sun, star, shield,
hexagon)."""

EVENT_TEXT_AT: dict[str, float] = {e: {"mongol_invasion": 0.4}.get(e, 0.5) for e in EVENTS}


def _palette() -> Palette:
    persons = tuple(PERSON_COLOURS.values())
    events = tuple(EVENT_COLOURS.values())
    grounds = (BG, PANEL, PANEL_HI, SLOT)
    flat = tuple(
        dict.fromkeys(
            (
                *grounds,
                LINE,
                INK,
                MUTED,
                DARK,
                OUTLINE,
                ROOF,
                WALL,
                GOLD,
                WHITE,
                *SEAT_COLOURS,
                *persons,
                *events,
                RESOURCE_COLOURS["small"],
            )
        )
    )
    inked = tuple(dict.fromkeys((*persons, *events, *SEAT_COLOURS)))
    text = [(INK, g) for g in grounds] + [(MUTED, g) for g in (BG, PANEL, PANEL_HI)]
    text += [(ink_on(c, DARK), c) for c in inked]
    edges = [(OUTLINE, g) for g in (PANEL, SLOT, *persons, *SEAT_COLOURS)]
    edges += [(LINE, PANEL), (LINE, SLOT), (ROOF, PANEL), (WALL, PANEL)]
    return Palette(BG, PANEL, INK, flat, tuple(text), tuple(edges))


PALETTE = _palette()
"""Every colour of the pictures, and the shades drawn between them."""

assert set(PERSON_SYMBOL) == {*TYPES, "wild"} and set(ACTION_SYMBOL) == set(ACTIONS)
assert set(EVENT_SHAPES) == set(EVENTS) == set(EVENT_COLOURS)
