"""Holidays (``/hoard away``, ``/hoard back``): a member's seats' clocks stop while away.

A holiday is the member's, across every server; each server bounds it by its own allowance
(``holiday_days`` per 30 days). How a holiday meets the turn clock (``bot.services.turns``):

* A seat is *held* while its member's holiday runs and is within the server's allowance
  (``Away.covered``). Nobody plays for it and it is reminded of nothing.
* At a deadline, the seats still active that are held are not timed out; the others are, as
  always (in a step where seats choose at once, the other seats still time out normally).
* When only held seats are left to move, the game waits: its clock is moved to start afresh
  when the first of their holidays (or allowances) ends, with a whole turn from then. Such a
  waiting clock starts in the future and its next event is its start (``waiting``). When it
  starts the table is posted again (``Due`` "resume"): "back", or "allowance used up".
* ``/hoard back`` ends the holiday at once: a waiting clock of the member's games starts now.

The allowance is counted when a holiday starts: the days the member's earlier holidays (in any
server) covered in the 30 days before it are taken from the server's ``holiday_days``; what is
left bounds this holiday in that server. Past it, the seat's clock runs again there.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.services import errors
from bot.services.clock import stamp
from bot.services.preferences import PreferencesMixin
from bot.services.settings import TURN_CEILING, TURN_FLOOR
from bot.storage import GameRecord, Holiday, Schedule, Status

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""

MAX_HOLIDAY_DAYS = 30
"""The longest holiday a member may ask for at once (a server's allowance may be shorter)."""
ALLOWANCE_WINDOW = timedelta(days=30)
"""The window a server's ``holiday_days`` are counted over."""
REASON_LENGTH = 100
"""The longest reason a member may give."""


@dataclass(frozen=True, slots=True)
class Away:
    """A member's current holiday as one server counts it."""

    user_id: int
    until_at: str
    """When the holiday ends (the member's own end)."""
    cover_end: str
    """When it stops holding their seats in this server (its end, or the allowance's)."""
    covered: bool
    """Whether it holds their seats in this server now (False: the allowance is used up)."""
    reason: str | None = None
    """The member's own words about it (shown beside their name on their tables)."""


def _span(start: str, end: str) -> tuple[datetime, datetime]:
    return datetime.fromisoformat(start), datetime.fromisoformat(end)


def cover_end(holiday: Holiday, earlier: list[Holiday], allowance_days: int) -> datetime:
    """When ``holiday`` stops holding seats in a server allowing ``allowance_days`` per 30
    days: the days the member's ``earlier`` holidays covered in the 30 days before it are taken
    from the allowance, and what is left bounds it."""
    start, end = _span(holiday.started_at, holiday.ends_at)
    window = start - ALLOWANCE_WINDOW
    used = timedelta(0)
    for past in earlier:
        if past.started_at >= holiday.started_at:
            continue
        begun, ended = _span(past.started_at, past.ends_at)
        overlap = min(ended, start) - max(begun, window)
        if overlap > timedelta(0):
            used += overlap
    left = max(timedelta(days=allowance_days) - used, timedelta(0))
    return min(end, start + left)


def waiting(game: GameRecord) -> bool:
    """Say whether a game's clock waits for a holiday to end (it starts afresh at its next
    event: a clock moved by a hold, or restarted by ``/hoard back``)."""
    return game.next_event_at is not None and game.next_event_at == game.turn_started_at


class HolidaysMixin(PreferencesMixin):
    """Members' holidays, and the clocks of their seats they stop."""

    async def go_away(self, user_id: int, days: int, reason: str | None = None) -> Holiday:
        """Start a holiday of ``days`` days now (in place of a current one, if any)."""
        if not 1 <= days <= MAX_HOLIDAY_DAYS:
            raise errors.BadRequest("away-bad-days", most=MAX_HOLIDAY_DAYS)
        said = (reason or "").strip()
        if len(said) > REASON_LENGTH:
            raise errors.BadRequest("away-bad-reason", most=REASON_LENGTH)
        now = self.clock.now()
        holiday = Holiday(
            user_id, stamp(now), stamp(now + timedelta(days=days)), reason=said or None
        )
        await self.repo.start_holiday(holiday)
        log.info("member %s: away for %s days", user_id, days)
        self.on_schedule_change()
        return holiday

    async def come_back(self, user_id: int) -> list[GameRecord]:
        """End a member's holiday now; the clocks of their games that wait for them start now
        (with a whole turn). Returns their running games (their tables say they are back)."""
        if not await self.repo.end_holiday(user_id, self._now()):
            raise errors.BadRequest("away-not-away")
        log.info("member %s: back from holiday", user_id)
        games = []
        for game_id in await self.repo.running_games_of(user_id):
            async with self.lock(game_id):
                game = await self.game(game_id)
                if waiting(game) and game.status is Status.RUNNING:
                    fresh = self._fresh_clock(game, self.clock.now())
                    await self.repo.claim_schedule(
                        game.id, game.version, game.schedule, fresh, reminder=None, now=self._now()
                    )
                    game = await self.game(game_id)
            games.append(game)
        self.on_schedule_change()
        return games

    async def member_games(self, user_id: int) -> list[GameRecord]:
        """Return the running games a member sits in (every server)."""
        return [await self.game(i) for i in await self.repo.running_games_of(user_id)]

    async def away_in(self, guild_id: int, user_ids: list[int]) -> dict[int, Away]:
        """Return the current holidays of ``user_ids`` as the server ``guild_id`` counts them."""
        humans = [u for u in dict.fromkeys(user_ids) if u > 0]
        if not humans:
            return {}
        now = self.clock.now()
        found = await self.repo.holidays_since(humans, stamp(now - 2 * ALLOWANCE_WINDOW))
        allowance = (await self.settings(guild_id)).holiday_days
        away: dict[int, Away] = {}
        for holiday in found:
            start, end = _span(holiday.started_at, holiday.ends_at)
            if not start <= now < end:
                continue
            mine = [h for h in found if h.user_id == holiday.user_id]
            cover = cover_end(holiday, mine, allowance)
            away[holiday.user_id] = Away(
                holiday.user_id, holiday.ends_at, stamp(cover), now < cover, holiday.reason
            )
        return away

    def _fresh_clock(self, game: GameRecord, start: datetime) -> Schedule:
        """A whole turn from ``start`` for the seats active now (the step goes on); its next
        event is its start (``waiting``): the table is posted again then."""
        turn = min(max(game.turn_seconds, TURN_FLOOR), TURN_CEILING)
        deadline = start + timedelta(seconds=turn)
        return Schedule(stamp(start), stamp(deadline), 0, stamp(start), game.step_version)
