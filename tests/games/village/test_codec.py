"""Canonical JSON of states, actions and rulesets: accepted forms, refusals, round trips."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games import village

SPEC = Path(__file__).resolve().parents[3] / "docs" / "rules" / "village.md"
EXAMPLE: dict[str, Any] = {
    "game": "village",
    "version": 1,
    "track": ["scrolls", "axe", "goblet", "sword", "feather", "crown"],
    "deck": ["wild", "axe", "crown"],
    "discard": ["sword"],
    "stalls": {"3": ["axe"], "2": [], "1": ["wild", "feather"], "0": ["crown"]},
    "players": [
        {
            "id": "123456789012345678",
            "hand": {
                "axe": 2,
                "feather": 0,
                "sword": 1,
                "scrolls": 0,
                "crown": 0,
                "goblet": 0,
                "wild": 1,
            },
            "bribes": {"axe": {"treasures": 3, "wilds": 1}},
        },
        {"id": "223456789012345678", "hand": {"crown": 2}, "bribes": {}},
    ],
    "current": 0,
    "over": False,
}


def test_the_spec_example_loads_and_dumps_back() -> None:
    # the example in the spec itself (docs/rules/village.md)
    block = re.search(r"```json\n(\{.*?\n\})\n```", SPEC.read_text(encoding="utf-8"), re.S)
    assert block is not None
    village.load(json.loads(block.group(1)))
    s = village.load(EXAMPLE)
    doc = village.dump(s)
    for key in ("track", "deck", "discard", "stalls", "current", "over"):
        assert doc[key] == EXAMPLE[key]
    assert doc["players"][0]["hand"] == EXAMPLE["players"][0]["hand"]
    assert doc["players"][0]["bribes"] == EXAMPLE["players"][0]["bribes"]
    assert doc["players"][1]["hand"]["crown"] == 2
    assert doc["players"][1]["hand"]["axe"] == 0  # missing counts are zero
    assert village.load(doc) == s


def test_a_state_without_ruleset_uses_the_default_and_dump_stores_it() -> None:
    s = village.load(EXAMPLE)
    assert s.ruleset == village.default_ruleset()
    doc = village.dump(s)
    assert doc["ruleset"]["track_values"] == [1, 1, 2, 2, 3, 4]


def test_a_running_game_keeps_the_ruleset_it_started_with() -> None:
    custom = village.default_ruleset().to_json()
    custom["name"] = "house"
    custom["track_values"] = [0, 1, 2, 3, 5, 8]
    custom["hand_size"] = 5
    s = village.new_game(2, 7, ruleset=custom)
    assert all(sum(p.hand) == 5 for p in s.players)
    doc = json.loads(json.dumps(village.dump(s)))
    again = village.load(doc)
    assert again.ruleset.track_values == (0, 1, 2, 3, 5, 8)
    assert again.ruleset != village.default_ruleset()
    assert again == s


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda d: d.update(track=["axe", "axe", "goblet", "sword", "feather", "crown"]), "track"),
        (lambda d: d.update(track=["axe"]), "track"),
        (lambda d: d.update(deck=["gold"]), "gold"),
        (lambda d: d["stalls"].pop("2"), "stalls"),
        (lambda d: d["stalls"].update({"4": []}), "stalls"),
        (lambda d: d["players"][0]["hand"].update(axe=-1), "greater than or equal"),
        (lambda d: d["players"][0]["hand"].update(axe="2"), "hand"),
        (lambda d: d["players"][0]["bribes"].update(wild={"treasures": 1}), "wilds"),
        (lambda d: d["players"][0]["bribes"].update(sword={"treasures": 0}), "treasures"),
        (lambda d: d.update(current=5), "current"),
        (lambda d: d.update(players=[]), "players"),
        (lambda d: d.update(game="splendor"), "game"),
        (lambda d: d.update(version=2), "version"),
        (lambda d: d.update(surprise=1), "surprise"),
        (lambda d: d.pop("track"), "track"),
        (lambda d: d.update(over="no"), "over"),
        (lambda d: d["players"][1].update(id="123456789012345678"), "unique"),
    ],
)
def test_invalid_states_are_refused_with_a_clear_error(change: Any, needle: str) -> None:
    doc = copy.deepcopy(EXAMPLE)
    change(doc)
    with pytest.raises(InvalidState) as err:
        village.load(doc)
    assert needle in str(err.value)
    assert str(err.value).startswith("invalid village")


def test_not_an_object_is_refused() -> None:
    with pytest.raises(InvalidState):
        village.load([1, 2])  # type: ignore[arg-type]


def test_any_deck_order_stalls_hands_and_bribes_are_accepted() -> None:
    doc = copy.deepcopy(EXAMPLE)
    doc["deck"] = []
    doc["stalls"] = {"3": [], "2": [], "1": [], "0": []}
    doc["players"][1]["hand"] = {"wild": 40}
    doc["players"][1]["bribes"] = {c: {"treasures": 9, "wilds": 9} for c in EXAMPLE["track"]}
    s = village.load(doc)
    assert village.dump(s)["players"][1]["bribes"]["goblet"] == {"treasures": 9, "wilds": 9}


@pytest.mark.parametrize(
    "action",
    [
        {"type": "bribe", "treasure": "axe", "treasures": 2, "wilds": 1},
        {"type": "market", "stall": 2, "pay": {"axe": 1, "wild": 1}, "curse": "axe"},
        {"type": "market", "stall": 0, "pay": {}},
        {"type": "draw"},
    ],
)
def test_spec_actions_round_trip(action: dict[str, Any]) -> None:
    a = village.action_from_json(action)
    assert village.action_to_json(a) == action


def test_action_json_omits_zero_counts_and_the_0_stall_curse() -> None:
    a = village.action_from_json(
        {"type": "market", "stall": 3, "pay": {"wild": 1, "sword": 0, "axe": 2}, "curse": "axe"}
    )
    assert village.action_to_json(a) == {
        "type": "market",
        "stall": 3,
        "pay": {"axe": 2, "wild": 1},
        "curse": "axe",
    }
    free = village.action_to_json(village.action_from_json({"type": "market", "stall": 0}))
    assert free == {"type": "market", "stall": 0, "pay": {}}


@pytest.mark.parametrize(
    "bad",
    [
        {"type": "pass"},
        {"type": "bribe"},
        {"type": "bribe", "treasure": "axe", "treasures": -1},
        {"type": "market", "stall": "2"},
        {"type": "market", "stall": 2, "pay": {"axe": 1.5}},
        {"type": "draw", "extra": 1},
        "draw",
    ],
)
def test_malformed_actions_are_refused(bad: Any) -> None:
    with pytest.raises(InvalidState) as err:
        village.action_from_json(bad)
    assert "invalid village action" in str(err.value)


def test_equal_payments_are_equal_actions_whatever_their_order() -> None:
    a = village.Market.paying(3, {"wild": 1, "axe": 2}, "axe")
    b = village.Market.paying(3, [("axe", 1), ("axe", 1), ("wild", 1), ("sword", 0)], "axe")
    assert a == b
    assert hash(a) == hash(b)


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda r: r.update(track_values=[1, 2, 3]), "track_values"),
        (lambda r: r["treasures"].append(dict(r["treasures"][0])), "unique"),
        (lambda r: r.update(stall_costs=[3, 3, 1, 0]), "stall costs"),
        (lambda r: r.update(setup_stall_order=[3, 2, 1]), "setup_stall_order"),
        (lambda r: r["wilds_by_players"].pop("5"), "wilds_by_players"),
        (lambda r: r.update(wilds_in_box=10), "more wilds"),
        (lambda r: r.update(hand_size=40), "too small"),
        (lambda r: r.update(min_players=6), "min_players"),
        (lambda r: r.update(colour="red"), "colour"),
        (lambda r: r["treasures"][0].update(id="wild"), "reserved"),
        (lambda r: r["treasures"][0].update(copies=-1), "copies"),
    ],
)
def test_invalid_rulesets_are_refused(change: Any, needle: str) -> None:
    doc = village.default_ruleset().to_json()
    change(doc)
    with pytest.raises(InvalidState) as err:
        village.new_game(2, 1, ruleset=doc)
    assert needle in str(err.value)


def test_the_bundled_ruleset_file_is_what_the_default_ruleset_holds() -> None:
    path = Path(__file__).resolve().parents[3] / "data" / "rulesets" / "village" / "standard.json"
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert village.default_ruleset().to_json() == on_disk
