"""A canvas for a game's pictures: bundled fonts, text masks, a game's palette, paletted PNGs.

A canvas records every text it draws (``Canvas.texts``: the text, its font size, a tag), the
texts inside its sprites included, so that tests can check that a picture stays legible when a
phone shows it small (``legible_size``) and that it says the right figures.

Text uses only the DejaVu Sans fonts bundled under ``data/fonts`` (basic layout, no system
font), so a picture is the same on every machine. Everything cached here (fonts, text masks,
PNG palettes) is immutable and cached with ``functools`` (thread-safe), so pictures may be drawn
in worker threads; a ``Canvas`` itself belongs to one thread.
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

from babel import Locale
from PIL import Image, ImageDraw, ImageFont

from bot.i18n import catalogue, negotiate
from bot.i18n.catalogue import BABEL_LOCALES
from bot.resources import DATA_DIR

Colour = tuple[int, int, int]

WHITE: Colour = (255, 255, 255)

FONT_DIR = DATA_DIR / "fonts"
REGULAR_FONT = "DejaVuSans.ttf"
BOLD_FONT = "DejaVuSans-Bold.ttf"

SUPERSAMPLE = 4
"""Sprites are drawn this many times larger, then reduced (smooth edges)."""
PNG_LEVEL = 6
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


def number(n: int) -> str:
    """Write a score, negative ones with a true minus sign."""
    return str(n).replace("-", "−")


def signed(n: int) -> str:
    """Write a gain or a loss: "+3", "−2" (a true minus sign), "0"."""
    return f"+{n}" if n > 0 else number(n)


CAP_RATIO = 0.7
"""A font's cap height per pixel of font size, rounded down (DejaVu Sans: 0.729)."""


def legible_size(width: int, display: int = 400, cap: float = 9.0) -> int:
    """The smallest font size whose capitals stay ``cap`` pixels high when a picture ``width``
    pixels wide is shown ``display`` pixels wide (a phone shows a chat picture ~400 px wide)."""
    return math.ceil(cap / CAP_RATIO * width / display - 1e-9)


def ordinal(n: int, language: str = "en") -> str:
    """Write a place in ``language`` (a catalogue language): "1st", "2nd", "11th"; "1º";
    "1.º"."""
    language = negotiate(language)
    form = _ordinal_form(language)(n)
    return catalogue().text(language, "table-place", place=str(n), form=form)


@cache
def _ordinal_form(language: str) -> Callable[[int], str]:
    """The CLDR rule giving a number's ordinal form in ``language`` ("one", "two", "other")."""
    rule: Callable[[int], str] = Locale.parse(BABEL_LOCALES[language]).ordinal_form
    return rule


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


# --------------------------------------------------------------------------------------------
# Colours


def ink_on(colour: Colour, dark: Colour, light: Colour = WHITE) -> Colour:
    """Return ``dark`` or ``light``, whichever has more contrast on ``colour`` (WCAG luminance).

    The contrast of ``dark`` is measured as if it were black.
    """

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2])
    return dark if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else light


def blend(a: Colour, b: Colour, t: float) -> Colour:
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


@dataclass(frozen=True, eq=False)
class Palette:
    """The colours of one game's pictures: what a ``Canvas`` paints with and its PNG keeps.

    Mapping a drawn picture to a fixed palette is several times faster than choosing one per
    picture, and gives small PNGs (one byte a pixel, long runs). Compared (and cached) by
    identity: a game defines its palette once.
    """

    background: Colour
    panel: Colour
    """The default fill of ``Canvas.panel``."""
    ink: Colour
    """The default colour of ``Canvas.text``."""
    flat: tuple[Colour, ...]
    """Every flat colour the pictures draw."""
    text_on: tuple[tuple[Colour, Colour], ...]
    """(text colour, ground) pairs: the edges of letters get 5 shades between."""
    edges: tuple[tuple[Colour, Colour], ...]
    """(edge colour, colour beside it) pairs of shapes and bold letters: 4 shades between."""


@lru_cache(maxsize=16)
def png_palette(palette: Palette) -> bytes:
    """Return the 256 colours of ``palette``'s PNGs: its flat colours and the shades between."""
    colours = list(palette.flat)
    for a, b in palette.text_on:
        colours += [blend(a, b, k / 6) for k in range(1, 6)]
    for a, b in palette.edges:
        colours += [blend(a, b, k / 5) for k in range(1, 5)]
    colours = list(dict.fromkeys(colours))
    if len(colours) > 256:
        raise ValueError(f"a palette has at most 256 colours with their shades, not {len(colours)}")
    colours += [palette.background] * (256 - len(colours))
    return bytes(v for colour in colours for v in colour)


# --------------------------------------------------------------------------------------------
# The canvas


@dataclass(frozen=True)
class Drawn:
    """A text drawn on a canvas or in a sprite: its font size in the picture's pixels and a tag
    its drawer may give it (what the text stands for, for tests: "score")."""

    text: str
    size: float
    bold: bool = False
    tag: str = ""


class Canvas:
    """One picture being drawn in ``palette``'s colours (never shared between threads)."""

    def __init__(self, width: int, height: int, palette: Palette) -> None:
        self.palette = palette
        self.image = Image.new("RGB", (width, height), palette.background)
        self.draw = ImageDraw.Draw(self.image)
        self.texts: list[Drawn] = []
        """Every text drawn so far, in its sprites too, in drawing order."""

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        *,
        bold: bool = False,
        fill: Colour | None = None,
        anchor: str = "la",
        tag: str = "",
    ) -> None:
        if text.strip():
            self.texts.append(Drawn(text, size, bold, tag))
        m = text_mask(text, size, bold, anchor)
        x, y = round(xy[0]) + m.offset[0], round(xy[1]) + m.offset[1]
        mask = Image.frombytes("L", m.size, m.alpha)
        colour = self.palette.ink if fill is None else fill
        self.image.paste(colour, (x, y, x + m.size[0], y + m.size[1]), mask)

    def sprite(self, sprite: Sprite, x: float, y: float) -> None:
        self.texts.extend(sprite.texts)
        im = sprite.image()
        self.image.paste(im, (round(x), round(y)), im)

    def panel(
        self,
        box: tuple[float, float, float, float],
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: int = 0,
        radius: int = 14,
    ) -> None:
        colour = self.palette.panel if fill is None else fill
        self.draw.rounded_rectangle(box, radius=radius, fill=colour, outline=outline, width=width)

    def png(self) -> bytes:
        """Encode as a paletted PNG (no dithering: flat colours stay flat)."""
        palette = Image.new("P", (1, 1))
        palette.putpalette(png_palette(self.palette))
        paletted = self.image.quantize(palette=palette, dither=Image.Dither.NONE)
        out = io.BytesIO()
        paletted.save(out, format="PNG", compress_level=PNG_LEVEL)
        return out.getvalue()


@dataclass(frozen=True)
class Sprite:
    """An RGBA picture kept as bytes, so that caches never share a mutable image."""

    size: tuple[int, int]
    rgba: bytes
    texts: tuple[Drawn, ...] = ()
    """The texts drawn in the sprite, sized in the sprite's own pixels."""

    def image(self) -> Image.Image:
        return Image.frombytes("RGBA", self.size, self.rgba)


def supersampled(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """Start a transparent sprite of ``w`` × ``h`` drawn ``SUPERSAMPLE`` times larger."""
    big = Image.new("RGBA", (w * SUPERSAMPLE, h * SUPERSAMPLE), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big)


def finish(big: Image.Image, w: int, h: int, texts: tuple[Drawn, ...] = ()) -> Sprite:
    """Reduce a supersampled drawing to a ``w`` × ``h`` sprite; ``texts`` are its texts, sized
    in supersampled pixels."""
    small = big.resize((w, h), Image.Resampling.LANCZOS)
    scaled = tuple(Drawn(t.text, t.size / SUPERSAMPLE, t.bold, t.tag) for t in texts)
    return Sprite((w, h), small.tobytes(), scaled)
