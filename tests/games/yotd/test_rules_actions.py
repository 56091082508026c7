"""Turn order, the month and the action phase (docs/rules/yotd.md Y-O…, Y-M1, Y-A…), on
hand-built positions through the public API and the canonical JSON only."""

from __future__ import annotations

from bot.games.yotd import RULES
from bot.games.yotd.moves import ACTIONS
from tests.games.yotd.positions import (
    BUILD_NEW,
    BUILD_STOP,
    REFILL,
    act,
    build,
    event_position,
    events_with,
    hand,
    legal,
    me,
    palace,
    player,
    position,
    recruit,
    refused,
    resolve,
    take,
    three,
)

# Month 3 of a 3-player game: groups [taxes, build, harvest], [fireworks, military],
# [research, privilege]; seat 0 (track 10) plays first, then seat 1 (8), then seat 2 (5).
G0, G1, G2 = 0, 1, 2


# --- Person track and turn order -----------------------------------------------------------


def test_Y_O1_a_marker_arriving_on_an_occupied_space_goes_on_top() -> None:
    doc = three(
        player(track=10),
        player(track=9),
        player(track=7, palaces=[palace(2, "warrior-old"), palace(2)]),
        queue=[2],
    )
    after = act(doc, take("military"))
    assert me(after, 2)["track"] == 10
    assert after["order"] == [2, 0, 1], "the later arrival is on top, so first"
    assert (after["step"], after["queue"]) == ("recruit", [2, 0, 1])


def test_Y_O1_order_is_by_track_highest_first() -> None:
    doc = three(player(track=3), player(track=12), player(track=7))
    assert doc["order"] == [1, 2, 0] and doc["queue"] == [1, 2, 0]
    assert RULES.active_seats(RULES.load(doc)) == (1,)


def test_Y_O3_a_player_moving_mid_phase_does_not_change_who_is_still_to_play() -> None:
    doc = three(
        player(track=10),
        player(track=8, palaces=[palace(2, "warrior-young"), palace(2)]),
        player(track=5),
        queue=[1, 2],
    )
    after = act(doc, take("military"))
    assert me(after, 1)["track"] == 10
    assert after["order"] == [1, 0, 2]
    assert (after["step"], after["queue"], after["current"]) == ("action", [2], 2)
    recruit_phase = act(after, REFILL)
    assert (recruit_phase["step"], recruit_phase["queue"]) == ("recruit", [1, 0, 2])


def test_Y_O3_only_the_seat_in_current_may_act() -> None:
    doc = three()
    before = RULES.dump(RULES.load(doc))
    for seat in (1, 2):
        assert legal(doc, seat) == []
        assert RULES.active_seats(RULES.load(doc)) == (0,)
    refused(doc, take("taxes"), "Y-O3", seat=1)
    assert RULES.dump(RULES.load(doc)) == before


def test_Y_O4_the_track_has_no_last_space() -> None:
    doc = three(player(track=1000, palaces=[palace(3, "warrior-old", "warrior-old"), palace(2)]))
    assert me(act(doc, take("military")))["track"] == 1005


# --- The month -----------------------------------------------------------------------------


def test_Y_M1_action_then_person_phase_in_months_1_to_11() -> None:
    doc = three(month=11, queue=[2])
    after = act(doc, REFILL)
    assert (after["month"], after["step"], after["queue"]) == (11, "recruit", [0, 1, 2])


def test_Y_M1_Y_P1_month_12_has_no_person_phase_and_ends_the_game() -> None:
    events = events_with({12: "dragon_festival"})
    doc = three(
        player(track=10, palaces=[palace(2, "monk-young"), palace(2)]),
        month=12,
        queue=[2],
        events=events,
    )
    assert all(sum(p["hand"].values()) == 0 for p in doc["players"])
    after = act(doc, REFILL)
    assert (after["month"], after["step"], after["queue"], after["current"]) == (
        12,
        "end",
        [],
        None,
    )
    assert after["over"] is True
    assert all(p["final"] is not None for p in after["players"])
    assert after["groups"] == doc["groups"], "month 12's layout stays"
    assert RULES.outcome(RULES.load(after)) is not None


# --- Action phase --------------------------------------------------------------------------


def test_Y_A1_the_layout_is_the_months_shuffle_in_groups() -> None:
    shuffle = ["privilege", "research", "military", "fireworks", "harvest", "build", "taxes"]
    orders = [shuffle] + [list(ACTIONS)] * 8
    doc = event_position(
        "dragon_festival",
        [player(track=10), player(track=8), player(track=5)],
        month=3,
        action_orders=orders,
    )
    after = resolve(doc)
    assert (after["month"], after["step"], after["queue"]) == (4, "action", [0, 1, 2])
    assert after["groups"] == [shuffle[:3], shuffle[3:5], shuffle[5:]]
    assert after["dragons"] == [[], [], []]
    assert after["action_orders"] == [list(ACTIONS)] * 8
    view = RULES.view_for(RULES.load(after), None)
    assert view["groups"] == after["groups"] and view["dragons"] == after["dragons"]


def test_Y_A2_any_card_in_any_group_or_no_action() -> None:
    doc = three()
    options = legal(doc)
    expected = [take(c) for c in ACTIONS if c != "privilege"] + [
        take("privilege", "small"),
        take("privilege", "large"),
        REFILL,
    ]
    assert sorted(map(str, options)) == sorted(map(str, expected))
    after = act(doc, take("taxes"))
    assert after["dragons"] == [[0], [], []]
    assert (after["queue"], me(after)["yuan"]) == ([1, 2], 8)
    # The same card may be chosen again by the next player (paying the fee).
    again = act(after, take("taxes"))
    assert again["dragons"] == [[0, 1], [], []] and me(again, 1)["yuan"] == 6 - 3 + 2


def test_Y_A3_an_occupied_group_costs_3_whatever_its_dragons() -> None:
    doc = three(
        player(track=10),
        player(track=8, yuan=2),
        player(track=5, yuan=3),
        queue=[1, 2],
        dragons=[[0], [], []],
    )
    cards = {a.get("card") for a in legal(doc)}
    assert cards == {"fireworks", "military", "research", "privilege", None}
    err = refused(doc, take("build"), "Y-A3")
    assert err.rule_id == "Y-A3"
    free = act(doc, take("fireworks"))
    assert me(free, 1)["yuan"] == 2 and me(free, 1)["fireworks"] == 1, "a free group costs nothing"
    crowded = three(
        player(track=10),
        player(track=8),
        player(track=5, yuan=3),
        queue=[2],
        dragons=[[0, 1], [], []],
    )
    after = act(crowded, take("harvest"))
    assert (me(after, 2)["yuan"], me(after, 2)["rice"]) == (0, 1)
    assert after["dragons"] == [[0, 1, 2], [], []]


def test_Y_A4_no_action_refills_to_3_and_places_no_dragon() -> None:
    poor = three(player(track=10, yuan=1))
    after = act(poor, REFILL)
    assert me(after)["yuan"] == 3 and after["dragons"] == [[], [], []]
    assert after["queue"] == [1, 2]
    rich = three(player(track=10, yuan=5))
    assert me(act(rich, REFILL))["yuan"] == 5
    broke = three(player(track=10, yuan=0), dragons=[[1], [2], []], queue=[0])
    assert REFILL in legal(broke)


def test_Y_A5_taxes_2_plus_3_per_tax_collector() -> None:
    assert me(act(three(), take("taxes")))["yuan"] == 8
    doc = three(
        player(
            track=10,
            yuan=0,
            palaces=[
                palace(2, "tax_collector-young", "tax_collector-young"),
                palace(1, "tax_collector-young"),
            ],
        )
    )
    assert me(act(doc, take("taxes")))["yuan"] == 11


def test_Y_A6_one_floor_without_craftsmen_on_a_palace_or_a_new_one() -> None:
    doc = three(player(track=10, palaces=[palace(3, "monk-young"), palace(1, "farmer-young")]))
    after = act(doc, take("build"))
    assert (after["step"], after["build_left"], after["queue"]) == ("build", 1, [0, 1, 2])
    assert sorted(map(str, legal(after))) == sorted(map(str, [build(1), BUILD_NEW]))
    refused(after, build(0), "Y-A6")
    raised = act(after, build(1))
    assert me(raised)["palaces"] == [palace(3, "monk-young"), palace(2, "farmer-young")]
    assert (raised["step"], raised["build_left"], raised["queue"]) == ("action", 0, [1, 2])
    founded = act(after, BUILD_NEW)
    assert me(founded)["palaces"][-1] == palace(1)
    assert len(me(founded)["palaces"]) == 3


def test_Y_A6_later_floors_of_a_build_may_raise_the_new_palace() -> None:
    doc = three(player(track=10, palaces=[palace(3, "craftsman-young"), palace(3, "monk-young")]))
    after = act(doc, take("build"))
    # Both palaces are full height: the first floor can only found a new palace (Y-U2).
    assert (after["step"], after["build_left"]) == ("build", 1)
    assert me(after)["palaces"][-1] == palace(1)
    second = act(after, build(2))
    assert me(second)["palaces"][-1] == palace(2)
    assert second["step"] == "action" and second["queue"] == [1, 2]


def test_Y_A6_build_at_the_3_floor_limit_founds_a_new_palace() -> None:
    doc = three(player(track=10, palaces=[palace(3, "monk-young"), palace(3)]))
    after = act(doc, take("build"))
    assert me(after)["palaces"] == [palace(3, "monk-young"), palace(3), palace(1)]
    assert (after["step"], after["build_left"], after["current"]) == ("action", 0, 1)


def test_Y_A6_all_floors_must_be_placed_unless_the_ruleset_says_otherwise() -> None:
    crafty = player(track=10, palaces=[palace(2, "craftsman-young"), palace(2)])
    doc = three(crafty)
    after = act(doc, take("build"))
    assert after["build_left"] == 2
    assert BUILD_STOP not in legal(after)
    loose = act(three(crafty, rules={"build_all_floors": False}), take("build"))
    assert BUILD_STOP in legal(loose)
    stopped = act(act(loose, build(0)), BUILD_STOP)
    assert me(stopped)["palaces"] == [palace(3, "craftsman-young"), palace(2)]
    assert (stopped["step"], stopped["build_left"], stopped["queue"]) == ("action", 0, [1, 2])


def test_Y_A7_harvest_1_plus_sacks() -> None:
    assert me(act(three(), take("harvest")))["rice"] == 1
    doc = three(
        player(track=10, rice=2, palaces=[palace(2, "farmer-young", "farmer-old"), palace(2)])
    )
    assert me(act(doc, take("harvest")))["rice"] == 2 + 4


def test_Y_A8_fireworks_1_plus_rockets() -> None:
    assert me(act(three(), take("fireworks")))["fireworks"] == 1
    doc = three(
        player(
            track=10,
            fireworks=1,
            palaces=[palace(2, "pyrotechnist-young"), palace(1, "pyrotechnist-old")],
        )
    )
    assert me(act(doc, take("fireworks")))["fireworks"] == 1 + 4


def test_Y_A9_military_parade_1_plus_helmets() -> None:
    plain = act(three(), take("military"))
    assert me(plain)["track"] == 11 and plain["order"] == [0, 1, 2]
    doc = three(
        player(track=10),
        player(track=8),
        player(track=5, palaces=[palace(2, "warrior-young", "warrior-old"), palace(2)]),
        queue=[2],
    )
    after = act(doc, take("military"))
    assert me(after, 2)["track"] == 5 + 1 + 1 + 2
    assert after["order"] == [0, 2, 1]


def test_Y_A10_research_1_plus_books() -> None:
    assert me(act(three(), take("research")))["points"] == 1
    doc = three(
        player(track=10, points=5, palaces=[palace(2, "scholar-young"), palace(1, "scholar-old")])
    )
    assert me(act(doc, take("research")))["points"] == 5 + 6


def test_Y_A11_privilege_needs_the_money_after_the_fee() -> None:
    doc = three(player(track=10), player(track=8, yuan=8), queue=[1], dragons=[[], [], [0]])
    options = legal(doc)
    assert take("privilege", "small") in options and take("privilege", "large") not in options
    refused(doc, take("privilege", "large"), "Y-A11")
    after = act(doc, take("privilege", "small"))
    assert (me(after, 1)["yuan"], me(after, 1)["privileges"]) == (3, {"small": 1, "large": 0})
    assert after["dragons"] == [[], [], [0, 1]]
    poor = three(player(track=10, yuan=1))
    assert not [a for a in legal(poor) if a.get("card") == "privilege"]
    refused(poor, take("privilege", "small"), "Y-A11")
    six = three(player(track=10, yuan=6))
    assert me(act(six, take("privilege", "large")))["yuan"] == 0
    seven = three(player(track=10, yuan=6), rules={"large_privilege_cost": 7})
    refused(seven, take("privilege", "large"), "Y-A11")


def test_Y_A12_symbols_count_when_the_action_is_carried_out() -> None:
    doc = position(
        [
            player(
                track=10,
                hand=hand(tax_collector=1, wild=1),
                palaces=[palace(2), palace(1, "monk-young")],
            ),
            player(track=8),
            player(track=5),
        ],
        step="recruit",
    )
    joined = act(doc, recruit("tax_collector", "tax_collector-young", 0))
    assert me(joined)["yuan"] == 6, "a person gives nothing when it joins"
    later = three(
        player(track=10, palaces=[palace(2, "tax_collector-young"), palace(1, "monk-young")])
    )
    assert me(act(later, take("taxes")))["yuan"] == 6 + 2 + 3


def test_Y_A6_with_build_all_floors_false_the_first_floor_may_be_declined() -> None:
    doc = three(
        player(track=10, palaces=[palace(3, "monk-young"), palace(3)]),
        rules={"build_all_floors": False},
    )
    after = act(doc, take("build"))
    assert (after["step"], after["build_left"]) == ("build", 1)
    assert sorted(map(str, legal(after))) == sorted(map(str, [BUILD_NEW, BUILD_STOP]))
    stopped = act(after, BUILD_STOP)
    assert me(stopped)["palaces"] == [palace(3, "monk-young"), palace(3)]
    assert stopped["current"] == 1
