"""What the Splendor table and hand pictures share: margins, labels, the status pill."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.splendor.adapter.gems import TEXT, WIDTH
from bot.games.splendor.adapter.palette import CREAM, DARK, INK, PANEL_HI
from bot.ui.drawing import Canvas, Sprite, clean_name, coin, number, pill
from bot.ui.drawing.canvas import SUPERSAMPLE, finish, supersampled

PAD = 16
GAP = 10
INNER = WIDTH - 2 * PAD
HEADER_H = 46
TITLE_H = 40
BADGE = 44
"""A seat's disc holding one character at TEXT (0.62 of its diameter)."""

Say = Callable[..., str]


def status_pill(c: Canvas, text: str, right: float, y: float, current: bool) -> float:
    """A rounded label: white with dark text for the player to move, grey otherwise."""
    fill, ink = (INK, DARK) if current else (PANEL_HI, INK)
    return pill(c, text, right, y, fill, ink, TEXT, HEADER_H)


def name_of(name: str, seat: int, say: Say) -> str:
    """A display name cleaned for the font ("Seat 2" when nothing is left of it)."""
    return clean_name(name, say("splendor-pictures-seat", seat=str(seat + 1)))


def letter_of(colour: str, say: Say) -> str:
    """The letter that names a colour on the gems, in the picture's language ("R" for red in
    English, "N" for black in Italian; gold's ★ in every language)."""
    return say("splendor-pictures-letter", gem=colour)


def points_text(points: int, say: Say) -> str:
    return say("splendor-pictures-points", points=number(points), count=points)


def badge(text: str, current: bool) -> Sprite:
    """A seat's disc: ▶ for the player to move, ★ for a winner, else the seat's number."""
    fill, ink = (INK, DARK) if current else (CREAM, DARK) if text == "★" else (PANEL_HI, INK)
    return coin(text, BADGE, fill, ink, DARK)


def tiara(w: int, h: int, ink: tuple[int, int, int]) -> Sprite:
    """A noble's emblem alone (beside the count of nobles a player received)."""
    s = SUPERSAMPLE
    big, d = supersampled(w, h)
    pts = [(0.0, 1.0), (0.0, 0.3), (0.25, 0.6), (0.5, 0.1), (0.75, 0.6), (1.0, 0.3), (1.0, 1.0)]
    d.polygon([(px * (w * s - 1), py * (h * s - 1)) for px, py in pts], fill=ink)
    return finish(big, w, h)
