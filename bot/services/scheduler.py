"""The turn clock: one background task, woken by the nearest deadline, acting on due games."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Sequence
from datetime import datetime, timedelta
from typing import Protocol

from bot.services.clock import Clock, stamp
from bot.services.games import Due, GameService, MoveResult
from bot.storage import GameRecord

log = logging.getLogger(__name__)

EXPIRY_EVERY = timedelta(minutes=10)
HOLIDAY_NOTICES = ("hold", "resume")
"""The turn clock's notices about holidays (``bot.services.holidays``): the table again."""
MAX_SLEEP = 600.0


class Notifier(Protocol):
    """What the scheduler tells the players (the Discord layer implements it)."""

    async def reminder(
        self, game: GameRecord, user_ids: Sequence[int], left: timedelta, nonce: str | None = None
    ) -> bool:
        """Remind the players ``user_ids`` that it is their turn, ``left`` before time runs out.

        ``nonce``: the same for every try of one reminder (Discord posts one message per nonce).
        Return False if it was not needed after all (the game moved on meanwhile).
        """

    async def auto_moved(self, result: MoveResult) -> None:
        """Show moves the bot played for players who ran out of time or are away."""

    async def expired(self, game: GameRecord) -> None:
        """Say that an abandoned game ended."""

    async def clock_moved(self, game: GameRecord, *, ping: bool) -> None:
        """Show a game's table again: its clock waits for a holiday, or runs again after one
        (``ping``: the players to move are told)."""


class Scheduler:
    """Acts on due reminders and deadlines; ``tick`` does one pass (tests call it directly)."""

    def __init__(self, service: GameService, notifier: Notifier, clock: Clock | None = None):
        self.service = service
        self.notifier = notifier
        self.clock = clock or service.clock
        self._wake = asyncio.Event()
        self._stopping = False
        self._last_expiry: datetime | None = None
        self._planned: datetime | None = None
        """When ``run`` wakes up next by itself (None: it is looking now)."""
        self._started: datetime | None = self.clock.now()
        """When this scheduler began: reminders claimed before and never told are sent again
        at its first tick (None once done)."""
        service.on_schedule_change = self.wake

    def wake(self, at: str | None = None) -> None:
        """Look again now: a turn clock changed. ``at``: its next event, when that is all that
        changed (a move's new clock): no need to look if the scheduler already wakes up before
        it (a tick and two queries saved on most moves; waking early finds nothing due)."""
        planned = self._planned
        if at is not None and planned is not None and self.clock.now() < planned:
            with contextlib.suppress(ValueError):
                if datetime.fromisoformat(at) >= planned:
                    return
        self._wake.set()

    def stop(self) -> None:
        """Finish the game being handled, then stop ``run`` (a clean stop of the bot)."""
        self._stopping = True
        self._wake.set()

    async def tick(self) -> list[Due]:
        """Handle every game whose reminder or deadline has come, and abandoned games."""
        handled: list[Due] = []
        if self._started is not None:
            again = await self.service.unsent_reminders(self._started)
            self._started = None
            for resent in again:
                handled.append(resent)
                await self._tell(resent)
        while True:
            due_ids = await self.service.repo.due(
                stamp(self.clock.now()), shards=self.service.shards
            )
            progressed = False
            for game_id in due_ids:
                if self._stopping:
                    return handled
                try:
                    due = await self.service.run_due(game_id)
                except Exception:
                    log.exception("game %s: the turn clock failed", game_id)
                    continue
                if due is None:
                    continue
                progressed = True
                handled.append(due)
                await self._tell(due)
            if not progressed:
                break
        now = self.clock.now()
        if self._last_expiry is None or now - self._last_expiry >= EXPIRY_EVERY:
            self._last_expiry = now
            for game in await self.service.expire_quiet():
                await self._call(self.notifier.expired(game), game.id)
        return handled

    async def _tell(self, due: Due) -> None:
        """Tell the players of a claimed reminder or timeout, then record that they were (or
        that the game moved on first: nothing to say)."""
        if due.kind in HOLIDAY_NOTICES:  # its claim was the schedule's update: nothing to log
            moved = self.notifier.clock_moved(due.game, ping=due.kind == "resume")
            await self._call(moved, due.game.id)
            return
        said: bool | None = True
        if due.kind == "reminder":
            said = False  # nobody to remind: every seat to move is a bot or away
            if due.user_ids:
                notice = self.notifier.reminder(due.game, due.user_ids, due.left, due.nonce)
                said = await self._call(notice, due.game.id)
        elif due.result is not None:
            said = await self._call(self.notifier.auto_moved(due.result), due.game.id)
        if said is None:
            return  # failed: a reminder still current is sent again at the next start-up
        try:
            await self.service.clock_told(due, posted=said)
        except Exception:
            log.exception("game %s: could not record that the players were told", due.game.id)

    async def _call(self, notice: Awaitable[bool | None], game_id: int) -> bool | None:
        """Await a notice; return whether it was said (None: it failed)."""
        try:
            said = await notice
        except Exception:
            log.exception("game %s: could not tell the players", game_id)
            return None
        return said is not False

    async def seconds_to_next(self) -> float:
        """Return how long to sleep before the next reminder or deadline (capped)."""
        nearest = await self.service.repo.next_event(self.service.shards)
        if nearest is None:
            return MAX_SLEEP
        wait = (datetime.fromisoformat(nearest) - self.clock.now()).total_seconds()
        return max(0.0, min(wait, MAX_SLEEP))

    async def run(self) -> None:
        """Run until stopped: tick, then sleep until the nearest event or a wake-up."""
        while not self._stopping:
            try:
                await self.tick()
                wait = await self.seconds_to_next()
            except Exception:
                log.exception("the turn clock failed; trying again in a minute")
                wait = 60.0
            if self._stopping:
                return
            self._wake.clear()
            self._planned = self.clock.now() + timedelta(seconds=wait)
            try:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout=wait + 0.05)
            finally:
                self._planned = None


class NoticesByKind:
    """The turn clock's notifier: hands each notice to the notifier of the game's kind."""

    def __init__(self, notifiers: dict[str, Notifier]) -> None:
        self.notifiers = notifiers

    def _of(self, game: GameRecord) -> Notifier | None:
        notifier = self.notifiers.get(game.kind)
        if notifier is None:
            log.warning("game %s: no extension tells the players of %r games", game.id, game.kind)
        return notifier

    async def reminder(
        self, game: GameRecord, user_ids: Sequence[int], left: timedelta, nonce: str | None = None
    ) -> bool:
        if (notifier := self._of(game)) is not None:
            return await notifier.reminder(game, user_ids, left, nonce)
        return False

    async def auto_moved(self, result: MoveResult) -> None:
        if (notifier := self._of(result.game)) is not None:
            await notifier.auto_moved(result)

    async def expired(self, game: GameRecord) -> None:
        if (notifier := self._of(game)) is not None:
            await notifier.expired(game)

    async def clock_moved(self, game: GameRecord, *, ping: bool) -> None:
        if (notifier := self._of(game)) is not None:
            await notifier.clock_moved(game, ping=ping)
