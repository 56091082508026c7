"""Maintenance commands an admin runs beside the bot (``python -m bot check-db`` …)."""

from __future__ import annotations

from pathlib import Path

from bot.config import Settings
from bot.services import GameService
from bot.services.integrity import check_all
from bot.storage import Database, GameRepository


async def check_db(settings: Settings, path: Path | None, *, mark: bool) -> int:
    """Replay every game and report those whose stored state differs; exit 1 if any."""
    db = await Database.open(
        path or settings.database_path, synchronous=settings.database_synchronous
    )
    try:
        service = GameService(GameRepository(db))
        checked, findings = await check_all(service, mark=mark)
    finally:
        await db.close()
    for f in findings:
        print(f"game {f.game_id}: {f.problem}")
    print(f"checked {checked} games: {len(findings)} with problems")
    return 1 if findings else 0
