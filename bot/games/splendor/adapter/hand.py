"""The picture of one player's hand (``HandScene``): their tokens and bonuses by colour, their
points, their reserved cards face up (a blind one marked secret: only they see it) and the
cards they can buy now, each with what it costs them after their bonuses (not during a return
or noble step, when nothing can be bought).
"""

from __future__ import annotations

from bot.games.splendor.adapter.gems import (
    BIG,
    CARD,
    GEM,
    LETTER_GEM,
    TEXT,
    WIDTH,
    card_sprite,
    gem,
    gem_width,
    letter_gem,
    mini_card,
)
from bot.games.splendor.adapter.layout import (
    GAP,
    HEADER_H,
    INNER,
    PAD,
    TITLE_H,
    Say,
    letter_of,
    points_text,
    status_pill,
    tiara,
)
from bot.games.splendor.adapter.palette import CREAM, INK, MUTED, PALETTE
from bot.games.splendor.adapter.scene import COLOURS, GEMS, HandScene, Offer
from bot.i18n import voice
from bot.ui.drawing import Canvas, clean_name, fit, ordinal, text_width

SUMMARY_H = 56
LEDGER_H = 16 + LETTER_GEM + 2 * 44 + 12
OFFER_H = 88
OFFER_COLUMNS = 2


def draw_hand(scene: HandScene, language: str) -> Canvas:
    """Draw one player's hand in ``language`` and return the canvas."""
    say = voice(language)
    stats_h = SUMMARY_H + LEDGER_H
    reserved_h = TITLE_H + 12 + (CARD[1] + 44 if scene.reserved else 36)
    rows = -(-len(scene.offers) // OFFER_COLUMNS)
    offers_h = TITLE_H + 12 + (rows * OFFER_H if rows else 36)
    height = PAD + HEADER_H + GAP + stats_h + GAP + reserved_h + PAD
    height += GAP + offers_h if scene.buying else 0
    c = Canvas(WIDTH, height, PALETTE)
    y: float = PAD
    header(c, scene, say, y)
    y += HEADER_H + GAP
    stats(c, scene, language, y, stats_h)
    y += stats_h + GAP
    reserved(c, scene, say, y, reserved_h)
    y += reserved_h + GAP
    if scene.buying:
        offers(c, scene, say, y, offers_h)
    return c


def header(c: Canvas, scene: HandScene, say: Say, y: float) -> None:
    """The title and the player's name on the left, whose turn it is on the right."""
    if scene.to_play is None:
        pill_w = status_pill(c, say("splendor-pictures-game-over"), WIDTH - PAD, y, False)
    elif scene.your_turn:
        pill_w = status_pill(c, say("splendor-pictures-your-turn"), WIDTH - PAD, y, True)
    else:
        who = clean_name(scene.to_play, "?")
        status = fit(say("splendor-pictures-their-turn", player=who), TEXT, 330, True)
        pill_w = status_pill(c, status, WIDTH - PAD, y, False)
    title = say("splendor-pictures-your-hand")
    c.text((PAD + 2, y + HEADER_H / 2), title, BIG, bold=True, anchor="lm")
    x = PAD + 2 + text_width(title, BIG, True) + 14
    room = int(WIDTH - PAD - pill_w - 16 - x)
    if room > 60:
        name = fit(clean_name(scene.name, "?"), TEXT, room)
        c.text((x, y + HEADER_H / 2 + 1), name, TEXT, fill=MUTED, anchor="lm")


def stats(c: Canvas, scene: HandScene, language: str, y: float, h: int) -> None:
    """Points (and place), nobles, tokens held; then a column per colour: tokens, bonuses."""
    say = voice(language)
    c.panel((PAD, y, WIDTH - PAD, y + h))
    line = y + SUMMARY_H / 2 + 4
    x: float = PAD + 16
    points = points_text(scene.points, say)
    c.text((x, line), points, BIG + 4, bold=True, anchor="lm", tag="points")
    x += text_width(points, BIG + 4, True) + 16
    if scene.place is not None:
        place = ordinal(scene.place, language)
        c.text((x, line), place, TEXT, fill=INK if scene.place == 1 else MUTED, anchor="lm")
        x += text_width(place, TEXT) + 16
    if scene.nobles:
        c.sprite(tiara(30, 22, CREAM), x, line - 12)
        count = f"×{scene.nobles}"
        c.text((x + 34, line), count, TEXT, bold=True, fill=CREAM, anchor="lm", tag="nobles")
    held = sum(scene.tokens)
    limit = say("splendor-pictures-token-count", count=str(held), limit=str(scene.token_limit))
    c.text((WIDTH - PAD - 16, line), limit, TEXT, fill=MUTED, anchor="rm", tag="held")
    labels = (say("splendor-pictures-tokens"), say("splendor-pictures-bonuses"))
    label_w = max(text_width(t, TEXT, True) for t in labels) + 24
    x0 = PAD + 16 + label_w
    col = (WIDTH - PAD - 8 - x0) / len(COLOURS)
    top = y + SUMMARY_H + 4
    rows = (top + LETTER_GEM + 10 + 22, top + LETTER_GEM + 10 + 22 + 44)
    for label, mid in zip(labels, rows, strict=True):
        c.text((PAD + 16, mid), label, TEXT, bold=True, anchor="lm")
    for i, colour in enumerate(COLOURS):
        cx = x0 + i * col + col / 2
        c.sprite(letter_gem(colour, letter_of(colour, say)), cx - LETTER_GEM / 2, top)
        values = [scene.tokens[i]] + ([scene.bonuses[i]] if colour in GEMS else [])
        for value, mid, what in zip(values, rows, ("tokens", "bonuses"), strict=False):
            ink = INK if value else MUTED
            c.text(
                (cx, mid), str(value), BIG, bold=True, fill=ink, anchor="mm", tag=f"{what} {colour}"
            )


def title_line(c: Canvas, title: str, hint: str, y: float) -> None:
    c.text((PAD + 16, y + TITLE_H / 2 + 6), title, TEXT, bold=True, anchor="lm")
    room = INNER - 32 - text_width(title, TEXT, True) - 16
    c.text(
        (WIDTH - PAD - 16, y + TITLE_H / 2 + 6),
        fit(hint, TEXT, room),
        TEXT,
        fill=MUTED,
        anchor="rm",
    )


def reserved(c: Canvas, scene: HandScene, say: Say, y: float, h: int) -> None:
    """The reserved cards face up, the blind ones too (marked secret: only the owner sees)."""
    c.panel((PAD, y, WIDTH - PAD, y + h))
    count = say(
        "splendor-pictures-reserved-count",
        count=str(len(scene.reserved)),
        limit=str(scene.reserve_limit),
    )
    title_line(c, say("splendor-pictures-reserved-title"), count, y)
    top = y + TITLE_H + 12
    if not scene.reserved:
        word = say("splendor-pictures-no-reserved")
        c.text((PAD + 16, top + 14), word, TEXT, fill=MUTED, anchor="lm")
        return
    x: float = PAD + 16
    for r in scene.reserved:
        c.sprite(card_sprite(r.card, letter_of(r.card.bonus, say)), x, top)
        if r.blind:
            word = say("splendor-pictures-blind")
            c.text(
                (x + CARD[0] / 2, top + CARD[1] + 22),
                word,
                TEXT,
                fill=MUTED,
                anchor="mm",
                tag="blind",
            )
        x += CARD[0] + 24


def offers(c: Canvas, scene: HandScene, say: Say, y: float, h: int) -> None:
    """Each card the player can buy: the card small, what they pay for it, its points."""
    c.panel((PAD, y, WIDTH - PAD, y + h))
    title_line(c, say("splendor-pictures-offers"), say("splendor-pictures-offers-hint"), y)
    top = y + TITLE_H + 12
    if not scene.offers:
        word = say("splendor-pictures-no-offers")
        c.text((PAD + 16, top + 14), word, TEXT, fill=MUTED, anchor="lm")
        return
    width = (INNER - 24 - OFFER_GAP) / OFFER_COLUMNS
    for i, offer in enumerate(scene.offers):
        row, column = divmod(i, OFFER_COLUMNS)
        x = PAD + 12 + column * (width + OFFER_GAP)
        offer_cell(c, offer, say, x, x + width, top + row * OFFER_H)


OFFER_GAP = 24


def offer_cell(c: Canvas, offer: Offer, say: Say, x: float, right: float, y: float) -> None:
    """One card to buy: the card small, then the tokens it takes (gold last), then its points
    at the right ("free" when the bonuses cover it)."""
    card = mini_card(offer.card.bonus, offer.card.level, letter_of(offer.card.bonus, say))
    c.sprite(card, x, y)
    mid = y + card.size[1] / 2
    x += card.size[0] + 10
    if offer.card.points:
        label = points_text(offer.card.points, say)
        c.text((right, mid), label, TEXT, bold=True, anchor="rm", tag="offer-points")
    pay = offer.tokens()
    if not pay:
        word = say("splendor-pictures-free")
        c.text((x, mid), word, TEXT, bold=True, fill=INK, anchor="lm", tag="free")
        return
    for colour, n in pay:
        g = gem(colour, str(n))
        c.sprite(g, x, mid - g.size[1] / 2)
        x += max(GEM, gem_width(str(n))) + 4
