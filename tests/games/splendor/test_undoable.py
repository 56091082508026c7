"""Which Splendor moves a player may take back (``RULES.undoable``): those that show nothing
hidden. Tokens, returns, nobles, passes and reserved cards bought: yes. A face-up card reserved
or bought while its deck can refill its space, and a blind reserve: no."""

from __future__ import annotations

from dataclasses import replace

from bot.games import splendor as sp

RULES = sp.RULES


def start() -> sp.State:
    return RULES.new_game(2, 42)


def test_taking_tokens_may_be_taken_back() -> None:
    state = start()
    seat = state.current
    assert RULES.undoable(state, seat, sp.Take((0, 1, 2)))
    assert RULES.undoable(state, seat, sp.TakeTwo(0))


def test_a_reserve_from_the_row_refilled_by_its_deck_or_blind_may_not() -> None:
    state = start()
    seat = state.current
    card = state.tableau[0][0]
    assert card is not None
    assert not RULES.undoable(state, seat, sp.Reserve(card=card))
    assert not RULES.undoable(state, seat, sp.Reserve(level=1))
    emptied = replace(state, decks=((), *state.decks[1:]))  # nothing left to refill level 1
    assert RULES.undoable(emptied, seat, sp.Reserve(card=card))
    assert not RULES.undoable(emptied, seat, sp.Reserve(level=2))


def test_a_card_bought_from_the_row_only_when_nothing_refills_it_and_reserved_ones_always() -> None:
    state = start()
    seat = state.current
    card = state.tableau[1][2]
    assert card is not None
    assert not RULES.undoable(state, seat, sp.Purchase(card))
    emptied = replace(state, decks=(state.decks[0], (), state.decks[2]))
    assert RULES.undoable(emptied, seat, sp.Purchase(card))
    held, _ = RULES.apply(state, seat, sp.Reserve(level=3))  # a blind reserve, bought later
    blind = held.players[seat].reserved[0].card
    assert RULES.undoable(held, seat, sp.Purchase(blind))
