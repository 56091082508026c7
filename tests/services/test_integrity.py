"""``python -m bot check-db``: replay every game from its seed and action log."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.games import village
from bot.services import GameService
from bot.services.integrity import check_all
from bot.storage import Status

ROOT = Path(__file__).resolve().parents[2]


async def play_some(service: GameService, channel: int, moves: int) -> int:
    game = await service.open_lobby(kind="village", guild_id=1, channel_id=channel, host_id=1)
    for user in (2, 3):
        await service.join(game.id, user)
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
    service: GameService, db_path: Path
) -> None:
    good = await play_some(service, 1, 10)
    bad = await play_some(service, 2, 10)
    raw = sqlite3.connect(db_path)
    (state_json,) = raw.execute("SELECT state_json FROM games WHERE id = ?", (bad,)).fetchone()
    doc = json.loads(state_json)
    doc["deck"] = list(reversed(doc["deck"]))
    raw.execute("UPDATE games SET state_json = ? WHERE id = ?", (json.dumps(doc), bad))
    raw.commit()
    raw.close()
    checked, findings = await check_all(service)
    assert checked == 2
    assert [f.game_id for f in findings] == [bad]
    assert "deck" in findings[0].problem
    assert good not in [f.game_id for f in findings]


async def test_an_unreplayable_log_is_reported_and_marked_broken(
    service: GameService, db_path: Path
) -> None:
    bad = await play_some(service, 1, 6)
    raw = sqlite3.connect(db_path)
    raw.execute(
        'UPDATE actions SET action_json = \'{"type":"pass"}\' WHERE game_id = ? AND seq = 2',
        (bad,),
    )
    raw.commit()
    raw.close()
    _, findings = await check_all(service)
    assert [f.game_id for f in findings] == [bad]
    assert (await service.game(bad)).status is Status.BROKEN


def check_db(db_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "DATABASE_URL": f"sqlite:///{db_path}"}
    return subprocess.run(
        [sys.executable, "-m", "bot", "check-db", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


async def test_check_db_command_line(service: GameService, db_path: Path) -> None:
    await play_some(service, 1, 5)
    ok = check_db(db_path)
    assert ok.returncode == 0, ok.stderr
    assert "checked 1 games: 0 with problems" in ok.stdout
    raw = sqlite3.connect(db_path)
    raw.execute("UPDATE games SET state_json = '{}'")
    raw.commit()
    raw.close()
    bad = check_db(db_path, "--no-mark")
    assert bad.returncode == 1
    assert "1 with problems" in bad.stdout
    assert (await service.game(1)).status is Status.RUNNING  # --no-mark only reports
