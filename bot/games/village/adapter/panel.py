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
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.village import Bribe, Market
from bot.games.village.adapter import pictures
from bot.games.village.adapter.choices import LABEL_MAX, Choices, fit
from bot.games.village.adapter.hand import hand_embed, own_hand
from bot.games.village.adapter.previews import preview_parts
from bot.games.village.adapter.steps import (
    TREASURE_BUTTONS,
    paid_text,
    panel_lines,
    short_tally,
    tally,
    treasure_facts,
)
from bot.games.village.reader import read
from bot.games.village.text import MINUS, cards_count, tally_words
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
UNREADABLE = "That choice could not be read: please pick again."


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
            raise errors.BadRequest("You cannot bribe with that treasure now: pick another.")
        return Step.to(
            {"step": "bribe", "treasure": treasure, "k": start.treasures, "w": start.wilds}
        )

    # drawing -----------------------------------------------------------------------------------

    def controls(self) -> list[Control]:
        if self.step == "bribe":
            return self.bribe_controls()
        if self.step == "market":
            out: list[Control] = []
            for cost, pile in self.seen.stalls.items():
                cards, count = self.names.pile(pile), cards_count(len(pile))
                label = (
                    fit(f"Take the free 0 stall: {cards}", f"Take 0 stall: {cards}",
                        f"Take 0 stall: {count}")
                    if cost == 0
                    else fit(f"{cost} stall: {cards}", f"{cost} stall: {count}")
                )  # fmt: skip
                style: Style = "success" if cost == 0 else "primary"
                off = not self.can.visits(cost)
                out.append(Button("stall", label, style, arg=cost, disabled=off))
            return [*out, Button("back", "Back", row=1)]
        if self.step == "pay":
            return [*self.pay_controls(), Button("back", "Back", row=1)]
        if self.step == "curse":
            out = []
            for i, visit in enumerate(self.curses()):
                t = str(visit.curse)
                label = fit(
                    f"Buy: curse {self.names.name[t]} {MINUS}{visit.stall}",
                    f"Buy: curse {self.names.short(t)} {MINUS}{visit.stall}",
                )
                out.append(Button("curse", label, "danger", arg=i))
            return [*out, Button("back", "Back", row=1)]
        if self.step == "draw":
            return [Button("enddraw", "Draw and end the game", "danger"), Button("back", "Back")]
        off = not self.sight.my_turn
        empty = self.seen.deck_count == 0
        return [
            Button("bribe", "Bribe the Dragon", "primary", disabled=off or not self.can.bribes),
            Button("market", "Black Market", "primary", disabled=off or not self.can.markets),
            Button(
                "draw",
                "Draw (ends the game)" if empty else "Draw a card",
                "primary",
                disabled=off or self.can.draw is None,
            ),
            Button("refresh", "Refresh"),
        ]

    def bribe_controls(self) -> list[Control]:
        action = self.bribe_action()
        if action is None:
            label = "Pick what to bribe"
        else:
            what = preview_parts(self.seen, action, self.sight.locale)[0]
            label = fit(what, f"Bribe {cards_count(action.treasures + action.wilds)}")
        return [
            *self.bribe_choices(action),
            Button("confirm", label, "success", disabled=action is None, row=3),
            Button("back", "Back", row=3),
        ]

    def bribe_choices(self, action: Bribe | None) -> list[Control]:
        names = self.names
        chosen = None if action is None else action.treasure
        types = self.can.bribable(names.ids)
        out: list[Control] = []
        if len(types) <= TREASURE_BUTTONS:
            for t in types:
                label = fit(names.tag(t), names.name[t], names.short(t))
                style: Style = "primary" if t == chosen else "secondary"
                out.append(Button("treasure", label, style, arg=names.ids.index(t), row=0))
        else:
            options = tuple(
                Option(
                    fit(names.tag(t), names.name[t], names.short(t)),
                    t,
                    treasure_facts(self, t),
                    default=t == chosen,
                )
                for t in types
            )
            out.append(Select("type", options, placeholder="Treasure to bribe with", row=0))
        if action is None:
            return out
        t, k, w = action.treasure, action.treasures, action.wilds
        counts = self.can.counts(t, w)
        if len(counts) > 1:
            options = tuple(Option(tally(names, t, n), str(n), default=n == k) for n in counts)
            out.append(Select("count", options, placeholder="How many", row=1))
        wilds = self.can.wild_counts(t, k)
        if len(wilds) > 1:
            options = tuple(Option(tally(names, "wild", n), str(n), default=n == w) for n in wilds)
            out.append(Select("wilds", options, placeholder="With Wilds", row=2))
        return out

    def pay_controls(self) -> list[Control]:
        cost, names = self.cost, self.names
        if cost == 1:
            ways = []
            for visit in self.can.visits(cost):
                t = str(visit.curse)
                one = tally_words(1, names.name[t], names.plural[t])
                ways.append((f"Pay {one}, curse it", f"Pay {short_tally(names, t, 1)}, curse it",
                             f"Pay {names.short(t)}, curse it"))  # fmt: skip
            # One wording for all the buttons: the longest that fits every one of them.
            level = next((k for k in range(2) if all(len(w[k]) <= LABEL_MAX for w in ways)), 2)
            return [Button("buy", fit(*w[level:]), "danger", arg=i) for i, w in enumerate(ways)]
        payments = self.can.payments(cost)
        if len(payments) == 1:
            label = fit(f"Pay {paid_text(names, payments[0])}", f"Pay {cards_count(cost)}")
            return [Button("payment", label, "primary", arg=0, row=0)]
        most = {card: max(dict(p.pay).get(card, 0) for p in payments) for card in names.card_ids}
        options = []
        for card in names.card_ids:
            for i in range(1, most[card] + 1):
                label = fit(names.tag(card), names.name[card]) + (f" #{i}" if i > 1 else "")
                options.append(Option(label, f"{card}:{i}"))
        return [
            Select("pay", tuple(options), placeholder=f"Pay {cards_count(cost)}", row=0, count=cost)
        ]

    # what a tap does ---------------------------------------------------------------------------

    def click(self, verb: str, arg: int) -> Step:
        if verb == "bribe":
            types = self.can.bribable(self.names.ids)
            if not types:
                raise errors.BadRequest(
                    "You cannot bribe now: a bribe needs a treasure card from your hand (or a "
                    "Wild for a bribe you already have)."
                )
            return self.bribing(types[0]) if len(types) == 1 else Step.to({"step": "bribe"})
        if verb == "market":
            if not self.can.markets:
                raise errors.BadRequest(
                    "You cannot visit the Black Market now: no stall you can pay for holds cards."
                )
            return Step.to({"step": "market"})
        if verb == "back":
            return Step.to({})
        if verb in ("draw", "enddraw"):
            if self.can.draw is None:
                raise errors.BadRequest("You cannot draw now: it is not your turn to move.")
            if verb == "draw" and self.seen.deck_count == 0:
                return Step.to({"step": "draw"})
            return Step.play(self.can.draw)
        if verb == "stall":
            visits = self.can.visits(arg)
            if not visits:
                raise errors.BadRequest(
                    "That stall cannot be visited now: it is empty, or your hand cannot pay "
                    "for it. Pick another."
                )
            if arg == 0:
                return Step.play(visits[0])
            return Step.to({"step": "pay", "stall": arg})
        if verb == "treasure":
            ids = self.names.ids
            if not 0 <= arg < len(ids):
                raise errors.BadRequest("That treasure is not in this game: pick another.")
            return self.bribing(ids[arg])
        if verb == "payment":
            payments = self.can.payments(self.cost) if self.step == "pay" else []
            if not 0 <= arg < len(payments):
                raise errors.BadRequest("That payment is out of date: pick the stall again.")
            return Step.to({"step": "curse", "stall": self.cost, "pay": dict(payments[arg].pay)})
        if verb in ("buy", "curse"):
            choices = (
                self.can.visits(self.cost)
                if (verb, self.step) == ("buy", "pay")
                else (self.curses() if (verb, self.step) == ("curse", "curse") else [])
            )
            if not 0 <= arg < len(choices):
                raise errors.BadRequest("That choice is out of date: pick the stall again.")
            return Step.play(choices[arg])
        if verb == "confirm":
            chosen = self.bribe_action()
            if chosen is None:
                raise errors.BadRequest("Pick a treasure and how many cards to bribe with first.")
            return Step.play(chosen)
        raise errors.BadRequest("That button is not one of this panel's: open your hand again.")

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
            raise errors.BadRequest(
                "R-M2: at least one card you pay must be a treasure, since you then curse one "
                "of the treasures you paid: Wilds alone cannot pay. Pick again."
            )
        raise errors.BadRequest(
            f"You cannot pay with those cards: pick exactly {cards_count(self.cost)} of your "
            "hand, at least one of them a treasure."
        )


def draw(sight: SeatSight, notice: str | None) -> Panel:
    """Return a seat's panel: its embed, its controls and its picture, from one reading."""
    drafting = Drafting(sight)
    seen = drafting.seen
    embed = hand_embed(sight.game, seen, lines=panel_lines(drafting, notice))
    controls = tuple(drafting.controls())
    return Panel(embed, controls, lambda names: pictures.render_hand(seen, names))


def table_controls(view: dict[str, Any]) -> tuple[Button, ...]:
    """Return the public table's one-tap moves for the seat to move, from the public view only.

    Draw (when the deck is empty the tap opens the confirm step), the free 0 stall when it
    holds cards (it plays at once), and Bribe… and Black Market…, which open the mover's panel
    at that step. Nothing here depends on a hand: a tap is ``click`` for the member who taps.
    """
    seen = read(view)
    if seen.seat is not None:
        raise ValueError("the table's controls are drawn from the public view only")
    if seen.over:
        return ()
    empty = seen.deck_count == 0
    out = [
        Button("draw", "Draw (ends game)" if empty else "Draw a card", "primary"),
    ]
    free = seen.stalls.get(0, ())
    if free:
        label = fit(
            f"Take 0 stall: {seen.names.pile(free)}", f"Take 0 stall: {cards_count(len(free))}"
        )
        out.append(Button("stall", label, "success", arg=0))
    out += [Button("bribe", "Bribe…", "primary"), Button("market", "Black Market…", "primary")]
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
