"""Which village moves a player may take back (``RULES.undoable``): a market visit (cards in
sight, the mover's own hand), never a draw (R-D1: the deck's top card) nor a bribe (R-B4: the
deck's cards dealt face up)."""

from __future__ import annotations

from bot.games import village


def test_only_a_market_visit_may_be_taken_back() -> None:
    state = village.new_game(3, seed=5)
    seat = state.current
    kinds = {}
    for action in village.legal_actions(state):
        kinds.setdefault(type(action).__name__, set()).add(
            village.RULES.undoable(state, seat, action)
        )
    assert kinds == {"Draw": {False}, "Bribe": {False}, "Market": {True}}
