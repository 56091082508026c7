"""Random games end, replay byte for byte, and every state and action survives its JSON."""

from __future__ import annotations

import json

import pytest

from bot.engine import Outcome
from tests.conformance.games import (
    MAX_MOVES,
    SEATINGS,
    games,
    moves,
    player_ids,
    rules_of,
    text,
)


def check_outcome(outcome: Outcome, players: int) -> None:
    seats = range(players)
    assert len(outcome.scores) == len(outcome.ranks) == players
    assert outcome.winners, "a finished game has a winner"
    assert set(outcome.winners) <= set(seats)
    assert sorted(outcome.winners) == [s for s in seats if outcome.ranks[s] == 1]
    for s in seats:  # standard competition ranking: 1 + the number of seats ranked better
        assert outcome.ranks[s] == 1 + sum(r < outcome.ranks[s] for r in outcome.ranks)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_random_games_end(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        *running, end = game.states
        assert len(game.actions) < MAX_MOVES, f"seed {game.seed}: no end after {MAX_MOVES}"
        for s in running:
            active = rules.active_seats(s)
            assert isinstance(active, tuple) and active, "a running game has an active seat"
            assert list(active) == sorted(set(active)), f"{active} is not in seat order"
            assert all(0 <= seat < players for seat in active)
            assert rules.outcome(s) is None
            for seat, legal in moves(rules, s):
                assert legal, f"seed {game.seed}: seat {seat} is active with no legal action"
            assert rules.player_ids(s) == player_ids(players, game.seed)
        assert rules.active_seats(end) == ()
        outcome = rules.outcome(end)
        assert outcome is not None
        check_outcome(outcome, players)
        assert rules.player_ids(end) == player_ids(players, game.seed)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_no_seat_is_active_exactly_when_the_game_is_over(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for s in game.states:
            assert (rules.active_seats(s) == ()) == (rules.outcome(s) is not None)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_the_seed_and_the_action_log_replay_byte_for_byte(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        s = rules.new_game(players, game.seed, player_ids=player_ids(players, game.seed))
        assert rules.dump(s) == rules.dump(game.states[0])
        assert text(rules, s) == text(rules, game.states[0])
        log = zip(game.seats, game.actions, game.states[1:], strict=True)
        for seat, action, recorded in log:
            # Replay the log as it is stored: each action through its JSON text, with its seat.
            assert seat in rules.active_seats(s)
            stored = json.loads(json.dumps(rules.action_to_json(action)))
            s, _ = rules.apply(s, seat, rules.action_from_json(stored))
            assert rules.dump(s) == rules.dump(recorded)
            assert text(rules, s) == text(rules, recorded)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_states_and_actions_survive_their_json(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for s in game.states:
            data = rules.dump(s)
            assert rules.load(data) == s
            assert rules.dump(rules.load(data)) == data
            again = rules.load(json.loads(json.dumps(data)))  # through the stored text
            assert again == s
            assert text(rules, again) == text(rules, s)
            for _, legal in moves(rules, s):
                for a in legal:
                    assert rules.action_from_json(rules.action_to_json(a)) == a
                    stored = json.loads(json.dumps(rules.action_to_json(a)))
                    assert rules.action_from_json(stored) == a


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_the_stored_json_is_the_standard_librarys_byte_for_byte(game_id: str, players: int) -> None:
    """``compact`` (orjson) writes every state and action of the random games exactly as
    ``json.dumps`` with the stored settings would (and falls back to it for what orjson
    refuses): a game stored before the switch replays and verifies byte for byte."""
    from bot.services.core import compact

    def standard(data: object) -> str:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)

    rules = rules_of(game_id)
    for game in games(game_id, players):
        for state in game.states:
            assert compact(rules.dump(state)) == standard(rules.dump(state))
        for action in game.actions:
            assert compact(rules.action_to_json(action)) == standard(rules.action_to_json(action))
    assert compact({1: "é", "big": 1 << 70}) == standard({1: "é", "big": 1 << 70})
