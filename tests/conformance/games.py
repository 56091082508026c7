"""Random games of every registered game, read only through the ``Rules`` protocol.

Nothing here names a game: every game id, player count and action comes from
``bot.games.REGISTRY`` and the protocol, so a game added to the registry is checked unchanged.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from bot.engine import Rules
from bot.games import REGISTRY
from tests.toy.rules import RULES as TOY

GAME_IDS = sorted(REGISTRY)
TOYS: dict[str, Rules[Any, Any]] = {TOY.game_id: TOY}
"""Test-only games (not registered for players) that some checks run too (``test_turns``)."""
SEEDS = (0, 1, 2)
"""The seeds of the random games each check plays (per game and player count)."""
MAX_MOVES = 10_000
"""No game may need more random moves than this to end. Board games for a chat end in tens or
hundreds of moves (``village``: about 50); a bound a hundred times that still catches a game
whose random play can go round in circles, in a fraction of a second."""


def rules_of(game_id: str) -> Rules[Any, Any]:
    return REGISTRY[game_id] if game_id in REGISTRY else TOYS[game_id]


def seatings(game_ids: list[str] = GAME_IDS) -> list[Any]:
    """One pytest parameter per game and player count, ``min_players`` to ``max_players``."""
    return [
        pytest.param(g, n, id=f"{g}-{n}p")
        for g in game_ids
        for n in range(rules_of(g).min_players, rules_of(g).max_players + 1)
    ]


SEATINGS = seatings()
GAMES = [pytest.param(g, id=g) for g in GAME_IDS]


def player_ids(players: int, seed: int) -> tuple[str, ...]:
    return tuple(f"user-{seed}-{seat}" for seat in range(players))


def text(rules: Rules[Any, Any], state: Any) -> str:
    """The canonical JSON text of a state."""
    return json.dumps(rules.dump(state), sort_keys=True)


def action_text(rules: Rules[Any, Any], action: Any) -> str:
    return json.dumps(rules.action_to_json(action), sort_keys=True)


@dataclass(frozen=True)
class Game:
    """A game played at random: at each step a random active seat plays a uniformly random
    legal action of its own. ``states[i + 1]`` follows ``actions[i]`` played by ``seats[i]``,
    and the last state is the end (or the ``MAX_MOVES`` bound)."""

    game_id: str
    players: int
    seed: int
    states: tuple[Any, ...]
    actions: tuple[Any, ...]
    seats: tuple[int, ...]

    @property
    def rules(self) -> Rules[Any, Any]:
        return rules_of(self.game_id)

    @property
    def running(self) -> tuple[Any, ...]:
        """Every state with a seat to move (all but the end)."""
        return tuple(s for s in self.states if self.rules.active_seats(s))


@cache
def random_game(game_id: str, players: int, seed: int) -> Game:
    """Play ``seed``'s random game (the choices also come from ``seed``); cached, read-only."""
    rules = rules_of(game_id)
    rng = random.Random(seed)
    s = rules.new_game(players, seed, player_ids=player_ids(players, seed))
    states, actions, seats = [s], [], []
    while (active := rules.active_seats(s)) and len(actions) < MAX_MOVES:
        seat = rng.choice(active)
        legal = rules.legal_actions(s, seat)
        if not legal:
            break  # test_random_games_end says so
        action = rng.choice(legal)
        s, _ = rules.apply(s, seat, action)
        states.append(s)
        actions.append(action)
        seats.append(seat)
    return Game(game_id, players, seed, tuple(states), tuple(actions), tuple(seats))


def games(game_id: str, players: int) -> Iterator[Game]:
    for seed in SEEDS:
        yield random_game(game_id, players, seed)


def sample_positions(game_id: str, players: int, count: int, salt: str = "") -> list[Any]:
    """``count`` running positions of the random games, chosen by a fixed seed."""
    pool = [s for g in games(game_id, players) for s in g.running]
    rng = random.Random(f"{game_id}-{players}-{salt}")
    return rng.sample(pool, min(count, len(pool)))


def moves(rules: Rules[Any, Any], s: Any) -> Iterator[tuple[int, list[Any]]]:
    """Each active seat of ``s`` with its legal actions."""
    for seat in rules.active_seats(s):
        yield seat, rules.legal_actions(s, seat)


@cache
def foreign_actions(game_id: str) -> tuple[Any, ...]:
    """Legal actions of other positions of the game (every player count, other seeds, every
    active seat), one per canonical JSON: candidates for actions illegal where they are tried."""
    rules = rules_of(game_id)
    found: dict[str, Any] = {}
    for n in range(rules.min_players, rules.max_players + 1):
        for seed in (100 + n, 200 + n):
            for s in random_game(game_id, n, seed).running:
                for _, legal in moves(rules, s):
                    for a in legal:
                        found.setdefault(action_text(rules, a), a)
    return tuple(found[k] for k in sorted(found))
