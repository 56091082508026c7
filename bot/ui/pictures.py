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
(``asyncio.to_thread``): the only shared state is ``functools`` caches of immutable things
(loaded fonts, sprites as bytes).
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from bot.resources import DATA_DIR

Colour = tuple[int, int, int]

FONT_DIR = DATA_DIR / "fonts"
REGULAR_FONT = "DejaVuSans.ttf"
BOLD_FONT = "DejaVuSans-Bold.ttf"

WIDTH = 1080
PAD = 20
SUPERSAMPLE = 4

BG: Colour = (27, 29, 36)
PANEL: Colour = (42, 46, 58)
PANEL_HI: Colour = (66, 72, 92)
STEP: Colour = (52, 57, 72)
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


@cache
def _has_glyph(ch: str) -> bool:
    """Tell whether the bundled font draws ``ch`` (else it would show an empty box)."""
    if ch.isspace():
        return ch == " "
    return bytes(font(20).getmask(ch)) != _missing_glyph()


def clean_name(name: str, fallback: str) -> str:
    """Keep only what the bundled font can draw (no control characters, no emoji boxes)."""
    kept = "".join(
        ch
        for ch in unicodedata.normalize("NFC", name)
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
"""An icon part in a unit square: ("poly", x0, y0, x1, y1, …), ("ellipse", box),
("rect", box), ("line", width, x0, y0, x1, y1, …), and ("cut…", …) drawn in the card colour."""

ICONS: dict[str, tuple[Shape, ...]] = {
    "axe": (
        ("line", (0.1, 0.22, 0.95, 0.72, 0.12)),
        ("poly", (0.5, 0.2, 0.72, 0.02, 0.98, 0.1, 1.0, 0.45, 0.85, 0.62, 0.58, 0.42)),
        ("cutpoly", (0.66, 0.28, 0.78, 0.18, 0.86, 0.26, 0.74, 0.36)),
    ),
    "feather": (
        (
            "poly",
            (0.14, 0.92, 0.2, 0.62, 0.38, 0.34, 0.62, 0.12, 0.92, 0.02, 0.84, 0.3, 0.64)
            + (0.58, 0.4, 0.78, 0.2, 0.9),
        ),
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


@cache
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
            sd.polygon([(x, 0), (x + band, 0), (x + band - h * s, h * s), (x - h * s, h * s)], fill=c)
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
        d.polygon([(cx, cy - rx * 1.4), (cx + rx, cy), (cx, cy + rx * 1.4), (cx - rx, cy)], fill=BACK_LINE)
    else:
        ink = ink_on(colour)
        d.rounded_rectangle(box, radius=radius, fill=colour, outline=OUTLINE, width=border)
        if small:
            d.text((w * s / 2, h * s / 2), letter, font=font(round(h * s * 0.5), True), fill=ink, anchor="mm")
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


@cache
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
    """The cards of the view's ruleset: names, letters, colours and icons."""

    def __init__(self, ruleset: Mapping[str, Any]) -> None:
        treasures = ruleset["treasures"]
        self.ids: list[str] = [t["id"] for t in treasures]
        self.name: dict[str, str] = {t["id"]: str(t["name"]) for t in treasures}
        self.letter: dict[str, str] = {t["id"]: str(t["letter"]) for t in treasures}
        self.colour: dict[str, Colour] = {
            t["id"]: PALETTE[i % len(PALETTE)] for i, t in enumerate(treasures)
        }
        wild = ruleset["wild"]
        self.name[WILD] = str(wild["name"])
        self.letter[WILD] = str(wild["letter"])
        self.colour[WILD] = (255, 255, 255)
        self.wild_penalty = int(ruleset.get("wild_penalty", 2))

    def short(self, card: str) -> str:
        """The last word of a card's name ("Barbarian's Axe" → "Axe")."""
        words = self.name[card].split()
        return words[-1] if words else card

    def sprite(self, card: str, w: int, h: int) -> Sprite:
        kind = "wild" if card == WILD else "treasure"
        return card_sprite(kind, card, self.letter[card], self.colour[card], w, h)


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


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# --------------------------------------------------------------------------------------------
# A canvas with the few drawing moves the pictures need


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
        self.draw.text(xy, text, font=font(size, bold), fill=fill, anchor=anchor)

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
        out = io.BytesIO()
        quantized = self.image.quantize(
            colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
        quantized.save(out, format="PNG", optimize=False, compress_level=9)
        return out.getvalue()


def stack(
    canvas: Canvas, cards: Cards, card: str, count: int, x: float, y: float, w: int, h: int
) -> float:
    """Draw a pile of one kind (up to three cards shown), return its width."""
    shown = min(count, 3)
    step = max(3, w // 10)
    for i in range(shown):
        offset = (shown - 1 - i) * step
        canvas.sprite(cards.sprite(card, w, h), x + offset, y + (i - shown + 1) * 0 - offset * 0.6)
    return w + (shown - 1) * step


def status_pill(canvas: Canvas, text: str, right: float, y: float, current: bool) -> None:
    size = 24
    w = text_width(text, size, True) + 36
    fill = INK if current else PANEL_HI
    canvas.panel((right - w, y, right, y + 44), fill=fill, radius=22)
    canvas.text((right - w / 2, y + 22), text, size, bold=True, fill=DARK if current else INK, anchor="mm")


# --------------------------------------------------------------------------------------------
# The table


LEFT_W = 288
ROW_H = 78
ROW_GAP = 8
FAVOR_H = 196
STALL_H = 92
STALL_LEFT = 168


def render_table(view: Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of the public table: ``view`` must be ``view_for(state, None)``."""
    if view.get("seat") is not None:
        raise ValueError("render_table draws the public view only (view_for(state, None))")
    cards = Cards(view["ruleset"])
    who = player_names(view, names)
    n = len(view["players"])
    header_h = 96
    players_h = n * ROW_H + (n - 1) * ROW_GAP
    market_title = 48
    stall_count = len(view["stalls"])
    market_h = market_title + stall_count * STALL_H + (stall_count - 1) * ROW_GAP
    height = PAD + header_h + FAVOR_H + 10 + players_h + 24 + market_h + PAD
    c = Canvas(WIDTH, height)

    y = PAD
    _header(c, view, cards, who, y)
    y += header_h
    _favor_header(c, view, cards, y)
    y += FAVOR_H + 10
    for seat in range(n):
        _player_row(c, view, cards, who, seat, y)
        y += ROW_H + ROW_GAP
    y += 24 - ROW_GAP
    _market(c, view, cards, y)
    return c.png()


def _columns() -> list[tuple[float, float]]:
    col_w = (WIDTH - 2 * PAD - LEFT_W) / 6
    return [(PAD + LEFT_W + i * col_w, PAD + LEFT_W + (i + 1) * col_w) for i in range(6)]


def _header(c: Canvas, view: Mapping[str, Any], cards: Cards, who: list[str], y: float) -> None:
    c.text((PAD, y), "Please Don't Burn My Village!", 32, bold=True)
    # deck and discard
    dy = y + 50
    c.sprite(back_sprite(26, 36), PAD, dy)
    deck = f"Deck {view['deck_count']}"
    c.text((PAD + 36, dy + 18), deck, 24, bold=True, anchor="lm")
    x = PAD + 36 + text_width(deck, 24, True) + 24
    c.text((x, dy + 18), f"Discard {len(view['discard'])}", 22, fill=MUTED, anchor="lm")
    if view["over"]:
        winners = view.get("winners", [])
        if len(winners) == 1:
            status = f"Game over · {who[winners[0]]} wins"
        else:
            status = f"Game over · {len(winners)} share the win"
        status_pill(c, fit(status, 24, 520, True), WIDTH - PAD, y + 4, False)
    else:
        status = f"▶ {who[view['current']]} to play"
        status_pill(c, fit(status, 24, 460, True), WIDTH - PAD, y + 4, True)


def _favor_header(c: Canvas, view: Mapping[str, Any], cards: Cards, y: float) -> None:
    top_first = list(reversed(view["track"]))
    values = view["values"]
    c.text((PAD + 4, y + 70), "Dragon's", 30, bold=True)
    c.text((PAD + 4, y + 106), "Favor", 30, bold=True)
    c.text((PAD + 4, y + 150), "points per card,", 19, fill=MUTED)
    c.text((PAD + 4, y + 172), "top space first ◀", 19, fill=MUTED)
    bottom = y + FAVOR_H
    coin_d = 50
    for i, ((x0, x1), t) in enumerate(zip(_columns(), top_first, strict=False)):
        step_h = FAVOR_H - 28 - i * 10
        top = bottom - step_h
        c.panel((x0 + 5, top, x1 - 5, bottom), fill=STEP, radius=12)
        cx = (x0 + x1) / 2
        c.sprite(coin_sprite(str(values[t]), coin_d, COIN, DARK), cx - coin_d / 2, top - coin_d / 2 + 4)
        cw, ch = 60, 84
        c.sprite(cards.sprite(t, cw, ch), cx - cw / 2, bottom - ch - 36)
        c.text((cx, bottom - 18), fit(cards.short(t), 20, int(x1 - x0 - 12)), 20, anchor="mm")


def _player_row(
    c: Canvas, view: Mapping[str, Any], cards: Cards, who: list[str], seat: int, y: float
) -> None:
    p = view["players"][seat]
    over = bool(view["over"])
    current = not over and seat == view["current"]
    winner = over and seat in view.get("winners", [])
    box = (PAD, y, WIDTH - PAD, y + ROW_H)
    if current:
        c.panel(box, fill=PANEL_HI, outline=INK, width=3)
    else:
        c.panel(box, fill=PANEL)
    badge = 40
    label = "▶" if current else str(seat + 1)
    c.sprite(
        coin_sprite(label, badge, INK if current else PANEL_HI, DARK if current else INK),
        PAD + 12,
        y + ROW_H / 2 - badge / 2,
    )
    name_x = PAD + 12 + badge + 12
    score_w = 0
    if over:
        score = str(view["scores"][seat])
        c.text((PAD + LEFT_W - 12, y + 30), score, 34, bold=True, anchor="rm")
        c.text((PAD + LEFT_W - 12, y + 60), "points", 17, fill=MUTED, anchor="rm")
        score_w = max(text_width(score, 34, True), 60) + 12
    name_w = int(PAD + LEFT_W - name_x - 12 - score_w)
    c.text((name_x, y + 12), fit(who[seat], 24, name_w, True), 24, bold=True)
    line_y = y + 54
    c.sprite(back_sprite(16, 22), name_x, line_y - 11)
    if over:
        rank = int(view["ranks"][seat])
        tag = "★ wins" if winner else ordinal(rank)
        c.text((name_x + 24, line_y), f"{p['hand_count']} left · {tag}", 19, fill=MUTED, anchor="lm")
    else:
        tag = " · to play" if current else ""
        c.text((name_x + 24, line_y), f"{p['hand_count']} in hand{tag}", 19, fill=MUTED if not current else INK, anchor="lm")
    top_first = list(reversed(view["track"]))
    for (x0, x1), t in zip(_columns(), top_first, strict=False):
        bribe = p["bribes"].get(t)
        cx = (x0 + x1) / 2
        if not bribe:
            c.text((cx, y + ROW_H / 2), "·", 26, fill=MUTED, anchor="mm")
            continue
        _bribe(c, cards, t, bribe, int(view["values"][t]), x0 + 10, y, ROW_H)


def _bribe(
    c: Canvas, cards: Cards, t: str, bribe: Mapping[str, int], value: int, x: float, y: float, h: float
) -> float:
    """Draw one bribe (treasures, wilds, points); return its width."""
    cw, ch = 36, 50
    c.sprite(cards.sprite(t, cw, ch), x, y + h / 2 - ch / 2)
    tx = x + cw + 8
    k = str(bribe["treasures"])
    c.text((tx, y + h / 2 - 12), k, 30, bold=True, anchor="lm")
    end = tx + text_width(k, 30, True)
    w = int(bribe["wilds"])
    if w:
        wx = end + 6
        c.sprite(cards.sprite(WILD, 20, 28), wx, y + h / 2 - 12 - 14)
        c.text((wx + 23, y + h / 2 - 12), f"+{w}", 20, bold=True, anchor="lm")
        end = wx + 23 + text_width(f"+{w}", 20, True)
    total = (int(bribe["treasures"]) + w) * value
    c.text((tx, y + h / 2 + 18), f"= {total} pts", 17, fill=MUTED, anchor="lm")
    return max(end, tx + text_width(f"= {total} pts", 17)) - x


def _market(c: Canvas, view: Mapping[str, Any], cards: Cards, y: float) -> None:
    c.text((PAD + 4, y), "Black Market", 30, bold=True)
    c.text(
        (WIDTH - PAD - 4, y + 18),
        "pay the cost, take the whole stall",
        19,
        fill=MUTED,
        anchor="rm",
    )
    y += 48
    order = [*reversed(view["track"]), WILD]
    for cost, pile in view["stalls"].items():
        box = (PAD, y, WIDTH - PAD, y + STALL_H)
        c.panel(box)
        coin = 52
        c.sprite(coin_sprite(str(cost), coin, COIN, DARK), PAD + 14, y + STALL_H / 2 - coin / 2)
        lx = PAD + 14 + coin + 12
        c.text((lx, y + 30), "cost" if str(cost) != "0" else "free", 20, bold=True, anchor="lm")
        count = len(pile)
        c.text((lx, y + 60), f"{count} card{'s' if count != 1 else ''}", 19, fill=MUTED, anchor="lm")
        x = PAD + STALL_LEFT
        if not pile:
            c.text((x, y + STALL_H / 2), "empty", 22, fill=MUTED, anchor="lm")
        groups = grouped(pile, order)
        avail = WIDTH - PAD - 12 - x
        cw, ch = 50, 70
        slot = min(avail / max(1, len(groups)), 140)
        for card, k in groups:
            wdt = stack(c, cards, card, k, x, y + STALL_H / 2 - ch / 2 + 4, cw, ch)
            if k > 1:
                c.text((x + wdt + 6, y + STALL_H / 2), f"×{k}", 26, bold=True, anchor="lm")
            x += slot
        y += STALL_H + ROW_GAP


# --------------------------------------------------------------------------------------------
# The hand


HAND_CARD = (84, 118)


def render_hand(view: Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of one seat's hand: ``view`` must be ``view_for(state, seat)``."""
    seat = view.get("seat")
    if seat is None:
        raise ValueError("render_hand needs a seat's view (view_for(state, seat))")
    cards = Cards(view["ruleset"])
    who = player_names(view, names)
    p = view["players"][seat]
    hand: Mapping[str, int] = p.get("hand", {})
    values: Mapping[str, int] = view["values"]
    over = bool(view["over"])
    height = PAD + 64 + 226 + 16 + 132 + 16 + 112 + PAD
    c = Canvas(WIDTH, height)

    y = PAD
    c.text((PAD, y + 22), "Your hand", 32, bold=True, anchor="lm")
    c.text(
        (PAD + text_width("Your hand", 32, True) + 16, y + 24),
        fit(who[seat], 24, 360),
        24,
        fill=MUTED,
        anchor="lm",
    )
    if over:
        status_pill(c, "Game over", WIDTH - PAD, y, False)
    elif view["current"] == seat:
        status_pill(c, "▶ Your turn", WIDTH - PAD, y, True)
    else:
        status_pill(c, fit(f"{who[view['current']]} to play", 24, 360, True), WIDTH - PAD, y, False)
    y += 64

    # the hand
    box_h = 226
    c.panel((PAD, y, WIDTH - PAD, y + box_h))
    total = sum(int(k) for k in hand.values())
    c.text((PAD + 16, y + 22), f"{total} card{'s' if total != 1 else ''}", 24, bold=True, anchor="lm")
    c.text((PAD + 16 + text_width(f"{total} cards", 24, True) + 14, y + 22), "each one counts at the end as shown", 18, fill=MUTED, anchor="lm")
    order = [*reversed(view["track"]), WILD]
    groups = [(card, int(k)) for card, k in grouped([], order)]
    groups = [(card, int(hand[card])) for card in order if int(hand.get(card, 0)) > 0]
    if not groups:
        c.text((PAD + 16, y + box_h / 2 + 10), "Your hand is empty", 26, fill=MUTED, anchor="lm")
    cw, ch = HAND_CARD
    slot = min((WIDTH - 2 * PAD - 24) / max(1, len(groups)), 148)
    x = PAD + 16
    bribed = p.get("bribes", {})
    for card, k in groups:
        cy = y + 54
        wdt = stack(c, cards, card, k, x, cy + 8, cw, ch)
        c.text((x + wdt + 4, cy + 8 + ch / 2), f"×{k}", 28, bold=True, anchor="lm")
        if card == WILD:
            each = f"−{cards.wild_penalty}"
        elif card in bribed:
            each = f"+{values[card]}"
        else:
            each = f"−{values[card]}"
        c.text((x + cw / 2 + 6, y + box_h - 24), f"{each} each", 19, fill=MUTED, anchor="mm")
        x += slot
    y += box_h + 16

    # bribes and score
    bh = 132
    c.panel((PAD, y, WIDTH - PAD, y + bh))
    c.text((PAD + 16, y + 22), "Your bribes", 24, bold=True, anchor="lm")
    bx = PAD + 16
    top_first = list(reversed(view["track"]))
    mine = [(t, bribed[t]) for t in top_first if t in bribed]
    if not mine:
        c.text((bx, y + 80), "none yet", 22, fill=MUTED, anchor="lm")
    for t, b in mine:
        wdt = _bribe(c, cards, t, b, int(values[t]), bx, y + 40, 84)
        bx += max(wdt, 110) + 14
    if over:
        score = int(view["scores"][seat])
        rank = int(view["ranks"][seat])
        label = "final score"
        sub = "★ winner" if seat in view.get("winners", []) else f"{ordinal(rank)} place"
    else:
        score = int(p.get("score_if_ended_now", 0))
        label = "if it ended now"
        sub = "score"
    c.text((WIDTH - PAD - 20, y + 56), str(score), 48, bold=True, anchor="rm")
    c.text((WIDTH - PAD - 20, y + 100), f"{sub} {label}" if not over else f"{label} · {sub}", 19, fill=MUTED, anchor="rm")
    y += bh + 16

    # the Dragon's Favor, compact
    fh = 112
    c.panel((PAD, y, WIDTH - PAD, y + fh))
    c.text((PAD + 16, y + 38), "Dragon's Favor", 24, bold=True, anchor="lm")
    c.text((PAD + 16, y + 72), "top space first", 18, fill=MUTED, anchor="lm")
    fx = PAD + 220
    slot = (WIDTH - PAD - 12 - fx) / 6
    for t in top_first:
        c.sprite(cards.sprite(t, 50, 70), fx, y + fh / 2 - 35)
        c.sprite(coin_sprite(str(values[t]), 40, COIN, DARK), fx + 56, y + fh / 2 - 20)
        fx += slot
    return c.png()
