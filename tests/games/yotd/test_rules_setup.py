"""Components, setup and the draft (docs/rules/yotd.md Y-C…, Y-S…), on new games and hand-built
positions, through the public API and the canonical JSON only."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from bot.engine.errors import IllegalAction
from bot.games.yotd import RULES
from bot.games.yotd.moves import ACTIONS, CARDS, EVENTS, TILES, TYPES
from tests.games.yotd.positions import (
    PERSONS,
    SYMBOLS,
    VALUE,
    act,
    draft,
    dump,
    hand,
    legal,
    palace,
    player,
    position,
    recruit,
    refused,
    ruleset,
    take,
    total,
)


def new(players: int, seed: int = 0, **rules: Any) -> dict[str, Any]:
    state = RULES.new_game(players, seed, ruleset=ruleset(**rules) if rules else None)
    return dump(state)


def play_draft(doc: dict[str, Any]) -> dict[str, Any]:
    """Every seat drafts its first legal action; returns the state of month 1."""
    while doc["step"] == "draft":
        doc = act(doc, legal(doc)[0])
    return doc


# --- Components ----------------------------------------------------------------------------


def test_Y_C1_fifteen_tile_kinds_with_the_values_and_symbols_of_the_table() -> None:
    table = {
        "craftsman": (2, 1, None),
        "court_lady": (1, 1, None),
        "pyrotechnist": (5, 1, (3, 2)),
        "tax_collector": (3, 3, None),
        "warrior": (5, 1, (3, 2)),
        "monk": (6, 1, (2, 2)),
        "healer": (4, 1, (1, 2)),
        "farmer": (4, 1, (1, 2)),
        "scholar": (4, 2, (2, 3)),
    }
    assert tuple(table) == TYPES
    expected = {}
    for t, (value, symbols, old) in table.items():
        expected[f"{t}-young"] = (value, symbols)
        if old:
            expected[f"{t}-old"] = old
    assert list(expected) == list(TILES) == list(PERSONS)
    assert {k: (VALUE[k], SYMBOLS[k]) for k in TILES} == expected


@pytest.mark.parametrize("tile", TILES)
def test_Y_C1_a_tile_moves_its_owner_by_its_value(tile: str) -> None:
    doc = position(
        [
            player(
                track=10, hand=hand(wild=1, monk=1), palaces=[palace(2, "farmer-young"), palace(2)]
            ),
            player(track=1),
            player(track=0),
        ],
        step="recruit",
    )
    after = act(doc, recruit("wild", tile, 0))
    me = after["players"][0]
    assert me["track"] == 10 + VALUE[tile]
    assert me["palaces"][0]["persons"] == sorted(["farmer-young", tile], key=TILES.index)
    assert after["supply"][tile] == doc["supply"][tile] - 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_Y_C2_the_tiles_in_play_by_player_count(players: int) -> None:
    doc = new(players, 1)
    per_type = {2: 4, 3: 6, 4: 8, 5: 10}[players]
    assert doc["supply"] == {t: total(t, players) for t in TILES}
    assert list(doc["supply"]) == list(TILES) and list(doc["released"]) == list(TILES)
    for t in TYPES:
        kinds = [k for k in TILES if k.startswith(t + "-")]
        assert sum(doc["supply"][k] for k in kinds) == per_type
        if len(kinds) == 2:
            assert doc["supply"][f"{t}-young"] - doc["supply"][f"{t}-old"] == 2
    assert sum(doc["supply"].values()) == 9 * per_type


def test_Y_C2_tile_counts_must_add_up_on_load() -> None:
    from bot.engine.errors import InvalidState

    doc = position(3)
    doc["supply"]["monk-old"] += 1
    with pytest.raises(InvalidState):
        RULES.load(doc)


def test_Y_C3_eleven_person_cards_each_played_once() -> None:
    doc = new(4, 2)
    for p in doc["players"]:
        assert p["hand"] == {**{t: 1 for t in TYPES}, "wild": 2}
        assert list(p["hand"]) == list(CARDS)
        assert p["played"] == []
    month = play_draft(doc)
    assert all(p["played"] == [] for p in month["players"]), "the draft plays no card (Y-S6)"
    # A card played leaves the hand for good.
    pos = position(
        [player(track=5, hand=hand(monk=1, wild=1)), player(track=1), player(track=0)],
        step="recruit",
    )
    after = act(pos, recruit("monk", "monk-old", 0))
    assert after["players"][0]["hand"] == hand(wild=1)
    assert after["players"][0]["played"][-1] == "monk"
    assert after["players"][0]["played"][:-1] == pos["players"][0]["played"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_Y_C4_Y_C5_seven_action_cards_in_groups_by_player_count(players: int) -> None:
    month = play_draft(new(players, 3))
    sizes = {2: [4, 3], 3: [3, 2, 2], 4: [2, 2, 2, 1], 5: [2, 2, 1, 1, 1]}[players]
    assert [len(g) for g in month["groups"]] == sizes
    assert sorted(c for g in month["groups"] for c in g) == sorted(ACTIONS)
    assert month["dragons"] == [[] for _ in sizes]


def test_Y_C6_twelve_event_tiles_two_of_each() -> None:
    for seed in range(5):
        events = new(3, seed)["events"]
        assert len(events) == 12 and Counter(events) == {e: 2 for e in EVENTS}


def test_Y_C7_privileges_cost_2_and_6_and_are_unlimited() -> None:
    rich = player(track=9, yuan=20, small=30, large=30)
    doc = position([rich, player(track=1), player(track=0)])
    small = act(doc, take("privilege", "small"))["players"][0]
    assert (small["yuan"], small["privileges"]) == (18, {"small": 31, "large": 30})
    large = act(doc, take("privilege", "large"))["players"][0]
    assert (large["yuan"], large["privileges"]) == (14, {"small": 30, "large": 31})
    seven = position([rich, player(track=1), player(track=0)], rules={"large_privilege_cost": 7})
    assert act(seven, take("privilege", "large"))["players"][0]["yuan"] == 13


def test_Y_C8_palaces_have_one_to_three_floors_one_person_per_floor() -> None:
    from bot.engine.errors import InvalidState

    for bad in (
        [palace(4)],
        [palace(0)],
        [palace(1, "monk-young", "farmer-young")],
    ):
        doc = position([player(track=2, palaces=bad), player(track=1), player(track=0)])
        with pytest.raises(InvalidState):
            RULES.load(doc)
    # A full palace takes nobody; the palace with a free floor does.
    doc = position(
        [
            player(
                track=9,
                hand=hand(monk=1, farmer=1),
                palaces=[palace(1, "healer-young"), palace(2, "healer-young")],
            ),
            player(track=1),
            player(track=0),
        ],
        step="recruit",
    )
    places = {a["palace"] for a in legal(doc)}
    assert places == {1}
    refused(doc, recruit("monk", "monk-young", 0), "Y-P5")


def test_Y_C9_resources_unlimited_and_public() -> None:
    doc = position(
        [
            player(track=9, yuan=500, palaces=[palace(2, "tax_collector-young")]),
            player(track=1),
            player(track=0),
        ]
    )
    after = act(doc, take("taxes"))
    assert after["players"][0]["yuan"] == 505
    view = RULES.view_for(RULES.load(after), 1)
    me = view["players"][0]
    assert (me["yuan"], me["rice"], me["fireworks"], me["privileges"]) == (
        505,
        0,
        0,
        after["players"][0]["privileges"],
    )
    assert me["palaces"] == after["players"][0]["palaces"]


def test_Y_C10_track_and_score_have_no_end() -> None:
    doc = position(
        [
            player(track=400, points=900, palaces=[palace(3, "warrior-old", "scholar-old")]),
            player(track=1),
            player(track=0),
        ]
    )
    assert act(doc, take("military"))["players"][0]["track"] == 403
    assert act(doc, take("research"))["players"][0]["points"] == 904


# --- Setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 6])
def test_Y_S1_two_to_five_players(players: int) -> None:
    with pytest.raises(IllegalAction) as info:
        RULES.new_game(players, 0)
    assert info.value.rule_id == "Y-S1"


def test_Y_S1_the_start_player_drawn_from_the_seed_or_seat_0() -> None:
    games = [new(4, seed) for seed in range(40)]
    assert {g["start"] for g in games} == {0, 1, 2, 3}
    for g in games:
        assert g["queue"] == [(g["start"] + k) % 4 for k in range(4)], "then clockwise (Y-S6)"
        assert g["current"] == g["start"]
        assert g["order"] == g["queue"], "at setup the order is the draft order (Y-J1)"
    assert {new(4, seed, first_player="first_seat")["start"] for seed in range(10)} == {0}
    assert new(3, 7) == new(3, 7), "the same seed gives the same game"


def test_Y_S2_the_supply_is_full_and_nothing_released() -> None:
    doc = new(5, 4)
    assert doc["supply"] == {t: total(t, 5) for t in TILES}
    assert doc["released"] == {t: 0 for t in TILES}
    assert all(pal["persons"] == [] for p in doc["players"] for pal in p["palaces"])


def _neighbours(events: list[str]) -> bool:
    """Identical neighbours among months 3–12 (months 1 and 2 are both Peace by rule)."""
    return any(a == b for a, b in itertools.pairwise(events[2:]))


def test_Y_S3_two_peaces_then_no_identical_neighbours() -> None:
    thirds = set()
    for seed in range(60):
        events = new(2, seed)["events"]
        assert events[:2] == ["peace", "peace"]
        assert "peace" not in events[2:]
        assert not _neighbours(events), events
        thirds.add(events[2])
    assert thirds == set(EVENTS) - {"peace"}, "every kind can open month 3"
    loose = [new(2, seed, identical_neighbour_events=True)["events"] for seed in range(40)]
    assert all(e[:2] == ["peace", "peace"] for e in loose)
    assert any(_neighbours(e) for e in loose), "a plain shuffle allows neighbours"
    from bot.engine.errors import InvalidState

    paired = ["peace", "peace"] + [e for e in EVENTS[1:] for _ in (0, 1)]
    bad = position(3, events=paired)
    with pytest.raises(InvalidState):
        RULES.load(bad)
    allowed = position(3, events=paired, rules={"identical_neighbour_events": True})
    assert dump(RULES.load(allowed)) == allowed


def test_Y_S4_twelve_hidden_shuffles_drawn_at_setup() -> None:
    doc = new(3, 11)
    orders = doc["action_orders"]
    assert len(orders) == 12 and all(sorted(o) == sorted(ACTIONS) for o in orders)
    assert len({tuple(o) for o in orders}) > 1
    for seat in (None, 0, 1, 2):
        assert "action_orders" not in RULES.view_for(RULES.load(doc), seat)


def test_Y_S5_each_player_starts_the_same() -> None:
    for p in new(5, 8)["players"]:
        assert (p["yuan"], p["rice"], p["fireworks"], p["points"], p["track"]) == (6, 0, 0, 0, 0)
        assert p["privileges"] == {"small": 0, "large": 0}
        assert p["palaces"] == [palace(2), palace(2)]
        assert p["hand"] == {**{t: 1 for t in TYPES}, "wild": 2} and p["final"] is None


def test_Y_S6_draft_two_young_types_start_player_then_clockwise() -> None:
    doc = new(3, 0, first_player="first_seat")
    assert (doc["month"], doc["step"], doc["queue"], doc["current"]) == (0, "draft", [0, 1, 2], 0)
    assert (doc["groups"], doc["dragons"], doc["drafted"]) == ([], [], [])
    first = legal(doc)
    assert len(first) == 72 == len({str(a) for a in first})
    assert {tuple(a["palaces"]) for a in first} == {(0, 0), (0, 1)}
    after = act(doc, draft("tax_collector", "scholar", 0, 1))
    me = after["players"][0]
    assert me["track"] == 3 + 4
    assert me["palaces"] == [palace(2, "tax_collector-young"), palace(2, "scholar-young")]
    assert after["supply"]["tax_collector-young"] == doc["supply"]["tax_collector-young"] - 1
    assert after["supply"]["scholar-young"] == doc["supply"]["scholar-young"] - 1
    assert after["drafted"] == [["tax_collector", "scholar"]]
    assert (after["queue"], after["current"]) == ([1, 2], 1)
    assert me["hand"] == doc["players"][0]["hand"], "the draft plays no card"
    # Later players may not take the same pair; two of one type never.
    refused(after, draft("tax_collector", "scholar", 0, 1), "Y-S6")
    refused(after, draft("farmer", "farmer", 0, 0), "Y-S6")
    assert len(legal(after)) == 70
    # Both persons in one palace is allowed (A3 `free`).
    both = act(after, draft("farmer", "scholar", 0, 0))
    assert both["players"][1]["palaces"] == [palace(2, "farmer-young", "scholar-young"), palace(2)]
    assert both["players"][1]["track"] == 8


def test_Y_S6_split_placement_one_person_per_palace() -> None:
    doc = new(2, 0, first_player="first_seat", draft_placement="split")
    assert {tuple(a["palaces"]) for a in legal(doc)} == {(0, 1)}
    assert len(legal(doc)) == 36
    refused(doc, draft("monk", "farmer", 0, 0), "Y-S6")


def test_Y_S6_draft_placement_names_palaces_as_Y_U3_offers() -> None:
    doc = new(2, 0, first_player="first_seat")
    refused(doc, draft("monk", "farmer", 1, 0), "Y-U3")
    refused(doc, draft("monk", "farmer", 1, 1), "Y-U3")


def test_Y_S7_month_1_begins_when_every_player_has_drafted() -> None:
    doc = new(3, 5, first_player="first_seat")
    shuffle = doc["action_orders"][0]
    doc = act(doc, draft("tax_collector", "scholar", 0, 1))
    doc = act(doc, draft("tax_collector", "farmer", 0, 1))
    assert doc["month"] == 0
    doc = act(doc, draft("farmer", "scholar", 0, 1))
    assert (doc["month"], doc["step"]) == (1, "action")
    assert doc["queue"] == doc["order"] == [2, 1, 0] and doc["current"] == 2
    assert doc["groups"] == [shuffle[:3], shuffle[3:5], shuffle[5:]]
    assert len(doc["action_orders"]) == 11
