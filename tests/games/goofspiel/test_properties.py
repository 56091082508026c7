"""Invariants of random games over seeds, rulesets, player counts and bid orders (hypothesis)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.goofspiel import (
    State,
    active_seats,
    apply,
    default_ruleset,
    dump,
    legal_actions,
    load,
    new_game,
    outcome,
    redeal_hidden,
    scores,
    view_for,
)
from bot.games.goofspiel.adapter.events import say
from bot.games.goofspiel.events import BidPlaced, RoundRevealed

FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw: st.DrawFn) -> tuple[list[State], list[list[Any]], int]:
    """A random game: every state, the events of every move, the number of cards."""
    cards = draw(st.integers(3, 13))
    players = draw(st.integers(2, 4))
    seed = draw(st.integers(0, 2**32))
    rs = default_ruleset().to_json() | {"cards": cards}
    s = new_game(players, seed, ruleset=rs)
    states, events = [s], []
    while active_seats(s):
        seat = draw(st.sampled_from(active_seats(s)))
        action = draw(st.sampled_from(legal_actions(s, seat)))
        s, evs = apply(s, seat, action)
        states.append(s)
        events.append(evs)
    return states, events, cards


@FAST
@given(games())
def test_random_games_end_after_N_rounds(game: tuple[list[State], list[list[Any]], int]) -> None:
    states, events, n = game
    end = states[-1]
    players = len(end.ids)
    assert len(states) - 1 == n * players  # one bid per seat per round
    assert end.over and len(end.past_prizes) == n and end.hands == ((),) * players
    assert sum(isinstance(e, RoundRevealed) for evs in events for e in evs) == n
    for s in states[:-1]:
        assert outcome(s) is None and active_seats(s)
    result = outcome(end)
    assert result is not None
    assert result.scores == scores(end)
    assert sorted(result.winners) == [s for s in range(players) if result.ranks[s] == 1]
    for s in range(players):
        assert result.ranks[s] == 1 + sum(r < result.ranks[s] for r in result.ranks)


@FAST
@given(games())
def test_scores_sum_to_the_prizes_won(game: tuple[list[State], list[list[Any]], int]) -> None:
    states, events, n = game
    end = states[-1]
    won = [p for w in end.won for p in w]
    assert sum(scores(end)) == sum(won)
    reveals = [e for evs in events for e in evs if isinstance(e, RoundRevealed)]
    awarded = [e.prize for e in reveals if e.winner is not None]
    assert sorted(won) == sorted(awarded)
    discarded = [e.prize for e in reveals if e.winner is None]
    assert sum(won) + sum(discarded) == n * (n + 1) // 2
    for e in reveals:
        top = max(e.bids)
        assert (e.bids.count(top) == 1) == (e.winner is not None)


@FAST
@given(games())
def test_states_survive_their_json(game: tuple[list[State], list[list[Any]], int]) -> None:
    states, _, _ = game
    for s in states:
        data = json.loads(json.dumps(dump(s)))
        assert load(data) == s
        assert dump(load(data)) == dump(s)


@FAST
@given(games(), st.integers(0, 2**16))
def test_views_never_leak_pending_bids_or_the_deck(
    game: tuple[list[State], list[list[Any]], int], k: int
) -> None:
    states, events, _ = game
    for s, evs in zip(states[1:], events, strict=True):
        for seat in (None, *range(len(s.ids))):
            view = view_for(s, seat)
            assert "deck" not in view and view["prizes_left"] == len(s.deck)
            for other, p in enumerate(view["players"]):
                if other != seat and not s.over:
                    assert "bid" not in p and "hand" not in p
                assert p["has_bid"] == (s.bids[other] is not None)
            assert view_for(redeal_hidden(s, seat, k), seat) == view
            for e in evs:  # a bid's text says its card to the bidder only
                if isinstance(e, BidPlaced) and e.seat != seat:
                    assert say(e, seat, "en") == "Placed a bid"


@FAST
@given(games(), st.integers(0, 2**16))
def test_redeals_are_valid_pure_states(
    game: tuple[list[State], list[list[Any]], int], k: int
) -> None:
    states, _, _ = game
    for s in states:
        for seat in (None, *range(len(s.ids))):
            other = redeal_hidden(s, seat, k)
            assert load(dump(other)) == other
            assert redeal_hidden(s, seat, k) == other
            assert active_seats(other) == active_seats(s)
            assert outcome(other) == outcome(s)
