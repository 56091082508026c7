"""The reserves on a player's line of the Splendor table picture (``Held``, from the public
view): a card reserved face up as a small card of its bonus colour (the gem's shape) and its
level in Roman figures, a blind one face down with its level only; every card once over."""

from __future__ import annotations

from functools import lru_cache

from bot.games.splendor.adapter.gems import TEXT, TILE
from bot.games.splendor.adapter.palette import BACK, BACK_LINE, GEM_COLOURS, OUTLINE, SHAPES
from bot.games.splendor.adapter.scene import Held
from bot.ui.drawing import Canvas, Drawn, Sprite, draw_icon, ink_on
from bot.ui.drawing.canvas import SUPERSAMPLE, finish, font, supersampled

SIZE = (44, TILE[1])
"""A reserve on the player's line: as tall as a bonus tile."""
GAP = 6
ROMAN = ("I", "II", "III")  # i18n: not words (levels in Roman figures, as on the decks)


@lru_cache(maxsize=64)
def held_sprite(held: Held) -> Sprite:
    """One reserve: the card's bonus colour and shape over its level, or a face-down back."""
    s = SUPERSAMPLE
    w, h = SIZE
    big, d = supersampled(w, h)
    box = (0, 0, w * s - 1, h * s - 1)
    card = held.card
    ground = BACK if card is None else GEM_COLOURS[card.bonus]
    d.rounded_rectangle(box, 8 * s, fill=ground, outline=OUTLINE, width=2 * s)
    ink = ink_on(ground, OUTLINE)
    if card is None:
        inset = 4 * s
        d.rounded_rectangle(
            (inset, inset, w * s - 1 - inset, h * s - 1 - inset), 6 * s, outline=BACK_LINE, width=s
        )
        tag = "reserved blind"  # i18n: not words (a test tag)
    else:
        m = 18 * s
        draw_icon(d, SHAPES[card.bonus], ((w * s - m) / 2, 4 * s, (w * s + m) / 2, 4 * s + m),
                  ink, ink)  # fmt: skip
        tag = f"reserved {card.bonus}"
    size = TEXT * s
    roman = ROMAN[held.level - 1]
    at = (w * s / 2, h * s - 13 * s) if card is not None else (w * s / 2, h * s / 2)
    d.text(at, roman, font=font(size, True), fill=ink, anchor="mm")
    return finish(big, w, h, (Drawn(roman, size, True, tag),))


def draw_held(c: Canvas, reserved: tuple[Held, ...], right: float, top: float) -> None:
    """A player's reserves in a row ending at ``right``, their tops at ``top``."""
    x = right - len(reserved) * (SIZE[0] + GAP) + GAP
    for held in reserved:
        c.sprite(held_sprite(held), x, top)
        x += SIZE[0] + GAP
