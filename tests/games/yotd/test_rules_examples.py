"""The worked examples of docs/rules/yotd.md's last section (1–12), re-enacted on hand-built
positions through the public API and the canonical JSON only."""

from __future__ import annotations

from bot.games.yotd import RULES
from tests.games.yotd.positions import (
    BUILD_NEW,
    REFILL,
    act,
    build,
    draft,
    dump,
    event_position,
    events_with,
    legal,
    me,
    palace,
    persons_of,
    player,
    position,
    release,
    resolve,
    ruleset,
    take,
    three,
)


def test_Y_S6_Y_O1_example_1_the_draft() -> None:
    doc = dump(RULES.new_game(3, 0, ruleset=ruleset(first_player="first_seat")))
    doc = act(doc, draft("tax_collector", "scholar", 0, 1))
    assert me(doc, 0)["track"] == 7
    doc = act(doc, draft("tax_collector", "farmer", 0, 1))
    assert me(doc, 1)["track"] == 7 and doc["order"] == [1, 0, 2], "the second sits on top"
    taken = {("tax_collector", "scholar"), ("tax_collector", "farmer")}
    pairs = {tuple(a["persons"]) for a in legal(doc)}
    assert not pairs & taken and len(legal(doc)) == 72 - 4
    doc = act(doc, draft("farmer", "scholar", 0, 1))
    assert me(doc, 2)["track"] == 8
    assert doc["order"] == [2, 1, 0] and doc["queue"] == [2, 1, 0] and doc["month"] == 1
    assert doc["drafted"] == [
        ["tax_collector", "scholar"],
        ["tax_collector", "farmer"],
        ["farmer", "scholar"],
    ]


def test_Y_A3_Y_A5_example_2_taxes() -> None:
    doc = three(
        player(track=10),
        player(
            track=8, palaces=[palace(2, "tax_collector-young", "tax_collector-young"), palace(2)]
        ),
    )
    first = act(doc, take("taxes"))
    assert me(first, 0)["yuan"] == 6 + 2
    second = act(first, take("taxes"))
    assert me(second, 1)["yuan"] == 6 - 3 + 8


def test_Y_A4_example_3_no_action() -> None:
    doc = three(player(track=10, yuan=1))
    assert me(act(doc, REFILL))["yuan"] == 3


def test_Y_A6_example_4_build_with_two_craftsmen() -> None:
    doc = three(
        player(
            track=10,
            palaces=[palace(2, "craftsman-young", "craftsman-young"), palace(1, "farmer-young")],
        )
    )
    doc = act(doc, take("build"))
    assert (doc["step"], doc["build_left"]) == ("build", 3)
    doc = act(act(doc, build(1)), build(1))
    assert (doc["step"], doc["build_left"]) == ("build", 1)
    assert sorted(map(str, legal(doc))) == sorted(map(str, [build(0), BUILD_NEW]))
    doc = act(doc, BUILD_NEW)
    assert me(doc)["palaces"] == [
        palace(2, "craftsman-young", "craftsman-young"),
        palace(3, "farmer-young"),
        palace(1),
    ]
    assert (doc["step"], doc["current"]) == ("action", 1)


def test_Y_A7_Y_A9_Y_A10_example_5_harvest_parade_research() -> None:
    farmers = three(player(track=10, palaces=[palace(2, "farmer-young", "farmer-old"), palace(2)]))
    assert me(act(farmers, take("harvest")))["rice"] == 4
    warriors = three(player(track=10, palaces=[palace(2, "warrior-old", "warrior-old"), palace(2)]))
    assert me(act(warriors, take("military")))["track"] == 15
    scholars = three(
        player(track=10, palaces=[palace(2, "scholar-young", "scholar-old"), palace(2)])
    )
    assert me(act(scholars, take("research")))["points"] == 6


def test_Y_E4_example_6_tribute_with_2_yuan() -> None:
    doc = event_position(
        "imperial_tribute",
        [
            player(
                track=20,
                yuan=2,
                palaces=[palace(2, "farmer-young", "monk-young"), palace(2, "healer-young")],
            ),
            player(track=10, yuan=4, palaces=[palace(2, "farmer-young"), palace(2)]),
        ],
    )
    after = resolve(doc)
    assert [p["yuan"] for p in after["players"]] == [0, 0]
    assert (after["step"], after["queue"], after["owed"]) == ("release", [0], [2, 0])
    after = act(act(after, release(0, "monk-young")), release(1, "healer-young"))
    assert persons_of(me(after)) == ["farmer-young"] and after["month"] == 6


def test_Y_E5_example_7_drought() -> None:
    doc = event_position(
        "drought",
        [
            player(
                track=20,
                rice=4,
                palaces=[
                    palace(2, "farmer-young"),
                    palace(2, "healer-young"),
                    palace(1, "monk-young"),
                    palace(2),
                ],
            ),
            player(
                track=10,
                rice=0,
                palaces=[
                    palace(2, "farmer-young", "monk-young"),
                    palace(1, "healer-young"),
                    palace(1, "warrior-young"),
                ],
            ),
        ],
    )
    after = resolve(doc)
    assert [p["rice"] for p in after["players"]] == [1, 0]
    assert (after["queue"], after["owed"]) == ([1], [0, 3])
    after = act(after, release(1, "healer-young"))
    assert {(a["palace"], a["tile"]) for a in legal(after)} == {
        (0, "monk-young"),
        (0, "farmer-young"),
        (2, "warrior-young"),
    }
    after = act(act(after, release(2, "warrior-young")), release(0, "monk-young"))
    assert after["month"] == 6
    assert me(after, 1)["palaces"] == [palace(2, "farmer-young")]


def test_Y_E6_example_8_festival() -> None:
    kept = [palace(2, "farmer-young"), palace(2, "healer-young")]
    doc = event_position(
        "dragon_festival",
        [
            player(track=t, fireworks=f, palaces=kept)
            for t, f in ((40, 3), (30, 3), (20, 2), (10, 1))
        ],
    )
    after = resolve(doc)
    assert [p["points"] - 2 for p in after["players"]] == [6, 6, 3, 0]
    assert [p["fireworks"] for p in after["players"]] == [1, 1, 1, 1]


def test_Y_E7_example_9_mongols() -> None:
    helmets = {
        3: ["warrior-old", "warrior-young"],
        2: ["warrior-old"],
        1: ["warrior-young"],
    }
    doc = event_position(
        "mongol_invasion",
        [
            player(track=t, palaces=[palace(2, *helmets[h]), palace(2, "farmer-young")])
            for t, h in ((50, 3), (40, 3), (30, 2), (20, 1), (10, 1))
        ],
    )
    after = resolve(doc)
    assert [p["points"] for p in after["players"]] == [3, 3, 2, 1, 1]
    assert (after["step"], after["queue"], after["owed"]) == ("release", [3, 4], [0, 0, 0, 1, 1])


def test_Y_E8_example_10_contagion_with_two_healers() -> None:
    doc = event_position(
        "contagion",
        [
            player(
                track=20,
                palaces=[
                    palace(3, "healer-young", "healer-young", "monk-young"),
                    palace(2, "farmer-young"),
                ],
            ),
            player(
                track=10,
                palaces=[
                    palace(3, "monk-young", "farmer-young", "craftsman-young"),
                    palace(2, "court_lady-young"),
                ],
            ),
        ],
    )
    after = resolve(doc)
    assert after["owed"] == [1, 3]


def test_Y_D2_example_11_monthly_scoring() -> None:
    doc = event_position(
        "peace",
        [
            player(
                track=20,
                large=1,
                palaces=[
                    palace(2, "court_lady-young"),
                    palace(2, "court_lady-young"),
                    palace(1, "monk-young"),
                ],
            ),
            player(track=10, palaces=[]),
        ],
        month=2,
    )
    assert me(resolve(doc))["points"] == 3 + 2 + 2


def test_Y_F2_example_12_final_scoring_25_points() -> None:
    doc = position(
        [
            player(track=30, fireworks=5, palaces=[palace(2, "farmer-old")]),
            player(track=20, fireworks=4, palaces=[palace(2, "farmer-old")]),
            player(
                track=10,
                yuan=4,
                rice=1,
                fireworks=2,
                palaces=[
                    palace(2, "monk-young", "farmer-young"),
                    palace(3, "monk-old", "healer-young", "warrior-young"),
                    palace(2, "craftsman-young", "tax_collector-young"),
                ],
            ),
        ],
        month=12,
        queue=[2],
        events=events_with({12: "dragon_festival"}),
    )
    after = act(doc, REFILL)
    assert after["over"] is True
    third = me(after, 2)
    assert third["final"] == {"persons": 14, "monks": 2 + 6, "money": 3}
    assert third["points"] == 3 + 25, "3 palaces this month, then the 25 of the example"
    assert (third["yuan"], third["rice"], third["fireworks"]) == (4, 1, 2)
    assert me(after, 0)["points"] == 6 + 1 + 2 + 3
