"""The canonical JSON of states, actions and rulesets; ``load`` refuses every inconsistency."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games.goofspiel import (
    Bid,
    action_from_json,
    action_to_json,
    default_ruleset,
    dump,
    load,
    named_ruleset,
    new_game,
)
from bot.games.goofspiel.ruleset import ruleset_from_json
from tests.games.goofspiel.helpers import loaded, position

DATA = Path(__file__).resolve().parents[3] / "data" / "rulesets" / "goofspiel"


def test_the_bundled_rulesets() -> None:
    standard = json.loads((DATA / "standard.json").read_text(encoding="utf-8"))
    assert {k: standard[k] for k in ("cards", "min_players", "max_players", "tie")} == {
        "cards": 8,
        "min_players": 2,
        "max_players": 4,
        "tie": "discard",
    }
    assert default_ruleset().to_json() == standard
    assert named_ruleset("classic").cards == 13
    for path in DATA.glob("*.json"):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert ruleset_from_json(doc).to_json() == doc, path.name


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"cards": 2}, "cards must be from 3 to 13"),
        ({"cards": 14}, "cards must be from 3 to 13"),
        ({"cards": "8"}, "cards must be a whole number"),
        ({"cards": True}, "cards must be a whole number"),
        ({"min_players": 1}, "min_players must be from 2 to 4"),
        ({"max_players": 5}, "max_players must be from 2 to 4"),
        ({"min_players": 4, "max_players": 3}, "min_players (4) is above max_players (3)"),
        ({"tie": "carry"}, "tie must be one of 'discard'"),
        ({"game": "village"}, "game must be 'goofspiel'"),
        ({"colour": "red"}, "unknown keys colour"),
        ({"name": ""}, "name must not be empty"),
        ({"name": 3}, "name must be a string"),
    ],
)
def test_invalid_rulesets_are_refused_clearly(change: dict[str, Any], message: str) -> None:
    doc = default_ruleset().to_json() | change
    with pytest.raises(InvalidState, match="invalid goofspiel ruleset") as info:
        ruleset_from_json(doc)
    assert message in str(info.value)
    with pytest.raises(InvalidState):
        new_game(2, 1, ruleset=doc)


@pytest.mark.parametrize("key", ["cards", "min_players", "max_players", "tie"])
def test_a_ruleset_needs_every_rule(key: str) -> None:
    doc = default_ruleset().to_json()
    del doc[key]
    with pytest.raises(InvalidState, match=f"{key} is missing"):
        ruleset_from_json(doc)
    with pytest.raises(InvalidState, match="expected a JSON object"):
        ruleset_from_json([1])


def test_states_survive_their_json() -> None:
    s = new_game(3, 9, player_ids=["x", "y", "z"])
    data = dump(s)
    assert load(json.loads(json.dumps(data))) == s
    assert dump(load(data)) == data
    no_ruleset = {k: v for k, v in data.items() if k != "ruleset"}
    assert load(no_ruleset) == s
    no_ids = copy.deepcopy(data)
    for p in no_ids["players"]:
        del p["id"]
    assert load(no_ids).ids == ("1", "2", "3")


def mid() -> dict[str, Any]:
    return position([(5, [8, 1]), (2, [2, 2])], 6, [1, 3, 4, 7, 8], [3, None])


def broken(path: str, value: Any) -> dict[str, Any]:
    data = mid()
    *keys, last = path.split(".")
    target: Any = data
    for k in keys:
        target = target[int(k)] if k.isdigit() else target[k]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("game", "village", "game must be 'goofspiel'"),
        ("version", 2, "unknown version"),
        ("extra", 1, "unknown keys extra"),
        ("deck", KeyError, "lacks deck"),
        ("prize", 9, "not a card from 1 to 8"),
        ("prize", None, "prize is null exactly when"),
        ("prize", 7, "each prize 1 to 8 once"),
        ("deck", [1, 3, 4, 7], "each prize 1 to 8 once"),
        ("deck", [1, 3, 4, 7, 7], "holds a card twice"),
        ("deck", "1,3", "must be a list of cards"),
        ("past_prizes", [5], "each prize 1 to 8 once"),
        ("players", [], "players must list 2 to 4 seats"),
        ("players.0.hand", [3, 4, 5, 6, 7, 8], "the cards not yet played"),
        ("players.0.hand", [7, 6, 5, 4, 3], "the cards not yet played"),
        ("players.0.hand", [3, 3, 4, 5, 6, 7], "holds a card twice"),
        ("players.0.hand", [1.0], "not a card"),
        ("players.0.bid", 8, "bid must be a card of the hand"),
        ("players.0.bid", "3", "not a card"),
        ("players.1.bid", 5, "every seat has bid"),
        ("players.0.played", [8, 2, 3], "one bid per past round"),
        ("players.0.won", [], "won must list the prizes"),
        ("players.1.won", [2], "won must list the prizes"),
        ("players.1.id", "1", "player ids must be unique"),
        ("players.1.id", "", "id must be a string"),
        ("players.1.colour", "red", "unknown keys colour"),
        ("players.1.played", KeyError, "lacks played"),
        ("ruleset", {"cards": 8}, "invalid goofspiel ruleset"),
    ],
)
def test_load_refuses_inconsistent_states(path: str, value: Any, message: str) -> None:
    loaded(mid())
    with pytest.raises(InvalidState) as info:
        load(broken(path, value))
    assert message in str(info.value), str(info.value)


def test_load_refuses_what_is_not_a_state() -> None:
    for data in ([], "state", None, 3):
        with pytest.raises(InvalidState, match="must be a JSON object"):
            load(data)  # type: ignore[arg-type]
    over = position([(3, [3, 1]), (1, [2, 2]), (2, [1, 3])], None, [], cards=3)
    loaded(over)
    over["players"][0]["bid"] = 1
    with pytest.raises(InvalidState, match="bid must be a card of the hand"):
        load(over)


def test_actions_survive_their_json() -> None:
    assert action_to_json(Bid(5)) == {"type": "bid", "card": 5}
    assert action_from_json({"type": "bid", "card": 5}) == Bid(5)
    assert action_from_json(json.loads(json.dumps(action_to_json(Bid(13))))) == Bid(13)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "draw"},
        {"card": 5},
        {"type": "bid"},
        {"type": "bid", "card": "5"},
        {"type": "bid", "card": 5.0},
        {"type": "bid", "card": True},
        {"type": "bid", "card": 0},
        {"type": "bid", "card": 5, "extra": 1},
        [],
    ],
)
def test_malformed_actions_are_refused(data: Any) -> None:
    with pytest.raises(InvalidState, match="invalid goofspiel action"):
        action_from_json(data)
