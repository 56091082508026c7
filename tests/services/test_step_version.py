"""The step version: a panel drawn in a step where seats choose at once stays current all step.

Every move still bumps the version (the check of every save); ``step_version`` is the version
at which the current step began. In a game whose seats choose at once, a panel (or a draft)
of any version of the current step is still current for a seat that has not chosen; one of an
earlier step is stale. A game played in turn keeps one version per board.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.services import GameService, errors
from bot.services.acting import Decision
from bot.services.play import panel_current
from bot.services.situation import Situation
from bot.storage import GameRecord, GameRepository, Status
from tests.conftest import FakeClock, Reopen
from tests.services.test_game_service import current_player
from tests.services.test_game_service import started as village_started
from tests.services.test_simultaneous import BOB, CAROL, HOST, GuessRules, pick, spec, started


@pytest.fixture
def guess(repo: GameRepository, clock: FakeClock) -> GameService:
    return GameService(repo, clock=clock, seeds=lambda: 7, specs={"guess": spec(GuessRules())})


def picking(n: int) -> Any:
    """A panel click that picks ``n`` (the adapter's pure decision)."""

    def decide(situation: Situation, seat: int, draft: dict[str, Any]) -> Decision:
        return Decision(action=n)

    return decide


async def test_the_game_starts_its_first_step_at_the_version_after_the_start(
    guess: GameService,
) -> None:
    game = await started(guess, BOB)
    assert game.step_version == game.version
    stored = await guess.game(game.id)
    assert (stored.version, stored.step_version) == (game.version, game.version)


async def test_a_panel_drawn_before_another_seats_choice_in_the_step_is_accepted(
    guess: GameService,
) -> None:
    game = await started(guess, BOB, CAROL)
    drawn = game.version  # every panel drawn now
    moved = await guess.apply(game.id, HOST, pick(1), drawn)
    assert moved.game.version == drawn + 1
    assert guess.panel_current(moved.game, drawn)
    acted = await guess.act(game.id, BOB, drawn, picking(2))  # a click on the panel of before
    assert acted.result is not None and acted.result.action == pick(2)
    assert acted.continued  # Carol still chooses
    result = await guess.apply(game.id, CAROL, pick(3), drawn)  # two choices later: still fine
    assert result.last.state.round == 1 and result.last.state.totals.count(0) == 0


async def test_a_panel_of_an_earlier_step_is_refused_as_stale(guess: GameService) -> None:
    game = await started(guess, BOB)
    drawn = game.version
    await guess.apply(game.id, HOST, pick(1), drawn)
    result = await guess.apply(game.id, BOB, pick(1), drawn)  # round two begins
    now = result.last.game
    assert now.step_version == now.version > drawn
    assert not guess.panel_current(now, drawn)
    for user in (HOST, BOB):
        with pytest.raises(errors.StaleBoard):
            await guess.apply(game.id, user, pick(2), drawn)
        with pytest.raises(errors.StaleBoard):
            await guess.act(game.id, user, drawn, picking(2))
    assert (await guess.game(game.id)).version == now.version  # nothing written


async def test_a_seat_that_chose_is_refused_with_not_your_turn_not_stale(
    guess: GameService,
) -> None:
    game = await started(guess, BOB, CAROL)
    drawn = game.version
    moved = await guess.act(game.id, HOST, drawn, picking(1))
    assert moved.result is not None
    await guess.apply(game.id, BOB, pick(1), drawn)
    for refused in (
        guess.apply(game.id, HOST, pick(2), drawn),  # the panel it chose from
        guess.act(game.id, HOST, drawn + 1, picking(2)),  # a panel drawn after its choice
    ):
        with pytest.raises(errors.NotYourTurn) as turn:
            await refused
        assert turn.value.chosen
        assert turn.value.message.startswith("You have already chosen: waiting for")


async def test_the_step_version_is_kept_while_the_step_goes_on_and_moves_on_at_a_new_step(
    guess: GameService, clock: FakeClock
) -> None:
    game = await started(guess, BOB, CAROL)
    step = game.step_version
    assert step is not None
    first = await guess.apply(game.id, HOST, pick(2), game.version)
    assert (first.game.version, first.game.step_version) == (step + 1, step)
    away = await guess.set_absent(first.game.id, HOST, by=HOST)  # no move: the host chose
    assert isinstance(away, GameRecord) and (away.version, away.step_version) == (step + 2, step)
    back = await guess.set_present(away, HOST)
    assert (back.version, back.step_version) == (step + 3, step)
    clock.advance(hours=1)
    second = await guess.apply(game.id, BOB, pick(2), step)
    assert second.game.step_version == step
    stored = await guess.game(game.id)
    assert (stored.version, stored.step_version) == (step + 4, step)
    third = await guess.apply(game.id, CAROL, pick(2), step)  # the round is resolved
    new = third.last.game
    assert new.version == step + 5 and new.step_version == new.version
    assert (await guess.game(game.id)).step_version == new.version
    assert not guess.panel_current(new, step + 4)


async def test_the_step_version_survives_a_restart_and_the_end_clears_it(
    guess: GameService, reopen: Reopen, clock: FakeClock
) -> None:
    game = await started(guess, BOB)
    drawn = game.version
    await guess.apply(game.id, HOST, pick(3), drawn)
    again = await reopen()  # a new process over the same database
    try:
        service = GameService(
            GameRepository(again), clock=clock, seeds=lambda: 7, specs={"guess": spec(GuessRules())}
        )
        stored = await service.game(game.id)
        assert (stored.version, stored.step_version) == (drawn + 1, drawn)
        result = await service.apply(game.id, BOB, pick(1), drawn)  # Bob's panel of before
        game = result.last.game
        for user in (HOST, BOB):  # round two, the last one
            game = (await service.apply(game.id, user, pick(1), game.step_version or 0)).last.game
        assert game.status is Status.FINISHED and game.step_version is None
        assert (await service.game(game.id)).step_version is None
    finally:
        await again.close()


async def test_a_draft_of_the_step_is_kept_through_the_others_choices_and_not_after(
    guess: GameService,
) -> None:
    game = await started(guess, BOB, CAROL)
    await guess.save_draft(game, BOB, {"leaning": 2})
    await guess.save_draft(game, HOST, {"leaning": 3})
    moved = await guess.apply(game.id, HOST, pick(3), game.version)
    assert await guess.draft(moved.game, BOB) == {"leaning": 2}  # drawn before the host chose
    assert await guess.repo.get_draft(game.id, HOST) is None  # the mover's own went with it
    await guess.save_draft(moved.game, CAROL, {"leaning": 1})
    moved = await guess.apply(game.id, BOB, pick(2), game.version)
    assert await guess.draft(moved.game, CAROL) == {"leaning": 1}
    resolved = await guess.apply(game.id, CAROL, pick(1), moved.game.version)
    assert resolved.last.state.round == 1
    for user in (HOST, BOB, CAROL):  # a new step: every draft was for the old board
        assert await guess.repo.get_draft(game.id, user) is None
    await guess.repo.set_draft(game.id, BOB, game.version, {"old": 1}, "t")  # an earlier step's
    assert await guess.draft(resolved.last.game, BOB) == {}


def test_the_rule_accepts_only_the_current_version_in_a_game_played_in_turn() -> None:
    game = GameRecord(
        id=1,
        kind="any",
        guild_id=1,
        channel_id=2,
        status=Status.RUNNING,
        version=7,
        host_id=1,
        max_seats=2,
        options={},
        ruleset=None,
        ruleset_json=None,
        seed=None,
        state_json=None,
        message_id=None,
        broken_reason=None,
        created_at="t",
        updated_at="t",
        started_at="t",
        finished_at=None,
        seats=(),
        step_version=5,
    )
    assert [v for v in range(10) if panel_current(game, v, together=False)] == [7]
    assert [v for v in range(10) if panel_current(game, v, together=True)] == [5, 6, 7]
    unknown = replace(game, step_version=None)  # started before the step version was stored
    assert [v for v in range(10) if panel_current(unknown, v, together=True)] == [7]


async def test_a_village_panel_drawn_before_any_version_change_is_still_stale_after_one(
    service: GameService,
) -> None:
    game = await village_started(service, BOB, CAROL)
    drawn = game.version
    mover = await current_player(service, game)
    idle = next(u for u in (HOST, BOB, CAROL) if u != mover)
    away = await service.set_absent(game.id, idle, by=idle)  # a new version, the same turn
    assert isinstance(away, GameRecord)
    assert (away.version, away.step_version) == (drawn + 1, drawn)
    assert not service.panel_current(away, drawn)
    state = await service.state(away)
    legal = service.rules_for(away.kind).legal_actions(state, away.seat_of(mover) or 0)
    move = service.rules_for(away.kind).action_to_json(legal[0])
    with pytest.raises(errors.StaleBoard):
        await service.apply(game.id, mover, move, drawn)
    with pytest.raises(errors.StaleBoard):
        await service.act(game.id, mover, drawn, lambda situation, seat, draft: Decision())
    await service.save_draft(away, mover, {"step": "bribe"})
    assert await service.draft(away, mover) == {"step": "bribe"}
    played = await service.apply(game.id, mover, move, away.version)
    assert played.game.step_version == played.game.version  # every move is a new step
    assert await service.draft(played.game, mover) == {}
