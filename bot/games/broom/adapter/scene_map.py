"""Where things stand on a ``broom`` board's picture, and its ground.

The board is drawn from its regions' ``grid`` places (an offset-hex layout of rows and
columns, odd rows shifted right). The picture turns it a quarter (the data's rows become
columns of flat-topped hexagons, odd columns shifted down), so that a board of 5 rows gives
hexagons 192 px wide, room for a region's name, its clouds and its pawns. The neighbours stay
the neighbours. Inside a hexagon: the clouds (or the castle) at the top, the name across the
middle (reaching the corners where no tower stands), the pawns below; a tower stands where the
regions it touches meet (on their shared edge, at their common corner, or in the top band of
its only region). Everything here is cached per board (a ``Board`` hashes by its id); the
ground (landscapes with their patterns, borders, the castles' gold frames) is drawn once per
board and process.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from PIL import Image, ImageDraw

from bot.games.broom.adapter.palette import (
    LANDSCAPE_COLOURS,
    OUTLINE,
    PATTERN_COLOURS,
    STAR,
)
from bot.games.broom.adapter.scene import Board, Region
from bot.ui.drawing import Colour, Sprite, fit, legible_size, text_width

WIDTH = 800
TEXT = legible_size(WIDTH)
"""The smallest font size of the pictures (26 px at 800 px wide)."""
PAD = 16
INNER = WIDTH - 2 * PAD
PAWN = 32
TOWER = 38
CLOUD_W, CLOUD_H = 46, 46
MAX_HEX = 192
CASTLE_SIZE = 40
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
"""The width of a hexagon's top band (between the towers on its slanted edges)."""
PAWN_ROOM = 104
"""The width of its pawn rows (lower, where the towers on its slanted edges come closer)."""


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


@lru_cache(maxsize=512)
def top_band(board: Board, region: Region) -> tuple[tuple[str, str, float, float], ...]:
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
    return tuple((k, i, cx + x, y) for (k, i), x in zip(items, xs, strict=True))


@lru_cache(maxsize=1024)
def pawn_places(board: Board, region: Region, count: int) -> tuple[tuple[float, float], ...]:
    """Where ``count`` pawns stand in a region: one row below the name, two when crowded."""
    g = geometry(board)
    cx, cy = g.centre(region)
    rows = [count] if count <= 4 else [math.ceil(count / 2), count // 2]
    out: list[tuple[float, float]] = []
    for k, n in enumerate(rows):
        y = cy + g.h * (0.3 if len(rows) == 1 else 0.22) + k * 26
        out += [(cx + x, y) for x in spread([PAWN] * n, PAWN_ROOM)]
    return tuple(out)


@lru_cache(maxsize=8)
def tower_places(board: Board) -> Mapping[str, tuple[float, float]]:
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
    return MappingProxyType(at)


@lru_cache(maxsize=512)
def name_span(board: Board, region: Region) -> tuple[float, float]:
    """How far a region's name may reach left and right across the middle of its hexagon: to
    its corners, or short of a tower standing on a corner. (Beyond the hexagon's slanted edges
    at that height lie only the corners of its neighbours, empty there.)"""
    g = geometry(board)
    cx, cy = g.centre(region)
    free, blocked = g.w / 2 - 5, g.w / 2 - TOWER / 2 - 6
    left = right = free
    for x, y in tower_places(board).values():
        if abs(y - cy) < TOWER and 0.3 * g.w < abs(x - cx) < 0.7 * g.w:
            if x < cx:
                left = blocked
            else:
                right = blocked
    return cx - left, cx + right


def name_x(board: Board, region: Region, width: float) -> float:
    """The centre of a name ``width`` wide: the hexagon's, unless a corner tower pushes it."""
    left, right = name_span(board, region)
    cx = geometry(board).centre(region)[0]
    return min(max(cx, left + width / 2), right - width / 2)


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


@lru_cache(maxsize=512)
def name_lines(name: str, room: int) -> tuple[str, ...]:
    """A region's name on one line, or two (at a space, or at a soft hyphen the board's data
    may put in a long word), each fitted to ``room`` (cut with an ellipsis if it must)."""
    if "\u00ad" in name and text_width(name.replace("\u00ad", ""), TEXT) > room:
        head, _, tail = name.partition("\u00ad")  # a soft hyphen: where a long word may break
        return (fit(head + "-", TEXT, room), fit(tail.replace("\u00ad", ""), TEXT, room))
    name = name.replace("\u00ad", "")
    if text_width(name, TEXT) <= room or " " not in name:
        return (fit(name, TEXT, room),)
    words = name.split()
    best = min(
        range(1, len(words)),
        key=lambda k: max(
            text_width(" ".join(words[:k]), TEXT), text_width(" ".join(words[k:]), TEXT)
        ),
    )
    return (fit(" ".join(words[:best]), TEXT, room), fit(" ".join(words[best:]), TEXT, room))
