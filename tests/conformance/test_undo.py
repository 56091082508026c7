"""A move a game's rules let a player take back (``Rules.undoable``) shows nobody anything
hidden: played from a position whose hidden part is dealt again, it leaves every viewer's view
the same. Otherwise Undo would be a free peek (draw, look, take it back). A move that ends the
game is never taken back (the house's rule: the game is over, every hand shown)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import Rules
from tests.conformance.games import GAME_IDS, SEATINGS, games, rules_of

REDEALS = (0, 1)


def leaks(rules: Rules[Any, Any], state: Any, seat: int, action: Any, players: int) -> bool:
    """Say whether ``action`` shows some viewer something it could not see before: played
    after a re-deal of what that viewer cannot see, the view after it differs."""
    after, _ = rules.apply(state, seat, action)
    for viewer in (None, *range(players)):
        view = rules.view_for(after, viewer)
        for k in REDEALS:
            other = rules.redeal_hidden(state, viewer, k)
            if action not in rules.legal_actions(other, seat):
                continue  # the re-deal changed the mover's own hand: the move is not there
            moved, _ = rules.apply(other, seat, action)
            if rules.view_for(moved, viewer) != view:
                return True
    return False


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_a_move_taken_back_showed_nothing_hidden(game_id: str, players: int) -> None:
    rules = rules_of(game_id)
    for g in games(game_id, players):
        for state, seat, action in zip(g.states, g.seats, g.actions, strict=False):
            after, _ = rules.apply(state, seat, action)
            if rules.outcome(after) is None and rules.undoable(state, seat, action):
                assert not leaks(rules, state, seat, action, players), (
                    f"{game_id}: {rules.action_to_json(action)} may be taken back but shows "
                    "something hidden"
                )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_check_sees_a_move_that_shows_something_hidden(game_id: str) -> None:
    """Every game has hidden parts that some move shows: the check above has teeth."""
    rules = rules_of(game_id)
    players = rules.min_players
    shown = any(
        leaks(rules, state, seat, action, players)
        for g in games(game_id, players)
        for state, seat, action in zip(g.states, g.seats, g.actions, strict=False)
    )
    assert shown
