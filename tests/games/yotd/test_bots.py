"""The ``yotd`` bots: a legal move at every step, the same move for the same seed and the same
view (whatever the seat cannot see is dealt again), under every setting of the assumptions, and
stronger levels that beat weaker ones (a small arena)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games import yotd
from bot.games.arena import Tally
from bot.games.yotd.arena import play_game
from bot.games.yotd.bots import BOT_LEVELS, POLICIES, choose_action, decide

RULES = yotd.RULES
STEPS = ("draft", "action", "build", "recruit", "release")


def positions(players: int, per_step: int, seed: int, **changes: Any) -> list[yotd.State]:
    """Up to ``per_step`` positions of each step, met in games of easy and random seats."""
    rng = random.Random(seed)
    found: dict[str, list[yotd.State]] = {step: [] for step in STEPS}
    g = 0
    while any(len(v) < per_step for v in found.values()) and g < 40:
        s = RULES.new_game(players, seed * 100 + g, ruleset=RULES.default_ruleset() | changes)
        g += 1
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            bucket = found[s.step]
            if len(bucket) < per_step and rng.random() < 0.3:
                bucket.append(s)
            level = "easy" if rng.random() < 0.5 else "random"
            s, _ = RULES.apply(s, seat, choose_action(s, seat, level, ply))
            ply += 1
    return [s for step in STEPS for s in found[step]]


def check_level(level: str, states: list[yotd.State]) -> None:
    for i, s in enumerate(states):
        seat = s.current
        assert seat is not None
        action = choose_action(s, seat, level, i)
        assert action in RULES.legal_actions(s, seat), f"{level} chose {action!r}"
        assert choose_action(s, seat, level, i) == action  # deterministic per seed
        for k in range(2):  # the others' hands (when hidden) and the shuffles to come re-dealt
            other = RULES.redeal_hidden(s, seat, 1000 + k)
            assert choose_action(other, seat, level, i) == action


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_level_plays_a_legal_same_move_whatever_it_cannot_see(
    level: str, players: int
) -> None:
    states = positions(players, 3, players)
    assert {s.step for s in states} == set(STEPS)
    check_level(level, states)


@pytest.mark.parametrize(
    "changes",
    [
        {"played_cards_public": False, "build_all_floors": False},
        {"wild_waste": True, "open_hands": True, "draft_placement": "split"},
        {"large_privilege_cost": 7, "tie_break": "track_space", "first_player": "first_seat"},
    ],
    ids=["hidden-hands-stop-building", "wild-waste-open-hands", "dear-privilege"],
)
def test_the_levels_play_under_every_setting_of_the_assumptions(changes: dict[str, Any]) -> None:
    states = positions(3, 2, 7, **changes)
    for level in BOT_LEVELS:
        check_level(level, states)


def test_a_bot_decides_from_the_view_alone() -> None:
    """``decide`` gets only the seat's view and its legal actions: the same move as from the
    state, also from a view whose hidden parts were dealt again."""
    for s in positions(3, 2, 11):
        seat = s.current
        assert seat is not None
        legal = RULES.legal_actions(s, seat)
        for level in BOT_LEVELS:
            view = RULES.view_for(s, seat)
            assert decide(view, legal, level, 5) == choose_action(s, seat, level, 5)
            assert "action_orders" not in view


def test_the_rules_list_the_levels_weakest_first() -> None:
    assert yotd.BOT_LEVELS == BOT_LEVELS == ("easy", "normal", "hard")
    assert set(BOT_LEVELS) < set(POLICIES)
    s = RULES.new_game(2, 0)
    assert s.current is not None
    with pytest.raises(ValueError):
        choose_action(s, s.current, "genius", 0)


def points_per_level(lineup: tuple[str, str], games: int) -> tuple[float, dict[str, int]]:
    """Play ``games`` 2-player games of ``lineup``, seats rotated; return ``lineup[0]``'s share
    of the wins and the total points of each level."""
    won = 0.0
    totals = dict.fromkeys(lineup, 0)
    for g in range(games):
        seated = lineup if g % 2 == 0 else lineup[::-1]
        s = RULES.new_game(2, 50 + g // 2)
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            s, _ = RULES.apply(s, seat, choose_action(s, seat, seated[seat], 7919 * g + ply))
            ply += 1
        outcome = RULES.outcome(s)
        assert outcome is not None
        won += sum(1 / len(outcome.winners) for w in outcome.winners if seated[w] == lineup[0])
        for seat, level in enumerate(seated):
            totals[level] += s.players[seat].points
    return won / games, totals


def test_easy_beats_random_clearly() -> None:
    share, totals = points_per_level(("easy", "random"), 12)
    assert share >= 0.75
    assert totals["easy"] > totals["random"] * 1.3


def test_normal_beats_easy() -> None:
    share, totals = points_per_level(("normal", "easy"), 12)
    assert share >= 0.6
    assert totals["normal"] > totals["easy"]


def test_hard_beats_random_clearly() -> None:
    won = 0.0
    for g in range(4):
        seated = ("hard", "random") if g % 2 == 0 else ("random", "hard")
        tallies = {0: Tally(), 1: Tally()}
        winners = play_game(seated, 70 + g // 2, tallies)
        won += sum(1 / len(winners) for s in winners if seated[s] == "hard")
        assert all(t.games == 1 and t.times for t in tallies.values())
    assert won == 4
