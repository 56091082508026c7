"""A move's log line is the words of the game's adapter, in the game's language.

The service says nothing itself: each game kind registers how its moves read in the log
(``GameService.summaries``, from the game's cog); a move played for a player gets the
catalogue's "Ran out of time…"/"Away…" in the game's language; a kind with no summarizer (a
service without Discord) logs its events' kinds.
"""

from __future__ import annotations

from bot.games import village
from bot.games.village import Draw
from bot.games.village.adapter import ADAPTER
from bot.services import GameService
from bot.storage import GameRecord

GUILD, CHANNEL = 10, 20
HOST, BOB = 1, 2


async def running(service: GameService, language: str) -> GameRecord:
    game = await service.open_lobby(
        kind="village",
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=HOST,
        options={"language": language},
    )
    game = await service.join(game.id, BOB)
    return await service.start(game.id, HOST)


async def draw(service: GameService, game: GameRecord) -> str:
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    result = await service.apply(game.id, game.seats[seat].user_id, {"type": "draw"}, game.version)
    (entry,) = await service.repo.actions(game.id)
    assert entry.summary == result.words
    return entry.summary


async def test_the_log_line_is_in_the_games_language(service: GameService) -> None:
    service.summaries["village"] = ADAPTER.summary
    assert await draw(service, await running(service, "it")) == "Ha pescato una carta."


async def test_a_move_played_for_a_player_says_why_in_the_games_language(
    service: GameService,
) -> None:
    service.summaries["village"] = ADAPTER.summary
    game = await running(service, "es")
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    async with service.lock(game.id):
        result = await service._play(game, state, seat, Draw(), reason="timeout")
    assert result.words == "Robó una carta."
    (entry,) = await service.repo.actions(game.id)
    assert entry.summary == "Tiempo agotado, jugó el bot: Robó una carta."


async def test_without_a_summarizer_the_log_names_the_events(service: GameService) -> None:
    assert await draw(service, await running(service, "en")) == "card_drawn."
