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
    CONTRACT_ACTIONS,
    STANDARD,
    dump,
    example,
    hand,
    legal,
    palace,
    player,
    position,
    refused,
    take,
)

Doc = dict[str, Any]


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


@pytest.mark.parametrize("action", CONTRACT_ACTIONS, ids=lambda a: str(a["type"]))
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


def test_Y_J6_legal_actions_once_each_and_the_result() -> None:
    doc = example()
    options = legal(doc)
    assert options and len({str(sorted(a.items())) for a in options}) == len(options)
    assert RULES.outcome(RULES.load(doc)) is None
    assert legal(doc, 0) == [] and legal(doc, 1) == []
