"""Kill a process that is playing, many times over, with SIGKILL: nothing accepted is lost."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bot.games import SPECS
from bot.services import GameService
from bot.services.integrity import check_all
from bot.storage import Database, GameRepository
from tests.timing import ceiling

CHILD = Path(__file__).with_name("crash_child.py")
KILLS = 25
GAMES = 12


async def verify(db_path: Path, accepted: dict[int, int]) -> int:
    db = await Database.open(db_path)
    try:
        service = GameService(GameRepository(db), specs=SPECS)
        checked, findings = await check_all(service, mark=False)
        assert findings == [], findings
        for game_id, version in accepted.items():
            game = await service.game(game_id)
            assert game.version >= version, f"game {game_id} lost an accepted move"
            await service.state(game)  # every game loads
        return checked
    finally:
        await db.close()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_loses_no_accepted_move(tmp_path: Path) -> None:
    db_path = tmp_path / "crash.db"
    rng = random.Random(2026)
    accepted: dict[int, int] = {}
    total_moves = 0
    for kill in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, str(CHILD), str(db_path), str(GAMES), str(kill)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        for _ in range(rng.randint(1, 120)):
            line = proc.stdout.readline()
            assert line.startswith("ok "), line
            _, game_id, version = line.split()
            accepted[int(game_id)] = max(accepted.get(int(game_id), 0), int(version))
            total_moves += 1
        # Kill in the middle of whatever it is doing now (often a transaction in flight).
        for _ in range(rng.randint(0, 20_000)):
            pass
        os.kill(proc.pid, signal.SIGKILL)
        rest, _ = proc.communicate(timeout=ceiling(30))
        for line in rest.splitlines():  # printed before the kill: committed too
            if line.startswith("ok "):
                _, game_id, version = line.split()
                accepted[int(game_id)] = max(accepted.get(int(game_id), 0), int(version))
        assert proc.returncode == -signal.SIGKILL
        checked = asyncio.run(verify(db_path, accepted))
        assert checked >= GAMES
    assert total_moves > KILLS
