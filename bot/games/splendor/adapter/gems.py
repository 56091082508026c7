"""The sprites of the Splendor pictures: gems, bonus tiles, development cards, nobles, decks.

Sizes are set for a phone (a chat picture is shown about 400 px wide, the pictures are 800 px
wide): no text is smaller than ``TEXT`` (26 px, its capitals then 9 px high on the phone), and
each sprite is large enough for its number or letter at that size. Every sprite is cached as
immutable bytes (the kit's ``Sprite``), so pictures may be drawn in threads.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw

from bot.games.splendor.adapter.palette import (
    BACK,
    BACK_LINE,
    CARD_BODY,
    CREAM,
    DARK,
    GEM_COLOURS,
    GEM_LINES,
    INK,
    MUTED,
    NOBLE,
    NOBLE_LINE,
    OUTLINE,
    PANEL,
    SHAPES,
    SLOT_LINE,
    TEXT_AT,
)
from bot.games.splendor.adapter.scene import GEMS, Card, Noble
from bot.ui.drawing import Colour, Drawn, Sprite, draw_icon, ink_on, legible_size
from bot.ui.drawing.canvas import SUPERSAMPLE, finish, font, supersampled

WIDTH = 800
TEXT = legible_size(WIDTH)
"""The smallest font size of the pictures (26 px at 800 px wide)."""
BIG = TEXT + 6
GEM = 40
"""A gem holding one digit at ``TEXT``."""
LETTER_GEM = 48
"""A gem holding its letter at ``TEXT``."""
TILE = (44, 52)
"""A bonus: a small cream card holding a gem."""
CARD = (150, 158)
NOBLE_SIZE = (146, 112)
DECK = (100, 158)

S = SUPERSAMPLE
Box = tuple[float, float, float, float]


def _shape(
    d: ImageDraw.ImageDraw, colour: str, box: Box, fill: Colour | None, line: Colour, width: int
) -> None:
    """A colour's shape in ``box``: filled (when ``fill``) inside an outline ``width`` wide."""
    x0, y0, x1, y1 = box
    draw_icon(d, SHAPES[colour], box, line, line)
    if fill is None:
        fill = PANEL
    inner = (x0 + width * 1.3, y0 + width * 1.3, x1 - width * 1.3, y1 - width * 1.3)
    if colour in ("white", "red"):  # a point's inset is larger
        inner = (x0 + width * 1.6, y0 + width * 1.3, x1 - width * 1.6, y1 - width * 2.2)
    draw_icon(d, SHAPES[colour], inner, fill, fill)


def _gem(
    d: ImageDraw.ImageDraw, colour: str, box: Box, text: str, faint: bool = False
) -> tuple[Drawn, ...]:
    """Draw a gem in ``box`` (supersampled) with ``text`` in it; a faint gem is an outline."""
    if faint:
        _shape(d, colour, box, None, SLOT_LINE, 2 * S)
        return ()
    fill = GEM_COLOURS[colour]
    _shape(d, colour, box, fill, GEM_LINES[colour], 2 * S)
    if not text:
        return ()
    size = TEXT * S
    x0, y0, x1, y1 = box
    where = ((x0 + x1) / 2, y0 + (y1 - y0) * TEXT_AT[colour])
    d.text(where, text, font=font(size, True), fill=ink_on(fill, DARK), anchor="mm")
    return (Drawn(text, size, True, f"gem {colour}"),)


def gem_width(text: str) -> int:
    """A gem holding ``text``: wider for two digits."""
    return GEM if len(text) < 2 else GEM + 16


@lru_cache(maxsize=512)
def gem(colour: str, text: str = "", size: int = 0, faint: bool = False) -> Sprite:
    """A gem of ``colour`` holding ``text`` (a number, or its letter), ``size`` pixels wide
    (by default as wide as ``text`` needs)."""
    size = size or gem_width(text)
    big, d = supersampled(size, size)
    texts = _gem(d, colour, (0, 0, size * S - 1, size * S - 1), text, faint)
    return finish(big, size, size, texts)


def letter_gem(colour: str, letter: str) -> Sprite:
    """A gem with its ``letter`` (the language's, ``layout.letter_of``): how a colour is named
    (the bank, the hand's columns)."""
    return gem(colour, letter, LETTER_GEM)


def _tile(d: ImageDraw.ImageDraw, colour: str, x: float, y: float, text: str) -> tuple[Drawn, ...]:
    """A bonus at ``(x, y)`` (supersampled): a cream card holding a gem (an outline when 0)."""
    w, h = TILE[0] * S, TILE[1] * S
    faint = not text
    if faint:
        d.rounded_rectangle((x, y, x + w - 1, y + h - 1), 6 * S, outline=SLOT_LINE, width=2 * S)
    else:
        d.rounded_rectangle(
            (x, y, x + w - 1, y + h - 1), 6 * S, fill=CREAM, outline=OUTLINE, width=S
        )
    g = GEM * S
    gx, gy = x + (w - g) / 2, y + (h - g) / 2
    return _gem(d, colour, (gx, gy, gx + g, gy + g), text, faint)


@lru_cache(maxsize=512)
def bonus_tile(colour: str, count: int) -> Sprite:
    """A player's bonuses of one colour (a cream card with the gem and their number), or a
    faint outline for none; a noble's requirement is drawn the same way."""
    text = str(count) if count else ""
    w = TILE[0] + (12 if len(text) > 1 else 0)
    big, d = supersampled(w, TILE[1])
    texts = _tile(d, colour, (w - TILE[0]) * S / 2, 0, text)
    if len(text) > 1:  # two digits: a wider card, a wider gem
        big, d = supersampled(w, TILE[1])
        d.rounded_rectangle(
            (0, 0, w * S - 1, TILE[1] * S - 1), 6 * S, fill=CREAM, outline=OUTLINE, width=S
        )
        g = gem_width(text) * S
        texts = _gem(
            d,
            colour,
            ((w * S - g) / 2, (TILE[1] * S - g) / 2, (w * S + g) / 2, (TILE[1] * S + g) / 2),
            text,
        )
    return finish(big, w, TILE[1], texts)


def _mark(d: ImageDraw.ImageDraw, colour: str, box: Box, ground: Colour, letter: str) -> Drawn:
    """A card's bonus on its band: the gem's shape in the band's ink, its letter cut out."""
    ink = ink_on(ground, DARK)
    draw_icon(d, SHAPES[colour], box, ink, ink)
    x0, y0, x1, y1 = box
    where = ((x0 + x1) / 2, y0 + (y1 - y0) * TEXT_AT[colour])
    size = TEXT * S
    d.text(where, letter, font=font(size, True), fill=ground, anchor="mm")
    return Drawn(letter, size, True, f"bonus {colour}")


def _level_dots(d: ImageDraw.ImageDraw, level: int, right: float, cy: float, ink: Colour) -> None:
    r = 4.5 * S
    for i in range(level):
        cx = right - r - i * 3.2 * r
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)


BAND = 54


@lru_cache(maxsize=256)
def card_sprite(card: Card, letter: str) -> Sprite:
    """A development card: its bonus colour on a band with its points and its gem holding
    ``letter`` (the bonus colour's, in the picture's language), its cost as gems holding numbers
    (bottom left), its level as 1 to 3 dots (bottom right)."""
    w, h = CARD
    big, d = supersampled(w, h)
    band = GEM_COLOURS[card.bonus]
    box = (0, 0, w * S - 1, h * S - 1)
    d.rounded_rectangle(box, 12 * S, fill=band)
    d.rounded_rectangle(
        (0, BAND * S, w * S - 1, h * S - 1),
        12 * S,
        fill=CARD_BODY,
        corners=(False, False, True, True),
    )
    d.rounded_rectangle(box, 12 * S, outline=OUTLINE, width=2 * S)
    texts: list[Drawn] = []
    ink = ink_on(band, DARK)
    if card.points:
        size = (BIG + 6) * S
        text = str(card.points)
        d.text((12 * S, BAND * S / 2), text, font=font(size, True), fill=ink, anchor="lm")
        texts.append(Drawn(text, size, True, "points"))
    m = 44 * S
    box = (w * S - 8 * S - m, 5 * S, w * S - 8 * S, 5 * S + m)
    texts.append(_mark(d, card.bonus, box, band, letter))
    costs = [(c, n) for c, n in zip(GEMS, card.cost, strict=True) if n]
    rows = (len(costs) + 1) // 2
    g, gap = GEM * S, 6 * S
    for i, (colour, n) in enumerate(costs):
        row, col = divmod(i, 2)
        x = 9 * S + col * (g + gap)
        y = h * S - 9 * S - (rows - row) * g - (rows - row - 1) * gap
        texts += _gem(d, colour, (x, y, x + g, y + g), str(n))
    _level_dots(d, card.level, w * S - 12 * S, h * S - 16 * S, MUTED)
    return finish(big, w, h, tuple(texts))


@lru_cache(maxsize=64)
def mini_card(bonus: str, level: int, letter: str) -> Sprite:
    """A card named small (what a hand can buy): its bonus colour, its gem holding ``letter``,
    its level dots."""
    w, h = 56, 76
    big, d = supersampled(w, h)
    band = GEM_COLOURS[bonus]
    d.rounded_rectangle(
        (0, 0, w * S - 1, h * S - 1), 9 * S, fill=band, outline=OUTLINE, width=2 * S
    )
    m = 44 * S
    texts = (_mark(d, bonus, ((w * S - m) / 2, 6 * S, (w * S + m) / 2, 6 * S + m), band, letter),)
    _level_dots(
        d, level, w * S / 2 + 4.5 * S * (1.6 * (level - 1) + 1), h * S - 12 * S, ink_on(band, DARK)
    )
    return finish(big, w, h, texts)


@lru_cache(maxsize=8)
def legend_tile(w: int, h: int) -> Sprite:
    """The legend's bonus: a cream card holding a plain gem (as a player's bonuses are drawn),
    no number."""
    big, d = supersampled(w, h)
    d.rounded_rectangle((0, 0, w * S - 1, h * S - 1), 6 * S, fill=CREAM, outline=OUTLINE, width=S)
    g = min(w, h) * S * 0.74
    x, y = (w * S - g) / 2, (h * S - g) / 2
    _gem(d, "blue", (x, y, x + g, y + g), "")
    return finish(big, w, h)


def _tiara(d: ImageDraw.ImageDraw, box: Box, ink: Colour) -> None:
    """A noble's emblem: a small coronet of three points."""
    x0, y0, x1, y1 = box
    sw, sh = x1 - x0, y1 - y0
    pts = [(0.0, 1.0), (0.0, 0.3), (0.25, 0.6), (0.5, 0.1), (0.75, 0.6), (1.0, 0.3), (1.0, 1.0)]
    d.polygon([(x0 + px * sw, y0 + py * sh) for px, py in pts], fill=ink)


@lru_cache(maxsize=64)
def noble_sprite(noble: Noble) -> Sprite:
    """A noble tile: its points and emblem on top, the bonuses it asks for under them."""
    w, h = NOBLE_SIZE
    big, d = supersampled(w, h)
    d.rounded_rectangle(
        (0, 0, w * S - 1, h * S - 1), 12 * S, fill=NOBLE, outline=NOBLE_LINE, width=2 * S
    )
    size = (BIG + 6) * S
    text = str(noble.points)
    d.text((12 * S, 28 * S), text, font=font(size, True), fill=CREAM, anchor="lm")
    texts: list[Drawn] = [Drawn(text, size, True, "noble-points")]
    _tiara(d, (w * S - 52 * S, 12 * S, w * S - 12 * S, 40 * S), CREAM)
    asks = [(c, n) for c, n in zip(GEMS, noble.requirement, strict=True) if n]
    tw, gap = TILE[0] * S, 4 * S
    x = (w * S - len(asks) * tw - (len(asks) - 1) * gap) / 2
    for colour, n in asks:
        texts += _tile(d, colour, x, h * S - 8 * S - TILE[1] * S, str(n))
        x += tw + gap
    return finish(big, w, h, tuple(texts))


ROMAN = ("I", "II", "III")


@lru_cache(maxsize=64)
def deck_sprite(level: int, count: int) -> Sprite:
    """A level's deck, face down: its level in Roman figures and how many cards are left (an
    empty deck is an outline)."""
    w, h = DECK
    big, d = supersampled(w, h)
    box = (0, 0, w * S - 1, h * S - 1)
    ink = INK if count else MUTED
    if count:
        d.rounded_rectangle(box, 12 * S, fill=BACK, outline=OUTLINE, width=2 * S)
        inset = 7 * S
        d.rounded_rectangle(
            (inset, inset, w * S - inset, h * S - inset), 8 * S, outline=BACK_LINE, width=2 * S
        )
    else:
        d.rounded_rectangle(box, 12 * S, outline=SLOT_LINE, width=2 * S)
    size = BIG * S
    roman = ROMAN[level - 1]
    d.text((w * S / 2, 38 * S), roman, font=font(size, True), fill=ink, anchor="mm")
    number = str(count)
    d.text((w * S / 2, h * S - 40 * S), number, font=font(size, True), fill=ink, anchor="mm")
    cx, cy, rx = w * S / 2, h * S / 2 + 2 * S, 12 * S
    diamond = [(cx, cy - rx * 1.3), (cx + rx, cy), (cx, cy + rx * 1.3), (cx - rx, cy)]
    d.polygon(diamond, fill=BACK_LINE if count else SLOT_LINE)
    return finish(big, w, h, (Drawn(roman, size, True, "level"), Drawn(number, size, True, "deck")))


def clear_caches() -> None:
    """Forget every cached sprite (tests draw them again in threads)."""
    for cached in (gem, bonus_tile, card_sprite, mini_card, noble_sprite, deck_sprite, legend_tile):
        cached.cache_clear()
