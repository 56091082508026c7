"""What the ``broom`` pictures share: sizes, the board's geometry, its cached drawing, sprites.

Sizes are set for a phone (a chat picture is shown about 400 px wide, the pictures are 800 px
wide): no text is smaller than ``TEXT`` (26 px, its capitals 9 px high on the phone).

The board is drawn from its regions' ``grid`` places (an offset-hex layout of rows and
columns, odd rows shifted right). The picture turns it a quarter (the data's rows become
columns of flat-topped hexagons, odd columns shifted down), so that a board of 5 rows gives
hexagons 192 px wide, room for a region's name, its clouds and its pawns. The neighbours stay
the neighbours. Inside a hexagon: the clouds (or the castle) at the top, the name across the
middle, the pawns below; a tower stands where the regions it touches meet (on their shared
edge, at their common corner, or inside its only region). The board's ground (landscapes with
their patterns, borders) is drawn once per board and process (``ground``).

Texts carry tags for the tests: ``region <id>``, ``pawn <seat>``, ``tower <id>``, ``cloud
<space>``, and in a player's line ``name|vp|orange|green|purple|wand|clouds|lightning|hand|place
<seat>``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.broom.adapter.palette import (
    BOLT,
    CASTLE,
    CLOUD,
    DARK,
    INK,
    LANDSCAPE_COLOURS,
    MUTED,
    OUTLINE,
    PANEL,
    PATTERN_COLOURS,
    PLATE,
    POTION_COLOURS,
    POTION_SHAPES,
    SEAT_COLOURS,
    STAR,
    TAKEN,
    WAND,
)
from bot.games.broom.adapter.scene import Board, PlayerScene, Region, TowerMark
from bot.ui.drawing import (
    WHITE,
    Canvas,
    Colour,
    Drawn,
    Sprite,
    fit,
    ink_on,
    legible_size,
    number,
    ordinal,
    star_points,
    text_width,
)
from bot.ui.drawing.canvas import SUPERSAMPLE, finish, font, supersampled

Say = Callable[..., str]

WIDTH = 800
TEXT = legible_size(WIDTH)
"""The smallest font size of the pictures (26 px at 800 px wide)."""
PAD = 16
GAP = 10
INNER = WIDTH - 2 * PAD
HEADER_H = 46
PAWN = 32
TOWER = 38
CLOUD_W, CLOUD_H = 46, 46
ICON = 24
ROW_H = 54
"""A player's line."""
MAX_HEX = 192
CASTLE_SIZE = 40

S = SUPERSAMPLE
G = 2
"""The board's ground is drawn twice as large, then reduced."""


# --------------------------------------------------------------------------------------------
# The board's geometry


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where a board's hexagons stand in the picture (``top`` = 0: the map's own top)."""

    w: float
    h: float
    left: float
    columns: int
    rows: int
    shifted: bool

    @property
    def height(self) -> int:
        return math.ceil(self.h * (self.rows + (0.5 if self.shifted else 0)))

    def centre(self, region: Region) -> tuple[float, float]:
        r, c = region.grid
        x = self.left + self.w / 2 + 0.75 * self.w * r
        y = self.h / 2 + self.h * c + (self.h / 2 if r % 2 else 0)
        return x, y

    def corners(self, region: Region, inset: float = 0) -> list[tuple[float, float]]:
        x, y = self.centre(region)
        hw, hh = self.w / 2 - inset, self.h / 2 - inset * 0.87
        return [
            (x - hw, y),
            (x - hw / 2, y - hh),
            (x + hw / 2, y - hh),
            (x + hw, y),
            (x + hw / 2, y + hh),
            (x - hw / 2, y + hh),
        ]


@lru_cache(maxsize=8)
def geometry(board: Board) -> Geometry:
    columns = 1 + max(r.grid[0] for r in board.regions)
    rows = 1 + max(r.grid[1] for r in board.regions)
    w = min(MAX_HEX, INNER / (0.75 * (columns - 1) + 1))
    span = w * (0.75 * (columns - 1) + 1)
    shifted = any(r.grid[0] % 2 for r in board.regions)
    return Geometry(w, w * 0.94, (WIDTH - span) / 2, columns, rows, shifted)


BAND_ROOM = 116
"""The width of a hexagon's top band and pawn rows (between the towers on its slanted edges)."""


def spread(widths: list[int], room: int = BAND_ROOM) -> list[float]:
    """The centres (from the band's middle) of things ``widths`` wide side by side, squeezed
    together when they do not fit ``room``."""
    if not widths:
        return []
    gap = 4.0
    total = sum(widths) + gap * (len(widths) - 1)
    if total > room and len(widths) > 1:
        gap -= (total - room) / (len(widths) - 1)
        total = room
    out, x = [], -total / 2
    for w in widths:
        out.append(x + w / 2)
        x += w + gap
    return out


def top_band(board: Board, region: Region) -> list[tuple[str, str, float, float]]:
    """What sits at the top of a region (``kind``, id, centre x, centre y in the map): its
    cloud spaces (kind ``cloud``), its one-region towers (``tower``), or a castle."""
    g = geometry(board)
    cx, cy = g.centre(region)
    y = cy - g.h * 0.27
    items = [("cloud", s) for s, r in board.spaces if r == region.id]
    items += [("tower", t.id) for t in board.towers if t.regions == (region.id,)]
    if region.castle:
        items.insert(0, ("castle", region.id))
    sizes = {"cloud": CLOUD_W, "tower": TOWER, "castle": CASTLE_SIZE}
    xs = spread([sizes[k] for k, _ in items])
    return [(k, i, cx + x, y) for (k, i), x in zip(items, xs, strict=True)]


def pawn_places(board: Board, region: Region, count: int) -> list[tuple[float, float]]:
    """Where ``count`` pawns stand in a region: one row below the name, two when crowded."""
    g = geometry(board)
    cx, cy = g.centre(region)
    rows = [count] if count <= 4 else [math.ceil(count / 2), count // 2]
    out: list[tuple[float, float]] = []
    for k, n in enumerate(rows):
        y = cy + g.h * (0.3 if len(rows) == 1 else 0.22) + k * 26
        out += [(cx + x, y) for x in spread([PAWN] * n, BAND_ROOM)]
    return out


def tower_places(board: Board) -> dict[str, tuple[float, float]]:
    """Where each tower stands (the map's own coordinates, its centre): where its regions meet
    (their shared edge, their common corner), a tower of one region in its top band; towers at
    one place side by side."""
    g = geometry(board)
    spots: dict[tuple[int, int], list[str]] = {}
    at: dict[str, tuple[float, float]] = {}
    for region in board.regions:
        for kind, tid, x, y in top_band(board, region):
            if kind == "tower":
                at[tid] = (x, y)
    for t in board.towers:
        if len(t.regions) == 1:
            continue
        points = [g.centre(board.region(r)) for r in t.regions]
        x = sum(p[0] for p in points) / len(points)
        y = sum(p[1] for p in points) / len(points)
        at[t.id] = (x, y)
        spots.setdefault((round(x), round(y)), []).append(t.id)
    for ids in spots.values():
        for k, tid in enumerate(ids):
            x, y = at[tid]
            at[tid] = (x + (k - (len(ids) - 1) / 2) * (TOWER + 2), y)
    return at


# --------------------------------------------------------------------------------------------
# The ground: landscapes, patterns, borders (once per board)


def pattern(d: ImageDraw.ImageDraw, kind: str, w: int, h: int, colour: Colour) -> None:
    """A landscape's own pattern over a ``w`` × ``h`` area (twice-size pixels)."""
    step = 28 * G
    for j, y in enumerate(range(0, h + step, step)):
        off = step // 2 if j % 2 else 0
        for x in range(-step, w + step, step):
            x0 = x + off
            if kind == "forest":  # a little tree
                d.polygon(
                    [(x0, y + 9 * G), (x0 + 6 * G, y - 5 * G), (x0 + 12 * G, y + 9 * G)],
                    fill=colour,
                )
            elif kind == "prairie":  # grass strokes
                for k in range(3):
                    d.line(
                        [(x0 + k * 5 * G, y + 8 * G), (x0 + k * 5 * G + 3 * G, y)],
                        fill=colour,
                        width=2 * G,
                    )
            elif kind == "hill":  # a hump
                d.arc((x0, y, x0 + 16 * G, y + 14 * G), 180, 360, fill=colour, width=3 * G)
            elif kind == "mountain":  # a peak
                d.line(
                    [(x0, y + 10 * G), (x0 + 8 * G, y - 4 * G), (x0 + 16 * G, y + 10 * G)],
                    fill=colour,
                    width=3 * G,
                )
            else:  # water: a wave
                pts = [(x0 + i * 2 * G, y + 3 * G * math.sin(i * math.pi / 4)) for i in range(11)]
                d.line(pts, fill=colour, width=2 * G)


@lru_cache(maxsize=8)
def ground(board: Board) -> Sprite:
    """The board's hexagons: each landscape's colour and pattern, dark borders."""
    g = geometry(board)
    w, h = WIDTH, g.height
    base = Image.new("RGBA", (w * G, h * G), (0, 0, 0, 0))
    for kind, colour in LANDSCAPE_COLOURS.items():
        regions = [r for r in board.regions if r.landscape == kind]
        if not regions:
            continue
        layer = Image.new("RGBA", (w * G, h * G), (*colour, 255))
        pattern(ImageDraw.Draw(layer), kind, w * G, h * G, PATTERN_COLOURS[kind])
        mask = Image.new("L", (w * G, h * G), 0)
        md = ImageDraw.Draw(mask)
        for r in regions:
            md.polygon([(x * G, y * G) for x, y in g.corners(r)], fill=255)
        base.paste(layer, (0, 0), mask)
    d = ImageDraw.Draw(base)
    for r in board.regions:
        pts = [(x * G, y * G) for x, y in g.corners(r)]
        d.line([*pts, pts[0]], fill=(*OUTLINE, 255), width=3 * G, joint="curve")
    for r in board.regions:
        if r.castle:  # a castle: a gold border inside its own
            pts = [(x * G, y * G) for x, y in g.corners(r, 6)]
            d.line([*pts, pts[0]], fill=(*STAR, 255), width=4 * G, joint="curve")
    small = base.resize((w, h), Image.Resampling.LANCZOS)
    return Sprite((w, h), small.tobytes())


def name_lines(name: str, room: int) -> list[str]:
    """A region's name on one line, or two (at a space, or at a soft hyphen the board's data
    may put in a long word), each fitted to ``room`` (cut with an ellipsis if it must)."""
    if "\u00ad" in name and text_width(name.replace("\u00ad", ""), TEXT) > room:
        head, _, tail = name.partition("\u00ad")  # a soft hyphen: where a long word may break
        return [fit(head + "-", TEXT, room), fit(tail.replace("\u00ad", ""), TEXT, room)]
    name = name.replace("\u00ad", "")
    if text_width(name, TEXT) <= room or " " not in name:
        return [fit(name, TEXT, room)]
    words = name.split()
    best = min(
        range(1, len(words)),
        key=lambda k: max(
            text_width(" ".join(words[:k]), TEXT), text_width(" ".join(words[k:]), TEXT)
        ),
    )
    return [fit(" ".join(words[:best]), TEXT, room), fit(" ".join(words[best:]), TEXT, room)]


# --------------------------------------------------------------------------------------------
# Sprites


def _shape(
    d: ImageDraw.ImageDraw,
    shape: str,
    box: tuple[float, float, float, float],
    fill: Colour,
    outline: Colour,
    width: int,
) -> None:
    x0, y0, x1, y1 = box
    if shape == "disc":
        d.ellipse(box, fill=fill, outline=outline, width=width)
    elif shape == "triangle":
        d.polygon(
            [((x0 + x1) / 2, y0), (x1, y1), (x0, y1)], fill=fill, outline=outline, width=width
        )
    else:
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        d.polygon([(mx, y0), (x1, my), (mx, y1), (x0, my)], fill=fill, outline=outline, width=width)


@lru_cache(maxsize=64)
def pawn(seat: int, letter: str, size: int = PAWN) -> Sprite:
    """A player's pawn: a disc of their colour holding their letter."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    big, d = supersampled(size, size)
    d.ellipse((0, 0, size * S - 1, size * S - 1), fill=OUTLINE)
    d.ellipse((2 * S, 2 * S, size * S - 1 - 2 * S, size * S - 1 - 2 * S), fill=colour)
    text = TEXT * S
    d.text(
        (size * S / 2, size * S / 2 + S),
        letter,
        font=font(text, True),
        fill=ink_on(colour, DARK),
        anchor="mm",
    )
    return finish(big, size, size, (Drawn(letter, text, True, f"pawn {seat}"),))


@lru_cache(maxsize=64)
def potion(colour: str, size: int = ICON) -> Sprite:
    """A potion: its colour's shape, in its colour."""
    big, d = supersampled(size, size)
    _shape(
        d,
        POTION_SHAPES[colour],
        (S, S, size * S - S, size * S - S),
        POTION_COLOURS[colour],
        OUTLINE,
        2 * S,
    )
    return finish(big, size, size)


@lru_cache(maxsize=8)
def wand(size: int = ICON) -> Sprite:
    """A wand: a stick with a star at its tip."""
    big, d = supersampled(size, size)
    d.line((2 * S, size * S - 3 * S, size * S * 0.62, size * S * 0.4), fill=WAND, width=3 * S)
    d.polygon(
        star_points(size * S * 0.7, size * S * 0.3, size * S * 0.3), fill=STAR, outline=OUTLINE
    )
    return finish(big, size, size)


def _bolt(d: ImageDraw.ImageDraw, x: float, y: float, h: float, colour: Colour) -> None:
    k = h / 10
    d.polygon(
        [
            (x + 4 * k, y),
            (x + 8 * k, y),
            (x + 5 * k, y + 4 * k),
            (x + 8 * k, y + 4 * k),
            (x + 2 * k, y + h),
            (x + 4 * k, y + 5.5 * k),
            (x + 1 * k, y + 5.5 * k),
        ],
        fill=colour,
    )


@lru_cache(maxsize=8)
def bolt(size: int = ICON) -> Sprite:
    big, d = supersampled(size, size)
    _bolt(d, 0, 0, size * S, STAR)
    return finish(big, size, size)


def _cloud_shape(d: ImageDraw.ImageDraw, w: float, h: float, fill: Colour) -> None:
    d.ellipse((0, h * 0.2, w * 0.55, h * 0.8), fill=OUTLINE)
    d.ellipse((w * 0.3, 0, w, h * 0.75), fill=OUTLINE)
    d.rounded_rectangle((0, h * 0.4, w, h), radius=h * 0.3, fill=OUTLINE)
    e = 2 * S
    d.ellipse((e, h * 0.2 + e, w * 0.55 - e, h * 0.8 - e), fill=fill)
    d.ellipse((w * 0.3 + e, e, w - e, h * 0.75 - e), fill=fill)
    d.rounded_rectangle((e, h * 0.4 + e, w - e, h - e), radius=h * 0.3 - e, fill=fill)


@lru_cache(maxsize=8)
def cloud_icon(size: int = ICON) -> Sprite:
    big, d = supersampled(size, size)
    _cloud_shape(d, size * S, size * S * 0.8, CLOUD)
    return finish(big, size, size)


@lru_cache(maxsize=64)
def cloud(space: str, stars: int, lightning: int) -> Sprite:
    """A heavy cloud: a star and the stars needed to charm it, a bolt per lightning."""
    w, h = CLOUD_W * S, CLOUD_H * S
    big, d = supersampled(CLOUD_W, CLOUD_H)
    _cloud_shape(d, w, h, CLOUD)
    d.polygon(star_points(w * 0.25, h * 0.42, 7 * S), fill=STAR, outline=OUTLINE)
    text = TEXT * S
    d.text((w * 0.64, h * 0.45), str(stars), font=font(text, True), fill=DARK, anchor="mm")
    bw = 6 * S
    x0 = (w - lightning * bw) / 2
    for k in range(lightning):
        _bolt(d, x0 + k * bw, h - 13 * S, 10 * S, BOLT)
    return finish(big, CLOUD_W, CLOUD_H, (Drawn(str(stars), text, True, f"cloud {space}"),))


@lru_cache(maxsize=128)
def tower(tid: str, shape: str, colour: str, vp: int, wands: int, taken: bool) -> Sprite:
    """A tower: round or square, its roof colour (or dark once taken), its VP, its potion's
    shape at its foot, a star per wand it gives."""
    size = TOWER
    big, d = supersampled(size, size)
    fill = TAKEN if taken else POTION_COLOURS[colour]
    edge = POTION_COLOURS[colour] if taken else OUTLINE
    box = (2 * S, 2 * S, (size - 2) * S, (size - 2) * S)
    if shape == "round":
        d.ellipse(box, fill=fill, outline=edge, width=3 * S)
    else:
        d.rectangle(box, fill=fill, outline=edge, width=3 * S)
    ink = MUTED if taken else ink_on(fill, DARK)
    text = TEXT * S
    d.text((size * S / 2, size * S / 2 + S), str(vp), font=font(text, True), fill=ink, anchor="mm")
    b = 12 * S
    _shape(d, POTION_SHAPES[colour], (0, size * S - b, b, size * S), WHITE, OUTLINE, S)
    for k in range(wands):
        x = size * S - 6 * S - k * 10 * S
        d.polygon(star_points(x, 6 * S, 6 * S), fill=STAR, outline=OUTLINE)
    return finish(big, size, size, (Drawn(str(vp), text, True, f"tower {tid}"),))


@lru_cache(maxsize=8)
def castle(size: int = CASTLE_SIZE) -> Sprite:
    big, d = supersampled(size, size)
    k = size * S / 10
    d.polygon(
        [
            (1 * k, 10 * k),
            (1 * k, 2 * k),
            (3 * k, 2 * k),
            (3 * k, 4 * k),
            (4 * k, 4 * k),
            (4 * k, 2 * k),
            (6 * k, 2 * k),
            (6 * k, 4 * k),
            (7 * k, 4 * k),
            (7 * k, 2 * k),
            (9 * k, 2 * k),
            (9 * k, 10 * k),
        ],
        fill=CASTLE,
        outline=OUTLINE,
        width=S,
    )
    d.rounded_rectangle((4 * k, 6.5 * k, 6 * k, 10 * k), radius=k, fill=OUTLINE)
    return finish(big, size, size)


# --------------------------------------------------------------------------------------------
# A player's line


def draw_player(c: Canvas, p: PlayerScene, y: float, say: Say, language: str, ring: bool) -> float:
    """A player's line: pawn, name, VP (a place once over), potions, wands, clouds with their
    lightning, roles in hand. Returns its height."""
    c.panel((PAD, y, WIDTH - PAD, y + ROW_H), outline=INK if ring else None, width=3 if ring else 0)
    mid = y + ROW_H / 2
    c.sprite(pawn(p.seat, p.letter), PAD + 10, mid - PAWN / 2)
    values: list[tuple[Sprite | None, str, str]] = [
        (potion("orange"), str(p.resources[0]), "orange"),
        (potion("green"), str(p.resources[1]), "green"),
        (potion("purple"), str(p.resources[2]), "purple"),
        (wand(), str(p.resources[3]), "wand"),
        (cloud_icon(), str(p.clouds), "clouds"),
        (bolt(), str(p.lightning), "lightning"),
    ]
    x: float = WIDTH - PAD - 12
    for icon, value, tag in reversed(values):
        c.text((x, mid), value, TEXT, bold=True, anchor="rm", tag=f"{tag} {p.seat}")
        x -= text_width(value, TEXT, True) + 4 + ICON
        if icon is not None:
            c.sprite(icon, x, mid - ICON / 2)
        x -= 12
    vp = say("broom-pictures-vp", vp=number(p.vp), count=p.vp)
    c.text((x, mid), vp, TEXT, bold=True, anchor="rm", tag=f"vp {p.seat}")
    x -= text_width(vp, TEXT, True) + 12
    if p.place is not None:
        place = ordinal(p.place, language)
        c.text(
            (x, mid),
            place,
            TEXT,
            bold=True,
            fill=STAR if p.place == 1 else MUTED,
            anchor="rm",
            tag=f"place {p.seat}",
        )
        x -= text_width(place, TEXT, True) + 12
    left = PAD + 10 + PAWN + 10
    name = fit(p.name, TEXT, int(x - left), ring)
    c.text((left, mid), name, TEXT, bold=ring, anchor="lm", tag=f"name {p.seat}")
    return ROW_H


__all__ = [
    "BAND_ROOM",
    "CASTLE_SIZE",
    "CLOUD_H",
    "CLOUD_W",
    "GAP",
    "HEADER_H",
    "ICON",
    "INNER",
    "PAD",
    "PANEL",
    "PAWN",
    "PLATE",
    "ROW_H",
    "TEXT",
    "TOWER",
    "WIDTH",
    "G",
    "Geometry",
    "Say",
    "TowerMark",
    "bolt",
    "castle",
    "cloud",
    "cloud_icon",
    "draw_player",
    "geometry",
    "ground",
    "name_lines",
    "pattern",
    "pawn",
    "pawn_places",
    "potion",
    "spread",
    "top_band",
    "tower",
    "tower_places",
    "wand",
]
