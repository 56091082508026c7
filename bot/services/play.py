"""The move pipeline: a player's move, the automatic moves after it, views and drafts.

lock the game -> load -> check the version the player saw (``panel_current``: the current
one, or any of the current step where seats choose at once) -> map the user to a
seat, check that the seat is active (``rules.active_seats``) -> rules.apply -> save with the
version check and the log in one transaction -> play for the bots and absent players now
active -> return what happened.

Each move also sets the turn clock (``_turn_clock``; its rules: ``bot.services.turns``).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.i18n import catalogue
from bot.services import errors, rated
from bot.services.clock import stamp
from bot.services.core import compact
from bot.services.durations import reminder_times
from bot.services.preferences import PreferencesMixin
from bot.services.settings import TURN_CEILING, TURN_FLOOR
from bot.services.undo_entries import as_turns
from bot.storage import STOPPED, ActionRecord, GameRecord, Schedule, Status

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A move that was applied and stored."""

    game: GameRecord
    seat: int
    action: dict[str, Any]
    events: list[Event]
    outcome: Outcome | None
    reason: str | None = None
    """None for a player's own move; "timeout" or "absent" for a move played for them."""
    auto: tuple[MoveResult, ...] = ()
    """Moves played at once afterwards (bots, absent players, other seats timed out)."""
    state: Any = field(default=None, repr=False, compare=False)
    """The game's state after this move (saves parsing it again; always set)."""
    words: str = ""
    """What the channel reads of this move's events, in the game's language (the log's
    summary without the words of a move played for a player)."""

    @property
    def over(self) -> bool:
        """Say whether this move (or one played after it) ended the game."""
        return self.outcome is not None or any(r.outcome is not None for r in self.auto)

    @property
    def last(self) -> MoveResult:
        """Return the last move of this chain."""
        return self.auto[-1] if self.auto else self


MAX_AUTOMATIC = 1000
"""Moves played in a row for bots and absent players (a whole game is far fewer)."""

AUTO_SUMMARY = {"timeout": "summary-timeout", "absent": "summary-absent"}
"""The catalogue key that words a move played for a player, by its reason."""


class PlayMixin(PreferencesMixin):
    """Playing moves: a player's own, then those of the bots and absent players after it."""

    async def apply(
        self, game_id: int, user_id: int, action: Mapping[str, Any], expected_version: int
    ) -> MoveResult:
        """Play ``action`` (its canonical JSON) for ``user_id`` on the board they saw.

        A player who acts is present again; bots and absent players who are then active are
        played for at once (``MoveResult.auto``). A seat that is not active is refused with
        ``NotYourTurn``, naming who is still to move.
        """
        async with self.lock(game_id):
            game, seat = await self._seated(game_id, user_id, expected_version)
            rules = self.rules_for(game.kind)
            state = await self.state(game)
            active = rules.active_seats(state)
            if seat not in active:
                raise await self._not_your_turn(game, seat, active, rules.turn(state).together)
            try:
                move = rules.action_from_json(dict(action))
            except InvalidState as err:
                raise errors.BadRequest("errors-move-not-understood", reason=str(err)) from None
            result = await self._play(game, state, seat, move, reason=None)
            autos = await self._play_automatic(result.game, result.state)
            return replace(result, auto=tuple(autos))

    async def _seated(
        self, game_id: int, user_id: int, expected_version: int
    ) -> tuple[GameRecord, int]:
        """Return a running game and ``user_id``'s seat in it, on the board they saw (locked)."""
        game = await self._running(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise errors.NotAPlayer(game_id)
        if user_id in game.resigned:  # a bot plays their seat now
            raise errors.UserFacingError("resign-already", game=str(game_id))
        if not self.panel_current(game, expected_version):
            raise errors.StaleBoard(game_id)
        return game, seat

    def panel_current(self, game: GameRecord, version: int) -> bool:
        """Say whether a panel drawn at ``version`` may still act (see ``panel_current``).

        The state is read (``Rules.turn``: is the step one where seats choose at once?) only
        for a panel older than the game's version and of its current step."""
        if version == game.version or not in_step(game, version):
            return version == game.version
        return panel_current(game, version, together=self._together(game))

    def _together(self, game: GameRecord) -> bool:
        """Say whether the game's current step is one where several seats decide at once (a
        state that cannot be read is not: the locked load reports it)."""
        rules = self.rules_for(game.kind)
        try:
            state = self._states.get(game)
            return rules.turn(self._decode(game, rules) if state is None else state).together
        except (InvalidState, ValueError, errors.GameNotRunning):
            return False

    async def _not_your_turn(
        self, game: GameRecord, seat: int, active: tuple[int, ...], together: bool
    ) -> errors.NotYourTurn:
        """Say who is still to move, and whether ``seat`` already chose in this step.

        In a step where seats choose at once (``together``), a seat that moved after every
        seat still active last moved has chosen in it (those still active have not moved
        since it began); the log is read only for this refusal.
        """
        chosen = False
        if active and together:
            last: dict[int, int] = {}
            for entry in await self.repo.actions(game.id):
                last[entry.seat] = entry.seq
            chosen = last.get(seat, -1) > max(last.get(s, -1) for s in active)
        return errors.NotYourTurn(
            [game.seats[s].user_id for s in active],
            [game.seats[s].mention for s in active],
            chosen=chosen,
        )

    async def _turn_clock(
        self,
        game: GameRecord,
        state: Any,
        before: Turn | None = None,
        *,
        start: datetime | None = None,
    ) -> Schedule:
        """Return the turn clock for the seats now active (stopped once the game is over).

        ``before``: the turn of the state before the move that led to ``state``. While the
        turn's number is unchanged (a seat's next decision of the same turn, the others still
        choosing in a step where seats choose at once), the clock is kept (its reminders and
        ``step_version`` too); otherwise a new turn begins at the version after the change,
        at ``start`` (default: now): the moment stored with the change that began it, so that
        an undo, which rebuilds the clock from that moment, gives back the very same clock.
        """
        rules = self.rules_for(game.kind)
        active = rules.active_seats(state)
        if not active:
            return STOPPED
        if (
            before is not None
            and rules.turn(state).number == before.number
            and game.turn_started_at is not None
            and game.deadline_at is not None
        ):
            return game.schedule
        config = await self.settings(game.guild_id)
        start = self.clock.now() if start is None else start
        # The stored limit was checked when the game opened; clamp it anyway (never overflow).
        turn = min(max(game.turn_seconds, TURN_FLOOR), TURN_CEILING)
        deadline = start + timedelta(seconds=turn)
        points = reminder_times(start, deadline, config.reminders)
        first = points[0] if points else deadline
        # ``game`` is the record before the change, which bumps the version once.
        return Schedule(stamp(start), stamp(deadline), 0, stamp(first), game.version + 1)

    async def _play(
        self,
        game: GameRecord,
        state: Any,
        seat: int,
        move: Any,
        *,
        reason: str | None,
        counted: bool = True,
        timed_out: str | None = None,
    ) -> MoveResult:
        """Apply a move for ``seat`` and store it, its log entry, the clock and seat states.

        A "timeout" move counts towards the seat's timeouts unless ``counted`` is false (the
        rest of a turn whose time ran out: one timeout, however many steps it takes).
        ``timed_out``: the deadline whose timeout this move is, claimed with it (``clock_log``)."""
        rules = self.rules_for(game.kind)
        before = rules.turn(state)
        try:
            new_state, events = rules.apply(state, seat, move)
        except IllegalAction as err:
            raise errors.IllegalMove(err.rule_id, errors.refusal(err)) from None
        action_json = rules.action_to_json(move)
        state_json = compact(rules.dump(new_state))
        words = self._words(game, events)
        key = AUTO_SUMMARY.get(reason or "")
        summary = words if key is None else catalogue().text(game.language, key, move=words)
        outcome = rules.outcome(new_state)
        results = None
        if outcome is not None:
            results = list(zip(outcome.scores, outcome.ranks, strict=True))
        mover = game.seats[seat]
        seat_states: list[tuple[int, bool, int]] = []
        if reason is None and (mover.absent or mover.timeouts):
            seat_states.append((seat, False, 0))  # acting again makes a player present
        elif reason == "timeout" and counted:
            config = await self.settings(game.guild_id)
            timeouts = mover.timeouts + 1
            seat_states.append((seat, mover.absent or timeouts >= config.absent_after, timeouts))
        moment = self.clock.now()
        schedule = await self._turn_clock(game, new_state, before, start=moment)
        rating = None
        if outcome is not None:
            away = [s.absent for s in game.seats]
            for index, now_away, _ in seat_states:
                away[index] = now_away
            match = rated.finishing(game, outcome.ranks, outcome.scores, away)
            rating = rated.update_for(match)
        now = stamp(moment)
        await self._write(
            self.repo.save_move(
                game.id,
                game.version,
                seat=seat,
                action_json=compact(action_json),
                state_json=state_json,
                now=now,
                summary=summary,
                reason=reason,
                schedule=schedule,
                seat_states=seat_states,
                results=results,
                rating=rating,
                timed_out=timed_out,
            ),
            game,
        )
        self._states.put(game.id, game.kind, game.version + 1, state_json, new_state)
        self.on_schedule_change(schedule.next_event_at)
        log.debug("game %s: seat %s played %s (%s)", game.id, seat, action_json, reason or "own")
        seats = list(game.seats)
        for index, absent, timeouts in seat_states:
            seats[index] = replace(seats[index], absent=absent, timeouts=timeouts)
            if absent and not mover.absent:
                log.info(
                    "game %s: seat %s is now absent after %s timeouts", game.id, index, timeouts
                )
        status = game.status
        if outcome is not None:
            log.info("game %s: finished, scores %s", game.id, list(outcome.scores))
            for i, s in enumerate(seats):
                seats[i] = replace(s, score=outcome.scores[i], rank=outcome.ranks[i])
            status = Status.FINISHED
        game = replace(
            game,
            status=status,
            version=game.version + 1,
            state_json=state_json,
            updated_at=now,
            finished_at=now if outcome is not None else game.finished_at,
            seats=tuple(seats),
            turn_started_at=schedule.turn_started_at,
            deadline_at=schedule.deadline_at,
            reminders_sent=schedule.reminders_sent,
            next_event_at=schedule.next_event_at,
            step_version=schedule.step_version,
        )
        return MoveResult(
            game, seat, action_json, events, outcome, reason, state=new_state, words=words
        )

    def _words(self, game: GameRecord, events: Sequence[Event]) -> str:
        """A move's events as the channel reads them, in the game's language (by the game's
        registered summarizer; without one, the events' kinds)."""
        summarize = self.summaries.get(game.kind)
        if summarize is None:
            return " ".join(f"{e.kind}." for e in events)
        return summarize(game, events)

    async def _play_automatic(self, game: GameRecord, state: Any) -> list[MoveResult]:
        """Play at once for every active bot and absent player, until only humans are active.

        One move at a time, for the first such seat in seat order among those active after
        the last move. Bots play at their level; absent players are played by the game's
        default bot (or its gentlest move when it has no bots). The bots think in a worker
        process (``bot.services.thinking``), so a strong bot never holds up other games; it is
        sent ``game.state_json`` as it is (``state`` is that game's state: loaded from it, or
        the state a move stored there), not a dump made again on the event loop.
        """
        autos: list[MoveResult] = []
        spec = self.spec_for(game.kind)
        rules = spec.rules
        while game.status is Status.RUNNING and len(autos) < MAX_AUTOMATIC:
            waiting = [s for s in rules.active_seats(state) if automatic(game, s)]
            if not waiting:
                break
            turn = waiting[0]
            seat = game.seats[turn]
            seed = random.Random(f"bot:{game.seed}:{game.version}:{turn}").getrandbits(63)
            level = seat.bot or spec.default_bot_level
            try:
                if level is None:
                    move = rules.auto_action(state, turn)
                else:
                    move = await self.thinker.bot_action(
                        rules, state, turn, level, seed, state_json=game.state_json
                    )
            except Exception:
                log.exception("game %s: the bot failed; playing the gentlest move", game.id)
                move = rules.auto_action(state, turn)
            reason = "bot" if seat.bot else "absent"
            auto = await self._play(game, state, turn, move, reason=reason)
            autos.append(auto)
            game, state = auto.game, auto.state
        return autos

    async def recent_actions(self, game_id: int, limit: int = 5) -> list[ActionRecord]:
        """Return the last moves of a game, oldest first, with their public summaries, numbered
        by the moves that stand (``undo_entries.as_turns``: the table's turn number)."""
        recent = await self.repo.recent_actions(game_id, limit)
        if not recent:
            return recent
        return as_turns(recent, await self.repo.undos_before(game_id, recent[0].seq))

    async def draft(self, game: GameRecord, user_id: int) -> dict[str, Any]:
        """Return a player's half-made move on the current board ({} if none or outdated)."""
        found = await self.repo.get_draft(game.id, user_id)
        if found is None or not self.panel_current(game, found[0]):
            return {}
        return found[1]

    async def save_draft(self, game: GameRecord, user_id: int, data: dict[str, Any]) -> None:
        """Remember a player's half-made move on the current board."""
        await self.repo.set_draft(game.id, user_id, game.version, data, self._now())

    async def private_view(self, game: GameRecord, user_id: int) -> dict[str, Any]:
        """Return what one player may see (their own hand included)."""
        seat = game.seat_of(user_id)
        if seat is None:
            raise errors.NotAPlayer(game.id)
        rules = self.rules_for(game.kind)
        return rules.view_for(await self.state(game), seat)


def panel_current(game: GameRecord, version: int, *, together: bool) -> bool:
    """Say whether what a seat saw at ``version`` (a panel, a draft) is still the board.

    The current version always is. In a step where seats choose at once (``together``:
    ``Rules.turn``), so is any version of the current step (from ``step_version`` on: the
    turn's number has not changed since): the others' choices in it change nothing the seat
    may do (one action per seat per such step). Whether the seat may still choose is the next
    check (``NotYourTurn``: "You have already chosen"), not staleness. A seat's several
    decisions in a row in a turn are one version each: only the current one is accepted.
    """
    if version == game.version:
        return True
    return together and in_step(game, version)


def in_step(game: GameRecord, version: int) -> bool:
    """Say whether ``version`` is one of the game's current step (``step_version`` on)."""
    step = game.step_version
    return step is not None and step <= version <= game.version


def automatic(game: GameRecord, seat: int) -> bool:
    """Say whether ``seat`` is played for at once when active (a bot, or a player away)."""
    record = game.seats[seat]
    return bool(record.bot) or record.absent
