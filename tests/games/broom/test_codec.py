"""Canonical JSON and refusals (docs/rules/broom.md B-J1, B-J2, B-J4)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.engine import IllegalAction, InvalidState
from bot.games.broom import RULES, FistChoice, Perform, Pick, Play, Works
from bot.games.broom.state import Do
from tests.games.broom.helpers import ROLES, deal, game, lead, play, roundtrip, set_player

ACTIONS = [
    {
        "type": "pick",
        "roles": ["witch_forest", "druid_valley", "gatherer_purple", "weather_fairy"],
    },
    {"type": "play", "role": "witch_forest", "stance": "brave"},
    {
        "type": "play",
        "role": "witch_forest",
        "stance": "cowardly",
        "do": {"move": {"pawn": 0, "to": "f4"}},
    },
    {"type": "play", "role": "gatherer_purple", "stance": "cowardly", "do": {"gain": 0}},
    {"type": "play", "role": "witch_hill", "stance": "cowardly", "do": {"reward": {}}},
    {
        "type": "play",
        "role": "druid_peak",
        "stance": "cowardly",
        "do": {"reward": {"resource": "wand"}},
    },
    {"type": "perform", "do": {"move": {"pawn": 1, "to": "f7"}, "deliver": {"tower": "t14"}}},
    {"type": "perform", "do": {"deliver": {"pawn": 0, "tower": "t12"}}},
    {"type": "perform", "do": {"charm": "c05"}},
    {"type": "perform", "do": {}},
    {"type": "fist", "resources": {"orange": 0, "green": 1, "purple": 0, "wand": 2}},
    {"type": "works", "hand_in": True},
]


def mid_game() -> Any:
    hands = {
        0: ["witch_forest", "gatherer_purple", "druid_peak", "witch_hill"],
        1: ["witch_forest", "gatherer_orange", "gatherer_green", "druid_valley"],
        2: ["druid_valley", "weather_fairy", "witch_mountain", "gatherer_orange"],
    }
    s = deal(game(3, 2), hands)
    s = play(s, 0, lead("witch_forest", "brave"))
    return s


def test_B_J1_the_state_round_trips_exactly() -> None:
    s = mid_game()
    data = RULES.dump(s)
    assert list(data) == [
        "game", "version", "ruleset", "round", "phase", "events", "bewitched", "clouds",
        "cloud_box", "occupied", "players", "lead", "turn", "past_turns", "over", "result",
    ]  # fmt: skip
    assert data["turn"]["stage"] == "follow" and data["turn"]["pos"] == 1
    assert data["turn"]["plays"] == [{"seat": 0, "stance": "brave"}]
    assert data["players"][0]["resources"] == {
        "orange": 1,
        "green": 1,
        "purple": 1,
        "wand": s.players[0].resources[3],
    }
    assert roundtrip(s) == s
    assert json.dumps(RULES.dump(roundtrip(s)), sort_keys=True) == json.dumps(data, sort_keys=True)


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: a["type"])
def test_B_J1_actions_round_trip(action: dict[str, Any]) -> None:
    assert RULES.action_to_json(RULES.action_from_json(action)) == action


@pytest.mark.parametrize(
    "bad",
    [
        [],
        {"type": "jump"},
        {"type": "pick", "roles": "witch_forest"},
        {"type": "play", "role": "witch_forest", "stance": "brave", "do": {}},
        {"type": "play", "role": "witch_forest", "stance": "cowardly"},
        {"type": "play", "role": "witch_forest", "stance": "sneaky"},
        {"type": "perform", "do": {"gain": True}},
        {"type": "perform", "do": {"move": {"pawn": 0}}},
        {"type": "perform", "do": {"fly": 1}},
        {"type": "fist", "resources": {"orange": 1}},
        {"type": "works", "hand_in": 1},
    ],
)
def test_B_J1_malformed_actions_are_refused(bad: Any) -> None:
    with pytest.raises(InvalidState):
        RULES.action_from_json(bad)


def corrupt(s: Any, change: Any) -> None:
    data = copy.deepcopy(RULES.dump(s))
    change(data)
    with pytest.raises(InvalidState):
        RULES.load(data)


def test_B_J1_load_refuses_inconsistent_states() -> None:
    s = mid_game()
    corrupt(s, lambda d: d.update(round=0))
    corrupt(s, lambda d: d.update(phase="dancing"))
    corrupt(s, lambda d: d["events"].update(current="nothing"))
    corrupt(s, lambda d: d["events"]["stack"].pop())
    corrupt(s, lambda d: d["bewitched"]["revealed"].pop())
    corrupt(s, lambda d: d["clouds"].update(c01=None))  # a tile vanished
    corrupt(s, lambda d: d.update(cloud_box=list(reversed(d["cloud_box"]))))
    corrupt(s, lambda d: d["players"][0]["resources"].update(orange=-1))
    unordered = ["gatherer_green", "gatherer_orange", "witch_forest", "druid_valley"]
    corrupt(s, lambda d: d["players"][1].update(hand=unordered))
    corrupt(s, lambda d: d["players"][0].update(pawns=["p6", "w1"]))
    corrupt(s, lambda d: d["turn"].update(pos=2))
    corrupt(s, lambda d: d["turn"].update(claimant=None))
    corrupt(s, lambda d: d["turn"]["plays"][0].update(bewitched=False))
    corrupt(s, lambda d: d.update(lead=2))
    corrupt(s, lambda d: d.update(over=True))
    corrupt(s, lambda d: d.update(extra=1))
    no_witch = ["gatherer_orange", "gatherer_green", "witch_mountain", "druid_valley"]
    corrupt(s, lambda d: d["players"][1].update(hand=no_witch))  # seat 1 is to follow
    corrupt(s, lambda d: d.update(ruleset="broom/nowhere"))


def test_B_J2_the_state_names_its_immutable_bundle() -> None:
    s = game(2)
    assert RULES.dump(s)["ruleset"] == "broom/hoard-vale-1"
    assert RULES.standard().bundle == "hoard-vale-1"
    assert RULES.standard().to_json()["board"] == "broom/board.json"


def refusal(s: Any, seat: Any, action: Any) -> str:
    before = json.dumps(RULES.dump(s), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, seat, action)
    assert json.dumps(RULES.dump(s), sort_keys=True) == before
    return info.value.rule_id


def test_B_J4_refusals_in_the_contracts_order() -> None:
    s = mid_game()  # seat 1 must follow the forest witch
    assert refusal(s, 9, Works(True)) == "B-C1"
    assert refusal(s, True, Works(True)) == "B-C1"
    assert refusal(s, 1, Works(1)) == "B-J1"  # type: ignore[arg-type]
    assert refusal(s, 1, Play("witch_forest", "brave", Do())) == "B-J1"
    assert refusal(s, 2, Play("witch_forest", "brave")) == "B-T12"
    assert refusal(s, 1, Pick(ROLES[:4])) == "B-Q3"
    assert refusal(s, 1, Perform(Do())) == "B-Q3"
    assert refusal(s, 1, Play("druid_valley", "brave")) == "B-T2"
    assert refusal(s, 1, Play("witch_forest", "cowardly", Do(gain=0))) == "B-A3"
    assert refusal(s, 1, Play("witch_forest", "cowardly", Do(move=(0, "zz")))) == "B-A3"
    assert refusal(s, 1, Play("witch_forest", "cowardly", Do(reward=()))) == "B-E4"
    fresh = game(3)
    assert refusal(fresh, 0, Play("witch_forest", "brave")) == "B-Q1"
    assert refusal(fresh, 0, FistChoice((0, 0, 0, 0))) == "B-Q1"
    towers = set_player(
        deal(game(3), {0: ["druid_valley"], 1: [], 2: []}), 0, resources=(0, 0, 0, 0)
    )
    assert refusal(towers, 0, Play("druid_valley", "cowardly", Do(deliver=(0, "t01")))) == "B-D1"
    assert refusal(towers, 0, Play("druid_valley", "cowardly", Do(deliver=(0, "t99")))) == "B-D2"


def test_B_J4_every_legal_action_passes_every_check() -> None:
    s = mid_game()
    for seat in RULES.active_seats(s):
        for a in RULES.legal_actions(s, seat):
            RULES.verify(s, seat, a)
    pick = game(3)
    RULES.verify(pick, 0, Pick(tuple(reversed(ROLES[:4]))))  # a pick in any order
