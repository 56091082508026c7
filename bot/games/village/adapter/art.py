"""What both ``village`` pictures draw: the cards of a ruleset, coins, labels and bribes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.village.adapter.palette import (
    BACK,
    BACK_LINE,
    DARK,
    ICONS,
    INK,
    MUTED,
    OUTLINE,
    PANEL_HI,
    TREASURE_COLOURS,
    WILD_COLOUR,
)
from bot.games.village.reader import Bribe, CardNames, Seen
from bot.games.village.ruleset import WILD_ID
from bot.ui.drawing import (
    DIAMOND,
    Canvas,
    Colour,
    Sprite,
    back_card,
    clean_name,
    coin,
    face_card,
    pill,
    striped_card,
    text_width,
)

WIDTH = 1080
PAD = 20
WILD = WILD_ID


class Cards:
    """The cards of a view's ruleset: their names (``CardNames``), colours and icons."""

    def __init__(self, names: CardNames) -> None:
        self.names = names
        self.colour: dict[str, Colour] = {
            c: TREASURE_COLOURS[i % len(TREASURE_COLOURS)] for i, c in enumerate(names.ids)
        }
        self.colour[WILD] = WILD_COLOUR

    def sprite(self, card: str, w: int, h: int) -> Sprite:
        letter = self.names.letter[card]
        if card == WILD:
            return striped_card(letter, TREASURE_COLOURS, w, h, OUTLINE, DARK)
        icon = ICONS.get(card, DIAMOND)
        return face_card(icon, letter, self.colour[card], w, h, OUTLINE, DARK)


def back_sprite(w: int, h: int) -> Sprite:
    """A face-down card (the deck, a hand's size)."""
    return back_card(w, h, BACK, BACK_LINE, OUTLINE)


def coin_sprite(text: str, diameter: int, fill: Colour, ink: Colour) -> Sprite:
    """A disc holding a number (a track value, a stall cost, a seat)."""
    return coin(text, diameter, fill, ink, OUTLINE)


def player_names(seen: Seen, names: Mapping[int, str] | None) -> list[str]:
    """Each seat's display name, cleaned for the font ("Seat 1", … when none is given)."""
    out = []
    for seat in range(seen.num_players):
        fallback = f"Seat {seat + 1}"
        given = (names or {}).get(seat)
        out.append(clean_name(given, fallback) if given else fallback)
    return out


def status_pill(c: Canvas, text: str, right: float, y: float, current: bool) -> None:
    """A rounded label: white with dark text for the player to move, grey otherwise."""
    pill(c, text, right, y, INK if current else PANEL_HI, DARK if current else INK)


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
    bribe: Bribe,
    value: int,
    x: float,
    mid_y: float,
    max_width: float,
    style: BribeStyle = TABLE_BRIBE,
) -> float:
    """Draw one bribe: its treasure card, treasure count, "+n" and a wild, and its points.

    Returns the width used; the numbers get smaller when they would pass ``max_width``.
    """
    k, w = bribe.treasures, bribe.wilds
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
