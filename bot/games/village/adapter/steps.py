"""The words of each step of ``village``'s hand panel: what it offers, and what it will do.

Every step previews its effect before the tap that commits it (the bribe's move on the
Dragon's Favor and whether its refill can end the game, each purchase's curse), in the
reader's language (``SeatSight.locale``): ``data/locales/<language>/village-panel.ftl``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.games.village import Market
from bot.games.village.adapter.choices import LABEL_MAX, fit
from bot.games.village.adapter.previews import ending_note, preview
from bot.games.village.adapter.words import CardWords
from bot.games.village.text import number
from bot.i18n import Phrase, listing
from bot.ui.adapter import turn_line

if TYPE_CHECKING:
    from bot.games.village.adapter.panel import Drafting

TREASURE_BUTTONS = 5
"""Up to this many treasures to bribe with are buttons (one tap each); more make a select."""


def cards(n: int) -> Phrase:
    """A number of cards: "1 card", "3 carte", "3 cartas"."""
    return Phrase("village-panel-cards", count=n)


def tally(words: CardWords, card: str, n: int) -> str:
    """Say "0 Wilds", "1 King's Crown", "2 Crowns" (a count option), short if the name is long."""
    return fit(words.tally(card, n), words.short_tally(card, n))


def stall_label(words: CardWords, cost: int, pile: Sequence[str]) -> str:
    """A stall's button: its cost and its cards (or their number, when the names are long)."""
    say, count = words.say, cards(len(pile))
    if cost == 0:
        return fit(
            say("village-panel-stall-free-long", cards=words.pile(pile)),
            say("village-panel-stall-free", cards=words.pile(pile)),
            say("village-panel-stall-free", cards=count),
        )
    cost_text = number(cost)
    return fit(
        say("village-panel-stall", cost=cost_text, cards=words.pile(pile)),
        say("village-panel-stall", cost=cost_text, cards=count),
    )


def curse_labels(words: CardWords, visits: Sequence[Market]) -> list[str]:
    """The buttons of the treasures to curse: "Buy: curse King's Crown −2" (or shorter)."""
    out = []
    for visit in visits:
        t, cost, say = str(visit.curse), number(visit.stall), words.say
        out.append(
            fit(
                say("village-panel-curse", card=words.name(t), cost=cost),
                say("village-panel-curse", card=words.short(t), cost=cost),
                say("village-panel-curse-short", card=words.short(t), cost=cost),
            )
        )
    return out


def buy_labels(words: CardWords, visits: Sequence[Market]) -> list[str]:
    """The buttons of the 1 stall, each paying one treasure and cursing it: "Pay 1 Axe, curse
    it", in one wording for all of them (the longest that fits every one)."""
    ways = []
    for visit in visits:
        t, say = str(visit.curse), words.say
        gender = words.gender(t)
        ways.append(
            (
                say("village-panel-pay-curse", cards=words.tally(t, 1), gender=gender),
                say("village-panel-pay-curse", cards=words.short_tally(t, 1), gender=gender),
                say("village-panel-pay-and-curse", card=words.short(t)),
            )
        )
    level = next((k for k in range(2) if all(len(w[k]) <= LABEL_MAX for w in ways)), 2)
    return [fit(*w[level:]) for w in ways]


def paid_text(words: CardWords, paid: Market) -> str:
    """Say a payment: "2 King's Crowns and a Wild"."""
    return listing(words.count(c, n) for c, n in paid.pay).render(words.language)


# the panel's text ------------------------------------------------------------------------------


def panel_lines(d: Drafting, notice: str | None) -> list[str]:
    """Return the panel's text: the notice, whose turn it is, and what the step will do."""
    out = [f"**{notice}**"] if notice else []
    out.append(turn_line(d.sight))
    return out + step_lines(d)


def _previews(d: Drafting, actions: list[Market]) -> list[str]:
    return [f"• {preview(d.seen, m, d.words.language)}." for m in actions]


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
        line = d.words.say(
            "village-panel-curse-step",
            cost=number(d.cost),
            paid="" if paid is None else paid_text(d.words, paid),
        )
        return [line, *_previews(d, d.curses())]
    if d.step == "draw":
        return [d.words.say("village-panel-draw-step")]
    return []


def bribe_lines(d: Drafting) -> list[str]:
    """Say the treasures to bribe with, or the drafted bribe's effect (and if it can end it)."""
    action = d.bribe_action()
    if action is None:
        lines = [d.words.say("village-panel-bribe-step")]
        if len(d.can.bribable(d.names.ids)) <= TREASURE_BUTTONS:
            lines += [f"• {treasure_facts(d, t)}" for t in d.can.bribable(d.names.ids)]
        return lines
    lines = [
        d.words.say(
            "village-panel-bribe-preview", preview=preview(d.seen, action, d.words.language)
        )
    ]
    note = ending_note(d.seen, action, d.words.language)
    return lines + ([f"⚠️ {note}"] if note else [])


def treasure_facts(d: Drafting, t: str) -> str:
    """Say what the seat holds of treasure ``t``, its value now, and its bribe."""
    bribe = d.me.bribes.get(t)
    facts = {
        "card": d.words.tag(t),
        "held": str(d.hand.get(t, 0)),
        "value": number(d.seen.values[t]),
    }
    if bribe:
        return d.words.say("village-panel-facts-bribe", **facts, cards=cards(bribe.cards))
    return d.words.say("village-panel-facts", **facts)


def market_lines(d: Drafting) -> list[str]:
    """Say how a visit goes, and every stall's cards."""
    lines = [d.words.say("village-panel-market-step")]
    for cost, pile in d.seen.stalls.items():
        why = ""
        if not d.can.visits(cost) and pile:
            why = f" ({d.words.say('village-panel-cannot-pay')})"
        lines.append(f"**{cost}** · {d.words.pile(pile)}{why}")
    return lines


def pay_lines(d: Drafting) -> list[str]:
    """Say how to pay the drafted stall (and, for the 1 stall, each purchase's curse)."""
    cost, say = d.cost, d.words.say
    head = say(
        "village-panel-pay-head",
        cost=number(cost),
        cards=d.words.pile(d.seen.stalls.get(cost, ())),
    )
    if cost == 1:
        return [say("village-panel-pay-one", head=head), *_previews(d, d.can.visits(cost))]
    payments = d.can.payments(cost)
    if len(payments) == 1:
        return [say("village-panel-pay-only", head=head, paid=paid_text(d.words, payments[0]))]
    return [say("village-panel-pay-pick", head=head, cards=cards(cost))]
