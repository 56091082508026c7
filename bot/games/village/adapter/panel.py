"""The ``village`` hand panel: its steps, drawn by filtering the seat's legal actions.

A move is made in steps (the draft), each saying what it will do before the tap that commits:
Bribe → a treasure (a button each, every card of it in hand and no Wild to start with, so
Confirm is ready at once; a count and Wilds to change it) → Confirm; Black Market → a stall →
the payment (a button when only one is possible; for the 1 stall one button per treasure, which
pays and curses it) → the treasure to curse (that tap buys); Draw (when the deck is empty, one
more tap: it ends the game). The public table's buttons (``table_controls``) start the same
steps. Every choice offered is a part of some legal action of the seat (``choices.Choices``);
the tap that commits returns one of those actions. No rule is re-derived here.
The view is read once per drawing (``reader.read``), and its ``Seen`` handed to every part.
The panel speaks the reader's language (``SeatSight.locale``), the table's buttons the game's
(``GameRecord.language``): their words are ``data/locales/<language>/village-panel.ftl``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from bot.games.village import Bribe, Market
from bot.games.village.adapter import pictures
from bot.games.village.adapter.choices import Choices, fit
from bot.games.village.adapter.hand import hand_embed, own_hand
from bot.games.village.adapter.previews import preview_parts
from bot.games.village.adapter.steps import (
    TREASURE_BUTTONS,
    buy_labels,
    cards,
    curse_labels,
    paid_text,
    panel_lines,
    stall_label,
    tally,
    treasure_facts,
)
from bot.games.village.adapter.words import WILD, card_words
from bot.games.village.reader import Seen, read
from bot.i18n import voice
from bot.services import errors
from bot.services.durations import parse_int
from bot.ui.adapter import (
    Button,
    Control,
    Option,
    Panel,
    SeatSight,
    Select,
    Step,
    Style,
)

VERBS = frozenset(
    {
        "bribe",
        "market",
        "draw",
        "enddraw",
        "back",
        "confirm",
        "stall",
        "curse",
        "treasure",
        "payment",
        "buy",
    }
)
FIELDS = frozenset({"type", "count", "wilds", "pay"})
UNREADABLE = "village-panel-unreadable"
"""The refusal of a choice that cannot be read (a catalogue key)."""


def _int(value: Any, default: int = 0) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class Drafting:
    """One seat's panel: its view, its legal actions by kind, and its draft's step."""

    def __init__(self, sight: SeatSight) -> None:
        self.sight = sight
        self.seen = read(sight.view)
        self.draft = sight.draft
        self.names = self.seen.names
        self.words = card_words(self.names, sight.locale)
        self.say = self.words.say
        self.me, self.hand = own_hand(self.seen, sight.seat)
        self.can = Choices(sight.legal)
        self.step = str(self.draft.get("step", "main")) if sight.my_turn else "main"
        if self.step in ("pay", "curse") and not self.draft_payable():
            self.step = "market"  # a draft the hand no longer allows: choose again

    # the draft, checked against the legal actions ----------------------------------------------

    @property
    def cost(self) -> int:
        return _int(self.draft.get("stall"), -1)

    def payment(self) -> Market | None:
        """Return the draft's stall and payment (no curse yet), if it is a legal payment."""
        pay = self.draft.get("pay")
        if not isinstance(pay, dict):
            return None
        try:
            paid = Market.paying(self.cost, pay)
        except (TypeError, ValueError):
            return None
        return paid if paid in self.can.payments(self.cost) else None

    def draft_payable(self) -> bool:
        """Say whether the draft's stall (and payment, once chosen) is part of a legal visit."""
        if self.cost <= 0 or not self.can.visits(self.cost):
            return False
        return self.step == "pay" or self.payment() is not None

    def curses(self) -> list[Market]:
        paid = self.payment()
        return [] if paid is None else self.can.curses(paid)

    def bribe_action(self) -> Bribe | None:
        """Return the bribe the draft describes, if it is one of the legal ones."""
        return self.can.bribe(
            self.draft.get("treasure"), _int(self.draft.get("k")), _int(self.draft.get("w"))
        )

    def bribing(self, treasure: str) -> Step:
        """Pick ``treasure``: the draft starts from its default bribe (always a legal one)."""
        start = self.can.default_bribe(treasure)
        if start is None:
            raise errors.BadRequest("village-panel-no-bribe-treasure")
        return Step.to(
            {"step": "bribe", "treasure": treasure, "k": start.treasures, "w": start.wilds}
        )

    # drawing -----------------------------------------------------------------------------------

    def controls(self) -> list[Control]:
        say = self.say
        back = Button("back", say("village-panel-back"), row=1)
        if self.step == "bribe":
            return self.bribe_controls()
        if self.step == "market":
            return [*self.market_controls(), back]
        if self.step == "pay":
            return [*self.pay_controls(), back]
        if self.step == "curse":
            curses = enumerate(curse_labels(self.words, self.curses()))
            return [*(Button("curse", label, "danger", arg=i) for i, label in curses), back]
        if self.step == "draw":
            return [
                Button("enddraw", fit(say("village-panel-draw-confirm")), "danger"),
                Button("back", say("village-panel-back")),
            ]
        off = not self.sight.my_turn
        draw = "village-panel-draw-last" if self.seen.deck_count == 0 else "village-panel-draw"
        moves = [
            ("bribe", "village-panel-bribe", not self.can.bribes),
            ("market", "village-panel-market", not self.can.markets),
            ("draw", draw, self.can.draw is None),
        ]
        out = [Button(v, fit(say(key)), "primary", disabled=off or no) for v, key, no in moves]
        return [*out, Button("refresh", fit(say("village-panel-refresh")))]

    def market_controls(self) -> list[Control]:
        out: list[Control] = []
        for cost, pile in self.seen.stalls.items():
            label = stall_label(self.words, cost, pile)
            style: Style = "success" if cost == 0 else "primary"
            off = not self.can.visits(cost)
            out.append(Button("stall", label, style, arg=cost, disabled=off))
        return out

    def bribe_controls(self) -> list[Control]:
        action = self.bribe_action()
        if action is None:
            label = fit(self.say("village-panel-pick-bribe"))
        else:
            what = preview_parts(self.seen, action, self.sight.locale)[0]
            label = fit(
                what,
                self.say("village-panel-bribe-with", cards=cards(action.treasures + action.wilds)),
            )
        back = Button("back", self.say("village-panel-back"), row=3)
        return [
            *self.bribe_choices(action),
            Button("confirm", label, "success", disabled=action is None, row=3),
            back,
        ]

    def bribe_choices(self, action: Bribe | None) -> list[Control]:
        names, words, say = self.names, self.words, self.say
        chosen = None if action is None else action.treasure
        types = self.can.bribable(names.ids)
        out: list[Control] = []
        if len(types) <= TREASURE_BUTTONS:
            for t in types:
                label = fit(words.tag(t), words.name(t), words.short(t))
                style: Style = "primary" if t == chosen else "secondary"
                out.append(Button("treasure", label, style, arg=names.ids.index(t), row=0))
        else:
            options = tuple(
                Option(
                    fit(words.tag(t), words.name(t), words.short(t)),
                    t,
                    treasure_facts(self, t),
                    default=t == chosen,
                )
                for t in types
            )
            placeholder = say("village-panel-bribe-placeholder")
            out.append(Select("type", options, placeholder=placeholder, row=0))
        if action is None:
            return out
        t, k, w = action.treasure, action.treasures, action.wilds
        counts = self.can.counts(t, w)
        if len(counts) > 1:
            options = tuple(Option(tally(words, t, n), str(n), default=n == k) for n in counts)
            placeholder = say("village-panel-count-placeholder")
            out.append(Select("count", options, placeholder=placeholder, row=1))
        wilds = self.can.wild_counts(t, k)
        if len(wilds) > 1:
            options = tuple(Option(tally(words, WILD, n), str(n), default=n == w) for n in wilds)
            placeholder = say("village-panel-wilds-placeholder")
            out.append(Select("wilds", options, placeholder=placeholder, row=2))
        return out

    def pay_controls(self) -> list[Control]:
        cost, names, words, say = self.cost, self.names, self.words, self.say
        if cost == 1:
            buys = enumerate(buy_labels(words, self.can.visits(cost)))
            return [Button("buy", label, "danger", arg=i) for i, label in buys]
        payments = self.can.payments(cost)
        if len(payments) == 1:
            label = fit(
                say("village-panel-pay", cards=paid_text(words, payments[0])),
                say("village-panel-pay", cards=cards(cost)),
            )
            return [Button("payment", label, "primary", arg=0, row=0)]
        most = {card: max(dict(p.pay).get(card, 0) for p in payments) for card in names.card_ids}
        options = []
        for card in names.card_ids:
            for i in range(1, most[card] + 1):
                label = fit(words.tag(card), words.name(card)) + (f" #{i}" if i > 1 else "")
                options.append(Option(label, f"{card}:{i}"))
        placeholder = say("village-panel-pay", cards=cards(cost))
        return [Select("pay", tuple(options), placeholder=placeholder, row=0, count=cost)]

    # what a tap does ---------------------------------------------------------------------------

    def click(self, verb: str, arg: int) -> Step:
        if verb == "bribe":
            types = self.can.bribable(self.names.ids)
            if not types:
                raise errors.BadRequest("village-panel-no-bribe")
            return self.bribing(types[0]) if len(types) == 1 else Step.to({"step": "bribe"})
        if verb == "market":
            if not self.can.markets:
                raise errors.BadRequest("village-panel-no-market")
            return Step.to({"step": "market"})
        if verb == "back":
            return Step.to({})
        if verb in ("draw", "enddraw"):
            if self.can.draw is None:
                raise errors.BadRequest("village-panel-no-draw")
            if verb == "draw" and self.seen.deck_count == 0:
                return Step.to({"step": "draw"})
            return Step.play(self.can.draw)
        if verb == "stall":
            visits = self.can.visits(arg)
            if not visits:
                raise errors.BadRequest("village-panel-no-stall")
            if arg == 0:
                return Step.play(visits[0])
            return Step.to({"step": "pay", "stall": arg})
        if verb == "treasure":
            ids = self.names.ids
            if not 0 <= arg < len(ids):
                raise errors.BadRequest("village-panel-no-treasure")
            return self.bribing(ids[arg])
        if verb == "payment":
            payments = self.can.payments(self.cost) if self.step == "pay" else []
            if not 0 <= arg < len(payments):
                raise errors.BadRequest("village-panel-old-payment")
            return Step.to({"step": "curse", "stall": self.cost, "pay": dict(payments[arg].pay)})
        if verb in ("buy", "curse"):
            choices = (
                self.can.visits(self.cost)
                if (verb, self.step) == ("buy", "pay")
                else (self.curses() if (verb, self.step) == ("curse", "curse") else [])
            )
            if not 0 <= arg < len(choices):
                raise errors.BadRequest("village-panel-old-choice")
            return Step.play(choices[arg])
        if verb == "confirm":
            chosen = self.bribe_action()
            if chosen is None:
                raise errors.BadRequest("village-panel-no-confirm")
            return Step.play(chosen)
        raise errors.BadRequest("village-panel-unknown-button")

    def pick(self, field: str, values: Sequence[str]) -> Step:
        if field == "type":
            (t,) = values
            if t not in self.can.bribable(self.names.ids):
                raise ValueError(t)
            return self.bribing(t)
        if field in ("count", "wilds"):
            (n,) = values
            action = self.bribe_action()
            if action is None:
                raise ValueError(n)
            number = parse_int(n, 0, 99)
            k, w = (number, action.wilds) if field == "count" else (action.treasures, number)
            if self.can.bribe(action.treasure, k, w) is None:
                raise ValueError(n)
            return Step.to({**self.draft, "k": k, "w": w})
        if field == "pay":
            return self.paying(values)
        raise ValueError(field)

    def paying(self, values: Sequence[str]) -> Step:
        pay: dict[str, int] = {}
        for value in values:
            card, _, _ = value.partition(":")
            if card not in self.hand:
                raise ValueError(card)
            pay[card] = pay.get(card, 0) + 1
        paid = Market.paying(self.cost, pay)
        if paid in self.can.payments(self.cost):
            return Step.to({"step": "curse", "stall": self.cost, "pay": dict(paid.pay)})
        if set(pay) == {"wild"}:
            raise errors.BadRequest("village-panel-wilds-alone")
        raise errors.BadRequest("village-panel-bad-payment", cards=cards(self.cost))


def draw(sight: SeatSight, notice: str | None) -> Panel:
    """Return a seat's panel: its embed, its controls and its picture, from one reading, in the
    reader's language (``sight.locale``)."""
    drafting = Drafting(sight)
    seen = drafting.seen
    lines = panel_lines(drafting, notice)
    embed = hand_embed(sight.game, seen, drafting.words, lines=lines)
    controls = tuple(drafting.controls())
    locale = sight.locale
    picture = functools.partial(pictures.render_hand, sight.view, language=locale)
    return Panel(embed, controls, picture)  # drawn in a worker process: its view, not ``seen``


def table_controls(view: dict[str, Any], language: str) -> tuple[Button, ...]:
    """Return the public table's one-tap moves for the seat to move, from the public view only,
    in the game's ``language`` (the channel reads them).

    Draw (when the deck is empty the tap opens the confirm step), the free 0 stall when it
    holds cards (it plays at once), and Bribe… and Black Market…, which open the mover's panel
    at that step. Nothing here depends on a hand: a tap is ``click`` for the member who taps.
    """
    seen: Seen = read(view)
    if seen.seat is not None:
        raise ValueError("the table's controls are drawn from the public view only")
    if seen.over:
        return ()
    say = voice(language)
    words = card_words(seen.names, language)
    empty = seen.deck_count == 0
    draw = say("village-panel-table-draw-last" if empty else "village-panel-draw")
    out = [Button("draw", fit(draw), "primary")]
    free = seen.stalls.get(0, ())
    if free:
        label = fit(
            say("village-panel-stall-free", cards=words.pile(free)),
            say("village-panel-stall-free", cards=cards(len(free))),
        )
        out.append(Button("stall", label, "success", arg=0))
    out += [
        Button("bribe", fit(say("village-panel-table-bribe")), "primary"),
        Button("market", fit(say("village-panel-table-market")), "primary"),
    ]
    return tuple(out)


def click(sight: SeatSight, verb: str, arg: int) -> Step:
    """Return what a button of the panel does."""
    return Drafting(sight).click(verb, arg)


def pick(sight: SeatSight, field: str, values: Sequence[str]) -> Step:
    """Return what a select of the panel does; a value that cannot be read is refused (a
    choice read but not allowed is refused with its reason)."""
    drafting = Drafting(sight)  # a view that cannot be read is no choice to refuse: it raises
    try:
        return drafting.pick(field, values)
    except ValueError:
        raise errors.BadRequest(UNREADABLE) from None
