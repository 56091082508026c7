"""The ``broom`` bots: a legal move at every step, the same move for the same seed and the same
view (whatever the seat cannot see is dealt again), a model of the others' hands that keeps to
what the seat saw, and levels that beat the uniform ``random`` yardstick (a small arena)."""

from __future__ import annotations

import random
from dataclasses import replace
from random import Random

import pytest

from bot.games import broom
from bot.games.arena import Tally
from bot.games.broom import RULES, State
from bot.games.broom.arena import play_game
from bot.games.broom.bots import BOT_LEVELS, POLICIES, Know, choose_action
from bot.games.broom.bots.policies import survival_hard
from bot.games.broom.play import new_trick
from bot.games.broom.state import Entry, FistChoice, Play

from .helpers import QUIET, set_player, with_event

STEPS = ("pick", "lead", "follow", "perform", "upper_hand", "the_works")


def step_of(s: State) -> str:
    if s.phase == "round_end":
        return s.event
    if s.phase == "turn":
        assert s.turn is not None and s.turn.stage is not None
        return s.turn.stage
    return s.phase


def positions(players: int, per_step: int, seed: int) -> list[State]:
    """Up to ``per_step`` positions of each step, met in games of easy and random seats."""
    rng = random.Random(seed)
    found: dict[str, list[State]] = {step: [] for step in STEPS}
    g = 0
    while any(len(v) < per_step for v in found.values()) and g < 30:
        s = RULES.new_game(players, seed * 100 + g)
        g += 1
        ply = 0
        while not s.over:
            seat = RULES.active_seats(s)[0]
            bucket = found[step_of(s)]
            if len(bucket) < per_step and rng.random() < 0.25:
                bucket.append(s)
            level = "easy" if rng.random() < 0.7 else "random"
            s, _ = RULES.apply(s, seat, choose_action(s, seat, level, ply))
            ply += 1
    return [s for step in STEPS for s in found[step]]


def check_level(level: str, states: list[State]) -> None:
    for i, s in enumerate(states):
        seat = RULES.active_seats(s)[-1]
        action = choose_action(s, seat, level, i)
        assert action in RULES.legal_actions(s, seat), f"{level} chose {action!r}"
        assert choose_action(s, seat, level, i) == action  # deterministic per seed
        for k in range(2):  # the others' hands and choices, the stack and the pile dealt again
            other = RULES.redeal_hidden(s, seat, 1000 + k)
            assert Know.of(other, seat) == Know.of(s, seat)
            assert choose_action(other, seat, level, i) == action


@pytest.fixture(scope="module", params=[2, 4], ids=["2p", "4p"])
def met(request: pytest.FixtureRequest) -> list[State]:
    return positions(request.param, 2, request.param)


def test_the_sample_meets_every_step(met: list[State]) -> None:
    assert {step_of(s) for s in met} == set(STEPS)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_every_level_plays_a_legal_same_move_whatever_it_cannot_see(
    level: str, met: list[State]
) -> None:
    check_level(level, met)


def test_the_rules_offer_the_levels_weakest_first() -> None:
    assert broom.BOT_LEVELS == BOT_LEVELS == ("easy", "normal", "hard")
    assert set(BOT_LEVELS) < set(POLICIES)
    s = RULES.new_game(3, 0)
    with pytest.raises(ValueError):
        RULES.bot_action(s, 0, "genius", 0)
    with pytest.raises(ValueError):
        choose_action(s, 0, "genius", 0)
    assert RULES.bot_action(s, 0, "hard", 3) == choose_action(s, 0, "hard", 3)


def test_knowledge_hides_the_others_and_keeps_the_seat_own() -> None:
    s = RULES.new_game(3, 5)
    for seat in range(3):
        pick = choose_action(s, seat, "normal", seat)
        s, _ = RULES.apply(s, seat, pick)
    seat = RULES.active_seats(s)[0]
    know = Know.of(s, seat)
    assert know.public.players[seat].hand == s.players[seat].hand
    assert all(not p.hand for j, p in enumerate(know.public.players) if j != seat)
    assert know.counts == tuple(len(p.hand) for p in s.players) == (4, 4, 4)


def mid_turn() -> State:
    """3 players, round 1: seat 0 led the forest witch brave, seat 1 passed, seat 2 to follow;
    an earlier turn led the orange gatherer."""
    s = with_event(RULES.new_game(3, 0), QUIET)
    hands = {
        0: ("gatherer_green", "witch_hill"),
        1: ("druid_valley", "druid_peak", "weather_fairy"),
        2: ("witch_forest", "witch_prairie"),
    }
    for seat, hand in hands.items():
        s = set_player(s, seat, hand=hand, played=("gatherer_orange",))
    led = replace(new_trick(s, 0), role="gatherer_orange", stage=None)
    t = new_trick(s, 0)
    t = replace(
        t,
        role="witch_forest",
        plays=(Entry(0, "brave"), Entry(1, "next")),
        claimant=0,
        stage="follow",
    )
    s = set_player(s, 0, played=("gatherer_orange", "witch_forest"))
    return replace(s, phase="turn", turn=t, past_turns=(led,), lead=0)


def test_the_model_of_hands_keeps_to_what_the_seat_saw() -> None:
    s = mid_turn()
    know = Know.of(s, 2)
    rng = Random(0)
    for _ in range(200):
        h0, h1 = know.hand(0, rng), know.hand(1, rng)
        assert len(h0) == 2 and len(h1) == 3
        assert "gatherer_orange" not in h0 | h1  # led earlier this round: in no hand (B-T7)
        assert "witch_forest" not in h0  # played by seat 0 this turn: not held twice
        assert "witch_forest" not in h1  # seat 1 passed: it has none of the led role (B-T2)
    assert know.hand(2, rng) == frozenset(s.players[2].hand)
    seat1 = Know.of(s, 1)  # from seat 1's side, seat 2 is the one to follow: it holds the role
    assert all("witch_forest" in seat1.hand(2, rng) for _ in range(50))


def test_bewitched_roles_are_taken_as_rarer_in_hidden_hands() -> None:
    s = replace(mid_turn(), revealed=("druid_peak",))
    held = Know.of(s, 2).holding(1, 400, Random(1))
    assert held.get("druid_peak", 0.0) < held["druid_valley"]


def test_hard_fears_only_the_seats_after_it_that_may_hold_the_role() -> None:
    s = mid_turn()
    know = Know.of(s, 2)  # seat 2 is last in order: nobody can knock it out
    assert survival_hard(know, "witch_forest", Random(0)) == 1.0
    lead = set_player(replace(s, turn=new_trick(s, 0), past_turns=()), 0, played=())
    lead = set_player(lead, 0, hand=("gatherer_green", "witch_forest"))
    lead = set_player(lead, 1, played=())
    lead = set_player(lead, 2, played=())
    first = Know.of(lead, 0)
    chance = survival_hard(first, "witch_forest", Random(0))
    assert 0.0 < chance < 1.0  # seats 1 and 2 may hold it
    empty = set_player(set_player(lead, 1, hand=()), 2, hand=())
    assert survival_hard(Know.of(empty, 0), "witch_forest", Random(0)) == 1.0


def share_against_random(level: str, games: int) -> float:
    """``level``'s share of the wins over ``games`` 2-player games against ``random``."""
    won = 0.0
    for g in range(games):
        seated = (level, "random") if g % 2 == 0 else ("random", level)
        tallies = {0: Tally(), 1: Tally()}
        winners = play_game(seated, 300 + g // 2, tallies)
        won += sum(1 / len(winners) for w in winners if seated[w] == level)
    return won / games


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_levels_beat_random(level: str) -> None:
    assert share_against_random(level, 8) >= 0.75


def test_more_or_less_picks_a_size_it_may() -> None:
    s = with_event(RULES.new_game(3, 2), "more_or_less")
    for level in BOT_LEVELS:
        pick = choose_action(s, 1, level, 4)
        assert pick in RULES.legal_actions(s, 1)
        assert choose_action(RULES.redeal_hidden(s, 1, 9), 1, level, 4) == pick


def upper_hand(mine: tuple[int, int, int, int], theirs: tuple[int, int, int, int]) -> State:
    s = with_event(RULES.new_game(3, 0), "upper_hand")
    for seat in range(3):
        s = set_player(s, seat, resources=mine if seat == 0 else theirs, hand=(), choice=None)
    return replace(s, phase="round_end", turn=None)


def test_the_upper_hand_fist_beats_every_other_stock_only_when_it_pays() -> None:
    s = upper_hand((5, 0, 0, 6), (1, 1, 0, 0))  # spares that make no set
    fist = choose_action(s, 0, "hard", 0)
    assert isinstance(fist, FistChoice)
    assert sum(fist.resources) == 3  # one more than the richest other seat could show
    assert fist.resources[1:3] == (0, 0)
    balanced = upper_hand((3, 3, 3, 3), (1, 1, 0, 0))  # every 3 resources given up break sets
    assert choose_action(balanced, 0, "hard", 0) == FistChoice((0, 0, 0, 0))
    assert choose_action(s, 0, "easy", 0) == FistChoice((0, 0, 0, 0))
    poor = upper_hand((1, 1, 1, 1), (4, 4, 4, 4))  # cannot beat 12: keep everything
    assert choose_action(poor, 0, "hard", 0) == FistChoice((0, 0, 0, 0))


def leading(others_hold: bool) -> State:
    """3 players, seat 0 leads holding only the green gatherer; seats 1 and 2 either surely
    hold it too (their 4 cards are the only roles they have not played) or have no card."""
    s = with_event(RULES.new_game(3, 0), QUIET)
    s = replace(s, revealed=())
    s = set_player(s, 0, hand=("gatherer_green",), played=())
    rest = ("gatherer_orange", "gatherer_purple", "gatherer_green", "weather_fairy")
    for seat in (1, 2):
        played = tuple(r for r in s.ruleset.data.role_ids if r not in rest)
        hand = rest if others_hold else ()
        s = set_player(s, seat, hand=hand, played=played if others_hold else ())
    return replace(s, phase="turn", turn=new_trick(s, 0), past_turns=(), lead=0)


def test_hard_is_brave_only_when_those_after_it_are_unlikely_to_knock_it_out() -> None:
    exposed, alone = leading(True), leading(False)
    green_brave = Play("gatherer_green", "brave")
    assert choose_action(alone, 0, "hard", 0) == green_brave  # nobody can follow
    assert choose_action(exposed, 0, "hard", 0) != green_brave  # both will follow, likely brave
    assert survival_hard(Know.of(exposed, 0), "gatherer_green", Random(0)) < 0.2
