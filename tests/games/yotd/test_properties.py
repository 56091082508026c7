"""Properties of random ``yotd`` play (hypothesis), under the standard ruleset and under every
setting of the contract's assumptions: games of 2 to 5 end after the last month, tiles are
conserved (Y-C2), ``order`` stays sorted by track (Y-O1), the seat to decide is ``queue[0]``
with at least two legal actions (Y-U2), hand + played are the 11 cards (Y-C3), every state
loads back (Y-J2), seed + log replay byte for byte, and views do not change when what a seat
cannot see is dealt again (Y-V1 … Y-V3)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games import yotd
from bot.games.yotd.moves import CARDS, TILES
from bot.games.yotd.state import TILE_INDEX

RULES = yotd.RULES

SETTINGS: dict[str, tuple[Any, ...]] = {
    "first_player": ("random", "first_seat"),
    "identical_neighbour_events": (False, True),
    "draft_placement": ("free", "split"),
    "build_all_floors": (True, False),
    "wild_waste": (False, True),
    "tie_break": ("track_order", "track_space"),
    "open_hands": (False, True),
    "played_cards_public": (True, False),
    "large_privilege_cost": (6, 7),
}
RULESETS = st.fixed_dictionaries({k: st.sampled_from(v) for k, v in SETTINGS.items()})
GAMES = st.tuples(
    st.integers(2, 5),
    st.integers(0, 2**32),
    st.lists(st.integers(0, 10_000), min_size=400, max_size=400),
    RULESETS,
)


def ruleset(changes: dict[str, Any]) -> dict[str, Any]:
    return RULES.default_ruleset() | changes


def played(
    players: int, seed: int, picks: list[int], changes: dict[str, Any]
) -> tuple[list[yotd.State], list[tuple[int, dict[str, Any]]]]:
    """A game played with ``picks`` (one per decision, cycled) to its end."""
    s = RULES.new_game(players, seed, ruleset=ruleset(changes))
    states, log = [s], []
    k = 0
    while not s.over:
        seat = s.queue[0]
        legal = RULES.legal_actions(s, seat)
        action = legal[picks[k % len(picks)] % len(legal)]
        k += 1
        log.append((seat, RULES.action_to_json(action)))
        s, _ = RULES.apply(s, seat, action)
        states.append(s)
        assert k < 1000, "a game needs more than 1000 decisions"
    return states, log


def check_invariants(s: yotd.State) -> None:
    rs = s.ruleset
    n = len(s.players)
    # Y-C2: supply + released + in palaces = the tiles in play
    in_palaces = Counter(t for p in s.players for pal in p.palaces for t in pal.persons)
    for i, (tile, k) in enumerate(zip(TILES, rs.tiles_in_play(n), strict=True)):
        assert s.supply[i] >= 0 and s.released[i] >= 0
        assert s.supply[i] + s.released[i] + in_palaces[tile] == k
    # Y-O1: order is every seat, sorted by track
    assert sorted(s.order) == list(range(n))
    tracks = [s.players[seat].track for seat in s.order]
    assert tracks == sorted(tracks, reverse=True)
    for p in s.players:
        # Y-C3: hand + played = the 11 cards
        held = Counter({c: k for c, k in zip(CARDS, p.hand, strict=True) if k})
        assert held + Counter(p.played) == Counter({c: 1 for c in CARDS[:-1]} | {"wild": 2})
        assert min(p.yuan, p.rice, p.fireworks, p.points, p.track, p.small, p.large) >= 0
        for pal in p.palaces:  # Y-C8
            assert 1 <= pal.floors <= rs.max_floors and len(pal.persons) <= pal.floors
            assert list(pal.persons) == sorted(pal.persons, key=TILE_INDEX.__getitem__)
    assert (s.build_left > 0) == (s.step == "build")
    if s.step != "release":
        assert not any(s.owed) and not s.drought_used
    assert len(s.action_orders) == rs.months - s.month
    if s.over:
        assert s.current is None and s.step == "end" and s.month == rs.months
        assert all(p.final is not None for p in s.players)
        assert not any(sum(p.hand) for p in s.players) and RULES.outcome(s) is not None
    else:
        # Y-U2: the seat to decide is queue[0] and has a real choice
        assert s.current == s.queue[0] and RULES.active_seats(s) == (s.current,)
        assert len(RULES.legal_actions(s, s.current)) >= 2
        assert RULES.outcome(s) is None
    assert RULES.load(json.loads(json.dumps(RULES.dump(s)))) == s


@settings(max_examples=30, deadline=None)
@given(GAMES)
def test_random_games_keep_every_invariant_and_end_after_the_last_month(
    game: tuple[int, int, list[int], dict[str, Any]],
) -> None:
    players, seed, picks, changes = game
    states, _ = played(players, seed, picks, changes)
    numbers = [RULES.turn(s).number for s in states]
    assert numbers == sorted(numbers), "the turn number went down"
    months = [s.month for s in states]
    assert months == sorted(months)
    for s in states:
        check_invariants(s)
    end = states[-1]
    assert end.over and end.month == 12
    result = RULES.outcome(end)
    assert result is not None
    assert result.scores == tuple(p.points for p in end.players)
    if changes["tie_break"] == "track_order":
        assert len(result.winners) == 1  # Y-F3
    for p in end.players:
        assert p.final is not None and p.points >= p.final.total


@settings(max_examples=20, deadline=None)
@given(GAMES)
def test_seed_and_log_replay_byte_for_byte(
    game: tuple[int, int, list[int], dict[str, Any]],
) -> None:
    players, seed, picks, changes = game
    states, log = played(players, seed, picks, changes)
    s = RULES.new_game(players, seed, ruleset=ruleset(changes))
    assert json.dumps(RULES.dump(s)) == json.dumps(RULES.dump(states[0]))
    for (seat, data), expected in zip(log, states[1:], strict=True):
        s, _ = RULES.apply(s, seat, RULES.action_from_json(json.loads(json.dumps(data))))
        assert json.dumps(RULES.dump(s)) == json.dumps(RULES.dump(expected))


@settings(max_examples=20, deadline=None)
@given(GAMES, st.integers(0, 2**16))
def test_views_do_not_change_when_hidden_information_is_dealt_again(
    game: tuple[int, int, list[int], dict[str, Any]], redeal: int
) -> None:
    players, seed, picks, changes = game
    states, _ = played(players, seed, picks, changes)
    moved = 0
    for s in states[::5]:
        for seat in [None, *range(players)]:
            other = RULES.redeal_hidden(s, seat, redeal)
            assert RULES.view_for(other, seat) == RULES.view_for(s, seat)
            assert RULES.load(RULES.dump(other)) == other
            if seat is not None and seat == s.current:
                assert RULES.legal_actions(other, seat) == RULES.legal_actions(s, seat)
                assert RULES.auto_action(other, seat) == RULES.auto_action(s, seat)
            moved += other != s
            if not s.over and not changes["played_cards_public"] and not changes["open_hands"]:
                hidden = [t for t in range(players) if t != seat]
                assert all(sum(other.players[t].hand) == sum(s.players[t].hand) for t in hidden)
    assert moved > 0, "no re-deal changed anything hidden"


@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_the_timeout_move_is_legal_and_the_game_ends_with_it(
    game: tuple[int, int, list[int], dict[str, Any]],
) -> None:
    players, seed, _, changes = game
    s = RULES.new_game(players, seed, ruleset=ruleset(changes))
    while not s.over:
        seat = s.queue[0]
        action = RULES.auto_action(s, seat)
        assert action in RULES.legal_actions(s, seat)
        s, _ = RULES.apply(s, seat, action)
        check_invariants(s)
