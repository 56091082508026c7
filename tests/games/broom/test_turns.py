"""A turn: lead, follow, knock-outs, perform, the next leader (docs/rules/broom.md B-T, B-Q)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES, Perform, Play
from bot.games.broom.events import Acted, KnockedOut, Passed, TurnEnded
from bot.games.broom.state import Do, State
from tests.games.broom.helpers import (
    act,
    deal,
    game,
    lead,
    legal_json,
    perform,
    play,
    set_player,
)

THREE = {
    0: ["witch_forest", "gatherer_orange"],
    1: ["witch_forest", "gatherer_green"],
    2: ["witch_forest", "druid_peak"],
}


def test_B_T1_the_leader_plays_any_role_of_their_hand() -> None:
    s = deal(game(3), THREE, lead=0)
    assert RULES.active_seats(s) == (0,)
    roles = {a["role"] for a in legal_json(s, 0)}
    assert roles == {"gatherer_orange", "witch_forest"}
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Play("druid_peak", "brave"))
    assert info.value.rule_id == "B-T1"
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 1, Play("witch_forest", "brave"))
    assert info.value.rule_id == "B-T1"


def test_B_T2_duty_to_follow_and_automatic_passes() -> None:
    s = deal(game(3), {0: ["gatherer_orange"], 1: ["witch_hill"], 2: ["gatherer_orange"]})
    s, events = act(s, 0, lead("gatherer_orange", "cowardly", {"gain": 0}))
    assert Passed(1) in events
    assert RULES.active_seats(s) == (2,)
    assert {a["role"] for a in legal_json(s, 2)} == {"gatherer_orange"}
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 2, Play("witch_hill", "brave"))
    assert info.value.rule_id == "B-T2"
    assert s.turn is not None
    assert [e.stance for e in s.turn.plays] == ["cowardly", "next"]


def test_B_T3_cowardly_acts_at_once() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "cowardly", {"move": {"pawn": 0, "to": "f4"}}))
    assert s.players[0].pawns == ("f4", "h5")
    assert s.turn is not None and s.turn.plays[0].did == Do(move=(0, "f4"))
    assert RULES.active_seats(s) == (1,)


def test_B_T4_the_forest_witch_example_one_cowardly_two_brave() -> None:
    """The summary's example: one cowardly, two brave; the earlier brave is knocked out."""
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "cowardly", {"move": {"pawn": 0, "to": "f8"}}))
    s = play(s, 1, lead("witch_forest", "brave"))
    s, events = act(s, 2, lead("witch_forest", "brave"))
    assert KnockedOut(1, 2) in events
    t = s.turn
    assert t is not None and t.stage == "perform" and t.claimant == 2
    assert [(e.stance, e.knocked_out) for e in t.plays] == [
        ("cowardly", False),
        ("brave", True),
        ("brave", False),
    ]
    assert RULES.active_seats(s) == (2,)
    done = play(s, 2, perform({"move": {"pawn": 0, "to": "f4"}, "deliver": {"tower": "t11"}}))
    assert done.players[2].pawns == ("f4", "h5") and done.players[1].pawns == ("p6", "h5")
    assert done.players[2].vp == 14 and "t11" in done.occupied
    assert done.past_turns[0].plays[1].did is None  # knocked out: nothing


def test_B_T5_the_last_brave_claimant_performs_after_everybody() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "brave"))
    assert RULES.active_seats(s) == (1,)
    s = play(s, 1, lead("witch_forest", "cowardly"))
    s = play(s, 2, lead("witch_forest", "cowardly"))
    assert s.turn is not None and s.turn.stage == "perform" and RULES.active_seats(s) == (0,)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 1, Perform(Do()))
    assert info.value.rule_id == "B-T5"


def test_B_T6_placing_a_bewitched_role_costs_3_vp() -> None:
    s = deal(game(4), {0: ["witch_hill"], 1: [], 2: [], 3: []}, bewitched=("witch_hill",))
    s = play(s, 0, lead("witch_hill", "cowardly"))
    assert s.players[0].vp == 7


def test_B_T7_a_hand_never_holds_a_role_already_led() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "cowardly"))
    s = play(s, 1, lead("witch_forest", "cowardly"))
    s = play(s, 2, lead("witch_forest", "cowardly"))
    assert all("witch_forest" not in p.hand for p in s.players)
    bad = RULES.dump(s)
    bad["players"][0]["hand"] = ["gatherer_orange", "witch_forest"]
    bad["players"][0]["played"] = []
    with pytest.raises(ValueError, match=r"B-T7|played"):
        RULES.load(bad)


def test_B_T8_declaring_without_performing() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "brave"))
    s = play(s, 1, lead("witch_forest", "cowardly", {}))
    s = play(s, 2, lead("witch_forest", "cowardly", {}))
    s = play(s, 0, perform({}))
    assert s.players[0].pawns == ("p6", "h5") and s.past_turns[0].plays[0].did == Do()


def test_B_T9_the_last_brave_claimant_leads_next_else_the_leader() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "cowardly"))
    s = play(s, 1, lead("witch_forest", "brave"))
    s = play(s, 2, lead("witch_forest", "cowardly"))
    s = play(s, 1, perform())
    assert s.lead == 1 and s.turn is not None and s.turn.leader == 1
    s = deal(game(3), THREE, lead=2)
    s = play(s, 2, lead("druid_peak", "cowardly"))
    assert s.lead == 2  # nobody brave: the leader again


def test_B_T9_a_next_leader_without_cards_passes_the_lead_clockwise() -> None:
    s = deal(
        game(3), {0: ["gatherer_orange"], 1: ["gatherer_orange", "witch_hill"], 2: ["druid_peak"]}
    )
    s = play(s, 0, lead("gatherer_orange", "brave"))
    s = play(s, 1, lead("gatherer_orange", "cowardly", {"gain": 0}))
    assert s.lead == 1 and s.turn is not None and s.turn.leader == 1  # seat 0 has no card


def test_B_T10_a_player_alone_with_cards_plays_them_out() -> None:
    hands = {0: ["gatherer_orange", "witch_hill", "druid_peak"], 1: ["gatherer_green"], 2: []}
    s = deal(game(3), hands, lead=1)
    s = play(s, 1, lead("gatherer_green", "cowardly", {"gain": 0}))
    assert s.turn is not None and s.turn.leader == 0  # seats 1 and 2 have no card
    s = play(s, 0, lead("witch_hill", "cowardly"))
    s = play(s, 0, lead("druid_peak", "cowardly"))
    assert s.round == 1 and len(s.past_turns) == 3
    assert [(e.seat, e.stance) for e in s.past_turns[-1].plays] == [
        (0, "cowardly"),
        (1, "next"),
        (2, "next"),
    ]
    s, events = act(s, 0, lead("gatherer_orange", "cowardly", {"gain": 0}))
    assert s.round == 2 and s.phase == "pick" and s.lead == 0
    assert sum(isinstance(e, Passed) for e in events) == 2


def _turns_of_round(s: State) -> int:
    count = 0
    while s.round == 1:
        seat = RULES.active_seats(s)[0]
        s, events = act(s, seat, legal_json(s, seat)[-1])
        count += sum(isinstance(e, TurnEnded) for e in events)
    return count


def test_B_T11_a_round_has_four_to_ten_turns() -> None:
    same = ["gatherer_orange", "witch_hill", "druid_peak", "weather_fairy"]
    other = ["gatherer_green", "witch_forest", "druid_valley", "witch_mountain"]
    assert _turns_of_round(deal(game(2), {0: same, 1: same})) == 4
    assert _turns_of_round(deal(game(2), {0: same, 1: other})) == 8


def test_B_T12_nobody_declares_before_their_turn() -> None:
    s = deal(game(3), THREE)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 2, Play("witch_forest", "brave"))
    assert info.value.rule_id == "B-T1"  # in the lead stage
    s = play(s, 0, lead("witch_forest", "brave"))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 2, Play("witch_forest", "brave"))
    assert info.value.rule_id == "B-T12"


def test_B_Q2_lead_lists_brave_then_cowardly_with_each_do() -> None:
    s = deal(game(3), THREE)
    legal = legal_json(s, 0)
    assert legal[0] == lead("gatherer_orange", "brave")
    assert legal[1] == lead("gatherer_orange", "cowardly", {"gain": 0})
    assert legal[2] == lead("witch_forest", "brave")
    assert legal[3:] == [
        lead("witch_forest", "cowardly", {"move": {"pawn": 0, "to": "f4"}}),
        lead("witch_forest", "cowardly", {"move": {"pawn": 0, "to": "f8"}}),
        lead("witch_forest", "cowardly", {"move": {"pawn": 1, "to": "f3"}}),
        lead("witch_forest", "cowardly", {"move": {"pawn": 1, "to": "f7"}}),
        lead("witch_forest", "cowardly", {}),
    ]


def test_B_Q3_follow_offers_brave_and_cowardly() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "brave"))
    legal = legal_json(s, 1)
    assert legal[0] == lead("witch_forest", "brave") and len(legal) >= 2
    assert all(a["role"] == "witch_forest" for a in legal)


def test_B_Q4_the_perform_lists_every_brave_action() -> None:
    s = deal(game(3), THREE)
    s = play(s, 0, lead("witch_forest", "brave"))
    s = play(s, 1, lead("witch_forest", "cowardly"))
    s = play(s, 2, lead("witch_forest", "cowardly"))
    legal = legal_json(s, 0)
    assert legal == [
        perform({"move": {"pawn": 0, "to": "f4"}}),
        perform({"move": {"pawn": 0, "to": "f4"}, "deliver": {"tower": "t01"}}),
        perform({"move": {"pawn": 0, "to": "f4"}, "deliver": {"tower": "t11"}}),
        perform({"move": {"pawn": 0, "to": "f4"}, "deliver": {"tower": "t12"}}),
        perform({"move": {"pawn": 0, "to": "f8"}}),
        perform({"move": {"pawn": 0, "to": "f8"}, "deliver": {"tower": "t02"}}),
        perform({"move": {"pawn": 1, "to": "f3"}}),
        perform({"move": {"pawn": 1, "to": "f3"}, "deliver": {"tower": "t07"}}),
        perform({"move": {"pawn": 1, "to": "f3"}, "deliver": {"tower": "t08"}}),
        perform({"move": {"pawn": 1, "to": "f3"}, "deliver": {"tower": "t15"}}),
        perform({"move": {"pawn": 1, "to": "f7"}}),
        perform({"move": {"pawn": 1, "to": "f7"}, "deliver": {"tower": "t06"}}),
        perform({"move": {"pawn": 1, "to": "f7"}, "deliver": {"tower": "t14"}}),
        perform({"move": {"pawn": 1, "to": "f7"}, "deliver": {"tower": "t23"}}),
        perform({}),
    ]


def test_B_Q8_forced_decisions_are_played_by_the_engine() -> None:
    s = deal(game(3), {0: ["gatherer_orange"], 1: ["gatherer_orange"], 2: ["gatherer_orange"]})
    start = s.players[0].resources
    s = play(s, 0, lead("gatherer_orange", "brave"))
    s = play(s, 1, lead("gatherer_orange", "cowardly", {"gain": 0}))
    s, events = act(s, 2, lead("gatherer_orange", "cowardly", {"gain": 0}))
    auto = [e for e in events if isinstance(e, Acted) and e.auto]
    assert auto == [Acted(0, "gatherer_orange", "brave", Do(gain=0), True)]
    assert s.players[0].resources == (start[0] + 2, start[1], start[2], start[3] + 1)
    # Brave Heart and a single card: the engine leads it, brave
    s = deal(
        game(3), {0: ["witch_hill"], 1: ["gatherer_green"], 2: ["druid_peak"]}, event="brave_heart"
    )
    assert s.turn is not None and s.turn.plays[0].stance == "brave"
    assert s.turn.stage == "perform" and RULES.active_seats(s) == (0,)
    # a brave claimant who can do nothing performs {} at once
    s = deal(game(3), {0: ["druid_peak"], 1: ["gatherer_green"], 2: ["gatherer_orange"]})
    s = set_player(s, 0, resources=(0, 0, 0, 1))
    s = play(s, 0, lead("druid_peak", "brave"))
    assert s.past_turns[0].plays[0].did == Do() and s.turn is not None
    assert s.turn.leader == 1  # seat 0 has no card left: the lead passes clockwise
