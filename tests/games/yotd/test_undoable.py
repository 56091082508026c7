"""Which yotd moves a player may take back (``RULES.undoable``): an action card, a refill, a
floor and a release while the month goes on; never a recruit (a card from a hidden hand) nor a
draft (chosen at once), nor a move that ends the month (the next month's cards turn up)."""

from __future__ import annotations

import random

from bot.games.yotd import RULES, Draft, Recruit


def test_the_moves_taken_back_keep_the_month_and_hide_no_card() -> None:
    rnd = random.Random(3)
    state = RULES.new_game(3, 3)
    seen: dict[str, set[bool]] = {}
    for _ in range(400):
        if RULES.outcome(state) is not None:
            break
        seat = RULES.active_seats(state)[0]
        action = rnd.choice(RULES.legal_actions(state, seat))
        after, _ = RULES.apply(state, seat, action)
        undoable = RULES.undoable(state, seat, action)
        seen.setdefault(type(action).__name__, set()).add(undoable)
        if undoable:
            assert after.month == state.month and not after.over
        if isinstance(action, Recruit | Draft):
            assert not undoable
        state = after
    assert seen["TakeAction"] == {True}
    assert seen["Release"] == {True, False}  # the month's last release ends it
    assert seen["Recruit"] == {False} and seen["Draft"] == {False}
