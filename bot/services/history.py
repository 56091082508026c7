"""The move log: a game's public summaries a page at a time, which game a channel means, and a
finished game's record for its replay (its chart)."""

from __future__ import annotations

from bot.services.core import ServiceCore
from bot.services.progress import FinishedGame
from bot.storage import GameRecord
from bot.storage.records import ActionPage

LOG_PAGE = 15
"""Moves on one page of the log."""


class HistoryMixin(ServiceCore):
    """Reading what happened in a game; anyone who may see its channel may read it."""

    async def action_page(
        self, game_id: int, offset: int | None, limit: int = LOG_PAGE
    ) -> ActionPage:
        """Return up to ``limit`` moves after the first ``offset``, oldest first, and how many
        moves there are; ``offset`` None (or past the end): the last page."""
        return await self.repo.action_page(game_id, offset, limit)

    async def log_page(
        self, game_id: int, page: int | None, per_page: int = LOG_PAGE
    ) -> ActionPage:
        """Return page ``page`` (1 = the first moves) of a game's log; None: the newest page.

        Pages are counted from the first move, so a page keeps its moves as the game goes on.
        """
        if page is not None and page < 1:
            raise ValueError(f"pages are counted from 1, not {page}")
        offset = None if page is None else (page - 1) * per_page
        return await self.action_page(game_id, offset, per_page)

    async def game_for_log(self, guild_id: int, channel_id: int, kind: str) -> GameRecord | None:
        """Return the game a channel's log command means: its open game, else its newest game
        of ``kind`` (over or not), else None."""
        found = await self.repo.open_in_channel(channel_id)
        if found is not None:
            return found
        last = await self.repo.last_game_in_channel(guild_id, channel_id, kind)
        return None if last is None else await self.repo.get(last)

    async def finished_game(self, game: GameRecord) -> FinishedGame:
        """Return what replays a finished game (``FinishedGame.moments()``: every state's views,
        pure work for a thread); ``ValueError`` for a game that is not finished."""
        return FinishedGame.of(game, await self.repo.actions(game.id), self.rules_for(game.kind))
