"""The canonical JSON of ``yotd`` (docs/rules/yotd.md, Y-J1 … Y-J5): the contract's example
loads once its shortened parts are completed, states round-trip, ``load`` refuses every
inconsistency Y-J2 lists, and actions are read with exact keys and types (Y-J3, Y-J4)."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import IllegalAction, InvalidState
from bot.games import yotd
from bot.games.yotd.moves import ACTIONS, Build, Draft, Recruit, Release, TakeAction
from tests.games.yotd.positions import CONTRACT_ACTIONS

RULES = yotd.RULES


def example() -> dict[str, Any]:
    """The state of Y-J1, its ruleset and its 9 future shuffles written in full."""
    orders = [list(ACTIONS[k:] + ACTIONS[:k]) for k in range(9)]
    orders[0] = ["build", "research", "military", "taxes", "fireworks", "harvest", "privilege"]
    return {
        "game": "yotd",
        "version": 1,
        "ruleset": RULES.default_ruleset(),
        "month": 3,
        "step": "recruit",
        "current": 2,
        "queue": [2, 1],
        "start": 0,
        "order": [0, 2, 1],
        "events": ["peace", "peace", "dragon_festival", "imperial_tribute", "mongol_invasion",
                   "drought", "imperial_tribute", "contagion", "mongol_invasion",
                   "dragon_festival", "contagion", "drought"],
        "groups": [["harvest", "fireworks", "build"], ["research", "military"],
                   ["privilege", "taxes"]],
        "dragons": [[2, 1], [], [0]],
        "action_orders": orders,
        "supply": {"craftsman-young": 5, "court_lady-young": 5, "pyrotechnist-young": 3,
                   "pyrotechnist-old": 2, "tax_collector-young": 5, "warrior-young": 1,
                   "warrior-old": 2, "monk-young": 4, "monk-old": 1, "healer-young": 3,
                   "healer-old": 2, "farmer-young": 3, "farmer-old": 1, "scholar-young": 2,
                   "scholar-old": 2},
        "released": {"craftsman-young": 0, "court_lady-young": 0, "pyrotechnist-young": 0,
                     "pyrotechnist-old": 0, "tax_collector-young": 0, "warrior-young": 1,
                     "warrior-old": 0, "monk-young": 0, "monk-old": 0, "healer-young": 0,
                     "healer-old": 0, "farmer-young": 0, "farmer-old": 0, "scholar-young": 0,
                     "scholar-old": 0},
        "drafted": [["pyrotechnist", "warrior"], ["tax_collector", "healer"],
                    ["farmer", "scholar"]],
        "build_left": 0,
        "owed": [0, 0, 0],
        "drought_used": [],
        "players": [
            {"id": "111111111111111111", "yuan": 8, "rice": 0, "fireworks": 2, "points": 4,
             "track": 22, "privileges": {"small": 0, "large": 0},
             "hand": {"craftsman": 1, "court_lady": 1, "pyrotechnist": 1, "tax_collector": 1,
                      "warrior": 0, "monk": 1, "healer": 1, "farmer": 1, "scholar": 1,
                      "wild": 0},
             "played": ["wild", "wild", "warrior"],
             "palaces": [{"floors": 2, "persons": ["pyrotechnist-young", "warrior-young"]},
                         {"floors": 2, "persons": ["craftsman-young", "warrior-young"]}],
             "final": None},
            {"id": "222222222222222222", "yuan": 1, "rice": 0, "fireworks": 0, "points": 7,
             "track": 11, "privileges": {"small": 1, "large": 0},
             "hand": {"craftsman": 1, "court_lady": 0, "pyrotechnist": 1, "tax_collector": 1,
                      "warrior": 1, "monk": 0, "healer": 1, "farmer": 1, "scholar": 1,
                      "wild": 2},
             "played": ["court_lady", "monk"],
             "palaces": [{"floors": 3, "persons": ["tax_collector-young", "monk-old"]},
                         {"floors": 2, "persons": ["court_lady-young", "healer-young"]}],
             "final": None},
            {"id": "333333333333333333", "yuan": 5, "rice": 0, "fireworks": 1, "points": 4,
             "track": 13, "privileges": {"small": 0, "large": 0},
             "hand": {"craftsman": 1, "court_lady": 1, "pyrotechnist": 1, "tax_collector": 1,
                      "warrior": 1, "monk": 1, "healer": 1, "farmer": 1, "scholar": 1,
                      "wild": 0},
             "played": ["wild", "wild"],
             "palaces": [{"floors": 2, "persons": ["farmer-young", "farmer-old"]},
                         {"floors": 2, "persons": ["scholar-young", "scholar-young"]},
                         {"floors": 1, "persons": []}],
             "final": None},
        ],
        "over": False,
    }  # fmt: skip


def test_the_contracts_example_loads_and_round_trips() -> None:
    data = example()
    s = RULES.load(data)
    assert s.month == 3 and s.step == "recruit" and s.current == 2
    assert s.players[2].palaces[2].floors == 1 and s.order == (0, 2, 1)
    assert RULES.dump(s) == data
    assert json.dumps(RULES.dump(s)) == json.dumps(data)  # the key order too
    assert RULES.load(copy.deepcopy(data)) == s


def test_the_example_seen_by_seat_2_is_the_view_of_y_j5() -> None:
    data = example()
    view = RULES.view_for(RULES.load(data), 2)
    assert view["viewer"] == 2 and "action_orders" not in view
    assert view["players"][0] == {
        "id": "111111111111111111", "yuan": 8, "rice": 0, "fireworks": 2, "points": 4,
        "track": 22, "privileges": {"small": 0, "large": 0}, "hand": None, "hand_size": 8,
        "played": ["wild", "wild", "warrior"],
        "palaces": [{"floors": 2, "persons": ["pyrotechnist-young", "warrior-young"]},
                    {"floors": 2, "persons": ["craftsman-young", "warrior-young"]}],
        "final": None,
    }  # fmt: skip
    assert view["players"][2]["hand"] == data["players"][2]["hand"]
    assert [p["hand_size"] for p in view["players"]] == [8, 9, 9]
    rest = {k: v for k, v in view.items() if k not in ("viewer", "players")}
    assert rest == {k: v for k, v in data.items() if k not in ("action_orders", "players")}


def test_hands_and_played_cards_follow_the_settings() -> None:
    data = example()
    data["ruleset"]["played_cards_public"] = False
    view = RULES.view_for(RULES.load(data), 1)
    assert view["players"][0]["played"] is None and view["players"][0]["hand"] is None
    assert view["players"][1]["played"] == ["court_lady", "monk"]
    assert RULES.view_for(RULES.load(data), None)["viewer"] is None
    data["ruleset"]["open_hands"] = True
    view = RULES.view_for(RULES.load(data), 1)
    assert view["players"][0]["hand"] == data["players"][0]["hand"]
    assert view["players"][0]["played"] == ["wild", "wild", "warrior"]


def random_states(players: int, seed: int) -> list[yotd.State]:
    s = RULES.new_game(players, seed)
    rng = random.Random(seed)
    states = [s]
    while not s.over:
        seat = s.queue[0]
        s, _ = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
        states.append(s)
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_of_a_game_round_trips(players: int) -> None:
    for s in random_states(players, 7):
        data = json.loads(json.dumps(RULES.dump(s)))
        assert RULES.load(data) == s
        assert RULES.dump(RULES.load(data)) == data


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *head, last = path.split(".")
        target: Any = data
        for key in head:
            target = target[int(key)] if key.isdigit() else target[key]
        target[int(last) if last.isdigit() else last] = value

    return change


def _swap_events(i: int, j: int) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        e = data["events"]
        e[i], e[j] = e[j], e[i]

    return change


def _both(*changes: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for c in changes:
            c(data)

    return change


BROKEN: dict[str, Callable[[dict[str, Any]], None]] = {
    # a tile count that does not add up
    "a tile too many in the supply": _set("supply.monk-young", 5),
    "a tile too few released": _set("released.warrior-young", 0),
    "a person too many in a palace": _set("players.2.palaces.2.persons", ["monk-young"]),
    # a negative count or resource
    "a negative supply": _both(_set("supply.monk-young", -1), _set("released.monk-young", 5)),
    "negative yuan": _set("players.0.yuan", -1),
    "negative rice": _set("players.1.rice", -2),
    "negative points": _set("players.1.points", -1),
    "a negative privilege count": _set("players.1.privileges.small", -1),
    "a negative card count": _both(
        _set("players.2.hand.wild", -1), _set("players.2.played", ["wild", "wild", "wild"])
    ),
    # palaces
    "a palace of 0 floors": _set("players.2.palaces.2.floors", 0),
    "a palace of 4 floors": _set("players.1.palaces.0.floors", 4),
    "more persons than floors": _set("players.0.palaces.1.floors", 1),
    "persons out of order": _set(
        "players.1.palaces.0.persons", ["monk-old", "tax_collector-young"]
    ),
    # hands
    "a card too many": _set("players.0.hand.craftsman", 2),
    "a card missing": _set("players.0.played", ["wild", "wild"]),
    "an unknown card played": _set("players.0.played", ["wild", "wild", "dragon"]),
    # order and queue
    "an order that misses a seat": _set("order", [0, 2, 2]),
    "an order not sorted by track": _set("order", [2, 0, 1]),
    "an order that is too short": _set("order", [0, 2]),
    "a current that is not queue[0]": _set("current", 1),
    "a current with an empty queue": _set("queue", []),
    # groups and dragons
    "groups of the wrong sizes": _both(
        _set("groups.0", ["harvest", "fireworks"]),
        _set("groups.1", ["research", "military", "build"]),
    ),
    "groups that are not the 7 cards": _set("groups.2", ["privilege", "build"]),
    "a seat with two dragons": _set("dragons", [[2, 1], [0], [0]]),
    "a dragon of no seat": _set("dragons", [[2, 1], [], [3]]),
    # future shuffles
    "a shuffle missing": lambda d: d["action_orders"].pop(),
    "a shuffle too many": lambda d: d["action_orders"].append(list(ACTIONS)),
    "a shuffle that is not a permutation": _set(
        "action_orders.3",
        ["taxes", "taxes", "harvest", "fireworks", "military", "research", "privilege"],
    ),
    # events (Y-S3)
    "peace outside months 1 and 2": _swap_events(0, 2),
    "two identical neighbours": _swap_events(7, 9),
    "an event tile too many": _set("events.11", "contagion"),
    "an unknown event": _set("events.5", "flood"),
    # steps
    "build_left outside build": _set("build_left", 2),
    "build with no floor left": _set("step", "build"),
    "owed outside release": _set("owed", [1, 0, 0]),
    "drought_used outside release": _set("drought_used", [0]),
    "a recruit step in the last month": _both(
        _set("month", 12), lambda d: d["action_orders"].clear()
    ),
    "an end that is not over": _set("step", "end"),
    "over before the end": _set("over", True),
    "a draft pair out of type order": _set("drafted.0", ["warrior", "pyrotechnist"]),
    "a draft pair twice": _set("drafted.1", ["pyrotechnist", "warrior"]),
    # the frame and the types
    "an unknown key": _set("extra", 1),
    "a missing key": lambda d: d.pop("owed"),
    "true for a number": _set("players.0.yuan", True),
    "a string for a number": _set("players.0.track", "22"),
    "a supply in another order": lambda d: d.__setitem__(
        "supply", dict(reversed(list(d["supply"].items())))
    ),
    "a ruleset with a bad setting": _set("ruleset.wild_waste", "no"),
    "another game": _set("game", "splendor"),
    "another version": _set("version", 2),
}


@pytest.mark.parametrize("change", list(BROKEN), ids=list(BROKEN))
def test_load_refuses_an_inconsistent_state(change: str) -> None:
    data = example()
    RULES.load(copy.deepcopy(data))  # the example itself is fine
    BROKEN[change](data)
    with pytest.raises(InvalidState):
        RULES.load(data)


def test_more_persons_than_floors_is_refused() -> None:
    data = example()
    data["players"][0]["palaces"][1]["floors"] = 1
    with pytest.raises(InvalidState, match="more persons than floors"):
        RULES.load(data)


# --- Actions (Y-J3, Y-J4) ---------------------------------------------------------------------


@pytest.mark.parametrize("data", CONTRACT_ACTIONS, ids=lambda d: str(d["type"]))
def test_every_action_of_the_contract_round_trips(data: dict[str, Any]) -> None:
    action = RULES.action_from_json(data)
    assert RULES.action_to_json(action) == data


def test_the_records_are_those_of_moves() -> None:
    assert RULES.action_from_json(CONTRACT_ACTIONS[0]) == Draft(
        ("tax_collector", "scholar"), (0, 1)
    )
    assert RULES.action_from_json(CONTRACT_ACTIONS[2]) == TakeAction("privilege", "large")
    assert RULES.action_from_json(CONTRACT_ACTIONS[8]) == Recruit(
        "wild", "monk-young", 0, "healer-old"
    )
    assert RULES.action_from_json(CONTRACT_ACTIONS[11]) == Release(0, "warrior-young")


BAD_ACTIONS = [
    {"type": "build", "palace": True},
    {"type": "build", "palace": 1.0},
    {"type": "build", "palace": "1"},
    {"type": "build", "palace": -1},
    {"type": "build"},
    {"type": "build_new", "palace": 0},
    {"type": "refill", "card": "taxes"},
    {"type": "action", "card": "taxes", "size": "small"},
    {"type": "action", "card": "privilege"},
    {"type": "action", "card": "privilege", "size": "huge"},
    {"type": "action", "card": "privilege", "size": None},
    {"type": "action", "card": "bribe"},
    {"type": "draft", "persons": ["tax_collector"], "palaces": [0, 1]},
    {"type": "draft", "persons": ["tax_collector", "scholar"], "palaces": [0, True]},
    {"type": "draft", "persons": ["tax_collector", "dragon"], "palaces": [0, 1]},
    {"type": "draft", "persons": "tax_collector scholar", "palaces": [0, 1]},
    {"type": "recruit", "card": "farmer", "tile": "farmer-old", "palace": 1},
    {"type": "recruit", "card": "farmer", "tile": "farmer-old", "palace": False, "release": None},
    {"type": "recruit", "card": "farmer", "tile": "farmer-ancient", "palace": 1, "release": None},
    {"type": "recruit", "card": "monk", "tile": None, "palace": 0, "release": None},
    {"type": "recruit", "card": "monk", "tile": "monk-old", "palace": None,
     "release": "monk-young"},
    {"type": "release", "palace": 0, "tile": "warrior"},
    {"type": "release", "palace": 0.0, "tile": "warrior-young"},
    {"type": "pass"},
    ["refill"],
    "refill",
    None,
]  # fmt: skip


@pytest.mark.parametrize("data", BAD_ACTIONS, ids=json.dumps)
def test_an_action_that_is_not_exactly_typed_is_refused(data: Any) -> None:
    with pytest.raises(InvalidState):
        RULES.action_from_json(data)


def _state_at(step: str) -> yotd.State:
    for seed in range(200):
        for s in random_states(3, seed):
            if s.step == step:
                return s
    raise AssertionError(f"no {step} step in 200 games")


def test_a_record_with_a_bool_for_an_index_is_refused_by_the_rules() -> None:
    s = _state_at("build")
    seat = s.queue[0]
    assert Build(0) in RULES.legal_actions(s, seat)
    before = json.dumps(RULES.dump(s))
    for bad in (Build(False), Build(0.0)):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction) as refused:
            RULES.apply(s, seat, bad)
        assert refused.value.rule_id == "Y-J4"
    assert json.dumps(RULES.dump(s)) == before
