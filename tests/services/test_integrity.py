"""``python -m bot check-db``: replay every game from its seed and action log."""

from __future__ import annotations

import asyncio
import json
import logging
import random

import pytest

from bot.games import village
from bot.services import GameService
from bot.services.integrity import check_all
from bot.storage import Status
from tests.conftest import RawSQL


async def play_some(
    service: GameService, channel: int, moves: int, *, guild: int = 1, names: bool = False
) -> int:
    """Start a 3-player game in ``channel`` and play up to ``moves`` random moves; ``names``:
    the players' display names are stored (Hana, name-2, name-3)."""
    game = await service.open_lobby(
        kind="village",
        guild_id=guild,
        channel_id=channel,
        host_id=1,
        host_name="Hana" if names else None,
    )
    for user in (2, 3):
        await service.join(game.id, user, name=f"name-{user}" if names else None)
    game = await service.start(game.id, 1)
    rng = random.Random(channel)
    for _ in range(moves):
        state = await service.state(game)
        if state.over:
            break
        seat = village.current_seat(state)
        assert seat is not None
        action = village.action_to_json(rng.choice(village.legal_actions(state)))
        game = (await service.apply(game.id, game.seats[seat].user_id, action, game.version)).game
    return game.id


async def test_healthy_games_replay_to_their_stored_state(service: GameService) -> None:
    for channel in range(3):
        await play_some(service, channel, 15)
    checked, findings = await check_all(service)
    assert checked == 3
    assert findings == []


async def test_a_state_that_differs_from_its_replay_is_reported(
    service: GameService, sql: RawSQL
) -> None:
    good = await play_some(service, 1, 10)
    bad = await play_some(service, 2, 10)
    ((state_json,),) = await sql.rows("SELECT state_json FROM games WHERE id = ?", bad)
    doc = json.loads(state_json)
    doc["deck"] = list(reversed(doc["deck"]))
    await sql.run("UPDATE games SET state_json = ? WHERE id = ?", json.dumps(doc), bad)
    checked, findings = await check_all(service)
    assert checked == 2
    assert [f.game_id for f in findings] == [bad]
    assert "deck" in findings[0].problem
    assert good not in [f.game_id for f in findings]


async def test_an_unreplayable_log_is_reported_and_marked_broken_only_when_asked(
    service: GameService, sql: RawSQL
) -> None:
    bad = await play_some(service, 1, 6)
    await sql.run(
        'UPDATE actions SET action_json = \'{"type":"pass"}\' WHERE game_id = ? AND seq = 2', bad
    )
    _, findings = await check_all(service)
    assert [(f.game_id, f.unreadable, f.marked) for f in findings] == [(bad, True, False)]
    assert (await service.game(bad)).status is Status.RUNNING  # a plain check marks nothing
    _, findings = await check_all(service, mark=True)
    assert [(f.game_id, f.marked) for f in findings] == [(bad, True)]
    game = await service.game(bad)
    assert game.status is Status.BROKEN
    assert game.broken_reason == findings[0].problem
    _, findings = await check_all(service, mark=True)
    assert [(f.game_id, f.marked, f.was_broken) for f in findings] == [(bad, False, True)]


async def damage(raw: RawSQL, game_id: int, sql: str) -> None:
    await raw.unchecked(sql, game_id)  # as a careless hand edit would


DAMAGES = {
    "a status no version of the bot wrote": (
        "UPDATE games SET status = 'paused' WHERE id = ?",
        "its row: ValueError: 'paused' is not a valid Status",
    ),
    "state that is not JSON": (
        "UPDATE games SET state_json = '{oops' WHERE id = ?",
        "its saved state: JSONDecodeError",
    ),
    "no seed": ("UPDATE games SET seed = NULL WHERE id = ?", "no seed or ruleset"),
    "a game this bot does not know": (
        "UPDATE games SET kind = 'chess' WHERE id = ?",
        "does not know the game 'chess'",
    ),
    "a move that is not JSON": (
        "UPDATE actions SET action_json = 'nope' WHERE game_id = ? AND seq = 1",
        "move 1: JSONDecodeError",
    ),
    "a ruleset that is not an object": (
        "UPDATE games SET ruleset_json = '[1, 2]' WHERE id = ?",
        "its ruleset or seats: TypeError",
    ),
    "no saved state": ("UPDATE games SET state_json = NULL WHERE id = ?", "no saved state"),
}


async def test_every_damaged_game_is_reported_whatever_is_wrong_with_each(
    service: GameService, sql: RawSQL
) -> None:
    healthy = await play_some(service, 0, 8)
    damaged = {}
    for channel, (name, (statement, _)) in enumerate(DAMAGES.items(), start=1):
        game_id = await play_some(service, channel, 8)
        await damage(sql, game_id, statement)
        damaged[game_id] = name
    checked, findings = await check_all(service)
    assert checked == len(DAMAGES) + 1
    assert [f.game_id for f in findings] == sorted(damaged)
    for f in findings:
        name = damaged[f.game_id]
        assert f.unreadable, name
        assert DAMAGES[name][1] in f.problem, (name, f.problem)
        assert "\n" not in f.problem
    assert healthy not in [f.game_id for f in findings]


async def test_repair_marks_even_a_game_whose_row_cannot_be_read(
    service: GameService, sql: RawSQL
) -> None:
    game_id = await play_some(service, 1, 4)
    await damage(sql, game_id, "UPDATE games SET status = 'paused' WHERE id = ?")
    _, findings = await check_all(service, mark=True)
    assert [(f.game_id, f.marked) for f in findings] == [(game_id, True)]
    game = await service.game(game_id)
    assert game.status is Status.BROKEN
    assert "'paused' is not a valid Status" in (game.broken_reason or "")


async def test_a_state_that_only_differs_is_reported_but_never_marked(
    service: GameService, sql: RawSQL
) -> None:
    game_id = await play_some(service, 1, 4)
    ((state_json,),) = await sql.rows("SELECT state_json FROM games WHERE id = ?", game_id)
    doc = json.loads(state_json)
    doc["deck"] = list(reversed(doc["deck"]))
    await sql.run("UPDATE games SET state_json = ? WHERE id = ?", json.dumps(doc), game_id)
    _, findings = await check_all(service, mark=True)
    assert [(f.game_id, f.unreadable, f.marked) for f in findings] == [(game_id, False, False)]
    assert (await service.game(game_id)).status is Status.RUNNING


async def test_repair_marks_a_game_broken_through_the_service_under_its_lock(
    service: GameService, sql: RawSQL, caplog: pytest.LogCaptureFixture
) -> None:
    game_id = await play_some(service, 1, 4)
    await damage(sql, game_id, "UPDATE games SET seed = NULL WHERE id = ?")
    marked: list[tuple[int, str]] = []
    mark_broken = service.mark_broken

    async def spy(game_id: int, reason: str, **how: bool) -> None:
        marked.append((game_id, reason))
        await mark_broken(game_id, reason, **how)

    service.mark_broken = spy  # type: ignore[method-assign]
    async with service.lock(game_id):  # a move of this game is under way
        check = asyncio.create_task(check_all(service, mark=True))
        done, _ = await asyncio.wait({check}, timeout=0.5)
        assert not done  # the check waits for the move
        assert (await service.game(game_id)).status is Status.RUNNING
    with caplog.at_level(logging.INFO, logger="bot.services.games"):
        _, findings = await check
    assert marked == [(game_id, findings[0].problem)]
    assert (await service.game(game_id)).status is Status.BROKEN
    logged = [(r.levelno, r.getMessage()) for r in caplog.records if r.name == "bot.services.games"]
    # INFO, not ERROR: check-db --repair prints the finding, and its log shows warnings only
    assert logged == [(logging.INFO, f"game {game_id} is broken: {findings[0].problem}")]
