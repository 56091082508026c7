"""Bot seats in the game service: seating, playing at once, and absent players played by bots."""

from __future__ import annotations

import json
import random

import pytest

from bot.games import village
from bot.games.village.bots import choose_action
from bot.services import GameService, errors
from bot.services.lobby import bot_name
from bot.storage import Status
from tests.conftest import RawSQL

GUILD, CHANNEL = 10, 20
HOST, BOB = 1, 2


async def test_seating_bots(service: GameService) -> None:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST, seats=3
    )
    with pytest.raises(errors.NotHost):
        await service.add_bot(game.id, BOB, "easy")
    with pytest.raises(errors.BadRequest, match="easy, normal, hard"):
        await service.add_bot(game.id, HOST, "godlike")
    game = await service.add_bot(game.id, HOST, "hard")
    game = await service.add_bot(game.id, HOST, "hard")
    assert [(s.user_id, s.name, s.bot) for s in game.seats[1:]] == [
        (-1, "Hard bot", "hard"),
        (-2, "Hard bot 2", "hard"),
    ]
    assert game.seats[1].mention == "🤖 Hard bot"
    with pytest.raises(errors.LobbyFull):
        await service.add_bot(game.id, HOST, "easy")
    game = await service.remove_bot(game.id, HOST)
    game = await service.add_bot(game.id, HOST, "easy")  # a level of its own: no number
    assert [s.name for s in game.seats[1:]] == ["Hard bot", "Easy bot"]
    game = await service.remove_bot(game.id, HOST)
    assert [s.bot for s in game.seats] == [None, "hard"]
    # The host leaving a lobby of bots cancels it: bots cannot host.
    game = await service.leave(game.id, HOST)
    assert game.status is Status.CANCELLED


def test_bot_names_are_numbered_only_within_a_level() -> None:
    assert bot_name("easy", []) == "Easy bot"
    assert bot_name("hard", ["Easy bot", "Normal bot"]) == "Hard bot"
    assert bot_name("hard", ["Hard bot"]) == "Hard bot 2"
    assert bot_name("hard", ["Hard bot", "Easy bot", "Hard bot 2"]) == "Hard bot 3"
    assert bot_name("hard", ["Hard bot", "Hard bot 3"]) == "Hard bot 2"  # the first free one


async def test_bots_play_at_once_and_the_log_replays(service: GameService, sql: RawSQL) -> None:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST
    )
    await service.add_bot(game.id, HOST, "easy")
    await service.add_bot(game.id, HOST, "normal")
    game = await service.start(game.id, HOST)
    rng = random.Random(1)
    while game.status is Status.RUNNING:
        state = await service.state(game)
        seat = village.current_seat(state)
        assert seat is not None and game.seats[seat].user_id == HOST  # never waiting for a bot
        move = village.action_to_json(rng.choice(village.legal_actions(state)))
        result = await service.apply(game.id, HOST, move, game.version)
        assert all(r.reason == "bot" for r in result.auto)
        game = result.last.game
    reasons = {r[0] for r in await sql.rows("SELECT reason FROM actions")}
    assert reasons <= {None, "bot"} and "bot" in reasons


async def test_absent_players_are_played_by_the_normal_bot(
    service: GameService, sql: RawSQL
) -> None:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST
    )
    game = await service.join(game.id, BOB)
    game = await service.start(game.id, HOST)
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    mover = game.seats[seat].user_id
    expected_seed = random.Random(f"bot:{game.seed}:{game.version + 1}").getrandbits(63)
    result = await service.set_absent(game.id, mover, by=mover)
    assert not isinstance(result, type(game))
    assert result.reason == "absent"
    ((logged,),) = await sql.rows("SELECT action_json FROM actions")
    assert json.loads(logged) == village.action_to_json(
        choose_action("normal", state, expected_seed)
    )
