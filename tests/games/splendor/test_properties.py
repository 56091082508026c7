"""Properties of random ``splendor`` play (hypothesis): tokens and cards are conserved, no
player ends a turn above the limit, seed + log replay byte for byte, and views do not change
when what a seat cannot see is dealt again."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games import splendor as sp
from bot.games.splendor.ruleset import COLOURS

GAMES = st.tuples(
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.lists(st.integers(0, 10_000), min_size=1, max_size=220),
)


def played(
    players: int, seed: int, picks: list[int]
) -> tuple[list[sp.State], list[tuple[int, dict[str, object]]]]:
    s = sp.RULES.new_game(players, seed)
    states, log = [s], []
    for pick in picks:
        active = sp.active_seats(s)
        if not active:
            break
        seat = active[0]
        legal = sp.legal_actions(s, seat)
        action = legal[pick % len(legal)]
        log.append((seat, sp.action_to_json(action)))
        s, _ = sp.apply(s, seat, action)
        states.append(s)
    return states, log


@settings(max_examples=25, deadline=None)
@given(GAMES)
def test_tokens_and_cards_are_conserved(game: tuple[int, int, list[int]]) -> None:
    players, seed, picks = game
    states, _ = played(players, seed, picks)
    rs = states[0].ruleset
    supply = rs.supply(players)
    every = Counter(c.id for c in rs.cards)
    for s in states:
        for c in range(len(COLOURS)):
            assert s.bank[c] + sum(p.tokens[c] for p in s.players) == supply[c]
        assert min(s.bank) >= 0 and all(min(p.tokens) >= 0 for p in s.players)
        placed = Counter(
            [c for d in s.decks for c in d]
            + [c for row in s.tableau for c in row if c is not None]
            + [c for p in s.players for c in p.cards]
            + [r.card for p in s.players for r in p.reserved]
        )
        assert placed == every
        nobles = [*s.nobles, *(n for p in s.players for n in p.nobles)]
        assert len(nobles) == len(set(nobles)) == players + 1


@settings(max_examples=25, deadline=None)
@given(GAMES)
def test_no_player_is_above_ten_tokens_after_a_turn(game: tuple[int, int, list[int]]) -> None:
    players, seed, picks = game
    states, _ = played(players, seed, picks)
    for s in states:
        for seat, p in enumerate(s.players):
            if s.step == "return" and seat == s.current and not s.over:
                continue  # the return step of this very turn
            assert sum(p.tokens) <= s.ruleset.token_limit


@settings(max_examples=20, deadline=None)
@given(GAMES)
def test_seed_and_log_replay_byte_for_byte(game: tuple[int, int, list[int]]) -> None:
    players, seed, picks = game
    states, log = played(players, seed, picks)
    s = sp.RULES.new_game(players, seed)
    for (seat, action), recorded in zip(log, states[1:], strict=True):
        s, _ = sp.apply(s, seat, sp.RULES.action_from_json(json.loads(json.dumps(action))))
        assert json.dumps(sp.dump(s), sort_keys=True) == json.dumps(
            sp.dump(recorded), sort_keys=True
        )
    assert sp.RULES.load(json.loads(json.dumps(sp.dump(s)))) == states[-1]


@settings(max_examples=20, deadline=None)
@given(GAMES, st.integers(0, 2**16))
def test_views_are_unchanged_when_the_hidden_cards_are_dealt_again(
    game: tuple[int, int, list[int]], redeal: int
) -> None:
    players, seed, picks = game
    states, _ = played(players, seed, picks)
    for s in states[:: max(1, len(states) // 8)]:
        for seat in (None, *range(players)):
            other = sp.redeal_hidden(s, seat, redeal)
            assert sp.view_for(other, seat) == sp.view_for(s, seat)
            assert sp.RULES.load(sp.dump(other)) == other
            if seat is not None and seat in sp.active_seats(s):
                assert sp.legal_actions(other, seat) == sp.legal_actions(s, seat)
