"""The events' automatic parts and their release obligations (docs/rules/yotd.md Y-E1…Y-E6),
on hand-built positions of the person phase's last card (``event_position``), through the public
API and the JSON only; the Mongols, Contagion and releasing are in ``test_rules_releases.py``."""

from __future__ import annotations

from typing import Any

from tests.games.yotd.positions import (
    TWO_KEPT,
    act,
    event,
    events_with,
    me,
    palace,
    persons_of,
    player,
    refused,
    release,
    releases,
    resolve,
)


def test_Y_E1_month_m_resolves_the_mths_event() -> None:
    drought = event(
        "drought",
        player(track=20, rice=5, palaces=TWO_KEPT),
        player(track=15, rice=5, palaces=TWO_KEPT),
        month=7,
        events=events_with({7: "drought"}),
    )
    after = resolve(drought)
    assert after["month"] == 8 and [p["rice"] for p in after["players"]] == [3, 3]
    peace = event(
        "peace",
        player(track=20, rice=5, palaces=TWO_KEPT),
        player(track=15, rice=5, palaces=TWO_KEPT),
        month=2,
    )
    calm = resolve(peace)
    assert calm["month"] == 3 and [p["rice"] for p in calm["players"]] == [5, 5]


def test_Y_E2_payments_for_all_then_releases_in_order() -> None:
    doc = event(
        "imperial_tribute",
        player(
            track=10,
            yuan=2,
            palaces=[palace(2, "farmer-young", "monk-young"), palace(1, "healer-young")],
        ),
        player(track=20, yuan=1, palaces=[palace(2, "farmer-young"), palace(1, "monk-old")]),
        player(
            track=15,
            yuan=2,
            palaces=[palace(2, "healer-young", "monk-young"), palace(1, "craftsman-young")],
        ),
    )
    assert doc["order"] == [1, 2, 0]
    after = resolve(doc)
    assert [p["yuan"] for p in after["players"]] == [0, 0, 0], "every payment first"
    # Seat 1 owes 3 and holds 2: all released at once (Y-E9); then seats 2 and 0 choose.
    assert persons_of(me(after, 1)) == []
    assert after["released"]["monk-old"] == doc["released"]["monk-old"] + 1
    assert (after["step"], after["queue"], after["current"]) == ("release", [2, 0], 2)
    assert after["owed"] == [2, 0, 2]
    first = act(after, release(0, "monk-young"))
    assert (first["queue"], first["owed"]) == ([2, 0], [2, 0, 1])
    assert releases(first) == [(0, "healer-young"), (1, "craftsman-young")]
    second = act(first, release(1, "craftsman-young"))
    assert (second["queue"], second["owed"], second["current"]) == ([0], [2, 0, 0], 0)
    assert len(releases(second)) == 3, "seat 2's releases left seat 0's obligation alone"
    third = act(second, release(0, "monk-young"))
    done = act(third, release(1, "healer-young"))
    assert (done["month"], done["step"], done["owed"]) == (6, "action", [0, 0, 0])
    assert me(done, 0)["palaces"] == [palace(2, "farmer-young")], "the empty 1-floor palace decays"
    assert me(done, 1)["palaces"] == [palace(1)]
    assert me(done, 2)["palaces"] == [palace(2, "healer-young")]
    assert [p["track"] for p in done["players"]] == [10, 20, 15]


def test_Y_E3_peace_nothing_happens() -> None:
    doc = event(
        "peace",
        player(track=20, yuan=1, rice=0, fireworks=3, palaces=TWO_KEPT),
        player(track=15, yuan=0, rice=2, fireworks=0, palaces=TWO_KEPT),
        month=1,
    )
    after = resolve(doc)
    assert after["month"] == 2 and after["step"] == "action"
    for before, now in zip(doc["players"], after["players"], strict=True):
        for key in ("yuan", "rice", "fireworks", "track", "palaces"):
            assert now[key] == before[key], key
        assert now["points"] == before["points"] + 2
    assert after["released"] == doc["released"]


def test_Y_E4_tribute_4_yuan_short_of_money_releases_per_missing_yuan() -> None:
    doc = event(
        "imperial_tribute",
        player(
            track=20,
            yuan=0,
            palaces=[
                palace(3, "tax_collector-young", "tax_collector-young", "monk-young"),
                palace(2, "farmer-young", "healer-young"),
            ],
        ),
        player(track=15, yuan=4, palaces=TWO_KEPT),
        player(track=10, yuan=7, palaces=TWO_KEPT),
    )
    after = resolve(doc)
    assert [p["yuan"] for p in after["players"]] == [0, 0, 3]
    assert after["owed"] == [4, 0, 0], "coins on tax collectors do not pay"
    assert (after["step"], after["queue"]) == ("release", [0])
    assert set(releases(after)) == {
        (0, "tax_collector-young"),
        (0, "monk-young"),
        (1, "farmer-young"),
        (1, "healer-young"),
    }


def test_Y_E4_tribute_the_ruleset_amount() -> None:
    doc = event(
        "imperial_tribute",
        player(track=20, yuan=9, palaces=TWO_KEPT),
        player(track=15, yuan=6, palaces=TWO_KEPT),
        rules={"tribute": 6},
    )
    after = resolve(doc)
    assert [p["yuan"] for p in after["players"]] == [3, 0]
    assert after["month"] == 6


def test_Y_E5_drought_one_rice_per_inhabited_palace_releases_one_per_palace() -> None:
    doc = event(
        "drought",
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
            track=15,
            rice=0,
            palaces=[
                palace(2, "farmer-young", "monk-young"),
                palace(2, "healer-young", "warrior-young"),
                palace(2, "craftsman-young", "court_lady-young"),
            ],
        ),
        player(
            track=10,
            rice=1,
            palaces=[
                palace(2, "pyrotechnist-young", "tax_collector-young"),
                palace(1, "warrior-old"),
            ],
        ),
    )
    after = resolve(doc)
    assert [p["rice"] for p in after["players"]] == [1, 0, 0], "empty palaces need no rice"
    assert (after["step"], after["queue"], after["owed"]) == ("release", [1, 2], [0, 3, 1])
    assert after["drought_used"] == [] and len(releases(after)) == 6
    one = act(after, release(0, "farmer-young"))
    assert one["drought_used"] == [0] and one["owed"] == [0, 2, 1]
    assert {p for p, _ in releases(one)} == {1, 2}
    refused(one, release(0, "monk-young"), "Y-E5")
    two = act(one, release(2, "court_lady-young"))
    assert two["drought_used"] == [0, 2]
    assert releases(two) == [(1, "healer-young"), (1, "warrior-young")]
    three = act(two, release(1, "warrior-young"))
    assert (three["queue"], three["owed"], three["drought_used"]) == ([2], [0, 0, 1], [])
    assert len(releases(three)) == 3
    done = act(three, release(1, "warrior-old"))
    assert (done["month"], done["step"]) == (6, "action")
    assert me(done, 1)["palaces"] == [
        palace(2, "monk-young"),
        palace(2, "healer-young"),
        palace(2, "craftsman-young"),
    ]
    assert me(done, 2)["palaces"] == [palace(2, "pyrotechnist-young", "tax_collector-young")]
    assert me(done, 0)["palaces"][3] == palace(1)


def test_Y_E5_drought_farmers_sacks_do_not_count() -> None:
    doc = event(
        "drought",
        player(track=20, rice=0, palaces=[palace(2, "farmer-old", "farmer-young"), palace(2)]),
        player(track=15, rice=1, palaces=TWO_KEPT),
    )
    after = resolve(doc)
    assert after["owed"] == [1, 1] and after["step"] == "release"
    assert [p["rice"] for p in after["players"]] == [0, 0]


def _festival(*fireworks: int, **kw: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    tracks = [30 - 5 * i for i in range(len(fireworks))]
    doc = event(
        "dragon_festival",
        *[
            player(track=t, fireworks=f, palaces=TWO_KEPT)
            for t, f in zip(tracks, fireworks, strict=True)
        ],
        **kw,
    )
    return doc, resolve(doc)


def _scored(doc: dict[str, Any], after: dict[str, Any]) -> list[int]:
    """Festival points: the gain minus the monthly scoring's 2."""
    return [
        a["points"] - b["points"] - 2 for b, a in zip(doc["players"], after["players"], strict=True)
    ]


def test_Y_E6_festival_ties_for_first_and_for_second() -> None:
    doc, after = _festival(4, 2, 2, 0)
    assert _scored(doc, after) == [6, 3, 3, 0]
    assert [p["fireworks"] for p in after["players"]] == [2, 1, 1, 0]
    doc, after = _festival(3, 3, 1)
    assert _scored(doc, after) == [6, 6, 3], "a tie for first leaves room for second"
    assert [p["fireworks"] for p in after["players"]] == [1, 1, 0]


def test_Y_E6_festival_all_equal_and_players_without_fireworks() -> None:
    doc, after = _festival(2, 2, 2)
    assert _scored(doc, after) == [6, 6, 6]
    assert [p["fireworks"] for p in after["players"]] == [1, 1, 1]
    doc, after = _festival(0, 5, 0)
    assert _scored(doc, after) == [0, 6, 0], "no fireworks never scores"
    assert [p["fireworks"] for p in after["players"]] == [0, 2, 0]
    doc, after = _festival(0, 0)
    assert _scored(doc, after) == [0, 0]
    assert after["step"] == "action" and after["owed"] == [0, 0], "nobody releases"


def test_Y_E6_festival_points_of_the_ruleset() -> None:
    doc, after = _festival(5, 1, 1, rules={"festival_points": [4, 1]})
    assert _scored(doc, after) == [4, 1, 1]


def test_Y_E5_drought_the_last_palace_left_to_release_from_is_forced() -> None:
    doc = event(
        "drought",
        player(
            track=20,
            rice=0,
            palaces=[palace(2, "farmer-young", "monk-young"), palace(1, "healer-young")],
        ),
        player(track=10, rice=5, palaces=TWO_KEPT),
    )
    after = resolve(doc)
    assert (after["queue"], after["owed"]) == ([0], [2, 0])
    assert len(releases(after)) == 3
    # One from palace 0: palace 1's only person must go, and goes unasked (Y-U2).
    done = act(after, release(0, "farmer-young"))
    assert (done["month"], done["step"], done["drought_used"]) == (6, "action", [])
    assert me(done, 0)["palaces"] == [palace(2, "monk-young")]
    assert me(done, 1)["rice"] == 3


def test_Y_E4_tribute_paid_in_full_releases_nobody() -> None:
    doc = event(
        "imperial_tribute",
        player(track=20, yuan=4, palaces=TWO_KEPT),
        player(track=10, yuan=5, palaces=TWO_KEPT),
    )
    after = resolve(doc)
    assert (after["month"], after["step"]) == (6, "action")
    assert [p["yuan"] for p in after["players"]] == [0, 1]
    assert after["released"] == doc["released"]
