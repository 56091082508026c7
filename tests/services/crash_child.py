"""Play random moves in many games until killed; print ``ok <game> <version>`` per stored move.

Used by test_crash.py: a line is printed only after the move's transaction committed, so
every line the parent reads is a move a player would have seen accepted.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bot.games import SPECS, village  # noqa: E402
from bot.services import GameService  # noqa: E402
from bot.storage import Database, GameRepository, Status  # noqa: E402


async def ensure_game(service: GameService, channel: int, rng: random.Random) -> int:
    game = await service.game_in_channel(channel)
    if game is None:
        game = await service.open_lobby(kind="village", guild_id=1, channel_id=channel, host_id=1)
    if game.status is Status.LOBBY:
        for user in range(2, rng.randint(2, 5) + 1):
            if not game.has_player(user):
                game = await service.join(game.id, user)
        game = await service.start(game.id, 1)
    return game.id


async def main(db_path: str, games: int, seed: int) -> None:
    rng = random.Random(seed)
    db = await Database.open(db_path)
    service = GameService(GameRepository(db), specs=SPECS, seeds=lambda: rng.randrange(1 << 62))
    ids = [await ensure_game(service, channel, rng) for channel in range(1, games + 1)]
    print("ready", flush=True)
    while True:
        for i, game_id in enumerate(ids):
            game = await service.game(game_id)
            if game.status is not Status.RUNNING:
                ids[i] = await ensure_game(service, i + 1, rng)
                continue
            state = await service.state(game)
            seat = village.current_seat(state)
            assert seat is not None
            action = village.action_to_json(rng.choice(village.legal_actions(state)))
            result = await service.apply(game_id, game.seats[seat].user_id, action, game.version)
            print(f"ok {game_id} {result.game.version}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
