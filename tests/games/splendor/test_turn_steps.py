"""A test per rule id of docs/rules/splendor.md, the steps of a turn and the end: the token
return, the nobles, the end of the round, the views (``test_S_<id>_…``; test_rules.py has the
setup and the actions)."""

from __future__ import annotations

from dataclasses import replace

from bot.games import splendor as sp
from bot.games.splendor import events as ev
from bot.games.splendor.board import points
from bot.games.splendor.ruleset import GEMS
from bot.games.splendor.state import (
    ChooseNoble,
    Pass,
    Purchase,
    Return,
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
    tokens,
    with_bank,
    worth,
)

# --- Token limit ---------------------------------------------------------------------------


def test_S_L1_above_ten_return_down_to_ten_even_tokens_just_taken() -> None:
    s = position(held={0: tokens(white=2, blue=2, green=2, red=2)})  # 8 tokens
    s, events = sp.apply(s, 0, Take((W, U, K)))  # 11 tokens
    assert s.step == "return" and sp.active_seats(s) == (0,) and s.current == 0
    assert events[-1] == ev.MustReturn(0, 1)
    assert Return(tokens(black=1)) in sp.legal_actions(s, 0)  # the black just taken
    assert all(isinstance(a, Return) for a in sp.legal_actions(s, 0))
    refused(s, 0, Take((W, U, G)), "S-L1")
    refused(s, 0, Return(tokens(black=1, red=1)), "S-L1")
    refused(s, 0, Return(tokens(gold=1)), "S-L1")
    after, _ = sp.apply(s, 0, Return(tokens(black=1)))
    assert sum(after.players[0].tokens) == 10 and after.current == 1 and after.step == "play"
    assert after.players[0].tokens[K] == 0
    refused(after, 1, Return(tokens(white=1)), "S-L1")


def test_S_L1_two_of_a_colour_over_the_limit() -> None:
    s = position(held={0: tokens(white=3, blue=3, green=3)})
    s, _ = sp.apply(s, 0, TakeTwo(R))
    assert s.step == "return"
    assert Return(tokens(red=1)) in sp.legal_actions(s, 0)
    assert len({sum(a.tokens) for a in sp.legal_actions(s, 0)}) == 1  # type: ignore[union-attr]


# --- Nobles --------------------------------------------------------------------------------


def five_of(gem: int, level: int = 1) -> list[str]:
    return cards_where(level, bonus=gem)[:4]


def test_S_N1_a_qualifying_noble_visits_at_the_end_of_the_turn() -> None:
    # N07 needs 4 white and 4 black: three of each bought, a fourth white on the table.
    whites, blacks = cards_where(1, bonus=W, points=0), cards_where(1, bonus=K, points=0)
    fourth = whites[3]
    s = position(
        bought={0: whites[:3] + blacks[:4]},
        face_up={1: [fourth]},
        held={0: tokens(**{GEMS[g]: k for g, k in enumerate(card(fourth).cost)})},
        nobles=["N07", "N01", "N02"],
    )
    action = next(a for a in sp.legal_actions(s, 0) if isinstance(a, Purchase) and a.card == fourth)
    after, events = sp.apply(s, 0, action)
    assert after.players[0].nobles == ("N07",) and after.nobles == ("N01", "N02")
    assert events[-1] == ev.NobleVisited(0, "N07") and points(RS, after.players[0]) == 3
    assert after.current == 1


def test_S_N2_several_nobles_qualify_the_player_chooses_one() -> None:
    # 4 white, 4 blue, 3 green bonuses after the buy: N08 (3/3/3) and N10 (4/4) qualify.
    whites, blues = cards_where(1, bonus=W, points=0), cards_where(1, bonus=U, points=0)
    greens = cards_where(1, bonus=G, points=0)
    fourth = blues[3]
    s = position(
        bought={0: whites[:4] + blues[:3] + greens[:3]},
        face_up={1: [fourth]},
        held={0: tokens(**{GEMS[g]: k for g, k in enumerate(card(fourth).cost)})},
        nobles=["N08", "N10", "N06"],
    )
    action = next(a for a in sp.legal_actions(s, 0) if isinstance(a, Purchase) and a.card == fourth)
    s, events = sp.apply(s, 0, action)
    assert s.step == "noble" and s.current == 0
    assert events[-1] == ev.MustChooseNoble(0, ("N08", "N10"))
    assert sp.legal_actions(s, 0) == [ChooseNoble("N08"), ChooseNoble("N10")]
    refused(s, 0, Take((W, U, G)), "S-N2")
    refused(s, 0, ChooseNoble("N06"), "S-N2")
    after, events = sp.apply(s, 0, ChooseNoble("N10"))
    assert events == [ev.NobleVisited(0, "N10")]
    assert after.players[0].nobles == ("N10",) and after.nobles == ("N08", "N06")
    assert after.current == 1  # one noble a turn: N08 waits
    refused(after, 1, ChooseNoble("N08"), "S-N2")


def _stuck_with_bonuses(nobles: list[str]) -> sp.State:
    """Seat 0 holds 3 white, 3 blue, 3 green and 3 black bonuses, no token, three reserves it
    cannot pay, and every face-up card asks for red: its only move is a pass (S-T5)."""
    shown = {c for row in sp.RULES.new_game(2, 0).tableau for c in row}
    bought = [
        c
        for gem in (W, U, G, K)
        for c in [c for c in cards_where(1, bonus=gem, points=0) if c not in shown][:3]
    ]
    red = [c.id for c in RS.cards if c.cost[R] and c.id not in {*bought, *shown}]
    face_up = {lv: [c for c in red if card(c).level == lv][:4] for lv in (1, 2, 3)}
    kept = [(c, False) for c in red if card(c).level == 3][4:7]
    s = position(bought={0: bought}, reserved={0: kept}, face_up=face_up, nobles=nobles)
    s = with_bank(s, white=0, blue=0, green=0, red=0, black=0)
    assert sp.legal_actions(s, 0) == [Pass()]
    return s


def test_S_N1_a_noble_visits_after_a_pass_too() -> None:
    # A pass is the turn (S-T5); the nobles are checked at the end of every turn (S-N1).
    s = _stuck_with_bonuses(["N01", "N04", "N06"])  # N01: 3 white, 3 blue, 3 black
    after, events = sp.apply(s, 0, Pass())
    assert events == [ev.Passed(0), ev.NobleVisited(0, "N01")]
    assert after.players[0].nobles == ("N01",) and after.nobles == ("N04", "N06")
    assert after.current == 1 and after.passes == 1 and after.step == "play"


def test_S_N2_after_a_pass_several_nobles_make_the_same_choice() -> None:
    s = _stuck_with_bonuses(["N01", "N08", "N06"])  # N08: 3 white, 3 blue, 3 green
    s, events = sp.apply(s, 0, Pass())
    assert events == [ev.Passed(0), ev.MustChooseNoble(0, ("N01", "N08"))]
    assert s.step == "noble" and s.current == 0
    assert sp.legal_actions(s, 0) == [ChooseNoble("N01"), ChooseNoble("N08")]
    after, events = sp.apply(s, 0, ChooseNoble("N08"))
    assert events == [ev.NobleVisited(0, "N08")] and after.current == 1 and after.passes == 1


def test_S_E3_the_last_pass_of_a_round_chooses_its_noble_then_ends_the_game() -> None:
    s = replace(_stuck_with_bonuses(["N01", "N08", "N06"]), passes=1)  # seat 1 passed
    s, _ = sp.apply(s, 0, Pass())
    assert s.step == "noble" and not s.over and s.passes == 2
    kept = replace(s, bank=RS.supply(2))  # the tokens adding up again, for the codec
    assert sp.RULES.load(sp.dump(kept)) == kept  # a noble step may follow the round's last pass
    after, events = sp.apply(s, 0, ChooseNoble("N01"))
    assert after.over and isinstance(events[-1], ev.GameEnded)


# --- End -----------------------------------------------------------------------------------


def test_S_E1_the_round_is_completed_after_someone_reaches_fifteen() -> None:
    rich = worth(14)
    pointed = "L1-W-5"  # 1 point, costs 4 green
    s = position(
        3, bought={1: rich}, face_up={1: [pointed]}, held={1: tokens(green=4)},
        nobles=["N04", "N05", "N06", "N09"], first=0, current=1,
    )  # fmt: skip
    s, events = sp.apply(s, 1, Purchase(pointed, (0,) * 5))
    assert points(RS, s.players[1]) >= 15 and not s.over
    assert ev.LastRound(1, points(RS, s.players[1])) in events
    s, _ = sp.apply(s, 2, Take((W, U, R)))  # the last seat of the round plays
    assert s.over and sp.active_seats(s) == ()
    result = sp.outcome(s)
    assert result is not None and result.winners == (1,)
    refused(s, 0, Take((W, U, G)), "S-E1")


def test_S_E1_the_last_seat_of_the_round_ends_the_game_at_once() -> None:
    pointed = "L1-W-5"
    s = position(
        2, bought={1: worth(14)}, face_up={1: [pointed]}, held={1: tokens(green=4)},
        nobles=["N04", "N05", "N06"], first=0, current=1,
    )  # fmt: skip
    s, events = sp.apply(s, 1, Purchase(pointed, (0,) * 5))
    assert s.over and isinstance(events[-1], ev.GameEnded)


def test_S_E2_a_tie_goes_to_the_fewest_cards_then_is_shared() -> None:
    three = cards_where(2, points=3)[0]
    ones = cards_where(1, points=1)[:3]
    most = position(2, bought={0: [three], 1: ones[:2]}, nobles=["N01", "N02", "N03"])
    result = sp.outcome(replace(most, over=True, passes=2))
    assert result is not None and result.scores == (3, 2) and result.winners == (0,)
    # Equal points: the fewer cards wins.
    tied = position(2, bought={0: [three], 1: ones}, nobles=["N01", "N02", "N03"])
    result = sp.outcome(replace(tied, over=True, passes=2))
    assert result is not None and result.scores == (3, 3)
    assert result.winners == (0,) and result.ranks == (1, 2)
    # Equal points and cards: shared (and a third seat ranked after both).
    shared = position(3, bought={0: [three], 1: [cards_where(2, points=3)[1]], 2: ones[:1]})
    result = sp.outcome(replace(shared, over=True, passes=3))
    assert result is not None and result.winners == (0, 1) and result.ranks == (1, 1, 3)


def test_S_E3_every_player_passing_in_a_row_ends_the_game() -> None:
    s = with_bank(position(reserved={0: [(c, False) for c in cards_where(3)[:3]],
                                     1: [(c, False) for c in cards_where(3)[3:6]]}),
                  white=0, blue=0, green=0, red=0, black=0)  # fmt: skip
    s, _ = sp.apply(s, 0, Pass())
    assert not s.over
    s, events = sp.apply(s, 1, Pass())
    assert s.over and isinstance(events[-1], ev.GameEnded)


# --- Views ---------------------------------------------------------------------------------


def test_S_V1_the_public_view() -> None:
    s = position(held={0: tokens(red=2)}, bought={1: ["L1-W-1"]})
    view = sp.view_for(s, None)
    assert view["bank"] == list(s.bank) and view["decks"] == [len(d) for d in s.decks]
    assert view["tableau"] == [list(r) for r in s.tableau]
    assert view["players"][0]["tokens"] == list(tokens(red=2))
    assert view["players"][1]["bonuses"] == [1, 0, 0, 0, 0]
    assert view["active"] == [0] and view["step"] == "play"


def test_S_V2_no_view_gives_a_decks_order() -> None:
    s = position()
    for viewer in (None, 0, 1):
        text = str(sp.view_for(s, viewer))
        assert all(c not in text for d in s.decks for c in d)


def test_S_V3_once_over_every_reserve_is_shown() -> None:
    s = position(reserved={0: [("L2-W-1", True)]})
    assert "L2-W-1" not in str(sp.view_for(s, 1))
    over = replace(s, over=True, passes=2)
    assert sp.view_for(over, 1)["players"][0]["reserved"] == [
        {"level": 2, "blind": True, "card": "L2-W-1"}
    ]
