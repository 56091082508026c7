"""The ``splendor`` bots: a legal move at every step, the same move for the same seed and the
same view, and stronger levels that beat weaker ones (a small arena)."""

from __future__ import annotations

import random

import pytest

from bot.games import splendor as sp
from bot.games.arena import Tally
from bot.games.splendor.arena import play_game
from bot.games.splendor.bots import POLICIES, choose_action
from bot.games.splendor.ruleset import GEMS
from tests.games.splendor.helpers import card, cards_where, position, tokens

W, U, G = 0, 1, 2


def positions(players: int, count: int, seed: int) -> list[sp.State]:
    """Positions of games played by a mix of easy and random seats, every step included."""
    rng = random.Random(seed)
    found: list[sp.State] = []
    g = 0
    while len(found) < count:
        s = sp.RULES.new_game(players, seed * 100 + g)
        g += 1
        ply = 0
        while not s.over:
            seat = s.current
            if rng.random() < 0.08 or s.step != "play":
                found.append(s)
            level = "easy" if rng.random() < 0.6 else "random"
            s, _ = sp.apply(s, seat, choose_action(s, seat, level, ply))
            ply += 1
    return found[:count]


def several_nobles() -> sp.State:
    """Seat 0 must choose between N08 and N10 (as in test_turn_steps)."""
    whites, blues = cards_where(1, bonus=W, points=0), cards_where(1, bonus=U, points=0)
    greens = cards_where(1, bonus=G, points=0)
    fourth = blues[3]
    s = position(
        bought={0: whites[:4] + blues[:3] + greens[:3]},
        face_up={1: [fourth]},
        held={0: tokens(**{GEMS[g]: k for g, k in enumerate(card(fourth).cost)})},
        nobles=["N08", "N10", "N06"],
    )
    buy = next(a for a in sp.legal_actions(s, 0) if isinstance(a, sp.Purchase) and a.card == fourth)
    s, _ = sp.apply(s, 0, buy)
    assert s.step == "noble"
    return s


@pytest.mark.parametrize("level", sp.BOT_LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_a_legal_same_move_whatever_it_cannot_see(
    level: str, players: int
) -> None:
    count = 3 if level == "hard" else 12
    found = positions(players, 100, players)
    states = [s for s in found if s.step == "play"][:count]
    states += [s for s in found if s.step == "return"][:count]
    assert len(states) == 2 * count
    for i, s in enumerate([*states, several_nobles()]):
        seat = s.current
        action = choose_action(s, seat, level, i)
        assert action in sp.legal_actions(s, seat), f"{level} chose {action!r}"
        assert choose_action(s, seat, level, i) == action  # deterministic per seed
        for k in range(2):  # the others' blind reserves and the decks re-dealt
            assert choose_action(sp.redeal_hidden(s, seat, 1000 + k), seat, level, i) == action


def test_the_rules_list_the_levels_weakest_first() -> None:
    assert sp.BOT_LEVELS == ("easy", "normal", "hard")
    assert set(sp.BOT_LEVELS) < set(POLICIES)
    with pytest.raises(ValueError):
        choose_action(sp.RULES.new_game(2, 0), sp.RULES.new_game(2, 0).current, "genius", 0)


def arena(lineup: tuple[str, str], games: int) -> float:
    """``lineup[0]``'s share of the wins over ``games`` 2-player games, seats rotated."""
    won = 0.0
    for g in range(games):
        seated = lineup if g % 2 == 0 else lineup[::-1]
        tallies = {0: Tally(), 1: Tally()}
        winners = play_game(seated, 50 + g // 2, tallies)
        won += sum(1 / len(winners) for s in winners if seated[s] == lineup[0])
    return won / games


def test_normal_beats_random_clearly() -> None:
    assert arena(("normal", "random"), 16) >= 0.85


def test_hard_beats_random_clearly() -> None:
    assert arena(("hard", "random"), 4) == 1.0
