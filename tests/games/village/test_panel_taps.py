"""Every move of ``village`` from the public table's buttons, tap by tap, over random positions.

From each position the seat's taps are explored breadth first, starting at the buttons of
``table_controls`` (a tap on the table is the panel's own ``click``), through every enabled
button and every select choice, until a ``Step.play``. Along the way each drawn panel is
checked: labels of at most 25 characters, no select of fewer than two options, every play one
of the seat's legal actions, every refusal a reason, the words in the one card grammar, and
the hand's figures those of ``Seen.worth``. At the end every legal action must have been
reached, each within its number of taps.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.games import village
from bot.games.village import Action, Bribe, Draw, Market
from bot.games.village.adapter import ADAPTER
from bot.games.village.adapter.choices import LABEL_MAX, Choices
from bot.games.village.adapter.previews import ending_note
from bot.games.village.reader import read
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import State
from bot.services import errors
from bot.ui.adapter import Button, SeatSight, Select, Step
from tests.games.village.positions import player, position
from tests.games.village.test_adapter_reader import record
from tests.games.village.test_words import custom_ruleset, problems

WORTH = re.compile(r"^\*\*(\d+)\*\* × (.+) \(\w\) — ([+−]?\d+) each")


def sight_of(s: State, draft: dict[str, Any]) -> SeatSight:
    seat = s.current
    legal = tuple(village.legal_actions(s))
    return SeatSight(record(len(s.hands)), seat, village.view_for(s, seat), legal, (seat,), draft)


@dataclass
class Explored:
    """What the taps from one position reached: each action's fewest taps, and what was seen."""

    taps: dict[Action, int] = field(default_factory=dict)
    refusals: list[str] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)


def choices_of(select: Select) -> Iterator[list[str]]:
    """Every distinct choice of a select (a payment is a multiset of cards: one of each)."""
    seen: set[tuple[tuple[str, int], ...]] = set()
    for combo in itertools.combinations([o.value for o in select.options], select.count):
        key = tuple(sorted(Counter(v.partition(":")[0] for v in combo).items()))
        if key not in seen:
            seen.add(key)
            yield list(combo)


def check_panel(s: State, sight: SeatSight, rs: Ruleset, out: Explored) -> list[Any]:
    """Draw the panel of ``sight``, note what breaks a promise, and return its controls."""
    drawn = ADAPTER.panel(sight, None)
    texts = [drawn.embed.description or ""]
    for c in drawn.controls:
        if isinstance(c, Button):
            texts.append(c.label)
            if len(c.label) > LABEL_MAX:
                out.faults.append(f"long label {c.label!r}")
        else:
            if len(c.options) < 2:
                out.faults.append(f"a select of {len(c.options)} option: {c}")
            for o in c.options:
                texts.append(o.label)
                if len(o.label) > LABEL_MAX:
                    out.faults.append(f"long option {o.label!r}")
    hand = next(f.value for f in drawn.embed.fields if f.name.startswith("Cards in hand"))
    seen = read(sight.view)
    by_name = {seen.names.name[c]: c for c in seen.names.card_ids}
    for line in hand.splitlines():
        m = WORTH.match(line)
        if m is None:
            continue  # "no cards"
        figure = int(m.group(3).replace("−", "-"))
        if figure != seen.worth(sight.seat, by_name[m.group(2)]):
            out.faults.append(f"hand figure {line!r}")
    out.faults += [f"{p}: {t!r}" for t in texts for p in problems(t.replace("**", ""), rs)]
    if sight.draft.get("step") == "bribe" and "treasure" in sight.draft:
        confirm = next(c for c in drawn.controls if getattr(c, "verb", "") == "confirm")
        if confirm.disabled:
            out.faults.append(f"a treasure picked but no Confirm: {sight.draft}")
    return list(drawn.controls)


def explore(s: State, rs: Ruleset) -> Explored:
    """Tap every way from the table's buttons until each draft plays (breadth first)."""
    out = Explored()
    legal = set(village.legal_actions(s))
    start = sight_of(s, {})
    frontier: list[Step] = []
    for b in ADAPTER.table_controls(record(len(s.hands)), village.view_for(s, None)):
        try:
            frontier.append(ADAPTER.click(start, b.verb, b.arg))
        except errors.BadRequest as refused:  # the table knows no hand: a refusal says why
            kind = {"bribe": Bribe, "market": Market}.get(b.verb)
            if kind is None or any(isinstance(a, kind) for a in legal):
                out.faults.append(f"the table's {b.label!r} refused: {refused}")
            elif "You cannot" not in str(refused):
                out.faults.append(f"a refusal without its reason: {refused}")
    done: set[str] = set()
    depth = 1
    while frontier and depth <= 6:
        later: list[Step] = []
        for step in frontier:
            if step.draft is None:
                if step.action not in legal:
                    out.faults.append(f"plays an illegal {step.action}")
                out.taps.setdefault(step.action, depth)
                continue
            key = json.dumps(step.draft, sort_keys=True)
            if key in done:
                continue
            done.add(key)
            sight = sight_of(s, step.draft)
            for c in check_panel(s, sight, rs, out):
                if isinstance(c, Button):
                    if c.disabled or c.verb == "refresh":
                        continue
                    try:
                        later.append(ADAPTER.click(sight, c.verb, c.arg))
                    except errors.BadRequest as refused:
                        out.faults.append(f"an enabled {c.label!r} refused: {refused}")
                    continue
                for values in choices_of(c):
                    try:
                        later.append(ADAPTER.pick(sight, c.field, values))
                    except errors.BadRequest as refused:
                        out.refusals.append(str(refused))
                        if set(v.partition(":")[0] for v in values) != {"wild"}:
                            out.faults.append(f"{values} refused: {refused}")
        frontier, depth = later, depth + 1
    return out


def most_taps(action: Action, s: State) -> int:
    """The taps allowed from the table to ``action``."""
    if isinstance(action, Draw):
        return 1 if s.deck else 2  # an empty deck: one more tap confirms the end
    if isinstance(action, Market):
        return {0: 1, 1: 3}.get(action.stall, 4)
    default = Choices(village.legal_actions(s)).default_bribe(action.treasure)
    return 3 if action == default else 5  # another count or more Wilds: a pick each


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


def check_position(s: State, rs: Ruleset) -> None:
    out = explore(s, rs)
    assert not out.faults, out.faults[:5]
    legal = village.legal_actions(s)
    assert set(out.taps) == set(legal), "every legal action is reachable"
    slow = {a: n for a, n in out.taps.items() if n > most_taps(a, s)}
    assert not slow, slow
    for refusal in out.refusals:
        assert "must be a treasure" in refusal


@pytest.mark.parametrize("custom", [False, True], ids=["standard", "custom names"])
def test_every_legal_action_is_a_few_taps_from_the_table(custom: bool) -> None:
    rs = custom_ruleset() if custom else village.default_ruleset()
    count = 0
    for s in positions(rs if custom else None, range(6), every=7):
        check_position(s, rs)
        count += 1
    assert count > 20


def test_six_treasures_make_a_select_and_wilds_alone_are_refused_with_the_reason() -> None:
    held = {t: 1 for t in ("axe", "feather", "sword", "scrolls", "crown", "goblet")}
    s = village.load(
        position(
            players=[player(0, {**held, "wild": 2}, {"crown": (1, 0)}), player(1, {"axe": 1})],
            deck="axe sword feather",
            stalls={3: "goblet", 2: "feather", 1: "axe", 0: "wild"},
        )
    )
    check_position(s, village.default_ruleset())
    drawn = ADAPTER.panel(sight_of(s, {"step": "bribe"}), None)
    (kinds,) = [c for c in drawn.controls if isinstance(c, Select)]
    assert kinds.field == "type" and len(kinds.options) == 6
    paying = sight_of(s, {"step": "pay", "stall": 2})
    with pytest.raises(errors.BadRequest, match="Wilds alone cannot pay"):
        ADAPTER.pick(paying, "pay", ["wild:1", "wild:2"])


def test_a_bribe_from_the_table_is_three_taps_and_confirm_is_ready_at_once() -> None:
    s = village.load(
        position(
            players=[player(0, {"axe": 2, "crown": 3, "wild": 1}), player(1, {"axe": 1})],
            deck="axe sword feather goblet goblet sword",
            stalls={3: "goblet", 2: "feather", 1: "axe", 0: "wild"},
        )
    )
    step = ADAPTER.click(sight_of(s, {}), "bribe", 0)  # the table's "Bribe…"
    assert step.draft == {"step": "bribe"}
    crown = village.default_ruleset().ids.index("crown")
    step = ADAPTER.click(sight_of(s, step.draft), "treasure", crown)
    assert step.draft == {"step": "bribe", "treasure": "crown", "k": 3, "w": 0}
    assert ADAPTER.click(sight_of(s, step.draft), "confirm", 0).action == Bribe("crown", 3, 0)


def test_a_wild_only_bribe_starts_with_one_wild_to_an_existing_bribe() -> None:
    s = village.load(
        position(
            players=[player(0, {"axe": 1, "wild": 2}, {"crown": (1, 0)}), player(1)],
            deck="axe",
            stalls={0: "wild"},
        )
    )
    crown = village.default_ruleset().ids.index("crown")
    step = ADAPTER.click(sight_of(s, {"step": "bribe"}), "treasure", crown)
    assert step.draft == {"step": "bribe", "treasure": "crown", "k": 0, "w": 1}
    text = ADAPTER.panel(sight_of(s, step.draft), None).embed.description or ""
    assert "Only 1 card left: unless a King's Crown or a Wild turns up" in text


def test_an_empty_deck_says_the_bribe_ends_the_game_for_sure() -> None:
    s = village.load(position(players=[player(0, {"axe": 1}), player(1)], stalls={0: "wild"}))
    assert village.ending(village.view_for(s, 0), Bribe("axe", 1, 0)) == "certain"
    assert ending_note(village.view_for(s, 0), Bribe("axe", 1, 0), "en") == (
        "The deck is empty: this bribe ends the game."
    )
    assert ending_note(village.view_for(s, 0), Bribe("axe", 1, 0), "it") == (
        "Il mazzo è vuoto: questa offerta termina la partita."
    )
    assert ending_note(village.view_for(s, 0), Draw(), "en") is None
    (draw,) = [b for b in ADAPTER.table_controls(record(2), village.view_for(s, None))][:1]
    assert draw.label == "Draw (ends game)"
    assert ADAPTER.click(sight_of(s, {}), draw.verb, draw.arg).draft == {"step": "draw"}
