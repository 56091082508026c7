"""Resigning and Play again in the service (issue 30): who ranks where, what ends a game at
once, what a rematch copies, and the export of a game a resignation ended."""

from __future__ import annotations

import json
import random

import pytest

from bot.games import REGISTRY
from bot.services import GameService, errors
from bot.services.ratings import Match, Participant, standing, unrated_reason
from bot.services.replays import ReplayError, export
from bot.services.resigning import EVERYONE_LEFT, ONE_LEFT, early_ranks
from bot.services.verifying import verify
from bot.storage import GameRepository, Status
from tests.services.test_rated import play_out, started


def test_resigners_rank_below_leavers_the_earliest_last() -> None:
    players = (
        Participant(1, 0, 3, 10, False, False),
        Participant(2, 1, 1, 30, False, True, resigned=1),  # the bot won with their seat
        Participant(3, 2, 2, 20, False, True, resigned=2),
        Participant(4, 3, 4, 5, False, True),  # away at the end
        Participant(5, 4, 2, 20, False, False),
    )
    ranks = standing(Match(1, "goofspiel", 9, "", "finished", players))
    assert ranks == {5: 1, 1: 2, 4: 3, 3: 4, 2: 5}


def test_a_game_every_human_resigned_is_not_rated() -> None:
    players = (
        Participant(1, 0, None, None, False, True, resigned=2),
        Participant(2, 1, None, None, False, True, resigned=1),
    )
    match = Match(1, "goofspiel", 9, "", "finished", players)
    assert unrated_reason(match) == "everyone-left"


def test_early_ranks() -> None:
    assert early_ranks(3, [2], [0, 1]) == [3, 2, 1]
    assert early_ranks(2, [], [1]) == [None, None]


async def test_two_players_one_resigns_the_other_wins_and_the_export_verifies(
    service: GameService, repo: GameRepository
) -> None:
    game = await started(service, 10, 100, [1, 2])
    with pytest.raises(errors.NotAPlayer):
        await service.resign(game.id, 3)
    done = await service.resign(game.id, 2)
    assert done.level is None and done.game.status is Status.FINISHED
    assert done.game.ended_early == ONE_LEFT and done.game.resigned == (2,)
    assert [(s.user_id, s.rank) for s in done.game.seats if s.user_id == 1] == [(1, 1)]
    assert {c.user_id for c in await repo.rating_changes(game.id)} == {1, 2}
    with pytest.raises(errors.GameNotRunning):
        await service.resign(game.id, 1)
    doc = export(done.game, await repo.actions(game.id), REGISTRY["goofspiel"])
    assert doc["result"]["ended"] == "resigned"
    assert verify(json.loads(json.dumps(doc)), REGISTRY).final_state == done.game.state_data()
    over = await play_out(service, await started(service, 10, 101, [1, 2]), random.Random(1))
    finished = export(over, await repo.actions(over.id), REGISTRY["goofspiel"])
    finished["result"] = {"ended": "resigned", "ranks": [1, 2]}
    with pytest.raises(ReplayError, match="the replay ends the game"):
        verify(finished, REGISTRY)


async def test_a_bot_plays_on_and_the_last_human_resigning_ends_it_unrated(
    service: GameService, repo: GameRepository
) -> None:
    game = await started(service, 10, 100, [1, 2, 3])
    done = await service.resign(game.id, 3)
    assert done.level == "normal" and done.game.status is Status.RUNNING
    assert done.moves and all(m.reason == "absent" for m in done.moves)  # its bid, at once
    with pytest.raises(errors.UserFacingError, match="already resigned"):
        await service.resign(game.id, 3)
    back = await service.set_present(done.game, 3)  # opening the hand does not bring them back
    assert back.seats[back.seat_of(3) or 0].absent
    await service.set_absent(game.id, 2, by=2)  # away
    ended = await service.resign(game.id, 1)
    assert ended.game.ended_early == EVERYONE_LEFT
    assert [s.rank for s in ended.game.seats] == [None, None, None]
    assert await repo.rating_changes(game.id) == []


async def test_play_again_copies_the_settings_and_bots_and_is_opened_once(
    service: GameService, repo: GameRepository
) -> None:
    running = await started(service, 10, 100, [1, 2], bots=1)
    with pytest.raises(errors.UserFacingError, match="not over yet"):
        await service.play_again(running.id, 1)
    over = await play_out(service, running, random.Random(2))
    with pytest.raises(errors.UserFacingError, match="Only the players"):
        await service.play_again(over.id, 3)
    first = await service.play_again(over.id, 2)
    assert first.opened and first.invited == (1,)
    lobby = first.lobby
    assert (lobby.kind, lobby.channel_id, lobby.host_id, lobby.max_seats) == (
        "goofspiel",
        100,
        2,
        over.max_seats,
    )
    assert lobby.turn_seconds == over.turn_seconds
    assert [(s.user_id > 0, s.bot) for s in lobby.seats] == [(True, None), (False, "easy")]
    second = await service.play_again(over.id, 3)  # anyone: pointed to it
    assert not second.opened and second.lobby.id == lobby.id
    await service.cancel(lobby.id, 2)
    third = await service.play_again(over.id, 1)  # the rematch was cancelled: a new one
    assert third.opened and third.lobby.id != lobby.id and third.lobby.host_id == 1
