"""What the ``village`` pictures draw: the cards of a ruleset, coins, labels, bribes, stalls.

Sizes are set for a phone: a chat picture is shown about 400 px wide there, so the pictures are
``WIDTH`` = 800 px wide and no text is smaller than ``TEXT`` (its capitals then stay 9 px high,
``drawing.legible_size``); every card is tall enough for its letter to be that size too. The
words come from the catalogue (``village-pictures.ftl``), in the language a ``Cards`` is made
for; so are the letters on the cards (``Lexicon.letter``: the language's for the standard
ruleset, the ruleset's own for a custom one).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.games.village.adapter.lexicon import Lexicon
from bot.games.village.adapter.palette import (
    BACK,
    BACK_LINE,
    COIN,
    DARK,
    ICONS,
    INK,
    MUTED,
    OUTLINE,
    PANEL_HI,
    STEP_LINE,
    TREASURE_COLOURS,
    WILD_COLOUR,
)
from bot.games.village.reader import Bribe, CardNames, Seen
from bot.games.village.ruleset import WILD_ID
from bot.i18n import ENGLISH, voice
from bot.ui.drawing import (
    DIAMOND,
    Canvas,
    Colour,
    Sprite,
    back_card,
    clean_name,
    coin,
    face_card,
    fit,
    grouped,
    ink_on,
    lay_piles,
    legible_size,
    pile_width,
    piles_row,
    pill,
    striped_card,
    text_width,
)

WIDTH = 800
PAD = 16
TEXT = legible_size(WIDTH)
"""The smallest font size of the pictures (26 px at 800 px wide)."""
BIG = TEXT + 6
WILD = WILD_ID
CARD = (52, 72)
"""The smallest card with its icon whose letter is ``TEXT`` high (0.36 of its height)."""
SMALL_CARD = (36, 52)
"""The smallest card with its letter only (half its height)."""
COIN_D = 44
"""A coin holding one digit at ``TEXT`` (0.62 of its diameter)."""
TITLE_H = 40
"""The line of a section's title."""


class Cards:
    """The cards of a view's ruleset: their names (``CardNames``) and words in ``language``
    (``words``, and ``say`` for the pictures' other words), colours and icons."""

    def __init__(self, names: CardNames, language: str = ENGLISH) -> None:
        self.names = names
        self.words = Lexicon(names, language)
        self.say = voice(language)
        self.colour: dict[str, Colour] = {
            c: TREASURE_COLOURS[i % len(TREASURE_COLOURS)] for i, c in enumerate(names.ids)
        }
        self.colour[WILD] = WILD_COLOUR

    def sprite(self, card: str, w: int, h: int) -> Sprite:
        """A card; a wild has stripes and a star but no letter (too small to read in a star)."""
        if card == WILD:
            return striped_card("", TREASURE_COLOURS, w, h, OUTLINE, DARK)
        icon = ICONS.get(card, DIAMOND)
        return face_card(icon, self.words.letter(card), self.colour[card], w, h, OUTLINE, DARK)


def back_sprite(w: int, h: int) -> Sprite:
    """A face-down card (the deck, a hand's size)."""
    return back_card(w, h, BACK, BACK_LINE, OUTLINE)


def coin_sprite(text: str, fill: Colour, ink: Colour, diameter: int = COIN_D) -> Sprite:
    """A disc holding a number (a track value, a stall cost, a seat), wider for two digits."""
    if len(text) > 1:
        diameter = max(diameter, round(diameter * 0.62 / 0.48))
    return coin(text, diameter, fill, ink, OUTLINE)


def player_names(seen: Seen, names: Mapping[int, str] | None, cards: Cards) -> list[str]:
    """Each seat's display name, cleaned for the font ("Seat 1", … when none is given)."""
    out = []
    for seat in range(seen.num_players):
        fallback = cards.say("village-pictures-seat", seat=str(seat + 1))
        given = (names or {}).get(seat)
        out.append(clean_name(given, fallback) if given else fallback)
    return out


def status_pill(c: Canvas, text: str, right: float, y: float, current: bool) -> float:
    """A rounded label: white with dark text for the player to move, grey otherwise."""
    fill, ink = (INK, DARK) if current else (PANEL_HI, INK)
    return pill(c, text, right, y, fill, ink, TEXT, 46)


def columns(spaces: int) -> list[tuple[float, float]]:
    """The track's columns (top space first) across the picture, inside its panels."""
    col_w = (WIDTH - 2 * PAD) / max(1, spaces)
    return [(PAD + i * col_w, PAD + (i + 1) * col_w) for i in range(spaces)]


def title_line(c: Canvas, title: str, hint: str, y: float) -> None:
    """A section's title on the left, a hint on the right (cut with "…" if they would meet)."""
    c.text((PAD + 4, y + TITLE_H / 2 - 4), title, BIG - 4, bold=True, anchor="lm")
    hint = fit(hint, TEXT, INNER - 8 - text_width(title, BIG - 4, True) - 16)
    c.text((WIDTH - PAD - 4, y + TITLE_H / 2 - 4), hint, TEXT, fill=MUTED, anchor="rm")


def tie_note(seen: Seen, cards: Cards) -> str:
    """How a tie on points was broken (R-E4), or ``""``."""
    depth = seen.tie_break_depth
    if not depth:
        return ""
    if depth > len(seen.track):
        return cards.say("village-pictures-tie-shared")
    return cards.say("village-pictures-tie-most", treasures=cards.words.plural(seen.track[-depth]))


WILD_CHIP = (20, 28)
CHIP_H = 36
"""A bribe's chip: its treasure's colour holding the treasure's letter at ``TEXT``."""


def bribe_cell(
    c: Canvas, cards: Cards, t: str, bribe: Bribe | None, x0: float, x1: float, mid_y: float
) -> None:
    """One bribe in its track column: a chip of its colour holding its letter (so that a bribe
    is told by its letter, not by its colour alone), its treasures, "+n" and a wild chip.

    A column without a bribe gets a small dot. The numbers get smaller (never below ``TEXT``)
    when they would pass the column, and the wild chip is left out (its "+n" stays) when even
    that is too wide.
    """
    if bribe is None:
        cx = (x0 + x1) / 2
        c.draw.ellipse((cx - 3, mid_y - 3, cx + 3, mid_y + 3), fill=STEP_LINE)
        return
    k, w = bribe.treasures, bribe.wilds
    cw, ch = WILD_CHIP
    letter = cards.words.letter(t)
    chip = text_width(letter, TEXT, True) + 6
    for size, chipped in ((BIG, True), (TEXT + 2, True), (TEXT, True), (TEXT, False)):
        width = chip + 5 + text_width(str(k), size, True)
        if w:
            width += 4 + (cw + 2 if chipped else 0) + text_width(f"+{w}", TEXT, True)
        if width <= x1 - x0 - 8:
            break
    x = max(x0 + 4, (x0 + x1) / 2 - width / 2)
    colour = cards.colour[t]
    c.panel((x, mid_y - CHIP_H / 2, x + chip, mid_y + CHIP_H / 2), fill=colour, radius=6)
    ink = ink_on(colour, DARK)
    c.text((x + chip / 2, mid_y), letter, TEXT, bold=True, fill=ink, anchor="mm", tag=f"letter {t}")
    x += chip + 5
    c.text((x, mid_y), str(k), size, bold=True, anchor="lm", tag=f"treasures {t}")
    x += text_width(str(k), size, True)
    if w:
        x += 4
        if chipped:
            c.sprite(cards.sprite(WILD, cw, ch), x, mid_y - ch / 2)
            x += cw + 2
        c.text((x, mid_y), f"+{w}", TEXT, bold=True, anchor="lm", tag=f"wilds {t}")


# --------------------------------------------------------------------------------------------
# The Black Market and the discard pile (the table picture)


INNER = WIDTH - 2 * PAD
PILE_PAD = 14
STALL_SIZES = (CARD, SMALL_CARD)


Piles = tuple[tuple[int, int], list[list[tuple[str, int]]]]


def piles_h(size: tuple[int, int], lines: int) -> int:
    return lines * (size[1] + 12) + 12


STALL_LEFT = PILE_PAD + COIN_D + 14


class Stall:
    """One stall laid out: its piles in lines, its natural width and height."""

    def __init__(self, seen: Seen, cards: Cards, cost: int, pile: Sequence[str]) -> None:
        self.cost, self.pile = cost, pile
        self.empty = cards.say("village-pictures-stall-empty")
        order = [*seen.top_first(), WILD]
        avail = INNER - STALL_LEFT - PILE_PAD
        self.size, self.lines = lay_piles(grouped(pile, order), avail, STALL_SIZES, TEXT)
        widest = max(
            (sum(pile_width(k, self.size[0], TEXT) for _, k in line) + 14 * (len(line) - 1))
            for line in self.lines
        )
        if not pile:
            widest = text_width(self.empty, TEXT)
        self.width = STALL_LEFT + widest + PILE_PAD
        self.height = piles_h(self.size, len(self.lines)) if pile else 64


def market_rows(stalls: Sequence[Stall]) -> list[list[Stall]]:
    """Pack the stalls, in order, side by side into rows of the picture's width."""
    rows: list[list[Stall]] = []
    used = 0.0
    for st in stalls:
        if rows and used + 8 + st.width <= INNER:
            rows[-1].append(st)
            used += 8 + st.width
        else:
            rows.append([st])
            used = st.width
    return rows


def stall(c: Canvas, cards: Cards, st: Stall, x0: float, x1: float, y: float, h: int) -> None:
    """One stall of the Black Market: its cost, its pile counted by kind (wilds last)."""
    c.panel((x0, y, x1, y + h))
    coin = coin_sprite(str(st.cost), COIN, DARK)
    c.sprite(coin, x0 + PILE_PAD, y + h / 2 - coin.size[1] / 2)
    x = x0 + STALL_LEFT
    if not st.pile:
        c.text((x, y + h / 2), st.empty, TEXT, fill=MUTED, anchor="lm")
        return
    top = y + (h - piles_h(st.size, len(st.lines))) / 2
    for i, line in enumerate(st.lines):
        mid = top + 12 + i * (st.size[1] + 12) + st.size[1] / 2 + 2
        piles_row(c, cards, line, x, mid, st.size, TEXT)


def discard_pile(c: Canvas, cards: Cards, seen: Seen, piles: Piles, y: float, h: int) -> None:
    """The discard pile by kind (public, R-V1): a title line, then its piles."""
    c.panel((PAD, y, WIDTH - PAD, y + h))
    title = cards.say("village-pictures-discard")
    c.text((PAD + PILE_PAD, y + 24), title, TEXT, bold=True, anchor="lm")
    n = len(seen.discard)
    count = cards.say("village-pictures-discard-count", count=n)
    x = PAD + PILE_PAD + text_width(title, TEXT, True) + 12
    tag = "discard count"  # i18n: not words (a tag the tests read)
    c.text((x, y + 24), count, TEXT, fill=MUTED, anchor="lm", tag=tag)
    size, lines = piles
    for i, line in enumerate(lines if n else []):
        mid = y + 36 + 12 + i * (size[1] + 12) + size[1] / 2 + 2
        piles_row(c, cards, line, PAD + PILE_PAD, mid, size, TEXT, 12, "discard")
