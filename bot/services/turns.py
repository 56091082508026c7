"""The turn clock at work: reminders, timeouts, expired games, absent and present players.

One clock per game and seat, stored as one schedule per game (turn start, deadline, reminders
sent, next event: no column per seat). Its meaning:

* Every seat active in a turn or step (``rules.active_seats``) shares its start and deadline.
* While the turn's number (``rules.turn``) is unchanged by a move (a seat's next decision of
  the same turn; the others still choosing in a step where seats choose at once), the schedule
  is kept as it is: the clocks keep running, nothing is reset, no reminder is sent again.
* A move that changes the number (the next turn, a step resolved, a new step) starts a new
  clock for the seats then active; the end of the game stops it.
* A reminder goes to every active human seat (not a bot, not away, not on holiday) at once
  (``Due.user_ids``).
* A seat on holiday (``bot.services.holidays``) is not timed out: when only such seats are
  left to move at the deadline, the game waits for them ("hold"), and its clock starts afresh
  when a holiday ends ("resume").
* At the deadline every other seat still active gets its ``auto_action`` played (reason "timeout"),
  in seat order, each counting towards its own ``timeouts`` and ``absent_after``, and again
  while it is still active in the same turn (its later decisions: tokens to give back, a
  noble to choose), counted once; never beyond the turn: the next turn's clock starts when it
  is done. Then the bots and absent players who are active play at once.

Several processes on one database (shards): each acts only on the games of its servers, and
every reminder and timeout is claimed in the database before anyone is told, so none fires
twice even when two processes read the same due game (a restart, shards overlapping). A
reminder: a conditional UPDATE of the schedule as it was read (``claim_schedule``); a timeout:
its first move's version check. Both log the claim in ``clock_log`` in the same transaction.
Telling the players comes after the commit and is recorded (``told``). A process killed in
between leaves a reminder claimed and untold: the next start-up sends it again if it is still
current (``unsent_reminders``), with the same nonce (``Due.nonce``), and Discord keeps one
message per nonce for a few minutes: the reminder is posted once either way. A timeout's
message is its table, which the start-up repairs (posted for the game's current version).
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from bot.services import errors
from bot.services.clock import stamp
from bot.services.durations import reminder_times
from bot.services.holidays import Away, HolidaysMixin, waiting
from bot.services.play import MAX_AUTOMATIC, MoveResult, PlayMixin, automatic
from bot.storage import GameRecord, Schedule, Status

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""


@dataclass(frozen=True, slots=True)
class Due:
    """What the turn clock did for a game: a reminder to send, or a timeout it played."""

    game: GameRecord
    kind: str
    """"reminder" or "timeout"; "hold" (the seats to move are on holiday: the clock waits
    for them) or "resume" (a clock that waited runs again; ``bot.services.holidays``)."""
    user_ids: tuple[int, ...]
    """Who is reminded (every active seat neither a bot nor away nor on holiday), whose time
    ran out, who is waited for, or who is to move again."""
    left: timedelta = timedelta(0)
    result: MoveResult | None = None
    deadline_at: str = ""
    """The deadline of the clock this reminder or timeout belongs to (its claim's key)."""
    number: int = 0
    """A reminder's number: the reminder points passed when it was claimed (0: a timeout)."""

    @property
    def nonce(self) -> str:
        """Name this reminder or timeout for Discord (25 characters), the same on every try."""
        said = f"{self.game.id}:{self.deadline_at}:{self.kind}:{self.number}"
        return "c" + hashlib.sha256(said.encode()).hexdigest()[:24]


RESEND_WITHIN = timedelta(minutes=2)
"""How old a reminder claimed and never told may be to be sent again at start-up: within the
few minutes Discord keeps a nonce, so one that did go out is not posted twice."""
CLOCK_LOG_KEPT = timedelta(days=7)
"""How long a claim of a past deadline stays in ``clock_log`` (an admin's record of what the
clock did lately); the expiry pass prunes older ones, so the table does not grow forever."""


class TurnsMixin(PlayMixin, HolidaysMixin):
    """What happens when a turn runs long, a game goes quiet or a player is away."""

    async def run_due(self, game_id: int) -> Due | None:
        """Do what a game's turn clock asks now: one reminder, or the timeouts' automatic moves.

        After a long pause (a restart) only one reminder is sent for all the points that
        passed, and the clock is claimed before anyone is told: nothing is sent twice. A game
        whose clock another process moved on meanwhile (or another shard's) gives None.
        """
        async with self.lock(game_id):
            game = await self.game(game_id)
            now = self.clock.now()
            if (
                (self.shards is not None and not self.shards.owns(game.guild_id))
                or game.status is not Status.RUNNING
                or game.next_event_at is None
                or game.deadline_at is None
                or game.turn_started_at is None
                or datetime.fromisoformat(game.next_event_at) > now
            ):
                return None
            state = await self.state(game)
            rules = self.rules_for(game.kind)
            active = rules.active_seats(state)
            if not active:
                return None
            deadline = datetime.fromisoformat(game.deadline_at)
            config = await self.settings(game.guild_id)
            held = await self._held(game, active)
            humans = [s for s in active if not automatic(game, s)]
            if held and waiting(game) and all(s in held for s in humans):
                return await self._hold(game, held)  # still away (a new holiday): wait on
            now = self.clock.now()  # read again: the reads above may have taken a while
            if now >= deadline:
                timed = tuple(s for s in active if s not in held)
                if not timed:
                    return await self._hold(game, held)
                try:
                    return await self._time_out(game, state, timed)
                except errors.StaleBoard:
                    log.info("game %s: its timeout was played elsewhere", game.id)
                    return None
            users = tuple(
                game.seats[s].user_id for s in active if not automatic(game, s) and s not in held
            )
            resuming = waiting(game)
            start = datetime.fromisoformat(game.turn_started_at)
            points = reminder_times(start, deadline, config.reminders)
            passed = sum(1 for p in points if p <= now)
            following = points[passed] if passed < len(points) else deadline
            kept = Schedule(
                game.turn_started_at, game.deadline_at, passed, stamp(following), game.step_version
            )
            seen = game.schedule
            reminding = passed > game.reminders_sent and not resuming
            claimed = await self.repo.claim_schedule(
                game.id,
                game.version,
                seen,
                kept,
                reminder=passed if reminding else None,
                now=stamp(now),  # the instant it was decided, before the deadline
            )
            if not claimed:
                log.info("game %s: its turn clock was moved on elsewhere", game.id)
                return None
            game = replace(game, reminders_sent=passed, next_event_at=stamp(following))
            if resuming:  # a clock that waited for a holiday runs again: the table says so
                log.info("game %s: its clock runs again after a holiday", game.id)
                return Due(
                    game, "resume", users, left=deadline - now, deadline_at=game.deadline_at or ""
                )
            if not reminding:
                return None
            return Due(
                game,
                "reminder",
                users,
                left=deadline - now,
                deadline_at=game.deadline_at or "",
                number=passed,
            )

    async def _held(self, game: GameRecord, active: tuple[int, ...]) -> dict[int, Away]:
        """Return the seats of ``active`` whose member's holiday holds them now, by seat."""
        humans = {game.seats[s].user_id: s for s in active if not automatic(game, s)}
        away = await self.away_in(game.guild_id, list(humans))
        return {humans[u]: a for u, a in away.items() if a.covered}

    async def _hold(self, game: GameRecord, held: dict[int, Away]) -> Due | None:
        """Make a game whose seats to move are all on holiday wait: its clock starts afresh
        when the first of those holidays stops holding its seat (``HolidaysMixin``)."""
        resume = min(datetime.fromisoformat(a.cover_end) for a in held.values())
        fresh = self._fresh_clock(game, resume)
        claimed = await self.repo.claim_schedule(
            game.id, game.version, game.schedule, fresh, reminder=None, now=self._now()
        )
        if not claimed:
            log.info("game %s: its turn clock was moved on elsewhere", game.id)
            return None
        log.info("game %s: waits for seats %s on holiday", game.id, sorted(held))
        game = replace(
            game,
            turn_started_at=fresh.turn_started_at,
            deadline_at=fresh.deadline_at,
            reminders_sent=0,
            next_event_at=fresh.next_event_at,
        )
        users = tuple(game.seats[s].user_id for s in held)
        return Due(game, "hold", users, deadline_at=game.deadline_at or "")

    async def _time_out(self, game: GameRecord, state: Any, active: tuple[int, ...]) -> Due:
        """Play the timeout moves of every seat of ``active``, then the bots'.

        Seat after seat in seat order, each as long as it is active in the turn that timed
        out (its later decisions of that turn too: counted once); never beyond that turn.
        """
        rules = self.rules_for(game.kind)
        number = rules.turn(state).number
        moves: list[MoveResult] = []
        deadline_at = game.deadline_at or ""
        for seat in active:
            first = True
            while (
                game.status is Status.RUNNING
                and len(moves) < MAX_AUTOMATIC
                and rules.turn(state).number == number
                and seat in rules.active_seats(state)
            ):
                if first:
                    log.info("game %s: seat %s ran out of time", game.id, seat)
                move = await self._play(
                    game,
                    state,
                    seat,
                    rules.auto_action(state, seat),
                    reason="timeout",
                    counted=first,
                    timed_out=None if moves else deadline_at,
                )
                moves.append(move)
                game, state = move.game, move.state
                first = False
        users = tuple(dict.fromkeys(game.seats[m.seat].user_id for m in moves))
        autos = await self._play_automatic(game, state)
        result = replace(moves[0], auto=(*moves[1:], *autos))
        return Due(result.last.game, "timeout", users, result=result, deadline_at=deadline_at)

    async def expire_quiet(self) -> list[GameRecord]:
        """End the open games nobody touched for their server's ``expire_days`` (no result)."""
        now = self.clock.now()
        ended = []
        since = stamp(now - timedelta(days=1))
        for game_id, guild_id in await self.repo.quiet_since(since, self.shards):
            config = await self.settings(guild_id)
            async with self.lock(game_id):
                game = await self.game(game_id)
                idle = now - datetime.fromisoformat(game.updated_at)
                if not game.status.is_open or idle < timedelta(days=config.expire_days):
                    continue
                await self.repo.set_status(game.id, Status.EXPIRED, game.version, stamp(now))
                log.info("game %s: expired after %s days without a move", game.id, idle.days)
                ended.append(await self.game(game_id))
        pruned = await self.repo.prune_clock_log(stamp(now - CLOCK_LOG_KEPT))
        if pruned:
            log.info("clock log: %s claims of past deadlines pruned", pruned)
        return ended

    async def unsent_reminders(self, started: datetime) -> list[Due]:
        """Return the reminders claimed before ``started`` and never told (the process that
        claimed them stopped first) that are still current, to be sent again."""
        now = self.clock.now()
        since = stamp(now - RESEND_WITHIN)
        dues = []
        for entry in await self.repo.unsent_reminders(since, stamp(started), self.shards):
            async with self.lock(entry.game_id):
                game = await self.game(entry.game_id)
                current = (
                    game.status is Status.RUNNING
                    and game.deadline_at == entry.deadline_at
                    and game.reminders_sent == entry.number
                )
                deadline = datetime.fromisoformat(entry.deadline_at)
                if not current or now >= deadline:
                    continue
                active = self.rules_for(game.kind).active_seats(await self.state(game))
                held = await self._held(game, active)
                users = tuple(
                    game.seats[s].user_id
                    for s in active
                    if not automatic(game, s) and s not in held
                )
            left = deadline - now
            log.info(
                "game %s: sending again reminder %s, claimed before a stop", game.id, entry.number
            )
            dues.append(
                Due(
                    game,
                    "reminder",
                    users,
                    left,
                    deadline_at=entry.deadline_at,
                    number=entry.number,
                )
            )
        return dues

    async def clock_told(self, due: Due, *, posted: bool = True) -> None:
        """Record that the players were told of a reminder or timeout the clock claimed (or,
        ``posted`` False, that the game moved on first and there was nothing to say)."""
        now = self._now()
        await self.repo.told(due.game.id, due.deadline_at, due.kind, due.number, now, posted)

    async def set_absent(
        self, game_id: int, target: int, *, by: int, can_manage_channel: bool = False
    ) -> MoveResult | GameRecord:
        """Mark a player absent (themselves, the host, or a channel manager may).

        If their seat is active, it is played for them at once (the result is returned).
        """
        async with self.lock(game_id):
            game = await self._running(game_id)
            seat = game.seat_of(target)
            if seat is None:
                if target == by:
                    raise errors.NotAPlayer(game_id)
                raise errors.NotSeated(game_id, target)
            if by not in (target, game.host_id) and not can_manage_channel:
                raise errors.NotHost("errors-not-host-mark-away")
            mover = game.seats[seat]
            await self.repo.set_seat_state(
                game_id, seat, absent=True, timeouts=mover.timeouts, now=self._now()
            )
            log.info("game %s: seat %s marked absent by %s", game_id, seat, by)
            game = await self.game(game_id)
            autos = await self._play_automatic(game, await self.state(game))
            if not autos:
                return game
            return replace(autos[0], auto=tuple(autos[1:]))

    async def resume(self, game_id: int) -> GameRecord:
        """Play for the bots and absent players who are to move in a running game (a start-up
        after a crash between a move and the bots' turns), and return the game now."""
        async with self.lock(game_id):
            game = await self.game(game_id)
            if game.status is not Status.RUNNING:
                return game
            autos = await self._play_automatic(game, await self.state(game))
            return autos[-1].game if autos else game

    async def set_present(self, game: GameRecord, user_id: int) -> GameRecord:
        """Mark a player present again (they opened their hand: they are back)."""
        seat = game.seat_of(user_id)
        if seat is None or not game.seats[seat].absent:
            return game
        async with self.lock(game.id):
            await self.repo.set_seat_state(game.id, seat, absent=False, timeouts=0, now=self._now())
            log.info("game %s: seat %s is back", game.id, seat)
            return await self.game(game.id)
