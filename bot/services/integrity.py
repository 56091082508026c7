"""The integrity check: replay every game from its seed and action log (``check-db``)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from bot.services.errors import UserFacingError
from bot.services.games import GameService
from bot.services.replays import ReplayError, replay_states
from bot.storage import GameRecord, Status


@dataclass(frozen=True, slots=True)
class Finding:
    """A game whose stored data does not hold together."""

    game_id: int
    problem: str
    unreadable: bool = False
    """The game cannot be read or replayed at all (``--repair`` marks such games broken)."""
    marked: bool = False
    """This check marked the game broken."""
    was_broken: bool = False
    """The game was already marked broken."""


class Damage(Exception):
    """Says which part of a game's saved data is damaged, and how."""


def describe(err: BaseException) -> str:
    """Say what went wrong in one line, whatever the exception."""
    if isinstance(err, (UserFacingError, Damage)):
        return str(err)
    text = " ".join(str(err).split())
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


async def replay(service: GameService, game: GameRecord) -> dict[str, object]:
    """Rebuild a started game's state from its seed, seats, ruleset and action log.

    Raises ``Damage`` naming the part that is wrong (its ruleset, move 12 …).
    """
    rules = service.rules_for(game.kind)
    if game.seed is None or game.ruleset_json is None:
        raise Damage("the game has no seed or ruleset recorded")
    try:
        ruleset = json.loads(game.ruleset_json)
        ids = [str(s.user_id) for s in game.seats]
    except Exception as err:
        raise Damage(f"its ruleset or seats: {describe(err)}") from err
    entries = await service.repo.actions(game.id)

    def moves() -> Iterator[tuple[int, Any]]:  # read as the replay reaches them
        for entry in entries:
            try:
                action = json.loads(entry.action_json)
            except Exception as err:
                raise Damage(f"move {entry.seq}: {describe(err)}") from err
            yield entry.seat, action

    try:
        states = replay_states(rules, game.seed, ids, ruleset, moves())
    except ReplayError as err:
        cause = err.__cause__
        if err.move is None:
            raise Damage(f"its ruleset or seats: {describe(cause or err)}") from err
        entry = entries[err.move - 1]
        if cause is None:
            raise Damage(
                f"move {entry.seq}: it was logged for seat {entry.seat}, out of turn"
            ) from err
        raise Damage(f"move {entry.seq}: {describe(cause)}") from cause
    return rules.dump(states[-1])


async def check_game(service: GameService, game_id: int, *, mark: bool) -> Finding | None:
    """Check one game; whatever is wrong with it is a finding, never an exception.

    With ``mark``, a game that cannot be read or replayed is marked broken (paused) through
    ``GameService.mark_broken``; a game whose stored state merely differs from its replay is
    only reported. The game's lock is held meanwhile, so no move of it runs half-way through.
    """
    async with service.lock(game_id):
        return await _check_game(service, game_id, mark=mark)


async def _check_game(service: GameService, game_id: int, *, mark: bool) -> Finding | None:
    was_broken = False
    try:
        try:
            game = await service.repo.get(game_id)
        except Exception as err:
            raise Damage(f"its row: {describe(err)}") from err
        if game is None:
            return None
        was_broken = game.status is Status.BROKEN
        replayed = await replay(service, game)
        try:
            stored = game.state_data()
        except Exception as err:
            raise Damage(f"its saved state: {describe(err)}") from err
        if stored is None:
            raise Damage("the game has no saved state")
    except Exception as err:  # any damage at all: report it and go on with the next game
        problem = f"cannot be read or replayed: {describe(err)}"
        marked = False
        if mark and not was_broken:
            await service.mark_broken(game_id, problem, reported=True)
            marked = True
        return Finding(game_id, problem, unreadable=True, marked=marked, was_broken=was_broken)
    if stored != replayed:
        differs = sorted(k for k in set(stored) | set(replayed) if stored.get(k) != replayed.get(k))
        return Finding(
            game_id,
            f"stored state differs from its replay in {', '.join(differs)}",
            was_broken=was_broken,
        )
    return None


async def check_all(
    service: GameService, *, mark: bool = False, ids: Sequence[int] | None = None
) -> tuple[int, list[Finding]]:
    """Check every started game (or the games ``ids``); return how many and what was found."""
    findings = []
    if ids is None:
        ids = await service.repo.ids_started()
    for game_id in ids:
        found = await check_game(service, game_id, mark=mark)
        if found is not None:
            findings.append(found)
    return len(ids), findings
