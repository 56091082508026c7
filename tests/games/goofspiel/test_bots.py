"""The bots and the timeout move: legal, seeded, and blind to what their seat cannot see."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.goofspiel import (
    BOT_LEVELS,
    RULES,
    Bid,
    active_seats,
    auto_action,
    bot_action,
    legal_actions,
    new_game,
    redeal_hidden,
)
from bot.games.goofspiel.spec import SPEC
from tests.games.goofspiel.helpers import bid, loaded, play_round, position


def test_the_levels() -> None:
    assert BOT_LEVELS == RULES.bot_levels == ("easy", "normal")
    assert SPEC.default_bot_level == "normal"
    with pytest.raises(ValueError, match="unknown goofspiel bot level"):
        bot_action(new_game(2, 1), 0, "hard", 0)


def test_normal_bids_the_card_closest_to_the_prize_the_lower_of_two() -> None:
    s = loaded(position([(1, [5, 4]), (8, [8, 6])], 5, [2, 3, 4, 6, 7]))
    assert s.hands[0] == (1, 2, 3, 4, 6, 7) and s.hands[1] == (1, 2, 3, 5, 7, 8)
    assert bot_action(s, 0, "normal", 0) == Bid(4)  # 4 and 6 are as close: the lower
    assert bot_action(s, 1, "normal", 0) == Bid(5)
    s, _ = bid(s, 1, 5)
    assert bot_action(s, 0, "normal", 3) == Bid(4)


def test_easy_bids_one_of_the_three_cards_closest_to_the_prize_from_its_seed() -> None:
    s = loaded(position([(1, [5, 4]), (8, [8, 6])], 5, [2, 3, 4, 6, 7]))
    assert s.hands[0] == (1, 2, 3, 4, 6, 7)
    picks = {bot_action(s, 0, "easy", seed) for seed in range(40)}
    assert picks == {Bid(3), Bid(4), Bid(6)}  # 4 and 6 are 1 away, 3 and 7 2 away: the lower
    assert all(bot_action(s, 0, "easy", k) == bot_action(s, 0, "easy", k) for k in range(10))
    s = new_game(2, 4)  # a full hand: never the far cards
    prize = s.prize
    assert prize is not None
    far = {Bid(c) for c in s.hands[1] if abs(c - prize) > 2}
    assert not {bot_action(s, 1, "easy", seed) for seed in range(40)} & far


def test_the_timeout_move_is_the_lowest_card() -> None:
    s = loaded(position([(4, [1, 8])], 2, [1, 3, 5, 6, 7, 8]))
    assert auto_action(s, 0) == Bid(2)
    assert auto_action(s, 1) == Bid(1)
    s, _ = bid(s, 1, 1)
    with pytest.raises(IllegalAction) as info:
        auto_action(s, 1)
    assert info.value.rule_id == "G-B2"


def test_a_bot_for_a_seat_that_may_not_move_is_refused() -> None:
    s, _ = bid(new_game(2, 1), 0, 3)
    for level in BOT_LEVELS:
        with pytest.raises(IllegalAction) as info:
            bot_action(s, 0, level, 0)
        assert info.value.rule_id == "G-B2"


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_whole_games_legally_from_what_they_see(level: str, players: int) -> None:
    for seed in range(5):
        s = new_game(players, seed)
        k = 0
        while active_seats(s):
            for seat in active_seats(s):
                k += 1
                action = bot_action(s, seat, level, k)
                assert action in legal_actions(s, seat)
                assert bot_action(s, seat, level, k) == action  # deterministic
                assert auto_action(s, seat) in legal_actions(s, seat)
                for r in range(3):  # blind to the others' pending bids and the deck order
                    other = redeal_hidden(s, seat, r)
                    assert bot_action(other, seat, level, k) == action
                    assert auto_action(other, seat) == auto_action(s, seat)
                    assert legal_actions(other, seat) == legal_actions(s, seat)
                s, _ = bid(s, seat, action.card)
        assert s.over


def test_two_normal_bots_tie_every_prize() -> None:
    s = new_game(2, 11)
    while not s.over:
        cards = [bot_action(s, seat, "normal", 0).card for seat in (0, 1)]
        assert cards[0] == cards[1]
        s, _ = play_round(s, *cards)
    assert s.won == ((), ())
    assert s.played[0] == s.past_prizes  # the prize itself is always in hand
