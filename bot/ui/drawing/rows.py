"""Rows of card piles and labels, laid out to fit a width (shared by the games' pictures)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.ui.drawing.canvas import Canvas, Colour, Sprite, text_width


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
    """Where ``groups_row`` drew one pile: its left edge, its width with its "×n" count."""

    card: str
    count: int
    x: float
    width: int
    card_size: tuple[int, int]


def groups_row(
    c: Canvas,
    art: CardArt,
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
        stack(c, art, card, k, x, mid_y - h / 2 + (min(k, 3) - 1) * 2, w, h)
        span = sw
        if k > 1:
            c.text((x + sw + 6, mid_y), f"×{k}", count_size, bold=True, anchor="lm")
            span += 6 + text_width(f"×{k}", count_size, True)
        placed.append(Placed(card, k, x, span, (w, h)))
        x += width + gap_used
    return placed


def pill(
    c: Canvas, text: str, right: float, y: float, fill: Colour, ink: Colour, size: int = 24
) -> None:
    """A rounded label ending at ``right``: ``text`` in bold ``ink`` on ``fill``."""
    w = text_width(text, size, True) + 36
    c.panel((right - w, y, right, y + 44), fill=fill, radius=22)
    c.text((right - w / 2, y + 22), text, size, bold=True, fill=ink, anchor="mm")
