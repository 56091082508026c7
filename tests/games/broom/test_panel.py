"""The ``broom`` panel (``bot/games/broom/adapter/panel.py``): every decision of B-Q1 … B-Q7 in
the fewest taps, only legal moves, forged values refused, nothing hidden shown.

The tap counts are found by a search over the panel itself (every button and select option it
draws, from an empty draft): each legal action of a seat to decide is reached, a pick in 2 taps
(the select, the confirm; 3 under More or Less? for a size other than 4), a lead in 2 (the role,
skipped with one role in hand, then brave or the cowardly action's first step), and each
parameter of an action in one more tap only where that step has two or more legal options.
"""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from bot.games.broom import RULES, apply, legal_actions, view_for
from bot.games.broom.adapter import ADAPTER, choices
from bot.games.broom.adapter.words import role_name
from bot.games.broom.state import Action, FistChoice, Perform, Pick, Play, State, Works
from bot.services import errors
from bot.storage import GameRecord, SeatRecord, Status
from bot.ui.adapter import Button, SeatSight, Select, Step
from tests.games.broom.helpers import set_player, with_event


def record(players: int, language: str = "en") -> GameRecord:
    return GameRecord(
        id=29, kind="broom", guild_id=1, channel_id=2, status=Status.RUNNING, version=9,
        host_id=100, max_seats=5, options={"language": language}, ruleset="standard",
        ruleset_json=None, seed=1, state_json=None, message_id=None, broken_reason=None,
        created_at="t", updated_at="t", started_at="t", finished_at=None,
        seats=tuple(SeatRecord(29, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def sight(
    s: State, seat: int | None = None, draft: dict[str, Any] | None = None, locale: str = "en"
) -> SeatSight:
    active = RULES.active_seats(s)
    seat = active[0] if seat is None else seat
    legal = tuple(legal_actions(s, seat))
    return SeatSight(
        record(len(s.players)), seat, view_for(s, seat), legal, active, draft or {}, locale
    )


def moves(here: SeatSight, picks: int = 0) -> list[tuple[str, str, Any]]:
    """Every tap the panel offers: ("click", verb, arg) and ("pick", field, values); a select
    of several options gives ``picks`` random choices of them plus the first ones."""
    out: list[tuple[str, str, Any]] = []
    for c in ADAPTER.panel(here, None).controls:
        if isinstance(c, Button) and not c.disabled and c.verb not in ("refresh", "back"):
            out.append(("click", c.verb, c.arg))
        elif isinstance(c, Select) and c.count > 1:
            values = [o.value for o in c.options]
            rng = random.Random(len(values))
            out.append(("pick", c.field, values[: c.count]))
            out += [("pick", c.field, rng.sample(values, c.count)) for _ in range(picks)]
        elif isinstance(c, Select):
            out += [("pick", c.field, [o.value]) for o in c.options]
    return out


def tap(here: SeatSight, how: str, name: str, value: Any) -> Step:
    if how == "click":
        return ADAPTER.click(here, name, value)
    return ADAPTER.pick(here, name, value)


def fewest_taps(s: State, seat: int, depth_max: int = 5) -> dict[Action, int]:
    """The fewest taps from an empty draft to each action the panel can play."""
    found: dict[Action, int] = {}
    seen: set[str] = set()
    queue: deque[tuple[dict[str, Any], int]] = deque([({}, 0)])
    while queue:
        draft, depth = queue.popleft()
        here = sight(s, seat, draft)
        for how, name, value in moves(here):
            step = tap(here, how, name, value)
            if step.action is not None:
                assert step.action in here.legal, step.action
                found.setdefault(step.action, depth + 1)
            elif step.draft is not None:
                key = json.dumps(step.draft, sort_keys=True)
                if key not in seen and depth < depth_max:
                    seen.add(key)
                    queue.append((step.draft, depth + 1))
    return found


def steps_needed(dos: list[Any], do: Any) -> int:
    """The steps of ``do`` that have two or more legal options (the others are skipped)."""
    path = choices.path(do)
    return sum(1 for n in range(len(path)) if len(choices.options(dos, path[:n])) > 1)


def allowed(s: State, seat: int, action: Action) -> int:
    """The most taps the issue allows for ``action``."""
    legal = legal_actions(s, seat)
    if isinstance(action, Play):
        roles = int(len(choices.hand_roles(legal)) > 1)
        if action.stance == "brave" or action.do is None:
            return roles + 1
        dos = choices.cowardly_dos(legal, action.role)
        return roles + max(1, steps_needed(dos, action.do))
    if isinstance(action, Perform):
        dos = choices.perform_dos(legal)
        return max(1, steps_needed(dos, action.do))
    if isinstance(action, Works):
        return 1
    raise AssertionError(action)


def positions(seed: int, players: int) -> list[tuple[State, int]]:
    """Each decision of a random game: (state, seat to decide)."""
    rng = random.Random(seed)
    s = RULES.new_game(players, seed)
    out = []
    while not s.over:
        seat = rng.choice(RULES.active_seats(s))
        out.append((s, seat))
        s, _ = apply(s, seat, rng.choice(legal_actions(s, seat)))
    return out


def first(predicate: Callable[[State, int], bool], players: int = 3) -> tuple[State, int]:
    for seed in range(40):
        for s, seat in positions(seed, players):
            if predicate(s, seat):
                return s, seat
    raise AssertionError("no such position in 40 random games")


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 5)])
def test_every_turn_decision_is_reached_in_the_fewest_taps(seed: int, players: int) -> None:
    kinds: set[str] = set()
    for s, seat in positions(seed, players):
        if s.phase == "pick" or (s.phase == "round_end" and s.event == "upper_hand"):
            continue
        found = fewest_taps(s, seat)
        for action in legal_actions(s, seat):
            assert action in found, (action, s.phase)
            assert found[action] <= allowed(s, seat, action), (action, found[action])
            kinds.add(f"{type(action).__name__}:{getattr(action, 'stance', '')}")
    assert {"Play:brave", "Play:cowardly"} <= kinds


def test_a_pick_is_one_select_of_four_then_a_confirm_naming_roles_and_bewitched() -> None:
    s = RULES.new_game(2, 4)
    here = sight(s, 0)
    panel = ADAPTER.panel(here, None)
    selects = [c for c in panel.controls if isinstance(c, Select)]
    assert len(selects) == 1 and selects[0].count == 4 and len(selects[0].options) == 10
    bewitched = s.revealed[0]
    picked = [*[r for r in RULES.standard().data.role_ids if r != bewitched][:3], bewitched]
    step = ADAPTER.pick(here, "myroles", picked)
    assert step.draft is not None and step.action is None
    asking = sight(s, 0, step.draft)
    shown = ADAPTER.panel(asking, None)
    text = str(shown.embed.description)
    assert "Bewitched: " in text and "A pick is final" in text
    confirm = [c for c in shown.controls if isinstance(c, Button) and c.verb == "pickok"]
    assert len(confirm) == 1
    for role in picked:
        assert role_name(role, "en") in confirm[0].label
    assert f"Bewitched: {role_name(bewitched, 'en')} (−3⭐ when played)" in text
    played = ADAPTER.click(asking, "pickok", 0).action
    assert isinstance(played, Pick) and set(played.roles) == set(picked)
    assert played in asking.legal


def test_more_or_less_offers_the_other_sizes_as_buttons() -> None:
    s = with_event(RULES.new_game(3, 1), "more_or_less")
    here = sight(s, 1)
    sizes = [
        c.arg
        for c in ADAPTER.panel(here, None).controls
        if isinstance(c, Button) and c.verb == "howmany"
    ]
    assert sizes == [1, 2, 3, 5]
    step = ADAPTER.click(here, "howmany", 2)
    two = sight(s, 1, step.draft)
    select = next(c for c in ADAPTER.panel(two, None).controls if isinstance(c, Select))
    assert select.count == 2
    step = ADAPTER.pick(two, "myroles", ["witch_hill", "gatherer_green"])
    assert ADAPTER.click(sight(s, 1, step.draft), "pickok", 0) == Step.play(
        Pick(("gatherer_green", "witch_hill"))
    )


def test_a_follower_sees_brave_and_cowardly_as_two_buttons_for_a_gatherer() -> None:
    s, seat = first(
        lambda s, seat: (
            s.turn is not None
            and s.turn.stage == "follow"
            and (s.turn.role or "").startswith("gatherer")
            and s.event not in ("black_market", "black_distillery")
        )
    )
    panel = ADAPTER.panel(sight(s, seat), None)
    live = [c for c in panel.controls if isinstance(c, Button) and c.verb != "refresh"]
    assert [c.verb for c in live] == ["brave", "flyto"]
    assert live[1].label.startswith("Cowardly: Take ")


def test_a_witch_move_asks_pawn_then_region_with_only_legal_options() -> None:
    def two_pawns_two_regions(s: State, seat: int) -> bool:
        if (
            s.turn is None
            or s.turn.stage != "perform"
            or not (s.turn.role or "").startswith("witch")
        ):
            return False
        dos = choices.perform_dos(legal_actions(s, seat))
        return len(choices.options(dos, ())) > 2

    s, seat = first(two_pawns_two_regions)
    legal = legal_actions(s, seat)
    dos = choices.perform_dos(legal)
    here = sight(s, seat)
    first_level = choices.options(dos, ())
    buttons = [
        c for c in ADAPTER.panel(here, None).controls if isinstance(c, Button) and c.verb == "flyto"
    ]
    assert len(buttons) == len(first_level)
    for i, option in enumerate(first_level):
        step = ADAPTER.click(here, "flyto", i)
        if step.action is not None:
            assert step.action in legal
            continue
        assert step.draft is not None
        deeper = sight(s, seat, step.draft)
        offered = [
            c
            for c in ADAPTER.panel(deeper, None).controls
            if isinstance(c, Button) and c.verb == "flyto"
        ]
        prefix = choices.settle(dos, (option,))
        assert len(offered) == len(choices.options(dos, prefix)) >= 2


def test_the_fist_holds_nothing_everything_or_what_the_selects_say() -> None:
    s = RULES.new_game(2, 3)
    s = with_event(s, "upper_hand")
    s = replace(s, phase="round_end", turn=None)
    s = set_player(s, 0, resources=(2, 1, 0, 1), choice=None, hand=())
    s = set_player(s, 1, resources=(1, 1, 1, 1), choice=None, hand=())
    here = sight(s, 0)
    assert ADAPTER.click(here, "fist", 0) == Step.play(FistChoice((0, 0, 0, 0)))
    assert ADAPTER.click(here, "fist", 1) == Step.play(FistChoice((2, 1, 0, 1)))
    fields = [c.field for c in ADAPTER.panel(here, None).controls if isinstance(c, Select)]
    assert fields == ["fisto", "fistg", "fistw"]
    step = ADAPTER.pick(here, "fisto", ["2"])
    step = ADAPTER.pick(sight(s, 0, step.draft), "fistw", ["1"])
    assert ADAPTER.click(sight(s, 0, step.draft), "fist", 2) == Step.play(FistChoice((2, 0, 0, 1)))
    with pytest.raises(errors.BadRequest):
        ADAPTER.pick(here, "fistg", ["2"])  # more than held


def test_the_works_is_two_buttons() -> None:
    s = with_event(RULES.new_game(2, 3), "the_works")
    s = replace(s, phase="round_end", turn=None)
    s = set_player(s, 0, resources=(1, 1, 1, 1), choice=None, hand=())
    here = sight(s, 0)
    assert ADAPTER.click(here, "setin", 1) == Step.play(Works(True))
    assert ADAPTER.click(here, "setin", 0) == Step.play(Works(False))


@pytest.mark.parametrize(
    ("how", "name", "value"),
    [
        ("pick", "myroles", ["witch_forest", "witch_forest", "druid_peak", "weather_fairy"]),
        ("pick", "myroles", ["nobody", "witch_forest", "druid_peak", "weather_fairy"]),
        ("pick", "myroles", ["witch_forest", "druid_peak"]),
        ("pick", "flypick", ["٣"]),
        ("click", "flyto", 99),
        ("click", "pickok", 0),
        ("click", "fist", 0),
        ("click", "nonsense", 0),
    ],
)
def test_forged_values_are_refused(how: str, name: str, value: Any) -> None:
    here = sight(RULES.new_game(3, 2), 0)
    with pytest.raises(errors.BadRequest):
        tap(here, how, name, value)


def test_a_stale_draft_is_dropped() -> None:
    s = RULES.new_game(3, 2)
    here = sight(s, 0, {"lead": "witch_forest", "path": [["pawn", "7"]], "pick": ["x"]})
    panel = ADAPTER.panel(here, None)
    assert any(isinstance(c, Select) and c.field == "myroles" for c in panel.controls)


def test_the_panel_never_shows_another_seats_pick() -> None:
    """Twin worlds: seat 0's submitted pick differs; seat 1's panel and the table do not."""
    s = RULES.new_game(3, 6)
    a, _ = apply(s, 0, Pick(("gatherer_orange", "gatherer_green", "witch_forest", "druid_peak")))
    b, _ = apply(s, 0, Pick(("gatherer_purple", "witch_hill", "witch_mountain", "weather_fairy")))
    for language in ("en", "it", "es"):
        one = ADAPTER.panel(sight(a, 1, locale=language), None)
        two = ADAPTER.panel(sight(b, 1, locale=language), None)
        assert one.embed.to_dict() == two.embed.to_dict()
        assert one.controls == two.controls
        ta = ADAPTER.table(record(3, language), view_for(a, None), [])
        tb = ADAPTER.table(record(3, language), view_for(b, None), [])
        assert ta["embed"].to_dict() == tb["embed"].to_dict() and ta["content"] == tb["content"]
