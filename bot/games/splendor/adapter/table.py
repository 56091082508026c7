"""The picture of a Splendor table (``TableScene``): the bank, the nobles, the tableau by
level (a deck and four spaces each, level III on top), and every player's line.

A player's line shows their name, points, nobles, how many cards they reserved and, one column
per colour, their bonuses (a cream card holding the gem) and their tokens (the gem alone); a
colour they have none of is a faint outline; then their reserves as the public view shows them
(``held.py``: a blind one by its level only).
"""

from __future__ import annotations

from bot.games.splendor.adapter.gems import (
    BIG,
    CARD,
    DECK,
    LETTER_GEM,
    NOBLE_SIZE,
    TEXT,
    TILE,
    WIDTH,
    bonus_tile,
    card_sprite,
    deck_sprite,
    gem,
    legend_tile,
    letter_gem,
    noble_sprite,
)
from bot.games.splendor.adapter.held import draw_held
from bot.games.splendor.adapter.layout import (
    BADGE,
    GAP,
    HEADER_H,
    INNER,
    PAD,
    Say,
    badge,
    letter_of,
    name_of,
    points_text,
    status_pill,
    tiara,
)
from bot.games.splendor.adapter.palette import (
    CREAM,
    INK,
    MUTED,
    PALETTE,
    PANEL_HI,
    SLOT_LINE,
)
from bot.games.splendor.adapter.scene import COLOURS, GEMS, Level, Player, TableScene
from bot.i18n import voice
from bot.ui.drawing import Canvas, fit, ordinal, text_width

BANK_H = 76
ROW_PAD = 12
LEVELS_H = 3 * CARD[1] + 2 * GAP + 2 * ROW_PAD
ROW_H = 114
NOBLE_GAP = 8


def draw_table(scene: TableScene, language: str) -> Canvas:
    """Draw the public table in ``language`` and return the canvas (its ``texts`` list every
    text drawn)."""
    say = voice(language)
    n = len(scene.players)
    height = PAD + HEADER_H + GAP + BANK_H + GAP
    height += (NOBLE_SIZE[1] + GAP) if scene.nobles else 0
    height += LEVELS_H + GAP + LEGEND_H + n * ROW_H + (n - 1) * 8 + PAD
    c = Canvas(WIDTH, height, PALETTE)
    names = [name_of(p.name, i, say) for i, p in enumerate(scene.players)]
    y: float = PAD
    header(c, scene, names, say, y)
    y += HEADER_H + GAP
    bank(c, scene, say, y)
    y += BANK_H + GAP
    if scene.nobles:
        x: float = PAD
        step = min(NOBLE_SIZE[0] + NOBLE_GAP, (INNER + NOBLE_GAP) / len(scene.nobles))
        for noble in scene.nobles:
            c.sprite(noble_sprite(noble), x, y)
            x += step
        y += NOBLE_SIZE[1] + GAP
    c.panel((PAD, y, WIDTH - PAD, y + LEVELS_H))
    for i, level in enumerate(sorted(scene.levels, key=lambda lv: -lv.level)):
        tableau_row(c, level, say, y + ROW_PAD + i * (CARD[1] + GAP))
    y += LEVELS_H + GAP
    legend(c, say, y)
    y += LEGEND_H
    for seat in range(n):
        player_row(c, scene, seat, names[seat], language, y)
        y += ROW_H + 8
    return c


def header(c: Canvas, scene: TableScene, names: list[str], say: Say, y: float) -> None:
    """Who is to play (or who won) on the right, the goal (or the last round) on the left."""
    if scene.current is not None:
        status = say("splendor-pictures-to-play", player=names[scene.current])
    else:
        winners = [names[i] for i, p in enumerate(scene.players) if p.place == 1]
        if len(winners) == 1:
            status = say("splendor-pictures-over-won", player=winners[0])
        else:
            status = say("splendor-pictures-over-shared", count=str(len(winners)))
    status = fit(status, TEXT, STATUS_MAX, True)
    pill_w = status_pill(c, status, WIDTH - PAD, y, scene.current is not None)
    room = int(INNER - pill_w - 20)
    mid = y + HEADER_H / 2
    if scene.last_round and not scene.over:
        left = fit(say("splendor-pictures-last-round"), TEXT, room, True)
        c.text((PAD + 4, mid), left, TEXT, bold=True, anchor="lm", tag="last-round")
    else:
        left = fit(say("splendor-pictures-goal", points=str(scene.target)), TEXT, room)
        c.text((PAD + 4, mid), left, TEXT, fill=MUTED, anchor="lm", tag="goal")


STATUS_MAX = 440


def bank(c: Canvas, scene: TableScene, say: Say, y: float) -> None:
    """The tokens left in the bank: each colour's lettered gem and its count."""
    c.panel((PAD, y, WIDTH - PAD, y + BANK_H))
    title = say("splendor-pictures-bank")
    mid = y + BANK_H / 2
    c.text((PAD + 16, mid), title, TEXT, bold=True, anchor="lm")
    x0 = PAD + 16 + text_width(title, TEXT, True) + 20
    cell = (WIDTH - PAD - 8 - x0) / len(COLOURS)
    for i, (colour, count) in enumerate(zip(COLOURS, scene.bank, strict=True)):
        x = x0 + i * cell
        c.sprite(letter_gem(colour, letter_of(colour, say)), x, mid - LETTER_GEM / 2)
        ink = INK if count else MUTED
        c.text(
            (x + LETTER_GEM + 8, mid),
            str(count),
            BIG,
            bold=True,
            fill=ink,
            anchor="lm",
            tag=f"bank {colour}",
        )


def tableau_row(c: Canvas, level: Level, say: Say, y: float) -> None:
    """A level: its deck, then its face-up spaces (an empty one outlined, "empty")."""
    x: float = PAD + ROW_PAD
    c.sprite(deck_sprite(level.level, level.deck), x, y)
    x += DECK[0] + GAP
    w, h = CARD
    spaces = list(level.cards) + [None] * (4 - len(level.cards))
    for card in spaces:
        if card is None:
            c.panel((x, y, x + w, y + h), fill=None, outline=SLOT_LINE, width=2, radius=12)
            word = say("splendor-pictures-empty")
            c.text((x + w / 2, y + h / 2), word, TEXT, fill=MUTED, anchor="mm", tag="empty-slot")
        else:
            c.sprite(card_sprite(card, letter_of(card.bonus, say)), x, y)
        x += w + GAP


LEGEND_H = 48
LEGEND_GEM = 30


def legend(c: Canvas, say: Say, y: float) -> None:
    """Above the players' lines, how to read them: a cream card holding a gem is a bonus (the
    cards bought), a gem alone is a token."""
    x: float = PAD + 12
    mid = y + (LEGEND_H - 8) / 2
    tile = legend_tile(LEGEND_GEM + 4, LEGEND_GEM + 10)
    c.sprite(tile, x, mid - tile.size[1] / 2)
    x += tile.size[0] + 8
    bonuses = say("splendor-pictures-legend-bonuses")
    c.text((x, mid), bonuses, TEXT, fill=MUTED, anchor="lm", tag="legend-bonuses")
    x += text_width(bonuses, TEXT) + 28
    token = gem("blue", "", LEGEND_GEM)
    c.sprite(token, x, mid - LEGEND_GEM / 2)
    x += LEGEND_GEM + 8
    tokens = fit(say("splendor-pictures-legend-tokens"), TEXT, int(WIDTH - PAD - 8 - x))
    c.text((x, mid), tokens, TEXT, fill=MUTED, anchor="lm", tag="legend-tokens")


def player_row(c: Canvas, scene: TableScene, seat: int, name: str, language: str, y: float) -> None:
    """A player's line: badge, name, nobles, points; then their bonuses and tokens by colour
    and how many cards they reserved."""
    p, say = scene.players[seat], voice(language)
    current = scene.current == seat
    box = (PAD, y, WIDTH - PAD, y + ROW_H)
    if current:
        c.panel(box, fill=PANEL_HI, outline=INK, width=3)
    else:
        c.panel(box)
    line = y + 28
    if current:
        mark = badge("▶", True)
    elif scene.over and p.place == 1:
        mark = badge("★", False)
    else:
        mark = badge(str(seat + 1), False)
    c.sprite(mark, PAD + 10, line - BADGE / 2)
    right: float = WIDTH - PAD - 14
    points = points_text(p.points, say)
    c.text((right, line), points, BIG, bold=True, anchor="rm", tag="points")
    right -= text_width(points, BIG, True) + 14
    if scene.over and p.place is not None:
        place = ordinal(p.place, language)
        c.text(
            (right, line),
            place,
            TEXT,
            fill=INK if p.place == 1 else MUTED,
            anchor="rm",
            tag="place",
        )
        right -= text_width(place, TEXT) + 14
    if p.nobles:
        count = f"×{p.nobles}"
        c.text((right, line), count, TEXT, bold=True, fill=CREAM, anchor="rm", tag="nobles")
        right -= text_width(count, TEXT, True) + 4
        c.sprite(tiara(30, 22, CREAM), right - 30, line - 12)
        right -= 30 + 14
    if p.reserved:
        text = say("splendor-pictures-reserved", count=len(p.reserved))
        c.text((right, line), text, TEXT, fill=MUTED, anchor="rm", tag="reserved")
        right -= text_width(text, TEXT) + 20
    x = PAD + 10 + BADGE + 12
    c.text((x, line), fit(name, TEXT + 2, int(right - x), True), TEXT + 2, bold=True, anchor="lm")
    cells(c, p, y + ROW_H - 8 - TILE[1])
    draw_held(c, p.reserved, WIDTH - PAD - 14, y + ROW_H - 8 - TILE[1])


def cells(c: Canvas, p: Player, top: float) -> None:
    """One column per colour: the bonuses' card and the tokens' gem; gold last."""
    x: float = PAD + 12
    mid = top + TILE[1] / 2
    for colour, bonus, tokens in zip(GEMS, p.bonuses, p.tokens[:-1], strict=True):
        tile = bonus_tile(colour, bonus)
        c.sprite(tile, x, top)
        x += tile.size[0] + 4
        g = gem(colour, str(tokens) if tokens else "", faint=not tokens)
        c.sprite(g, x, mid - g.size[1] / 2)
        x += g.size[0] + 12
    gold = p.tokens[-1]
    g = gem("gold", str(gold) if gold else "", faint=not gold)
    c.sprite(g, x, mid - g.size[1] / 2)
