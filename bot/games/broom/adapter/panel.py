"""A seat's private ``broom`` panel: every decision of B-Q1 … B-Q7 in the fewest taps.

- **Pick** (B-Q1): one select of the 10 roles (min = max = 4; under More or Less? a button per
  other size changes it), then a confirm that names the roles and the bewitched ones: 2 taps.
- **Lead** (B-Q2): a button per role in hand (skipped with one), then "Brave" or the cowardly
  action's first step in the same panel: 2 taps, plus a step per parameter.
- **Follow** (B-Q3): "Brave" and "Cowardly" (the cowardly action's first step when it has
  several), passes being automatic.
- **Perform** (B-Q4) and every cowardly action: the ``do`` cut into steps (``choices.path``):
  pawn → region (→ tower), pawn → tower, a cloud, a gain, a reward or nothing; each step offers
  only legal options and is skipped when it has one.
- **Fist** (B-Q6): hold nothing, everything, or what the four selects say; **The Works!**
  (B-Q7): hand in a set or not.

Every step is one of ``sight.legal``; a draft the position no longer allows is dropped. Words:
``broom-panel.ftl``, in the reader's language (``sight.locale``).

Long file: one class reads the draft once and both answers the taps and draws the controls and
the prompt of all six decisions (B-Q1 … B-Q7), so that what a button offers and what its tap
plays cannot drift apart.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import discord

from bot.games.broom.adapter import art, choices
from bot.games.broom.adapter.choices import Step as PathStep
from bot.games.broom.adapter.words import (
    CLOUD,
    LIGHTNING,
    PAWN,
    STAR,
    VP,
    bundle_of,
    event_name,
    fist_text,
    region_text,
    role_name,
    role_text,
    tower_text,
)
from bot.games.broom.reader import PlayerSeen, Seen, read
from bot.games.broom.ruleset import RESOURCES
from bot.games.broom.state import Do, FistChoice, Perform, Pick, Play, Works
from bot.i18n import listing, voice
from bot.services import errors
from bot.ui.adapter import Button, Control, Option, Panel, SeatSight, Select, Step, clip, turn_line
from bot.ui.lobby import title

VERBS = frozenset({"lead", "brave", "flyto", "pickok", "back", "howmany", "fist", "setin"})
FIELDS = frozenset({"myroles", "flypick", "fisto", "fistg", "fistp", "fistw"})
FIST_FIELDS = ("fisto", "fistg", "fistp", "fistw")
BUTTONS_MAX = 16
"""Options shown as buttons before a select is used instead."""
TOOLS_ROW = 4
STALE = "broom-panel-stale"
COLOUR = discord.Colour(0x6D28D9)


class Drafting:
    """One drawing or one tap of a seat's panel: its view read once, its draft checked."""

    def __init__(self, sight: SeatSight) -> None:
        self.sight = sight
        self.seen: Seen = read(sight.view)
        me = self.seen.mine
        if me is None:
            raise ValueError("a hand panel is drawn from its own seat's view")
        self.me: PlayerSeen = me
        self.data = bundle_of(self.seen.ruleset)
        self.locale = sight.locale
        self.say = voice(sight.locale)
        self.legal: tuple[Any, ...] = sight.legal if sight.my_turn else ()
        self.kind = choices.kind_of(self.legal)
        draft = sight.draft
        self.sizes = choices.pick_sizes(self.legal)
        self.size = self._size(draft.get("size"))
        self.picked = self._picked(draft.get("pick"))
        self.role = self._role(draft.get("role"))
        self.dos = self._dos()
        self.prefix = choices.settle(self.dos, choices.read_prefix(self.dos, draft.get("path")))
        self.walking = bool(choices.read_prefix(self.dos, draft.get("path")))
        self.fist = self._fist(draft.get("fist"))

    # --- the draft, checked against the position ----------------------------------------

    def _size(self, value: Any) -> int:
        if isinstance(value, int) and not isinstance(value, bool) and value in self.sizes:
            return value
        default = 4
        return default if default in self.sizes or not self.sizes else self.sizes[0]

    def _picked(self, value: Any) -> Pick | None:
        if self.kind != "pick" or not isinstance(value, list):
            return None
        ids = self.data.role_ids
        roles = tuple(r for r in ids if r in value)
        found = Pick(roles)
        return found if len(roles) == len(value) and found in self.legal else None

    def _role(self, value: Any) -> str | None:
        if self.kind != "play":
            return None
        roles = choices.hand_roles(self.legal)
        if len(roles) == 1:
            return roles[0]
        return value if isinstance(value, str) and value in roles else None

    def _dos(self) -> list[Do]:
        if self.kind == "perform":
            return choices.perform_dos(self.legal)
        if self.kind == "play" and self.role is not None:
            return choices.cowardly_dos(self.legal, self.role)
        return []

    def _fist(self, value: Any) -> tuple[int, int, int, int]:
        if self.kind != "fist" or not isinstance(value, list) or len(value) != 4:
            return (0, 0, 0, 0)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return (0, 0, 0, 0)
        o, g, p, w = (
            max(0, min(v, have)) for v, have in zip(value, self.me.resources, strict=True)
        )
        return (o, g, p, w)

    # --- what a tap does ----------------------------------------------------------------

    def legal_step(self, action: Any) -> Step:
        if action not in self.legal:
            raise errors.BadRequest(STALE)
        return Step.play(action)

    def keep(self, **extra: Any) -> dict[str, Any]:
        """The draft so far (the role chosen), with ``extra``."""
        out: dict[str, Any] = {}
        if self.role is not None and len(choices.hand_roles(self.legal)) > 1:
            out["role"] = self.role
        out.update(extra)
        return out

    def click(self, verb: str, arg: int) -> Step:
        if verb == "back":
            if self.walking:
                return Step.to(self.keep())
            return Step.to({})
        if self.kind == "pick":
            if verb == "howmany" and arg in self.sizes:
                return Step.to({"size": arg})
            if verb == "pickok" and self.picked is not None:
                return self.legal_step(self.picked)
        if self.kind == "play":
            roles = choices.hand_roles(self.legal)
            if verb == "lead" and 0 <= arg < len(roles):
                return self.choose_role(roles[arg])
            if verb == "brave" and self.role is not None:
                brave = choices.brave_of(self.legal, self.role)
                if brave is not None:
                    return Step.play(brave)
        if verb == "flyto" and self.dos:
            found = choices.options(self.dos, self.prefix)
            if 0 <= arg < len(found):
                return self.walk(found[arg])
        if verb == "fist" and self.kind == "fist":
            fist = ((0, 0, 0, 0), self.me.resources, self.fist)[arg] if 0 <= arg < 3 else None
            if fist is not None:
                return self.legal_step(FistChoice(fist))
        if verb == "setin" and self.kind == "works":
            return self.legal_step(Works(bool(arg)))
        raise errors.BadRequest(STALE)

    def choose_role(self, role: str) -> Step:
        plays = [a for a in self.legal if isinstance(a, Play) and a.role == role]
        if len(plays) == 1:
            return Step.play(plays[0])  # Brave Heart's lead: the role is the whole decision
        return Step.to({"role": role})

    def walk(self, step: PathStep) -> Step:
        prefix = (*self.prefix, step)
        do = choices.chosen(self.dos, prefix)
        if do is not None:
            if self.kind == "perform":
                return self.legal_step(Perform(do))
            assert self.role is not None
            return self.legal_step(Play(self.role, "cowardly", do))
        settled = choices.settle(self.dos, prefix)
        return Step.to(self.keep(path=[list(s) for s in settled]))

    def pick(self, field: str, values: Sequence[str]) -> Step:
        if field == "myroles" and self.kind == "pick":
            ids = self.data.role_ids
            if len(set(values)) != len(values) or not set(values) <= set(ids):
                raise errors.BadRequest(STALE)
            roles = [r for r in ids if r in values]
            if Pick(tuple(roles)) not in self.legal:
                raise errors.BadRequest(STALE)
            return Step.to({"pick": roles, "size": len(roles)})
        if len(values) != 1:
            raise errors.BadRequest(STALE)
        number = number_of(values[0])
        if field == "flypick":
            return self.click("flyto", number)
        if field in FIST_FIELDS and self.kind == "fist":
            index = FIST_FIELDS.index(field)
            if not 0 <= number <= self.me.resources[index]:
                raise errors.BadRequest(STALE)
            fist = list(self.fist)
            fist[index] = number
            return Step.to({"fist": fist})
        raise errors.BadRequest(STALE)

    # --- words ---------------------------------------------------------------------------

    def step_words(self, step: PathStep) -> str:
        what, which = step
        say = self.say
        if what == "reward":
            if which:
                return say("broom-panel-reward-resource", resource=fist_text(one_of(which)))
            vp = int(self.data.event[self.seen.event].effect.get("instead", {}).get("vp", 0))
            return say("broom-panel-reward-vp", vp=f"{vp}{VP}")
        if what == "gain":
            role = self.role or (self.seen.turn.role if self.seen.turn else None) or ""
            stance = "brave" if self.kind == "perform" else "cowardly"
            gains = self.data.role[role].gains[stance] if role in self.data.role else ()
            index = int(which)
            fist = gains[index] if index < len(gains) else (0, 0, 0, 0)
            return say("broom-panel-gain", gain=fist_text(fist))
        if what == "none":
            return say("broom-panel-nothing")
        if what == "pawn":
            index = int(which)
            return say(
                "broom-panel-pawn",
                pawn=f"{PAWN}{index + 1}",
                region=region_text(self.me.pawns[index], self.data),
            )
        if what == "to":
            return say("broom-panel-to", region=region_text(which, self.data))
        if what == "tower":
            if not which:
                return say("broom-panel-no-delivery")
            return say("broom-panel-deliver", tower=tower_text(self.data.tower[which], self.locale))
        tile = self.seen.clouds.get(which) or ""
        return say(
            "broom-panel-charm",
            cloud=CLOUD,
            region=region_text(self.data.space_region[which], self.data),
            stars=f"{self.data.stars.get(tile, 0)}{STAR}",
            lightning=f"{self.data.lightning.get(tile, 0)}{LIGHTNING}",
        )

    def role_words(self, role: str) -> str:
        words = role_text(role, self.data, self.locale)
        if role in self.seen.bewitched:
            words = self.say("broom-panel-bewitched-role", role=words, vp=self.data.bewitched_vp)
        return words

    # --- the controls -------------------------------------------------------------------

    def controls(self) -> list[Control]:
        drawn: list[Control] = []
        if self.kind == "pick":
            drawn = self.pick_controls()
        elif self.kind == "play":
            drawn = self.play_controls()
        elif self.kind == "perform":
            drawn = self.walk_controls()
        elif self.kind == "fist":
            drawn = self.fist_controls()
        elif self.kind == "works":
            drawn = [
                Button("setin", self.say("broom-panel-works-yes"), "success", arg=1),
                Button("setin", self.say("broom-panel-works-no"), "secondary", arg=0),
            ]
        return [*drawn, Button("refresh", self.say("broom-panel-refresh"), row=TOOLS_ROW)]

    def back(self) -> Button:
        return Button("back", self.say("broom-panel-back"), "danger", row=TOOLS_ROW)

    def pick_controls(self) -> list[Control]:
        if self.picked is not None:
            names = listing(role_name(r, self.locale) for r in self.picked.roles)
            label = self.say("broom-panel-pick-confirm", roles=names.render(self.locale))
            return [Button("pickok", clip(label), "success", row=0), self.back()]
        options = tuple(
            Option(
                clip(role_text(r, self.data, self.locale), 100),
                r,
                clip(self.say("broom-panel-bewitched-hint", vp=self.data.bewitched_vp), 100)
                if r in self.seen.bewitched
                else None,
            )
            for r in self.data.role_ids
        )
        placeholder = clip(self.say("broom-panel-pick-select", count=self.size), 150)
        out: list[Control] = [Select("myroles", options, placeholder, row=0, count=self.size)]
        for n in self.sizes:
            if n != self.size:
                out.append(Button("howmany", self.say("broom-panel-size", count=n), arg=n, row=1))
        return out

    def play_controls(self) -> list[Control]:
        if self.role is None:
            roles = choices.hand_roles(self.legal)
            return [
                Button("lead", clip(self.role_words(r)), "primary", arg=i)
                for i, r in enumerate(roles)
            ]
        out: list[Control] = []
        if not self.walking:
            brave = choices.brave_of(self.legal, self.role)
            if brave is not None:
                out.append(Button("brave", self.say("broom-panel-brave"), "success", row=0))
        out += self.walk_controls(cowardly=True)
        if len(choices.hand_roles(self.legal)) > 1 or self.walking:
            out.append(self.back())
        return out

    def walk_controls(self, *, cowardly: bool = False) -> list[Control]:
        found = choices.options(self.dos, self.prefix)
        if not found:
            return []
        labels = []
        for step in found:
            words = self.step_words(step)
            if cowardly and not self.walking:
                words = self.say("broom-panel-cowardly", action=words)
            labels.append(words)
        out: list[Control] = []
        if len(found) > BUTTONS_MAX:
            options = tuple(Option(clip(w, 100), str(i)) for i, w in enumerate(labels[:25]))
            placeholder = self.say("broom-panel-walk-pick", what=found[0][0])
            out.append(Select("flypick", options, clip(placeholder, 150), row=1))
        else:
            out += [Button("flyto", clip(w), "primary", arg=i) for i, w in enumerate(labels)]
        if self.walking and self.kind == "perform":
            out.append(self.back())
        return out

    def fist_controls(self) -> list[Control]:
        out: list[Control] = [
            Button("fist", self.say("broom-panel-hold-none"), "secondary", arg=0, row=0),
            Button("fist", self.say("broom-panel-hold-all"), "primary", arg=1, row=0),
        ]
        if any(self.fist):
            label = self.say("broom-panel-hold-these", fist=fist_text(self.fist))
            out.append(Button("fist", clip(label), "success", arg=2, row=0))
        row = 1
        for index, (name, have) in enumerate(zip(RESOURCES, self.me.resources, strict=True)):
            if not have or row > 3:
                continue
            mark = fist_text(one_of(name)).rstrip("1")
            options = tuple(
                Option(f"{mark} {n}", str(n), default=n == self.fist[index])  # i18n: not words
                for n in range(min(have, 24) + 1)
            )
            placeholder = self.say("broom-panel-fist-pick", resource=mark)
            out.append(Select(FIST_FIELDS[index], options, clip(placeholder, 150), row=row))
            row += 1
        return out

    # --- the embed ----------------------------------------------------------------------

    def prompt(self) -> str:
        say = self.say
        if self.kind == "pick":
            if self.picked is not None:
                bewitched = [r for r in self.picked.roles if r in self.seen.bewitched]
                return say(
                    "broom-panel-pick-check",
                    roles=listing(role_name(r, self.locale) for r in self.picked.roles).render(
                        self.locale
                    ),
                    bewitched=listing(role_name(r, self.locale) for r in bewitched).render(
                        self.locale
                    ),
                    count=len(bewitched),
                    vp=self.data.bewitched_vp,
                )
            return say("broom-panel-pick", count=self.size)
        if self.kind == "play":
            turn = self.seen.turn
            leading = turn is not None and turn.stage == "lead"
            if self.role is None:
                return say("broom-panel-lead")
            role = role_name(self.role, self.locale)
            if self.walking:
                return say("broom-panel-cowardly-steps", role=role)
            return say("broom-panel-stance", role=role, lead="yes" if leading else "no")
        if self.kind == "perform":
            role = self.seen.turn.role if self.seen.turn and self.seen.turn.role else ""
            return say("broom-panel-perform", role=role_name(role, self.locale))
        if self.kind == "fist":
            return say("broom-panel-fist")
        if self.kind == "works":
            return say("broom-panel-works")
        return ""

    def embed(self, notice: str | None) -> discord.Embed:
        say = self.say
        lines = [f"**{notice}**"] if notice else []
        lines.append(turn_line(self.sight, your_turn=self.prompt() if self.legal else None))
        lines.append(
            say(
                "broom-panel-round",
                round=self.seen.round,
                event=event_name(self.seen.event, self.locale),
            )
        )
        if self.seen.bewitched:
            names = listing(role_name(r, self.locale) for r in self.seen.bewitched)
            lines.append(
                say(
                    "broom-panel-bewitched",
                    roles=names.render(self.locale),
                    vp=self.data.bewitched_vp,
                )
            )
        embed = discord.Embed(title=title(self.sight.game, self.locale), colour=COLOUR)
        embed.description = "\n".join(lines)
        me = self.me
        hand = me.hand or ()
        if hand:
            value = "\n".join(self.role_words(r) for r in hand)
        elif self.seen.phase == "pick" and isinstance(me.choice, list):
            value = say(
                "broom-panel-picked",
                roles=listing(role_name(r, self.locale) for r in me.choice).render(self.locale),
            )
        else:
            value = say("broom-panel-no-hand")
        embed.add_field(name=say("broom-panel-hand"), value=clip(value, 1024), inline=False)
        pawns = " · ".join(
            f"{PAWN}{i + 1} {region_text(r, self.data)}"  # i18n: not words
            for i, r in enumerate(me.pawns)
        )
        you = say(
            "broom-panel-you-line",
            vp=f"{me.vp}{VP}",
            resources=fist_text(me.resources, zeros=True),
            pawns=pawns,
            clouds=len(me.clouds),
        )
        embed.add_field(name=say("broom-panel-you"), value=clip(you, 1024), inline=False)
        return embed


def one_of(resource: str) -> tuple[int, int, int, int]:
    """One unit of ``resource`` as a fist."""
    o, g, p, w = (int(r == resource) for r in RESOURCES)
    return (o, g, p, w)


def number_of(value: str) -> int:
    """A select's number as the panel wrote it (ASCII digits only: a forged value is -1)."""
    return int(value) if value.isascii() and value.isdigit() and len(value) <= 3 else -1


def draw(sight: SeatSight, notice: str | None) -> Panel:
    """The seat's panel, in its reader's language: embed, controls and the seat's roles as a
    picture (a partial of a module function: drawn in a worker process)."""
    d = Drafting(sight)
    picture = functools.partial(art.hand_png, sight.view, sight.locale)
    return Panel(d.embed(notice), tuple(d.controls()), picture)


def click(sight: SeatSight, verb: str, arg: int) -> Step:
    return Drafting(sight).click(verb, arg)


def pick(sight: SeatSight, field: str, values: Sequence[str]) -> Step:
    return Drafting(sight).pick(field, values)
