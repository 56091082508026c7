"""The ten events (docs/rules/broom.md B-E, B-Q5 … B-Q7)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES, FistChoice, Pick, Play, Works, view_for
from bot.games.broom.events import EventResolved, PickClosed
from bot.games.broom.state import Do, State
from tests.games.broom.helpers import (
    DATA,
    ROLES,
    act,
    deal,
    game,
    lead,
    legal_json,
    perform,
    play,
    set_player,
    with_event,
)

CALM = "witch_mountain"
"""A role that can do nothing from the castles: every turn with it is a plain cowardly play."""


def calm_round(n: int, event: str, **players: object) -> State:
    """Every seat holds only the mountain witch; ``event`` is current."""
    s = deal(game(n), {seat: [CALM] for seat in range(n)}, event=event)
    for key, value in players.items():
        kind, seat = key.rsplit("_", 1)
        s = set_player(s, int(seat), **{kind: value})
    return s


def end_turns(s: State) -> tuple[State, list[object]]:
    """Play the round's turns out with the last legal action (nothing done)."""
    events: list[object] = []
    while s.phase == "turn":
        seat = RULES.active_seats(s)[0]
        s, more = act(s, seat, legal_json(s, seat)[-1])
        events += more
    return s, events


def resolved(events: list[object]) -> EventResolved:
    found = [e for e in events if isinstance(e, EventResolved)]
    assert len(found) == 1
    return found[0]


def test_B_E1_one_event_per_round_in_stack_order_hidden_stack() -> None:
    s = game(3, 9)
    order = (s.event, *s.stack)
    seen = []
    for _ in range(3):
        seen.append(s.event)
        s = deal(s, {i: [CALM] for i in range(3)}, event=s.event)
        s, _ = end_turns(s)
        while s.phase == "round_end":
            seat = RULES.active_seats(s)[0]
            s = play(s, seat, legal_json(s, seat)[0])
    assert tuple(seen) == order[:3] and s.event == order[3]
    v = view_for(game(3, 9), 0)
    assert v["events"]["stack"] == {"count": 6} and v["events"]["removed"] == {"count": 3}


def test_B_E2_timings_one_before_three_during_six_after() -> None:
    timing = [c.timing for c in DATA.events]
    assert timing.count("before_pick") == 1 and DATA.event["more_or_less"].timing == "before_pick"
    assert {c.id for c in DATA.events if c.timing == "during_round"} == {
        "black_market",
        "black_distillery",
        "brave_heart",
    }
    assert timing.count("end_of_round") == 6


def test_B_E3_more_or_less_picks_one_to_five_and_pays_by_count() -> None:
    s = with_event(game(3, 4), "more_or_less")
    assert len(legal_json(s, 0)) == 637
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Pick(ROLES[:6]))
    assert info.value.rule_id == "B-E3"
    s = play(s, 0, {"type": "pick", "roles": list(ROLES[:1])})
    s = play(s, 1, {"type": "pick", "roles": list(ROLES[:4])})
    s, events = act(s, 2, {"type": "pick", "roles": list(ROLES[:5])})
    assert [e for e in events if isinstance(e, PickClosed)] == [
        PickClosed(None, (1, 4, 5), (6, 0, -3))
    ]
    assert [p.vp for p in s.players] == [16, 10, 7]


def test_B_E4_black_market_pays_3_vp_instead_of_the_cowardly_action() -> None:
    s = deal(game(3), {0: ["gatherer_orange"], 1: [CALM], 2: [CALM]}, event="black_market")
    legal = legal_json(s, 0)
    assert legal[-1] == lead("gatherer_orange", "cowardly", {"reward": {}})
    s = play(s, 0, lead("gatherer_orange", "cowardly", {"reward": {}}))
    assert s.players[0].vp == 13 and s.players[0].resources[0] == 1
    b = deal(game(4), {0: [CALM], 1: [], 2: [], 3: []}, event="black_market", bewitched=(CALM,))
    b = play(b, 0, lead(CALM, "cowardly", {"reward": {}}))
    assert b.players[0].vp == 10  # +3 − 3: the bewitched cost still applies
    s = deal(game(3), {0: [CALM], 1: [CALM], 2: [CALM]}, event="black_market")
    for bad in (Do(reward=("wand",)), Do(reward=(), move=(0, "m1"))):
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, 0, Play(CALM, "cowardly", bad))
        assert info.value.rule_id == "B-E4"


def test_B_E5_black_distillery_pays_one_resource_of_choice() -> None:
    s = deal(game(3), {0: [CALM], 1: [CALM], 2: [CALM]}, event="black_distillery")
    rewards = [a["do"] for a in legal_json(s, 0) if "reward" in a.get("do", {})]
    assert rewards == [{"reward": {"resource": r}} for r in ("orange", "green", "purple", "wand")]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Play(CALM, "cowardly", Do(reward=())))
    assert info.value.rule_id == "B-E5"
    before = s.players[0].resources
    s = play(s, 0, lead(CALM, "cowardly", {"reward": {"resource": "purple"}}))
    assert s.players[0].resources == (before[0], before[1], before[2] + 1, before[3])
    s = play(s, 1, lead(CALM, "brave"))
    with pytest.raises(IllegalAction) as info:  # a brave player takes no reward
        RULES.apply(s, 2, Play(CALM, "brave", Do(reward=("wand",))))
    assert info.value.rule_id == "B-J1"


def test_B_E6_brave_heart_the_leader_must_be_brave() -> None:
    s = deal(game(3), {0: [CALM, "gatherer_green"], 1: [CALM], 2: []}, event="brave_heart")
    assert all(a["stance"] == "brave" for a in legal_json(s, 0))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Play(CALM, "cowardly", Do()))
    assert info.value.rule_id == "B-E6"
    s = play(s, 0, lead(CALM, "brave"))
    assert any(a["stance"] == "cowardly" for a in legal_json(s, 1))  # followers choose freely


def test_B_E7_perilous_places_costs_vp_by_landscape() -> None:
    s = calm_round(3, "perilous_places", pawns_1=("f4", "f8"), pawns_2=("p8", "f4"))
    s, events = end_turns(s)
    assert resolved(events).vp == (-3, -2, -4)  # castles: prairie −3, hill 0


def test_B_E8_protected_places_earns_vp_by_landscape() -> None:
    s = calm_round(3, "protected_places", pawns_1=("h4", "m1"), pawns_2=("p8", "f4"))
    s, events = end_turns(s)
    assert resolved(events).vp == (1, 0, 2)


def test_B_E9_the_upper_hand_biggest_fist_wins_5_and_returns_it() -> None:
    s = calm_round(3, "upper_hand", resources_0=(2, 0, 0, 1), resources_2=(0, 0, 0, 0))
    s, _ = end_turns(s)
    assert s.phase == "round_end"
    assert s.players[2].choice == (0, 0, 0, 0)  # nothing to hold: chosen by the engine
    assert RULES.active_seats(s) == (0, 1)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, FistChoice((3, 0, 0, 0)))
    assert info.value.rule_id == "B-E9"
    s = play(s, 0, {"type": "fist", "resources": {"orange": 2, "green": 0, "purple": 0, "wand": 1}})
    s, events = act(
        s, 1, {"type": "fist", "resources": {"orange": 1, "green": 1, "purple": 1, "wand": 0}}
    )
    r = resolved(events)
    assert r.vp == (5, 5, 0) and r.choices == ((2, 0, 0, 1), (1, 1, 1, 0), (0, 0, 0, 0))
    assert s.players[0].resources == (0, 0, 0, 0) and s.round == 2


def test_B_E10_empty_handed_costs_1_vp_per_missing_type() -> None:
    s = calm_round(3, "empty_handed", resources_0=(0, 0, 0, 0), resources_1=(1, 0, 2, 0))
    s, events = end_turns(s)
    assert resolved(events).vp == (-4, -2, 0)


def test_B_E11_the_works_hands_in_one_set_for_8_vp() -> None:
    s = calm_round(
        3, "the_works", resources_0=(2, 1, 1, 1), resources_1=(1, 1, 1, 1), resources_2=(1, 1, 0, 5)
    )
    s, _ = end_turns(s)
    assert s.players[2].choice is False and RULES.active_seats(s) == (0, 1)
    assert legal_json(s, 0) == [
        {"type": "works", "hand_in": True},
        {"type": "works", "hand_in": False},
    ]
    s = play(s, 1, {"type": "works", "hand_in": False})
    s, events = act(s, 0, {"type": "works", "hand_in": True})
    assert resolved(events).vp == (8, 0, 0)
    assert s.players[0].resources == (1, 0, 0, 0)
    poor = calm_round(3, "the_works", resources_0=(0, 1, 1, 1), resources_1=(1, 1, 1, 1))
    poor, _ = end_turns(poor)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(poor, 0, Works(True))
    assert info.value.rule_id == "B-E13"  # the engine already said no for seat 0 (B-Q8)


def test_B_E12_flock_together_pays_both_pawns_in_one_landscape() -> None:
    s = calm_round(3, "flock_together", pawns_1=("f4", "f8"), pawns_2=("h4", "h4"))
    s, events = end_turns(s)
    assert resolved(events).vp == (0, 3, 3)


def test_B_E13_choices_are_collected_then_applied_at_once() -> None:
    s = calm_round(
        3, "the_works", resources_0=(1, 1, 1, 1), resources_1=(1, 1, 1, 1), resources_2=(1, 1, 1, 1)
    )
    s, _ = end_turns(s)
    s, events = act(s, 1, {"type": "works", "hand_in": True})
    assert not any(isinstance(e, EventResolved) for e in events) and s.players[1].vp == 10
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 1, Works(False))
    assert info.value.rule_id == "B-E13"
    assert RULES.turn(s).together and view_for(s, 0)["players"][1]["choice"] == {"submitted": True}
    s = play(s, 0, {"type": "works", "hand_in": False})
    s = play(s, 2, {"type": "works", "hand_in": True})
    assert [p.vp for p in s.players] == [10, 18, 18] and s.round == 2


def test_B_Q5_the_event_reward_is_part_of_the_play() -> None:
    s = deal(game(3), {0: ["witch_forest"], 1: [CALM], 2: [CALM]}, event="black_market")
    legal = legal_json(s, 0)
    assert legal[-2:] == [
        lead("witch_forest", "cowardly", {"reward": {}}),
        lead("witch_forest", "cowardly", {}),
    ]
    assert perform({"reward": {}}) not in legal


def test_B_Q6_the_fist_lists_every_combination() -> None:
    s = calm_round(3, "upper_hand", resources_0=(1, 0, 2, 1))
    s, _ = end_turns(s)
    legal = legal_json(s, 0)
    assert len(legal) == 2 * 1 * 3 * 2
    assert [list(a["resources"].values()) for a in legal[:3]] == [
        [0, 0, 0, 0],
        [0, 0, 0, 1],
        [0, 0, 1, 0],
    ]


def test_B_Q7_the_works_yes_or_no_only_no_without_a_set() -> None:
    s = calm_round(
        3, "the_works", resources_0=(1, 1, 1, 1), resources_1=(1, 1, 1, 1), resources_2=(0, 1, 1, 1)
    )
    s, _ = end_turns(s)
    assert legal_json(s, 0) == [
        {"type": "works", "hand_in": True},
        {"type": "works", "hand_in": False},
    ]
    assert s.players[2].choice is False  # no orange, so no set: the engine said no (B-Q8)
