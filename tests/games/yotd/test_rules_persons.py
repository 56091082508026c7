"""The person phase (docs/rules/yotd.md Y-P…, Y-O2), on hand-built positions through the
public API and the canonical JSON only."""

from __future__ import annotations

from typing import Any

from bot.games.yotd.moves import TILES, tile_type
from tests.games.yotd.positions import (
    act,
    dead,
    hand,
    legal,
    me,
    palace,
    player,
    position,
    recruit,
    refused,
)


def recruiting(*players: dict[str, Any], **kw: Any) -> dict[str, Any]:
    """Month 3's person phase, 3 players: seat 0 (track 10), 1 (8), 2 (5)."""
    tracks = (10, 8, 5)
    seats = list(players) + [player(track=tracks[i]) for i in range(len(players), 3)]
    return position(seats, step="recruit", **kw)


ROOMY = [palace(2, "farmer-young"), palace(2)]
FULL = [palace(1, "farmer-young"), palace(2, "healer-young", "monk-young")]


def test_Y_P1_each_player_plays_one_card_in_track_order() -> None:
    doc = recruiting(player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY))
    assert (doc["queue"], doc["current"]) == ([0, 1, 2], 0)
    after = act(doc, recruit("monk", "monk-young", 1))
    assert (after["step"], after["queue"], after["current"]) == ("recruit", [1, 2], 1)
    assert me(after)["hand"] == hand(wild=1)
    assert me(after)["played"] == [*doc["players"][0]["played"], "monk"]
    assert legal(after, 0) == []


def test_Y_P2_a_type_card_takes_young_or_old_a_wild_any_tile() -> None:
    doc = recruiting(player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY))
    options = legal(doc)
    monk = [a for a in options if a["card"] == "monk"]
    assert sorted((a["tile"], a["palace"]) for a in monk) == [
        ("monk-old", 0),
        ("monk-old", 1),
        ("monk-young", 0),
        ("monk-young", 1),
    ]
    wild = [a for a in options if a["card"] == "wild"]
    assert {a["tile"] for a in wild} == set(TILES) and len(wild) == 30
    assert all(a["release"] is None for a in options) and len(options) == 34
    after = act(doc, recruit("monk", "monk-old", 1))
    assert me(after)["palaces"] == [palace(2, "farmer-young"), palace(2, "monk-old")]
    assert me(after)["track"] == 12
    assert after["supply"]["monk-old"] == doc["supply"]["monk-old"] - 1
    refused(doc, recruit("monk", "farmer-young", 1), "Y-P2")


def test_Y_P3_a_card_whose_tiles_are_gone_is_spent_for_nothing() -> None:
    doc = recruiting(
        player(track=10, hand=hand(monk=1, farmer=1, wild=1), palaces=ROOMY),
        supply={"monk-young": 0, "monk-old": 0},
    )
    options = legal(doc)
    assert dead("monk") in options, "a dead card may be played while others are live"
    assert not [a for a in options if a["card"] == "monk" and a["tile"] is not None]
    after = act(doc, dead("monk"))
    assert me(after)["track"] == 10 and me(after)["palaces"] == ROOMY
    assert after["supply"] == doc["supply"] and after["released"] == doc["released"]
    assert me(after)["played"][-1] == "monk" and me(after)["hand"] == hand(farmer=1, wild=1)
    assert after["queue"] == [1, 2] and after["order"] == [0, 1, 2]


def test_Y_P3_a_wild_is_dead_only_when_the_supply_is_empty() -> None:
    doc = recruiting(
        player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY),
        supply={"monk-young": 0, "monk-old": 0},
    )
    assert dead("wild") not in legal(doc)
    refused(doc, dead("wild"), "Y-P3")
    wasteful = recruiting(
        player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY),
        supply={"monk-young": 0, "monk-old": 0},
        rules={"wild_waste": True},
    )
    assert dead("wild") in legal(wasteful)
    after = act(wasteful, dead("wild"))
    assert me(after)["hand"] == hand(monk=1) and me(after)["palaces"] == ROOMY


def test_Y_P4_a_card_that_can_take_a_tile_must_take_one() -> None:
    doc = recruiting(player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY))
    assert dead("monk") not in legal(doc)
    refused(doc, dead("monk"), "Y-P4")
    last = recruiting(
        player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY),
        supply={"monk-young": 0, "monk-old": 1},
    )
    assert {a["tile"] for a in legal(last) if a["card"] == "monk"} == {"monk-old"}
    refused(last, recruit("monk", "monk-young", 1), "Y-P2")


def test_Y_P5_with_room_the_person_goes_to_a_palace_with_a_free_floor() -> None:
    doc = recruiting(
        player(
            track=10,
            hand=hand(monk=1, farmer=1),
            palaces=[palace(1, "farmer-young"), palace(3, "healer-young")],
        )
    )
    assert {a["palace"] for a in legal(doc)} == {1}
    assert all(a["release"] is None for a in legal(doc))
    refused(doc, recruit("monk", "monk-young", 0), "Y-P5")
    refused(doc, recruit("monk", "monk-young", 0, "farmer-young"), "Y-P5")
    refused(doc, recruit("monk", "monk-young", None), "Y-P5")
    after = act(doc, recruit("monk", "monk-young", 1))
    assert me(after)["palaces"][1] == palace(3, "monk-young", "healer-young")
    assert me(after)["track"] == 16


def test_Y_P6_full_palaces_replace_someone_or_release_the_newcomer() -> None:
    doc = recruiting(player(track=10, hand=hand(warrior=1, farmer=1), palaces=FULL))
    options = legal(doc)
    assert len(options) == 16 and len({str(a) for a in options}) == 16
    warrior = {(a["tile"], a["palace"], a["release"]) for a in options if a["card"] == "warrior"}
    assert warrior == {
        (tile, pal, rel)
        for tile in ("warrior-young", "warrior-old")
        for pal, rel in ((0, "farmer-young"), (1, "healer-young"), (1, "monk-young"), (None, None))
    }
    replaced = act(doc, recruit("warrior", "warrior-young", 1, "monk-young"))
    assert me(replaced)["palaces"] == [
        palace(1, "farmer-young"),
        palace(2, "warrior-young", "healer-young"),
    ]
    assert me(replaced)["track"] == 15
    assert replaced["released"]["monk-young"] == doc["released"]["monk-young"] + 1
    assert replaced["supply"]["monk-young"] == doc["supply"]["monk-young"]
    assert replaced["supply"]["warrior-young"] == doc["supply"]["warrior-young"] - 1
    newcomer = act(doc, recruit("warrior", "warrior-old", None))
    assert me(newcomer)["palaces"] == FULL and me(newcomer)["track"] == 10
    assert newcomer["supply"]["warrior-old"] == doc["supply"]["warrior-old"] - 1
    assert newcomer["released"]["warrior-old"] == doc["released"]["warrior-old"] + 1
    assert me(newcomer)["played"][-1] == "warrior"
    refused(doc, recruit("warrior", "warrior-young", 0), "Y-P6")
    refused(doc, recruit("warrior", "warrior-young", 0, "monk-young"), "Y-P6")


def test_Y_P6_a_player_without_palaces_can_only_release_the_newcomer() -> None:
    doc = recruiting(player(track=10, hand=hand(warrior=1, farmer=1), palaces=[]))
    options = legal(doc)
    assert len(options) == 4
    assert all(a["palace"] is None and a["release"] is None and a["tile"] for a in options)
    after = act(doc, recruit("farmer", "farmer-old", None))
    assert me(after)["palaces"] == [] and me(after)["track"] == 10


def test_Y_P7_released_persons_never_return_to_the_supply() -> None:
    doc = recruiting(player(track=10, hand=hand(warrior=1, farmer=1), palaces=FULL))
    after = act(doc, recruit("farmer", "farmer-old", 0, "farmer-young"))
    assert after["released"]["farmer-young"] == doc["released"]["farmer-young"] + 1
    assert after["supply"]["farmer-young"] == doc["supply"]["farmer-young"]
    assert after["supply"]["farmer-old"] == doc["supply"]["farmer-old"] - 1
    assert sum(after["supply"].values()) == sum(doc["supply"].values()) - 1


def test_Y_P8_a_hand_of_dead_cards_plays_its_first_card_unasked() -> None:
    doc = recruiting(
        player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY),
        player(track=8, hand=hand(scholar=1, monk=1)),
        supply={"monk-young": 0, "monk-old": 0, "scholar-young": 0, "scholar-old": 0},
    )
    after = act(doc, recruit("wild", "farmer-old", 1))
    assert (after["step"], after["queue"], after["current"]) == ("recruit", [2], 2)
    assert me(after, 1)["hand"] == hand(scholar=1)
    assert me(after, 1)["played"] == [*doc["players"][1]["played"], "monk"]
    assert me(after, 1)["track"] == 8


def test_Y_P8_with_the_whole_supply_gone_the_wild_is_dead_too() -> None:
    empty = {t: 0 for t in TILES}
    doc = recruiting(
        player(track=10, hand=hand(farmer=1, wild=1), palaces=ROOMY),
        player(track=8, hand=hand(wild=1, craftsman=1)),
        supply=empty,
    )
    assert legal(doc) == [dead("farmer")]
    refused(doc, dead("wild"), "Y-P8")
    after = act(doc, dead("farmer"))
    assert me(after, 1)["hand"] == hand(wild=1)
    assert me(after, 1)["played"][-1] == "craftsman"


def test_Y_O2_markers_move_only_forward() -> None:
    doc = recruiting(
        player(track=10, hand=hand(warrior=1, farmer=1), palaces=FULL),
        supply={"farmer-young": 0, "farmer-old": 0},
    )
    assert me(act(doc, recruit("warrior", "warrior-young", None)))["track"] == 10
    assert me(act(doc, dead("farmer")))["track"] == 10
    replaced = act(doc, recruit("warrior", "warrior-old", 0, "farmer-young"))
    assert me(replaced)["track"] == 13, "the release does not move it back, the newcomer moves it"
    assert tile_type("warrior-old") == "warrior"


def test_Y_O1_a_recruit_reaching_an_occupied_space_goes_on_top() -> None:
    doc = recruiting(
        player(track=10, hand=hand(monk=1, wild=1), palaces=ROOMY),
        player(track=8, hand=hand(craftsman=1, wild=1), palaces=ROOMY),
        queue=[1, 2],
    )
    after = act(doc, recruit("craftsman", "craftsman-young", 1), seat=1)
    assert me(after, 1)["track"] == 10
    assert after["order"] == [1, 0, 2] and after["queue"] == [2]
