"""The integrity check: replay every game from its seed and action log (``check-db``)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass

from bot.engine import IllegalAction, InvalidState
from bot.services.games import GameService
from bot.storage import GameRecord, Status

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Finding:
    """A game whose stored data does not hold together."""

    game_id: int
    problem: str


async def replay(service: GameService, game: GameRecord) -> dict[str, object]:
    """Rebuild a started game's state from its seed, seats, ruleset and action log."""
    rules = service.rules_for(game.kind)
    if game.seed is None or game.ruleset_json is None:
        raise ValueError("the game has no seed or ruleset recorded")
    ruleset = json.loads(game.ruleset_json)
    ids = [str(s.user_id) for s in game.seats]
    state = rules.new_game(len(ids), game.seed, player_ids=ids, ruleset=ruleset)
    for entry in await service.repo.actions(game.id):
        action = rules.action_from_json(json.loads(entry.action_json))
        if rules.current_seat(state) != entry.seat:
            raise ValueError(f"action {entry.seq} was logged for seat {entry.seat} out of turn")
        state, _ = rules.apply(state, action)
    return rules.dump(state)


async def check_game(service: GameService, game: GameRecord, *, mark: bool) -> Finding | None:
    """Compare a game's stored state with its replay; optionally mark a damaged game broken."""
    try:
        replayed = await replay(service, game)
        stored = game.state_data()
    except (InvalidState, IllegalAction, ValueError) as err:
        problem = f"cannot be replayed: {type(err).__name__}: {err}"
        if mark and game.status is not Status.BROKEN:
            await service.mark_broken(game, problem)
        return Finding(game.id, problem)
    if stored != replayed:
        differs = sorted(
            k for k in set(stored or {}) | set(replayed) if (stored or {}).get(k) != replayed.get(k)
        )
        return Finding(game.id, f"stored state differs from its replay in {', '.join(differs)}")
    return None


async def check_all(service: GameService, *, mark: bool = True) -> tuple[int, list[Finding]]:
    """Check every started game; return how many were checked and what was found."""
    findings = []
    ids = await service.repo.ids_with_state()
    for game_id in ids:
        game = await service.repo.get(game_id)
        if game is None:
            continue
        found = await check_game(service, game, mark=mark)
        if found is not None:
            log.error("game %s: %s", found.game_id, found.problem)
            findings.append(found)
    return len(ids), findings
