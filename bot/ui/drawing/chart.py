"""A line chart of how a game went: panels of labelled series over its turns (Pillow).

Knows no game: a game's adapter says what to draw (``Chart``: its title, the x axis' name, one
``ChartPanel`` per measure, each a few ``Series`` of whole numbers, one per point of the x axis)
in its words and colours, and ``render_chart`` draws it. Series are told apart by more than
colour: each has its own marker shape along its line, a badge with its tag (a card's letter,
a seat's number) at the line's end, and a legend line with the same badge and its full name.
A player's series carries its seat: its name is the seat's display name, given at drawing time.

Lines, markers and badges are drawn twice as large and reduced (smooth edges); the texts are
drawn after, at their size, every one legible on a phone (``legible_size``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.ui.drawing.canvas import (
    WHITE,
    Canvas,
    Colour,
    Palette,
    clean_name,
    fit,
    ink_on,
    legible_size,
    number,
    text_width,
)

__all__ = ["Chart", "ChartPanel", "Series", "draw_chart", "render_chart"]


@dataclass(frozen=True, slots=True)
class Series:
    """One line: a value per point of the x axis."""

    label: str
    """Its name in the chart's language (for a seat: the name shown when none is given)."""
    values: tuple[int, ...]
    colour: Colour | None = None
    """None: the kit's colour for its place in the panel."""
    tag: str = ""
    """One or two characters drawn in its badge (a card's letter, a seat's number)."""
    seat: int | None = None
    """A player's line: named by the seat's display name when the drawing is given one."""


@dataclass(frozen=True, slots=True)
class ChartPanel:
    """One plot of the chart: a title saying what its values are, and its lines."""

    title: str
    series: tuple[Series, ...]


@dataclass(frozen=True, slots=True)
class Chart:
    """A whole chart: its title, the name of its x axis (turns, rounds), its panels."""

    title: str
    x_label: str
    panels: tuple[ChartPanel, ...]

    @property
    def points(self) -> int:
        """How many points the x axis has (the longest series')."""
        return max((len(s.values) for p in self.panels for s in p.series), default=0)


# --------------------------------------------------------------------------------------------
# Colours and shapes

BG: Colour = (27, 29, 36)
PANEL: Colour = (42, 46, 58)
GRID: Colour = (62, 67, 84)
AXIS: Colour = (110, 117, 138)
INK: Colour = (242, 243, 247)
MUTED: Colour = (168, 175, 192)
DARK: Colour = (22, 22, 26)

SERIES_COLOURS: tuple[Colour, ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),  # yellow
    (213, 94, 0),  # vermillion
    (0, 114, 178),  # blue
    WHITE,
)
"""Okabe–Ito colours (told apart by colour-blind readers), for series that bring none."""

SHAPES: tuple[str, ...] = ("circle", "square", "diamond", "triangle", "down", "hexagon")
"""The markers of a panel's series, in order (then again)."""


def colour_of(series: Series, index: int) -> Colour:
    """Return a series' colour: its own, else the kit's for its place."""
    return series.colour or SERIES_COLOURS[index % len(SERIES_COLOURS)]


@lru_cache(maxsize=32)
def chart_palette(colours: tuple[Colour, ...]) -> Palette:
    """Return the palette of a chart whose series have ``colours`` (one per distinct set)."""
    grounds = (BG, PANEL)
    flat = (*grounds, GRID, AXIS, INK, MUTED, DARK, WHITE, *colours)
    text = [(ink, g) for ink in (INK, MUTED) for g in grounds]
    text += [(ink_on(c, DARK), c) for c in colours]
    edges = [(c, g) for c in colours for g in grounds]
    edges += [(AXIS, PANEL), (GRID, PANEL), (PANEL, BG)]
    return Palette(BG, PANEL, INK, tuple(dict.fromkeys(flat)), tuple(text), tuple(edges))


def shape_points(shape: str, x: float, y: float, r: float) -> list[tuple[float, float]]:
    """The corners of a marker ``shape`` of radius ``r`` centred on ``(x, y)`` (not a circle)."""
    if shape == "square":
        r *= 0.86
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "diamond":
        r *= 1.15
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    if shape in ("triangle", "down"):
        r *= 1.2
        sign = 1 if shape == "triangle" else -1
        return [
            (x + r * math.cos(math.radians(a)), y - sign * r * math.sin(math.radians(a)))
            for a in (90, 210, 330)
        ]
    return [
        (x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a)))
        for a in range(0, 360, 60)
    ]


def marker(
    d: ImageDraw.ImageDraw, shape: str, x: float, y: float, r: float, fill: Colour, edge: Colour
) -> None:
    """Draw a marker of radius ``r`` (in the drawing's pixels), outlined in ``edge``.

    The outline is the same shape drawn larger underneath: Pillow's wide polygon outlines
    cost a mask of the whole picture each.
    """
    for colour, radius in ((edge, r + max(2.0, r / 4)), (fill, r)):
        if shape == "circle":
            d.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour)
        else:
            d.polygon(shape_points(shape, x, y, radius), fill=colour)


# --------------------------------------------------------------------------------------------
# Scales


def nice_step(span: float, most: int) -> int:
    """The smallest step of 1, 2 or 5 times a power of ten giving at most ``most`` steps."""
    magnitude = 1
    while True:
        for k in (1, 2, 5):
            if span / (k * magnitude) <= most:
                return k * magnitude
        magnitude *= 10


def y_range(values: Sequence[int]) -> tuple[int, int, int]:
    """Return the y axis' bottom, top and tick step (zero always shown)."""
    lo, hi = min(0, *values), max(0, *values)
    step = nice_step(max(1, hi - lo), 5)
    bottom, top = math.floor(lo / step) * step, math.ceil(hi / step) * step
    return bottom, top if top > bottom else bottom + step, step


# --------------------------------------------------------------------------------------------
# Layout

WIDTH = 800
TEXT = legible_size(WIDTH)
"""Every text's size: legible when a phone shows the chart 400 px wide."""
TITLE = TEXT + 4
PAD = 20
INSET = 16
PLOT_H = 290
BADGE = 38
"""A badge's side (a tile of a series' colour holding its tag)."""
SAMPLE = 34
"""The width of a bit of line in the legend."""
LEGEND_ROW = BADGE + 8
ROW_GAP = 10
HEAD_H = TITLE + 28
PANEL_HEAD = TEXT + 44
TICKS_H = TEXT + 14
X_LABEL_H = TEXT + 12
S = 2
"""Lines, markers and badges are drawn this many times larger, then reduced."""
NUDGE = 2.5
"""Pixels between the lines of a panel that hold the same values (each stays visible)."""


def panel_height(panel: ChartPanel, last: bool) -> int:
    legend = math.ceil(len(panel.series) / 2) * LEGEND_ROW
    return PANEL_HEAD + PLOT_H + TICKS_H + (X_LABEL_H if last else 0) + legend + INSET


def chart_height(chart: Chart) -> int:
    last = len(chart.panels) - 1
    panels = sum(panel_height(p, i == last) + ROW_GAP for i, p in enumerate(chart.panels))
    return HEAD_H + panels + PAD - ROW_GAP


def spread(ys: Sequence[float], gap: float, top: float, bottom: float) -> list[float]:
    """Move badges (their centres ``ys``) apart by ``gap`` at least, within ``top``–``bottom``,
    each as near its own place as the others allow; the order is kept."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed = [min(max(ys[i], top), bottom) for i in order]
    for k in range(1, len(placed)):
        placed[k] = max(placed[k], placed[k - 1] + gap)
    if placed and placed[-1] > bottom:
        placed[-1] = bottom
        for k in range(len(placed) - 2, -1, -1):
            placed[k] = min(placed[k], placed[k + 1] - gap)
    out = [0.0] * len(ys)
    for k, i in enumerate(order):
        out[i] = placed[k]
    return out


def name_of(series: Series, names: Mapping[int, str]) -> str:
    """A series' name: its seat's display name (cleaned) when given, else its label."""
    given = names.get(series.seat) if series.seat is not None else None
    return clean_name(given, series.label) if given else series.label


# --------------------------------------------------------------------------------------------
# Drawing

Text = tuple[tuple[float, float], str, Colour | None, str, str, bool]
"""A text to draw once the shapes are reduced: where, what, colour, anchor, tag, bold."""


def draw_chart(chart: Chart, names: Mapping[int, str] | None = None) -> Canvas:
    """Draw ``chart``; ``names`` are the players' display names by seat."""
    names = names or {}
    colours = tuple(
        dict.fromkeys(colour_of(s, i) for p in chart.panels for i, s in enumerate(p.series))
    )
    height = chart_height(chart)
    c = Canvas(WIDTH, height, chart_palette(colours))
    big = Image.new("RGB", (WIDTH * S, height * S), BG)
    d = ImageDraw.Draw(big)
    points = chart.points
    last_x = max(1, points - 1)
    tick_w = max((y_label_width(p) for p in chart.panels), default=text_width("0", TEXT))
    left = PAD + INSET + tick_w + 12
    right = WIDTH - PAD - INSET - BADGE - 22
    y = HEAD_H
    texts: list[Text] = []
    for index, panel in enumerate(chart.panels):
        last = index == len(chart.panels) - 1
        h = panel_height(panel, last)
        d.rounded_rectangle(
            (PAD * S, y * S, (WIDTH - PAD) * S, (y + h) * S), radius=14 * S, fill=PANEL
        )
        title = fit(panel.title, TEXT, WIDTH - 2 * PAD - 2 * INSET, True)
        texts.append(((PAD + INSET, y + PANEL_HEAD / 2 + 2), title, INK, "lm", "panel", True))
        top = y + PANEL_HEAD
        box = (left, top, right, top + PLOT_H)
        texts += plot(d, panel, box, last_x)
        ticks_y = top + PLOT_H + TICKS_H / 2 + 4
        step = nice_step(last_x, 8)
        for x_value in range(0, last_x + 1, step):
            x = left + (right - left) * x_value / last_x
            texts.append(((x, ticks_y), number(x_value), MUTED, "mm", "x", False))
        legend_top = top + PLOT_H + TICKS_H
        if last:
            at = ((left + right) / 2, legend_top + X_LABEL_H / 2)
            texts.append((at, chart.x_label, MUTED, "mm", "x-label", False))
            legend_top += X_LABEL_H
        texts += legend(d, panel, names, legend_top)
        y += h + ROW_GAP
    c.image.paste(big.reduce(S), (0, 0))
    title = fit(chart.title, TITLE, WIDTH - 2 * PAD, True)
    c.text((PAD, PAD + TITLE / 2 + 2), title, TITLE, bold=True, anchor="lm", tag="title")
    for xy, text, fill, anchor, tag, bold in texts:
        c.text(xy, text, TEXT, bold=bold, fill=fill, anchor=anchor, tag=tag)
    return c


def y_ticks(panel: ChartPanel) -> tuple[int, int, int]:
    values = [v for s in panel.series for v in s.values]
    return y_range(values) if values else (0, 1, 1)


def y_label_width(panel: ChartPanel) -> int:
    bottom, top, step = y_ticks(panel)
    return max(text_width(number(v), TEXT) for v in range(bottom, top + 1, step))


def plot(
    d: ImageDraw.ImageDraw, panel: ChartPanel, box: tuple[float, float, float, float], last_x: int
) -> list[Text]:
    """Draw a panel's grid, lines, markers and end badges in ``box``; return its texts."""
    left, top, right, bottom = box
    low, high, step = y_ticks(panel)
    texts: list[Text] = []

    def at_y(v: float) -> float:
        return bottom - (bottom - top) * (v - low) / (high - low)

    def at_x(i: int) -> float:
        return left + (right - left) * i / last_x

    for v in range(low, high + 1, step):
        gy = at_y(v)
        colour = AXIS if v == 0 else GRID
        d.line((left * S, gy * S, right * S, gy * S), fill=colour, width=S * (2 if v == 0 else 1))
        texts.append(((left - 10, gy), number(v), MUTED, "rm", "y", False))
    count = len(panel.series)
    every = max(1, math.ceil((last_x + 1) / 14))
    ends: list[tuple[int, float, float]] = []
    for i, series in enumerate(panel.series):
        if not series.values:
            continue
        nudge = (i - (count - 1) / 2) * NUDGE
        pts = [(at_x(k) * S, (at_y(v) + nudge) * S) for k, v in enumerate(series.values)]
        colour = colour_of(series, i)
        if len(pts) > 1:
            d.line(pts, fill=colour, width=3 * S, joint="curve")
        ends.append((i, pts[-1][0] / S, pts[-1][1] / S))
    for i, series in enumerate(panel.series):
        shape, colour = SHAPES[i % len(SHAPES)], colour_of(series, i)
        offset = (i * every) // max(1, count)
        for k in range(offset % every, len(series.values), every):
            x, yv = at_x(k) * S, (at_y(series.values[k]) + (i - (count - 1) / 2) * NUDGE) * S
            marker(d, shape, x, yv, 6 * S, colour, PANEL)
    half = BADGE / 2
    placed = spread([e[2] for e in ends], BADGE + 2, top - 6, bottom + 6)
    badge_x = right + 22 + half
    for (i, x_end, y_end), y_badge in zip(ends, placed, strict=True):
        series = panel.series[i]
        colour = colour_of(series, i)
        if abs(y_badge - y_end) < 1:
            d.line((x_end * S, y_end * S, badge_x * S, y_end * S), fill=colour, width=3 * S)
        else:  # a thin leader, not to be read as the line's last step
            d.line((x_end * S, y_end * S, (badge_x - half) * S, y_badge * S), fill=AXIS, width=S)
        texts += badge(d, series, i, badge_x, y_badge)
    return texts


def badge(d: ImageDraw.ImageDraw, series: Series, index: int, x: float, y: float) -> list[Text]:
    """Draw a series' badge (a tile of its colour) centred on ``(x, y)``; return its tag."""
    colour = colour_of(series, index)
    half = BADGE / 2 * S
    box = (x * S - half, y * S - half, x * S + half, y * S + half)
    d.rounded_rectangle(box, radius=8 * S, fill=colour, outline=BG, width=2 * S)
    if not series.tag:
        return []
    return [((x, y + 1), series.tag[:2], ink_on(colour, DARK), "mm", "tag", True)]


def sample(d: ImageDraw.ImageDraw, series: Series, index: int, x: float, y: float) -> None:
    """Draw a bit of a series' line with its marker, ``SAMPLE`` wide from ``x``."""
    colour = colour_of(series, index)
    d.line((x * S, y * S, (x + SAMPLE) * S, y * S), fill=colour, width=3 * S)
    marker(d, SHAPES[index % len(SHAPES)], (x + SAMPLE / 2) * S, y * S, 8 * S, colour, PANEL)


def legend(
    d: ImageDraw.ImageDraw, panel: ChartPanel, names: Mapping[int, str], top: float
) -> list[Text]:
    """Draw a panel's legend in two columns under its plot; return its texts."""
    texts: list[Text] = []
    column = (WIDTH - 2 * PAD - 2 * INSET) / 2
    for i, series in enumerate(panel.series):
        row, col = divmod(i, 2)
        x = PAD + INSET + col * column
        y = top + row * LEGEND_ROW + LEGEND_ROW / 2
        sample(d, series, i, x, y)
        texts += badge(d, series, i, x + SAMPLE + 6 + BADGE / 2, y)
        room = int(column - SAMPLE - BADGE - 30)
        name = fit(name_of(series, names), TEXT, room)
        texts.append(((x + SAMPLE + BADGE + 16, y), name, INK, "lm", "name", False))
    return texts


def render_chart(chart: Chart, names: Mapping[int, str] | None = None) -> bytes:
    """Draw ``chart`` as a PNG; ``names`` are the players' display names by seat."""
    return draw_chart(chart, names).png()
