"""A seat's private ``yotd`` panel: every decision of Y-U1 in the fewest taps the rules allow.

- **Draft**: one select of the nine types (pick two); the pick plays, the two persons one in
  each palace, unless the seat first tapped "both in palace 1" (shown only where both are
  legal).
- **Action**: one button per action card (its gain for this seat on the label), the
  privilege once per size; one tap plays. A card whose group already holds a dragon costs the
  fee: the first tap asks to confirm, saying so, the second plays. "No action: top up".
- **Build**: one floor per decision (the rules ask floor by floor): the suggested floor first
  (its button says the whole suggestion), then every other floor the rules allow.
- **Person**: one select of the persons the seat's cards can take (each with its value and
  symbols; a type card is used before the wild), the wild card (then a select of every
  tile), and any dead card; then the palace, skipped when there is one. Palaces full: replace
  someone or release the newcomer, each with what it costs.
- **Release**: what the event demands first, then one tap per person released.

Every step is one of ``sight.legal``: the panel filters the legal actions and reads the view;
a draft the position no longer allows is dropped. Button numbers are positions in lists drawn
from the legal actions (the house refuses a click on a panel of another version). Words:
``data/locales/<language>/yotd-panel.ftl``, in the reader's language (``sight.locale``).

Long file: one class reads the draft once and both answers the taps and draws the controls of
all five steps (Y-U1), so that what a button offers and what its tap plays cannot drift apart.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from bot.games.yotd.adapter import art, choices
from bot.games.yotd.adapter.sheet import panel_embed
from bot.games.yotd.adapter.words import (
    DRAGON,
    action_label,
    floors_text,
    palace_name,
    palace_text,
    person_label,
    tile_name,
    tile_text,
)
from bot.games.yotd.moves import (
    TYPES,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    TakeAction,
)
from bot.games.yotd.reader import PalaceSeen, PlayerSeen, Seen, read
from bot.i18n import voice
from bot.services import errors
from bot.ui.adapter import Button, Control, Option, Panel, Picture, SeatSight, Select, Step, clip

VERBS = frozenset(
    {"deed", "refill", "back", "plan", "floor", "newpal", "stopbuild", "into", "swap", "letgo"}
    | {"free", "together"}
)
FIELDS = frozenset({"pair", "person", "wildtile", "swapsel", "freesel"})
TOOLS_ROW = 4
BUTTONS_MAX = 20
"""Buttons before a select is used instead (four rows of five, the fifth row for tools)."""
STALE = "yotd-panel-stale"


class Drafting:
    """One drawing or one tap of a seat's panel: its view read once, its draft checked."""

    def __init__(self, sight: SeatSight) -> None:
        self.sight = sight
        self.seen: Seen = read(sight.view)
        me = self.seen.me
        if me is None:
            raise ValueError("a hand panel is drawn from its own seat's view")
        self.me: PlayerSeen = me
        self.say = voice(sight.locale)
        self.locale = sight.locale
        self.ruleset = self.seen.ruleset
        self.palaces = me.palaces
        self.step = self.seen.step
        self.legal: tuple[Any, ...] = sight.legal if sight.my_turn else ()
        draft = sight.draft
        self.together = bool(draft.get("together")) and self.step == "draft"
        self.confirm = self._confirm(draft.get("confirm"))
        self.wild = draft.get("wild") is True and bool(choices.wild_tiles(self.legal))
        self.taking = self._taking(draft.get("card"), draft.get("tile"))

    # --- the draft, checked against the position ----------------------------------------

    def _confirm(self, value: Any) -> TakeAction | None:
        if not isinstance(value, int) or isinstance(value, bool) or self.step != "action":
            return None
        return choices.action_of(self.legal, value)

    def _taking(self, card: Any, tile: Any) -> tuple[str, str] | None:
        if self.step != "recruit" or not self.legal:
            return None
        if isinstance(card, str) and isinstance(tile, str):
            if choices.placements(self.legal, card, tile):
                return card, tile
            return None
        options = self.person_options()
        if len(options) == 1 and not options[0][0].startswith(("dead:", "wild")):
            card, _, tile = options[0][0].partition(":")  # one person: its step is skipped
            return card, tile
        if self.wild and len(choices.wild_tiles(self.legal)) == 1:
            return "wild", choices.wild_tiles(self.legal)[0]
        return None

    def person_options(self) -> list[tuple[str, str, str | None]]:
        """The person select: (value, label, description) for each tile a type card takes,
        the wild card, and each dead card."""
        out: list[tuple[str, str, str | None]] = []
        for card, tile in choices.tile_options(self.legal):
            label = tile_text(tile, self.locale, self.ruleset)
            hint = self.say("yotd-panel-with-card", card=person_label(card, self.locale))
            out.append((f"{card}:{tile}", label, hint))
        if choices.wild_tiles(self.legal):
            out.append(("wild", self.say("yotd-panel-wild-option"), None))
        for card in choices.dead_cards(self.legal):
            label = self.say("yotd-panel-dead-option", card=person_label(card, self.locale))
            out.append((f"dead:{card}", label, self.say("yotd-panel-dead-hint")))
        return out

    # --- what a tap does ----------------------------------------------------------------

    def legal_step(self, action: Any) -> Step:
        if action not in self.legal:
            raise errors.BadRequest(STALE)
        return Step.play(action)

    def click(self, verb: str, arg: int) -> Step:
        if verb == "back":
            return Step.to({})
        if verb == "together" and self.step == "draft":
            return Step.to({"together": bool(arg)})
        if verb == "deed" and self.step == "action":
            return self.deed(arg)
        if verb == "refill":
            return self.legal_step(Refill())
        if verb in ("plan", "floor", "newpal", "stopbuild") and self.step == "build":
            return self.floor(verb, arg)
        if verb in ("into", "swap", "letgo") and self.taking is not None:
            return self.place(verb, arg)
        if verb == "free" and self.step == "release":
            found = choices.releases(self.legal)
            if 0 <= arg < len(found):
                return self.legal_step(found[arg])
        raise errors.BadRequest(STALE)

    def deed(self, number: int) -> Step:
        action = choices.action_of(self.legal, number)
        if action is None:
            raise errors.BadRequest(STALE)
        if self.fee_for(action.card) and self.confirm != action:
            return Step.to({"confirm": number})  # Y-A3: the fee is said before it is paid
        return Step.play(action)

    def floor(self, verb: str, arg: int) -> Step:
        if verb == "plan":
            where = self.plan()[0][0] if self.plan() else None
            return self.legal_step(BuildNew() if where is None else Build(where))
        if verb == "floor":
            return self.legal_step(Build(arg))
        if verb == "newpal":
            return self.legal_step(BuildNew())
        return self.legal_step(BuildStop())

    def place(self, verb: str, arg: int) -> Step:
        assert self.taking is not None
        card, tile = self.taking
        found = choices.placements(self.legal, card, tile)
        if verb == "into":
            return self.legal_step(Recruit(card, tile, arg, None))
        if verb == "letgo":
            return self.legal_step(Recruit(card, tile, None, None))
        swaps = [r for r in found if r.release is not None]
        if 0 <= arg < len(swaps):
            return Step.play(swaps[arg])
        raise errors.BadRequest(STALE)

    def pick(self, field: str, values: Sequence[str]) -> Step:
        if field == "pair" and self.step == "draft":
            return self.pair(values)
        if len(values) != 1:
            raise errors.BadRequest(STALE)
        value = values[0]
        if field == "person" and self.step == "recruit":
            return self.person(value)
        if field == "wildtile" and self.step == "recruit":
            return self.take("wild", value)
        if field == "swapsel" and self.taking is not None:
            return self.place("swap", number_of(value))
        if field == "freesel" and self.step == "release":
            return self.click("free", number_of(value))
        raise errors.BadRequest(STALE)

    def pair(self, values: Sequence[str]) -> Step:
        if len(values) != 2 or not set(values) <= set(TYPES) or values[0] == values[1]:
            raise errors.BadRequest(STALE)
        pair = tuple(t for t in TYPES if t in values)
        found = choices.drafts_of(self.legal, pair)
        if not found:
            raise errors.BadRequest("yotd-panel-pair-taken")
        split = [d for d in found if d.palaces[0] != d.palaces[1]]
        same = [d for d in found if d.palaces[0] == d.palaces[1]]
        preferred = (same if self.together else split) or found
        return Step.play(preferred[0])

    def person(self, value: str) -> Step:
        if value == "wild" and choices.wild_tiles(self.legal):
            tiles = choices.wild_tiles(self.legal)
            if len(tiles) == 1:
                return self.take("wild", tiles[0])
            return Step.to({"wild": True})
        if value.startswith("dead:"):
            card = value.partition(":")[2]
            return self.legal_step(Recruit(card, None, None, None))
        card, _, tile = value.partition(":")
        if (card, tile) not in choices.tile_options(self.legal):
            raise errors.BadRequest(STALE)
        return self.take(card, tile)

    def take(self, card: str, tile: str) -> Step:
        found = choices.placements(self.legal, card, tile)
        if not found:
            raise errors.BadRequest(STALE)
        if len(found) == 1:
            return Step.play(found[0])
        return Step.to({"card": card, "tile": tile})

    # --- reading the board --------------------------------------------------------------

    def fee_for(self, card: str) -> int:
        """The fee this seat pays for ``card``'s group now (Y-A3)."""
        return self.seen.fee(card)

    def plan(self) -> list[tuple[int | None, int]]:
        return choices.build_plan(self.palaces, self.seen.build_left, self.ruleset.max_floors)

    def plan_text(self) -> str:
        """The suggested Build in words: "palace 2 to 3 floors, then a new palace"."""
        parts = []
        for index, after, founded in choices.plan_steps(self.plan(), len(self.palaces)):
            key = "yotd-panel-plan-new" if founded else "yotd-panel-plan-raise"
            parts.append(self.say(key, palace=str(index + 1), floors=after))
        return self.say(
            "yotd-panel-plan-join", first=parts[0], rest=", ".join(parts[1:]), more=len(parts) - 1
        )

    # --- the controls -------------------------------------------------------------------

    def controls(self) -> list[Control]:
        if not self.legal:
            return [self.refresh()]
        drawn: list[Control]
        if self.step == "draft":
            drawn = self.draft_controls()
        elif self.step == "action":
            drawn = self.action_controls()
        elif self.step == "build":
            drawn = self.build_controls()
        elif self.step == "recruit":
            drawn = self.recruit_controls()
        else:
            drawn = self.release_controls()
        return [*drawn, self.refresh()]

    def refresh(self) -> Button:
        return Button("refresh", self.say("yotd-panel-refresh"), row=TOOLS_ROW)

    def back(self) -> Button:
        return Button("back", self.say("yotd-panel-back"), "danger", row=TOOLS_ROW)

    def draft_controls(self) -> list[Control]:
        drafts = [a for a in self.legal if isinstance(a, Draft)]
        options = tuple(
            Option(
                person_label(t, self.locale),
                t,
                clip(tile_text(f"{t}-young", self.locale, self.ruleset), 100),
            )
            for t in TYPES
        )
        out: list[Control] = [
            Select("pair", options, clip(self.say("yotd-panel-draft-pick"), 150), row=0, count=2)
        ]
        shared = any(d.palaces[0] == d.palaces[1] for d in drafts)
        split = any(d.palaces[0] != d.palaces[1] for d in drafts)
        if shared and split:
            for arg, key in ((0, "yotd-panel-draft-split"), (1, "yotd-panel-draft-together")):
                style: Any = "success" if self.together == bool(arg) else "secondary"
                out.append(Button("together", self.say(key), style, arg=arg, row=1))
        return out

    def action_controls(self) -> list[Control]:
        out: list[Control] = []
        for action in sorted(
            (a for a in self.legal if isinstance(a, TakeAction)), key=choices.action_number
        ):
            number = choices.action_number(action)
            fee = self.fee_for(action.card)
            if self.confirm is not None and self.confirm != action:
                continue
            if self.confirm == action:
                label = self.say("yotd-panel-confirm", action=self.deed_words(action), fee=fee)
                out.append(Button("deed", clip(label), "success", arg=number, row=0))
                out.append(self.back())
                return out
            label = self.deed_words(action)
            if fee:
                label = self.say("yotd-panel-deed-fee", action=label, fee=fee)
            out.append(Button("deed", clip(label), "primary", arg=number))
        if Refill() in self.legal:
            top = self.ruleset.refill_to
            out.append(Button("refill", self.say("yotd-panel-refill", yuan=top), "secondary"))
        return out

    def deed_words(self, action: TakeAction) -> str:
        """An action card as its button says it: "💴 Taxes +5", "🐉 Large privilege (6 💴)"."""
        if action.card == "privilege":
            size = action.size or "small"
            large = size == "large"
            cost = self.ruleset.large_privilege_cost if large else self.ruleset.small_privilege_cost
            marks = DRAGON * (self.ruleset.large_dragons if large else self.ruleset.small_dragons)
            name = self.say("yotd-privilege", size=size)
            return self.say("yotd-panel-privilege", name=name, marks=marks, cost=cost)
        amount = choices.gain(action.card, self.seen, self.sight.seat)
        return self.say(
            "yotd-panel-deed", action=action_label(action.card, self.locale), gain=amount
        )

    def build_controls(self) -> list[Control]:
        floors = choices.floors_of(self.legal)
        plan = self.plan()
        out: list[Control] = []
        if plan:
            where = plan[0][0]
            first = BuildNew() if where is None else Build(where)
            if first in floors:
                label = self.floor_words(first)
                out.append(
                    Button(
                        "plan",
                        clip(self.say("yotd-panel-plan-button", floor=label)),
                        "success",
                        row=0,
                    )
                )
                floors = [f for f in floors if f != first]
        for f in floors:
            if isinstance(f, Build):
                out.append(Button("floor", clip(self.floor_words(f)), "primary", arg=f.palace))
            else:
                out.append(Button("newpal", clip(self.floor_words(f)), "primary"))
        if BuildStop() in self.legal:
            out.append(Button("stopbuild", self.say("yotd-panel-build-stop"), "danger"))
        return out

    def floor_words(self, floor: Build | BuildNew) -> str:
        return floor_words(floor, self.palaces, self.locale)

    def recruit_controls(self) -> list[Control]:
        if self.taking is not None:
            return self.placement_controls(*self.taking)
        if self.wild:
            options = tuple(
                Option(clip(tile_text(t, self.locale, self.ruleset), 100), t)
                for t in choices.wild_tiles(self.legal)
            )
            placeholder = clip(self.say("yotd-panel-wild-pick"), 150)
            return [Select("wildtile", options, placeholder, row=0), self.back()]
        options = tuple(
            Option(clip(label, 100), value, None if hint is None else clip(hint, 100))
            for value, label, hint in self.person_options()[:25]
        )
        return [Select("person", options, clip(self.say("yotd-panel-person-pick"), 150), row=0)]

    def placement_controls(self, card: str, tile: str) -> list[Control]:
        found = choices.placements(self.legal, card, tile)
        out: list[Control] = []
        for r in found:
            if r.palace is not None and r.release is None:
                words = self.palace_words(r.palace)
                out.append(Button("into", clip(words), "primary", arg=r.palace))
        swaps = [r for r in found if r.release is not None]
        if len(swaps) > BUTTONS_MAX - 1:
            options = tuple(
                Option(clip(self.swap_words(r), 100), str(i)) for i, r in enumerate(swaps[:25])
            )
            out.append(Select("swapsel", options, clip(self.say("yotd-panel-swap-pick"), 150)))
        else:
            for i, r in enumerate(swaps):
                out.append(Button("swap", clip(self.swap_words(r)), "primary", arg=i))
        if Recruit(card, tile, None, None) in found:
            out.append(Button("letgo", self.say("yotd-panel-let-go"), "danger"))
        if len(self.person_options()) > 1 or self.wild:
            out.append(self.back())
        return out

    def palace_words(self, index: int) -> str:
        p = self.palaces[index]
        return palace_text(index, p.floors, p.persons, self.locale)

    def swap_words(self, r: Recruit) -> str:
        assert r.palace is not None and r.release is not None
        return self.say(
            "yotd-panel-swap", palace=str(r.palace + 1), person=tile_name(r.release, self.locale)
        )

    def release_controls(self) -> list[Control]:
        labels = [
            self.say(
                "yotd-panel-release",
                palace=str(r.palace + 1),
                person=tile_name(r.tile, self.locale),
            )
            for r in choices.releases(self.legal)
        ]
        if len(labels) > BUTTONS_MAX:  # a court too large for buttons: one select
            options = tuple(Option(clip(label, 100), str(i)) for i, label in enumerate(labels[:25]))
            placeholder = clip(self.say("yotd-panel-release-pick"), 150)
            return [Select("freesel", options, placeholder, row=0)]
        return [Button("free", clip(label), "danger", arg=i) for i, label in enumerate(labels)]


def floor_words(floor: Build | BuildNew, palaces: Sequence[PalaceSeen], locale: str) -> str:
    """A floor as its button says it: "🏯 Palace 2 → 3 floors", "🏯 New palace"."""
    say = voice(locale)
    if isinstance(floor, BuildNew):
        return say("yotd-panel-found")
    return say(
        "yotd-panel-raise",
        palace=palace_name(floor.palace, locale),
        floors=floors_text(palaces[floor.palace].floors + 1, locale),
    )


def table_controls(seen: Seen, language: str) -> tuple[Button, ...]:
    """The table's one-tap move, from the public view: during a Build, the suggested floor
    (the builder's tap plays it as the panel's own "plan" button does). Elsewhere none: an
    action has up to nine choices, a person depends on the hand, a release is one of many."""
    if seen.over or seen.step != "build" or seen.current is None:
        return ()
    palaces = seen.players[seen.current].palaces
    plan = choices.build_plan(palaces, seen.build_left, seen.ruleset.max_floors)
    if not plan:
        return ()
    where = plan[0][0]
    floor = BuildNew() if where is None else Build(where)
    label = voice(language)("yotd-panel-plan-button", floor=floor_words(floor, palaces, language))
    return (Button("plan", clip(label), "success"),)


def number_of(value: str) -> int:
    """A select's number as the panel wrote it (ASCII digits only: a forged value is -1)."""
    return int(value) if value.isascii() and value.isdigit() and len(value) <= 3 else -1


def draw(sight: SeatSight, notice: str | None) -> Panel:
    """The seat's panel, in its reader's language: embed, controls and hand picture."""
    d = Drafting(sight)
    return Panel(panel_embed(d, notice), tuple(d.controls()), hand_picture(sight))


def hand_picture(sight: SeatSight) -> Picture:
    """The seat's cards and palaces as a picture (a partial of a module function: drawn in a
    worker process)."""
    return functools.partial(art.hand_png, sight.view, sight.locale)


def click(sight: SeatSight, verb: str, arg: int) -> Step:
    """What a button of the panel does."""
    return Drafting(sight).click(verb, arg)


def pick(sight: SeatSight, field: str, values: Sequence[str]) -> Step:
    """What a select of the panel does (values untrusted)."""
    return Drafting(sight).pick(field, values)
