"""The fast paths of random play agree exactly with the checked rules (hypothesis).

``random_move`` / ``random_step`` / ``play`` skip the checks of ``step`` and use memos;
these tests pin them to ``legal_actions`` and ``step`` so that speed never changes a rule.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Event, IllegalAction
from bot.games import village
from bot.games.village import changes, rules, simulate
from bot.games.village.ruleset import ruleset_from_json
from bot.games.village.state import State

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
PLAYERS = st.integers(min_value=2, max_value=5)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Quantile(random.Random):
    """A ``random.Random`` whose ``random()`` returns a value chosen by the test."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def random_states(seed: int, players: int, ruleset: object = None) -> list[State]:
    """Every state of a game played with ``random_step``."""
    rng = random.Random(seed)
    s = village.new_game(players, seed, ruleset=ruleset)  # type: ignore[arg-type]
    states = [s]
    while not s.over:
        s = rules.random_step(s, rng)
        states.append(s)
        assert len(states) < 2000, "a random game did not end"
    return states


def assert_draws_are_a_bijection(s: State) -> None:
    """Each of the ``count_legal`` equal slices of [0, 1) draws a different legal action."""
    legal = rules.legal_actions(s)
    total = rules.count_legal(s)
    assert total == len(legal)
    drawn = [rules.random_action(s, Quantile((r + 0.5) / total)) for r in range(total)]
    assert sorted(map(repr, drawn)) == sorted(map(repr, legal))


@FAST
@given(SEEDS, PLAYERS)
def test_random_move_draws_every_legal_action_exactly_once(seed: int, players: int) -> None:
    states = random_states(seed, players)
    for s in states[:-1:3]:
        assert_draws_are_a_bijection(s)


def test_random_move_is_exact_with_a_larger_stall_and_empty_stall_visits() -> None:
    doc = village.default_ruleset().to_json()
    doc["stall_costs"] = [4, 3, 2, 1, 0]
    doc["setup_stall_order"] = [4, 3, 2, 1, 0]
    doc["empty_stall_visit"] = True
    loose = ruleset_from_json(doc)
    for seed in range(3):
        for s in random_states(seed, 3, loose)[:-1:4]:
            assert_draws_are_a_bijection(s)


@FAST
@given(SEEDS, PLAYERS, st.integers(min_value=0, max_value=2**32))
def test_random_step_is_step_of_random_action(seed: int, players: int, draw: int) -> None:
    for s in random_states(seed, players)[:-1]:
        move = rules.random_move(s, random.Random(draw))
        action = rules.random_action(s, random.Random(draw))
        assert rules.move_action(s.ruleset, move) == action
        expected = rules.step(s, action)
        assert rules.random_step(s, random.Random(draw)) == expected
        events: list[Event] = []
        assert rules.play(s, move, events) == expected
        assert events == village.apply(s, action)[1]


def test_play_refuses_a_move_once_the_game_is_over() -> None:
    end = random_states(7, 3)[-1]
    with pytest.raises(IllegalAction) as err:
        rules.play(end, (rules.DRAW, 0, 0, 0, None))
    assert err.value.rule_id == "R-E1"
    with pytest.raises(IllegalAction):
        rules.random_step(end, random.Random(1))


@settings(max_examples=200, deadline=None)
@given(SEEDS, st.integers(min_value=1, max_value=130))
def test_setup_shuffle_is_the_standard_librarys_draw_for_draw(seed: int, size: int) -> None:
    # Stored games are checked by replaying them from their seed, so the faster shuffle of
    # new_game must deal exactly what random.Random(seed).shuffle deals.
    ours = list(range(size))
    rules._shuffle(random.Random(seed).getrandbits, ours)
    theirs = list(range(size))
    random.Random(seed).shuffle(theirs)
    assert ours == theirs
    assert rules._below(random.Random(seed).getrandbits, size) == random.Random(seed).randrange(
        size
    )


def test_visit_memo_stays_bounded() -> None:
    rs = ruleset_from_json(village.default_ruleset().to_json())
    n = len(rs.ids)
    for i in range(changes._VISITS_MEMO + 10):
        hand = tuple((i >> (3 * c)) & 7 for c in range(n + 1))
        simulate._visits(rs, hand)
    assert len(rs.visits) <= changes._VISITS_MEMO
