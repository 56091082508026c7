"""A finished game's replay and export in the service: computed from the stored log, kept in a
small LRU, and refused for a game that is not finished or does not replay."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.games import REGISTRY
from bot.services import GameService, errors, history
from bot.services.replays import replay_steps
from bot.services.verifying import verify
from bot.storage import GameRecord, Status
from tests.services.test_history import CHANNEL, GUILD, HOST, KIND, played_out


async def fresh_steps(service: GameService, game: GameRecord) -> Any:
    actions = await service.repo.actions(game.id)
    assert game.seed is not None and game.ruleset_json is not None
    return replay_steps(
        service.rules_for(game.kind),
        game.seed,
        [str(s.user_id) for s in game.seats],
        json.loads(game.ruleset_json),
        [(a.seat, json.loads(a.action_json)) for a in actions],
    )


def refusal(err: pytest.ExceptionInfo[errors.UserFacingError]) -> str:
    return err.value.phrase.key


async def test_a_replay_is_the_games_own_steps_computed_once(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await played_out(service)
    assert not service.replay_ready(game.id)
    replay = await service.replay(game)
    fresh = await fresh_steps(service, game)
    rules = service.rules_for(game.kind)
    assert replay.game == game
    assert replay.actions == tuple(await service.repo.actions(game.id))
    assert replay.steps.movers == fresh.movers and replay.steps.events == fresh.events
    assert [rules.dump(s) for s in replay.steps.states] == [rules.dump(s) for s in fresh.states]
    assert rules.dump(replay.steps.states[-1]) == game.state_data()
    assert service.replay_ready(game.id)

    async def unread(game_id: int) -> list[Any]:
        raise AssertionError("a kept replay reads no log")

    monkeypatch.setattr(service.repo, "actions", unread)
    again = await service.replay(game)
    assert again.steps is replay.steps


async def test_the_replays_kept_are_the_last_used(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "REPLAYS_KEPT", 2)
    one, two, three = [await played_out(service) for _ in range(3)]
    await service.replay(one)
    await service.replay(two)
    await service.replay(one)  # used last: kept
    await service.replay(three)
    assert [service.replay_ready(g.id) for g in (one, two, three)] == [True, False, True]
    assert (await service.replay(two)).steps.moves == len(await service.repo.actions(two.id))
    assert not service.replay_ready(one.id)


async def test_a_game_not_finished_has_no_replay_nor_export(service: GameService) -> None:
    lobby = await service.open_lobby(
        kind=KIND, guild_id=GUILD, channel_id=CHANNEL, host_id=HOST, seats=2
    )
    await service.add_bot(lobby.id, HOST, "easy")
    for status in (Status.LOBBY, Status.RUNNING):
        if status is Status.RUNNING:
            await service.start(lobby.id, HOST)
        game = await service.game(lobby.id)
        assert game.status is status
        for ask in (service.replay, service.export_game):
            with pytest.raises(errors.UserFacingError) as err:
                await ask(game)
            assert refusal(err) == "replay-not-over"
            assert err.value.message == (
                f"Game #{game.id} is not over yet: its replay opens once it has ended (its hands "
                "are secret until then)."
            )
    assert (await service.game(lobby.id)).status is Status.RUNNING
    assert not service.replay_ready(lobby.id)
    for status in (Status.CANCELLED, Status.EXPIRED, Status.BROKEN):
        ended = replace(await service.game(lobby.id), status=status)
        with pytest.raises(errors.UserFacingError) as err:
            await service.replay(ended)
        assert refusal(err) == "replay-never-shown"
        assert "its hands stay hidden" in err.value.message


async def test_a_game_that_does_not_replay_to_its_state_is_refused(service: GameService) -> None:
    game = await played_out(service)
    for damaged in (
        replace(game, seed=(game.seed or 0) + 1),
        replace(game, state_json=json.dumps({"not": "its state"})),
        replace(game, ruleset_json="{"),
    ):
        for ask in (service.replay, service.export_game):
            with pytest.raises(errors.UserFacingError) as err:
                await ask(damaged)
            assert refusal(err) == "replay-damaged"
        assert not service.replay_ready(game.id)
    assert (await service.replay(game)).steps.moves > 0


async def test_an_export_verifies(service: GameService) -> None:
    game = await played_out(service)
    doc = await service.export_game(game)
    done = verify(json.loads(json.dumps(doc)), REGISTRY)
    assert (done.game, done.id, done.moves) == (KIND, game.id, len(doc["actions"]))
    assert done.final_state == game.state_data()
