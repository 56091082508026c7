"""The events that make players release persons, and releasing (docs/rules/yotd.md Y-E7…Y-E9),
on hand-built positions of the person phase's last card (``event_position``), through the public
API and the JSON only."""

from __future__ import annotations

from tests.games.yotd.positions import (
    TWO_KEPT,
    act,
    event,
    me,
    palace,
    persons_of,
    player,
    refused,
    release,
    releases,
    resolve,
)


def test_Y_E7_mongols_a_point_per_helmet_the_fewest_release_one() -> None:
    doc = event(
        "mongol_invasion",
        player(
            track=20, palaces=[palace(2, "warrior-old", "warrior-young"), palace(2, "farmer-young")]
        ),
        player(track=15, palaces=[palace(2, "warrior-young"), palace(2, "farmer-young")]),
        player(track=10, palaces=[palace(2, "farmer-young", "monk-young"), palace(2)]),
    )
    after = resolve(doc)
    assert [p["points"] for p in after["players"]] == [3, 1, 0]
    assert (after["step"], after["queue"], after["owed"]) == ("release", [2], [0, 0, 1])
    assert set(releases(after)) == {(0, "monk-young"), (0, "farmer-young")}


def test_Y_E7_mongols_all_equal_all_release_and_a_counted_warrior_may_go() -> None:
    doc = event(
        "mongol_invasion",
        *[
            player(track=t, palaces=[palace(2, "warrior-young"), palace(2, "healer-young")])
            for t in (20, 15, 10)
        ],
    )
    after = resolve(doc)
    assert [p["points"] for p in after["players"]] == [1, 1, 1]
    assert (after["queue"], after["owed"]) == ([0, 1, 2], [1, 1, 1])
    assert (0, "warrior-young") in releases(after)
    step = act(after, release(0, "warrior-young"))
    assert (step["queue"], step["owed"]) == ([1, 2], [0, 1, 1])
    nobody = event("mongol_invasion", *[player(track=t, palaces=TWO_KEPT) for t in (20, 15, 10)])
    zero = resolve(nobody)
    assert zero["owed"] == [1, 1, 1] and zero["queue"] == [0, 1, 2], "0 helmets each: all release"


def test_Y_E8_contagion_3_minus_mortars_never_below_0() -> None:
    doc = event(
        "contagion",
        player(
            track=20,
            palaces=[
                palace(2, "healer-young", "farmer-young"),
                palace(2, "healer-young", "monk-young"),
            ],
        ),
        player(
            track=15,
            palaces=[palace(2, "healer-old", "healer-young"), palace(2, "farmer-young")],
        ),
        player(
            track=10,
            palaces=[
                palace(3, "farmer-young", "monk-young", "craftsman-young"),
                palace(1, "court_lady-young"),
            ],
        ),
    )
    after = resolve(doc)
    assert (after["step"], after["queue"], after["owed"]) == ("release", [0, 2], [1, 0, 3])
    assert set(releases(after)) == {
        (0, "healer-young"),
        (0, "farmer-young"),
        (1, "healer-young"),
        (1, "monk-young"),
    }, "a healer who just protected may be released"
    healed = act(after, release(0, "healer-young"))
    assert healed["queue"] == [2] and healed["owed"] == [0, 0, 3]


def test_Y_E8_contagion_of_the_ruleset() -> None:
    doc = event(
        "contagion",
        player(
            track=20, palaces=[palace(3, "healer-young", "farmer-young", "monk-young"), palace(2)]
        ),
        player(
            track=15,
            palaces=[palace(3, "farmer-young", "monk-young", "craftsman-young"), palace(2)],
        ),
        rules={"contagion": 2},
    )
    after = resolve(doc)
    assert after["owed"] == [1, 2] and after["queue"] == [0, 1]


def test_Y_E9_owing_as_many_as_held_releases_all_holding_none_is_skipped() -> None:
    doc = event(
        "contagion",
        player(track=20, palaces=[palace(2, "farmer-young"), palace(1, "monk-old")]),
        player(track=15, palaces=[palace(2), palace(2)]),
        player(
            track=10,
            palaces=[
                palace(3, "farmer-young", "monk-young", "craftsman-young"),
                palace(3, "court_lady-young"),
            ],
        ),
    )
    after = resolve(doc)
    assert persons_of(me(after, 0)) == [] and after["owed"][0] == 0
    assert after["owed"][1] == 0, "nobody to release: skipped"
    assert (after["queue"], after["owed"]) == ([2], [0, 0, 3])
    assert after["released"]["monk-old"] == doc["released"]["monk-old"] + 1
    assert [p["track"] for p in after["players"]] == [20, 15, 10], "markers never move back"
    refused(after, release(1, "farmer-young"), "Y-E9")
    refused(after, release(2, "farmer-young"), "Y-C8")
    refused(after, release(0, "court_lady-young"), "Y-O3", seat=0)


def test_Y_E7_mongols_a_tie_for_fewest_among_several_all_release() -> None:
    doc = event(
        "mongol_invasion",
        player(track=20, palaces=[palace(2, "warrior-young", "farmer-young"), palace(2)]),
        player(track=15, palaces=[palace(2, "warrior-young", "monk-young"), palace(2)]),
        player(track=10, palaces=[palace(2, "warrior-old", "healer-young"), palace(2)]),
    )
    after = resolve(doc)
    assert [p["points"] for p in after["players"]] == [1, 1, 2]
    assert (after["queue"], after["owed"]) == ([0, 1], [1, 1, 0])
