"""One test (or more) per rule of docs/rules/goofspiel.md, named after its id."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, Outcome
from bot.games.goofspiel import (
    Bid,
    active_seats,
    default_ruleset,
    dump,
    legal_actions,
    named_ruleset,
    new_game,
    outcome,
    scores,
    view_for,
)
from bot.games.goofspiel.adapter.events import say
from bot.games.goofspiel.events import BidPlaced, GameEnded, PrizeRevealed, RoundRevealed
from tests.games.goofspiel.helpers import bid, english, loaded, play_round, position, refused

# --- Setup -----------------------------------------------------------------------------------


def test_G_S1_two_to_four_players_in_seat_order() -> None:
    for n in (2, 3, 4):
        s = new_game(n, 7, player_ids=[f"p{i}" for i in range(n)])
        assert s.ids == tuple(f"p{i}" for i in range(n))
        assert active_seats(s) == tuple(range(n))
    for n in (1, 5):
        with pytest.raises(IllegalAction) as info:
            new_game(n, 7)
        assert info.value.rule_id == "G-S1"
    assert new_game(2, 7).ids == ("1", "2")
    with pytest.raises(ValueError, match="unique"):
        new_game(2, 7, player_ids=["a", "a"])
    s = new_game(2, 7)
    refused(s, 2, 1, "G-S1")
    refused(s, -1, 1, "G-S1")
    assert legal_actions(s, 2) == []


def test_G_S2_every_player_holds_the_cards_1_to_N() -> None:
    s = new_game(3, 1)
    assert default_ruleset().cards == 8
    assert s.hands == ((1, 2, 3, 4, 5, 6, 7, 8),) * 3
    classic = new_game(2, 1, ruleset=named_ruleset("classic"))
    assert classic.hands == (tuple(range(1, 14)),) * 2
    short = new_game(2, 1, ruleset=default_ruleset().to_json() | {"cards": 3})
    assert short.hands == ((1, 2, 3),) * 2
    refused(s, 0, 0, "G-S2")
    refused(s, 0, 9, "G-S2")


def test_G_S3_the_prize_deck_is_shuffled_from_the_seed_and_its_top_revealed() -> None:
    a, b = new_game(2, 42), new_game(2, 42)
    assert dump(a) == dump(b)
    assert a.prize is not None
    assert sorted((a.prize, *a.deck)) == list(range(1, 9))
    orders = {(new_game(2, seed).prize, *new_game(2, seed).deck) for seed in range(20)}
    assert len(orders) > 10
    assert a.past_prizes == ()
    assert view_for(a, None)["prize"] == a.prize
    assert view_for(a, None)["round"] == 1


# --- A round ---------------------------------------------------------------------------------


def test_G_B1_every_player_bids_a_card_of_their_hand_at_once() -> None:
    s = loaded(position([(5, [8, 7])], 3, [1, 2, 4, 6, 7, 8]))
    assert active_seats(s) == (0, 1)
    assert legal_actions(s, 0) == [Bid(c) for c in (1, 2, 3, 4, 5, 6, 7)]
    assert legal_actions(s, 1) == [Bid(c) for c in (1, 2, 3, 4, 5, 6, 8)]
    err = refused(s, 0, 8, "G-B1")
    assert english(err) == "You have no 8 in hand: you bid it in round 1"
    # Either seat may bid first: seat 1 now, and seat 0 is still active.
    after, events = bid(s, 1, 2)
    assert active_seats(after) == (0,)
    assert after.bids == (None, 2)
    assert events == [BidPlaced(1, 2)]
    assert after.hands == s.hands  # the bid card stays in hand until the reveal


def test_G_B2_a_bid_is_final() -> None:
    s = new_game(3, 5)
    s, _ = bid(s, 1, 4)
    assert active_seats(s) == (0, 2)
    assert legal_actions(s, 1) == []
    err = refused(s, 1, 5, "G-B2")
    assert "already bid" in english(err)
    refused(s, 1, 4, "G-B2")


def test_G_B3_the_last_bid_reveals_and_the_single_highest_bid_wins() -> None:
    s = loaded(position([], 7, [1, 2, 3, 4, 5, 6, 8], ids=["ann", "bo", "cy"]))
    s, events = bid(s, 2, 1)
    s, events = bid(s, 0, 8)
    assert s.prize == 7 and active_seats(s) == (1,)
    s, events = bid(s, 1, 5)
    assert events == [
        BidPlaced(1, 5),
        RoundRevealed(None, 1, 7, (8, 5, 1), 0),
        PrizeRevealed(None, 2, 1),
    ]
    assert s.won == ((7,), (), ())
    assert scores(s) == (7, 0, 0)
    assert s.prize == 1 and active_seats(s) == (0, 1, 2)
    assert say(events[1], None, "en") == (
        "Prize 7: Player 1 bid 8, Player 2 bid 5, Player 3 bid 1 — Player 1 wins 7"
    )
    assert say(events[1], None, "en", ["Ann", "Bo", "Cy"]) == (
        "Prize 7: Ann bid 8, Bo bid 5, Cy bid 1 — Ann wins 7"
    )
    assert say(events[2], None, "en") == "Round 2: the prize is 1"


def test_G_B4_a_tied_highest_bid_discards_the_prize() -> None:
    s = loaded(position([], 6, [1, 2, 3, 4, 5, 7, 8], ids=["a", "b", "c"]))
    s, events = play_round(s, 8, 8, 3)
    assert s.won == ((), (), ())
    assert s.past_prizes == (6,)
    assert scores(s) == (0, 0, 0)
    reveal = events[1]
    assert reveal == RoundRevealed(None, 1, 6, (8, 8, 3), None)
    assert say(reveal, None, "en") == (
        "Prize 6: Player 1 bid 8, Player 2 bid 8, Player 3 bid 3 — "
        "Player 1 and Player 2 tie, nobody wins 6"
    )
    assert view_for(s, None)["last_round"] == {
        "round": 1,
        "prize": 6,
        "bids": [8, 8, 3],
        "winner": None,
    }
    assert default_ruleset().tie == "discard"


def test_G_B5_bid_cards_are_discarded_face_up_and_the_next_prize_revealed() -> None:
    s = loaded(position([(2, [1, 3])], 4, [8, 1, 3, 5, 6, 7]))
    s, events = play_round(s, 6, 2)
    assert s.hands == ((2, 3, 4, 5, 7, 8), (1, 4, 5, 6, 7, 8))
    assert s.played == ((1, 6), (3, 2))
    assert s.bids == (None, None)
    assert s.prize == 8 and s.deck == (1, 3, 5, 6, 7)
    assert isinstance(events[-1], PrizeRevealed)
    view = view_for(s, None)
    assert [p["played"] for p in view["players"]] == [[1, 6], [3, 2]]
    assert view["round"] == 3 and view["prize"] == 8 and view["prizes_left"] == 5


# --- End and scoring ---------------------------------------------------------------------------


def test_G_E1_the_game_ends_after_N_rounds() -> None:
    s = new_game(2, 3, ruleset=default_ruleset().to_json() | {"cards": 3})
    for r in range(3):
        assert outcome(s) is None and active_seats(s) == (0, 1)
        s, events = play_round(s, r + 1, 3 - r)
    assert s.over and s.prize is None and s.deck == ()
    assert active_seats(s) == ()
    assert legal_actions(s, 0) == legal_actions(s, 1) == []
    assert isinstance(events[-1], GameEnded)
    assert isinstance(events[-2], RoundRevealed)
    assert s.hands == ((), ())
    refused(s, 0, 1, "G-E1")
    view = view_for(s, None)
    assert view["over"] and view["prize"] is None and view["round"] == 3


def test_G_E2_the_score_is_the_sum_of_the_prizes_won() -> None:
    s = loaded(position([(8, [8, 1]), (3, [1, 5]), (5, [2, 2])], 6, [1, 2, 4, 7]))
    assert s.won == ((8,), (3,))
    assert scores(s) == (8, 3)
    assert view_for(s, 1)["scores"] == [8, 3]
    assert view_for(s, 1)["won"] == [[8], [3]]


def test_G_E3_the_highest_score_wins_and_ties_share() -> None:
    single = [(3, [3, 1]), (1, [1, 2]), (2, [2, 3])]
    s = loaded(position(single, None, [], cards=3))
    assert outcome(s) is not None
    assert (s.won, scores(s)) == (((3,), (1, 2)), (3, 3))
    assert outcome(s) == Outcome(scores=(3, 3), winners=(0, 1), ranks=(1, 1))
    # Bids by round: prize 4: 1, 4, 2; prize 3: 2, 1, 1; prize 2: 3, 2, 4; prize 1: 4, 3, 3.
    rounds = [(4, [1, 4, 2]), (3, [2, 1, 1]), (2, [3, 2, 4]), (1, [4, 3, 3])]
    s = loaded(position(rounds, None, [], cards=4))
    assert outcome(s) == Outcome(scores=(4, 4, 2), winners=(0, 1), ranks=(1, 1, 3))
    view = view_for(s, None)
    assert (view["winners"], view["ranks"]) == ([0, 1], [1, 1, 3])
    ended = GameEnded(None, (4, 4, 2), (0, 1))
    assert (
        say(ended, None, "en")
        == "The game is over: Player 1 and Player 2 share the win with 4 points"
    )
    alone = loaded(position([(3, [3, 1]), (1, [2, 2]), (2, [1, 3])], None, [], cards=3))
    assert outcome(alone) == Outcome(scores=(3, 2), winners=(0,), ranks=(1, 2))
    assert (
        say(GameEnded(None, (3, 2), (0,)), None, "en")
        == "The game is over: Player 1 wins with 3 points"
    )
    everyone = loaded(position([(3, [3, 3]), (2, [2, 2]), (1, [1, 1])], None, [], cards=3))
    assert outcome(everyone) == Outcome(scores=(0, 0), winners=(0, 1), ranks=(1, 1))
