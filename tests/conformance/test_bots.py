"""Every bot level and the timeout move return a legal action of the seat they play for,
deterministically, from what that seat sees."""

from __future__ import annotations

import pytest

from tests.conformance.games import GAME_IDS, SEATINGS, games, moves, rules_of, sample_positions

STRONGEST_POSITIONS = 2
"""Positions per player count for the strongest level (the last: ``bot_levels`` is weakest
first, and the strongest bot is the one that searches, about 0.1 s a decision)."""
OTHER_POSITIONS = 6
"""Positions per player count for every other level."""


def bot_cases() -> list[object]:
    return [
        pytest.param(g, n, level, id=f"{g}-{n}p-{level}")
        for g in GAME_IDS
        for level in rules_of(g).bot_levels
        for n in range(rules_of(g).min_players, rules_of(g).max_players + 1)
    ]


@pytest.mark.parametrize(("game_id", "players", "level"), bot_cases())
def test_every_bot_level_plays_a_legal_action(game_id: str, players: int, level: str) -> None:
    rules = rules_of(game_id)
    strongest = level == rules.bot_levels[-1]
    count = STRONGEST_POSITIONS if strongest else OTHER_POSITIONS
    for i, s in enumerate(sample_positions(game_id, players, count, salt=level)):
        active = rules.active_seats(s)
        seat = active[i % len(active)]  # one active seat per position keeps this quick
        action = rules.bot_action(s, seat, level, i)
        assert action in rules.legal_actions(s, seat), f"{level} chose {action!r}"
        rules.apply(s, seat, action)
        assert rules.bot_action(s, seat, level, i) == action  # deterministic
        # Seeded, and from what the seat sees only: the same whatever it cannot see.
        other = rules.redeal_hidden(s, seat, i)
        assert rules.bot_action(other, seat, level, i) == action


@pytest.mark.parametrize("game_id", [pytest.param(g, id=g) for g in GAME_IDS])
def test_a_game_has_bot_levels(game_id: str) -> None:
    levels = rules_of(game_id).bot_levels
    assert levels and len(set(levels)) == len(levels)


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_the_timeout_move_is_legal(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for game in games(game_id, players):
        for s in game.running:
            for seat, legal in moves(rules, s):
                action = rules.auto_action(s, seat)
                assert action in legal
                assert rules.auto_action(s, seat) == action
                rules.apply(s, seat, action)
