"""Each move's events for a reader's own words (``HistoryMixin.move_events``): replayed from
the game's seed and log, kept per game, played on from the kept state when the game moved on,
and None when the log does not replay to the stored state (the stored summaries are then the
words)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.services import GameService, history
from bot.storage import GameRecord, Status
from tests.conftest import RawSQL
from tests.services.test_history import CHANNEL, GUILD, HOST, KIND, played_out
from tests.services.test_replay_service import fresh_steps

GUEST = 2


async def running(service: GameService, channel: int = CHANNEL) -> GameRecord:
    """A two-seat game of two members, started, nobody has moved."""
    game = await service.open_lobby(
        kind=KIND, guild_id=GUILD, channel_id=channel, host_id=HOST, seats=2
    )
    await service.join(game.id, GUEST)
    return await service.start(game.id, HOST)


async def play_round(service: GameService, game: GameRecord) -> GameRecord:
    """Every active seat plays its first legal move; return the game after."""
    rules = service.rules_for(game.kind)
    for seat in rules.active_seats(await service.state(game)):
        state = await service.state(game)
        action = rules.action_to_json(rules.legal_actions(state, seat)[0])
        game = (await service.apply(game.id, game.seats[seat].user_id, action, game.version)).game
    return game


async def test_the_events_are_the_replays_own(service: GameService) -> None:
    game = await played_out(service)
    events = await service.move_events(game)
    fresh = await fresh_steps(service, game)
    assert events is not None
    assert len(events) == len(await service.repo.actions(game.id)) == fresh.moves
    assert events == fresh.events


async def test_kept_per_version_and_played_on_from_the_kept_state(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await play_round(service, await running(service))
    first = await service.move_events(game)
    assert first is not None and len(first) == 2

    read = 0
    actions = service.repo.actions

    async def counted(game_id: int) -> Any:
        nonlocal read
        read += 1
        return await actions(game_id)

    monkeypatch.setattr(service.repo, "actions", counted)
    assert await service.move_events(game) is first  # the same version: kept, no log read
    assert read == 0

    later = await play_round(service, game)
    assert later.status is Status.RUNNING
    replayed: list[int] = []
    played_on = history.played_on

    def spy(rules: Any, state: Any, moves: Any, first: int = 1) -> Any:
        replayed.append(first)
        return played_on(rules, state, moves, first)

    monkeypatch.setattr(history, "played_on", spy)
    events = await service.move_events(later)
    assert events is not None and events[:2] == first and len(events) == 4
    assert replayed == [3]  # only the new moves were played, on from the kept state
    assert events == (await fresh_steps(service, later)).events


async def test_an_older_record_is_answered_without_forgetting_the_newer(
    service: GameService,
) -> None:
    old = await play_round(service, await running(service))
    new = await play_round(service, old)
    assert (await service.move_events(new)) is not None
    older = await service.move_events(old)  # a record read before the last moves
    assert older is not None and len(older) == 2
    assert len(await service.move_events(new) or ()) == 4


async def test_a_log_that_does_not_replay_gives_none(service: GameService, sql: RawSQL) -> None:
    game = await play_round(service, await running(service))
    rules = service.rules_for(game.kind)
    first = (await service.repo.actions(game.id))[0]
    state = rules.new_game(2, game.seed or 0, player_ids=[str(HOST), str(GUEST)])
    other = next(
        rules.action_to_json(a)
        for a in rules.legal_actions(state, first.seat)
        if rules.action_to_json(a) != json.loads(first.action_json)
    )
    await sql.run(
        "UPDATE actions SET action_json = ? WHERE game_id = ? AND seq = 1",
        json.dumps(other),
        game.id,
    )
    assert await service.move_events(game) is None


async def test_the_games_kept_are_bounded(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "PLAYED_KEPT", 1)
    one = await play_round(service, await running(service))
    two = await play_round(service, await running(service, CHANNEL + 1))
    assert await service.move_events(one) is not None
    assert await service.move_events(two) is not None
    assert list(service._played) == [two.id]
