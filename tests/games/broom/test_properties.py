"""Properties of random ``broom`` games (hypothesis): games of 2 to 5 players end after 7
rounds with the contract's invariants, seed + log replay byte for byte, and a seat's view does
not change when another seat's hand or pick, the event stack or the bewitched pile is re-dealt.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.broom import RULES, State, redeal_hidden, view_for
from bot.games.broom.legal import pending
from tests.games.broom.helpers import DATA, ROLES

GAMES = st.tuples(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 2**32))


def played(players: int, seed: int, choices: int) -> tuple[list[State], list[tuple[int, object]]]:
    """A whole random game: each step a random pending seat plays a random legal action."""
    rng = random.Random(choices)
    s = RULES.new_game(players, seed)
    states, log = [s], []
    while RULES.active_seats(s):
        seat = rng.choice(RULES.active_seats(s))
        action = rng.choice(RULES.legal_actions(s, seat))
        log.append((seat, RULES.action_to_json(action)))
        s, _ = RULES.apply(s, seat, action)
        states.append(s)
    return states, log


def invariants(s: State) -> None:
    n = len(s.players)
    tiles = (
        [t for t in s.clouds if t] + list(s.cloud_box) + [k for p in s.players for k in p.clouds]
    )
    assert Counter(tiles) == Counter(DATA.tiles)
    assert all(min(p.resources) >= 0 for p in s.players)
    assert all(DATA.tower[t].shape == "round" for t in s.occupied)
    assert all(DATA.landscape[r] != "water" for p in s.players for r in p.pawns)
    assert len(s.revealed) == max(0, 5 - n) and not set(s.revealed) & set(s.pile)
    assert len(s.past_events) == s.round - 1
    for p in s.players:
        assert not set(p.hand) & set(p.played)
        assert len(p.hand) + len(p.played) <= 5
        assert set(p.hand) <= set(ROLES)
    if s.phase == "turn":
        assert s.turn is not None and s.lead == s.turn.leader
    assert bool(pending(s)) == (not s.over)


@settings(max_examples=12, deadline=None)
@given(GAMES)
def test_random_games_end_after_seven_rounds_with_the_invariants(
    game: tuple[int, int, int],
) -> None:
    players, seed, choices = game
    states, _ = played(players, seed, choices)
    end = states[-1]
    assert end.over and end.round == 7 and end.result is not None
    assert len(end.past_events) == 6 and end.stack == ()
    rounds = [s.round for s in states]
    assert rounds == sorted(rounds) and set(rounds) == set(range(1, 8))
    for s in states:
        invariants(s)
    r = end.result
    assert r.scores == tuple(
        p.vp + x + y for p, x, y in zip(end.players, r.lightning, r.sets, strict=True)
    )
    assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)
    numbers = [RULES.turn(s).number for s in states]
    assert numbers == sorted(numbers)


@settings(max_examples=10, deadline=None)
@given(GAMES)
def test_replay_of_seed_and_log_is_byte_identical(game: tuple[int, int, int]) -> None:
    players, seed, choices = game
    states, log = played(players, seed, choices)
    s = RULES.new_game(players, seed)
    for (seat, action), recorded in zip(log, states[1:], strict=True):
        s, _ = RULES.apply(s, seat, RULES.action_from_json(json.loads(json.dumps(action))))
        assert json.dumps(RULES.dump(s), sort_keys=True) == json.dumps(
            RULES.dump(recorded), sort_keys=True
        )
        assert RULES.load(json.loads(json.dumps(RULES.dump(s)))) == s


@settings(max_examples=10, deadline=None)
@given(GAMES, st.integers(0, 2**16))
def test_views_ignore_what_a_seat_cannot_see(game: tuple[int, int, int], redeal: int) -> None:
    players, seed, choices = game
    states, _ = played(players, seed, choices)
    rng = random.Random(redeal)
    for s in rng.sample(states, min(12, len(states))):
        seat = rng.choice([None, *range(players)])
        other = redeal_hidden(s, seat, redeal)
        assert view_for(other, seat) == view_for(s, seat)
        assert RULES.load(RULES.dump(other)) == other
        if seat is not None and seat in RULES.active_seats(s):
            assert RULES.auto_action(other, seat) == RULES.auto_action(s, seat)
