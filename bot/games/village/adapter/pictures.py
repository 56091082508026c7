"""Pictures of a ``village`` table and of one seat's hand, drawn with Pillow (R-V1, R-V2).

Both renderers read a ``view_for`` result (through ``reader.read``; the hand panel passes the
``Seen`` it already read) and nothing else, so a picture can show no more than the view it was
given: ``render_table`` takes the public view (and refuses a seat's view), so a hidden hand can
never reach the public picture.

They draw with the shared kit (``bot/ui/drawing``) in village's palette and icons
(``palette.py``); the functions are pure and thread-safe, to be called off the event loop
(``asyncio.to_thread``): each call draws on its own canvas, and the kit's caches hold only
immutable things.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.village.adapter.art import (
    HAND_BRIBE,
    PAD,
    WIDTH,
    WILD,
    Cards,
    back_sprite,
    bribe_cell,
    coin_sprite,
    player_names,
    status_pill,
)
from bot.games.village.adapter.palette import (
    COIN,
    DARK,
    INK,
    MUTED,
    PALETTE,
    PANEL_HI,
    STEP,
    STEP_LINE,
)
from bot.games.village.reader import Seen, as_seen
from bot.ui.drawing import Canvas, fit, grouped, groups_row, number, ordinal, text_width

__all__ = ["WIDTH", "render_hand", "render_table"]


def _final(values: tuple[int, ...] | None, seat: int) -> int:
    """A seat's final score or rank (the view has them once the game is over)."""
    if values is None:
        raise ValueError("the game is not over: no final scores yet")
    return values[seat]


# --------------------------------------------------------------------------------------------
# The table


HEADER_H = 96
LEFT_W = 272
ROW_H = 78
ROW_GAP = 8
COIN_D = 48
FAVOR_CARD = (52, 72)
STEP_DY = 9
FAVOR_H = 5 * STEP_DY + COIN_D + 4 + FAVOR_CARD[1] + 36
STALL_H = 92
STALL_LEFT = 172
MARKET_TITLE_H = 48
TABLE_CARD_SIZES = ((50, 70), (44, 62), (38, 54))


def render_table(view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of the public table; ``view`` must be ``view_for(state, None)``.

    ``names`` maps a seat index to a display name (default "Seat 1", "Seat 2", …).
    Raises ``ValueError`` for a seat's view, so that no hidden hand can reach the picture.
    """
    seen = as_seen(view)
    if seen.seat is not None:
        raise ValueError("render_table draws the public view only (view_for(state, None))")
    cards = Cards(seen.names)
    who = player_names(seen, names)
    n = seen.num_players
    stalls = len(seen.stalls)
    players_h = n * ROW_H + (n - 1) * ROW_GAP
    market_h = MARKET_TITLE_H + stalls * STALL_H + (stalls - 1) * ROW_GAP
    height = PAD + HEADER_H + FAVOR_H + 10 + players_h + 26 + market_h + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y = PAD
    table_header(c, seen, cards, who, y)
    y += HEADER_H
    favor_header(c, seen, cards, y)
    y += FAVOR_H + 10
    for seat in range(n):
        player_row(c, seen, cards, who, seat, y)
        y += ROW_H + ROW_GAP
    market(c, seen, cards, y - ROW_GAP + 26)
    return c.png()


def columns(spaces: int) -> list[tuple[float, float]]:
    """The track's columns (top space first), right of the players' names."""
    col_w = (WIDTH - 2 * PAD - LEFT_W) / max(1, spaces)
    return [(PAD + LEFT_W + i * col_w, PAD + LEFT_W + (i + 1) * col_w) for i in range(spaces)]


def table_header(c: Canvas, seen: Seen, cards: Cards, who: Sequence[str], y: float) -> None:
    c.text((PAD, y), "Please Don't Burn My Village!", 32, bold=True)
    dy = y + 50
    c.sprite(back_sprite(26, 36), PAD, dy)
    deck = f"Deck {seen.deck_count}"
    c.text((PAD + 36, dy + 18), deck, 24, bold=True, anchor="lm")
    x = PAD + 36 + text_width(deck, 24, True) + 24
    c.text((x, dy + 18), f"Discard {len(seen.discard)}", 22, fill=MUTED, anchor="lm")
    if not seen.over:
        status = fit(f"▶ {who[seen.current]} to play", 24, 460, True)
        status_pill(c, status, WIDTH - PAD, y + 4, True)
        return
    winners = seen.winners
    if len(winners) == 1:
        status = f"Game over · {who[winners[0]]} wins"
    else:
        status = f"Game over · {len(winners)} share the win"
    status_pill(c, fit(status, 24, 560, True), WIDTH - PAD, y + 4, False)
    depth = seen.tie_break_depth
    if depth:
        track = seen.track
        if depth > len(track):
            note = "tied on points and on every bribe: a shared win"
        else:
            note = f"tied on points: the most {cards.names.plural[track[-depth]]} in a bribe wins"
        c.text((WIDTH - PAD - 4, dy + 18), fit(note, 19, 600), 19, fill=MUTED, anchor="rm")


def favor_header(c: Canvas, seen: Seen, cards: Cards, y: float) -> None:
    """The Dragon's Favor as steps, top space on the left, above the players' bribe columns."""
    c.text((PAD + 4, y + 62), "Dragon's", 30, bold=True)
    c.text((PAD + 4, y + 98), "Favor", 30, bold=True)
    c.text((PAD + 4, y + 144), "points per card,", 19, fill=MUTED)
    c.text((PAD + 4, y + 168), "◀ top space first", 19, fill=MUTED)
    bottom = y + FAVOR_H
    cw, ch = FAVOR_CARD
    for i, ((x0, x1), t) in enumerate(zip(columns(len(seen.track)), seen.top_first(), strict=True)):
        top = y + COIN_D / 2 + i * STEP_DY
        cx = (x0 + x1) / 2
        c.panel((x0 + 5, top, x1 - 5, bottom), fill=STEP, radius=12)
        coin = coin_sprite(str(seen.values[t]), COIN_D, COIN, DARK)
        c.sprite(coin, cx - COIN_D / 2, top - COIN_D / 2)
        card_y = top + COIN_D / 2 + 4
        c.sprite(cards.sprite(t, cw, ch), cx - cw / 2, card_y)
        name = fit(cards.names.short(t), 20, int(x1 - x0 - 14))
        c.text((cx, card_y + ch + 16), name, 20, anchor="mm")


def player_row(
    c: Canvas, seen: Seen, cards: Cards, who: Sequence[str], seat: int, y: float
) -> None:
    p = seen.players[seat]
    over = seen.over
    current = not over and seat == seen.current
    box = (PAD, y, WIDTH - PAD, y + ROW_H)
    if current:
        c.panel(box, fill=PANEL_HI, outline=INK, width=3)
    else:
        c.panel(box)
    badge = 40
    won = over and seat in seen.winners
    if current:
        coin = coin_sprite("▶", badge, INK, DARK)
    elif won:
        coin = coin_sprite("★", badge, COIN, DARK)
    else:
        coin = coin_sprite(str(seat + 1), badge, PANEL_HI, INK)
    c.sprite(coin, PAD + 12, y + ROW_H / 2 - badge / 2)
    name_x = PAD + 12 + badge + 12
    score_w = 0
    if over:
        score = number(_final(seen.scores, seat))
        c.text((PAD + LEFT_W - 12, y + 32), score, 34, bold=True, anchor="rm")
        c.text((PAD + LEFT_W - 12, y + 60), "points", 17, fill=MUTED, anchor="rm")
        score_w = max(text_width(score, 34, True), 52) + 12
    name_w = int(PAD + LEFT_W - name_x - 12 - score_w)
    c.text((name_x, y + 12), fit(who[seat], 24, name_w, True), 24, bold=True)
    line_y = y + 54
    c.sprite(back_sprite(16, 22), name_x, line_y - 11)
    if over:
        place = ordinal(_final(seen.ranks, seat))
        line, ink = f"{place} · {p.hand_count} left", INK if won else MUTED
    elif current:
        line, ink = f"{p.hand_count} in hand · to play", INK
    else:
        line, ink = f"{p.hand_count} in hand", MUTED
    c.text((name_x + 24, line_y), fit(line, 19, name_w - 24), 19, fill=ink, anchor="lm")
    for (x0, x1), t in zip(columns(len(seen.track)), seen.top_first(), strict=True):
        bribe = p.bribes.get(t)
        if bribe is not None:
            bribe_cell(c, cards, t, bribe, seen.values[t], x0 + 7, y + ROW_H / 2, x1 - x0 - 16)
        else:
            c.text(((x0 + x1) / 2, y + ROW_H / 2), "–", 22, fill=STEP_LINE, anchor="mm")


def market(c: Canvas, seen: Seen, cards: Cards, y: float) -> None:
    """The four stalls, each pile counted by kind (most valuable first, wilds last)."""
    c.text((PAD + 4, y), "Black Market", 30, bold=True)
    hint = "pay the cost, take the whole stall"
    c.text((WIDTH - PAD - 4, y + 18), hint, 19, fill=MUTED, anchor="rm")
    y += MARKET_TITLE_H
    order = [*seen.top_first(), WILD]
    for cost, pile in seen.stalls.items():
        c.panel((PAD, y, WIDTH - PAD, y + STALL_H))
        coin = 52
        c.sprite(coin_sprite(str(cost), coin, COIN, DARK), PAD + 14, y + STALL_H / 2 - coin / 2)
        lx = PAD + 14 + coin + 12
        c.text((lx, y + 30), "free" if cost == 0 else "cost", 20, bold=True, anchor="lm")
        count = len(pile)
        c.text(
            (lx, y + 60), f"{count} card{'' if count == 1 else 's'}", 19, fill=MUTED, anchor="lm"
        )
        x = PAD + STALL_LEFT
        if pile:
            avail = WIDTH - PAD - 14 - x
            groups_row(
                c, cards, grouped(pile, order), x, y + STALL_H / 2, avail, TABLE_CARD_SIZES, 26
            )
        else:
            c.text((x, y + STALL_H / 2), "empty", 22, fill=MUTED, anchor="lm")
        y += STALL_H + ROW_GAP


# --------------------------------------------------------------------------------------------
# The hand


HAND_CARD_SIZES = ((84, 118), (72, 100), (60, 84))
HAND_H = 230
BRIBES_H = 150
FAVOR_STRIP_H = 112


def render_hand(view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of one seat's hand; ``view`` must be ``view_for(state, seat)``.

    Shows the hand by kind with what each card would count at the end, the seat's bribes, its
    score if the game ended now (the final score once over) and the Dragon's Favor.
    """
    seen = as_seen(view)
    seat = seen.seat
    if seat is None:
        raise ValueError("render_hand draws a seat's view (view_for(state, seat))")
    cards = Cards(seen.names)
    who = player_names(seen, names)
    height = PAD + 64 + HAND_H + 16 + BRIBES_H + 16 + FAVOR_STRIP_H + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y = PAD
    hand_header(c, seen, who, seat, y)
    y += 64
    hand_panel(c, seen, cards, seat, y)
    y += HAND_H + 16
    bribes_panel(c, seen, cards, seat, y)
    y += BRIBES_H + 16
    favor_strip(c, seen, cards, y)
    return c.png()


def hand_header(c: Canvas, seen: Seen, who: Sequence[str], seat: int, y: float) -> None:
    title = "Your hand"
    c.text((PAD, y + 22), title, 32, bold=True, anchor="lm")
    x = PAD + text_width(title, 32, True) + 16
    if seen.over:
        status_pill(c, "Game over", WIDTH - PAD, y, False)
    elif seen.current == seat:
        status_pill(c, "▶ Your turn", WIDTH - PAD, y, True)
    else:
        status = fit(f"{who[seen.current]} to play", 24, 360, True)
        status_pill(c, status, WIDTH - PAD, y, False)
    c.text((x, y + 24), fit(who[seat], 24, 330), 24, fill=MUTED, anchor="lm")


def hand_panel(c: Canvas, seen: Seen, cards: Cards, seat: int, y: float) -> None:
    p = seen.players[seat]
    hand: Mapping[str, int] = p.hand or {}
    c.panel((PAD, y, WIDTH - PAD, y + HAND_H))
    total = sum(hand.values())
    head = f"{total} card{'' if total == 1 else 's'}"
    c.text((PAD + 16, y + 24), head, 24, bold=True, anchor="lm")
    note = "left in hand at the end" if seen.over else "each counts as shown if the game ended now"
    c.text((PAD + 16 + text_width(head, 24, True) + 14, y + 25), note, 18, fill=MUTED, anchor="lm")
    order = [*seen.top_first(), WILD]
    groups = [(card, hand[card]) for card in order if hand.get(card, 0) > 0]
    if not groups:
        c.text((PAD + 16, y + HAND_H / 2 + 10), "No cards in hand", 26, fill=MUTED, anchor="lm")
        return
    avail = WIDTH - 2 * PAD - 32
    placed = groups_row(c, cards, groups, PAD + 16, y + 122, avail, HAND_CARD_SIZES, 30, 96)
    for spot in placed:
        if spot.card == WILD:
            each = f"−{cards.names.wild_penalty}"
        elif spot.card in p.bribes:
            each = f"+{seen.values[spot.card]}"
        else:
            each = f"−{seen.values[spot.card]}"
        cx = spot.x + spot.width / 2
        c.text((cx, y + HAND_H - 22), f"{each} each", 20, bold=True, fill=MUTED, anchor="mm")


def bribes_panel(c: Canvas, seen: Seen, cards: Cards, seat: int, y: float) -> None:
    """The seat's bribes, top space first, and its score (if the game ended now, or final)."""
    p = seen.players[seat]
    c.panel((PAD, y, WIDTH - PAD, y + BRIBES_H))
    c.text((PAD + 16, y + 30), "Your bribes", 24, bold=True, anchor="lm")
    if seen.over:
        score = _final(seen.scores, seat)
        won = seat in seen.winners
        caption = "final score · " + ("★ winner" if won else ordinal(_final(seen.ranks, seat)))
    else:
        score = p.score_if_ended_now or 0
        caption = "score if the game ended now"
    right = WIDTH - PAD - 18
    c.text((right, y + 32), number(score), 44, bold=True, anchor="rm")
    gap = text_width(number(score), 44, True) + 14
    c.text((right - gap, y + 34), caption, 19, fill=MUTED, anchor="rm")
    x: float = PAD + 16
    mine = [t for t in seen.top_first() if t in p.bribes]
    if not mine:
        c.text((x, y + 96), "none yet", 22, fill=MUTED, anchor="lm")
    slot = (WIDTH - 2 * PAD - 32) / max(6, len(seen.track))
    for t in mine:
        bribe_cell(c, cards, t, p.bribes[t], seen.values[t], x, y + 98, slot - 14, HAND_BRIBE)
        x += slot


def favor_strip(c: Canvas, seen: Seen, cards: Cards, y: float) -> None:
    c.panel((PAD, y, WIDTH - PAD, y + FAVOR_STRIP_H))
    c.text((PAD + 16, y + 40), "Dragon's Favor", 24, bold=True, anchor="lm")
    c.text((PAD + 16, y + 74), "◀ top space first", 18, fill=MUTED, anchor="lm")
    x: float = PAD + 250
    slot = (WIDTH - PAD - 8 - x) / max(1, len(seen.track))
    mid = y + FAVOR_STRIP_H / 2
    for t in seen.top_first():
        c.sprite(cards.sprite(t, 50, 70), x, mid - 35)
        c.sprite(coin_sprite(str(seen.values[t]), 40, COIN, DARK), x + 56, mid - 20)
        x += slot
