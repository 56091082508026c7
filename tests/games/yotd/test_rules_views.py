"""Views: what each seat, a spectator and everyone after the end may see (docs/rules/yotd.md
Y-J5, Y-V…), through the public API only."""

from __future__ import annotations

from typing import Any

from bot.games.yotd import RULES
from tests.games.yotd.positions import (
    act,
    example,
    hand,
    player,
    position,
    spec_json,
)

Doc = dict[str, Any]


def test_Y_J5_the_view_of_the_contracts_example() -> None:
    doc = example()
    view = RULES.view_for(RULES.load(doc), 2)
    assert view["viewer"] == 2 and "action_orders" not in view
    assert view["players"][0] == spec_json("Y-J5")
    assert view["players"][2]["hand"] == doc["players"][2]["hand"]
    assert [p["hand_size"] for p in view["players"]] == [8, 9, 9]
    rest = {k: v for k, v in view.items() if k not in ("viewer", "players")}
    assert rest == {k: v for k, v in doc.items() if k not in ("action_orders", "players")}


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
    hidden = position(
        [
            player(track=9, final={"persons": 0, "monks": 0, "money": 2}, hand=hand())
            for _ in range(3)
        ],
        month=12,
        step="end",
        over=True,
        rules={"played_cards_public": False},
    )
    view = RULES.view_for(RULES.load(hidden), None)
    assert [p["played"] for p in view["players"]] == [p["played"] for p in hidden["players"]]


def test_Y_V2_a_spectator_sees_no_played_cards_when_they_are_private() -> None:
    doc = example()
    doc["ruleset"]["played_cards_public"] = False
    view = RULES.view_for(RULES.load(doc), None)
    assert [p["played"] for p in view["players"]] == [None, None, None]
    assert [p["hand_size"] for p in view["players"]] == [8, 9, 9]
