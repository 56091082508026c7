"""What the ``broom`` pictures share: sizes, sprites, a player's line, a role's picture.

Sizes are set for a phone (a chat picture is shown about 400 px wide, the pictures are 800 px
wide): no text is smaller than ``TEXT`` (26 px, its capitals 9 px high on the phone).

Where things stand on the board, and its ground: ``scene_map.py``.

Texts carry tags for the tests: ``region <id>``, ``pawn <seat>``, ``tower <id>``, ``cloud
<space>``, and in a player's line ``name|vp|orange|green|purple|wand|clouds|lightning|hand|place
<seat>``.
"""

from __future__ import annotations

from collections.abc import Callable
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
from bot.games.broom.adapter.scene import Board, PlayerScene, TowerMark
from bot.games.broom.adapter.scene_map import (
    CASTLE_SIZE,
    CLOUD_H,
    CLOUD_W,
    INNER,
    PAD,
    PAWN,
    TEXT,
    TOWER,
    WIDTH,
    G,
    pattern,
)
from bot.ui.drawing import (
    WHITE,
    Canvas,
    Colour,
    Drawn,
    Sprite,
    fit,
    ink_on,
    number,
    ordinal,
    star_points,
    text_width,
)
from bot.ui.drawing.canvas import SUPERSAMPLE, finish, font, supersampled

Say = Callable[..., str]

GAP = 10
HEADER_H = 46
ICON = 24
ROW_H = 54
"""A player's line."""
ROLE_ICON = 40

S = SUPERSAMPLE


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
# A role's picture


def role_icon(board: Board, role: str) -> Sprite:
    """A role's picture: a gatherer its potion; a witch or a druid the landscapes it serves
    (colour and pattern); the weather fairy a cloud."""
    kind, colour, lands = board.role(role)
    if kind == "gatherer" and colour is not None:
        return potion(colour, ROLE_ICON)
    if lands:
        return swatch(lands)
    return cloud_icon(ROLE_ICON)


@lru_cache(maxsize=16)
def swatch(lands: tuple[str, ...]) -> Sprite:
    """The landscapes side by side, each in its colour and pattern."""
    size = ROLE_ICON * G
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    part = size // len(lands)
    for k, land in enumerate(lands):
        tile = Image.new("RGBA", (part, size), (*LANDSCAPE_COLOURS[land], 255))
        pattern(ImageDraw.Draw(tile), land, part, size, PATTERN_COLOURS[land])
        im.paste(tile, (k * part, 0))
    ImageDraw.Draw(im).rectangle((0, 0, size - 1, size - 1), outline=OUTLINE, width=2 * G)
    small = im.resize((ROLE_ICON, ROLE_ICON), Image.Resampling.LANCZOS)
    return Sprite((ROLE_ICON, ROLE_ICON), small.tobytes())


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
    "ROLE_ICON",
    "ROW_H",
    "TEXT",
    "TOWER",
    "WIDTH",
    "Say",
    "TowerMark",
    "bolt",
    "castle",
    "cloud",
    "cloud_icon",
    "draw_player",
    "pawn",
    "potion",
    "role_icon",
    "swatch",
    "tower",
    "wand",
]
