"""The ``yotd`` pictures: ``table_png`` (the public table) and ``hand_png`` (a seat's own).

Module functions of a view, a language and the seats' display names, so that the adapter can
hand a ``functools.partial`` of them to a worker process (``bot.ui.picture_cache``). They read a
scene (``scene.py``) and nothing else: the table from the public view only, the hand from the
seat's own view. 800 px wide, every text at least ``TEXT`` (its capitals 9 px high when a phone
shows the picture 400 px wide), every word from the catalogue (``yotd-pictures.ftl``).

The table: who decides (or who won), the year's 12 events (this month framed, the past faded),
this month's action groups with the dragons on them, the turn order with each player's place
on the person track, each player's panel (points, yuan, rice, fireworks, privileges, cards
left, track, palaces with their persons), and a key of the symbols and letters. The hand: the
cards left, each with the tiles of its type still in the supply, and the player's own panel.
``draw_table`` and ``draw_hand`` return the canvas (its ``texts`` list every text drawn).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.yotd import RULES
from bot.games.yotd.adapter.layout import (
    BIG,
    DISC,
    EVENT,
    GAP,
    HEADER_H,
    ICON,
    INNER,
    PAD,
    TEXT,
    TILE,
    WIDTH,
    Say,
    disc,
    draw_key,
    draw_player,
    event_letter,
    event_tile,
    key_entries,
    key_height,
    letter_of,
    person_tile,
    player_height,
    symbol,
)
from bot.games.yotd.adapter.palette import (
    ACTION_SYMBOL,
    DARK,
    INK,
    MUTED,
    PALETTE,
    PANEL_HI,
    SLOT,
)
from bot.games.yotd.adapter.scene import HandScene, TableScene, hand_scene, left_of, table_scene
from bot.games.yotd.moves import EVENTS, TYPES, WILD
from bot.i18n import ENGLISH, voice
from bot.ui.drawing import Canvas, text_width, title_bar, titled_panel

__all__ = [
    "WIDTH",
    "draw_hand",
    "draw_table",
    "event_letters",
    "hand_png",
    "letters",
    "table_png",
    "warm_up",
]


def letters(language: str = ENGLISH) -> dict[str, str]:
    """The letter of each person type in ``language``'s pictures."""
    say = voice(language)
    return {person: letter_of(person, say) for person in TYPES}


def event_letters(language: str = ENGLISH) -> dict[str, str]:
    """The letter of each event in ``language``'s pictures."""
    say = voice(language)
    return {event: event_letter(event, say) for event in EVENTS}


def warm_up() -> None:
    """Draw a new game's table and hand once (fonts and sprites cached before the first real
    picture)."""
    state = RULES.new_game(2, 0)
    table_png(RULES.view_for(state, None), ENGLISH, {})
    hand_png(RULES.view_for(state, 0), ENGLISH, {})


def table_png(view: Mapping[str, Any], language: str, names: Mapping[int, str]) -> bytes:
    """Draw the public table from ``view_for(state, None)`` in ``language`` (picklable)."""
    return draw_table(table_scene(view, names, language), language).png()


def hand_png(view: Mapping[str, Any], language: str, names: Mapping[int, str]) -> bytes:
    """Draw a seat's cards and palaces from ``view_for(state, seat)`` in ``language``."""
    return draw_hand(hand_scene(view, names, language), language).png()


# --------------------------------------------------------------------------------------------
# The table

YEAR_H = 10 + TEXT + 8 + EVENT + 10
CARD_H = 44
ORDER_H = 64


def draw_table(scene: TableScene, language: str) -> Canvas:
    """Draw the public table in ``language``; return the canvas."""
    say = voice(language)
    groups = group_rows(scene, say)
    key = key_entries(say)
    height = PAD + HEADER_H + GAP + YEAR_H + GAP
    height += (sum(h for h, _ in groups) + 16 + GAP) if groups else 0
    height += order_height(scene, say) + GAP
    height += sum(player_height(p) + GAP for p in scene.players)
    height += key_height(key) + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y: float = PAD
    header(c, scene, say, y)
    y += HEADER_H + GAP
    year(c, scene, say, y)
    y += YEAR_H + GAP
    if groups:
        y += draw_groups(c, scene, groups, say, y) + GAP
    order(c, scene, say, y)
    y += order_height(scene, say) + GAP
    for p in scene.players:
        y += draw_player(c, p, y, say, language, p.seat == scene.current) + GAP
    draw_key(c, key, say, y)
    return c


def header(c: Canvas, scene: TableScene, say: Say, y: float) -> None:
    """The month and its phase on the left; who decides (or who won) on the right."""
    if scene.current is not None:
        status = say("yotd-pictures-to-play", player=scene.players[scene.current].name)
    else:
        winners = [p.name for p in scene.players if p.place == 1]
        if len(winners) == 1:
            status = say("yotd-pictures-over-won", player=winners[0])
        else:
            status = say("yotd-pictures-over-shared", count=str(len(winners)))
    current = scene.current is not None
    fill, ink = (INK, DARK) if current else (PANEL_HI, INK)
    if scene.month == 0:
        left = say("yotd-pictures-draft")
    else:
        left = say("yotd-pictures-month", month=str(scene.month), step=scene.step)
    title_bar(
        c,
        status,
        left,
        PAD,
        WIDTH - PAD,
        y,
        fill,
        ink,
        size=TEXT,
        title_size=TEXT,
        height=HEADER_H,
        status_room=470,
        tag="month",
    )


def year(c: Canvas, scene: TableScene, say: Say, y: float) -> None:
    """The 12 months: each month's number and event; this month framed, the past faded."""
    c.panel((PAD, y, WIDTH - PAD, y + YEAR_H))
    cell = (INNER - 16) / len(scene.events)
    for i, event in enumerate(scene.events):
        month = i + 1
        x = PAD + 8 + i * cell
        if month == scene.month:
            c.panel(
                (x + 1, y + 4, x + cell - 1, y + YEAR_H - 4),
                fill=PANEL_HI,
                outline=INK,
                width=3,
                radius=10,
            )
        past = month < scene.month or (scene.over and month != scene.month)
        ink = INK if month == scene.month else MUTED
        c.text(
            (x + cell / 2, y + 10 + TEXT / 2 + 2),
            str(month),
            TEXT,
            bold=month == scene.month,
            fill=ink,
            anchor="mm",
            tag="month-number",
        )
        tile = event_tile(event, event_letter(event, say), EVENT, past)
        c.sprite(tile, x + (cell - EVENT) / 2, y + 10 + TEXT + 8)


Row = tuple[int, list[list[str]]]
"""A group's height and its cards, in lines."""

DRAGON_STEP = DISC + 6


def card_width(action: str, say: Say) -> int:
    return 10 + ICON + 8 + text_width(say("yotd-action", action=action), TEXT) + 12


def group_rows(scene: TableScene, say: Say) -> list[Row]:
    """Each group's cards laid out in lines beside its dragons' column."""
    if not scene.groups:
        return []
    most = max(1, *(len(d) for d in scene.dragons))
    room = INNER - 24 - most * DRAGON_STEP - 10
    rows: list[Row] = []
    for cards in scene.groups:
        lines: list[list[str]] = [[]]
        used = 0
        for card in cards:
            w = card_width(card, say)
            if lines[-1] and used + 8 + w > room:
                lines.append([])
                used = 0
            used += (8 if lines[-1] else 0) + w
            lines[-1].append(card)
        rows.append((max(len(lines) * (CARD_H + 8) - 8, DISC) + 16, lines))
    return rows


def draw_groups(c: Canvas, scene: TableScene, rows: list[Row], say: Say, y: float) -> float:
    """This month's action groups, one a line: its cards, then the dragons on it."""
    h = sum(r for r, _ in rows) + 16
    c.panel((PAD, y, WIDTH - PAD, y + h))
    top = y + 8
    for index, ((row_h, lines), dragons) in enumerate(zip(rows, scene.dragons, strict=True)):
        if index:
            c.draw.line((PAD + 12, top, WIDTH - PAD - 12, top), fill=SLOT, width=2)
        ly = top + (row_h - (len(lines) * (CARD_H + 8) - 8)) / 2
        for line in lines:
            x: float = PAD + 12
            for card in line:
                w = card_width(card, say)
                c.panel((x, ly, x + w, ly + CARD_H), fill=SLOT, radius=10)
                c.sprite(symbol(ACTION_SYMBOL[card], ICON, INK), x + 10, ly + (CARD_H - ICON) / 2)
                word = say("yotd-action", action=card)
                c.text(
                    (x + 10 + ICON + 8, ly + CARD_H / 2),
                    word,
                    TEXT,
                    anchor="lm",
                    tag=f"action {card}",
                )
                x += w + 8
            ly += CARD_H + 8
        x = WIDTH - PAD - 12 - DISC
        for seat in reversed(dragons):
            c.sprite(disc(seat), x, top + (row_h - DISC) / 2)
            x -= DRAGON_STEP
        top += row_h
    return h


def order_width(scene: TableScene) -> float:
    """The width of the dragons and track places of the turn order, gaps included."""
    tracks = (str(scene.players[seat].track) for seat in scene.order)
    return sum(DISC + 6 + text_width(t, BIG, True) + 20 for t in tracks) - 20


def order_height(scene: TableScene, say: Say) -> int:
    """One line, or two when the label and the dragons do not fit side by side."""
    label = text_width(say("yotd-pictures-order"), TEXT) + 18
    return ORDER_H if label + order_width(scene) <= INNER - 28 else ORDER_H + TEXT + 8


def order(c: Canvas, scene: TableScene, say: Say, y: float) -> None:
    """The players in turn order (Y-O1), each dragon with its place on the person track."""
    h = order_height(scene, say)
    c.panel((PAD, y, WIDTH - PAD, y + h))
    label = say("yotd-pictures-order")
    if h == ORDER_H:
        mid = y + h / 2
        c.text((PAD + 14, mid), label, TEXT, fill=MUTED, anchor="lm", tag="order")
        x = PAD + 14 + text_width(label, TEXT) + 18
    else:
        c.text((PAD + 14, y + 8 + TEXT / 2 + 2), label, TEXT, fill=MUTED, anchor="lm", tag="order")
        mid = y + TEXT + 8 + ORDER_H / 2
        x = PAD + 14
    for seat in scene.order:
        c.sprite(disc(seat, seat == scene.current), x, mid - DISC / 2)
        x += DISC + 6
        value = str(scene.players[seat].track)
        c.text((x, mid), value, BIG, bold=True, anchor="lm", tag=f"order {seat}")
        x += text_width(value, BIG, True) + 20


# --------------------------------------------------------------------------------------------
# The hand

HAND_ROW = 54


def draw_hand(scene: HandScene, language: str) -> Canvas:
    """Draw a player's cards left and their own panel in ``language``; return the canvas."""
    say = voice(language)
    rows = max(1, len(scene.hand))
    cards_h = 12 + TEXT + 10 + rows * HAND_ROW + 8
    height = PAD + HEADER_H + GAP + cards_h + GAP + player_height(scene.player) + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y: float = PAD
    if scene.over:
        status = say("yotd-pictures-game-over")
    elif scene.your_turn:
        status = say("yotd-pictures-your-turn")
    else:
        status = say("yotd-pictures-their-turn", player=scene.to_play)
    fill, ink = (INK, DARK) if scene.your_turn else (PANEL_HI, INK)
    title_bar(
        c,
        status,
        scene.player.name,
        PAD,
        WIDTH - PAD,
        y,
        fill,
        ink,
        size=TEXT,
        title_size=TEXT + 2,
        height=HEADER_H,
        status_room=470,
        tag="hand-name",
    )
    y += HEADER_H + GAP
    title = say("yotd-pictures-your-hand")
    top = titled_panel(c, PAD, WIDTH - PAD, y, cards_h, title, TEXT, "hand-title")
    if not scene.hand:
        c.text(
            (PAD + 14, top + HAND_ROW / 2),
            say("yotd-pictures-no-cards"),
            TEXT,
            fill=MUTED,
            anchor="lm",
            tag="no-cards",
        )
    for card, count in scene.hand:
        hand_row(c, scene, card, count, say, top)
        top += HAND_ROW
    y += cards_h + GAP
    draw_player(c, scene.player, y, say, language, scene.your_turn)
    return c


def hand_row(c: Canvas, scene: HandScene, card: str, count: int, say: Say, top: float) -> None:
    """A card held: its tile, its word, ×n; on the right the tiles of its type left."""
    mid = top + HAND_ROW / 2
    kind = WILD if card == WILD else f"{card}-young"
    c.sprite(person_tile(kind, letter_of(card, say)), PAD + 14, mid - TILE[1] / 2)
    x = PAD + 14 + TILE[0] + 12
    word = say("yotd-card", card=card)
    c.text((x, mid), word, TEXT, bold=True, anchor="lm", tag=f"card {card}")
    x += text_width(word, TEXT, True) + 10
    if count > 1:
        c.text((x, mid), f"×{count}", TEXT, bold=True, fill=MUTED, anchor="lm", tag=f"count {card}")
    right: float = WIDTH - PAD - 14
    if card == WILD:
        left = say("yotd-pictures-left-all", count=str(sum(scene.supply.values())))
        c.text((right, mid), left, TEXT, fill=MUTED, anchor="rm", tag=f"left {WILD}")
        return
    for tile, n in reversed(left_of(scene.supply, card)):
        value = str(n)
        c.text(
            (right, mid),
            value,
            TEXT,
            bold=True,
            fill=INK if n else MUTED,
            anchor="rm",
            tag=f"left {tile}",
        )
        right -= text_width(value, TEXT, True) + 6 + TILE[0]
        c.sprite(person_tile(tile, letter_of(card, say)), right, mid - TILE[1] / 2)
        right -= 16
    label = say("yotd-pictures-left")
    c.text((right, mid), label, TEXT, fill=MUTED, anchor="rm", tag="left")
