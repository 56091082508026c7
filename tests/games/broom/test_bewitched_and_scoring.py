"""Bewitched roles and the final scoring (docs/rules/broom.md B-X, B-F)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES, Play
from bot.games.broom.events import GameEnded
from bot.games.broom.scoring import final_result, lightning_vp, reveal, set_vp
from tests.games.broom.helpers import (
    ROLES,
    RS,
    act,
    deal,
    game,
    lead,
    perform,
    play,
    set_player,
)


def test_B_X1_five_minus_players_roles_are_bewitched_each_round() -> None:
    for n, k in ((2, 3), (3, 2), (4, 1), (5, 0)):
        assert len(game(n, 7).revealed) == k


def test_B_X2_bewitched_costs_3_vp_leader_or_follower_brave_or_cowardly() -> None:
    hands = {0: ["witch_hill"], 1: ["witch_hill"], 2: ["witch_hill"]}
    s = deal(game(3), hands, bewitched=("witch_hill", "weather_fairy"))
    s = play(s, 0, lead("witch_hill", "brave"))  # the leader, brave (to be knocked out)
    s = play(s, 1, lead("witch_hill", "cowardly"))  # a follower, cowardly
    s, _ = act(s, 2, lead("witch_hill", "brave"))  # a follower, brave
    assert [p.vp for p in s.players] == [7, 7, 7]
    assert s.turn is not None and s.turn.plays[0].knocked_out
    assert [e.bewitched for e in s.turn.plays] == [True, True, True]
    s = play(s, 2, perform())  # performed nothing: the cost stays
    assert [p.vp for p in s.players] == [7, 7, 7]


def test_B_X3_the_pile_is_rebuilt_only_when_a_reveal_needs_a_card() -> None:
    order = tuple(reversed(ROLES))
    pile, shown, rebuilds = reveal(RS, 2, ROLES[:1], (order, order))
    assert shown == (ROLES[0], order[0], order[1]) and rebuilds == (order,)
    assert pile == tuple(r for r in order if r != ROLES[0])[2:]
    pile, shown, rebuilds = reveal(RS, 3, ROLES[:2], (order,))
    assert pile == () and rebuilds == (order,)  # emptied by the reveal: stays empty until needed
    with pytest.raises(ValueError, match="B-X3"):
        reveal(RS, 2, (), ())
    s = game(2, 5)  # the first six rounds of 2 players use both stored orders
    assert len(s.rebuilds) == 2
    calm = ["witch_mountain"]
    while s.round < 7:
        s = deal(s, {0: calm, 1: calm}, lead=s.lead, bewitched=s.revealed)
        while s.phase == "turn":
            s = play(s, RULES.active_seats(s)[0], lead("witch_mountain", "cowardly"))
        if s.round == 4:
            assert len(s.rebuilds) == 1
    assert s.rebuilds == () and len(s.revealed) == 3 and len(set(s.revealed)) == 3


def test_B_F1_the_game_ends_after_round_7_and_its_event() -> None:
    calm = ["witch_mountain"]
    s = deal(game(2, 3), {0: calm, 1: calm}, event="protected_places")
    s = replace(s, round=7)  # hand-built: the last round
    s = set_player(s, 0, clouds=("k05", "k24"), resources=(2, 1, 1, 1))  # 6 lightning, sets 4
    s = set_player(s, 1, clouds=(), resources=(3, 0, 1, 2))  # 0 lightning, a set of 3: 2
    events: list[object] = []
    while s.phase == "turn":
        s, more = act(s, RULES.active_seats(s)[0], lead("witch_mountain", "cowardly"))
        events += more
    assert s.over and s.phase == "over" and RULES.active_seats(s) == ()
    assert [p.vp for p in s.players] == [11, 11]  # Protected Places acted first
    assert any(isinstance(e, GameEnded) for e in events)
    assert s.result is not None
    assert s.result.lightning == (13, 0) and s.result.sets == (4, 2)
    assert s.result.scores == (11 + 13 + 4, 11 + 0 + 2) and s.result.winners == (0,)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Play("witch_mountain", "brave"))
    assert info.value.rule_id == "B-F1"


def test_B_F2_lightning_scores_by_the_table() -> None:
    assert [lightning_vp(RS, k) for k in (0, 1, 8, 12, 13, 15)] == [0, 1, 19, 31, 34, 40]
    s = set_player(game(2), 0, clouds=("k05", "k24"))  # 2 + 4 lightning: 13 VP
    assert final_result(s).lightning[0] == 13


def test_B_F3_sets_of_four_and_three_resources() -> None:
    assert set_vp(RS, (1, 1, 1, 1)) == 4 and set_vp(RS, (1, 1, 1, 0)) == 2
    assert set_vp(RS, (3, 2, 2, 1)) == 4 + 2 and set_vp(RS, (5, 5, 0, 0)) == 0
    for counts in itertools.product(range(7), repeat=4):  # the exhaustive search, up to 6
        best = 0
        for f in range(min(counts) + 1):
            rest = [c - f for c in counts]
            for k in range(sum(rest) // 3 + 1):
                if sum(min(r, k) for r in rest) >= 3 * k:
                    best = max(best, 4 * f + 2 * k)
        assert set_vp(RS, counts) == best, counts


def test_B_F4_most_vp_then_most_resources_then_shared() -> None:
    s = game(3)
    s = set_player(s, 0, vp=20, resources=(1, 0, 0, 0), clouds=())
    s = set_player(s, 1, vp=20, resources=(2, 0, 0, 0), clouds=())
    s = set_player(s, 2, vp=5, resources=(0, 0, 0, 0), clouds=())
    r = final_result(s)
    assert r.scores == (20, 20, 5) and r.winners == (1,)
    s = set_player(s, 0, resources=(2, 0, 0, 0))
    assert final_result(s).winners == (0, 1)
    over = replace(s, phase="over", turn=None, result=final_result(s))
    out = RULES.outcome(over)
    assert out is not None and out.ranks == (1, 1, 3)
