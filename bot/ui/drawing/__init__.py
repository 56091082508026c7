"""The drawing kit shared by the games' pictures (Pillow); nothing in it knows a game.

``canvas`` (fonts, text, colours, a game's ``Palette``, the ``Canvas`` and its paletted PNG),
``sprites`` (cards, card backs, coins, icons made of shapes) and ``rows`` (piles of cards side by
side, labels). A game's layouts live in its adapter (``bot/games/<id>/adapter/``) and bring
their own palette, icons and words.
"""

from __future__ import annotations

from bot.ui.drawing.canvas import (
    BOLD_FONT,
    REGULAR_FONT,
    WHITE,
    Canvas,
    Colour,
    Palette,
    Sprite,
    blend,
    clean_name,
    fit,
    font,
    ink_on,
    number,
    ordinal,
    png_palette,
    text_mask,
    text_width,
)
from bot.ui.drawing.rows import CardArt, Placed, grouped, groups_row, pill, stack, stack_width
from bot.ui.drawing.sprites import (
    DIAMOND,
    Icon,
    Shape,
    back_card,
    clear_caches,
    coin,
    draw_icon,
    face_card,
    star_points,
    striped_card,
)

__all__ = [
    "BOLD_FONT",
    "DIAMOND",
    "REGULAR_FONT",
    "WHITE",
    "Canvas",
    "CardArt",
    "Colour",
    "Icon",
    "Palette",
    "Placed",
    "Shape",
    "Sprite",
    "back_card",
    "blend",
    "clean_name",
    "clear_caches",
    "coin",
    "draw_icon",
    "face_card",
    "fit",
    "font",
    "grouped",
    "groups_row",
    "ink_on",
    "number",
    "ordinal",
    "pill",
    "png_palette",
    "stack",
    "stack_width",
    "star_points",
    "striped_card",
    "text_mask",
    "text_width",
]
