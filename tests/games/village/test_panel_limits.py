"""The ``village`` hand panel keeps its limits in every language, and its English is the
English of always.

Over many random positions, every step reached tap by tap from the table's buttons, in every
language: no label or option longer than the panel's 25 characters (none cut short in the
standard ruleset), no select option, no placeholder and no embed beyond Discord's limits, and
no catalogue key in place of words. English previews are the game's own ``village.preview``.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import discord
import pytest

from bot.games import village
from bot.games.village.adapter import ADAPTER, panel
from bot.games.village.adapter.choices import LABEL_MAX
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import State
from bot.i18n import LANGUAGES
from bot.services import errors
from bot.ui.adapter import OPTION_MAX, Button, Control, Panel, SeatSight, Step
from tests.games.village.positions import player, position
from tests.games.village.test_adapter_reader import known, record
from tests.games.village.test_words import custom_ruleset

PLACEHOLDER_MAX = 150
"""Discord's longest select placeholder."""
KEY = re.compile(r"\bvillage-[a-z]")
"""A catalogue key where words should be (the catalogue gives the key when a message lacks)."""


def game(language: str = "en", players: int = 2) -> Any:
    return dataclasses.replace(record(players), options={"language": language})


def sight_of(s: State, draft: dict[str, Any], locale: str, seat: int | None = None) -> SeatSight:
    seat = s.current if seat is None else seat
    legal = tuple(village.legal_actions(s)) if seat == s.current else ()
    active = () if s.over else (s.current,)
    view = village.view_for(s, seat)
    return SeatSight(game(players=len(s.hands)), seat, view, legal, active, draft, locale)


def known_sight(draft: dict[str, Any] | None = None, locale: str = "en") -> SeatSight:
    return sight_of(known(), draft or {}, locale, seat=0)


def labels(draft: dict[str, Any], locale: str) -> list[str]:
    drawn = ADAPTER.panel(known_sight(draft, locale), None)
    return [c.label for c in drawn.controls if isinstance(c, Button)]


def text_of(draft: dict[str, Any], locale: str) -> str:
    return ADAPTER.panel(known_sight(draft, locale), None).embed.description or ""


# --------------------------------------------------------------------------------------------
# Over random positions, in every language


def positions(rs: Ruleset | None, seeds: range, every: int) -> Iterator[State]:
    for seed in seeds:
        rng = random.Random(seed)
        s = village.new_game(2 + seed % 4, seed, ruleset=rs)
        moves = 0
        while not s.over:
            if moves % every == 0:
                yield s
            s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
            moves += 1
        yield s


def embed_faults(embed: discord.Embed) -> list[str]:
    out = []
    if len(embed) > 6000:
        out.append(f"an embed of {len(embed)} characters")
    if len(embed.title or "") > 256 or len(embed.description or "") > 4096:
        out.append(f"a long title or description: {embed.title!r}")
    for f in embed.fields:
        if not 1 <= len(f.name) <= 256 or not 1 <= len(f.value) <= 1024:
            out.append(f"a field out of bounds: {f.name!r}")
    if len(embed.footer.text or "") > 2048:
        out.append("a long footer")
    return out


def texts(drawn: Panel) -> list[str]:
    embed = drawn.embed
    out = [embed.title or "", embed.description or "", embed.footer.text or ""]
    out += [t for f in embed.fields for t in (f.name, f.value)]
    for c in drawn.controls:
        if isinstance(c, Button):
            out.append(c.label)
        else:
            out += [c.placeholder or ""]
            out += [t for o in c.options for t in (o.label, o.description or "")]
    return out


def control_faults(controls: tuple[Control, ...], cut: bool) -> list[str]:
    """What breaks a limit; ``cut``: a label cut short (with "…") is a fault too."""
    out = []
    for c in controls:
        if isinstance(c, Button):
            if len(c.label) > LABEL_MAX or (cut and c.label.endswith("…")):
                out.append(f"label {c.label!r}")
            continue
        if len(c.placeholder or "") > PLACEHOLDER_MAX:
            out.append(f"placeholder {c.placeholder!r}")
        for o in c.options:
            if len(o.label) > LABEL_MAX or (cut and o.label.endswith("…")):
                out.append(f"option {o.label!r}")
            if len(o.description or "") > OPTION_MAX:
                out.append(f"option description {o.description!r}")
    return out


def leaks(words: list[str]) -> list[str]:
    return [t for t in words if KEY.search(t) or "{" in t or "}" in t]


def taps(c: Control) -> list[Callable[[SeatSight], Step]]:
    """The taps of a control: an enabled button; a select's first and last choices."""
    if isinstance(c, Button):
        if c.disabled or c.verb == "refresh":
            return []
        return [lambda sight: ADAPTER.click(sight, c.verb, c.arg)]
    values = [o.value for o in c.options]
    chosen = {tuple(values[: c.count]), tuple(values[-c.count :])}
    return [lambda sight, v=v: ADAPTER.pick(sight, c.field, list(v)) for v in chosen]


def walk(s: State, locale: str, cut: bool) -> list[str]:
    """Tap every way from the table's buttons (breadth first) and check every panel drawn."""
    faults: list[str] = []
    table = panel.table_controls(village.view_for(s, None), locale)
    faults += control_faults(table, cut=False) + leaks([b.label for b in table])
    if s.over:
        drawn = ADAPTER.panel(sight_of(s, {}, locale, seat=0), None)
        return faults + embed_faults(drawn.embed) + leaks(texts(drawn))
    start = sight_of(s, {}, locale)
    frontier: list[Step] = [Step.to({})]
    for b in table:
        try:
            frontier.append(ADAPTER.click(start, b.verb, b.arg))
        except errors.BadRequest as refused:
            faults += leaks([refused.text(locale)])
    done: set[str] = set()
    while frontier:
        later: list[Step] = []
        for step in frontier:
            if step.draft is None:
                continue
            key = json.dumps(step.draft, sort_keys=True)
            if key in done:
                continue
            done.add(key)
            sight = sight_of(s, step.draft, locale)
            drawn = ADAPTER.panel(sight, "notice")
            faults += control_faults(drawn.controls, cut) + embed_faults(drawn.embed)
            faults += leaks(texts(drawn))
            for c in drawn.controls:
                for tap in taps(c):
                    try:
                        later.append(tap(sight))
                    except errors.BadRequest as refused:
                        faults += leaks([refused.text(locale)])
        frontier = later
    return faults


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("custom", [False, True], ids=["standard", "custom names"])
def test_every_panel_keeps_the_limits_and_says_words_in_every_language(
    locale: str, custom: bool
) -> None:
    rs = custom_ruleset() if custom else None
    count = 0
    for s in positions(rs, range(5), every=6):
        faults = walk(s, locale, cut=not custom)
        assert not faults, faults[:5]
        count += 1
    assert count > 20


@pytest.mark.parametrize("deck", ["axe sword feather", ""], ids=["a deck", "an empty deck"])
def test_the_longest_names_still_fit_in_italian_and_spanish(deck: str) -> None:
    """Every treasure in hand, a bribe of each, and each stall full of long names."""
    held = {t: 12 for t in ("axe", "feather", "sword", "scrolls", "crown", "goblet")}
    bribed = {t: (12, 9) for t in held}
    s = village.load(
        position(
            players=[player(0, {**held, "wild": 3}, bribed), player(1, {"axe": 1})],
            deck=deck,
            stalls={3: "scrolls axe sword", 2: "scrolls feather", 1: "scrolls", 0: "axe"},
        )
    )
    for locale in LANGUAGES:
        assert walk(s, locale, cut=True) == []
