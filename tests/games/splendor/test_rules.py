"""A test per rule id of docs/rules/splendor.md, on hand-built positions (``test_S_<id>_…``)."""

from __future__ import annotations

import csv
from dataclasses import replace

import pytest

from bot import resources
from bot.engine import IllegalAction
from bot.games import splendor as sp
from bot.games.splendor import events as ev
from bot.games.splendor.board import bonuses, payments, points
from bot.games.splendor.ruleset import COLOURS, GEMS, GOLD
from bot.games.splendor.state import (
    Pass,
    Purchase,
    Reserve,
    Reserved,
    Take,
    TakeTwo,
)
from tests.games.splendor.helpers import (
    RS,
    G,
    K,
    R,
    U,
    W,
    card,
    cards_where,
    position,
    refused,
    ruleset,
    tokens,
    with_bank,
)

# --- Components and setup ------------------------------------------------------------------


def test_S_C1_six_colours_gold_last_in_every_count() -> None:
    assert COLOURS == ("white", "blue", "green", "red", "black", "gold")
    s = sp.RULES.new_game(2, 1)
    assert len(s.bank) == 6 and s.bank[GOLD] == 5
    assert sp.action_to_json(Take((W, U, K))) == {
        "type": "take",
        "gems": ["white", "blue", "black"],
    }
    assert sp.RULES.action_from_json({"type": "take", "gems": ["black", "white", "blue"]}) == Take(
        (0, 1, 4)
    )


def test_S_C2_the_cards_and_nobles_are_those_of_the_data_files() -> None:
    assert [sum(c.level == n for c in RS.cards) for n in (1, 2, 3)] == [40, 30, 20]
    assert sum(c.points for c in RS.cards) == 140
    rows = list(csv.DictReader((resources.DATA_DIR / "splendor" / "cards.csv").open()))
    assert [r["id"] for r in rows] == [c.id for c in RS.cards]
    for row, c in zip(rows, RS.cards, strict=True):
        assert (int(row["level"]), row["bonus"], int(row["points"])) == (
            c.level,
            GEMS[c.bonus],
            c.points,
        )
        assert tuple(int(row[g]) for g in GEMS) == c.cost
    nobles = list(csv.DictReader((resources.DATA_DIR / "splendor" / "nobles.csv").open()))
    assert [(n["id"], tuple(int(n[g]) for g in GEMS)) for n in nobles] == [
        (n.id, n.need) for n in RS.nobles
    ]
    assert {n.points for n in RS.nobles} == {3}


def test_S_S1_two_to_four_players_the_first_drawn_from_the_seed() -> None:
    for n in (1, 5):
        with pytest.raises(IllegalAction) as info:
            sp.RULES.new_game(n, 0)
        assert info.value.rule_id == "S-S1"
    firsts = {sp.RULES.new_game(4, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    s = sp.RULES.new_game(3, 7)
    assert sp.active_seats(s) == (s.first,) and s.current == s.first
    fixed = ruleset(first_player="first_seat")
    assert {sp.RULES.new_game(3, seed, ruleset=fixed).first for seed in range(10)} == {0}


@pytest.mark.parametrize(("players", "gems"), [(2, 4), (3, 5), (4, 7)])
def test_S_S2_the_bank_by_player_count(players: int, gems: int) -> None:
    s = sp.RULES.new_game(players, 3)
    assert s.bank == (gems,) * 5 + (5,)
    assert all(p.tokens == (0,) * 6 and not p.cards for p in s.players)


def test_S_S3_three_shuffled_decks_four_face_up_each() -> None:
    s = sp.RULES.new_game(2, 5)
    assert [len(d) for d in s.decks] == [36, 26, 16]
    for level, (deck, row) in enumerate(zip(s.decks, s.tableau, strict=True), start=1):
        assert len(row) == 4 and None not in row
        assert {card(c).level for c in (*deck, *row)} == {level}
    assert sp.RULES.new_game(2, 6).decks != s.decks


def test_S_S4_players_plus_one_nobles() -> None:
    for n in (2, 3, 4):
        s = sp.RULES.new_game(n, 9)
        assert len(s.nobles) == len(set(s.nobles)) == n + 1


# --- Turn actions --------------------------------------------------------------------------


def test_S_T1_only_the_player_to_move_acts_then_the_turn_passes() -> None:
    s = position(3, current=1, first=1)
    assert sp.active_seats(s) == (1,) and sp.legal_actions(s, 0) == []
    err = refused(s, 0, Take((W, U, G)), "S-T1")
    assert err.key == "splendor-refusals-not-your-turn"
    after, events = sp.apply(s, 1, Take((W, U, G)))
    assert after.current == 2 and events == [ev.TokensTaken(1, tokens(white=1, blue=1, green=1))]


def test_S_T2_take_three_different_gems_never_gold() -> None:
    s = position()
    after, _ = sp.apply(s, 0, Take((W, R, K)))
    assert after.players[0].tokens == tokens(white=1, red=1, black=1)
    assert after.bank == (3, 4, 4, 3, 3, 5)
    refused(s, 0, Take((W, W, R)), "S-T2")
    refused(s, 0, Take((W, U, GOLD)), "S-T2")
    refused(s, 0, Take((W, U, G, R)), "S-T2")
    empty = position(held={1: tokens(white=4)})
    assert refused(empty, 0, Take((W, U, G)), "S-T2").arguments == {"gem": "white"}


def test_S_T3_fewer_than_three_colours_left_take_one_of_each() -> None:
    # The bank keeps only blue and red: the other seat holds the rest.
    s = position(held={0: tokens(white=3, green=4, black=3), 1: tokens(white=1, black=1)})
    assert [g for g in range(5) if s.bank[g]] == [U, R]
    assert [a for a in sp.legal_actions(s, 0) if isinstance(a, Take)] == [Take((U, R))]
    after, _ = sp.apply(s, 0, Take((U, R)))
    assert after.players[0].tokens[U] == after.players[0].tokens[R] == 1
    many = position()
    err = refused(many, 0, Take((U, R)), "S-T3")
    assert err.arguments == {"count": 3}
    strict = replace(s, ruleset=ruleset(take_fewer=False))
    assert not [a for a in sp.legal_actions(strict, 0) if isinstance(a, Take)]
    refused(strict, 0, Take((U, R)), "S-T3")


def test_S_T4_take_two_only_from_a_pile_of_four() -> None:
    s = position(held={1: tokens(red=1)})  # 2 players: 4 of each, red down to 3
    assert TakeTwo(W) in sp.legal_actions(s, 0)
    assert TakeTwo(R) not in sp.legal_actions(s, 0)
    after, _ = sp.apply(s, 0, TakeTwo(W))
    assert after.players[0].tokens[W] == 2 and after.bank[W] == 2
    err = refused(s, 0, TakeTwo(R), "S-T4")
    assert err.arguments == {"gem": "red", "count": 4, "left": 3}
    refused(s, 0, TakeTwo(GOLD), "S-T4")


def test_S_T5_a_player_with_no_legal_action_passes() -> None:
    s = position()
    refused(s, 0, Pass(), "S-T5")
    stuck = with_bank(position(reserved={0: [(c, False) for c in cards_where(3)[:3]]}),
                      white=0, blue=0, green=0, red=0, black=0)  # fmt: skip
    assert sp.legal_actions(stuck, 0) == [Pass()]
    after, events = sp.apply(stuck, 0, Pass())
    assert events == [ev.Passed(0)] and after.current == 1 and after.passes == 1


# --- Reserve -------------------------------------------------------------------------------


def test_S_R1_reserve_face_up_replaced_from_the_deck_or_blind_from_the_top() -> None:
    s = position()
    shown, top = s.tableau[1][2], s.decks[1][0]
    after, events = sp.apply(s, 0, Reserve(card=shown))
    assert after.players[0].reserved == (Reserved(shown, False),)
    assert after.tableau[1][2] == top and after.decks[1] == s.decks[1][1:]
    assert ev.SpaceRefilled(None, 2, 2, top) in events
    blind, _ = sp.apply(s, 0, Reserve(level=3))
    assert blind.players[0].reserved == (Reserved(s.decks[2][0], True),)
    assert blind.tableau == s.tableau and blind.decks[2] == s.decks[2][1:]


def test_S_R1_an_empty_deck_leaves_the_space_empty() -> None:
    s = position()
    s = replace(s, decks=(s.decks[0], s.decks[1], ()))  # for legality only: cards left out
    shown = s.tableau[2][0]
    after, events = sp.apply(s, 0, Reserve(card=shown))
    assert after.tableau[2][0] is None
    assert ev.SpaceRefilled(None, 3, 0, None) in events
    assert Reserve(level=3) not in sp.legal_actions(s, 0)
    assert refused(s, 0, Reserve(level=3), "S-R1").key == "splendor-refusals-deck-empty"


def test_S_R2_at_most_three_reserved_cards() -> None:
    s = position(reserved={0: [(c, True) for c in cards_where(2)[:3]]})
    assert not [a for a in sp.legal_actions(s, 0) if isinstance(a, Reserve)]
    assert refused(s, 0, Reserve(level=1), "S-R2").arguments == {"count": 3}
    two = position(reserved={0: [(c, True) for c in cards_where(2)[:2]]})
    after, _ = sp.apply(two, 0, Reserve(level=1))
    assert len(after.players[0].reserved) == 3


def test_S_R3_reserving_takes_a_gold_if_any_is_left() -> None:
    s = position()
    after, events = sp.apply(s, 0, Reserve(level=1))
    assert after.players[0].tokens[GOLD] == 1 and after.bank[GOLD] == 4
    assert events[0].gold == 1  # type: ignore[attr-defined]
    none = position(held={1: tokens(gold=5)})
    after, events = sp.apply(none, 0, Reserve(level=1))
    assert after.players[0].tokens[GOLD] == 0 and after.bank[GOLD] == 0
    assert len(after.players[0].reserved) == 1 and events[0].gold == 0  # type: ignore[attr-defined]


def test_S_R4_a_blind_reserve_is_seen_only_by_its_owner() -> None:
    s = position()
    secret = s.decks[1][0]
    s, _ = sp.apply(s, 0, Reserve(level=2))
    shown = s.tableau[0][0]
    s, _ = sp.apply(s, 1, Reserve(card=shown))
    mine = sp.view_for(s, 0)["players"][0]["reserved"]
    assert mine == [{"level": 2, "blind": True, "card": secret}]
    for viewer in (1, None):
        view = sp.view_for(s, viewer)
        assert view["players"][0]["reserved"] == [{"level": 2, "blind": True}]
        assert secret not in str(view)
        assert view["players"][1]["reserved"] == [{"level": 1, "blind": False, "card": shown}]


# --- Buy -----------------------------------------------------------------------------------


def test_S_B1_buy_a_face_up_card_or_your_own_reserve_only() -> None:
    cheap = "L1-W-1"  # 3 blue
    theirs = "L1-U-1"
    s = position(
        held={0: tokens(blue=3, black=3), 1: tokens(black=1)},
        face_up={1: [cheap]},
        reserved={0: [("L1-K-1", True)], 1: [(theirs, True)]},
    )
    assert Purchase(cheap, (0,) * 5) in sp.legal_actions(s, 0)
    after, _ = sp.apply(s, 0, Purchase(cheap, (0,) * 5))
    assert after.players[0].cards == (cheap,)
    own = card("L1-K-1")
    assert own.cost == (0, 0, 0, 0, 0) or payments(RS, s.players[0], own) is not None
    assert refused(s, 0, Purchase(theirs, (0,) * 5), "S-B1").key == (
        "splendor-refusals-not-for-sale"
    )
    assert refused(s, 0, Purchase("L3-W-1", (0,) * 5), "S-B1")


def test_S_B1_a_reserved_card_bought_leaves_the_hand() -> None:
    mine = "L1-W-1"  # 3 blue
    s = position(held={0: tokens(blue=3)}, reserved={0: [(mine, True)]})
    after, events = sp.apply(s, 0, Purchase(mine, (0,) * 5))
    assert after.players[0].reserved == () and after.players[0].cards == (mine,)
    assert after.tableau == s.tableau
    assert events[0] == ev.CardBought(0, mine, True, tokens(blue=3))


def test_S_B2_price_is_cost_minus_bonuses_gold_stands_in_paid_tokens_to_the_bank() -> None:
    blue_bonus = cards_where(1, bonus=U)[:2]  # two blue bonuses
    target = "L1-W-1"  # costs 3 blue: 1 after the bonuses
    s = position(held={0: tokens(gold=1)}, bought={0: blue_bonus}, face_up={1: [target]})
    assert bonuses(RS, s.players[0])[U] == 2
    assert payments(RS, s.players[0], card(target)) == [(0, 1, 0, 0, 0)]
    after, events = sp.apply(s, 0, Purchase(target, (0, 1, 0, 0, 0)))
    assert after.players[0].tokens == (0,) * 6 and after.bank == (*s.bank[:5], 5)
    assert ev.CardBought(0, target, False, tokens(gold=1)) in events
    broke = position(bought={0: blue_bonus}, face_up={1: [target]})
    err = refused(broke, 0, Purchase(target, (0,) * 5), "S-B2")
    assert err.key == "splendor-refusals-cannot-afford"
    pointed = "L1-W-5"  # 1 point, costs 4 green
    rich = position(held={0: tokens(green=4)}, face_up={1: [pointed]})
    after, _ = sp.apply(rich, 0, Purchase(pointed, (0,) * 5))
    assert points(RS, after.players[0]) == 1


def test_S_B3_gold_may_be_spent_while_holding_the_colour() -> None:
    target = "L1-W-1"  # 3 blue
    s = position(held={0: tokens(blue=3, gold=1)}, face_up={1: [target]})
    ways = [a for a in sp.legal_actions(s, 0) if isinstance(a, Purchase) and a.card == target]
    assert [a.gold for a in ways] == [(0, 0, 0, 0, 0), (0, 1, 0, 0, 0)]  # least gold first
    after, _ = sp.apply(s, 0, ways[1])
    assert after.players[0].tokens == tokens(blue=1)
    strict = replace(s, ruleset=ruleset(gold_anytime=False))
    only = [a for a in sp.legal_actions(strict, 0) if isinstance(a, Purchase) and a.card == target]
    assert [a.gold for a in only] == [(0, 0, 0, 0, 0)]
    refused(strict, 0, Purchase(target, (0, 1, 0, 0, 0)), "S-B3")
    refused(s, 0, Purchase(target, (0, 2, 0, 0, 0)), "S-B2")  # more gold than held


def test_S_B4_a_bought_face_up_card_is_replaced_or_its_space_left_empty() -> None:
    target = "L1-W-1"
    s = position(held={0: tokens(blue=3)}, face_up={1: [target]})
    top = s.decks[0][0]
    after, events = sp.apply(s, 0, Purchase(target, (0,) * 5))
    assert after.tableau[0][0] == top and ev.SpaceRefilled(None, 1, 0, top) in events
    empty = replace(s, decks=((), s.decks[1], s.decks[2]))  # for legality only
    after, _ = sp.apply(empty, 0, Purchase(target, (0,) * 5))
    assert after.tableau[0][0] is None
