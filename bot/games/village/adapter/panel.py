"""The ``village`` hand panel: its steps, drawn by filtering the seat's legal actions.

A move is made in steps (the draft): Bribe → a treasure, how many, with Wilds → Confirm; Black
Market → a stall → the cards to pay → the treasure to curse (that tap buys); Draw (when the deck
is empty, one more tap: it ends the game). Every choice offered is a part of some legal action
of the seat; the tap that commits returns one of those actions. No rule is re-derived here.
The view is read once per drawing (``reader.read``), and its ``Seen`` handed to every part.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games import village
from bot.games.village import Bribe, Draw, Market
from bot.games.village.adapter import pictures
from bot.games.village.adapter.hand import hand_embed, own_hand
from bot.games.village.reader import CardNames, read
from bot.games.village.text import cards_count
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
    turn_line,
)

VERBS = frozenset({"bribe", "market", "draw", "enddraw", "back", "confirm", "stall", "curse"})
FIELDS = frozenset({"type", "count", "wilds", "pay"})
UNREADABLE = "That choice could not be read: please pick again."


def _int(value: Any, default: int = 0) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def numbered(names: CardNames, card: str, n: int) -> str:
    """Say "0 Crowns", "1 Crown", "2 Crowns" (a count option)."""
    return f"{n} {names.name[card] if n == 1 else names.plural[card]}"


class Drafting:
    """One seat's panel: its view, its legal actions by kind, and its draft's step."""

    def __init__(self, sight: SeatSight) -> None:
        self.sight = sight
        self.seen = read(sight.view)
        self.draft = sight.draft
        self.names = self.seen.names
        self.me, self.hand = own_hand(self.seen, sight.seat)
        self.bribes = [a for a in sight.legal if isinstance(a, Bribe)]
        self.markets = [a for a in sight.legal if isinstance(a, Market)]
        self.draw = next((a for a in sight.legal if isinstance(a, Draw)), None)
        self.step = str(self.draft.get("step", "main")) if sight.my_turn else "main"
        if self.step in ("pay", "curse") and not self.draft_payable():
            self.step = "market"  # a draft the hand no longer allows: choose again

    # what the legal actions allow -------------------------------------------------------------

    def visits(self, cost: int) -> list[Market]:
        """Return the legal visits of the stall of ``cost``."""
        return [m for m in self.markets if m.stall == cost]

    def payment(self) -> Market | None:
        """Return the draft's stall and payment (no curse yet), if it is well formed."""
        pay = self.draft.get("pay")
        if not isinstance(pay, dict):
            return None
        try:
            return Market.paying(_int(self.draft.get("stall"), -1), pay)
        except (TypeError, ValueError):
            return None

    def draft_payable(self) -> bool:
        """Say whether the draft's stall (and payment, once chosen) is part of a legal visit."""
        cost = _int(self.draft.get("stall"), -1)
        if cost <= 0 or not self.visits(cost):
            return False
        if self.step == "pay":
            return True
        return bool(self.curses())

    def curses(self) -> list[Market]:
        """Return the legal visits that pay the draft's payment, one per treasure to curse."""
        paid = self.payment()
        if paid is None:
            return []
        return [m for m in self.visits(paid.stall) if m.pay == paid.pay]

    def bribable(self) -> list[str]:
        """Return the treasure types of the seat's legal bribes, in the ruleset's order."""
        types = {b.treasure for b in self.bribes}
        return [t for t in self.names.ids if t in types]

    def counts(self, treasure: str, wilds: bool) -> list[int]:
        """Return the numbers of treasures (or of Wilds) some legal bribe of ``treasure`` plays."""
        found = {b.wilds if wilds else b.treasures for b in self.bribes if b.treasure == treasure}
        return sorted(found)

    def bribe_action(self) -> Bribe | None:
        """Return the bribe the draft describes, if it is one of the legal ones."""
        chosen = Bribe(
            str(self.draft.get("treasure")),
            _int(self.draft.get("k")),
            _int(self.draft.get("w")),
        )
        return chosen if chosen in self.bribes else None

    # drawing -----------------------------------------------------------------------------------

    def lines(self, notice: str | None) -> list[str]:
        out = [f"**{notice}**"] if notice else []
        out.append(turn_line(self.sight))
        return out + self.step_lines()

    def step_lines(self) -> list[str]:
        if self.step == "bribe":
            action = self.bribe_action()
            if action is None:
                return ["**Bribe the Dragon**: pick a treasure, then how many cards to play."]
            return [f"**Bribe the Dragon**: {village.preview(self.seen, action)}."]
        if self.step == "market":
            return [
                "**Black Market**: pick a stall. You pay its cost in cards, then curse one "
                "of the treasures you paid with."
            ]
        if self.step == "pay":
            cost = _int(self.draft.get("stall"))
            pile = self.seen.stalls.get(cost, ())
            return [
                f"**Black Market, {cost} stall** ({self.names.pile(pile)}): pick exactly {cost} "
                "cards to pay with, at least one of them a treasure."
            ]
        if self.step == "curse":
            return ["**Black Market**: pick the treasure to curse. That tap buys the stall."]
        if self.step == "draw":
            return ["**The deck is empty**: drawing now ends the game at once (R-D2)."]
        return []

    def controls(self) -> list[Control]:
        if self.step == "bribe":
            action = self.bribe_action()
            label = (
                "Pick what to bribe"
                if action is None
                else village.preview_parts(self.seen, action)[0]  # in this game's names
            )
            return [
                *self.bribe_selects(),
                Button("confirm", label, "success", disabled=action is None, row=3),
                Button("back", "Back", row=3),
            ]
        if self.step == "market":
            out: list[Control] = []
            for cost, pile in self.seen.stalls.items():
                cards = self.names.pile(pile)
                label = f"Take the free 0 stall: {cards}" if cost == 0 else f"{cost} stall: {cards}"
                style: Style = "success" if cost == 0 else "primary"
                out.append(Button("stall", label, style, arg=cost, disabled=not self.visits(cost)))
            return [*out, Button("back", "Back", row=1)]
        if self.step == "pay":
            return [self.pay_select(), Button("back", "Back", row=1)]
        if self.step == "curse":
            out = []
            for i, visit in enumerate(self.curses()):
                what, effect = village.preview_parts(self.seen, visit)
                out.append(Button("curse", f"Curse: {effect or what}", "danger", arg=i))
            return [*out, Button("back", "Back", row=1)]
        if self.step == "draw":
            return [Button("enddraw", "Draw and end the game", "danger"), Button("back", "Back")]
        off = not self.sight.my_turn
        empty = self.seen.deck_count == 0
        return [
            Button("bribe", "Bribe the Dragon", "primary", disabled=off or not self.bribes),
            Button("market", "Black Market", "primary", disabled=off or not self.markets),
            Button(
                "draw",
                "Draw (ends the game)" if empty else "Draw a card",
                "primary",
                disabled=off or self.draw is None,
            ),
            Button("refresh", "Refresh"),
        ]

    def bribe_selects(self) -> list[Control]:
        names = self.names
        values = self.seen.values
        chosen = self.draft.get("treasure")
        options = []
        for t in self.bribable():
            bribe = self.me.bribes.get(t)
            mine = f" · your bribe: {bribe.cards}" if bribe else ""
            options.append(
                Option(
                    names.tag(t),
                    t,
                    f"In hand: {self.hand.get(t, 0)} · worth {values[t]} now{mine}",
                    default=t == chosen,
                )
            )
        out: list[Control] = [
            Select("type", tuple(options), placeholder="Treasure to bribe with", row=0)
        ]
        if not isinstance(chosen, str) or chosen not in self.bribable():
            return out
        k, w = _int(self.draft.get("k")), _int(self.draft.get("w"))
        counts = tuple(
            Option(numbered(names, chosen, n), str(n), default=n == k)
            for n in self.counts(chosen, wilds=False)
        )
        if counts:
            out.append(Select("count", counts, placeholder="How many", row=1))
        wild_counts = self.counts(chosen, wilds=True)
        if self.hand.get("wild", 0) and wild_counts:
            options = [
                Option(numbered(names, "wild", n), str(n), default=n == w) for n in wild_counts
            ]
            out.append(Select("wilds", tuple(options), placeholder="With Wilds", row=2))
        return out

    def pay_select(self) -> Select:
        cost = _int(self.draft.get("stall"))
        options = []
        for card in self.names.card_ids:
            for i in range(1, min(self.hand.get(card, 0), cost) + 1):
                label = self.names.tag(card) + (f" #{i}" if i > 1 else "")
                options.append(Option(label, f"{card}:{i}"))
        return Select(
            "pay", tuple(options), placeholder=f"Pay {cards_count(cost)}", row=0, count=cost
        )

    # what a tap does ---------------------------------------------------------------------------

    def click(self, verb: str, arg: int) -> Step:
        if verb in ("bribe", "market"):
            return Step.to({"step": verb})
        if verb == "back":
            return Step.to({})
        if verb in ("draw", "enddraw"):
            if self.draw is None:
                raise errors.BadRequest("You cannot draw now.")
            if verb == "draw" and self.seen.deck_count == 0:
                return Step.to({"step": "draw"})
            return Step.play(self.draw)
        if verb == "stall":
            visits = self.visits(arg)
            if not visits:
                raise errors.BadRequest("That stall cannot be visited now: pick another.")
            if arg == 0:
                return Step.play(visits[0])
            return Step.to({"step": "pay", "stall": arg})
        if verb == "curse":
            curses = self.curses()
            if self.step != "curse" or not 0 <= arg < len(curses):
                raise errors.BadRequest("That choice is out of date: pick the stall again.")
            return Step.play(curses[arg])
        if verb == "confirm":
            chosen = self.bribe_action()
            if chosen is None:
                raise errors.BadRequest("Pick a treasure and how many cards to bribe with first.")
            return Step.play(chosen)
        raise errors.BadRequest("That button is not valid.")

    def pick(self, field: str, values: Sequence[str]) -> Step:
        if field == "type":
            (t,) = values
            if t not in self.bribable():
                raise ValueError(t)
            existing = t in self.me.bribes
            draft: dict[str, Any] = {"step": "bribe", "treasure": t, "k": 0 if existing else 1}
            draft["w"] = 0 if self.hand.get(t, 0) else 1
            return Step.to(draft)
        if field in ("count", "wilds"):
            (n,) = values
            treasure = str(self.draft.get("treasure"))
            number = parse_int(n, 0, 99)
            if number not in self.counts(treasure, wilds=field == "wilds"):
                raise ValueError(n)
            return Step.to({**self.draft, ("k" if field == "count" else "w"): number})
        if field == "pay":
            pay: dict[str, int] = {}
            for value in values:
                card, _, _ = value.partition(":")
                if card not in self.hand:
                    raise ValueError(card)
                pay[card] = pay.get(card, 0) + 1
            return Step.to({"step": "curse", "stall": _int(self.draft.get("stall")), "pay": pay})
        raise ValueError(field)


def draw(sight: SeatSight, notice: str | None) -> Panel:
    """Return a seat's panel: its embed, its controls and its picture, from one reading."""
    drafting = Drafting(sight)
    seen = drafting.seen
    embed = hand_embed(sight.game, seen, lines=drafting.lines(notice))
    controls = tuple(drafting.controls())
    return Panel(embed, controls, lambda names: pictures.render_hand(seen, names))


def click(sight: SeatSight, verb: str, arg: int) -> Step:
    """Return what a button of the panel does."""
    return Drafting(sight).click(verb, arg)


def pick(sight: SeatSight, field: str, values: Sequence[str]) -> Step:
    """Return what a select of the panel does; a value that cannot be read is refused."""
    drafting = Drafting(sight)  # a view that cannot be read is no choice to refuse: it raises
    try:
        return drafting.pick(field, values)
    except (ValueError, errors.BadRequest):
        raise errors.BadRequest(UNREADABLE) from None
