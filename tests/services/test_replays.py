"""Replays and the JSON export (``bot.services.replays``), for every registered game."""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games import REGISTRY
from bot.services.records import ActionRecord, GameRecord, SeatRecord, Status
from bot.services.replays import ReplayError, export, replay_states, replay_steps
from bot.services.verifying import verify
from tests.conformance.games import GAMES, Game, action_text, player_ids, random_game, text
from tests.conformance.games import rules_of as rules_of_game

REASONS = (None, "timeout", "absent", "bot")


def finished(game_id: str) -> Game:
    """Seed 0's random game of ``game_id`` at its fewest players (cached, shared with the
    conformance checks)."""
    return random_game(game_id, rules_of_game(game_id).min_players, 0)


def record(game: Game, status: Status = Status.FINISHED) -> tuple[GameRecord, list[ActionRecord]]:
    """The stored records of a random game (the last seat a bot); no stored state."""
    seats = tuple(
        SeatRecord(
            7, 100 + s, s, "t", name=f"name-{s}", bot="easy" if s == game.players - 1 else None
        )
        for s in range(game.players)
    )
    rules = game.rules
    row = GameRecord(
        id=7, kind=game.game_id, guild_id=1, channel_id=2, status=status, version=40,
        host_id=100, max_seats=rules.max_players, options={}, ruleset="standard",
        ruleset_json=json.dumps(rules.default_ruleset()), seed=game.seed, state_json=None,
        message_id=None, broken_reason=None, created_at="t", updated_at="t", started_at="t",
        finished_at="t", seats=seats,
    )  # fmt: skip
    actions = [
        ActionRecord(7, seq, seat, action_text(rules, a), f"at-{seq}", reason=REASONS[seq % 4])
        for seq, (seat, a) in enumerate(zip(game.seats, game.actions, strict=True), start=1)
    ]
    return row, actions


def exported(game_id: str) -> dict[str, Any]:
    game = finished(game_id)
    return export(*record(game), game.rules)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_exports_and_its_json_text_verifies(game_id: str) -> None:
    game = finished(game_id)
    doc = exported(game_id)
    assert list(doc) == [
        "format", "version", "hoard", "game", "id", "ruleset", "seed", "seats", "actions",
        "result", "final_state",
    ]  # fmt: skip
    assert (doc["format"], doc["version"], doc["game"], doc["id"]) == ("hoard-game", 1, game_id, 7)
    assert doc["seats"][-1] == {
        "seat": game.players - 1, "user_id": 99 + game.players,
        "name": f"name-{game.players - 1}", "bot": "easy",
    }  # fmt: skip
    first = json.loads(action_text(game.rules, game.actions[0]))
    assert doc["actions"][0] == {
        "seq": 1, "seat": game.seats[0], "action": first, "reason": "timeout", "at": "at-1",
    }  # fmt: skip
    outcome = game.rules.outcome(game.states[-1])
    assert outcome is not None
    assert doc["result"] == {"scores": list(outcome.scores), "ranks": list(outcome.ranks)}
    read = json.loads(json.dumps(doc))
    assert read == doc
    done = verify(read, REGISTRY)
    assert (done.game, done.id, done.players, done.moves) == (
        game_id,
        7,
        game.players,
        len(game.actions),
    )
    assert done.final_state == doc["final_state"]


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_states_are_the_games_own_states(game_id: str) -> None:
    game = finished(game_id)
    rules = game.rules
    moves = [
        (seat, rules.action_to_json(a)) for seat, a in zip(game.seats, game.actions, strict=True)
    ]
    states = replay_states(rules, game.seed, player_ids(game.players, game.seed), None, moves)
    assert len(states) == len(game.actions) + 1
    assert [text(rules, s) for s in states] == [text(rules, s) for s in game.states]


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_steps_are_each_moves_state_seat_and_events(game_id: str) -> None:
    game = finished(game_id)
    rules = game.rules
    moves = [
        (seat, rules.action_to_json(a)) for seat, a in zip(game.seats, game.actions, strict=True)
    ]
    ids = player_ids(game.players, game.seed)
    steps = replay_steps(rules, game.seed, ids, None, moves)
    assert steps.moves == len(game.actions) and steps.movers == game.seats
    assert [text(rules, s) for s in steps.states] == [
        text(rules, s) for s in replay_states(rules, game.seed, ids, None, moves)
    ]
    for k, (seat, action) in enumerate(zip(game.seats, game.actions, strict=True)):
        after, events = rules.apply(game.states[k], seat, action)  # a fresh move, on its own
        assert text(rules, steps.states[k + 1]) == text(rules, after)
        assert steps.events[k] == tuple(events)
    with pytest.raises(ReplayError, match=r"^move 1: not seat"):
        replay_steps(rules, game.seed, ids, None, [(game.players, moves[0][1])])  # no such seat


def first_illegal(game: Game) -> tuple[int, dict[str, Any]]:
    """A move number and an action that seat may not play there (the first move's action)."""
    rules = game.rules
    for i in range(1, len(game.actions)):
        try:
            rules.verify(game.states[i], game.seats[i], game.actions[0])
        except IllegalAction:
            return i + 1, rules.action_to_json(game.actions[0])
    raise AssertionError("the first move's action is legal everywhere")


def test_a_move_out_of_turn_or_illegal_is_refused_with_its_number() -> None:
    game = finished("village")
    rules = game.rules
    ids = player_ids(game.players, game.seed)
    moves = [
        (seat, rules.action_to_json(a)) for seat, a in zip(game.seats, game.actions, strict=True)
    ]
    other = (moves[4][0] + 1) % game.players
    with pytest.raises(ReplayError) as out_of_turn:
        replay_states(rules, game.seed, ids, None, [*moves[:4], (other, moves[4][1])])
    assert str(out_of_turn.value) == f"move 5: not seat {other}'s turn"
    assert out_of_turn.value.__cause__ is None
    number, action = first_illegal(game)
    changed = [*moves[: number - 1], (moves[number - 1][0], action)]
    with pytest.raises(ReplayError) as illegal:
        replay_states(rules, game.seed, ids, None, changed)
    assert illegal.value.move == number
    assert str(illegal.value).startswith(f"move {number}: an illegal move (")
    with pytest.raises(ReplayError, match=r"^move 1: a malformed action"):
        replay_states(rules, game.seed, ids, None, [(moves[0][0], {"type": "nonsense"})])
    with pytest.raises(
        ReplayError, match=f"^move {len(moves) + 1}: seat {moves[0][0]} moved after"
    ):
        replay_states(rules, game.seed, ids, None, [*moves, moves[0]])
    with pytest.raises(ReplayError, match=r"^the ruleset or seats: "):
        replay_states(rules, game.seed, ids[:1], None, [])
    said = pickle.loads(pickle.dumps(illegal.value))
    assert (said.move, str(said)) == (number, str(illegal.value))


def tamper_action(doc: dict[str, Any]) -> str:
    number, action = first_illegal(finished("village"))
    doc["actions"][number - 1]["action"] = action
    return f"move {number}: an illegal move ("


def tamper_seed(doc: dict[str, Any]) -> str:
    doc["seed"] += 1
    return "move "


def tamper_missing(doc: dict[str, Any]) -> str:
    del doc["actions"][3]["at"]
    return "move 4: no 'at' field"


def tamper_final_state(doc: dict[str, Any]) -> str:
    key = sorted(doc["final_state"])[0]
    doc["final_state"][key] = "changed"
    return f"the final state differs from the replay in {key}"


def tamper_game(doc: dict[str, Any]) -> str:
    doc["game"] = "chess"
    return "an unknown game 'chess' (this bot knows broom, goofspiel, splendor, village, yotd)"


def tamper_result(doc: dict[str, Any]) -> str:
    doc["result"]["ranks"].reverse()
    return "the result's ranks are "


def tamper_field(doc: dict[str, Any]) -> str:
    doc["seats"][1]["user_id"] = "101"
    return "seats[1]: 'user_id' is a string, not a whole number"


def tamper_moves(doc: dict[str, Any]) -> str:
    doc["actions"].pop()
    return "the game is not over after its "


def tamper_version(doc: dict[str, Any]) -> str:
    doc["version"] = 2
    return "export version 2 is not one this bot reads"


TAMPERS: list[Callable[[dict[str, Any]], str]] = [
    tamper_action, tamper_seed, tamper_missing, tamper_final_state, tamper_game, tamper_result,
    tamper_field, tamper_moves, tamper_version,
]  # fmt: skip


@pytest.mark.parametrize("tamper", TAMPERS, ids=lambda t: t.__name__.removeprefix("tamper_"))
def test_a_tampered_document_is_refused_saying_why(tamper: Callable[[dict[str, Any]], str]) -> None:
    doc = copy.deepcopy(exported("village"))
    expected = tamper(doc)
    with pytest.raises(ReplayError) as refused:
        verify(doc, REGISTRY)
    said = str(refused.value)
    assert said.startswith(expected), said
    assert "\n" not in said


def test_only_a_finished_game_that_replays_to_its_stored_state_is_exported() -> None:
    game = finished("village")
    row, actions = record(game)
    for status in (Status.RUNNING, Status.CANCELLED):
        with pytest.raises(ValueError, match=f"^game #7 is {status.value}, not finished"):
            export(replace(row, status=status), actions, game.rules)
    final = exported("village")["final_state"]
    assert export(replace(row, state_json=json.dumps(final)), actions, game.rules)
    damaged = replace(row, state_json=json.dumps({**final, "deck": ["changed"]}))
    with pytest.raises(ValueError, match=r"stored state differs from its replay in deck$"):
        export(damaged, actions, game.rules)
    with pytest.raises(ValueError, match=r"^game #7: its moves do not end the game"):
        export(row, actions[:-1], game.rules)
