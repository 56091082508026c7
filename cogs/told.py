"""What a player's panel tells them about moves: what was played since it was drawn (a stale
panel, a double tap), and what the bots did after their move ("Meanwhile")."""

from __future__ import annotations

from bot.services.play import MoveResult
from bot.services.records import GameRecord
from bot.ui.adapter import clip
from bot.ui.host import Host

STALE = "The board changed since this panel was drawn, so nothing was played."
"""A panel's click after the board moved on, when nothing since was the member's own move."""

SINCE_MAX = 5
"""Moves a stale panel lists at most (the last ones; ``/<game> log`` has them all)."""


async def stale_notice(bot: Host, game: GameRecord, version: int, user_id: int) -> str:
    """Say why a panel drawn at ``version`` did nothing: the member's own move was played
    already (a double tap, an old panel), or the board moved on; and what was played since."""
    since = await bot.service.actions_since(game.id, version)
    if not since:
        return STALE
    seat = game.seat_of(user_id)
    mine = next((a for a in since if a.seat == seat), None)
    others = [a for a in since if a is not mine][-SINCE_MAX:]
    head = f"Your move was already played: {mine.summary}" if mine is not None else STALE
    if not others:
        return head
    who = [s.mention for s in game.seats]
    return f"{head} Since then: " + " ".join(f"{who[a.seat]}: {a.summary}" for a in others)


MEANWHILE_MAX = 900
"""Characters of the "Meanwhile" line at most (a panel's text stays short)."""


def meanwhile(result: MoveResult) -> str:
    """Say what the bots (and players away) did after the mover's move, as the mover sees it."""
    names = [s.mention for s in result.game.seats]
    moves = [f"{names[auto.seat]}: {auto.words}" for auto in result.auto]
    return clip("Meanwhile — " + " ".join(moves), MEANWHILE_MAX)
