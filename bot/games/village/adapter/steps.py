"""The words of each step of ``village``'s hand panel: what it offers, and what it will do.

Every step previews its effect before the tap that commits it (the bribe's move on the
Dragon's Favor and whether its refill can end the game, each purchase's curse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.games.village import Market
from bot.games.village.adapter.choices import fit
from bot.games.village.adapter.previews import ending_note, preview
from bot.games.village.reader import CardNames
from bot.games.village.text import cards_count, join_words, number, tally_words
from bot.ui.adapter import turn_line

if TYPE_CHECKING:
    from bot.games.village.adapter.panel import Drafting

TREASURE_BUTTONS = 5
"""Up to this many treasures to bribe with are buttons (one tap each); more make a select."""


def short_tally(names: CardNames, card: str, n: int) -> str:
    """Say ``n`` cards by the last word of their names: "1 Crown", "2 Axes", "1 Scrolls card"."""
    return tally_words(n, names.short(card), names.plural[card].split()[-1])


def tally(names: CardNames, card: str, n: int) -> str:
    """Say "0 Wilds", "1 King's Crown", "2 Crowns" (a count option), short if the name is long."""
    return fit(tally_words(n, names.name[card], names.plural[card]), short_tally(names, card, n))


def paid_text(names: CardNames, paid: Market) -> str:
    """Say a payment: "2 King's Crowns and a Wild"."""
    return join_words([names.count(card, n) for card, n in paid.pay])


def panel_lines(d: Drafting, notice: str | None) -> list[str]:
    """Return the panel's text: the notice, whose turn it is, and what the step will do."""
    out = [f"**{notice}**"] if notice else []
    out.append(turn_line(d.sight))
    return out + step_lines(d)


def step_lines(d: Drafting) -> list[str]:
    """Say what the draft's step offers and what its commit will do."""
    if d.step == "bribe":
        return bribe_lines(d)
    if d.step == "market":
        return market_lines(d)
    if d.step == "pay":
        return pay_lines(d)
    if d.step == "curse":
        paid = d.payment()
        lines = [
            f"**Black Market, {d.cost} stall**: you pay "
            f"{'' if paid is None else paid_text(d.names, paid)}. Pick the treasure to "
            "curse: that tap buys the stall."
        ]
        return lines + [f"• {preview(d.seen, m, d.sight.locale)}." for m in d.curses()]
    if d.step == "draw":
        return ["**The deck is empty**: drawing now ends the game at once."]
    return []


def bribe_lines(d: Drafting) -> list[str]:
    """Say the treasures to bribe with, or the drafted bribe's effect (and if it can end it)."""
    action = d.bribe_action()
    if action is None:
        lines = [
            "**Bribe the Dragon**: pick a treasure. Every card of it in your hand is "
            "played; you can change how many, or add Wilds, before you confirm."
        ]
        if len(d.can.bribable(d.names.ids)) <= TREASURE_BUTTONS:
            lines += [f"• {treasure_facts(d, t)}" for t in d.can.bribable(d.names.ids)]
        return lines
    lines = [f"**Bribe the Dragon**: {preview(d.seen, action, d.sight.locale)}."]
    note = ending_note(d.seen, action, d.sight.locale)
    return lines + ([f"⚠️ {note}"] if note else [])


def treasure_facts(d: Drafting, t: str) -> str:
    """Say what the seat holds of treasure ``t``, its value now, and its bribe."""
    bribe = d.me.bribes.get(t)
    mine = f", your bribe: {cards_count(bribe.cards)}" if bribe else ""
    value = number(d.seen.values[t])
    return f"{d.names.tag(t)}: {d.hand.get(t, 0)} in hand, {value} a card in a bribe now{mine}"


def market_lines(d: Drafting) -> list[str]:
    """Say how a visit goes, and every stall's cards."""
    lines = [
        "**Black Market**: pick a stall. You pay its cost in cards (at least one of them a "
        "treasure), take every card of the stall, then curse one treasure you paid with: "
        "its token drops one space per card paid. The 0 stall is free."
    ]
    for cost, pile in d.seen.stalls.items():
        why = "" if d.can.visits(cost) or not pile else " (you cannot pay for it now)"
        lines.append(f"**{cost}** · {d.names.pile(pile)}{why}")
    return lines


def pay_lines(d: Drafting) -> list[str]:
    """Say how to pay the drafted stall (and, for the 1 stall, each purchase's curse)."""
    cost = d.cost
    head = f"**Black Market, {cost} stall** ({d.names.pile(d.seen.stalls.get(cost, ()))})"
    if cost == 1:
        return [f"{head}: pay one treasure; it is the one cursed. That tap buys the stall."] + [
            f"• {preview(d.seen, m, d.sight.locale)}." for m in d.can.visits(cost)
        ]
    payments = d.can.payments(cost)
    if len(payments) == 1:
        return [f"{head}: the one payment you can make is {paid_text(d.names, payments[0])}."]
    return [
        f"{head}: pick exactly {cards_count(cost)} to pay with, at least one of them a "
        "treasure (you curse one of the treasures you pay)."
    ]
