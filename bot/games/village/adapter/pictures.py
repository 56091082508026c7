"""Pictures of a ``village`` table and of one seat's hand, drawn with Pillow (R-V1, R-V2).

Both renderers read a ``view_for`` result (through ``reader.read``; the hand panel passes the
``Seen`` it already read) and nothing else, so a picture can show no more than the view it was
given: ``render_table`` takes the public view (and refuses a seat's view), so a hidden hand can
never reach the public picture.

They are laid out for a phone (``art``: 800 px wide, no text under 26 px). ``draw_table`` and
``draw_hand`` return the canvas, whose ``texts`` list every text drawn (tests check them); the
``render_*`` functions encode it. They draw with the shared kit (``bot/ui/drawing``) in
village's palette and icons (``palette.py``); the functions are pure and thread-safe, to be
called off the event loop (``asyncio.to_thread``): each call draws on its own canvas, and the
kit's caches hold only immutable things.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.village.adapter.art import (
    BIG,
    CARD,
    COIN_D,
    INNER,
    PAD,
    PILE_PAD,
    SMALL_CARD,
    TEXT,
    WIDTH,
    WILD,
    Cards,
    Stall,
    back_sprite,
    bribe_cell,
    coin_sprite,
    columns,
    discard_pile,
    market_rows,
    piles_h,
    player_names,
    stall,
    status_pill,
)
from bot.games.village.adapter.palette import COIN, DARK, INK, MUTED, PALETTE, PANEL_HI, STEP
from bot.games.village.reader import Seen, as_seen
from bot.ui.drawing import (
    Canvas,
    fit,
    grouped,
    lay_piles,
    number,
    ordinal,
    signed,
    stack_width,
    text_width,
)

__all__ = ["WIDTH", "draw_hand", "draw_table", "render_hand", "render_table"]


def _final(values: tuple[int, ...] | None, seat: int) -> int:
    """A seat's final score or rank (the view has them once the game is over)."""
    if values is None:
        raise ValueError("the game is not over: no final scores yet")
    return values[seat]


GAP = 10
HEADER_H = 46
TITLE_H = 40
STEP_DY = 7
TRACK_H = COIN_D // 2 + 5 * STEP_DY + COIN_D // 2 + 2 + CARD[1] + 40
ROW_H = 100


# --------------------------------------------------------------------------------------------
# The table


def render_table(view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None) -> bytes:
    """Return a PNG of the public table; ``view`` must be ``view_for(state, None)``.

    ``names`` maps a seat index to a display name (default "Seat 1", "Seat 2", …).
    Raises ``ValueError`` for a seat's view, so that no hidden hand can reach the picture.
    """
    return draw_table(view, names).png()


def draw_table(view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None) -> Canvas:
    """Draw the public table (see ``render_table``) and return the canvas."""
    seen = as_seen(view)
    if seen.seat is not None:
        raise ValueError("render_table draws the public view only (view_for(state, None))")
    cards = Cards(seen.names)
    who = player_names(seen, names)
    n = seen.num_players
    note = tie_note(seen, cards)
    rows = market_rows([Stall(seen, cost, pile) for cost, pile in seen.stalls.items()])
    row_hs = [max(st.height for st in row) for row in rows]
    order = [*seen.top_first(), WILD]
    avail = INNER - 2 * PILE_PAD
    discard = lay_piles(grouped(seen.discard, order), avail, (SMALL_CARD,), TEXT, 12)
    discard_h = 36 + (piles_h(discard[0], len(discard[1])) if seen.discard else 12)
    height = PAD + HEADER_H + (36 if note else 0) + GAP + TITLE_H + TRACK_H + GAP
    height += n * ROW_H + (n - 1) * 8 + 16 + TITLE_H + sum(row_hs) + len(rows) * 8
    height += discard_h + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y = PAD
    table_header(c, seen, who, y)
    y += HEADER_H
    if note:
        c.text((PAD + 4, y + 22), fit(note, TEXT, INNER - 8), TEXT, fill=MUTED, anchor="lm")
        y += 36
    y += GAP
    track(c, seen, cards, y)
    y += TITLE_H + TRACK_H + GAP
    for seat in range(n):
        player_row(c, seen, cards, who, seat, y)
        y += ROW_H + 8
    y += 8
    c.text((PAD + 4, y + TITLE_H / 2 - 4), "Black Market", BIG - 4, bold=True, anchor="lm")
    hint = "pay the cost, take the stall"
    c.text((WIDTH - PAD - 4, y + TITLE_H / 2 - 4), hint, TEXT, fill=MUTED, anchor="rm")
    y += TITLE_H
    for row, h in zip(rows, row_hs, strict=True):
        spare = (INNER - sum(st.width for st in row) - 8 * (len(row) - 1)) / len(row)
        x: float = PAD
        for st in row:
            stall(c, cards, st, x, x + st.width + spare, y, h)
            x += st.width + spare + 8
        y += h + 8
    discard_pile(c, cards, seen, discard, y, discard_h)
    return c


def table_header(c: Canvas, seen: Seen, who: Sequence[str], y: float) -> None:
    """The deck on the left, who is to play (or who won) on the right."""
    c.sprite(back_sprite(30, 42), PAD + 2, y + 2)
    deck = f"Deck {seen.deck_count}"
    c.text((PAD + 42, y + HEADER_H / 2), deck, TEXT, bold=True, anchor="lm")
    room = INNER - 42 - text_width(deck, TEXT, True) - 24 - 40
    if not seen.over:
        status = fit(f"▶ {who[seen.current]} to play", TEXT, room, True)
        status_pill(c, status, WIDTH - PAD, y, True)
        return
    winners = seen.winners
    if len(winners) == 1:
        status = f"Game over · {who[winners[0]]} wins"
    else:
        status = f"Game over · {len(winners)} share the win"
    status_pill(c, fit(status, TEXT, room, True), WIDTH - PAD, y, False)


def tie_note(seen: Seen, cards: Cards) -> str:
    """How a tie on points was broken (R-E4), or ``""``."""
    depth = seen.tie_break_depth
    if not depth:
        return ""
    if depth > len(seen.track):
        return "Tied on points and bribes: a shared win"
    return f"Tied on points: most {cards.names.plural[seen.track[-depth]]} wins"


def track(c: Canvas, seen: Seen, cards: Cards, y: float) -> None:
    """The Dragon's Favor as steps, top space on the left, above the players' bribe columns."""
    c.text((PAD + 4, y + TITLE_H / 2 - 4), "Dragon's Favor", BIG - 4, bold=True, anchor="lm")
    hint = "points per card, top first"
    c.text((WIDTH - PAD - 4, y + TITLE_H / 2 - 4), hint, TEXT, fill=MUTED, anchor="rm")
    y += TITLE_H
    bottom = y + TRACK_H
    cw, ch = CARD
    for i, ((x0, x1), t) in enumerate(zip(columns(len(seen.track)), seen.top_first(), strict=True)):
        top = y + COIN_D / 2 + i * STEP_DY
        cx = (x0 + x1) / 2
        c.panel((x0 + 3, top, x1 - 3, bottom), fill=STEP, radius=12)
        coin = coin_sprite(str(seen.values[t]), COIN, DARK)
        c.sprite(coin, cx - coin.size[0] / 2, top - coin.size[1] / 2)
        card_y = top + COIN_D / 2 + 2
        c.sprite(cards.sprite(t, cw, ch), cx - cw / 2, card_y)
        name = fit(cards.names.short(t), TEXT, int(x1 - x0 - 10))
        c.text((cx, card_y + ch + 20), name, TEXT, anchor="mm")


def bribe_points(seen: Seen, seat: int) -> int:
    """What a seat's bribes are worth on the track now (public: hands left out)."""
    return sum(b.cards * seen.values[t] for t, b in seen.players[seat].bribes.items())


def player_row(
    c: Canvas, seen: Seen, cards: Cards, who: Sequence[str], seat: int, y: float
) -> None:
    """A seat's name, hand size and points on a line, its bribes under the track's columns."""
    p = seen.players[seat]
    over = seen.over
    current = not over and seat == seen.current
    box = (PAD, y, WIDTH - PAD, y + ROW_H)
    if current:
        c.panel(box, fill=PANEL_HI, outline=INK, width=3)
    else:
        c.panel(box)
    won = over and seat in seen.winners
    if current:
        badge = coin_sprite("▶", INK, DARK)
    elif won:
        badge = coin_sprite("★", COIN, DARK)
    else:
        badge = coin_sprite(str(seat + 1), PANEL_HI if not current else STEP, INK)
    line = y + 28
    c.sprite(badge, PAD + 8, line - badge.size[1] / 2)
    right = WIDTH - PAD - 14
    if over:
        score = number(_final(seen.scores, seat))
        place = ordinal(_final(seen.ranks, seat))
        c.text((right, line), place, TEXT, fill=INK if won else MUTED, anchor="rm")
        right -= text_width(place, TEXT) + 12
        c.text((right, line), f"{score} pts", BIG, bold=True, anchor="rm", tag="score")
        right -= text_width(f"{score} pts", BIG, True)
    else:
        points = f"{bribe_points(seen, seat)} pts"
        c.text((right, line), points, TEXT, bold=True, anchor="rm", tag="bribe points")
        right -= text_width(points, TEXT, True)
    x = PAD + 8 + COIN_D + 10
    hand = f"{p.hand_count} in hand"
    room = right - 20 - x - text_width(hand, TEXT) - 14
    name = fit(who[seat], TEXT + 2, max(60, int(room)), True)
    c.text((x, line), name, TEXT + 2, bold=True, anchor="lm")
    x += text_width(name, TEXT + 2, True) + 14
    c.text((x, line), hand, TEXT, fill=INK if current else MUTED, anchor="lm")
    for (x0, x1), t in zip(columns(len(seen.track)), seen.top_first(), strict=True):
        bribe_cell(c, cards, t, p.bribes.get(t), x0, x1, y + ROW_H - 28)


# --------------------------------------------------------------------------------------------
# The hand


HAND_SIZES = ((72, 100), (64, 90), (56, 78))
HAND_HEAD = 48
BADGE = 42


def render_hand(
    view: Seen | Mapping[str, Any],
    names: Mapping[int, str] | None = None,
    language: str = "en",
) -> bytes:
    """Return a PNG of one seat's hand; ``view`` must be ``view_for(state, seat)``.

    Shows the hand by kind with what each card would count at the end (``Seen.worth``), the
    seat's bribes under the Dragon's Favor, and its score if the game ended now (the final score
    once over). ``language`` is the panel reader's (placeholder: the picture's words are not
    translated on this branch; the table pictures' conversion gives it its meaning).
    """
    return draw_hand(view, names).png()


def draw_hand(view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None) -> Canvas:
    """Draw one seat's hand (see ``render_hand``) and return the canvas."""
    seen = as_seen(view)
    seat = seen.seat
    if seat is None:
        raise ValueError("render_hand draws a seat's view (view_for(state, seat))")
    cards = Cards(seen.names)
    who = player_names(seen, names)
    hand_h = HAND_HEAD + BADGE // 2 + HAND_SIZES[0][1] + 8 + 56
    if not any((seen.players[seat].hand or {}).values()):
        hand_h = HAND_HEAD + 48
    bribes_h = TITLE_H + 16 + CARD[1] + 12 + 44 + 40
    height = PAD + HEADER_H + GAP + hand_h + GAP + bribes_h + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y = PAD
    hand_header(c, seen, who, seat, y)
    y += HEADER_H + GAP
    hand_panel(c, seen, cards, seat, y, hand_h)
    y += hand_h + GAP
    bribes_panel(c, seen, cards, seat, y, bribes_h)
    return c


def hand_header(c: Canvas, seen: Seen, who: Sequence[str], seat: int, y: float) -> None:
    if seen.over:
        pill_w = status_pill(c, "Game over", WIDTH - PAD, y, False)
    elif seen.current == seat:
        pill_w = status_pill(c, "▶ Your turn", WIDTH - PAD, y, True)
    else:
        status = fit(f"{who[seen.current]} to play", TEXT, 330, True)
        pill_w = status_pill(c, status, WIDTH - PAD, y, False)
    title = "Your hand"
    c.text((PAD + 2, y + HEADER_H / 2), title, BIG, bold=True, anchor="lm")
    x = PAD + 2 + text_width(title, BIG, True) + 14
    room = int(WIDTH - PAD - pill_w - 16 - x)
    if room > 60:
        c.text((x, y + HEADER_H / 2 + 1), fit(who[seat], TEXT, room), TEXT, fill=MUTED, anchor="lm")


def hand_panel(c: Canvas, seen: Seen, cards: Cards, seat: int, y: float, h: int) -> None:
    """The hand by kind: each pile, its count on a badge, and under it the points of one card."""
    p = seen.players[seat]
    hand: Mapping[str, int] = p.hand or {}
    c.panel((PAD, y, WIDTH - PAD, y + h))
    total = sum(hand.values())
    head = f"{total} card{'' if total == 1 else 's'}"
    c.text((PAD + 16, y + HAND_HEAD / 2 + 2), head, TEXT, bold=True, anchor="lm")
    note = "points each, left at the end" if seen.over else "points each if it ended now"
    c.text((WIDTH - PAD - 16, y + HAND_HEAD / 2 + 2), note, TEXT, fill=MUTED, anchor="rm")
    groups = [(card, hand[card]) for card in (*seen.top_first(), WILD) if hand.get(card, 0) > 0]
    if not groups:
        c.text((PAD + 16, y + HAND_HEAD + 18), "No cards in hand", TEXT, fill=MUTED, anchor="lm")
        return
    slot = min(150.0, (INNER - 16) / len(groups))
    for w, ch in HAND_SIZES:  # noqa: B007 (the size found is used after the loop)
        if stack_width(3, w) + BADGE / 2 + 8 <= slot:
            break
    top = y + HAND_HEAD + BADGE / 2
    x: float = PAD + 8
    for card, k in groups:
        sw = stack_width(k, w)
        left = x + (slot - sw - BADGE / 2) / 2
        rise = (min(k, 3) - 1) * max(3, w // 10) * 0.6
        card_top = top + rise
        step = max(3, w // 10)
        sprite = cards.sprite(card, w, ch)
        for i in range(min(k, 3) - 1, -1, -1):
            c.sprite(sprite, left + i * step, card_top - i * step * 0.6)
        if k > 1:
            badge = coin_sprite(str(k), INK, DARK, BADGE)
            c.sprite(badge, left + sw - badge.size[0] / 2, top - BADGE / 2)
        worth = seen.worth(seat, card)
        c.text(
            (left + sw / 2, top + HAND_SIZES[0][1] + 8 + 24),
            signed(worth),
            BIG,
            bold=True,
            fill=INK if worth > 0 else MUTED,
            anchor="mm",
            tag=f"worth {card}",
        )
        x += slot


def bribes_panel(c: Canvas, seen: Seen, cards: Cards, seat: int, y: float, h: int) -> None:
    """The Dragon's Favor, top space first, with the seat's bribes under it, and its score."""
    p = seen.players[seat]
    c.panel((PAD, y, WIDTH - PAD, y + h))
    c.text((PAD + 16, y + TITLE_H / 2 + 8), "Your bribes", TEXT, bold=True, anchor="lm")
    if seen.over:
        score = _final(seen.scores, seat)
        won = seat in seen.winners
        caption = "final · " + ("★ winner" if won else ordinal(_final(seen.ranks, seat)))
    else:
        score = p.score_if_ended_now or 0
        caption = "score if it ended now"
    right = WIDTH - PAD - 16
    c.text(
        (right, y + TITLE_H / 2 + 8), number(score), BIG + 8, bold=True, anchor="rm", tag="score"
    )
    gap = text_width(number(score), BIG + 8, True) + 12
    c.text((right - gap, y + TITLE_H / 2 + 9), caption, TEXT, fill=MUTED, anchor="rm")
    cw, ch = CARD
    card_y = y + TITLE_H + 16
    for (x0, x1), t in zip(columns(len(seen.track)), seen.top_first(), strict=True):
        cx = (x0 + x1) / 2
        coin = coin_sprite(str(seen.values[t]), COIN, DARK)
        pair = cw + 4 + coin.size[0]
        c.sprite(cards.sprite(t, cw, ch), cx - pair / 2, card_y)
        c.sprite(coin, cx - pair / 2 + cw + 4, card_y + ch / 2 - coin.size[1] / 2)
        bribe = p.bribes.get(t)
        mid = card_y + ch + 12 + 22
        bribe_cell(c, cards, t, bribe, x0, x1, mid)
        if bribe is not None:
            worth = bribe.cards * seen.values[t]
            points = f"{worth} pt{'' if worth == 1 else 's'}"
            c.text((cx, mid + 40), points, TEXT, fill=MUTED, anchor="mm")
