"""A seat's private ``splendor`` panel: its moves in the fewest taps the rules allow.

- **Take gems**: one button per gem; a tap picks it. The tap that completes a legal take plays
  it (the third different gem, or fewer when fewer colours are left); a second tap on the only
  gem picked takes two of it where the pile allows (its label says so), else unpicks it.
- **Buy**: a select of the cards the seat can afford, each named with its printed cost (no
  two alike) and what it costs after bonuses; the pick plays, paying the least gold, unless
  gold vs colour is a real choice (``Affordable.choice_matters``): then a second select of the
  payments plays (``paying.py``: past 25 payments, it asks how much gold first).
- **Reserve**: a select of the face-up cards and the decks' tops (blind); the pick plays.
- **Return tokens** (over the limit) and **choose a noble** (several qualify) appear only
  when the rules ask: one tap per token returned (the last one plays), one tap a noble.

Every choice offered is part of one of ``sight.legal``, and every step returns one of them:
the panel filters the legal actions and the typed view (``reader.read``), never re-derives a
rule. The draft (a half-made take, return or payment) is checked again on every tap: a draft
the position no longer allows is dropped. Words: ``data/locales/<language>/splendor.ftl``, in
the reader's language (``sight.locale``).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.splendor.adapter.art import render_hand
from bot.games.splendor.adapter.paying import OPTIONS_MAX, Choice, menu, read_number, step_of, where
from bot.games.splendor.adapter.scenes import hand_scene
from bot.games.splendor.adapter.sheet import panel_embed
from bot.games.splendor.adapter.words import (
    card_cost_text,
    card_text,
    gem_label,
    noble_text,
    tokens_text,
)
from bot.games.splendor.reader import read
from bot.games.splendor.ruleset import COLOURS, GEMS, GOLD
from bot.games.splendor.seen import Affordable, Seen
from bot.games.splendor.state import ChooseNoble, Pass, Purchase, Reserve, Return, Take, TakeTwo
from bot.i18n import voice
from bot.services import errors
from bot.ui.adapter import Button, Control, Option, Panel, SeatSight, Select, Step, clip

VERBS = frozenset({"gem", "two", "give", "noble", "clear", "pass"})
FIELDS = frozenset({"buy", "pay", "reserve"})
GEM_ROW, BUY_ROW, RESERVE_ROW, PAY_ROW, TOOLS_ROW = 0, 1, 2, 3, 4
UNREADABLE = "splendor-panel-unreadable"
"""The refusal of a value no panel draws (forged): its words in the reader's language."""


class Drafting:
    """One drawing or one tap of a seat's panel: its view read once, its draft checked."""

    def __init__(self, sight: SeatSight) -> None:
        self.sight = sight
        self.seen: Seen = read(sight.view)
        me = self.seen.me
        if me is None:
            raise ValueError("a hand panel is drawn from its own seat's view")
        self.me = me
        self.say = voice(sight.locale)
        self.legal = set(sight.legal)
        self.picks = self._picks(sight.draft.get("take"))
        self.back = self._back(sight.draft.get("back"))
        self.buying = self._buying(sight.draft.get("buy"))
        self.gold, self.page = (
            where(self.buying.payments, sight.draft.get("gold"), sight.draft.get("page"))
            if self.buying is not None
            else (None, 0)
        )

    # --- the draft, checked against the position ---------------------------------------

    def _picks(self, value: Any) -> tuple[int, ...]:
        if not isinstance(value, list) or self.seen.step != "play" or not self.seen.my_turn:
            return ()
        gems = tuple(sorted({g for g in value if isinstance(g, int) and 0 <= g < len(GEMS)}))
        if len(gems) != len(value) or len(gems) >= max(self.seen.take_count(), 1):
            return ()
        return gems if all(g in self.seen.takeable() for g in gems) else ()

    def _back(self, value: Any) -> tuple[int, ...]:
        empty = (0,) * len(COLOURS)
        if not isinstance(value, list) or len(value) != len(COLOURS) or self.seen.step != "return":
            return empty
        if not all(isinstance(n, int) and n >= 0 for n in value):
            return empty
        back = tuple(value)
        fits = all(n <= held for n, held in zip(back, self.me.tokens, strict=True))
        return back if fits and sum(back) < self.seen.to_return else empty

    def _buying(self, value: Any) -> Affordable | None:
        if not isinstance(value, str) or self.seen.step != "play":
            return None
        return next((a for a in self.affordable() if a.card == value and a.choice_matters), None)

    def affordable(self) -> tuple[Affordable, ...]:
        return self.seen.affordable() if self.seen.my_turn and self.seen.step == "play" else ()

    # --- what a tap does ------------------------------------------------------------------

    def click(self, verb: str, arg: int) -> Step:
        if verb == "clear":
            return Step.to({})
        if verb == "gem" and self.seen.step == "play":
            return self.tap_gem(arg)
        if verb == "two" and 0 <= arg < len(GEMS):
            return self.legal_step(TakeTwo(arg))
        if verb == "give" and self.seen.step == "return":
            return self.give(arg)
        if verb == "noble" and 0 <= arg < len(self.seen.choices):
            return self.legal_step(ChooseNoble(self.seen.choices[arg]))
        if verb == "pass":
            return self.legal_step(Pass())
        raise errors.BadRequest("splendor-panel-stale")

    def tap_gem(self, gem: int) -> Step:
        if (
            not 0 <= gem < len(GEMS)
            or gem not in self.seen.takeable()
            or not self.seen.take_count()
        ):
            raise errors.BadRequest("splendor-panel-stale")
        if gem in self.picks:
            if self.picks == (gem,) and TakeTwo(gem) in self.legal:
                return Step.play(TakeTwo(gem))
            return Step.to(self._take_draft(tuple(g for g in self.picks if g != gem)))
        picks = tuple(sorted((*self.picks, gem)))
        if len(picks) >= self.seen.take_count():
            return self.legal_step(Take(picks))
        return Step.to(self._take_draft(picks))

    @staticmethod
    def _take_draft(picks: tuple[int, ...]) -> dict[str, Any]:
        return {"take": list(picks)} if picks else {}

    def give(self, colour: int) -> Step:
        if not 0 <= colour < len(COLOURS) or self.back[colour] >= self.me.tokens[colour]:
            raise errors.BadRequest("splendor-panel-stale")
        back = tuple(n + (c == colour) for c, n in enumerate(self.back))
        if sum(back) >= self.seen.to_return:
            return self.legal_step(Return(back))
        return Step.to({"back": list(back)})

    def pick(self, field: str, values: Sequence[str]) -> Step:
        if len(values) != 1:
            raise errors.BadRequest("splendor-panel-stale")
        value = values[0]
        if field == "buy":
            found = next((a for a in self.affordable() if a.card == value), None)
            if found is None:
                raise errors.BadRequest("splendor-panel-stale")
            if found.choice_matters:
                return Step.to({"buy": found.card})
            return self.legal_step(Purchase(found.card, found.gold))
        if field == "pay" and self.buying is not None:
            return self.pay(self.buying, value)
        if field == "reserve":
            kind, _, what = value.partition(":")
            if kind == "card" and what in self.seen.ruleset.card:
                return self.legal_step(Reserve(card=what))
            level = read_number(what, 1) if kind == "deck" else None
            if level is not None:
                return self.legal_step(Reserve(level=level))
            raise errors.BadRequest(UNREADABLE)
        raise errors.BadRequest("splendor-panel-stale")

    def pay(self, buying: Affordable, value: str) -> Step:
        """A pick of the payment select: play a payment, or go to an amount of gold."""
        choice = step_of(buying.payments, value)
        if choice is None:
            raise errors.BadRequest("splendor-panel-stale")
        if choice.payment is not None:
            return self.legal_step(Purchase(buying.card, choice.payment))
        draft: dict[str, Any] = {"buy": buying.card}
        if choice.gold is not None:
            draft["gold"] = choice.gold
            if choice.page:
                draft["page"] = choice.page
        return Step.to(draft)

    def legal_step(self, action: Any) -> Step:
        if action not in self.legal:
            raise errors.BadRequest("splendor-panel-stale")
        return Step.play(action)

    # --- the controls ---------------------------------------------------------------------

    def controls(self) -> list[Control]:
        if not self.seen.my_turn:
            return [self.refresh()]
        if self.seen.step == "return":
            return [*self.give_buttons(), *self.tools()]
        if self.seen.step == "noble":
            nobles = [
                Button(
                    "noble",
                    clip(noble_text(self.seen.ruleset.noble[n], self.sight.locale)),
                    "success",
                    arg=i,
                    row=GEM_ROW,
                )
                for i, n in enumerate(self.seen.choices)
            ]
            return [*nobles, self.refresh()]
        out: list[Control] = [*self.gem_buttons()]
        buy = self.buy_select()
        if buy is not None:
            out.append(buy)
        reserve = self.reserve_select()
        if reserve is not None:
            out.append(reserve)
        pay = self.pay_select()
        if pay is not None:
            out.append(pay)
        return [*out, *self.tools()]

    def refresh(self) -> Button:
        return Button("refresh", self.say("splendor-panel-refresh"), row=TOOLS_ROW)

    def tools(self) -> list[Control]:
        out: list[Control] = []
        if self.picks or any(self.back) or self.buying is not None:
            out.append(Button("clear", self.say("splendor-panel-clear"), "danger", row=TOOLS_ROW))
        if self.seen.step == "play" and self.seen.take_count() <= 1:
            for gem in self.seen.doubles():
                if TakeTwo(gem) in self.legal:
                    label = self.say(
                        "splendor-panel-take-two", gem=gem_label(gem, self.sight.locale)
                    )
                    out.append(Button("two", clip(label), "primary", arg=gem, row=TOOLS_ROW))
        if Pass() in self.legal:
            out.append(Button("pass", self.say("splendor-panel-pass"), "danger", row=TOOLS_ROW))
        return [*out, self.refresh()]

    def gem_buttons(self) -> list[Button]:
        locale = self.sight.locale
        count = self.seen.take_count()
        out = []
        for gem in range(len(GEMS)):
            label = gem_label(gem, locale)
            style: Any = "primary"
            off = gem not in self.seen.takeable() or count == 0
            if gem in self.picks:
                style = "success"
                two = self.picks == (gem,) and TakeTwo(gem) in self.legal
                key = "splendor-panel-take-two" if two else "splendor-panel-unpick"
                label = self.say(key, gem=label)
            elif len(self.picks) + 1 == count:
                label = self.say("splendor-panel-take-last", gem=label)
            out.append(Button("gem", clip(label), style, arg=gem, disabled=off, row=GEM_ROW))
        if all(b.disabled for b in out):
            return []
        return out

    def give_buttons(self) -> list[Button]:
        out: list[Button] = []
        for colour in range(len(COLOURS)):
            held = self.me.tokens[colour] - self.back[colour]
            if self.me.tokens[colour] == 0:
                continue
            label = self.say(
                "splendor-panel-give", gem=gem_label(colour, self.sight.locale), count=held
            )
            row = GEM_ROW if len(out) < 5 else GEM_ROW + 1
            out.append(
                Button("give", clip(label), "primary", arg=colour, disabled=held == 0, row=row)
            )
        return out

    def buy_select(self) -> Select | None:
        offers = self.affordable()
        if not offers:
            return None
        locale = self.sight.locale
        options = []
        for a in offers[:OPTIONS_MAX]:
            card = self.seen.card(a.card)
            key = "splendor-panel-buy-reserved" if a.reserved else "splendor-panel-buy-option"
            options.append(
                Option(
                    clip(self.say(key, card=card_cost_text(card, locale)), 100),
                    a.card,
                    clip(self.pay_words(a.price, a.gold), 100),
                    default=self.buying is not None and self.buying.card == a.card,
                )
            )
        placeholder = self.say("splendor-panel-buy", count=len(offers))
        return Select("buy", tuple(options), placeholder=clip(placeholder, 150), row=BUY_ROW)

    def pay_words(self, price: Sequence[int], gold: Sequence[int]) -> str:
        """What a payment hands over: the price's gems less the gold, then the gold."""
        locale = self.sight.locale
        if not any(price):
            return self.say("splendor-panel-free")
        coloured = [p - g for p, g in zip(price, gold, strict=True)]
        return self.say("splendor-panel-pay", tokens=tokens_text([*coloured, sum(gold)], locale))

    def pay_select(self) -> Select | None:
        if self.buying is None:
            return None
        a = self.buying
        shown = menu(a.payments, self.gold, self.page)
        options = [
            Option(clip(self.choice_words(a, c, shown.gold), 100), c.value) for c in shown.choices
        ]
        card = card_text(self.seen.card(a.card), self.sight.locale)
        amounts = shown.gold is None and len(a.payments) > OPTIONS_MAX
        key = "splendor-panel-how-much-gold" if amounts else "splendor-panel-how-to-pay"
        placeholder = self.say(key, card=card)
        return Select("pay", tuple(options), placeholder=clip(placeholder, 150), row=PAY_ROW)

    def choice_words(self, a: Affordable, choice: Choice, gold: int | None) -> str:
        """An option of the payment select: a payment, an amount of gold, more, or back."""
        if choice.payment is not None:
            return self.pay_words(a.price, choice.payment)
        if choice.gold is None:
            return self.say("splendor-panel-pay-back")
        if gold is None:
            return self.say("splendor-panel-pay-gold", gold=choice.gold, count=choice.count)
        return self.say("splendor-panel-pay-more", count=choice.count)

    def reserve_select(self) -> Select | None:
        if not self.seen.can_reserve():
            return None
        locale = self.sight.locale
        options = [
            Option(
                clip(card_text(self.seen.card(cid), locale), 100),
                f"card:{cid}",
                clip(tokens_text(self.seen.card(cid).cost, locale), 100),
            )
            for cid in self.seen.face_up()
        ]
        options += [
            Option(
                clip(self.say("splendor-panel-reserve-blind", level=str(level)), 100),
                f"deck:{level}",
                clip(self.say("splendor-panel-reserve-blind-hint"), 100),
            )
            for level in self.seen.blind_levels()
        ]
        options = [o for o in options if self._reservable(o.value)]
        if not options:
            return None
        gold = self.seen.bank[GOLD] > 0
        key = "splendor-panel-reserve" if gold else "splendor-panel-reserve-no-gold"
        return Select(
            "reserve",
            tuple(options[:OPTIONS_MAX]),
            placeholder=clip(self.say(key), 150),
            row=RESERVE_ROW,
        )

    def _reservable(self, value: str) -> bool:
        kind, _, what = value.partition(":")
        action = Reserve(card=what) if kind == "card" else Reserve(level=read_number(what, 1))
        return action in self.legal


def draw(sight: SeatSight, notice: str | None) -> Panel:
    """The seat's panel, in its reader's language: embed, controls and hand picture."""
    d = Drafting(sight)
    picture = functools.partial(hand_png, sight.view, sight.locale)  # drawn in a worker process
    return Panel(panel_embed(d, notice), tuple(d.controls()), picture)


def hand_png(view: Mapping[str, Any], language: str, names: Mapping[int, str]) -> bytes:
    """Draw a seat's hand from its view in ``language`` (a module function: picklable)."""
    return render_hand(hand_scene(view, names, language), language)


def click(sight: SeatSight, verb: str, arg: int) -> Step:
    """What a button of the panel does."""
    return Drafting(sight).click(verb, arg)


def pick(sight: SeatSight, field: str, values: Sequence[str]) -> Step:
    """What a select of the panel does (values untrusted)."""
    return Drafting(sight).pick(field, values)
