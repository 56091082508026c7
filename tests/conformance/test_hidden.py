"""What a seat cannot see may be dealt again without changing anything that seat is given.

``Rules.redeal_hidden(state, seat, seed)`` deals again, from ``seed``, what ``seat`` (None: the
public) cannot see. Each seat's view must then be the same (so no view shows another seat's
hidden cards, nor the order of a hidden deck), and so must everything an active seat decides
from: its legal actions and the move played for it when its time runs out.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine import Rules
from tests.conformance.games import SEATINGS, games, moves, rules_of, text

REDEALS = (0, 1)
"""The seeds of the re-deals tried on each position, for each seat."""


def viewers(players: int) -> list[int | None]:
    return [None, *range(players)]


STRIDE = 3
"""One state in ``STRIDE`` of each random game is re-dealt (its start and its end always): the
games are long enough that every kind of position still comes up many times."""


def positions(game_id: str, players: int) -> list[Any]:
    """States of the random games: one in ``STRIDE``, their starts and ends included."""
    out = []
    for g in games(game_id, players):
        out += [*g.states[:-1:STRIDE], g.states[-1]]
    return out


def redeal(rules: Rules[Any, Any], s: Any, seat: int | None, seed: int) -> Any:
    before = text(rules, s)
    other = rules.redeal_hidden(s, seat, seed)
    assert text(rules, s) == before, "redeal_hidden changed its input"
    return other


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_a_seats_view_is_the_same_whatever_it_cannot_see(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    changed = tried = 0
    for s in positions(game_id, players):
        for seat in viewers(players):
            view = rules.view_for(s, seat)
            for k in REDEALS:
                other = redeal(rules, s, seat, k)
                assert rules.view_for(other, seat) == view, f"seat {seat} sees the re-deal"
                assert rules.active_seats(other) == rules.active_seats(s)
                assert rules.outcome(other) == rules.outcome(s)
                assert rules.player_ids(other) == rules.player_ids(s)
                assert rules.load(rules.dump(other)) == other  # still a valid state
                assert text(rules, rules.redeal_hidden(s, seat, k)) == text(rules, other)  # pure
                changed += text(rules, other) != text(rules, s)
                tried += 1
    # Else the check above is empty: the re-deal must really move hidden things around.
    assert changed > 0, f"none of {tried} re-deals changed the state"


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_every_view_is_json(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for s in positions(game_id, players):
        for seat in viewers(players):
            view = rules.view_for(s, seat)
            assert json.loads(json.dumps(view)) == view


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_an_active_seat_decides_from_what_it_sees(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for s in game.running:
            for seat, legal in moves(rules, s):
                auto = rules.auto_action(s, seat)
                for k in REDEALS:
                    other = redeal(rules, s, seat, k)
                    assert rules.legal_actions(other, seat) == legal
                    assert rules.auto_action(other, seat) == auto
