"""Legal actions apply without touching their input; every other action is refused."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import IllegalAction, Rules
from tests.conformance.games import SEATINGS, foreign_actions, games, rules_of, text

FOREIGN_PER_POSITION = 12
"""How many actions of other positions are tried on each position."""
OTHER_SEAT_PER_POSITION = 8
"""How many legal actions of each position are tried for the seats not to move."""


def refused(rules: Rules[Any, Any], s: Any, seat: int, action: Any) -> None:
    """``verify`` and ``apply`` both refuse ``action`` with ``IllegalAction``; ``s`` unchanged."""
    before = text(rules, s)
    with pytest.raises(IllegalAction):
        rules.verify(s, seat, action)
    if rules.current_seat(s) == seat:
        with pytest.raises(IllegalAction):
            rules.apply(s, action)
    assert text(rules, s) == before


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_every_legal_action_is_verified_and_applies_leaving_its_input_alone(
    game_id: str, players: int
) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for s in game.running:
            seat = rules.current_seat(s)
            assert seat is not None
            before = text(rules, s)
            for a in rules.legal_actions(s):
                rules.verify(s, seat, a)
                after, events = rules.apply(s, a)
                assert isinstance(events, list)
                assert text(rules, s) == before, f"apply({a!r}) changed its input"
                assert text(rules, after) != before, f"{a!r} changed nothing"


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_actions_of_other_positions_are_refused(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    pool = foreign_actions(game_id)
    rng = random.Random(f"{game_id}-{players}")
    tried = 0
    for game in games(game_id, players):
        for s in game.running:
            seat = rules.current_seat(s)
            assert seat is not None
            legal = rules.legal_actions(s)
            drawn = rng.sample(pool, min(len(pool), 4 * FOREIGN_PER_POSITION))
            others = [a for a in drawn if a not in legal][:FOREIGN_PER_POSITION]
            for a in others:
                refused(rules, s, seat, a)
            tried += len(others)
    assert tried > 0, "no action of another position was illegal here: the check is empty"


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_a_seat_not_to_move_may_play_nothing(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    rng = random.Random(f"{game_id}-{players}")
    for game in games(game_id, players):
        for s in game.running:
            seat = rules.current_seat(s)
            legal = rules.legal_actions(s)
            for a in rng.sample(legal, min(len(legal), OTHER_SEAT_PER_POSITION)):
                for other in range(players):
                    if other != seat:
                        refused(rules, s, other, a)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_a_finished_game_refuses_every_action(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    pool = foreign_actions(game_id)
    for game in games(game_id, players):
        end = game.states[-1]
        assert rules.current_seat(end) is None
        for a in random.Random(game.seed).sample(pool, min(len(pool), 20)):
            for seat in range(players):
                refused(rules, end, seat, a)
            with pytest.raises(IllegalAction):
                rules.apply(end, a)
        assert rules.dump(end) == rules.dump(game.states[-1])
