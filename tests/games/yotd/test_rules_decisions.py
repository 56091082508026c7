"""Decisions, auto-resolution and identical palaces (docs/rules/yotd.md Y-U…), on hand-built
positions through the public API and the canonical JSON only."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.games.yotd import RULES
from bot.games.yotd.moves import ACTIONS
from tests.games.yotd.positions import (
    BUILD_NEW,
    REFILL,
    act,
    build,
    dump,
    event_position,
    hand,
    legal,
    me,
    palace,
    persons_of,
    player,
    position,
    recruit,
    refused,
    release,
    resolve,
    take,
)


def unique(actions: list[dict[str, Any]]) -> bool:
    return len({str(sorted(a.items())) for a in actions}) == len(actions)


def test_Y_U1_who_chooses_what_and_how_many_choices() -> None:
    draft = dump(RULES.new_game(4, 3))
    assert len(legal(draft)) == 72 and unique(legal(draft))
    rich = position(3)
    assert len(legal(rich)) == 9 and unique(legal(rich))
    builder = position(
        [
            player(
                track=9,
                palaces=[palace(1, "monk-young"), palace(2), palace(2, "farmer-young"), palace(3)],
            ),
            player(track=1),
            player(track=0),
        ]
    )
    floors = act(builder, take("build"))
    assert sorted(map(str, legal(floors))) == sorted(
        map(str, [build(0), build(1), build(2), BUILD_NEW])
    )
    full = position(
        [
            player(
                track=9,
                hand=hand(wild=2),
                palaces=[
                    palace(3, "monk-young", "farmer-young", "healer-young"),
                    palace(2, "warrior-old", "scholar-old"),
                ],
            ),
            player(track=1),
            player(track=0),
        ],
        step="recruit",
    )
    # 15 tiles × (5 persons to replace + the newcomer released)
    assert len(legal(full)) == 15 * 6 and unique(legal(full))
    assert {a["card"] for a in legal(full)} == {"wild"}


def test_Y_U2_a_forced_no_action_is_applied() -> None:
    doc = position(
        [player(track=50 - 10 * i, yuan=(1 if i == 4 else 6)) for i in range(5)],
        queue=[3, 4],
        dragons=[[0], [1], [2], [], []],
    )
    assert doc["groups"] == [
        list(ACTIONS[:2]),
        list(ACTIONS[2:4]),
        [ACTIONS[4]],
        [ACTIONS[5]],
        [ACTIONS[6]],
    ]
    after = act(doc, take("research"))
    assert me(after, 4)["yuan"] == 3, "seat 4 could only refill"
    assert (after["step"], after["queue"]) == ("recruit", [0, 1, 2, 3, 4])
    assert after["dragons"] == [[0], [1], [2], [3], []]


def test_Y_U2_forced_releases_all_owed_and_nobody_to_release() -> None:
    doc = event_position(
        "mongol_invasion",
        [
            player(track=20, palaces=[palace(2, "warrior-young"), palace(2)]),
            player(track=15, palaces=[palace(2, "warrior-young", "farmer-young"), palace(2)]),
            player(track=10, palaces=[palace(2, "monk-young"), palace(2, "monk-young")]),
        ],
    )
    after = resolve(doc)
    # Seat 2 alone has the fewest helmets; its two palaces are identical: one choice, applied.
    assert (after["month"], after["step"]) == (6, "action")
    assert me(after, 2)["palaces"] == [palace(1), palace(2, "monk-young")]
    assert after["released"]["monk-young"] == doc["released"]["monk-young"] + 1
    contagion = event_position(
        "contagion",
        [
            player(track=20, palaces=[palace(2, "warrior-young", "farmer-young"), palace(2)]),
            player(track=15, palaces=[palace(2), palace(2)]),
            player(
                track=10, palaces=[palace(2, "healer-old", "monk-young"), palace(2, "monk-young")]
            ),
        ],
    )
    after = resolve(contagion)
    # Seat 0 owes 3 and holds 2: both go; seat 1 holds nobody: skipped; seat 2 owes 1 with a
    # real choice between its healer and its monks.
    assert persons_of(me(after, 0)) == []
    assert (after["step"], after["queue"], after["owed"]) == ("release", [2], [0, 0, 1])
    assert {(a["palace"], a["tile"]) for a in legal(after)} == {
        (0, "monk-young"),
        (0, "healer-old"),
        (1, "monk-young"),
    }


def test_Y_U3_identical_palaces_only_the_first_is_offered() -> None:
    twins = [palace(2, "farmer-young"), palace(2, "farmer-young"), palace(2)]
    doc = position(
        [
            player(track=9, hand=hand(monk=1, farmer=1), palaces=twins),
            player(track=1),
            player(track=0),
        ],
        step="recruit",
    )
    assert {a["palace"] for a in legal(doc)} == {0, 2}
    refused(doc, recruit("monk", "monk-young", 1), "Y-U3")
    after = act(doc, recruit("monk", "monk-young", 0))
    assert me(after)["palaces"][0] == palace(2, "monk-young", "farmer-young")
    full = position(
        [
            player(
                track=9,
                hand=hand(monk=1, farmer=1),
                palaces=[palace(1, "farmer-young"), palace(1, "farmer-young")],
            ),
            player(track=1),
            player(track=0),
        ],
        step="recruit",
    )
    assert {a["palace"] for a in legal(full)} == {0, None}
    refused(full, recruit("monk", "monk-young", 1, "farmer-young"), "Y-U3")
    builder = position([player(track=9), player(track=1), player(track=0)])
    floors = act(builder, take("build"))
    assert sorted(map(str, legal(floors))) == sorted(map(str, [build(0), BUILD_NEW]))
    refused(floors, build(1), "Y-U3")
    sick = event_position(
        "contagion",
        [
            player(
                track=20,
                palaces=[
                    palace(2, "healer-old", "farmer-young"),
                    palace(2, "monk-young", "farmer-young"),
                    palace(2, "farmer-young", "monk-young"),
                ],
            ),
            player(track=10, palaces=[palace(2), palace(2)]),
        ],
    )
    owing = resolve(sick)
    # Seat 1 holds nobody: it is skipped when its turn comes, after seat 0's release (Y-U2).
    assert (owing["queue"], owing["owed"]) == ([0, 1], [1, 3])
    assert {(a["palace"], a["tile"]) for a in legal(owing)} == {
        (0, "healer-old"),
        (0, "farmer-young"),
        (1, "monk-young"),
        (1, "farmer-young"),
    }
    refused(owing, release(2, "monk-young"), "Y-U3")
    done = act(owing, release(1, "monk-young"))
    assert (done["month"], done["step"], done["owed"]) == (6, "action", [0, 0])
    assert me(done)["palaces"][1:] == [
        palace(2, "farmer-young"),
        palace(2, "monk-young", "farmer-young"),
    ]


def test_Y_U4_releases_of_different_players_never_interact() -> None:
    doc = event_position(
        "contagion",
        [
            player(
                track=20,
                palaces=[
                    palace(3, "farmer-young", "monk-young", "craftsman-young"),
                    palace(1, "healer-young"),
                ],
            ),
            player(
                track=10,
                palaces=[
                    palace(3, "farmer-young", "monk-young", "craftsman-young"),
                    palace(2, "warrior-young"),
                ],
            ),
        ],
    )
    after = resolve(doc)
    assert (after["queue"], after["owed"]) == ([0, 1], [2, 3])
    # Seat 1's obligation and choices after seat 0's releases are what they were before.
    after_0 = act(act(after, release(1, "healer-young")), release(0, "monk-young"))
    assert (after_0["queue"], after_0["owed"]) == ([1], [0, 3])
    options = {(a["palace"], a["tile"]) for a in legal(after_0)}
    assert options == {
        (0, "farmer-young"),
        (0, "monk-young"),
        (0, "craftsman-young"),
        (1, "warrior-young"),
    }
    assert me(after_0, 1) == me(after, 1)


def test_Y_U2_no_stored_state_waits_on_a_forced_choice() -> None:
    doc = position(3)
    for action in (REFILL, REFILL):
        doc = act(doc, action)
    after = act(doc, REFILL)
    assert after["step"] == "recruit"
    assert len(legal(after)) >= 2


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_Y_U2_in_random_games_the_seat_in_current_always_has_a_real_choice(players: int) -> None:
    """Y-U2, Y-J2: every state a random game reaches loads back, and waits on a real choice."""
    pick = random.Random(players)
    state = RULES.new_game(players, 100 + players)
    prompts = 0
    while not RULES.dump(state)["over"]:
        doc = dump(state)
        seat = doc["current"]
        assert RULES.active_seats(state) == (seat,)
        options = RULES.legal_actions(state, seat)
        assert len(options) >= 2, (doc["step"], [RULES.action_to_json(a) for a in options])
        assert dump(RULES.load(copy.deepcopy(doc))) == doc
        state, _ = RULES.apply(state, seat, pick.choice(options))
        prompts += 1
    end = dump(state)
    assert (end["step"], end["month"], end["current"]) == ("end", 12, None)
    assert all(p["final"] is not None and sum(p["hand"].values()) == 0 for p in end["players"])
    assert 12 * players <= prompts < 60 * players


def test_Y_U2_a_last_card_with_one_tile_and_one_place_is_played_unasked() -> None:
    doc = position(
        [
            player(track=10, hand=hand(farmer=1, wild=1)),
            player(
                track=8,
                hand=hand(monk=1),
                palaces=[
                    palace(2, "farmer-young"),
                    palace(3, "healer-young", "healer-young", "healer-old"),
                ],
            ),
            player(track=5, hand=hand(farmer=1, wild=1)),
        ],
        month=11,
        step="recruit",
        supply={"monk-young": 0, "monk-old": 1},
    )
    after = act(doc, recruit("farmer", "farmer-old", 0))
    assert (after["queue"], after["current"]) == ([2], 2)
    second = me(after, 1)
    assert second["palaces"][0] == palace(2, "monk-old", "farmer-young")
    assert second["track"] == 8 + 2 and second["hand"] == hand()
    assert after["supply"]["monk-old"] == 0


def test_Y_U3_a_palace_founded_by_build_can_be_identical_to_an_older_one() -> None:
    doc = position(
        [
            player(track=9, palaces=[palace(3, "monk-young", "craftsman-young"), palace(1)]),
            player(track=5),
            player(track=1),
        ]
    )
    first = act(doc, take("build"))
    assert sorted(map(str, legal(first))) == sorted(map(str, [build(1), BUILD_NEW]))
    twin = act(first, BUILD_NEW)
    assert me(twin)["palaces"][1:] == [palace(1), palace(1)]
    assert sorted(map(str, legal(twin))) == sorted(map(str, [build(1), BUILD_NEW]))
    refused(twin, build(2), "Y-U3")
