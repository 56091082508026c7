"""The services with a game whose seats choose at once: turns, clocks, bots, refusals, views.

``Guess`` is a test-only game (not in the registry): in each of two rounds every seat picks a
number from 1 to 3 at once, hidden until the round is resolved; the highest total wins.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import pytest

from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.engine.spec import GameSpec
from bot.services import GameService, errors
from bot.services.integrity import check_game
from bot.services.scheduler import Scheduler
from bot.storage import GameRecord, GameRepository, Status
from tests.conftest import FakeClock
from tests.services.test_turn_clock import Recorder

ROUNDS = 2
PICKS = (1, 2, 3)
GUILD, CHANNEL = 10, 20
HOST, BOB, CAROL = 1, 2, 3


@dataclass(frozen=True, slots=True)
class Guess:
    ids: tuple[str, ...]
    round: int
    picks: tuple[int | None, ...]
    """This round's picks so far (hidden from the other seats)."""
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Picked(Event):
    def text(self, viewer: int | None = None) -> str:
        return f"seat {self.seat} has chosen"


class GuessRules:
    """The ``Rules`` protocol for ``Guess``, counting the loads and views the services ask."""

    game_id = "guess"
    min_players = 2
    max_players = 3
    bot_levels = ("easy",)

    def __init__(self) -> None:
        self.loads = 0
        self.views: list[int | None] = []

    def default_ruleset(self) -> dict[str, Any]:
        return {"name": "standard"}

    def new_game(
        self,
        num_players: int,
        seed: int,
        *,
        player_ids: Sequence[str] | None = None,
        ruleset: Mapping[str, Any] | None = None,
    ) -> Guess:
        ids = tuple(player_ids or (str(i) for i in range(num_players)))
        return Guess(ids, 0, (None,) * num_players, (0,) * num_players)

    def active_seats(self, state: Guess) -> tuple[int, ...]:
        if state.round >= ROUNDS:
            return ()
        return tuple(i for i, p in enumerate(state.picks) if p is None)

    def turn(self, state: Guess) -> Turn:
        return Turn(state.round, together=True)

    def player_ids(self, state: Guess) -> tuple[str, ...]:
        return state.ids

    def bot_action(self, state: Guess, seat: int, level: str, seed: int) -> int:
        return random.Random(seed).choice(self.legal_actions(state, seat))

    def auto_action(self, state: Guess, seat: int) -> int:
        self.verify(state, seat, 1)
        return 1

    def legal_actions(self, state: Guess, seat: int) -> list[int]:
        return list(PICKS) if seat in self.active_seats(state) else []

    def verify(self, state: Guess, seat: int, action: int) -> None:
        if seat not in self.active_seats(state):
            raise IllegalAction("G-1", "village-refusals-not-your-turn")
        if action not in PICKS:
            raise IllegalAction("G-2", "goofspiel-refusals-card-range", high="3")

    def apply(self, state: Guess, seat: int, action: int) -> tuple[Guess, list[Event]]:
        self.verify(state, seat, action)
        picks = tuple(action if i == seat else p for i, p in enumerate(state.picks))
        if any(p is None for p in picks):
            return replace(state, picks=picks), [Picked(seat)]
        totals = tuple(t + (p or 0) for t, p in zip(state.totals, picks, strict=True))
        resolved = Guess(state.ids, state.round + 1, (None,) * len(picks), totals)
        return resolved, [Picked(seat)]

    def view_for(self, state: Guess, seat: int | None) -> dict[str, Any]:
        self.views.append(seat)
        mine = None if seat is None else state.picks[seat]
        chosen = [p is not None for p in state.picks]
        return {"round": state.round, "totals": list(state.totals), "chosen": chosen, "mine": mine}

    def redeal_hidden(self, state: Guess, seat: int | None, seed: int) -> Guess:
        return state

    def outcome(self, state: Guess) -> Outcome | None:
        if state.round < ROUNDS:
            return None
        best = max(state.totals)
        ranks = tuple(1 + sum(o > t for o in state.totals) for t in state.totals)
        winners = tuple(i for i, t in enumerate(state.totals) if t == best)
        return Outcome(state.totals, winners, ranks)

    def load(self, data: dict[str, Any]) -> Guess:
        self.loads += 1
        try:
            return Guess(
                tuple(data["ids"]), data["round"], tuple(data["picks"]), tuple(data["totals"])
            )
        except (KeyError, TypeError) as err:
            raise InvalidState(str(err)) from None

    def dump(self, state: Guess) -> dict[str, Any]:
        return {
            "ids": list(state.ids),
            "round": state.round,
            "picks": list(state.picks),
            "totals": list(state.totals),
        }

    def action_from_json(self, data: dict[str, Any]) -> int:
        if not isinstance(data.get("pick"), int):
            raise InvalidState("an action is {'pick': n}")
        return int(data["pick"])

    def action_to_json(self, action: int) -> dict[str, Any]:
        return {"pick": action}

    def describe(self, action: int, state: Guess | None = None) -> str:
        return f"pick {action}"


def spec(rules: GuessRules) -> GameSpec:
    return GameSpec(
        id="guess",
        title="Guess",
        summary="Everyone picks a number at once.",
        rules=rules,
        extension="tests.services.test_simultaneous",
        default_bot_level="easy",
    )


@pytest.fixture
def rules() -> GuessRules:
    return GuessRules()


@pytest.fixture
def guess(repo: GameRepository, clock: FakeClock, rules: GuessRules) -> GameService:
    return GameService(repo, clock=clock, seeds=lambda: 7, specs={"guess": spec(rules)})


async def started(service: GameService, *players: int, bots: int = 0) -> GameRecord:
    game = await service.open_lobby(kind="guess", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST)
    for p in players:
        await service.join(game.id, p)
    for _ in range(bots):
        await service.add_bot(game.id, HOST, "easy")
    return await service.start(game.id, HOST)


async def active_users(service: GameService, game_id: int) -> list[int]:
    game = await service.game(game_id)
    situation = await service.situation(game, [])
    return [game.seats[s].user_id for s in situation.active]


def pick(n: int) -> dict[str, Any]:
    return {"pick": n}


async def test_every_seat_is_active_at_the_start_and_a_choice_keeps_the_clock(
    guess: GameService, clock: FakeClock
) -> None:
    game = await started(guess, BOB)
    assert sorted(await active_users(guess, game.id)) == [HOST, BOB]
    assert game.deadline_at is not None and game.turn_started_at is not None
    clock.advance(hours=1)
    result = await guess.apply(game.id, HOST, pick(2), game.version)
    assert result.auto == () and result.state is not None
    assert await active_users(guess, game.id) == [BOB]
    after = await guess.game(game.id)
    # The step goes on: Bob's clock keeps running from the step's start, nothing is reset.
    assert (after.turn_started_at, after.deadline_at) == (game.turn_started_at, game.deadline_at)
    clock.advance(hours=1)
    result = await guess.apply(game.id, BOB, pick(3), after.version)
    assert sorted(await active_users(guess, game.id)) == [HOST, BOB]  # the next round
    new = result.last.game
    assert new.deadline_at is not None and new.deadline_at > (after.deadline_at or "")
    assert datetime.fromisoformat(new.turn_started_at or "") == clock.now()


async def test_a_seat_that_chose_is_told_who_is_still_choosing(guess: GameService) -> None:
    game = await started(guess, BOB, CAROL)
    result = await guess.apply(game.id, HOST, pick(1), game.version)
    game = result.game
    with pytest.raises(errors.NotYourTurn) as refused:
        await guess.apply(game.id, HOST, pick(2), game.version)
    others = tuple(s.user_id for s in game.seats if s.user_id != HOST)
    assert refused.value.chosen
    assert refused.value.user_ids == others
    assert refused.value.message == (
        f"You have already chosen: waiting for <@{others[0]}> and <@{others[1]}>."
    )
    assert (await guess.game(game.id)).version == game.version  # nothing written


def test_not_your_turn_says_whose_turn_it_is() -> None:
    one = errors.NotYourTurn([5], ["<@5>"])
    assert one.message == "It is not your turn: it is <@5>'s." and one.user_ids == (5,)
    assert errors.NotYourTurn([5, 6]).message == "It is not your turn: waiting for <@5> and <@6>."
    assert errors.NotYourTurn([5], ["🤖 Bot"], chosen=True).message == (
        "You have already chosen: waiting for 🤖 Bot."
    )
    assert errors.NotYourTurn().user_ids == ()


async def test_reminders_go_to_every_seat_still_to_choose_and_the_deadline_times_out_the_rest(
    guess: GameService, clock: FakeClock
) -> None:
    recorder = Recorder()
    scheduler = Scheduler(guess, recorder, clock)
    game = await started(guess, BOB)
    clock.advance(hours=12)  # half time: both still choosing
    await scheduler.tick()
    assert sorted(user for _, user, _ in recorder.reminders) == [HOST, BOB]
    assert {left for _, _, left in recorder.reminders} == {timedelta(hours=12)}
    clock.advance(hours=1)
    game = await guess.game(game.id)
    await guess.apply(game.id, HOST, pick(3), game.version)
    recorder.reminders.clear()
    clock.advance(hours=10)  # one hour before the step's deadline: only Bob is reminded
    await scheduler.tick()
    assert recorder.reminders == [(game.id, BOB, timedelta(hours=1))]
    clock.advance(hours=1)
    handled = await scheduler.tick()
    assert [(d.kind, d.user_ids) for d in handled] == [("timeout", (BOB,))]
    result = handled[0].result
    assert result is not None and result.reason == "timeout" and result.action == pick(1)
    game = await guess.game(game.id)
    bob = game.seats[game.seat_of(BOB) or 0]
    host = game.seats[game.seat_of(HOST) or 0]
    assert (bob.timeouts, host.timeouts) == (1, 0)
    assert sorted(await active_users(guess, game.id)) == [HOST, BOB]  # round two, a new clock
    assert datetime.fromisoformat(game.deadline_at or "") == clock.now() + timedelta(hours=24)


async def test_every_seat_still_active_at_the_deadline_times_out(
    guess: GameService, clock: FakeClock
) -> None:
    game = await started(guess, BOB, CAROL)
    result = await guess.apply(game.id, CAROL, pick(2), game.version)
    clock.advance(hours=24)
    due = await guess.run_due(game.id)
    assert due is not None and due.kind == "timeout"
    assert sorted(due.user_ids) == [HOST, BOB]
    assert due.result is not None
    chain = [due.result, *due.result.auto]
    assert [m.reason for m in chain] == ["timeout", "timeout"]
    assert sorted(m.seat for m in chain) == sorted(result.game.seat_of(u) or 0 for u in (HOST, BOB))
    game = await guess.game(game.id)
    assert [s.timeouts for s in game.seats] == [0 if s.user_id == CAROL else 1 for s in game.seats]
    assert due.result.last.state.round == 1  # the round was resolved by the last timeout


async def test_a_bot_chooses_at_once_and_the_human_keeps_the_steps_clock(
    guess: GameService, clock: FakeClock
) -> None:
    game = await started(guess, bots=1)  # the host and a bot
    assert await active_users(guess, game.id) == [HOST]  # the bot chose as the game started
    assert [r for r in await guess.recent_actions(game.id) if r.seat != game.seat_of(HOST)]
    clock.advance(hours=1)
    result = await guess.apply(game.id, HOST, pick(2), game.version)
    assert [m.reason for m in result.auto] == ["bot"]  # round two: the bot chose at once
    assert result.last.state.round == 1 and result.last.state.picks.count(None) == 1
    assert await active_users(guess, game.id) == [HOST]
    game = await guess.game(game.id)
    assert datetime.fromisoformat(game.turn_started_at or "") == clock.now()
    result = await guess.apply(game.id, HOST, pick(2), game.version)
    assert result.over and result.last.game.status is Status.FINISHED
    assert await check_game(guess, game.id, mark=False) is None  # the log replays


async def test_a_player_marked_away_in_a_step_is_played_for_at_once(guess: GameService) -> None:
    game = await started(guess, BOB)
    moved = await guess.set_absent(game.id, BOB, by=BOB)
    assert not isinstance(moved, GameRecord) and moved.reason == "absent"
    assert await active_users(guess, game.id) == [HOST]


async def test_a_situation_parses_once_and_views_each_seat_once(
    guess: GameService, rules: GuessRules
) -> None:
    game = await started(guess, BOB, CAROL)
    result = await guess.apply(game.id, HOST, pick(2), game.version)
    host = result.game.seat_of(HOST)
    bob = result.game.seat_of(BOB)
    assert host is not None and bob is not None
    loads, rules.views = rules.loads, []
    seen = await guess.situation(result.game, [None, host, bob, host, None], state=result.state)
    assert rules.loads == loads  # the state was given: not parsed
    assert sorted(rules.views, key=str) == sorted([None, host, bob], key=str)
    assert seen.active == tuple(s for s in range(3) if s != host)
    assert seen.legal == {bob: [1, 2, 3]}  # the host already chose: not active, not listed
    assert seen.view(host)["mine"] == 2 and seen.view(None)["mine"] is None
    with pytest.raises(KeyError):
        seen.view(3 - host - bob)
    again = await guess.situation(result.game, [bob])
    assert rules.loads == loads  # the state the move stored is kept: not parsed again
    assert again.view(bob) == seen.view(bob) and again.state == seen.state
    with pytest.raises(ValueError, match="no seat 7"):
        await guess.situation(result.game, [7])


async def test_the_log_of_a_simultaneous_game_replays(guess: GameService) -> None:
    game = await started(guess, BOB)
    for user in (BOB, HOST):
        game = (await guess.apply(game.id, user, pick(1), game.version)).game
    assert await check_game(guess, game.id, mark=False) is None
    rows = await guess.repo.actions(game.id)
    assert [json.loads(r.action_json) for r in rows] == [pick(1), pick(1)]
