"""The canonical JSON: a state round-trips, and ``load`` refuses anything inconsistent."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games import splendor as sp
from tests.games.splendor.helpers import position, tokens


def doc() -> dict[str, Any]:
    return sp.dump(position(3, held={0: tokens(red=2)}, reserved={1: [("L2-W-1", True)]}))


def test_a_state_round_trips() -> None:
    data = doc()
    assert sp.dump(sp.RULES.load(data)) == data
    assert sp.RULES.load(data) == sp.RULES.load(copy.deepcopy(data))


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *head, last = path.split(".")
        target: Any = data
        for key in head:
            target = target[int(key)] if key.isdigit() else target[key]
        target[int(last) if last.isdigit() else last] = value

    return change


BROKEN = {
    "a token too many": _set("bank.0", 9),
    "a card twice": lambda d: d["decks"][0].append(d["decks"][0][0]),
    "a card missing": lambda d: d["decks"][0].pop(),
    "a card of another level": lambda d: d["decks"][0].append(d["decks"][1].pop()),
    "an empty space with a deck": _set("tableau.0.0", None),
    "an unknown step": _set("step", "draw"),
    "a noble too many": lambda d: d["nobles"].append("N99"),
    "more reserves than the limit": _set(
        "players.1.reserved", [{"card": c, "blind": True} for c in ("L2-W-1",) * 4]
    ),
    "a return step with nothing to return": _set("step", "return"),
    "a noble step with no choice": _set("step", "noble"),
    "over with nobody at the target": _set("over", True),
    "an unknown key": _set("extra", 1),
    "a current seat out of range": _set("current", 3),
    "a ruleset with a bad setting": _set("ruleset.take_fewer", "yes"),
}


@pytest.mark.parametrize("change", list(BROKEN), ids=list(BROKEN))
def test_load_refuses_an_inconsistent_state(change: str) -> None:
    data = doc()
    BROKEN[change](data)
    with pytest.raises(InvalidState):
        sp.RULES.load(data)


@pytest.mark.parametrize(
    "bad",
    [
        {},
        {"type": "bid"},
        {"type": "take", "gems": "red"},
        {"type": "take", "gems": ["gold"]},
        {"type": "take_two", "gem": "pink"},
        {"type": "reserve"},
        {"type": "reserve", "card": "L1-W-1", "level": 1},
        {"type": "purchase", "card": "L1-W-1", "gold": {"red": 0}},
        {"type": "return", "tokens": {"red": -1}},
        {"type": "noble"},
        {"type": "pass", "extra": 1},
    ],
)
def test_a_malformed_action_is_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidState):
        sp.RULES.action_from_json(bad)


def test_the_standard_ruleset_is_the_bundled_file() -> None:
    rs = sp.RULES.standard()
    assert sp.RULES.named_ruleset("standard") == rs
    assert rs.to_json()["cards"] == "splendor/cards.json"
    with pytest.raises(InvalidState):
        sp.RULES.new_game(2, 0, ruleset={**rs.to_json(), "cards": "../secrets.json"})
