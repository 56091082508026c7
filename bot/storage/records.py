"""Typed records that the repositories return (never raw rows)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Status(StrEnum):
    """Where a game is in its life."""

    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    BROKEN = "broken"

    @property
    def is_open(self) -> bool:
        """Say whether the game still occupies its channel."""
        return self in (Status.LOBBY, Status.RUNNING)


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One player of a game: seat index once started, final result once finished."""

    game_id: int
    user_id: int
    seat: int | None
    joined_at: str
    score: int | None = None
    rank: int | None = None
    absent: bool = False
    """Their turns are played for them until they act again."""
    name: str | None = None
    """Their display name when they joined (for pictures; mentions are used in text)."""
    bot: str | None = None
    """A bot seat's level ("easy", "normal", "hard"); its ``user_id`` is negative."""

    @property
    def mention(self) -> str:
        """Name the player in a message: a mention, or a bot's name."""
        return f"🤖 {self.name or 'bot'}" if self.bot else f"<@{self.user_id}>"

    timeouts: int = 0
    """Turns in a row that ran out of time."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as stored; ``seats`` in seat order once started, in join order before."""

    id: int
    kind: str
    guild_id: int
    channel_id: int
    status: Status
    version: int
    host_id: int
    max_seats: int
    options: dict[str, Any]
    ruleset: str | None
    ruleset_json: str | None
    seed: int | None
    state_json: str | None
    message_id: int | None
    broken_reason: str | None
    created_at: str
    updated_at: str
    started_at: str | None
    finished_at: str | None
    seats: tuple[SeatRecord, ...]
    turn_seconds: int = 86_400
    turn_started_at: str | None = None
    deadline_at: str | None = None
    reminders_sent: int = 0
    next_event_at: str | None = None
    step_version: int | None = None
    """The version at which the current step began (None once over; see ``Schedule``)."""
    table_version: int | None = None
    """The version the posted table (``message_id``) shows (None: unknown or none posted)."""
    pointer: tuple[int, int] | None = None
    """The (channel, message) in the parent channel pointing to the game's own thread."""

    @property
    def language(self) -> str:
        """The language of the game's public messages (chosen when it opened; "en" before)."""
        chosen = self.options.get("language")
        return chosen if isinstance(chosen, str) and chosen else "en"

    @property
    def schedule(self) -> Schedule:
        """The turn clock as this record holds it."""
        return Schedule(
            self.turn_started_at,
            self.deadline_at,
            self.reminders_sent,
            self.next_event_at,
            self.step_version,
        )

    @property
    def user_ids(self) -> list[int]:
        """Return the players' user ids in seat order (join order in the lobby)."""
        return [s.user_id for s in self.seats]

    def mention(self, user_id: int) -> str:
        """Name a player of this game in a message (a mention, or a bot's name)."""
        for s in self.seats:
            if s.user_id == user_id:
                return s.mention
        return f"<@{user_id}>"

    def seat_of(self, user_id: int) -> int | None:
        """Return the seat index of ``user_id`` in a started game, else None."""
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def has_player(self, user_id: int) -> bool:
        """Say whether ``user_id`` holds a seat (or a place in the lobby)."""
        return any(s.user_id == user_id for s in self.seats)

    def state_data(self) -> dict[str, Any] | None:
        """Return the parsed state JSON (raises ``ValueError`` if it is not JSON)."""
        if self.state_json is None:
            return None
        data = json.loads(self.state_json)
        if not isinstance(data, dict):
            raise ValueError("the stored state is not a JSON object")
        return data


@dataclass(frozen=True, slots=True)
class Schedule:
    """The turn clock of a running game (None everywhere once it stopped)."""

    turn_started_at: str | None
    deadline_at: str | None
    reminders_sent: int
    next_event_at: str | None
    step_version: int | None
    """The game version at which the current step began: the version after the move (or the
    start) that began it, kept while the step goes on (others still choosing)."""


STOPPED = Schedule(None, None, 0, None, None)


@dataclass(frozen=True, slots=True)
class ClockEntry:
    """A reminder or timeout the turn clock claimed (``clock_log``)."""

    game_id: int
    deadline_at: str
    """The deadline of the clock it belongs to (one clock per step)."""
    kind: str
    """"reminder" or "timeout"."""
    number: int
    """For a reminder, the reminder points passed when it was claimed; 0 for a timeout."""
    version: int
    """The game's version when it was claimed (a timeout's move made the next one)."""
    claimed_at: str
    sent_at: str | None
    """When the players were told; None if the process stopped in between (or Discord
    refused): a reminder still current is sent again at the next start-up."""
    posted: bool | None
    """Whether it was said (False: the game moved on before, nothing to say; None: untold)."""


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One entry of a game's append-only action log."""

    game_id: int
    seq: int
    seat: int
    action_json: str
    created_at: str
    summary: str = ""
    """What happened, in words anyone may read."""
    version: int | None = None
    """The game version this move led to (None for moves logged before it was recorded)."""
    reason: str | None = None
    """Why the move was played for the seat ("timeout", "absent", "bot"); None: its own move."""


@dataclass(frozen=True, slots=True)
class ActionPage:
    """A slice of a game's action log, oldest first, and the log's length."""

    entries: tuple[ActionRecord, ...]
    total: int
    """How many moves the whole log holds."""
    offset: int
    """How many moves come before the first entry."""


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What forgetting a member removed (or, for a preview, would remove)."""

    user_id: int
    preferences: int
    """Their preferences removed (direct-message reminders): 0 or 1. A choice to hide their
    stats is not removed (see ``stats_hidden``)."""
    drafts: int
    """Half-made moves of theirs."""
    names: int
    """Seats whose stored display name was removed."""
    games_kept: int
    """Ended games that keep their user id (with score and rank once finished)."""
    done: bool = True
    """False for a preview: nothing was removed yet."""
    stats_hidden: bool = False
    """They keep their stats to themselves: that choice stays (forgetting must not show them)."""


@dataclass(frozen=True, slots=True)
class Holiday:
    """A member's holiday (``/hoard away``): their seats' clocks stop while it runs."""

    user_id: int
    started_at: str
    until_at: str
    """The end the member asked for."""
    ended_at: str | None = None
    """When it ended early (``/hoard back``, or a new holiday in its place); None otherwise."""
    reason: str | None = None

    @property
    def ends_at(self) -> str:
        """When it ends (or ended): its early end, else the end asked for."""
        if self.ended_at is not None and self.ended_at < self.until_at:
            return self.ended_at
        return self.until_at
