"""Decoded states kept per game and version: never stale, bounded; a move's trips to the
database."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import asyncpg
import pytest

from bot.games import SPECS, village
from bot.services import GameService
from bot.services.states import CHECKED_KEPT, STATES_KEPT, Bounded, BoundedSet, StateCache
from bot.storage import Backend, Database, GameRecord, GameRepository, Status, VersionConflict
from tests.conftest import FakeClock, RawSQL

GUILD = 10
HOST, BOB = 1, 2
RULES = SPECS["village"].rules


async def started(service: GameService, channel: int = 20) -> GameRecord:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=channel, host_id=HOST
    )
    await service.join(game.id, BOB)
    return await service.start(game.id, HOST)


def a_move(state: Any, seed: int = 0) -> dict[str, Any]:
    return village.action_to_json(random.Random(seed).choice(village.legal_actions(state)))


async def play(service: GameService, game: GameRecord) -> GameRecord:
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    result = await service.apply(game.id, game.seats[seat].user_id, a_move(state), game.version)
    return result.game


def decoded(text: str | None) -> Any:
    assert text is not None
    return RULES.load(json.loads(text))


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts the states the rules decode (one entry per decode)."""
    counted: list[int] = []
    load = RULES.load

    def counting(data: Any) -> Any:
        counted.append(1)
        return load(data)

    monkeypatch.setattr(RULES, "load", counting)
    yield counted


@pytest.fixture
def other(repo: GameRepository, clock: FakeClock) -> GameService:
    """A second service on the same database: another process, as far as the first knows."""
    seeds = itertools.count(5000)
    return GameService(repo, specs=SPECS, clock=clock, seeds=lambda: next(seeds))


async def test_a_game_read_again_is_decoded_once_and_a_move_keeps_what_it_stored(
    service: GameService, loads: list[int]
) -> None:
    game = await started(service)
    first = await service.state(game)
    assert await service.state(await service.game(game.id)) is first
    assert len(loads) == 1
    moved = await play(service, game)
    now = await service.game(game.id)
    assert now.version == moved.version
    kept = await service.state(now)
    assert len(loads) == 1  # the state the move stored, not decoded again
    assert kept == decoded(now.state_json)  # and it is the state stored


async def test_a_move_by_another_process_is_never_served_stale(
    service: GameService, other: GameService
) -> None:
    game = await started(service)
    before = await service.state(game)
    moved = await play(other, await other.game(game.id))
    fresh = await service.game(game.id)
    assert fresh.version == moved.version
    state = await service.state(fresh)
    assert state != before
    assert state == decoded(fresh.state_json)


async def test_a_state_rewritten_at_the_same_version_is_decoded_again(
    service: GameService, sql: RawSQL
) -> None:
    """A restore (or a hand edit) may put another state under the same version."""
    game = await started(service)
    before = await service.state(game)
    seat = village.current_seat(before)
    assert seat is not None
    after, _ = RULES.apply(before, seat, RULES.action_from_json(a_move(before)))
    await sql.run(
        "UPDATE games SET state_json = ? WHERE id = ?",
        json.dumps(RULES.dump(after), separators=(",", ":")),
        game.id,
    )
    fresh = await service.game(game.id)
    assert fresh.version == game.version
    assert await service.state(fresh) == after != before


async def test_an_undone_state_at_a_new_version_is_decoded_again(
    service: GameService, sql: RawSQL
) -> None:
    """An undo-like rewrite: the version moves on, the state goes back to an older text."""
    game = await started(service)
    before = await service.state(game)
    moved = await play(service, game)
    assert await service.state(moved) != before
    await sql.run(
        "UPDATE games SET state_json = ?, version = version + 1 WHERE id = ?",
        game.state_json,
        game.id,
    )
    fresh = await service.game(game.id)
    assert fresh.version == moved.version + 1
    assert await service.state(fresh) == before


async def test_the_service_keeps_at_most_its_size_of_states(service: GameService) -> None:
    assert service._states.size == STATES_KEPT
    assert service._checked.size == CHECKED_KEPT
    service._states = StateCache(2)
    games = [await started(service, channel=20 + n) for n in range(4)]
    for game in games:
        await service.state(game)
        assert len(service._states) <= 2
    assert len(service._states) == 2
    assert service._states.get(games[0]) is None  # the least recently used went first
    assert service._states.get(games[3]) is not None


def test_a_bounded_cache_drops_the_least_recently_used_past_its_size() -> None:
    cache: Bounded[int, str] = Bounded(3)
    for key in range(3):
        cache.put(key, str(key))
    assert cache.get(0) == "0"  # used: now the most recent
    cache.put(3, "3")
    cache.put(4, "4")
    assert len(cache) == 3
    assert cache.keys() == [0, 3, 4]
    assert cache.get(1) is None and cache.get(2) is None
    with pytest.raises(ValueError):
        Bounded(0)


def test_a_bounded_set_keeps_at_most_its_size() -> None:
    seen: BoundedSet[int] = BoundedSet(100)
    for key in range(250):
        seen.add(key)
        assert len(seen) <= 100
    assert 249 in seen and 150 in seen and 149 not in seen


def test_a_kept_state_serves_only_its_own_record() -> None:
    cache = StateCache(4)
    game = GameRecord(
        id=7, kind="village", guild_id=1, channel_id=1, status=Status.RUNNING, version=3,
        host_id=1, max_seats=4, options={}, ruleset=None, ruleset_json=None, seed=1,
        state_json='{"a":1}', message_id=None, broken_reason=None, created_at="",
        updated_at="", started_at=None, finished_at=None, seats=(),
    )  # fmt: skip
    state = object()
    cache.keep(game, state)
    assert cache.get(game) is state
    for changed in (
        {"version": 4},
        {"state_json": '{"a":2}'},
        {"kind": "another"},
    ):
        cache.keep(game, state)
        assert cache.get(replace(game, **changed)) is None
        assert cache.get(game) is None  # a mismatch forgets the entry


# --- trips to the database --------------------------------------------------------------


class Trips:
    """Counts aiosqlite's calls queued on its thread, or asyncpg's statements (round trips)."""

    def __init__(self, db: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        if isinstance(db, Database):
            queue = db.conn._execute

            async def queued(*args: Any, **kwargs: Any) -> Any:
                self.count += 1
                return await queue(*args, **kwargs)

            monkeypatch.setattr(db.conn, "_execute", queued)
            return
        conn = asyncpg.connection.Connection
        execute, run = conn.execute, conn._execute

        async def simple(con: Any, query: str, *args: Any, **kwargs: Any) -> Any:
            if not args:  # the simple protocol (BEGIN, COMMIT, a reset): else ``_execute``
                self.count += 1
            return await execute(con, query, *args, **kwargs)

        async def extended(con: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return await run(con, *args, **kwargs)

        monkeypatch.setattr(conn, "execute", simple)
        monkeypatch.setattr(conn, "_execute", extended)


async def test_a_move_reads_the_game_once_and_writes_it_once(
    service: GameService, db: Backend, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL: two round trips (no transaction around the read, no reset query after
    each); SQLite: no trip to aiosqlite's thread (the read and the write run on the loop's)."""
    game = await started(service)
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    trips = Trips(db, monkeypatch)
    moved = await service.apply(game.id, game.seats[seat].user_id, a_move(state), game.version)
    assert trips.count == (0 if isinstance(db, Database) else 2)
    assert (await service.game(game.id)).version == moved.game.version  # read after the write


async def test_a_move_with_seats_and_a_timeout_claim_is_one_trip_all_or_nothing(
    service: GameService, db: Backend, sql: RawSQL, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await started(service)
    steps: dict[str, Any] = {
        "seat": 0,
        "action_json": "{}",
        "state_json": game.state_json,
        "now": "2026-12-01T00:00:00Z",
        "seat_states": [(0, True, 3), (1, False, 0)],
        "timed_out": "2026-12-01T00:00:00Z",
    }
    before = [await sql.rows(f"SELECT * FROM {t} ORDER BY 1, 2") for t in ("games", "seats")]
    with pytest.raises(VersionConflict):
        await service.repo.save_move(game.id, game.version - 1, **steps)
    after = [await sql.rows(f"SELECT * FROM {t} ORDER BY 1, 2") for t in ("games", "seats")]
    assert after == before
    assert await sql.rows("SELECT COUNT(*) FROM clock_log") == [(0,)]
    trips = Trips(db, monkeypatch)
    await service.repo.save_move(game.id, game.version, **steps)
    if isinstance(db, Database):
        assert trips.count == 0  # BEGIN, four statements and COMMIT at once on the loop's thread
    assert await sql.rows(
        "SELECT seat, absent, timeouts FROM seats WHERE game_id = ? ORDER BY seat", game.id
    ) == [(0, 1, 3), (1, 0, 0)]
    assert await sql.rows("SELECT version FROM clock_log WHERE game_id = ?", game.id) == [
        (game.version,)
    ]


async def test_a_seats_legal_actions_are_listed_once_per_version(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hand shown, then its click: the legal actions are listed once, for the very state
    they are of; a new version, or another state object, lists them again."""
    listed: list[int] = []
    legal_actions = type(RULES).legal_actions

    def counting(self: Any, state: Any, seat: int) -> list[Any]:
        listed.append(seat)
        return legal_actions(self, state, seat)

    monkeypatch.setattr(type(RULES), "legal_actions", counting)
    game = await started(service)
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    first = await service.situation(game, [seat])
    again = await service.situation(game, [seat, None])
    assert listed == [seat]
    assert again.legal == first.legal == {seat: village.legal_actions(state)}
    again.legal[seat].clear()  # a caller's own list: the kept one is untouched
    assert (await service.situation(game, [seat])).legal[seat] == first.legal[seat]
    copy = decoded(game.state_json)  # an equal state, another object: listed again
    await service.situation(game, [seat], state=copy)
    assert listed == [seat, seat]
    game = await play(service, game)
    after = await service.situation(game, [village.current_seat(await service.state(game))])
    assert len(listed) == 3 and after.legal
