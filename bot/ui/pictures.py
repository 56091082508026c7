"""Pictures of a ``village`` table and of one seat's hand, drawn with Pillow (R-V1, R-V2).

Both renderers read a ``view_for`` result and nothing else, so a picture can show no more than
the view it was given: ``render_table`` takes the public view (and refuses a seat's view), so a
hidden hand can never reach the public picture.

The art is our own: card tiles, simple drawn icons and the ruleset's letters, coloured with the
Okabe–Ito palette (told apart by colour-blind players), each treasure also marked by its letter
and each wild by rainbow stripes, a star and its letter. Text uses only the DejaVu Sans fonts
bundled under ``data/fonts`` (basic layout, no system font), so a picture is the same on every
machine.

The functions are pure and thread-safe, to be called off the event loop
(``asyncio.to_thread``): each call draws on its own image, and the only shared state is
``functools`` caches (thread-safe) of immutable things: the loaded fonts (Pillow holds the GIL
while it uses one), and cards, coins, text masks and the PNG palette kept as bytes.
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from bot.games.village.reader import CardNames, read
from bot.resources import DATA_DIR

Colour = tuple[int, int, int]

FONT_DIR = DATA_DIR / "fonts"
REGULAR_FONT = "DejaVuSans.ttf"
BOLD_FONT = "DejaVuSans-Bold.ttf"

WIDTH = 1080
PAD = 20
SUPERSAMPLE = 4
PNG_LEVEL = 6

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

PALETTE: tuple[Colour, ...] = (
    (0, 114, 178),  # blue
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
)
"""Okabe–Ito colours, one per treasure in ruleset order (vermillion left out: too near orange)."""

WILD = "wild"
MAX_NAME = 64


# --------------------------------------------------------------------------------------------
# Fonts and text


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Return the bundled DejaVu Sans at ``size`` pixels (basic layout: same output anywhere)."""
    path = FONT_DIR / (BOLD_FONT if bold else REGULAR_FONT)
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@cache
def _missing_glyph() -> bytes:
    return bytes(font(20).getmask("\U0010fffd"))


@lru_cache(maxsize=8192)
def _has_glyph(ch: str) -> bool:
    """Tell whether the bundled font draws ``ch`` (else it would show an empty box)."""
    return ch.isspace() or bytes(font(20).getmask(ch)) != _missing_glyph()


def clean_name(name: str, fallback: str) -> str:
    """Keep only what the bundled font can draw (no control characters, no emoji boxes)."""
    kept = "".join(
        ch
        for ch in unicodedata.normalize("NFC", name[:MAX_NAME])
        if unicodedata.category(ch)[0] != "C" and _has_glyph(ch)
    )
    kept = " ".join(kept.split())
    return kept or fallback


def text_width(text: str, size: int, bold: bool = False) -> int:
    return math.ceil(font(size, bold).getlength(text))


def fit(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """Cut ``text`` with an ellipsis so that it is at most ``max_width`` pixels wide."""
    if text_width(text, size, bold) <= max_width:
        return text
    while text and text_width(text + "…", size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


def ink_on(colour: Colour) -> Colour:
    """Return black or white, whichever has more contrast on ``colour`` (WCAG luminance)."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2])
    return DARK if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else (255, 255, 255)


# --------------------------------------------------------------------------------------------
# Sprites: drawn 4× larger then reduced (smooth edges), cached as immutable bytes


@dataclass(frozen=True)
class Sprite:
    """An RGBA picture kept as bytes, so that caches never share a mutable image."""

    size: tuple[int, int]
    rgba: bytes

    def image(self) -> Image.Image:
        return Image.frombytes("RGBA", self.size, self.rgba)


def _finish(big: Image.Image, w: int, h: int) -> Sprite:
    small = big.resize((w, h), Image.Resampling.LANCZOS)
    return Sprite((w, h), small.tobytes())


Shape = tuple[str, tuple[float, ...]]
"""An icon part, in a unit square: ("poly", (x0, y0, x1, y1, …)), ("ellipse", box),
("rect", box), ("line", (width, x0, y0, x1, y1, …)); a "cut" prefix ("cutline", …) draws the
part in the card's colour, to carve it out of what was drawn before."""

ICONS: dict[str, tuple[Shape, ...]] = {
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
FALLBACK_ICON: tuple[Shape, ...] = (("poly", (0.5, 0.0, 1.0, 0.5, 0.5, 1.0, 0.0, 0.5)),)


def _draw_icon(
    d: ImageDraw.ImageDraw,
    parts: Sequence[Shape],
    box: tuple[float, float, float, float],
    ink: Colour,
    paper: Colour,
) -> None:
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


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.5
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


@lru_cache(maxsize=1024)
def card_sprite(kind: str, icon: str, letter: str, colour: Colour, w: int, h: int) -> Sprite:
    """Draw a card: ``kind`` is "treasure", "wild" or "back" (a face-down card)."""
    s = SUPERSAMPLE
    big = Image.new("RGBA", (w * s, h * s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    box = (0, 0, w * s - 1, h * s - 1)
    radius = max(3, round(min(w, h) * 0.14)) * s
    border = max(2, round(w / 28)) * s
    small = w < 40
    if kind == "wild":
        stripes = Image.new("RGBA", big.size, (0, 0, 0, 0))
        sd = ImageDraw.Draw(stripes)
        band = max(w, h) * s / 4
        for i in range(-6, 12):
            c = PALETTE[i % len(PALETTE)]
            x = i * band
            sd.polygon(
                [(x, 0), (x + band, 0), (x + band - h * s, h * s), (x - h * s, h * s)], fill=c
            )
        mask = Image.new("L", big.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=255)
        big.paste(stripes, (0, 0), mask)
        d.rounded_rectangle(box, radius=radius, outline=OUTLINE, width=border)
        r = w * s * (0.46 if small else 0.42)
        cy = h * s / 2
        d.polygon(_star(w * s / 2, cy + r * 0.08, r), fill=(255, 255, 255), outline=OUTLINE)
        size = round(r * 0.62)
        d.text((w * s / 2, cy + r * 0.14), letter, font=font(size, True), fill=DARK, anchor="mm")
    elif kind == "back":
        d.rounded_rectangle(box, radius=radius, fill=BACK, outline=OUTLINE, width=border)
        inset = border + 2 * s
        d.rounded_rectangle(
            (inset, inset, w * s - 1 - inset, h * s - 1 - inset),
            radius=max(1, radius - inset),
            outline=BACK_LINE,
            width=max(s, border // 2),
        )
        cx, cy, rx = w * s / 2, h * s / 2, w * s * 0.22
        d.polygon(
            [(cx, cy - rx * 1.4), (cx + rx, cy), (cx, cy + rx * 1.4), (cx - rx, cy)], fill=BACK_LINE
        )
    else:
        ink = ink_on(colour)
        d.rounded_rectangle(box, radius=radius, fill=colour, outline=OUTLINE, width=border)
        if small:
            d.text(
                (w * s / 2, h * s / 2),
                letter,
                font=font(round(h * s * 0.5), True),
                fill=ink,
                anchor="mm",
            )
        else:
            side = w * s * 0.56
            top = h * s * 0.1
            icon_box = (w * s / 2 - side / 2, top, w * s / 2 + side / 2, top + side)
            _draw_icon(d, ICONS.get(icon, FALLBACK_ICON), icon_box, ink, colour)
            d.text(
                (w * s / 2, h * s * 0.78),
                letter,
                font=font(round(h * s * 0.3), True),
                fill=ink,
                anchor="mm",
            )
    return _finish(big, w, h)


@lru_cache(maxsize=1024)
def coin_sprite(text: str, diameter: int, fill: Colour, ink: Colour) -> Sprite:
    """Draw a disc holding a number (a track value, a stall cost, a seat)."""
    s = SUPERSAMPLE
    big = Image.new("RGBA", (diameter * s, diameter * s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.ellipse((0, 0, diameter * s - 1, diameter * s - 1), fill=fill, outline=OUTLINE, width=2 * s)
    size = round(diameter * s * (0.62 if len(text) < 2 else 0.48))
    d.text((diameter * s / 2, diameter * s / 2), text, font=font(size, True), fill=ink, anchor="mm")
    return _finish(big, diameter, diameter)


# --------------------------------------------------------------------------------------------
# What a view says, read once per picture


class Cards:
    """The cards of the view's ruleset: their names (``CardNames``), colours and icons."""

    def __init__(self, names: CardNames) -> None:
        self.names = names
        self.colour: dict[str, Colour] = {
            c: PALETTE[i % len(PALETTE)] for i, c in enumerate(names.ids)
        }
        self.colour[WILD] = (255, 255, 255)

    def sprite(self, card: str, w: int, h: int) -> Sprite:
        kind = "wild" if card == WILD else "treasure"
        return card_sprite(kind, card, self.names.letter[card], self.colour[card], w, h)


def back_sprite(w: int, h: int) -> Sprite:
    return card_sprite("back", "", "", BACK, w, h)


def player_names(view: Mapping[str, Any], names: Mapping[int, str] | None) -> list[str]:
    out = []
    for seat in range(len(view["players"])):
        fallback = f"Seat {seat + 1}"
        given = (names or {}).get(seat)
        out.append(clean_name(given, fallback) if given else fallback)
    return out


def grouped(pile: Sequence[str], order: Sequence[str]) -> list[tuple[str, int]]:
    """Count a pile by kind, in ``order`` (unknown ids last, in the order met)."""
    counts: dict[str, int] = {}
    for card in pile:
        counts[card] = counts.get(card, 0) + 1
    known = [(c, counts[c]) for c in order if c in counts]
    return known + [(c, n) for c, n in counts.items() if c not in order]


def number(n: int) -> str:
    """Write a score, negative ones with a true minus sign."""
    return str(n).replace("-", "−")


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# --------------------------------------------------------------------------------------------
# A canvas with the few drawing moves the pictures need


@dataclass(frozen=True)
class TextMask:
    """A line of text drawn once as an alpha mask, placed relative to its anchor point."""

    offset: tuple[int, int]
    size: tuple[int, int]
    alpha: bytes


@lru_cache(maxsize=4096)
def text_mask(text: str, size: int, bold: bool, anchor: str) -> TextMask:
    """Draw ``text`` once; most labels and numbers repeat from one picture to the next."""
    f = font(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))
    w, h = max(1, right - left), max(1, bottom - top)
    im = Image.new("L", (w, h), 0)
    ImageDraw.Draw(im).text((-left, -top), text, font=f, fill=255, anchor=anchor)
    return TextMask((left, top), (w, h), im.tobytes())


def blend(a: Colour, b: Colour, t: float) -> Colour:
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


@cache
def png_palette() -> bytes:
    """The fixed palette of every picture: its flat colours and the edges drawn between them.

    Mapping a drawn picture to a fixed palette is several times faster than choosing one per
    picture, and gives small PNGs (one byte a pixel, long runs).
    """
    white: Colour = (255, 255, 255)
    grounds = [BG, PANEL, PANEL_HI, STEP]
    flat = [*grounds, INK, MUTED, STEP_LINE, DARK, OUTLINE, COIN, BACK, BACK_LINE, white, *PALETTE]
    text = [(ink, g) for ink in (INK, MUTED, STEP_LINE) for g in grounds]
    edges = [(OUTLINE, g) for g in [*grounds, COIN, INK, white, BACK, *PALETTE]]
    edges += [(DARK, g) for g in [COIN, INK, white, *PALETTE]]
    edges += [(white, g) for g in PALETTE]
    edges += [(BACK_LINE, BACK)]
    edges += [(PALETTE[i], PALETTE[(i + 1) % len(PALETTE)]) for i in range(len(PALETTE))]
    colours = list(flat)
    for a, b in text:  # text on the backgrounds: 5 shades between
        colours += [blend(a, b, k / 6) for k in range(1, 6)]
    for a, b in edges:  # the edges of shapes and letters: 4 shades between
        colours += [blend(a, b, k / 5) for k in range(1, 5)]
    colours = list(dict.fromkeys(colours))
    assert len(colours) <= 256, len(colours)
    colours += [BG] * (256 - len(colours))
    return bytes(v for colour in colours for v in colour)


class Canvas:
    """One picture being drawn (never shared between threads)."""

    def __init__(self, width: int, height: int) -> None:
        self.image = Image.new("RGB", (width, height), BG)
        self.draw = ImageDraw.Draw(self.image)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        *,
        bold: bool = False,
        fill: Colour = INK,
        anchor: str = "la",
    ) -> None:
        m = text_mask(text, size, bold, anchor)
        x, y = round(xy[0]) + m.offset[0], round(xy[1]) + m.offset[1]
        mask = Image.frombytes("L", m.size, m.alpha)
        self.image.paste(fill, (x, y, x + m.size[0], y + m.size[1]), mask)

    def sprite(self, sprite: Sprite, x: float, y: float) -> None:
        im = sprite.image()
        self.image.paste(im, (round(x), round(y)), im)

    def panel(
        self,
        box: tuple[float, float, float, float],
        fill: Colour = PANEL,
        outline: Colour | None = None,
        width: int = 0,
        radius: int = 14,
    ) -> None:
        self.draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)

    def png(self) -> bytes:
        """Encode as a paletted PNG (no dithering: flat colours stay flat)."""
        palette = Image.new("P", (1, 1))
        palette.putpalette(png_palette())
        paletted = self.image.quantize(palette=palette, dither=Image.Dither.NONE)
        out = io.BytesIO()
        paletted.save(out, format="PNG", compress_level=PNG_LEVEL)
        return out.getvalue()


def stack_width(count: int, w: int) -> int:
    """The width of a pile of ``count`` cards of one kind (up to three drawn)."""
    return w + (min(count, 3) - 1) * max(3, w // 10)


def stack(
    c: Canvas, cards: Cards, card: str, count: int, x: float, y: float, w: int, h: int
) -> None:
    """Draw a pile of one kind, its front card at ``(x, y)`` and the others up and to the right."""
    shown = min(count, 3)
    step = max(3, w // 10)
    sprite = cards.sprite(card, w, h)
    for i in range(shown - 1, -1, -1):
        c.sprite(sprite, x + i * step, y - i * step * 0.6)


@dataclass(frozen=True)
class Placed:
    """Where ``groups_row`` drew one pile: its left edge, its width with its "×n" count."""

    card: str
    count: int
    x: float
    width: int
    card_size: tuple[int, int]


def groups_row(
    c: Canvas,
    cards: Cards,
    groups: Sequence[tuple[str, int]],
    x: float,
    mid_y: float,
    avail: float,
    sizes: Sequence[tuple[int, int]],
    count_size: int,
    min_slot: float = 0,
) -> list[Placed]:
    """Draw piles side by side, each with "×n" when n > 1, in the first card size that fits.

    When even the smallest size does not fit, the piles are squeezed together evenly.
    """
    gap = 18
    for w, h in sizes:  # noqa: B007 (the size found is used after the loop)
        widths = [
            max(
                min_slot,
                stack_width(k, w) + (6 + text_width(f"×{k}", count_size, True) if k > 1 else 0),
            )
            for _, k in groups
        ]
        if sum(widths) + gap * (len(widths) - 1) <= avail:
            break
    spare = avail - sum(widths)
    gap_used = gap if spare >= gap * (len(widths) - 1) else spare / max(1, len(widths) - 1)
    placed = []
    for (card, k), width in zip(groups, widths, strict=True):
        sw = stack_width(k, w)
        stack(c, cards, card, k, x, mid_y - h / 2 + (min(k, 3) - 1) * 2, w, h)
        span = sw
        if k > 1:
            c.text((x + sw + 6, mid_y), f"×{k}", count_size, bold=True, anchor="lm")
            span += 6 + text_width(f"×{k}", count_size, True)
        placed.append(Placed(card, k, x, span, (w, h)))
        x += width + gap_used
    return placed


def status_pill(c: Canvas, text: str, right: float, y: float, current: bool) -> None:
    """A rounded label: white with dark text for the player to move, grey otherwise."""
    size = 24
    w = text_width(text, size, True) + 36
    fill = INK if current else PANEL_HI
    c.panel((right - w, y, right, y + 44), fill=fill, radius=22)
    ink = DARK if current else INK
    c.text((right - w / 2, y + 22), text, size, bold=True, fill=ink, anchor="mm")


@dataclass(frozen=True)
class BribeStyle:
    """Sizes of a drawn bribe; ``counts`` lists (treasure count, wild count) font sizes to try."""

    card: tuple[int, int]
    wild: tuple[int, int]
    counts: tuple[tuple[int, int], ...]
    points: int
    rise: int


TABLE_BRIBE = BribeStyle((32, 46), (18, 26), ((30, 18), (26, 16), (22, 14)), 17, 12)
HAND_BRIBE = BribeStyle((48, 66), (26, 36), ((40, 24), (34, 20), (28, 18)), 20, 16)


def bribe_cell(
    c: Canvas,
    cards: Cards,
    t: str,
    bribe: Mapping[str, int],
    value: int,
    x: float,
    mid_y: float,
    max_width: float,
    style: BribeStyle = TABLE_BRIBE,
) -> float:
    """Draw one bribe: its treasure card, treasure count, "+n" and a wild, and its points.

    Returns the width used; the numbers get smaller when they would pass ``max_width``.
    """
    k, w = int(bribe["treasures"]), int(bribe["wilds"])
    cw, ch = style.card
    ww, wh = style.wild
    for big, small in style.counts:
        width = cw + 6 + text_width(str(k), big, True)
        if w:
            width += 4 + ww + 2 + text_width(f"+{w}", small, True)
        if width <= max_width:
            break
    c.sprite(cards.sprite(t, cw, ch), x, mid_y - ch / 2)
    tx = x + cw + 6
    line = mid_y - style.rise
    c.text((tx, line), str(k), big, bold=True, anchor="lm")
    end = tx + text_width(str(k), big, True)
    if w:
        wx = end + 4
        c.sprite(cards.sprite(WILD, ww, wh), wx, line - wh / 2)
        c.text((wx + ww + 2, line), f"+{w}", small, bold=True, anchor="lm")
        end = wx + ww + 2 + text_width(f"+{w}", small, True)
    worth = (k + w) * value
    points = f"{worth} pt{'' if worth == 1 else 's'}"
    c.text((tx, mid_y + style.rise + 6), points, style.points, fill=MUTED, anchor="lm")
    return max(end, tx + text_width(points, style.points)) - x


# --------------------------------------------------------------------------------------------
# The table


HEADER_H = 96
LEFT_W = 272
ROW_H = 78
ROW_GAP = 8
COIN_D = 48
FAVOR_CARD = (52, 72)
STEP_DY = 9
FAVOR_H = 5 * STEP_DY + COIN_D + 4 + FAVOR_CARD[1] + 36
STALL_H = 92
STALL_LEFT = 172
MARKET_TITLE_H = 48
TABLE_CARD_SIZES = ((50, 70), (44, 62), (38, 54))


def render_table(view: Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of the public table; ``view`` must be ``view_for(state, None)``.

    ``names`` maps a seat index to a display name (default "Seat 1", "Seat 2", …).
    Raises ``ValueError`` for a seat's view, so that no hidden hand can reach the picture.
    """
    if view.get("seat") is not None:
        raise ValueError("render_table draws the public view only (view_for(state, None))")
    cards = Cards(read(view).names)
    who = player_names(view, names)
    n = len(view["players"])
    stalls = len(view["stalls"])
    players_h = n * ROW_H + (n - 1) * ROW_GAP
    market_h = MARKET_TITLE_H + stalls * STALL_H + (stalls - 1) * ROW_GAP
    height = PAD + HEADER_H + FAVOR_H + 10 + players_h + 26 + market_h + PAD
    c = Canvas(WIDTH, height)
    y = PAD
    table_header(c, view, cards, who, y)
    y += HEADER_H
    favor_header(c, view, cards, y)
    y += FAVOR_H + 10
    for seat in range(n):
        player_row(c, view, cards, who, seat, y)
        y += ROW_H + ROW_GAP
    market(c, view, cards, y - ROW_GAP + 26)
    return c.png()


def columns(spaces: int) -> list[tuple[float, float]]:
    """The track's columns (top space first), right of the players' names."""
    col_w = (WIDTH - 2 * PAD - LEFT_W) / max(1, spaces)
    return [(PAD + LEFT_W + i * col_w, PAD + LEFT_W + (i + 1) * col_w) for i in range(spaces)]


def table_header(
    c: Canvas, view: Mapping[str, Any], cards: Cards, who: Sequence[str], y: float
) -> None:
    c.text((PAD, y), "Please Don't Burn My Village!", 32, bold=True)
    dy = y + 50
    c.sprite(back_sprite(26, 36), PAD, dy)
    deck = f"Deck {view['deck_count']}"
    c.text((PAD + 36, dy + 18), deck, 24, bold=True, anchor="lm")
    x = PAD + 36 + text_width(deck, 24, True) + 24
    c.text((x, dy + 18), f"Discard {len(view['discard'])}", 22, fill=MUTED, anchor="lm")
    if not view["over"]:
        status = fit(f"▶ {who[view['current']]} to play", 24, 460, True)
        status_pill(c, status, WIDTH - PAD, y + 4, True)
        return
    winners = list(view.get("winners", []))
    if len(winners) == 1:
        status = f"Game over · {who[winners[0]]} wins"
    else:
        status = f"Game over · {len(winners)} share the win"
    status_pill(c, fit(status, 24, 560, True), WIDTH - PAD, y + 4, False)
    depth = int(view.get("tie_break_depth", 0))
    if depth:
        track = view["track"]
        if depth > len(track):
            note = "tied on points and on every bribe: a shared win"
        else:
            note = f"tied on points: the most {cards.names.plural[track[-depth]]} in a bribe wins"
        c.text((WIDTH - PAD - 4, dy + 18), fit(note, 19, 600), 19, fill=MUTED, anchor="rm")


def favor_header(c: Canvas, view: Mapping[str, Any], cards: Cards, y: float) -> None:
    """The Dragon's Favor as steps, top space on the left, above the players' bribe columns."""
    values = view["values"]
    c.text((PAD + 4, y + 62), "Dragon's", 30, bold=True)
    c.text((PAD + 4, y + 98), "Favor", 30, bold=True)
    c.text((PAD + 4, y + 144), "points per card,", 19, fill=MUTED)
    c.text((PAD + 4, y + 168), "◀ top space first", 19, fill=MUTED)
    bottom = y + FAVOR_H
    cw, ch = FAVOR_CARD
    for i, ((x0, x1), t) in enumerate(
        zip(columns(len(view["track"])), reversed(view["track"]), strict=True)
    ):
        top = y + COIN_D / 2 + i * STEP_DY
        cx = (x0 + x1) / 2
        c.panel((x0 + 5, top, x1 - 5, bottom), fill=STEP, radius=12)
        coin = coin_sprite(str(values[t]), COIN_D, COIN, DARK)
        c.sprite(coin, cx - COIN_D / 2, top - COIN_D / 2)
        card_y = top + COIN_D / 2 + 4
        c.sprite(cards.sprite(t, cw, ch), cx - cw / 2, card_y)
        name = fit(cards.names.short(t), 20, int(x1 - x0 - 14))
        c.text((cx, card_y + ch + 16), name, 20, anchor="mm")


def player_row(
    c: Canvas, view: Mapping[str, Any], cards: Cards, who: Sequence[str], seat: int, y: float
) -> None:
    p = view["players"][seat]
    over = bool(view["over"])
    current = not over and seat == view["current"]
    box = (PAD, y, WIDTH - PAD, y + ROW_H)
    if current:
        c.panel(box, fill=PANEL_HI, outline=INK, width=3)
    else:
        c.panel(box)
    badge = 40
    won = over and seat in view.get("winners", [])
    if current:
        coin = coin_sprite("▶", badge, INK, DARK)
    elif won:
        coin = coin_sprite("★", badge, COIN, DARK)
    else:
        coin = coin_sprite(str(seat + 1), badge, PANEL_HI, INK)
    c.sprite(coin, PAD + 12, y + ROW_H / 2 - badge / 2)
    name_x = PAD + 12 + badge + 12
    score_w = 0
    if over:
        score = number(int(view["scores"][seat]))
        c.text((PAD + LEFT_W - 12, y + 32), score, 34, bold=True, anchor="rm")
        c.text((PAD + LEFT_W - 12, y + 60), "points", 17, fill=MUTED, anchor="rm")
        score_w = max(text_width(score, 34, True), 52) + 12
    name_w = int(PAD + LEFT_W - name_x - 12 - score_w)
    c.text((name_x, y + 12), fit(who[seat], 24, name_w, True), 24, bold=True)
    line_y = y + 54
    c.sprite(back_sprite(16, 22), name_x, line_y - 11)
    if over:
        place = ordinal(int(view["ranks"][seat]))
        line, ink = f"{place} · {p['hand_count']} left", INK if won else MUTED
    elif current:
        line, ink = f"{p['hand_count']} in hand · to play", INK
    else:
        line, ink = f"{p['hand_count']} in hand", MUTED
    c.text((name_x + 24, line_y), fit(line, 19, name_w - 24), 19, fill=ink, anchor="lm")
    for (x0, x1), t in zip(columns(len(view["track"])), reversed(view["track"]), strict=True):
        bribe = p["bribes"].get(t)
        if bribe:
            bribe_cell(
                c, cards, t, bribe, int(view["values"][t]), x0 + 7, y + ROW_H / 2, x1 - x0 - 16
            )
        else:
            c.text(((x0 + x1) / 2, y + ROW_H / 2), "–", 22, fill=STEP_LINE, anchor="mm")


def market(c: Canvas, view: Mapping[str, Any], cards: Cards, y: float) -> None:
    """The four stalls, each pile counted by kind (most valuable first, wilds last)."""
    c.text((PAD + 4, y), "Black Market", 30, bold=True)
    hint = "pay the cost, take the whole stall"
    c.text((WIDTH - PAD - 4, y + 18), hint, 19, fill=MUTED, anchor="rm")
    y += MARKET_TITLE_H
    order = [*reversed(view["track"]), WILD]
    for cost, pile in view["stalls"].items():
        c.panel((PAD, y, WIDTH - PAD, y + STALL_H))
        coin = 52
        c.sprite(coin_sprite(str(cost), coin, COIN, DARK), PAD + 14, y + STALL_H / 2 - coin / 2)
        lx = PAD + 14 + coin + 12
        c.text((lx, y + 30), "free" if str(cost) == "0" else "cost", 20, bold=True, anchor="lm")
        count = len(pile)
        c.text(
            (lx, y + 60), f"{count} card{'' if count == 1 else 's'}", 19, fill=MUTED, anchor="lm"
        )
        x = PAD + STALL_LEFT
        if pile:
            avail = WIDTH - PAD - 14 - x
            groups_row(
                c, cards, grouped(pile, order), x, y + STALL_H / 2, avail, TABLE_CARD_SIZES, 26
            )
        else:
            c.text((x, y + STALL_H / 2), "empty", 22, fill=MUTED, anchor="lm")
        y += STALL_H + ROW_GAP


# --------------------------------------------------------------------------------------------
# The hand


HAND_CARD_SIZES = ((84, 118), (72, 100), (60, 84))
HAND_H = 230
BRIBES_H = 150
FAVOR_STRIP_H = 112


def render_hand(view: Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of one seat's hand; ``view`` must be ``view_for(state, seat)``.

    Shows the hand by kind with what each card would count at the end, the seat's bribes, its
    score if the game ended now (the final score once over) and the Dragon's Favor.
    """
    seat = view.get("seat")
    if seat is None:
        raise ValueError("render_hand draws a seat's view (view_for(state, seat))")
    cards = Cards(read(view).names)
    who = player_names(view, names)
    height = PAD + 64 + HAND_H + 16 + BRIBES_H + 16 + FAVOR_STRIP_H + PAD
    c = Canvas(WIDTH, height)
    y = PAD
    hand_header(c, view, who, int(seat), y)
    y += 64
    hand_panel(c, view, cards, int(seat), y)
    y += HAND_H + 16
    bribes_panel(c, view, cards, int(seat), y)
    y += BRIBES_H + 16
    favor_strip(c, view, cards, y)
    return c.png()


def hand_header(
    c: Canvas, view: Mapping[str, Any], who: Sequence[str], seat: int, y: float
) -> None:
    title = "Your hand"
    c.text((PAD, y + 22), title, 32, bold=True, anchor="lm")
    x = PAD + text_width(title, 32, True) + 16
    if view["over"]:
        status_pill(c, "Game over", WIDTH - PAD, y, False)
    elif view["current"] == seat:
        status_pill(c, "▶ Your turn", WIDTH - PAD, y, True)
    else:
        status = fit(f"{who[view['current']]} to play", 24, 360, True)
        status_pill(c, status, WIDTH - PAD, y, False)
    c.text((x, y + 24), fit(who[seat], 24, 330), 24, fill=MUTED, anchor="lm")


def hand_panel(c: Canvas, view: Mapping[str, Any], cards: Cards, seat: int, y: float) -> None:
    p = view["players"][seat]
    hand: Mapping[str, int] = p.get("hand", {})
    values: Mapping[str, int] = view["values"]
    bribed: Mapping[str, Any] = p.get("bribes", {})
    c.panel((PAD, y, WIDTH - PAD, y + HAND_H))
    total = sum(int(k) for k in hand.values())
    head = f"{total} card{'' if total == 1 else 's'}"
    c.text((PAD + 16, y + 24), head, 24, bold=True, anchor="lm")
    note = (
        "left in hand at the end" if view["over"] else "each counts as shown if the game ended now"
    )
    c.text((PAD + 16 + text_width(head, 24, True) + 14, y + 25), note, 18, fill=MUTED, anchor="lm")
    order = [*reversed(view["track"]), WILD]
    groups = [(card, int(hand[card])) for card in order if int(hand.get(card, 0)) > 0]
    if not groups:
        c.text((PAD + 16, y + HAND_H / 2 + 10), "No cards in hand", 26, fill=MUTED, anchor="lm")
        return
    avail = WIDTH - 2 * PAD - 32
    placed = groups_row(c, cards, groups, PAD + 16, y + 122, avail, HAND_CARD_SIZES, 30, 96)
    for spot in placed:
        if spot.card == WILD:
            each = f"−{cards.names.wild_penalty}"
        elif spot.card in bribed:
            each = f"+{values[spot.card]}"
        else:
            each = f"−{values[spot.card]}"
        cx = spot.x + spot.width / 2
        c.text((cx, y + HAND_H - 22), f"{each} each", 20, bold=True, fill=MUTED, anchor="mm")


def bribes_panel(c: Canvas, view: Mapping[str, Any], cards: Cards, seat: int, y: float) -> None:
    """The seat's bribes, top space first, and its score (if the game ended now, or final)."""
    p = view["players"][seat]
    values: Mapping[str, int] = view["values"]
    bribed: Mapping[str, Mapping[str, int]] = p.get("bribes", {})
    c.panel((PAD, y, WIDTH - PAD, y + BRIBES_H))
    c.text((PAD + 16, y + 30), "Your bribes", 24, bold=True, anchor="lm")
    if view["over"]:
        score = int(view["scores"][seat])
        won = seat in view.get("winners", [])
        caption = "final score · " + ("★ winner" if won else ordinal(int(view["ranks"][seat])))
    else:
        score = int(p.get("score_if_ended_now", 0))
        caption = "score if the game ended now"
    right = WIDTH - PAD - 18
    c.text((right, y + 32), number(score), 44, bold=True, anchor="rm")
    gap = text_width(number(score), 44, True) + 14
    c.text((right - gap, y + 34), caption, 19, fill=MUTED, anchor="rm")
    x: float = PAD + 16
    mine = [t for t in reversed(view["track"]) if t in bribed]
    if not mine:
        c.text((x, y + 96), "none yet", 22, fill=MUTED, anchor="lm")
    slot = (WIDTH - 2 * PAD - 32) / max(6, len(view["track"]))
    for t in mine:
        bribe_cell(c, cards, t, bribed[t], int(values[t]), x, y + 98, slot - 14, HAND_BRIBE)
        x += slot


def favor_strip(c: Canvas, view: Mapping[str, Any], cards: Cards, y: float) -> None:
    values: Mapping[str, int] = view["values"]
    c.panel((PAD, y, WIDTH - PAD, y + FAVOR_STRIP_H))
    c.text((PAD + 16, y + 40), "Dragon's Favor", 24, bold=True, anchor="lm")
    c.text((PAD + 16, y + 74), "◀ top space first", 18, fill=MUTED, anchor="lm")
    x: float = PAD + 250
    slot = (WIDTH - PAD - 8 - x) / max(1, len(view["track"]))
    mid = y + FAVOR_STRIP_H / 2
    for t in reversed(view["track"]):
        c.sprite(cards.sprite(t, 50, 70), x, mid - 35)
        c.sprite(coin_sprite(str(values[t]), 40, COIN, DARK), x + 56, mid - 20)
        x += slot
