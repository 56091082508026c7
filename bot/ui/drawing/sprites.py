"""Sprites shared by the games' pictures: cards, card backs, coins and icons made of shapes.

Each sprite is drawn ``SUPERSAMPLE`` times larger then reduced (smooth edges), and cached as
immutable bytes (``Sprite``), so that threads drawing pictures never share a mutable image.
Colours are arguments: a game brings its own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.ui.drawing.canvas import (
    SUPERSAMPLE,
    WHITE,
    Colour,
    Drawn,
    Sprite,
    finish,
    font,
    ink_on,
    supersampled,
)

Shape = tuple[str, tuple[float, ...]]
"""An icon part, in a unit square: ("poly", (x0, y0, x1, y1, …)), ("ellipse", box),
("rect", box), ("line", (width, x0, y0, x1, y1, …)); a "cut" prefix ("cutline", …) draws the
part in the card's colour, to carve it out of what was drawn before."""

Icon = tuple[Shape, ...]

DIAMOND: Icon = (("poly", (0.5, 0.0, 1.0, 0.5, 0.5, 1.0, 0.0, 0.5)),)
"""A plain icon, for a card that has none of its own."""


def draw_icon(
    d: ImageDraw.ImageDraw,
    parts: Sequence[Shape],
    box: tuple[float, float, float, float],
    ink: Colour,
    paper: Colour,
) -> None:
    """Draw an icon's shapes in ``box``, in ``ink``; "cut" parts in ``paper``."""
    x0, y0, x1, y1 = box
    sw, sh = x1 - x0, y1 - y0

    def pts(flat: Sequence[float]) -> list[tuple[float, float]]:
        return [(x0 + flat[i] * sw, y0 + flat[i + 1] * sh) for i in range(0, len(flat), 2)]

    for kind, args in parts:
        colour = paper if kind.startswith("cut") else ink
        shape = kind.removeprefix("cut")
        if shape == "poly":
            d.polygon(pts(args), fill=colour)
        elif shape == "line":
            d.line(pts(args[1:]), fill=colour, width=max(1, round(args[0] * sw)))
        else:
            (a, b), (c, e) = pts(args)
            if shape == "rect":
                d.rectangle((a, b, c, e), fill=colour)
            else:
                d.ellipse((a, b, c, e), fill=colour)


def star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star of radius ``r``, a point up."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.5
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def _card_shape(w: int, h: int) -> tuple[tuple[int, int, int, int], int, int]:
    """A card's box, corner radius and border width, supersampled."""
    s = SUPERSAMPLE
    radius = max(3, round(min(w, h) * 0.14)) * s
    border = max(2, round(w / 28)) * s
    return (0, 0, w * s - 1, h * s - 1), radius, border


SMALL_CARD = 40
"""Cards narrower than this show their letter only (no icon)."""


@lru_cache(maxsize=1024)
def face_card(
    icon: Icon, letter: str, colour: Colour, w: int, h: int, outline: Colour, dark: Colour
) -> Sprite:
    """A card of one colour with its icon and letter (only the letter when small).

    The letter is 0.36 of the card's height (half of it on a small card), so that a card's size
    says how legible its letter is. The icon and letter are in ``dark`` or white, whichever reads
    better on ``colour``.
    """
    s = SUPERSAMPLE
    big, d = supersampled(w, h)
    box, radius, border = _card_shape(w, h)
    ink = ink_on(colour, dark)
    d.rounded_rectangle(box, radius=radius, fill=colour, outline=outline, width=border)
    if w < SMALL_CARD:
        size = round(h * s * 0.5)
        d.text((w * s / 2, h * s / 2), letter, font=font(size, True), fill=ink, anchor="mm")
    else:
        side = w * s * 0.5
        top = h * s * 0.09
        icon_box = (w * s / 2 - side / 2, top, w * s / 2 + side / 2, top + side)
        draw_icon(d, icon, icon_box, ink, colour)
        size = round(h * s * 0.36)
        d.text((w * s / 2, h * s * 0.77), letter, font=font(size, True), fill=ink, anchor="mm")
    return finish(big, w, h, (Drawn(letter, size, True),))


@lru_cache(maxsize=256)
def striped_card(
    letter: str, stripes: tuple[Colour, ...], w: int, h: int, outline: Colour, dark: Colour
) -> Sprite:
    """A card striped diagonally in ``stripes``, with a white star holding its letter (none when
    ``letter`` is empty: the stripes and the star tell the card apart by shape as well)."""
    s = SUPERSAMPLE
    big, d = supersampled(w, h)
    box, radius, border = _card_shape(w, h)
    painted = Image.new("RGBA", big.size, (0, 0, 0, 0))
    sd = ImageDraw.Draw(painted)
    band = max(w, h) * s / 4
    for i in range(-6, 12):
        x = i * band
        sd.polygon(
            [(x, 0), (x + band, 0), (x + band - h * s, h * s), (x - h * s, h * s)],
            fill=stripes[i % len(stripes)],
        )
    mask = Image.new("L", big.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=255)
    big.paste(painted, (0, 0), mask)
    d.rounded_rectangle(box, radius=radius, outline=outline, width=border)
    r = w * s * (0.46 if w < SMALL_CARD else 0.42)
    cy = h * s / 2
    d.polygon(star_points(w * s / 2, cy + r * 0.08, r), fill=WHITE, outline=outline)
    if not letter:
        return finish(big, w, h)
    size = round(r * 0.62)
    d.text((w * s / 2, cy + r * 0.14), letter, font=font(size, True), fill=dark, anchor="mm")
    return finish(big, w, h, (Drawn(letter, size, True),))


@lru_cache(maxsize=256)
def back_card(w: int, h: int, fill: Colour, line: Colour, outline: Colour) -> Sprite:
    """A face-down card: ``fill`` with an inner frame and a diamond in ``line``."""
    s = SUPERSAMPLE
    big, d = supersampled(w, h)
    box, radius, border = _card_shape(w, h)
    d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=border)
    inset = border + 2 * s
    d.rounded_rectangle(
        (inset, inset, w * s - 1 - inset, h * s - 1 - inset),
        radius=max(1, radius - inset),
        outline=line,
        width=max(s, border // 2),
    )
    cx, cy, rx = w * s / 2, h * s / 2, w * s * 0.22
    d.polygon([(cx, cy - rx * 1.4), (cx + rx, cy), (cx, cy + rx * 1.4), (cx - rx, cy)], fill=line)
    return finish(big, w, h)


@lru_cache(maxsize=1024)
def coin(text: str, diameter: int, fill: Colour, ink: Colour, outline: Colour) -> Sprite:
    """A disc holding a short text (a number, a symbol)."""
    s = SUPERSAMPLE
    big, d = supersampled(diameter, diameter)
    d.ellipse((0, 0, diameter * s - 1, diameter * s - 1), fill=fill, outline=outline, width=2 * s)
    size = round(diameter * s * (0.62 if len(text) < 2 else 0.48))
    d.text((diameter * s / 2, diameter * s / 2), text, font=font(size, True), fill=ink, anchor="mm")
    return finish(big, diameter, diameter, (Drawn(text, size, True),))


def clear_caches() -> None:
    """Forget every cached sprite (tests use it to draw them again in threads)."""
    for cached in (face_card, striped_card, back_card, coin):
        cached.cache_clear()
