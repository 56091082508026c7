"""A member's games everywhere and their direct-message notices (issue 30).

``/hoard mygames`` reads ``games_of`` (every running game with a seat of theirs, on any
server), keeps the servers they are a member of (a Discord fact) and orders them with
``my_games``: theirs to move first.
``/hoard notify`` stores their choices (``set_notices``); the turn-start notice asks
``turn_notices`` whom to tell, and a direct message Discord refused is remembered
(``dm_refused``): none is tried again until the member chooses again.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from bot.i18n import negotiate
from bot.services import errors
from bot.services.records import GameRecord
from bot.services.situation import SituationMixin
from bot.storage.notices import NoticePrefs

log = logging.getLogger("bot.services.games")

__all__ = ["NoticePrefs", "NoticesMixin", "Playing"]


@dataclass(frozen=True)
class Playing:
    """A running game a member sits in, as ``/hoard mygames`` lists it."""

    game: GameRecord
    active: tuple[int, ...] | None
    """The seats to move now (None: the game was found damaged)."""
    mine: bool
    """One of the seats to move is the member's."""


def _order(playing: Playing) -> tuple[bool, bool, str, int]:
    """Theirs to move first, then the nearest deadline (none last), then the oldest game."""
    deadline = playing.game.deadline_at
    return (not playing.mine, deadline is None, deadline or "", playing.game.id)


class NoticesMixin(SituationMixin):
    """The games of a member across servers; their turn-start and reminder DMs."""

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """Return every running game where ``user_id`` holds a seat, on every server."""
        return await self.repo.running_with(user_id)

    async def my_games(self, user_id: int, games: Iterable[GameRecord]) -> list[Playing]:
        """Return ``games`` (of ``games_of``, those the member may be told of) with their
        seats to move: theirs to move first, then by deadline, then the oldest."""
        found = []
        for game in games:
            try:
                active: tuple[int, ...] | None = (await self.situation(game, [])).active
            except (errors.GameBroken, errors.BadRequest):  # damaged, or its kind not loaded
                active = None
            mine = active is not None and any(game.seats[s].user_id == user_id for s in active)
            found.append(Playing(game, active, mine))
        return sorted(found, key=_order)

    async def notices(self, user_id: int) -> NoticePrefs:
        """Return a member's direct-message choices and whether Discord refused them."""
        return await self.repo.notice_prefs(user_id)

    async def set_notices(
        self,
        user_id: int,
        *,
        reminders: bool | None = None,
        turns: bool | None = None,
        locale: object = None,
    ) -> tuple[NoticePrefs, NoticePrefs]:
        """Store a member's choices (None: unchanged) and language (``locale``, theirs: the
        turn-start notice is written in it); any refused DM is forgotten, so direct messages
        are tried again. Return the choices before and after."""
        before, after = await self.repo.set_notices(
            user_id,
            reminders=reminders,
            turns=turns,
            language=negotiate(locale),
            now=self._now(),
        )
        if before.refused:
            log.info("member %s chose their notices again: direct messages are tried", user_id)
        return before, after

    async def dm_refused(self, user_id: int) -> None:
        """Remember that Discord refused a direct message to a member (their DMs are closed):
        no direct message is tried again until they run ``/hoard notify``."""
        await self.repo.set_dm_refused(user_id, self._now())

    async def may_remind_by_dm(self, user_id: int) -> bool:
        """Say whether a reminder may go to a member by direct message: they asked for it and
        Discord has not refused one since."""
        prefs = await self.repo.notice_prefs(user_id)
        return prefs.reminders and not prefs.refused

    async def turn_notices(self, user_ids: Collection[int]) -> dict[int, str | None]:
        """Return, of ``user_ids``, the members to tell by direct message that their turn
        started, with their language (None: unknown)."""
        return await self.repo.turn_notices([u for u in user_ids if u > 0])
