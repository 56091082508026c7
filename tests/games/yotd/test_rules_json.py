"""The canonical JSON, actions, refusals and views (docs/rules/yotd.md Y-J…, Y-V…), through
the public API only."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.errors import IllegalAction, InvalidState
from bot.games.yotd import RULES
from bot.games.yotd.moves import ACTIONS
from tests.games.yotd.positions import (
    STANDARD,
    act,
    dump,
    hand,
    legal,
    palace,
    player,
    position,
    refused,
    take,
)

Doc = dict[str, Any]


def example() -> Doc:
    """The state of Y-J1, with the full ruleset and all 9 future shuffles."""
    first = ["build", "research", "military", "taxes", "fireworks", "harvest", "privilege"]
    return {
        "game": "yotd",
        "version": 1,
        "ruleset": copy.deepcopy(STANDARD),
        "month": 3,
        "step": "recruit",
        "current": 2,
        "queue": [2, 1],
        "start": 0,
        "order": [0, 2, 1],
        "events": [
            "peace",
            "peace",
            "dragon_festival",
            "imperial_tribute",
            "mongol_invasion",
            "drought",
            "imperial_tribute",
            "contagion",
            "mongol_invasion",
            "dragon_festival",
            "contagion",
            "drought",
        ],
        "groups": [
            ["harvest", "fireworks", "build"],
            ["research", "military"],
            ["privilege", "taxes"],
        ],
        "dragons": [[2, 1], [], [0]],
        "action_orders": [first] + [list(ACTIONS)] * 8,
        "supply": {
            "craftsman-young": 5,
            "court_lady-young": 5,
            "pyrotechnist-young": 3,
            "pyrotechnist-old": 2,
            "tax_collector-young": 5,
            "warrior-young": 1,
            "warrior-old": 2,
            "monk-young": 4,
            "monk-old": 1,
            "healer-young": 3,
            "healer-old": 2,
            "farmer-young": 3,
            "farmer-old": 1,
            "scholar-young": 2,
            "scholar-old": 2,
        },
        "released": {
            "craftsman-young": 0,
            "court_lady-young": 0,
            "pyrotechnist-young": 0,
            "pyrotechnist-old": 0,
            "tax_collector-young": 0,
            "warrior-young": 1,
            "warrior-old": 0,
            "monk-young": 0,
            "monk-old": 0,
            "healer-young": 0,
            "healer-old": 0,
            "farmer-young": 0,
            "farmer-old": 0,
            "scholar-young": 0,
            "scholar-old": 0,
        },
        "drafted": [
            ["pyrotechnist", "warrior"],
            ["tax_collector", "healer"],
            ["farmer", "scholar"],
        ],
        "build_left": 0,
        "owed": [0, 0, 0],
        "drought_used": [],
        "players": [
            {
                "id": "111111111111111111",
                "yuan": 8,
                "rice": 0,
                "fireworks": 2,
                "points": 4,
                "track": 22,
                "privileges": {"small": 0, "large": 0},
                "hand": {
                    "craftsman": 1,
                    "court_lady": 1,
                    "pyrotechnist": 1,
                    "tax_collector": 1,
                    "warrior": 0,
                    "monk": 1,
                    "healer": 1,
                    "farmer": 1,
                    "scholar": 1,
                    "wild": 0,
                },
                "played": ["wild", "wild", "warrior"],
                "palaces": [
                    {"floors": 2, "persons": ["pyrotechnist-young", "warrior-young"]},
                    {"floors": 2, "persons": ["craftsman-young", "warrior-young"]},
                ],
                "final": None,
            },
            {
                "id": "222222222222222222",
                "yuan": 1,
                "rice": 0,
                "fireworks": 0,
                "points": 7,
                "track": 11,
                "privileges": {"small": 1, "large": 0},
                "hand": {
                    "craftsman": 1,
                    "court_lady": 0,
                    "pyrotechnist": 1,
                    "tax_collector": 1,
                    "warrior": 1,
                    "monk": 0,
                    "healer": 1,
                    "farmer": 1,
                    "scholar": 1,
                    "wild": 2,
                },
                "played": ["court_lady", "monk"],
                "palaces": [
                    {"floors": 3, "persons": ["tax_collector-young", "monk-old"]},
                    {"floors": 2, "persons": ["court_lady-young", "healer-young"]},
                ],
                "final": None,
            },
            {
                "id": "333333333333333333",
                "yuan": 5,
                "rice": 0,
                "fireworks": 1,
                "points": 4,
                "track": 13,
                "privileges": {"small": 0, "large": 0},
                "hand": {
                    "craftsman": 1,
                    "court_lady": 1,
                    "pyrotechnist": 1,
                    "tax_collector": 1,
                    "warrior": 1,
                    "monk": 1,
                    "healer": 1,
                    "farmer": 1,
                    "scholar": 1,
                    "wild": 0,
                },
                "played": ["wild", "wild"],
                "palaces": [
                    {"floors": 2, "persons": ["farmer-young", "farmer-old"]},
                    {"floors": 2, "persons": ["scholar-young", "scholar-young"]},
                    {"floors": 1, "persons": []},
                ],
                "final": None,
            },
        ],
        "over": False,
    }


def test_Y_J1_the_contracts_example_loads_and_dumps_exactly() -> None:
    doc = example()
    assert dump(RULES.load(copy.deepcopy(doc))) == doc
    assert RULES.active_seats(RULES.load(doc)) == (2,)


def test_Y_J1_a_new_game_dumps_every_key_and_round_trips() -> None:
    doc = dump(RULES.new_game(3, 42))
    assert set(doc) == set(example())
    assert doc["ruleset"] == STANDARD
    assert set(doc["players"][0]) == set(example()["players"][0])
    assert dump(RULES.load(copy.deepcopy(doc))) == doc


def _break(change: Callable[[Doc], None], base: Doc | None = None) -> Doc:
    doc = copy.deepcopy(base if base is not None else position(3))
    change(doc)
    return doc


def _set(path: str, value: Any) -> Callable[[Doc], None]:
    def change(doc: Doc) -> None:
        *keys, last = path.split(".")
        target: Any = doc
        for k in keys:
            target = target[int(k)] if k.isdigit() else target[k]
        target[int(last) if last.isdigit() else last] = value

    return change


BROKEN: dict[str, Callable[[Doc], None]] = {
    "a tile count that does not add up": _set("supply.monk-old", 9),
    "a negative count": _set("released.monk-old", -1),
    "negative yuan": _set("players.0.yuan", -1),
    "negative rice": _set("players.1.rice", -2),
    "a palace of 0 floors": _set("players.0.palaces.0.floors", 0),
    "a palace of 4 floors": _set("players.0.palaces.0.floors", 4),
    "more persons than floors": _set("players.2.palaces.0.floors", 1),
    "persons out of order": _set("players.2.palaces.0.persons", ["farmer-young", "healer-young"]),
    "a hand that is not 11 cards": _set("players.0.hand.wild", 2),
    "order not sorted by track": _set("order", [2, 1, 0]),
    "order missing a seat": _set("order", [0, 1]),
    "current not queue[0]": _set("current", 1),
    "groups of the wrong sizes": _set(
        "groups",
        [["taxes", "build"], ["harvest", "fireworks", "military"], ["research", "privilege"]],
    ),
    "groups that are not the 7 cards": _set(
        "groups",
        [["taxes", "build", "build"], ["fireworks", "military"], ["research", "privilege"]],
    ),
    "a seat with two dragons": _set("dragons", [[1], [1], []]),
    "action_orders of the wrong length": _set("action_orders", [list(ACTIONS)] * 8),
    "action_orders not permutations": _set("action_orders", [["taxes"] * 7] + [list(ACTIONS)] * 8),
    "events breaking Y-S3": _set("events.0", "drought"),
    "build_left outside build": _set("build_left", 2),
    "owed outside release": _set("owed", [0, 1, 0]),
    "drought_used outside release": _set("drought_used", [0]),
}


def _broken_base() -> Doc:
    return position(
        [
            player(track=9, palaces=[palace(2, "monk-young"), palace(2)]),
            player(track=5),
            player(track=2, palaces=[palace(2, "farmer-young", "healer-young")]),
        ]
    )


@pytest.mark.parametrize("what", sorted(BROKEN))
def test_Y_J2_load_refuses_an_inconsistent_state(what: str) -> None:
    base = _broken_base()
    assert dump(RULES.load(copy.deepcopy(base))) == base
    with pytest.raises(InvalidState):
        RULES.load(_break(BROKEN[what], base))


def test_Y_J2_build_left_zero_in_build_is_refused() -> None:
    doc = position(3, step="build", queue=[0, 1, 2], build_left=0)
    with pytest.raises(InvalidState):
        RULES.load(doc)
    assert (
        dump(RULES.load(position(3, step="build", queue=[0, 1, 2], build_left=1)))["build_left"]
        == 1
    )


EXAMPLE_ACTIONS: list[Doc] = [
    {"type": "draft", "persons": ["tax_collector", "scholar"], "palaces": [0, 1]},
    {"type": "action", "card": "taxes"},
    {"type": "action", "card": "privilege", "size": "large"},
    {"type": "refill"},
    {"type": "build", "palace": 2},
    {"type": "build_new"},
    {"type": "build_stop"},
    {"type": "recruit", "card": "farmer", "tile": "farmer-old", "palace": 1, "release": None},
    {"type": "recruit", "card": "wild", "tile": "monk-young", "palace": 0, "release": "healer-old"},
    {
        "type": "recruit",
        "card": "scholar",
        "tile": "scholar-young",
        "palace": None,
        "release": None,
    },
    {"type": "recruit", "card": "monk", "tile": None, "palace": None, "release": None},
    {"type": "release", "palace": 0, "tile": "warrior-young"},
]


@pytest.mark.parametrize("action", EXAMPLE_ACTIONS, ids=lambda a: str(a["type"]))
def test_Y_J3_every_action_of_the_contract_round_trips(action: Doc) -> None:
    assert RULES.action_to_json(RULES.action_from_json(copy.deepcopy(action))) == action


@pytest.mark.parametrize(
    "action",
    [
        {"type": "action", "card": "taxes", "size": "small"},
        {"type": "action", "card": "privilege"},
        {"type": "action", "card": "privilege", "size": "huge"},
        {"type": "recruit", "card": "farmer", "tile": "farmer-old", "palace": 1},
        {"type": "refill", "card": "taxes"},
        {"type": "build", "palace": True},
        {"type": "release", "palace": "0", "tile": "warrior-young"},
        {"type": "action", "card": "nap"},
        {"type": "fly"},
    ],
    ids=str,
)
def test_Y_J3_Y_J4_malformed_or_mistyped_actions_are_refused(action: Doc) -> None:
    doc = position(3)
    state = RULES.load(doc)
    with pytest.raises((InvalidState, IllegalAction)):
        RULES.apply(state, 0, RULES.action_from_json(action))
    assert dump(state) == doc


def test_Y_J4_a_refusal_names_its_rule_and_changes_nothing() -> None:
    doc = position(
        [player(track=9), player(track=5, yuan=2), player(track=1)],
        queue=[1, 2],
        dragons=[[0], [], []],
    )
    err = refused(doc, take("harvest"), "Y-A3")
    assert isinstance(err.key, str) and err.key
    assert dump(RULES.load(doc)) == doc
    cards = position(
        [player(track=9, hand=hand(monk=1, wild=1)), player(track=5), player(track=1)],
        step="recruit",
    )
    with pytest.raises(InvalidState):
        RULES.action_from_json(
            {"type": "recruit", "card": "monk", "tile": None, "palace": 0, "release": None}
        )
    refused(
        cards,
        {"type": "recruit", "card": "farmer", "tile": "farmer-young", "palace": 0, "release": None},
        "Y-P1",
    )
    refused(cards, {"type": "release", "palace": 0, "tile": "monk-young"}, "Y-P1")


def test_Y_J5_the_view_of_the_contracts_example() -> None:
    doc = example()
    view = RULES.view_for(RULES.load(doc), 2)
    assert view["viewer"] == 2 and "action_orders" not in view
    assert view["players"][0] == {
        "id": "111111111111111111",
        "yuan": 8,
        "rice": 0,
        "fireworks": 2,
        "points": 4,
        "track": 22,
        "privileges": {"small": 0, "large": 0},
        "hand": None,
        "hand_size": 8,
        "played": ["wild", "wild", "warrior"],
        "palaces": [
            {"floors": 2, "persons": ["pyrotechnist-young", "warrior-young"]},
            {"floors": 2, "persons": ["craftsman-young", "warrior-young"]},
        ],
        "final": None,
    }
    assert view["players"][2]["hand"] == doc["players"][2]["hand"]
    assert [p["hand_size"] for p in view["players"]] == [8, 9, 9]
    rest = {k: v for k, v in view.items() if k not in ("viewer", "players")}
    assert rest == {k: v for k, v in doc.items() if k not in ("action_orders", "players")}


def test_Y_J6_legal_actions_once_each_and_the_result() -> None:
    doc = example()
    options = legal(doc)
    assert options and len({str(sorted(a.items())) for a in options}) == len(options)
    assert RULES.outcome(RULES.load(doc)) is None
    assert legal(doc, 0) == [] and legal(doc, 1) == []


def test_Y_V1_everything_but_hands_and_shuffles_is_public() -> None:
    doc = example()
    view = RULES.view_for(RULES.load(doc), None)
    assert view["viewer"] is None and "action_orders" not in view
    for seen, p in zip(view["players"], doc["players"], strict=True):
        assert seen["hand"] is None
        assert seen["hand_size"] == sum(p["hand"].values())
        assert {k: v for k, v in seen.items() if k not in ("hand", "hand_size")} == {
            k: v for k, v in p.items() if k != "hand"
        }
    assert {k: v for k, v in view.items() if k not in ("viewer", "players")} == {
        k: v for k, v in doc.items() if k not in ("action_orders", "players")
    }


def test_Y_V2_hands_private_played_cards_public_unless_the_ruleset_says() -> None:
    doc = example()
    mine = RULES.view_for(RULES.load(doc), 1)
    assert mine["players"][1]["hand"] == doc["players"][1]["hand"]
    assert mine["players"][0]["hand"] is None and mine["players"][0]["played"] == [
        "wild",
        "wild",
        "warrior",
    ]
    hidden = example()
    hidden["ruleset"]["played_cards_public"] = False
    view = RULES.view_for(RULES.load(hidden), 1)
    assert view["players"][0]["played"] is None and view["players"][1]["played"] == [
        "court_lady",
        "monk",
    ]
    assert view["players"][0]["hand_size"] == 8
    opened = example()
    opened["ruleset"]["open_hands"] = True
    view = RULES.view_for(RULES.load(opened), None)
    assert [p["hand"] for p in view["players"]] == [p["hand"] for p in opened["players"]]


def test_Y_V3_future_shuffles_are_known_to_nobody() -> None:
    state = RULES.load(example())
    for seat in (None, 0, 1, 2):
        view = RULES.view_for(state, seat)
        assert "action_orders" not in view
        assert "privilege" not in str(
            {k: v for k, v in view.items() if k not in ("groups", "ruleset", "players")}
        )


def test_Y_V4_once_over_everything_is_public() -> None:
    doc = position(
        [
            player(track=9, final={"persons": 0, "monks": 0, "money": 2}, hand=hand())
            for _ in range(3)
        ],
        month=12,
        step="end",
        over=True,
    )
    for seat in (None, 0):
        view = RULES.view_for(RULES.load(doc), seat)
        assert [p["hand"] for p in view["players"]] == [hand()] * 3
    after = act(
        position([player(track=9), player(track=5), player(track=1, yuan=4)], month=12, queue=[2]),
        {"type": "refill"},
    )
    assert after["over"] is True
    view = RULES.view_for(RULES.load(after), None)
    assert all(p["hand"] is not None for p in view["players"])
