"""The ``yotd`` panel (``bot/games/yotd/adapter/panel.py``): every decision of Y-U1 in the
fewest taps, only legal moves, forged values refused, payloads within Discord's limits,
nothing hidden shown.

The tap counts are found by a search over the panel itself (every button and select option it
draws, from an empty draft): each legal action of the seat to decide is reached, in 1 tap for
a draft into the two palaces (2 for both in one), an action card whose group is free or no
action, a floor, a release, a dead card; 2 for an action card whose group costs the fee (the
confirm); for a person, 1 for the pick plus 1 for the palace when there is a choice of
palace (a wild card: one more, its tile).
"""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Callable
from typing import Any

import pytest

from bot.games.yotd import RULES, apply, legal_actions, view_for
from bot.games.yotd.adapter import ADAPTER, choices
from bot.games.yotd.adapter.choices import Palace
from bot.games.yotd.moves import (
    Action,
    Build,
    BuildNew,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
)
from bot.games.yotd.state import State
from bot.services import errors
from bot.storage import GameRecord, SeatRecord, Status
from bot.ui.adapter import Button, SeatSight, Select, Step
from cogs.controls import components
from tests.fakediscord import specval


def record(players: int, language: str = "en") -> GameRecord:
    return GameRecord(
        id=31, kind="yotd", guild_id=1, channel_id=2, status=Status.RUNNING, version=9,
        host_id=100, max_seats=5, options={"language": language}, ruleset="standard",
        ruleset_json=None, seed=1, state_json=None, message_id=None, broken_reason=None,
        created_at="t", updated_at="t", started_at="t", finished_at=None,
        seats=tuple(SeatRecord(31, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def current(s: State) -> int:
    seat = RULES.active_seats(s)
    assert len(seat) == 1
    return seat[0]


def sight(s: State, draft: dict[str, Any] | None = None, locale: str = "en") -> SeatSight:
    seat = current(s)
    legal = tuple(legal_actions(s, seat))
    return SeatSight(
        record(len(s.players)), seat, view_for(s, seat), legal, (seat,), draft or {}, locale
    )


def moves(here: SeatSight) -> list[tuple[str, str, Any]]:
    """Every tap the panel offers: ("click", verb, arg) and ("pick", field, values)."""
    out: list[tuple[str, str, Any]] = []
    for c in ADAPTER.panel(here, None).controls:
        if isinstance(c, Button) and not c.disabled and c.verb not in ("refresh", "back"):
            out.append(("click", c.verb, c.arg))
        elif isinstance(c, Select) and c.count == 2:
            values = [o.value for o in c.options]
            out += [
                ("pick", c.field, [a, b]) for i, a in enumerate(values) for b in values[i + 1 :]
            ]
        elif isinstance(c, Select):
            out += [("pick", c.field, [o.value]) for o in c.options]
    return out


def tap(here: SeatSight, how: str, name: str, value: Any) -> Step:
    if how == "click":
        return ADAPTER.click(here, name, value)
    return ADAPTER.pick(here, name, value)


def fewest_taps(s: State) -> dict[Action, int]:
    """The fewest taps from an empty draft to each action the panel can play."""
    found: dict[Action, int] = {}
    seen: set[str] = set()
    queue: deque[tuple[dict[str, Any], int]] = deque([({}, 0)])
    while queue:
        draft, depth = queue.popleft()
        here = sight(s, draft)
        for how, name, value in moves(here):
            try:
                step = tap(here, how, name, value)
            except errors.BadRequest:  # a pair someone took: the select cannot hide it
                assert name == "pair", (how, name, value)
                continue
            if step.action is not None:
                assert step.action in here.legal, step.action
                found.setdefault(step.action, depth + 1)
            elif step.draft is not None:
                key = json.dumps(step.draft, sort_keys=True)
                if key not in seen and depth < 4:
                    seen.add(key)
                    queue.append((step.draft, depth + 1))
    return found


def allowed(s: State, action: Action) -> int:
    """The most taps the issue allows for ``action``."""
    legal = legal_actions(s, current(s))
    if isinstance(action, Draft):
        return 1 if action.palaces[0] != action.palaces[1] else 2
    if isinstance(action, TakeAction):
        groups = view_for(s, None)["groups"]
        group = next(i for i, g in enumerate(groups) if action.card in g)
        return 2 if view_for(s, None)["dragons"][group] else 1
    if isinstance(action, Recruit):
        if action.tile is None:
            return 1
        where = len(choices.placements(legal, action.card, action.tile)) > 1
        return (2 if action.card == "wild" else 1) + where
    assert isinstance(action, Refill | Build | BuildNew | Release), action
    return 1


def positions(seed: int, players: int, every: int = 1) -> list[State]:
    """The states of a random game, every ``every``-th decision (and every build)."""
    rng = random.Random(seed)
    s = RULES.new_game(players, seed)
    out = []
    ply = 0
    while not RULES.outcome(s):
        if ply % every == 0 or s.step == "build":
            out.append(s)
        seat = current(s)
        s, _ = apply(s, seat, rng.choice(legal_actions(s, seat)))
        ply += 1
    return out


def first(predicate: Callable[[State], bool], players: int = 3) -> State:
    """The first state of random games where ``predicate`` holds."""
    for seed in range(60):
        for s in positions(seed, players):
            if predicate(s):
                return s
    raise AssertionError("no such position in 60 random games")


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 5)])
def test_every_legal_move_is_reached_in_the_fewest_taps(seed: int, players: int) -> None:
    kinds: set[str] = set()
    for s in positions(seed, players, every=3):
        found = fewest_taps(s)
        for action in legal_actions(s, current(s)):
            assert action in found, (action, s.step)
            assert found[action] <= allowed(s, action), (action, found[action])
            kinds.add(type(action).__name__)
    assert {"Draft", "TakeAction", "Refill", "Recruit", "Release"} <= kinds


def test_a_taken_group_asks_to_confirm_and_says_the_fee() -> None:
    s = first(lambda s: s.step == "action" and any(s.dragons) and s.players[current(s)].yuan >= 3)
    here = sight(s)
    legal = [a for a in here.legal if isinstance(a, TakeAction)]
    groups = view_for(s, None)["groups"]
    taken = next(
        a for a in legal if s.dragons[next(i for i, g in enumerate(groups) if a.card in g)]
    )
    number = choices.action_number(taken)
    button = next(c for c in ADAPTER.panel(here, None).controls if getattr(c, "arg", -1) == number)
    assert isinstance(button, Button) and "· 3 💴" in button.label
    step = ADAPTER.click(here, "deed", number)
    assert step == Step.to({"confirm": number})
    asking = sight(s, {"confirm": number})
    panel = ADAPTER.panel(asking, None)
    assert "costs 3 💴 more" in str(panel.embed.description)
    deeds = [c for c in panel.controls if isinstance(c, Button) and c.verb == "deed"]
    assert len(deeds) == 1 and deeds[0].label.startswith("Pay 3 💴")
    assert ADAPTER.click(asking, "deed", number) == Step.play(taken)


def test_full_palaces_offer_replace_or_release_with_what_each_costs() -> None:
    def full(s: State) -> bool:
        if s.step != "recruit":
            return False
        legal = legal_actions(s, current(s))
        return any(isinstance(a, Recruit) and a.release is not None for a in legal)

    s = first(full)
    legal = legal_actions(s, current(s))
    r = next(a for a in legal if isinstance(a, Recruit) and a.release is not None)
    assert r.tile is not None
    here = sight(s, {"card": r.card, "tile": r.tile})
    panel = ADAPTER.panel(here, None)
    text = str(panel.embed.description)
    assert "Your palaces are full" in text and "release the newcomer" in text
    verbs = {c.verb for c in panel.controls if isinstance(c, Button)}
    assert {"letgo", "back"} <= verbs and (
        "swap" in verbs
        or any(isinstance(c, Select) and c.field == "swapsel" for c in panel.controls)
    )
    assert ADAPTER.click(here, "letgo", 0) == Step.play(Recruit(r.card, r.tile, None, None))


def test_a_release_says_what_the_event_demands_and_plays_in_one_tap() -> None:
    s = first(lambda s: s.step == "release")
    here = sight(s)
    event = s.events[s.month - 1]
    owed = s.owed[current(s)]
    text = str(ADAPTER.panel(here, None).embed.description)
    assert "you owe" in text and "Tap the person to release" in text
    if event == "drought" and owed > 1:
        assert "one from each unsupplied palace" in text
    releases = [a for a in here.legal if isinstance(a, Release)]
    for i, r in enumerate(releases):
        assert ADAPTER.click(here, "free", i) == Step.play(r)


def test_the_build_suggestion_is_one_tap_per_floor_and_says_the_whole_plan() -> None:
    plan = choices.build_plan([Palace(1, ("craftsman-young",)), Palace(3, ())], 3, 3)
    assert plan == [(0, 2), (0, 3), (None, 1)]  # the rules' example 4 (Y-A6)
    assert choices.plan_steps(plan, 2) == [(0, 3, False), (2, 1, True)]
    s = first(lambda s: s.step == "build" and s.build_left >= 1)
    here = sight(s)
    text = str(ADAPTER.panel(here, None).embed.description)
    assert "Suggested:" in text and "one per tap" in text
    step = ADAPTER.click(here, "plan", 0)
    assert step.action in here.legal


@pytest.mark.parametrize(
    ("how", "name", "value"),
    [
        ("click", "deed", 99),
        ("click", "free", -1),
        ("click", "floor", 40),
        ("click", "into", 0),
        ("click", "nonsense", 0),
        ("pick", "person", ["monk:farmer-old"]),
        ("pick", "person", ["dead:wizard"]),
        ("pick", "wildtile", ["dragon-young"]),
        ("pick", "pair", ["monk", "monk"]),
        ("pick", "pair", ["monk"]),
        ("pick", "swapsel", ["٣"]),
    ],
)
def test_forged_or_stale_taps_are_refused(how: str, name: str, value: Any) -> None:
    for s in positions(4, 3, every=7)[:12]:
        with pytest.raises(errors.BadRequest):
            tap(sight(s), how, name, value)


@pytest.mark.parametrize(
    "draft",
    [{"confirm": "taxes"}, {"confirm": True}, {"card": "monk", "tile": 3}, {"wild": 1}, {"x": 1}],
)
def test_a_corrupted_draft_is_dropped(draft: dict[str, Any]) -> None:
    for s in positions(5, 2, every=9)[:8]:
        plain = ADAPTER.panel(sight(s), None)
        odd = ADAPTER.panel(sight(s, draft), None)
        assert odd.embed.to_dict() == plain.embed.to_dict()
        assert odd.controls == plain.controls


def payload(s: State, draft: dict[str, Any], locale: str) -> dict[str, Any]:
    panel = ADAPTER.panel(sight(s, draft, locale), "notice")
    view = components(record(len(s.players)), panel.controls)
    return {"embeds": [panel.embed.to_dict()], "components": view.to_components(), "flags": 64}


@pytest.mark.parametrize("locale", ["en", "it", "es"])
def test_panels_and_tables_validate_in_every_language(locale: str) -> None:
    for s in positions(6, 5, every=5):
        drafts: list[dict[str, Any]] = [{}]
        legal = legal_actions(s, current(s))
        if s.step == "action":
            drafts.append(
                {
                    "confirm": choices.action_number(
                        next(a for a in legal if isinstance(a, TakeAction))
                    )
                }
            )
        if s.step == "recruit":
            drafts.append({"wild": True})
            live = [a for a in legal if isinstance(a, Recruit) and a.tile is not None]
            if live:
                drafts.append({"card": live[-1].card, "tile": live[-1].tile})
        for draft in drafts:
            assert specval.check_message_payload(payload(s, draft, locale)) == [], draft
        table = ADAPTER.table(record(len(s.players), locale), view_for(s, None), [])
        body = {"content": table["content"], "embeds": [table["embed"].to_dict()]}
        assert specval.check_message_payload(body) == []


def test_a_seats_panel_is_the_same_whatever_it_cannot_see() -> None:
    for s in positions(7, 3, every=6):
        seat = current(s)
        panel = ADAPTER.panel(sight(s), None)
        other = RULES.redeal_hidden(s, seat, 99)
        again = ADAPTER.panel(sight(other), None)
        assert again.embed.to_dict() == panel.embed.to_dict()
        assert again.controls == panel.controls


def test_a_waiting_seat_sees_its_court_and_only_refresh() -> None:
    s = positions(8, 3)[10]
    seat = (current(s) + 1) % 3
    here = SeatSight(record(3), seat, view_for(s, seat), (), (current(s),), {}, "en")
    panel = ADAPTER.panel(here, None)
    assert [c.verb for c in panel.controls if isinstance(c, Button)] == ["refresh"]
    names = [f.name for f in panel.embed.fields]
    assert "Your palaces" in names and "Your cards" in names


def test_a_court_too_large_for_buttons_releases_through_a_select() -> None:
    s = first(lambda s: s.step == "release")
    here = sight(s)
    many = tuple(Release(p, "monk-old") for p in range(22))  # more than the buttons hold
    crowded = SeatSight(here.game, here.seat, here.view, many, here.active, {}, "en")
    (select,) = [c for c in ADAPTER.panel(crowded, None).controls if isinstance(c, Select)]
    assert select.field == "freesel" and len(select.options) == 22
    assert ADAPTER.pick(crowded, "freesel", ["21"]) == Step.play(many[21])
    for forged in ("٢", "²", "22", "-1", "1" * 500):
        with pytest.raises(errors.BadRequest):
            ADAPTER.pick(crowded, "freesel", [forged])
