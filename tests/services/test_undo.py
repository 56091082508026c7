"""Taking back a move (``UndoMixin``): the state before it, the log kept, the clock as it was,
and every refusal changing nothing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.games import REGISTRY
from bot.services import GameService, errors
from bot.services.integrity import check_game
from bot.services.replays import replay_states
from bot.services.undo_entries import UNDO, as_turns, undo_entry
from bot.services.verifying import verify
from bot.storage import ActionRecord, GameRecord
from tests.conftest import FakeClock

GUILD, CHANNEL = 10, 20
ANN, BOB = 1, 2
TAKE = {"type": "take", "gems": ["white", "blue", "green"]}


async def started(service: GameService, kind: str = "splendor") -> GameRecord:
    game = await service.open_lobby(kind=kind, guild_id=GUILD, channel_id=CHANNEL, host_id=ANN)
    game = await service.join(game.id, BOB)
    return await service.start(game.id, ANN)


async def mover(service: GameService, game: GameRecord) -> tuple[GameRecord, int]:
    game = await service.game(game.id)
    rules = service.rules_for(game.kind)
    seat = rules.active_seats(await service.state(game))[0]
    return game, game.seats[seat].user_id


async def allow_rated(service: GameService) -> None:
    await service.update_settings(GUILD, {"undo_rated": True}, can_manage_guild=True)


async def test_a_take_is_taken_back_to_the_very_state_before_it(
    service: GameService, clock: FakeClock
) -> None:
    await allow_rated(service)
    game, user = await mover(service, await started(service))
    before = game
    clock.advance(hours=3)
    await service.apply(game.id, user, TAKE, game.version)
    clock.advance(hours=2)
    undone = await service.undo(game.id, user, before.version + 1)
    now = await service.game(game.id)
    assert now.state_json == before.state_json
    assert undone.number == 1 and now.version == before.version + 2
    # The mover's own clock: the same start and deadline, no fresh time.
    assert (now.turn_started_at, now.deadline_at) == (before.turn_started_at, before.deadline_at)
    log = await service.repo.actions(game.id)
    assert [(a.seq, a.reason) for a in log] == [(1, None), (2, UNDO)]
    assert json.loads(log[1].action_json) == undo_entry(1)
    assert log[1].summary == "Took back move 1."
    assert await check_game(service, game.id, mark=False) is None  # check-db: it replays
    events = await service.move_events(now)
    assert events is not None and len(events) == 2 and events[1] == ()
    # The game goes on from there: the same move again, then the other player.
    await service.apply(game.id, user, TAKE, now.version)
    _, other = await mover(service, now)
    assert other != user


async def test_undo_is_off_in_a_rated_game_unless_the_server_allows_it(
    service: GameService,
) -> None:
    game, user = await mover(service, await started(service))
    await service.apply(game.id, user, TAKE, game.version)
    with pytest.raises(errors.UserFacingError) as refused:
        await service.undo(game.id, user, game.version + 1)
    assert refused.value.phrase.key == "undo-off-rated"
    assert (await service.game(game.id)).version == game.version + 1  # nothing changed


async def test_undo_is_refused_once_the_next_player_moved_or_for_someone_else(
    service: GameService,
) -> None:
    await allow_rated(service)
    game, user = await mover(service, await started(service))
    await service.apply(game.id, user, TAKE, game.version)
    game, other = await mover(service, game)
    with pytest.raises(errors.UserFacingError) as refused:
        await service.undo(game.id, other, game.version)  # not their move
    assert refused.value.phrase.key == "undo-too-late"
    await service.apply(game.id, other, TAKE, game.version)
    with pytest.raises(errors.UserFacingError) as refused:
        await service.undo(game.id, user, game.version)  # a stale panel
    assert refused.value.phrase.key == "undo-too-late"
    with pytest.raises(errors.UserFacingError):
        await service.undo(game.id, user, game.version + 1)  # the other player moved since
    assert len(await service.repo.actions(game.id)) == 2


async def test_a_village_draw_is_never_taken_back(service: GameService) -> None:
    await allow_rated(service)
    game, user = await mover(service, await started(service, "village"))
    await service.apply(game.id, user, {"type": "draw"}, game.version)
    with pytest.raises(errors.UserFacingError) as refused:
        await service.undo(game.id, user, game.version + 1)
    assert refused.value.phrase.key == "undo-not-this-move"
    assert len(await service.repo.actions(game.id)) == 1


def test_an_exported_game_with_a_move_taken_back_verifies() -> None:
    """A random Splendor game where some moves are taken back (and played otherwise) still
    replays, and its export document verifies."""
    rules = REGISTRY["splendor"]
    rnd = random.Random(7)
    ids = ["1", "2"]
    state = rules.new_game(2, 7, player_ids=ids)
    moves: list[tuple[int, dict[str, Any]]] = []
    undos = 0
    while rules.outcome(state) is None and len(moves) < 2000:
        seat = rules.active_seats(state)[0]
        action = rnd.choice(rules.legal_actions(state, seat))
        after, _ = rules.apply(state, seat, action)
        moves.append((seat, rules.action_to_json(action)))
        if rules.outcome(after) is None and rules.undoable(state, seat, action) and undos < 20:
            moves.append((seat, undo_entry(len(moves))))
            undos += 1
            continue  # the state stays the one before
        state = after
    assert undos == 20
    states = replay_states(rules, 7, ids, None, moves)
    assert rules.dump(states[-1]) == rules.dump(state)
    outcome = rules.outcome(state)
    assert outcome is not None
    doc = {
        "format": "hoard-game",
        "version": 1,
        "hoard": "test",
        "game": "splendor",
        "id": 1,
        "ruleset": rules.default_ruleset(),
        "seed": 7,
        "seats": [
            {"seat": i, "user_id": int(u), "name": None, "bot": None} for i, u in enumerate(ids)
        ],
        "actions": [
            {
                "seq": n,
                "seat": s,
                "action": a,
                "reason": UNDO if "took_back" in a else None,
                "at": "t",
            }
            for n, (s, a) in enumerate(moves, start=1)
        ],
        "result": {"scores": list(outcome.scores), "ranks": list(outcome.ranks)},
        "final_state": json.loads(json.dumps(rules.dump(state))),
    }
    assert verify(doc, REGISTRY).moves == len(moves)
    # An undo entry that takes back anything but the move just before it does not replay.
    bad = [*moves[:3], (moves[0][0], undo_entry(1))]
    with pytest.raises(ValueError, match="move 4"):
        replay_states(rules, 7, ids, None, bad)


async def test_a_finished_game_with_a_move_taken_back_replays_and_exports(
    service: GameService,
) -> None:
    """A village game where a market visit was taken back, then played to its end: its replay
    has a step for the move and one for the undo (the state before it), and its export
    verifies."""
    await allow_rated(service)
    game, user = await mover(service, await started(service, "village"))
    visit = {"type": "market", "stall": 0, "pay": {}}
    await service.apply(game.id, user, visit, game.version)
    await service.undo(game.id, user, game.version + 1)
    rules = service.rules_for("village")
    rnd = random.Random(1)
    for _ in range(500):
        game = await service.game(game.id)
        if game.status.value != "running":
            break
        state = await service.state(game)
        seat = rules.active_seats(state)[0]
        action = rnd.choice(rules.legal_actions(state, seat))
        await service.apply(
            game.id, game.seats[seat].user_id, rules.action_to_json(action), game.version
        )
    game = await service.game(game.id)
    assert game.status.value == "finished"
    replay = await service.replay(game)
    assert replay.actions[1].reason == UNDO
    assert rules.dump(replay.steps.states[2]) == rules.dump(replay.steps.states[0])
    assert replay.steps.events[1] == ()
    doc = await service.export_game(game)
    assert doc["actions"][1]["action"] == undo_entry(1)
    assert verify(json.loads(json.dumps(doc)), REGISTRY).moves == len(replay.actions)


def test_the_moves_that_stand_number_a_tables_turns() -> None:
    def entry(seq: int, reason: str | None = None) -> ActionRecord:
        return ActionRecord(1, seq, 0, "{}", "t", reason=reason)

    log = [entry(3), entry(4, UNDO), entry(5), entry(6), entry(7, UNDO)]
    assert [e.seq for e in as_turns(log)] == [3, 2, 3, 4, 3]
    assert [e.seq for e in as_turns(log[2:], before=1)] == [3, 4, 3]
