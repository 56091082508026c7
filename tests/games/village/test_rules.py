"""One test (or more) per rule of docs/rules/village.md, on hand-made positions.

Long file: one test (or more) per rule id of the contract, in the contract's order.

Every test builds a position in canonical JSON (``positions.py``), loads it, plays actions
written in the spec's action JSON and checks the exact resulting state through ``dump``.
Track indexes below count from the bottom space (0) to the top space (5); with the default
ruleset their values are 1, 1, 2, 2, 3, 4.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Event, IllegalAction, InvalidState
from bot.games.village import (
    action_from_json,
    action_to_json,
    apply,
    default_ruleset,
    dump,
    legal_actions,
    load,
    new_game,
    outcome,
    scores,
    verify,
    view_for,
    winners,
)
from bot.games.village.adapter.events import say
from bot.games.village.adapter.previews import preview, what
from bot.games.village.events import (
    Bribed,
    CardDrawn,
    Cursed,
    GameEnded,
    HandMerged,
    MarketRefilled,
    MarketVisited,
)
from bot.games.village.state import Action, State
from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.services.errors import refusal
from tests.games.village.positions import (
    CARDS,
    TRACK,
    TYPES,
    VALUES,
    hand,
    player,
    position,
    table,
)

STANDARD_JSON = Path(__file__).resolve().parents[3] / "data/rulesets/village/standard.json"


def said(event: Event, viewer: int | None = None) -> str:
    """An event's English words for ``viewer`` (the adapter's renderer)."""
    return say(event, viewer, "en")


def describe(action: Action, state: State | None = None) -> str:
    """An action's English preview (on ``state``'s table for its current seat, if given)."""
    if state is None:
        return what(action, default_ruleset(), "en")
    return preview(view_for(state, state.current), action, "en")


# --- Helpers ---------------------------------------------------------------------------------


def act(data: Mapping[str, Any]) -> Any:
    """Read an action written in the spec's JSON."""
    return action_from_json(data)


def play(pos: Mapping[str, Any], *actions: Mapping[str, Any]) -> tuple[Any, list[Any]]:
    """Load ``pos`` and play ``actions`` in turn; check that no input state is ever changed.

    Returns the final state and the events of the last action.
    """
    state = load(pos)
    events: list[Any] = []
    for data in actions:
        before = dump(state)
        after, events = apply(state, act(data))
        assert dump(state) == before, "apply changed its input state"
        state = after
    return state, events


def assert_table(
    state: Any,
    expected: Mapping[str, Any],
    *,
    ended: bool = False,
    discard_any_order: bool = False,
) -> None:
    """Compare ``dump(state)`` (minus its ruleset) with the position ``expected``.

    ``ended``: the game is over and whose turn it is no longer matters (the spec is silent on
    it), so ``current`` is not compared. ``discard_any_order``: a payment is a set of cards, so
    the order in which one payment's cards land on the discard is not compared.
    """
    got = table(dump(state))
    want = dict(expected)
    if ended:
        got.pop("current")
        want.pop("current")
    if discard_any_order:
        got["discard"] = sorted(got["discard"])
        want["discard"] = sorted(want["discard"])
    assert got == want


def english(err: IllegalAction) -> str:
    """The refusal as an English reader sees it (the catalogue's words)."""
    return refusal(err).english


def assert_readable(err: IllegalAction, rule_id: str) -> None:
    """Check the refusal names ``rule_id`` and says why in a sentence a player understands,
    in every language."""
    assert err.rule_id == rule_id, f"{err.rule_id} != {rule_id}: {english(err)}"
    assert str(err).startswith(f"{rule_id}: {err.key}")
    assert catalogue().has(ENGLISH, err.key), err.key
    for language in LANGUAGES:
        msg = refusal(err).render(language)
        assert len(msg.split()) >= 3, msg
        assert msg[0].isalpha() and msg[0].isupper(), msg
        for junk in ("{", "}", "[", "]", "<", ">", "\\", "_", "None", "Bribe(", "Market(", "Draw("):
            assert junk not in msg, msg
        assert "village-" not in msg, msg  # a card's words, never its key


def refused(
    pos_or_state: Mapping[str, Any] | Any, data: Mapping[str, Any], rule_id: str
) -> IllegalAction:
    """Check ``data`` is refused by ``apply`` and ``verify`` with ``rule_id``, nothing changed."""
    state = load(pos_or_state) if isinstance(pos_or_state, Mapping) else pos_or_state
    action = act(data)
    before = dump(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert_readable(info.value, rule_id)
    assert dump(state) == before
    with pytest.raises(IllegalAction) as again:
        verify(state, state.current, action)
    assert again.value.rule_id == rule_id
    assert dump(state) == before
    assert action not in legal_actions(state)
    return info.value


def bribe(treasure: str, treasures: int = 0, wilds: int = 0) -> dict[str, Any]:
    return {"type": "bribe", "treasure": treasure, "treasures": treasures, "wilds": wilds}


def market(stall: int, pay: Mapping[str, int] | None = None, curse: str | None = None) -> dict:
    out: dict[str, Any] = {"type": "market", "stall": stall, "pay": dict(pay or {})}
    if curse is not None:
        out["curse"] = curse
    return out


DRAW = {"type": "draw"}


# --- Components (R-C1 … R-C5) ------------------------------------------------------------------


def test_R_C1_six_treasure_types_with_their_names() -> None:
    doc = default_ruleset().to_json()
    names = {t["id"]: t["name"] for t in doc["treasures"]}
    assert names == {
        "axe": "Barbarian's Axe",
        "feather": "Phoenix Feather",
        "sword": "Enchanted Sword",
        "scrolls": "Magic Scrolls",
        "crown": "King's Crown",
        "goblet": "Golden Goblet",
    }
    assert [t["id"] for t in doc["treasures"]] == list(TYPES)


def test_R_C1_the_data_file_is_the_default_ruleset() -> None:
    data = json.loads(STANDARD_JSON.read_text(encoding="utf-8"))
    assert default_ruleset().to_json() == data


def test_R_C1_an_unknown_treasure_is_refused() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1)], deck="wild")
    err = refused(pos, bribe("dragon", 1), "R-C1")
    assert "dragon" in english(err)


def test_R_C2_fourteen_cards_of_each_treasure() -> None:
    doc = default_ruleset().to_json()
    assert {t["id"]: t["copies"] for t in doc["treasures"]} == dict.fromkeys(TYPES, 14)
    assert sum(t["copies"] for t in doc["treasures"]) == 84


def test_R_C3_wilds_in_the_box_and_in_play() -> None:
    doc = default_ruleset().to_json()
    assert doc["wilds_in_box"] == 20
    assert doc["wilds_by_players"] == {"2": 8, "3": 12, "4": 16, "5": 20}
    assert doc["wild"]["name"] == "Wild"


def test_R_C4_track_values_bottom_to_top() -> None:
    assert list(default_ruleset().to_json()["track_values"]) == [1, 1, 2, 2, 3, 4]


@pytest.mark.parametrize("space", range(6))
def test_R_C4_a_bribe_scores_the_value_of_its_tokens_space(space: int) -> None:
    t = TRACK[space]
    pos = position(
        players=[player(0, {}, {t: (2, 1)}), player(1, {t: 1})],
        over=True,
    )
    assert scores(load(pos)) == [3 * VALUES[space], -VALUES[space]]


def test_R_C4_a_track_must_hold_each_type_once() -> None:
    pos = position(players=[player(0), player(1)])
    pos["track"] = ["axe", "axe", "goblet", "sword", "feather", "crown"]
    with pytest.raises(InvalidState):
        load(pos)


def test_R_C5_four_stalls_costing_3_2_1_0() -> None:
    assert list(default_ruleset().to_json()["stall_costs"]) == [3, 2, 1, 0]
    s = load(position(players=[player(0), player(1)]))
    assert list(dump(s)["stalls"]) == ["3", "2", "1", "0"]


def test_R_C5_a_stall_holds_any_number_of_cards() -> None:
    pile = "axe axe wild crown goblet sword scrolls feather wild"
    pos = position(players=[player(0), player(1)], stalls={0: pile})
    after, _ = play(pos, market(0))
    assert_table(
        after,
        position(
            players=[
                player(
                    0,
                    {
                        "axe": 2,
                        "wild": 2,
                        "crown": 1,
                        "goblet": 1,
                        "sword": 1,
                        "scrolls": 1,
                        "feather": 1,
                    },
                ),
                player(1),
            ],
            current=1,
        ),
    )


def test_R_C5_there_is_no_4_stall() -> None:
    pos = position(players=[player(0, {"axe": 4}), player(1)], stalls={3: "wild"})
    refused(pos, market(4, {"axe": 4}, "axe"), "R-C5")


# --- Setup (R-S1 … R-S5) -----------------------------------------------------------------------


def deal_counts(state: Any) -> Counter[str]:
    """Count every card of a fresh game across deck, stalls and hands."""
    doc = dump(state)
    total: Counter[str] = Counter(doc["deck"])
    for pile in doc["stalls"].values():
        total.update(pile)
    for p in doc["players"]:
        total.update({c: k for c, k in p["hand"].items() if k})
    return total


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_R_S1_two_to_five_players(n: int) -> None:
    doc = dump(new_game(n, seed=7))
    assert len(doc["players"]) == n
    assert 0 <= doc["current"] < n
    assert doc["over"] is False
    assert all(p["bribes"] == {} for p in doc["players"])


@pytest.mark.parametrize("n", [0, 1, 6])
def test_R_S1_refuses_other_player_counts(n: int) -> None:
    with pytest.raises(IllegalAction) as info:
        new_game(n, seed=7)
    assert_readable(info.value, "R-S1")
    assert "2" in english(info.value)
    assert "5" in english(info.value)


def test_R_S1_seats_keep_the_given_order() -> None:
    ids = ["111", "222", "333"]
    doc = dump(new_game(3, seed=5, player_ids=ids))
    assert [p["id"] for p in doc["players"]] == ids


def test_R_S1_the_first_player_is_chosen_at_random() -> None:
    firsts = {dump(new_game(3, seed=seed))["current"] for seed in range(60)}
    assert firsts == {0, 1, 2}


def test_R_S1_only_the_seat_to_move_may_act() -> None:
    s = load(position(players=[player(0), player(1)], deck="axe"))
    with pytest.raises(IllegalAction) as info:
        verify(s, 1, act(DRAW))
    assert info.value.rule_id.startswith("R-")
    verify(s, 0, act(DRAW))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_R_S2_track_is_a_permutation_of_the_six_types(seed: int) -> None:
    track = dump(new_game(4, seed=seed))["track"]
    assert sorted(track) == sorted(TYPES)
    assert len(track) == 6


def test_R_S2_track_order_is_random() -> None:
    tracks = {tuple(dump(new_game(2, seed=seed))["track"]) for seed in range(30)}
    assert len(tracks) > 20


@pytest.mark.parametrize(("n", "wilds"), [(2, 8), (3, 12), (4, 16), (5, 20)])
def test_R_S3_deck_is_84_treasures_plus_the_wilds_in_play(n: int, wilds: int) -> None:
    s = new_game(n, seed=11)
    assert deal_counts(s) == Counter({**dict.fromkeys(TYPES, 14), "wild": wilds})
    doc = dump(s)
    assert doc["discard"] == []
    assert len(doc["deck"]) == 84 + wilds - 7 * n - 4


def test_R_S3_same_seed_gives_the_same_game() -> None:
    assert dump(new_game(4, seed=123)) == dump(new_game(4, seed=123))


def test_R_S3_different_seeds_give_different_games() -> None:
    a, b = dump(new_game(4, seed=123)), dump(new_game(4, seed=124))
    assert a != b
    assert a["deck"] != b["deck"]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_R_S4_seven_cards_each(n: int) -> None:
    doc = dump(new_game(n, seed=3))
    assert [sum(p["hand"].values()) for p in doc["players"]] == [7] * n
    assert set(doc["players"][0]["hand"]) == set(CARDS)


@pytest.mark.parametrize("n", [2, 5])
def test_R_S5_one_card_face_up_in_each_stall(n: int) -> None:
    doc = dump(new_game(n, seed=9))
    assert {cost: len(pile) for cost, pile in doc["stalls"].items()} == {
        "3": 1,
        "2": 1,
        "1": 1,
        "0": 1,
    }
    assert default_ruleset().to_json()["setup_stall_order"] == [3, 2, 1, 0]
    view = view_for(new_game(n, seed=9), None)
    assert view["stalls"] == doc["stalls"]


# --- Bribe the Dragon (R-B1 … R-B5) ------------------------------------------------------------


def test_R_B1_needs_at_least_one_card() -> None:
    pos = position(players=[player(0, {"axe": 2, "wild": 1}), player(1)], deck="wild")
    refused(pos, bribe("axe", 0, 0), "R-B1")


def test_R_B1_treasures_must_be_in_hand() -> None:
    pos = position(players=[player(0, {"axe": 1, "wild": 3}), player(1)], deck="wild")
    err = refused(pos, bribe("axe", 2, 0), "R-B1")
    assert "Barbarian's Axe" in english(err)


def test_R_B1_wilds_must_be_in_hand() -> None:
    pos = position(players=[player(0, {"axe": 3}), player(1, {"wild": 2})], deck="wild")
    err = refused(pos, bribe("axe", 1, 1), "R-B1")
    assert "Wild" in english(err)


def test_R_B1_a_bribe_names_a_treasure_type_not_a_wild() -> None:
    pos = position(players=[player(0, {"wild": 3}), player(1)], deck="wild")
    refused(pos, bribe("wild", 0, 2), "R-B1")


def test_R_B1_one_treasure_type_per_bribe() -> None:
    pos = position(
        players=[player(0, {"axe": 2, "sword": 2, "wild": 1}), player(1)], deck="wild axe"
    )
    with pytest.raises(InvalidState):
        act({"type": "bribe", "treasure": ["axe", "sword"], "treasures": 2})
    with pytest.raises(InvalidState):
        act({"type": "bribe", "treasure": "axe", "treasures": 1, "sword": 1})
    bribes_listed = [a for a in legal_actions(load(pos)) if action_to_json(a)["type"] == "bribe"]
    assert {action_to_json(a)["treasure"] for a in bribes_listed} == {"axe", "sword"}
    after, _ = play(pos, bribe("axe", 2, 1))
    assert_table(
        after,
        position(
            players=[player(0, {"sword": 2}, {"axe": (2, 1)}), player(1)],
            track=["scrolls", "goblet", "sword", "feather", "axe", "crown"],
            deck="axe",
            stalls={3: "wild"},
            current=1,
        ),
    )


def test_R_B1_legal_bribes_are_every_count_combination() -> None:
    pos = position(players=[player(0, {"axe": 2, "wild": 1}), player(1)], deck="wild")
    got = {
        (j["treasure"], j["treasures"], j["wilds"])
        for j in map(action_to_json, legal_actions(load(pos)))
        if j["type"] == "bribe"
    }
    assert got == {("axe", 1, 0), ("axe", 1, 1), ("axe", 2, 0), ("axe", 2, 1)}


def test_R_B2_a_new_bribe_needs_a_treasure() -> None:
    pos = position(players=[player(0, {"axe": 1, "wild": 2}), player(1)], deck="wild")
    err = refused(pos, bribe("axe", 0, 2), "R-B2")
    assert "Wild" in english(err)
    refused(pos, bribe("sword", 0, 1), "R-B2")


def test_R_B2_wilds_alone_may_join_an_existing_bribe() -> None:
    pos = position(
        players=[player(0, {"wild": 2}, {"axe": (2, 0)}), player(1)], deck="crown wild sword"
    )
    assert act(bribe("axe", 0, 2)) in legal_actions(load(pos))
    after, _ = play(pos, bribe("axe", 0, 2))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"axe": (2, 2)}), player(1)],
            track=["scrolls", "goblet", "sword", "axe", "feather", "crown"],
            deck="sword",
            stalls={3: "crown", 2: "wild"},
            current=1,
        ),
    )


def test_R_B2_played_cards_join_the_existing_bribe_of_that_type() -> None:
    pos = position(
        players=[
            player(0, {"axe": 2, "wild": 1}, {"axe": (2, 1), "crown": (1, 0)}),
            player(1),
        ],
        deck="axe goblet",
    )
    after, events = play(pos, bribe("axe", 1, 1))
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1}, {"axe": (3, 2), "crown": (1, 0)}), player(1)],
            track=["scrolls", "goblet", "sword", "axe", "feather", "crown"],
            deck="goblet",
            stalls={3: "axe"},
            current=1,
        ),
    )
    assert isinstance(events[0], Bribed)
    assert events[0].new_bribe is False


def test_R_B2_a_wild_in_a_bribe_counts_as_its_type() -> None:
    # feather sits on space 4 (value 3): 1 feather + 3 wilds score 4 x 3.
    pos = position(players=[player(0, {}, {"feather": (1, 3)}), player(1)], over=True)
    assert scores(load(pos)) == [12, 0]


def test_R_B3_token_rises_and_passed_tokens_move_down_one() -> None:
    # axe on space 1 rises 3 (2 axes + 1 wild) to space 4, passing goblet, sword, feather.
    pos = position(players=[player(0, {"axe": 2, "wild": 1}), player(1)], deck="wild axe")
    after, events = play(pos, bribe("axe", 2, 1))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"axe": (2, 1)}), player(1)],
            track=["scrolls", "goblet", "sword", "feather", "axe", "crown"],
            deck="axe",
            stalls={3: "wild"},
            current=1,
        ),
    )
    assert (events[0].from_space, events[0].to_space) == (1, 4)


def test_R_B3_extra_steps_are_lost_at_the_top() -> None:
    pos = position(players=[player(0, {"feather": 3}), player(1)], deck="feather")
    after, events = play(pos, bribe("feather", 3))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"feather": (3, 0)}), player(1)],
            track=["scrolls", "axe", "goblet", "sword", "crown", "feather"],
            stalls={3: "feather"},
            current=1,
        ),
    )
    assert (events[0].from_space, events[0].to_space) == (4, 5)


def test_R_B3_from_the_bottom_to_the_top_every_token_moves_down_one() -> None:
    pos = position(players=[player(0, {"scrolls": 4, "wild": 3}), player(1)], deck="wild")
    after, _ = play(pos, bribe("scrolls", 4, 3))
    assert dump(after)["track"] == ["axe", "goblet", "sword", "feather", "crown", "scrolls"]


def test_R_B3_a_token_on_top_does_not_move() -> None:
    pos = position(
        players=[player(0, {"crown": 2}, {"crown": (1, 0)}), player(1)], deck="goblet crown"
    )
    after, events = play(pos, bribe("crown", 2))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"crown": (3, 0)}), player(1)],
            track=TRACK,
            stalls={3: "goblet", 2: "crown"},
            current=1,
        ),
    )
    assert (events[0].from_space, events[0].to_space) == (5, 5)
    assert "on top" in said(events[0])


def test_R_B3_bribe_event_text() -> None:
    # feather on space 1 (value 1) rises 3 to space 4 (value 3).
    track = ["scrolls", "feather", "goblet", "sword", "axe", "crown"]
    pos = position(
        players=[player(0, {"feather": 2, "wild": 1}, {"feather": (1, 0)}), player(1)],
        track=track,
        deck="wild",
    )
    after, events = play(pos, bribe("feather", 2, 1))
    assert dump(after)["track"] == ["scrolls", "goblet", "sword", "axe", "feather", "crown"]
    assert isinstance(events[0], Bribed)
    assert said(events[0]) == (
        "Bribed 2 Phoenix Feathers and a Wild: the Phoenix Feather token rises to 3"
    )
    assert said(events[0], 1) == said(events[0], 0)
    # A new bribe says the same cards and the same move.
    new = position(
        players=[player(0, {"feather": 2, "wild": 1}), player(1)], track=track, deck="wild"
    )
    _, events = play(new, bribe("feather", 2, 1))
    assert "2 Phoenix Feathers and a Wild" in said(events[0])
    assert said(events[0]).endswith("the Phoenix Feather token rises to 3")


def test_R_B4_refill_cycles_from_the_3_stall_and_wraps() -> None:
    deck = "sword goblet scrolls crown feather sword goblet crown axe feather"
    pos = position(
        players=[player(0, {"axe": 2}), player(1)],
        deck=deck,
        stalls={3: "axe", 1: "wild"},
    )
    after, events = play(pos, bribe("axe", 1))
    # Dealt 3, 2, 1, 0, 3, 2, 1, 0, 3: the 9th card, an axe, stops the refill in the 3 stall.
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1}, {"axe": (1, 0)}), player(1)],
            track=["scrolls", "goblet", "axe", "sword", "feather", "crown"],
            deck="feather",
            stalls={
                3: "axe sword feather axe",
                2: "goblet sword",
                1: "wild scrolls goblet",
                0: "crown crown",
            },
            current=1,
        ),
    )
    refill = events[1]
    assert isinstance(refill, MarketRefilled)
    assert refill.stopped is True
    assert [cost for cost, _ in refill.placed] == [3, 2, 1, 0, 3, 2, 1, 0, 3]


def test_R_B4_refill_stops_on_a_wild() -> None:
    pos = position(players=[player(0, {"sword": 1}), player(1)], deck="goblet wild sword axe")
    after, _ = play(pos, bribe("sword", 1))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"sword": (1, 0)}), player(1)],
            track=["scrolls", "axe", "goblet", "feather", "sword", "crown"],
            deck="sword axe",
            stalls={3: "goblet", 2: "wild"},
            current=1,
        ),
    )


def test_R_B4_refill_stops_on_the_first_card_if_it_is_a_wild() -> None:
    pos = position(
        players=[player(0, {"sword": 1}), player(1)], deck="wild sword", stalls={3: "crown"}
    )
    after, _ = play(pos, bribe("sword", 1))
    assert dump(after)["stalls"] == {"3": ["crown", "wild"], "2": [], "1": [], "0": []}
    assert dump(after)["deck"] == ["sword"]


def test_R_B4_refill_stops_on_the_bribed_type_not_on_other_bribes() -> None:
    # The player also has a crown bribe; only a goblet (the type bribed now) or a wild stops.
    pos = position(
        players=[player(0, {"goblet": 1}, {"crown": (1, 0)}), player(1)],
        deck="crown axe goblet wild",
    )
    after, _ = play(pos, bribe("goblet", 1))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"crown": (1, 0), "goblet": (1, 0)}), player(1)],
            track=["scrolls", "axe", "sword", "goblet", "feather", "crown"],
            deck="wild",
            stalls={3: "crown", 2: "axe", 1: "goblet"},
            current=1,
        ),
    )


def test_R_B4_every_refill_starts_again_at_the_3_stall() -> None:
    pos = position(
        players=[player(0, {"axe": 1}), player(1, {"feather": 1})],
        deck="sword axe goblet wild crown",
    )
    after, _ = play(pos, bribe("axe", 1), bribe("feather", 1))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"axe": (1, 0)}), player(1, {}, {"feather": (1, 0)})],
            track=["scrolls", "goblet", "axe", "sword", "crown", "feather"],
            deck="crown",
            stalls={3: "sword goblet", 2: "axe wild"},
            current=0,
        ),
    )


def test_R_B5_deck_running_out_mid_refill_ends_the_game() -> None:
    pos = position(
        players=[
            player(0, {"axe": 2, "sword": 1, "wild": 1, "crown": 1}, {"crown": (1, 0)}),
            player(1, {"feather": 2, "goblet": 1}, {"feather": (2, 1)}),
        ],
        deck="sword goblet scrolls crown feather",
        stalls={3: "axe", 1: "wild"},
    )
    after, events = play(pos, bribe("axe", 2))
    # The bribe and the token move stand; every dealt card stays; hands merge (R-E2).
    assert_table(
        after,
        position(
            players=[
                player(0, {"sword": 1, "wild": 1}, {"crown": (2, 0), "axe": (2, 0)}),
                player(1, {"goblet": 1}, {"feather": (4, 1)}),
            ],
            track=["scrolls", "goblet", "sword", "axe", "feather", "crown"],
            deck="",
            stalls={3: "axe sword feather", 2: "goblet", 1: "wild scrolls", 0: "crown"},
            over=True,
        ),
        ended=True,
    )
    assert [type(e) for e in events] == [
        Bribed,
        MarketRefilled,
        GameEnded,
        HandMerged,
        HandMerged,
    ]
    assert events[1].stopped is False
    assert events[2].rule_id == "R-B5"
    # values: scrolls 1, goblet 1, sword 2, axe 2, feather 3, crown 4
    assert scores(after) == [2 * 4 + 2 * 2 - 2 - 2, 5 * 3 - 1]
    assert winners(after) == [1]
    assert legal_actions(after) == []


def test_R_B5_an_empty_deck_at_the_start_of_the_refill_ends_the_game() -> None:
    pos = position(
        players=[
            player(0, {"axe": 1, "wild": 1, "sword": 1}),
            player(1, {"axe": 2}, {"axe": (1, 0)}),
        ],
        deck="",
        stalls={3: "crown"},
    )
    after, events = play(pos, bribe("axe", 1, 1))
    assert_table(
        after,
        position(
            players=[
                player(0, {"sword": 1}, {"axe": (1, 1)}),
                player(1, {}, {"axe": (3, 0)}),
            ],
            track=["scrolls", "goblet", "sword", "axe", "feather", "crown"],
            stalls={3: "crown"},
            over=True,
        ),
        ended=True,
    )
    assert events[1].placed == ()
    assert events[2].rule_id == "R-B5"


def test_R_B5_stopping_on_the_last_card_of_the_deck_play_goes_on() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1, {"sword": 1})], deck="sword axe")
    after, events = play(pos, bribe("axe", 1))
    assert_table(
        after,
        position(
            players=[player(0, {}, {"axe": (1, 0)}), player(1, {"sword": 1})],
            track=["scrolls", "goblet", "axe", "sword", "feather", "crown"],
            deck="",
            stalls={3: "sword", 2: "axe"},
            current=1,
        ),
    )
    assert not any(isinstance(e, GameEnded) for e in events)
    assert legal_actions(after) != []


def test_R_B5_stopping_on_a_last_wild_play_goes_on() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1)], deck="crown wild")
    after, _ = play(pos, bribe("axe", 1))
    doc = dump(after)
    assert doc["over"] is False
    assert doc["deck"] == []
    assert doc["stalls"] == {"3": ["crown"], "2": ["wild"], "1": [], "0": []}
    assert doc["current"] == 1


# --- Visit the Black Market (R-M1 … R-M6) ------------------------------------------------------


def market_position(**kwargs: Any) -> dict[str, Any]:
    """P0 holds 2 axes, a sword and 2 wilds; the 2 stall is empty; discard holds a sword."""
    return position(
        players=kwargs.pop("players", [player(0, {"axe": 2, "sword": 1, "wild": 2}), player(1)]),
        deck=kwargs.pop("deck", "crown goblet"),
        discard=kwargs.pop("discard", "sword"),
        stalls=kwargs.pop("stalls", {3: "crown crown", 1: "goblet", 0: "scrolls"}),
        **kwargs,
    )


def test_R_M1_an_empty_stall_cannot_be_chosen() -> None:
    pos = market_position()
    err = refused(pos, market(2, {"axe": 1, "wild": 1}, "axe"), "R-M1")
    assert "2 stall" in english(err)
    assert all(action_to_json(a).get("stall") != 2 for a in legal_actions(load(pos)))


def test_R_M1_an_empty_0_stall_cannot_be_chosen() -> None:
    pos = market_position(stalls={3: "crown"})
    refused(pos, market(0), "R-M1")
    assert act(market(0)) not in legal_actions(load(pos))


def test_R_M2_paying_too_few_is_refused() -> None:
    pos = market_position(stalls={2: "feather"})
    err = refused(pos, market(2, {"axe": 1}, "axe"), "R-M2")
    assert "exactly 2 cards" in english(err)


def test_R_M2_paying_too_many_is_refused() -> None:
    pos = market_position()
    err = refused(pos, market(1, {"axe": 2}, "axe"), "R-M2")
    assert "exactly 1 card" in english(err)
    refused(pos, market(3, {"axe": 2, "sword": 1, "wild": 1}, "axe"), "R-M2")


def test_R_M2_paying_only_wilds_is_refused() -> None:
    pos = market_position(stalls={2: "feather", 1: "goblet"})
    err = refused(pos, market(2, {"wild": 2}), "R-M2")
    assert "treasure" in english(err)
    refused(pos, market(1, {"wild": 1}), "R-M2")


def test_R_M2_paid_cards_must_be_in_hand() -> None:
    pos = market_position()
    err = refused(pos, market(3, {"axe": 1, "crown": 2}, "axe"), "R-M2")
    assert "King's Crown" in english(err)
    refused(pos, market(3, {"axe": 1, "sword": 2}, "axe"), "R-M2")


def test_R_M2_the_stalls_cards_cannot_pay_for_it() -> None:
    # An empty hand cannot buy the 1 stall with the axe lying in it.
    pos = position(players=[player(0), player(1)], deck="crown", stalls={1: "axe", 0: "sword"})
    refused(pos, market(1, {"axe": 1}, "axe"), "R-M2")
    assert legal_actions(load(pos)) == [act(market(0)), act(DRAW)]
    # One axe in hand cannot be topped up with the wild lying in the 2 stall.
    pos = position(players=[player(0, {"axe": 1}), player(1)], stalls={2: "wild sword"})
    refused(pos, market(2, {"axe": 1, "wild": 1}, "axe"), "R-M2")


def test_R_M2_legal_payments_are_exact_with_a_treasure() -> None:
    pos = position(players=[player(0, {"axe": 1, "wild": 2}), player(1)], stalls={2: "goblet"})
    got = [
        action_to_json(a) for a in legal_actions(load(pos)) if action_to_json(a)["type"] == "market"
    ]
    assert got == [market(2, {"axe": 1, "wild": 1}, "axe")]


def test_R_M3_take_every_card_of_the_stall() -> None:
    pos = position(
        players=[player(0, {"axe": 3}), player(1)],
        deck="goblet",
        stalls={3: "sword sword wild crown axe", 2: "feather", 0: "scrolls"},
    )
    after, events = play(pos, market(3, {"axe": 3}, "axe"))
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1, "sword": 2, "wild": 1, "crown": 1}), player(1)],
            track=["axe", "scrolls", "goblet", "sword", "feather", "crown"],
            deck="goblet",
            discard="axe axe axe",
            stalls={2: "feather", 0: "scrolls"},
            current=1,
        ),
    )
    visit = events[0]
    assert isinstance(visit, MarketVisited)
    assert visit.stall == 3
    assert len(visit.taken) == 5


def test_R_M4_the_curse_is_required() -> None:
    pos = market_position(stalls={2: "feather"})
    err = refused(pos, market(2, {"axe": 1, "wild": 1}), "R-M4")
    assert "curse" in english(err)


def test_R_M4_the_cursed_type_must_be_a_paid_treasure() -> None:
    pos = market_position(stalls={2: "feather"})
    refused(pos, market(2, {"axe": 1, "wild": 1}, "sword"), "R-M4")
    refused(pos, market(2, {"axe": 1, "wild": 1}, "wild"), "R-M4")
    refused(pos, market(2, {"axe": 1, "wild": 1}, "crown"), "R-M4")


def test_R_M4_curse_distance_is_the_cost_wilds_included() -> None:
    # feather on space 4 drops 3 to space 1; axe, goblet and sword each rise one.
    pos = position(
        players=[player(0, {"feather": 1, "wild": 2, "axe": 1}), player(1)],
        deck="crown",
        stalls={3: "goblet"},
    )
    after, events = play(pos, market(3, {"feather": 1, "wild": 2}, "feather"))
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1, "goblet": 1}), player(1)],
            track=["scrolls", "feather", "axe", "goblet", "sword", "crown"],
            deck="crown",
            discard="feather wild wild",
            current=1,
        ),
        discard_any_order=True,
    )
    curse = events[-1]
    assert isinstance(curse, Cursed)
    assert (curse.from_space, curse.to_space) == (4, 1)


def test_R_M4_passed_tokens_move_up_one() -> None:
    # crown on top drops 2 to space 3; sword and feather each rise one.
    pos = position(players=[player(0, {"crown": 1, "wild": 1}), player(1)], stalls={2: "axe"})
    after, _ = play(pos, market(2, {"crown": 1, "wild": 1}, "crown"))
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1}), player(1)],
            track=["scrolls", "axe", "goblet", "crown", "sword", "feather"],
            discard="crown wild",
            current=1,
        ),
        discard_any_order=True,
    )


def test_R_M4_the_curse_stops_at_the_bottom() -> None:
    # axe on space 1 would drop 3: it stops on space 0 and scrolls rises one.
    pos = position(players=[player(0, {"axe": 1, "sword": 2}), player(1)], stalls={3: "crown"})
    after, events = play(pos, market(3, {"axe": 1, "sword": 2}, "axe"))
    assert_table(
        after,
        position(
            players=[player(0, {"crown": 1}), player(1)],
            track=["axe", "scrolls", "goblet", "sword", "feather", "crown"],
            discard="axe sword sword",
            current=1,
        ),
        discard_any_order=True,
    )
    assert (events[-1].from_space, events[-1].to_space) == (1, 0)


def test_R_M4_a_token_at_the_bottom_stays() -> None:
    pos = position(players=[player(0, {"scrolls": 2}), player(1)], stalls={2: "crown"})
    after, events = play(pos, market(2, {"scrolls": 2}, "scrolls"))
    assert dump(after)["track"] == list(TRACK)
    assert (events[-1].from_space, events[-1].to_space) == (0, 0)


def test_R_M4_any_paid_treasure_may_be_cursed() -> None:
    pos = position(players=[player(0, {"axe": 1, "sword": 1}), player(1)], stalls={2: "crown"})
    after, _ = play(pos, market(2, {"axe": 1, "sword": 1}, "sword"))
    assert dump(after)["track"] == ["scrolls", "sword", "axe", "goblet", "feather", "crown"]
    curses = {
        action_to_json(a)["curse"]
        for a in legal_actions(load(pos))
        if action_to_json(a)["type"] == "market"
        and action_to_json(a)["pay"] == {"axe": 1, "sword": 1}
    }
    assert curses == {"axe", "sword"}


def test_R_M5_the_0_stall_is_free_and_curses_nothing() -> None:
    pos = position(
        players=[player(0, {"axe": 1}), player(1)],
        deck="goblet",
        discard="sword",
        stalls={3: "feather", 0: "crown wild"},
    )
    after, events = play(pos, market(0))
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1, "crown": 1, "wild": 1}), player(1)],
            deck="goblet",
            discard="sword",
            stalls={3: "feather"},
            current=1,
        ),
    )
    assert [type(e) for e in events] == [MarketVisited]


def test_R_M5_paying_at_the_0_stall_is_refused() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1)], stalls={0: "crown"})
    refused(pos, market(0, {"axe": 1}), "R-M5")


def test_R_M5_cursing_at_the_0_stall_is_refused() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1)], stalls={0: "crown"})
    refused(pos, market(0, {}, "axe"), "R-M5")


def test_R_M6_paid_cards_go_to_the_discard() -> None:
    pos = market_position(stalls={2: "feather"})
    after, _ = play(pos, market(2, {"axe": 2}, "axe"))
    assert_table(
        after,
        position(
            players=[player(0, {"sword": 1, "wild": 2, "feather": 1}), player(1)],
            track=["axe", "scrolls", "goblet", "sword", "feather", "crown"],
            deck="crown goblet",
            discard="sword axe axe",
            current=1,
        ),
    )


def test_R_M6_wilds_paid_join_the_discard_on_top_of_it() -> None:
    pos = market_position(stalls={3: "feather"})
    after, _ = play(pos, market(3, {"axe": 1, "sword": 1, "wild": 1}, "sword"))
    discard = dump(after)["discard"]
    assert discard[0] == "sword"
    assert Counter(discard[1:]) == Counter(["axe", "sword", "wild"])


def test_R_M6_the_discard_is_never_shuffled_back() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1)], discard="axe wild crown sword")
    after, events = play(pos, DRAW)
    doc = dump(after)
    assert doc["over"] is True
    assert doc["deck"] == []
    assert doc["discard"] == ["axe", "wild", "crown", "sword"]
    assert events[0].rule_id == "R-D2"


# --- Draw 1 card (R-D1 … R-D3) -----------------------------------------------------------------


def test_R_D1_take_the_top_card() -> None:
    pos = position(players=[player(0, {"axe": 1}), player(1)], deck="crown axe wild")
    after, events = play(pos, DRAW)
    assert_table(
        after,
        position(
            players=[player(0, {"axe": 1, "crown": 1}), player(1)],
            deck="axe wild",
            current=1,
        ),
    )
    assert [type(e) for e in events] == [CardDrawn]


def test_R_D1_turn_passes_to_the_next_seat_and_wraps() -> None:
    pos = position(players=[player(0), player(1), player(2)], deck="goblet sword", current=2)
    after, _ = play(pos, DRAW)
    assert_table(
        after,
        position(players=[player(0), player(1), player(2, {"goblet": 1})], deck="sword"),
    )


def test_R_D1_drawing_the_last_card_does_not_end_the_game() -> None:
    pos = position(players=[player(0), player(1)], deck="wild")
    after, events = play(pos, DRAW)
    assert_table(after, position(players=[player(0, {"wild": 1}), player(1)], current=1))
    assert not any(isinstance(e, GameEnded) for e in events)
    assert act(DRAW) in legal_actions(after)


def test_R_D2_drawing_from_an_empty_deck_ends_the_game() -> None:
    pos = position(
        players=[
            player(0, {"axe": 2, "wild": 1, "sword": 1}, {"axe": (1, 0)}),
            player(1, {"feather": 1, "crown": 2}, {"crown": (1, 1)}),
        ],
        discard="sword goblet",
        stalls={3: "axe"},
    )
    assert act(DRAW) in legal_actions(load(pos))
    after, events = play(pos, DRAW)
    assert_table(
        after,
        position(
            players=[
                player(0, {"wild": 1, "sword": 1}, {"axe": (3, 0)}),
                player(1, {"feather": 1}, {"crown": (3, 1)}),
            ],
            discard="sword goblet",
            stalls={3: "axe"},
            over=True,
        ),
        ended=True,
    )
    assert [type(e) for e in events] == [GameEnded, HandMerged, HandMerged]
    assert events[0].rule_id == "R-D2"
    assert scores(after) == [3 * 1 - 2 - 2, 4 * 4 - 3]


def test_R_D2_the_next_player_drawing_after_the_last_card_ends_it() -> None:
    pos = position(players=[player(0), player(1)], deck="crown")
    after, events = play(pos, DRAW, DRAW)
    assert dump(after)["over"] is True
    assert isinstance(events[0], GameEnded)


def test_R_D3_there_is_no_hand_limit() -> None:
    big = {"axe": 10, "feather": 10, "sword": 10, "scrolls": 5, "crown": 3, "goblet": 2}
    pos = position(players=[player(0, big), player(1)], deck="wild goblet")
    after, _ = play(pos, DRAW)
    assert_table(
        after,
        position(players=[player(0, {**big, "wild": 1}), player(1)], deck="goblet", current=1),
    )
    assert sum(dump(after)["players"][0]["hand"].values()) == 41


def test_R_D3_taking_a_stall_may_exceed_seven_cards() -> None:
    pos = position(players=[player(0, {"axe": 7}), player(1)], stalls={0: "sword wild crown"})
    after, _ = play(pos, market(0))
    assert dump(after)["players"][0]["hand"] == hand(axe=7, sword=1, wild=1, crown=1)


# --- End and scoring (R-E1 … R-E4) -------------------------------------------------------------


def over_position() -> dict[str, Any]:
    return position(
        players=[player(0, {"axe": 2, "wild": 1}, {"sword": (1, 0)}), player(1, {"crown": 1})],
        deck="axe crown",
        stalls={3: "feather", 0: "wild"},
        over=True,
    )


@pytest.mark.parametrize(
    "action",
    [
        DRAW,
        bribe("axe", 1),
        bribe("sword", 0, 1),
        market(3, {"axe": 2, "wild": 1}, "axe"),
        market(0),
    ],
)
def test_R_E1_a_finished_game_refuses_every_action(action: dict[str, Any]) -> None:
    err = refused(over_position(), action, "R-E1")
    assert "over" in english(err)


def test_R_E1_a_finished_game_has_no_legal_actions() -> None:
    s = load(over_position())
    assert legal_actions(s) == []
    assert outcome(s) is not None
    assert outcome(load({**over_position(), "over": False})) is None


def test_R_E1_nothing_but_R_B5_or_R_D2_ends_the_game() -> None:
    # Emptying every stall with an empty deck does not end the game.
    pos = position(players=[player(0), player(1)], stalls={0: "axe"})
    after, events = play(pos, market(0))
    assert dump(after)["over"] is False
    assert dump(after)["stalls"] == {"3": [], "2": [], "1": [], "0": []}
    assert not any(isinstance(e, GameEnded) for e in events)
    assert legal_actions(after) == [act(DRAW)]


def test_R_E2_matching_treasures_move_into_bribes_at_the_end() -> None:
    pos = position(
        players=[
            player(
                0, {"axe": 2, "sword": 1, "wild": 2, "goblet": 1}, {"axe": (1, 1), "sword": (1, 0)}
            ),
            player(1, {"axe": 3}),
            player(2, {"crown": 1, "wild": 1}, {"crown": (2, 0)}),
        ],
        stalls={2: "axe"},
    )
    after, events = play(pos, DRAW)
    # Tokens do not move; wilds and unbribed treasures stay in hand.
    assert_table(
        after,
        position(
            players=[
                player(0, {"wild": 2, "goblet": 1}, {"axe": (3, 1), "sword": (2, 0)}),
                player(1, {"axe": 3}),
                player(2, {"wild": 1}, {"crown": (3, 0)}),
            ],
            stalls={2: "axe"},
            over=True,
        ),
        ended=True,
    )
    merged = [e for e in events if isinstance(e, HandMerged)]
    assert [e.seat for e in merged] == [0, 2]
    assert "2 Barbarian's Axes" in said(merged[0])
    assert "an Enchanted Sword" in said(merged[0])
    # scrolls 1, axe 1, goblet 2, sword 2, feather 3, crown 4
    assert scores(after) == [4 * 1 + 2 * 2 - 2 * 2 - 2, -3, 3 * 4 - 2]


def test_R_E3_scores_exact_numbers() -> None:
    pos = position(
        players=[
            player(0, {"sword": 2, "wild": 1, "scrolls": 1}, {"crown": (2, 1), "feather": (1, 0)}),
            player(1, {"axe": 1, "wild": 2}, {"goblet": (1, 3)}),
            player(2),
            player(3, {"wild": 3}),
        ],
        over=True,
    )
    s = load(pos)
    # crown 3 x 4 + feather 1 x 3 - 2 swords x 2 - wild 2 - scrolls 1
    # goblet 4 x 2 - axe 1 - 2 wilds x 2; nothing; 3 wilds x 2
    assert scores(s) == [12 + 3 - 4 - 2 - 1, 8 - 1 - 4, 0, -6]
    assert winners(s) == [0]
    result = outcome(s)
    assert result is not None
    assert result.scores == (8, 3, 0, -6)
    assert result.winners == (0,)
    assert result.ranks == (1, 2, 3, 4)


def test_R_E3_scores_use_the_track_at_the_end() -> None:
    # The same bribes score by where the tokens stand when the game ends.
    players = [player(0, {}, {"axe": (2, 0)}), player(1, {}, {"crown": (1, 0)})]
    a = load(position(players=players, over=True))
    b = load(
        position(
            players=players,
            track=["crown", "scrolls", "goblet", "sword", "feather", "axe"],
            over=True,
        )
    )
    assert scores(a) == [2, 4]
    assert scores(b) == [8, 1]


def tie_position(*players: dict[str, Any]) -> Any:
    return load(position(players=list(players), over=True))


def test_R_E4_the_highest_score_wins() -> None:
    # P0 holds the top token's bribe but P1 scores more.
    s = tie_position(player(0, {}, {"crown": (1, 0)}), player(1, {}, {"scrolls": (5, 0)}))
    assert scores(s) == [4, 5]
    assert winners(s) == [1]


def test_R_E4_tie_decided_at_the_top_space() -> None:
    s = tie_position(
        player(0, {}, {"crown": (1, 0)}),
        player(1, {}, {"feather": (1, 0), "scrolls": (1, 0)}),
    )
    assert scores(s) == [4, 4]
    assert winners(s) == [0]
    result = outcome(s)
    assert result is not None
    assert result.ranks == (1, 2)


def test_R_E4_tie_bribes_count_their_wilds() -> None:
    # Crown: P0 has 1 treasure + 1 wild = 2 cards, P1 has 1 (and 2 swords lower down).
    s = tie_position(
        player(0, {}, {"crown": (1, 1)}),
        player(1, {}, {"crown": (1, 0), "sword": (2, 0)}),
    )
    assert scores(s) == [8, 8]
    assert winners(s) == [0]


def test_R_E4_tie_decided_at_the_second_space() -> None:
    s = tie_position(
        player(0, {}, {"crown": (1, 0), "sword": (1, 0), "axe": (1, 0)}),
        player(1, {}, {"crown": (1, 0), "feather": (1, 0)}),
    )
    assert scores(s) == [7, 7]
    assert winners(s) == [1]


def test_R_E4_tie_decided_at_the_fourth_space() -> None:
    s = tie_position(
        player(0, {}, {"axe": (1, 0), "scrolls": (1, 0)}),
        player(1, {}, {"goblet": (1, 0)}),
    )
    assert scores(s) == [2, 2]
    assert winners(s) == [1]


def test_R_E4_tie_decided_at_the_fifth_space() -> None:
    s = tie_position(
        player(0, {}, {"axe": (2, 0)}),
        player(1, {}, {"scrolls": (2, 0)}),
        player(2, {"wild": 1}),
    )
    assert scores(s) == [2, 2, -2]
    assert winners(s) == [0]


def test_R_E4_tie_decided_at_the_bottom_space() -> None:
    s = tie_position(
        player(0, {"axe": 1}, {"scrolls": (3, 0)}),
        player(1, {}, {"scrolls": (2, 0)}),
    )
    assert scores(s) == [2, 2]
    assert winners(s) == [0]


def test_R_E4_still_tied_after_all_six_spaces_share_the_win() -> None:
    every = {t: (1, 0) for t in TYPES}
    s = tie_position(
        player(0, {}, every),
        player(1, {}, every),
        player(2, {}, {"feather": (3, 0), "goblet": (2, 0)}),
    )
    assert scores(s) == [13, 13, 13]
    assert winners(s) == [0, 1]
    result = outcome(s)
    assert result is not None
    assert result.winners == (0, 1)
    assert result.ranks == (1, 1, 3)


def test_R_E4_a_full_tie_with_different_hands_shares_the_win() -> None:
    s = tie_position(
        player(0, {"wild": 1}, {"crown": (1, 1), "sword": (2, 0)}),
        player(1, {"goblet": 1}, {"crown": (1, 1), "sword": (2, 0)}),
        player(2, {}, {"axe": (1, 0)}),
    )
    assert scores(s) == [10, 10, 1]
    assert winners(s) == [0, 1]


def test_R_E4_everyone_tied_all_win() -> None:
    s = tie_position(player(0), player(1), player(2), player(3), player(4))
    assert scores(s) == [0] * 5
    assert winners(s) == [0, 1, 2, 3, 4]


# --- What each player may see (R-V1, R-V2) -----------------------------------------------------


def view_position(over: bool = False) -> dict[str, Any]:
    return position(
        players=[
            player(0, {"axe": 2, "wild": 1}, {"crown": (1, 1)}),
            player(1, {"goblet": 3}, {"feather": (2, 0)}),
            player(2, {"sword": 1}),
        ],
        deck="scrolls wild axe",
        discard="sword",
        stalls={3: "axe", 0: "wild feather"},
        current=1,
        over=over,
    )


def test_R_V1_the_table_is_public() -> None:
    for seat in (None, 0, 1, 2):
        v = view_for(load(view_position()), seat)
        assert v["track"] == list(TRACK)
        assert v["stalls"] == {"3": ["axe"], "2": [], "1": [], "0": ["wild", "feather"]}
        assert v["discard"] == ["sword"]
        assert v["deck_count"] == 3
        assert v["current"] == 1
        assert v["over"] is False
        assert [p["bribes"] for p in v["players"]] == [
            {"crown": {"treasures": 1, "wilds": 1}},
            {"feather": {"treasures": 2, "wilds": 0}},
            {},
        ]
        assert [p["hand_count"] for p in v["players"]] == [3, 3, 1]


def test_R_V2_a_player_sees_only_their_own_hand() -> None:
    s = load(view_position())
    v = view_for(s, 0)
    assert v["players"][0]["hand"] == hand(axe=2, wild=1)
    assert "hand" not in v["players"][1]
    assert "hand" not in v["players"][2]
    v1 = view_for(s, 1)
    assert v1["players"][1]["hand"] == hand(goblet=3)
    assert "hand" not in v1["players"][0]
    assert "goblet" not in json.dumps([p for i, p in enumerate(v["players"]) if i == 1])


def test_R_V2_the_deck_order_is_known_to_nobody() -> None:
    s = load(view_position())
    for seat in (None, 0, 1, 2):
        v = view_for(s, seat)
        assert "deck" not in v
        assert v["deck_count"] == 3
        assert ["scrolls", "wild", "axe"] not in v.values()


def test_R_V2_a_spectator_sees_no_hand() -> None:
    v = view_for(load(view_position()), None)
    assert all("hand" not in p for p in v["players"])


def test_R_V2_every_hand_is_shown_once_the_game_is_over() -> None:
    s = load(view_position(over=True))
    for seat in (None, 0, 2):
        v = view_for(s, seat)
        assert [p["hand"] for p in v["players"]] == [
            hand(axe=2, wild=1),
            hand(goblet=3),
            hand(sword=1),
        ]
        assert "deck" not in v


def test_R_V2_a_drawn_card_is_shown_only_to_the_drawer() -> None:
    pos = position(players=[player(0), player(1), player(2)], deck="goblet")
    _, events = play(pos, DRAW)
    (drawn,) = events
    assert isinstance(drawn, CardDrawn)
    assert "Golden Goblet" in said(drawn, 0)
    for viewer in (None, 1, 2):
        assert "Goblet" not in said(drawn, viewer)
    assert said(drawn, 1) == "Drew a card"


# --- Action JSON, describe, purity ---------------------------------------------------------------


def test_action_json_omits_zero_counts_and_the_0_stall_curse() -> None:
    a = act(
        {"type": "market", "stall": 2, "pay": {"axe": 1, "sword": 0, "wild": 1}, "curse": "axe"}
    )
    assert action_to_json(a) == {
        "type": "market",
        "stall": 2,
        "pay": {"axe": 1, "wild": 1},
        "curse": "axe",
    }
    assert action_to_json(act(market(0))) == {"type": "market", "stall": 0, "pay": {}}
    assert action_to_json(act(DRAW)) == {"type": "draw"}
    assert action_to_json(act(bribe("feather", 2, 1))) == bribe("feather", 2, 1)


def test_action_json_equal_payments_are_equal_actions() -> None:
    a = act({"type": "market", "stall": 2, "pay": {"wild": 1, "axe": 1}, "curse": "axe"})
    b = act(
        {"type": "market", "stall": 2, "pay": {"axe": 1, "wild": 1, "crown": 0}, "curse": "axe"}
    )
    assert a == b


@pytest.mark.parametrize("seed", [1, 2])
def test_action_json_round_trip_of_every_legal_action(seed: int) -> None:
    s = new_game(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(15):
        acts = legal_actions(s)
        if not acts:
            break
        for a in acts:
            data = json.loads(json.dumps(action_to_json(a)))
            assert act(data) == a
            if data["type"] == "market":
                assert all(n > 0 for n in data["pay"].values())
                assert ("curse" in data) == (data["stall"] != 0)
        s, _ = apply(s, rng.choice(acts))


def test_action_json_malformed_is_invalid() -> None:
    for bad in (
        {"type": "shout"},
        {"type": "bribe", "treasure": "axe", "treasures": -1},
        {"type": "market", "stall": "2", "pay": {}},
        {"type": "draw", "extra": 1},
    ):
        with pytest.raises(InvalidState):
            act(bad)


def test_describe_a_bribe() -> None:
    a = act(bribe("feather", 2, 1))
    assert "2 Phoenix Feathers and a Wild" in describe(a)
    s = load(
        position(
            players=[player(0, {"feather": 2, "wild": 1}), player(1)],
            track=["scrolls", "feather", "goblet", "sword", "axe", "crown"],
            deck="wild",
        )
    )
    text = describe(a, s)
    assert "2 Phoenix Feathers and a Wild" in text
    assert "will rise to 3" in text


def test_describe_market_and_draw() -> None:
    s = load(position(players=[player(0, {"axe": 1, "wild": 1}), player(1)], stalls={2: "sword"}))
    text = describe(act(market(2, {"axe": 1, "wild": 1}, "axe")), s)
    assert "2 stall" in text
    assert "Barbarian's Axe" in text
    assert "Wild" in text
    assert "curs" in text
    assert "0 stall" in describe(act(market(0)))
    assert "free" in describe(act(market(0)))
    assert "Draw" in describe(act(DRAW))


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 6)])
def test_apply_never_mutates_its_input(players: int, seed: int) -> None:
    s = new_game(players, seed=seed)
    rng = random.Random(seed)
    while legal_actions(s):
        before = dump(s)
        copy = load(json.loads(json.dumps(before)))
        action = rng.choice(legal_actions(s))
        after, _ = apply(s, action)
        again, _ = apply(s, action)
        assert dump(s) == before
        assert s == copy
        assert dump(again) == dump(after)
        s = after
    assert dump(s)["over"] is True
