"""What the village code keeps in memory has a size: the actions of the bots' moves."""

from __future__ import annotations

from bot.games.village import RULES, simulate


def test_a_ruleset_keeps_the_actions_of_a_bounded_number_of_moves() -> None:
    rs = RULES.standard()
    rs.cache.clear()
    for n in range(simulate.MOVES_KEPT + 50):
        act = simulate.move_action(rs, (simulate.BRIBE, 0, n, 0, None))
        assert len(rs.cache) <= simulate.MOVES_KEPT
    again = simulate.move_action(rs, (simulate.BRIBE, 0, simulate.MOVES_KEPT + 49, 0, None))
    assert again is act  # still kept: the newest moves are
