"""``Rules.turn`` in every registered game (and the test-only toy game): the house keeps one
clock, one table and one timeout per turn number, so the number must change whenever other
seats come to move, a step where seats choose at once must say so for its whole length, and a
seat decides once per such step."""

from __future__ import annotations

import itertools

import pytest

from bot.engine import Turn
from tests.conformance.games import GAME_IDS, TOYS, games, rules_of, seatings
from tests.toy.rules import RULES as TOY

EVERY = seatings([*GAME_IDS, *sorted(TOYS)])


@pytest.mark.parametrize(("game_id", "players"), EVERY)
def test_the_number_changes_whenever_other_seats_come_to_move(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for before, after in itertools.pairwise(game.states):
            turn, next_turn = rules.turn(before), rules.turn(after)
            assert isinstance(turn, Turn) and isinstance(next_turn, Turn)
            now = set(rules.active_seats(after))
            if now and not now <= set(rules.active_seats(before)):
                assert next_turn.number != turn.number, f"seed {game.seed}: {before} -> {after}"


@pytest.mark.parametrize(("game_id", "players"), EVERY)
def test_a_step_is_together_or_not_for_its_whole_length(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        running = game.running
        for before, after in itertools.pairwise(running):
            turn, next_turn = rules.turn(before), rules.turn(after)
            if turn.number == next_turn.number:
                assert turn.together == next_turn.together, f"seed {game.seed}: {after}"


@pytest.mark.parametrize(("game_id", "players"), EVERY)
def test_one_action_per_seat_per_step_where_seats_choose_at_once(
    game_id: str, players: int
) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        chose: dict[int, set[int]] = {}
        for state, seat in zip(game.states, game.seats, strict=False):
            turn = rules.turn(state)
            if not turn.together:
                continue
            seats = chose.setdefault(turn.number, set())
            assert seat not in seats, f"seed {game.seed}: seat {seat} chose twice in a step"
            seats.add(seat)


@pytest.mark.parametrize("players", range(TOY.min_players, TOY.max_players + 1))
def test_the_toy_games_number_counts_and_never_goes_down(players: int) -> None:
    for game in games(TOY.game_id, players):
        numbers = [TOY.turn(s).number for s in game.states]
        assert numbers == sorted(numbers)
        kinds = {TOY.turn(s).together for s in game.running}
        assert kinds == {True, False}, "the toy game has both kinds of step"
        pairs = zip(game.seats, numbers, strict=False)
        mover_runs = [len(list(run)) for _, run in itertools.groupby(pairs)]
        assert max(mover_runs) > 1, "a seat makes several decisions in a row in one turn"
