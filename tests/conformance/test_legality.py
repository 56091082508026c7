"""Legal actions apply without touching their input; every other action is refused.

A seat plays only when it is active: the seats not active have no legal action, and whatever
they try is refused with ``IllegalAction``, the state unchanged.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import IllegalAction, Rules
from tests.conformance.games import SEATINGS, foreign_actions, games, moves, rules_of, text

FOREIGN_PER_POSITION = 12
"""How many actions of other positions are tried on each position, for each active seat."""
OTHER_SEAT_PER_POSITION = 8
"""How many legal actions of each position are tried for the seats not active."""


def refused(rules: Rules[Any, Any], s: Any, seat: int, action: Any) -> None:
    """``verify`` and ``apply`` both refuse ``action`` with ``IllegalAction``; ``s`` unchanged."""
    before = text(rules, s)
    with pytest.raises(IllegalAction):
        rules.verify(s, seat, action)
    with pytest.raises(IllegalAction):
        rules.apply(s, seat, action)
    assert text(rules, s) == before


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_every_legal_action_of_every_active_seat_is_verified_and_applies_leaving_its_input_alone(
    game_id: str, players: int
) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for s in game.running:
            before = text(rules, s)
            for seat, legal in moves(rules, s):
                assert rules.legal_actions(s, seat) == legal, "legal_actions is not deterministic"
                for a in legal:
                    rules.verify(s, seat, a)
                    after, events = rules.apply(s, seat, a)
                    assert isinstance(events, list)
                    assert text(rules, s) == before, f"apply({seat}, {a!r}) changed its input"
                    assert text(rules, after) != before, f"{a!r} changed nothing"


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_actions_of_other_positions_are_refused(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    pool = foreign_actions(game_id)
    rng = random.Random(f"{game_id}-{players}")
    tried = 0
    for game in games(game_id, players):
        for s in game.running:
            for seat, legal in moves(rules, s):
                drawn = rng.sample(pool, min(len(pool), 4 * FOREIGN_PER_POSITION))
                others = [a for a in drawn if a not in legal][:FOREIGN_PER_POSITION]
                for a in others:
                    refused(rules, s, seat, a)
                tried += len(others)
    assert tried > 0, "no action of another position was illegal here: the check is empty"


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_a_seat_not_active_has_no_legal_action_and_may_play_nothing(
    game_id: str, players: int
) -> None:
    rules = rules_of(game_id)
    rng = random.Random(f"{game_id}-{players}")
    for game in games(game_id, players):
        for s in game.states:
            active = rules.active_seats(s)
            idle = [seat for seat in range(players) if seat not in active]
            for seat in idle:
                assert rules.legal_actions(s, seat) == [], f"seat {seat} is not active"
            # What the active seats may play, tried by the others (and by the same seat as
            # soon as it is not active any more).
            pool = [a for _, legal in moves(rules, s) for a in legal]
            for a in rng.sample(pool, min(len(pool), OTHER_SEAT_PER_POSITION)):
                for seat in idle:
                    refused(rules, s, seat, a)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_a_finished_game_refuses_every_action(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    pool = foreign_actions(game_id)
    for game in games(game_id, players):
        end = game.states[-1]
        assert rules.active_seats(end) == ()
        for a in random.Random(game.seed).sample(pool, min(len(pool), 20)):
            for seat in range(players):
                refused(rules, end, seat, a)
        assert rules.dump(end) == rules.dump(game.states[-1])
