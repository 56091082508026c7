"""Rows of card piles and labels, laid out to fit a width (shared by the games' pictures)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.ui.drawing.canvas import Canvas, Colour, Sprite, fit, text_width


class CardArt(Protocol):
    """What draws a game's cards: one sprite per card id and size."""

    def sprite(self, card: str, w: int, h: int) -> Sprite: ...


def grouped(pile: Sequence[str], order: Sequence[str]) -> list[tuple[str, int]]:
    """Count a pile by kind, in ``order`` (unknown ids last, in the order met)."""
    counts: dict[str, int] = {}
    for card in pile:
        counts[card] = counts.get(card, 0) + 1
    known = [(c, counts[c]) for c in order if c in counts]
    return known + [(c, n) for c, n in counts.items() if c not in order]


def stack_width(count: int, w: int) -> int:
    """The width of a pile of ``count`` cards of one kind (up to three drawn)."""
    return w + (min(count, 3) - 1) * max(3, w // 10)


def stack(
    c: Canvas, art: CardArt, card: str, count: int, x: float, y: float, w: int, h: int
) -> None:
    """Draw a pile of one kind, its front card at ``(x, y)`` and the others up and to the right."""
    shown = min(count, 3)
    step = max(3, w // 10)
    sprite = art.sprite(card, w, h)
    for i in range(shown - 1, -1, -1):
        c.sprite(sprite, x + i * step, y - i * step * 0.6)


@dataclass(frozen=True)
class Placed:
    """Where ``piles_row`` drew one pile: its left edge, its width with its "×n" count."""

    card: str
    count: int
    x: float
    width: int
    card_size: tuple[int, int]


COUNT_GAP = 5
"""Between a pile and its "×n"."""


def pile_width(count: int, w: int, count_size: int) -> int:
    """The width of a pile of ``count`` cards ``w`` wide with its "×n" (when n > 1)."""
    extra = COUNT_GAP + text_width(f"×{count}", count_size, True) if count > 1 else 0
    return stack_width(count, w) + extra


Line = list[tuple[str, int]]


def lay_piles(
    groups: Sequence[tuple[str, int]],
    avail: float,
    sizes: Sequence[tuple[int, int]],
    count_size: int,
    gap: int = 14,
) -> tuple[tuple[int, int], list[Line]]:
    """Choose the first card size in which the piles fit one line ``avail`` wide; when none
    does, wrap the piles, in the last size, into as many lines as needed (never overlapped, so
    that every "×n" stays readable)."""
    for size in sizes:
        widths = [pile_width(k, size[0], count_size) for _, k in groups]
        if sum(widths) + gap * (len(widths) - 1) <= avail:
            return size, [list(groups)]
    lines: list[Line] = []
    used = 0.0
    for group, width in zip(groups, widths, strict=True):
        if lines and used + gap + width <= avail:
            lines[-1].append(group)
            used += gap + width
        else:
            lines.append([group])
            used = width
    return size, lines


def piles_row(
    c: Canvas,
    art: CardArt,
    line: Sequence[tuple[str, int]],
    x: float,
    mid_y: float,
    size: tuple[int, int],
    count_size: int,
    gap: int = 14,
    tag: str = "",
) -> list[Placed]:
    """Draw piles side by side from ``x``, centred on ``mid_y``, each with "×n" when n > 1
    (tagged "``tag`` card" on the canvas when ``tag`` is given)."""
    w, h = size
    placed = []
    for card, k in line:
        sw = stack_width(k, w)
        stack(c, art, card, k, x, mid_y - h / 2 + (min(k, 3) - 1) * 2, w, h)
        if k > 1:
            where = (x + sw + COUNT_GAP, mid_y)
            label = f"{tag} {card}" if tag else ""
            c.text(where, f"×{k}", count_size, bold=True, anchor="lm", tag=label)
        width = pile_width(k, w, count_size)
        placed.append(Placed(card, k, x, width, size))
        x += width + gap
    return placed


def pill(
    c: Canvas,
    text: str,
    right: float,
    y: float,
    fill: Colour,
    ink: Colour,
    size: int = 24,
    height: int = 44,
) -> float:
    """A rounded label ending at ``right``: ``text`` in bold ``ink`` on ``fill``; returns its
    width."""
    w = text_width(text, size, True) + height * 0.8
    c.panel((right - w, y, right, y + height), fill=fill, radius=height // 2)
    c.text((right - w / 2, y + height / 2), text, size, bold=True, fill=ink, anchor="mm")
    return w


def title_bar(
    c: Canvas,
    status: str,
    title: str,
    left: float,
    right: float,
    y: float,
    fill: Colour,
    ink: Colour,
    *,
    size: int,
    title_size: int,
    height: int,
    status_room: int,
    tag: str,
) -> None:
    """A header row from ``left`` to ``right``: ``status`` (fitted to ``status_room``) in a pill
    ending at ``right``, ``title`` in bold at ``left``, fitted to the room the pill leaves."""
    status = fit(status, size, status_room, True)
    w = pill(c, status, right, y, fill, ink, size, height)
    title = fit(title, title_size, int(right - left - w - 16), True)
    c.text((left + 4, y + height / 2), title, title_size, bold=True, anchor="lm", tag=tag)


def titled_panel(
    c: Canvas, left: float, right: float, y: float, h: float, title: str, size: int, tag: str
) -> float:
    """A panel from ``left`` to ``right``, ``h`` high at ``y``, with ``title`` in bold on its
    first line; returns the top of what comes under the title."""
    c.panel((left, y, right, y + h))
    top = y + 12
    c.text((left + 14, top + size / 2), title, size, bold=True, anchor="lm", tag=tag)
    return top + size + 10
