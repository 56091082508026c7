"""Components, setup and rounds (docs/rules/broom.md B-C, B-S, B-R)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES
from bot.games.broom.scoring import rebuilds_needed
from tests.games.broom.helpers import DATA, EVENTS, ROLES, RS, deal, game, lead, legal_json, play


def test_B_C1_two_to_five_players_in_seat_order() -> None:
    assert (RULES.min_players, RULES.max_players) == (2, 5)
    for n in (1, 6):
        with pytest.raises(IllegalAction) as info:
            RULES.new_game(n, 0)
        assert info.value.rule_id == "B-C1"
    s = RULES.new_game(4, 3, player_ids=["d", "a", "c", "b"])
    assert s.ids == ("d", "a", "c", "b")


def test_B_C2_ten_roles_of_four_kinds() -> None:
    kinds = [DATA.role[r].kind for r in ROLES]
    assert kinds.count("gatherer") == 3 and kinds.count("witch") == 4
    assert kinds.count("druid") == 2 and kinds.count("weather_fairy") == 1
    witches = {DATA.role[r].landscapes for r in ROLES if DATA.role[r].kind == "witch"}
    assert witches == {("forest",), ("prairie",), ("hill",), ("mountain",)}
    assert DATA.role["druid_valley"].landscapes == ("forest", "prairie")
    assert DATA.role["druid_peak"].landscapes == ("hill", "mountain")
    s = deal(game(3), {0: list(ROLES[:5]), 1: [], 2: []})
    for role in ROLES[:5]:  # every role can be played brave and cowardly
        stances = {a["stance"] for a in legal_json(s, 0) if a["role"] == role}
        assert stances == {"brave", "cowardly"}


def test_B_C3_potions_in_three_colours_and_wands() -> None:
    s = game(3)
    assert all(len(p.resources) == 4 for p in s.players)
    assert {DATA.role[r].colour for r in ROLES if DATA.role[r].kind == "gatherer"} == {
        "orange",
        "green",
        "purple",
    }


def test_B_C4_hoard_vale_with_castles_of_their_landscape() -> None:
    assert DATA.board_id == "hoard-vale-1"
    assert DATA.castles == ("p6", "h5")
    assert DATA.landscape["p6"] == "prairie" and DATA.landscape["h5"] == "hill"
    assert len(DATA.spaces) == 18
    # a prairie witch may fly into Westmarch: p8 is a prairie next to it
    s = deal(game(3), {0: ["witch_prairie"], 1: ["gatherer_green"], 2: ["gatherer_orange"]})
    s = play(s, 0, lead("witch_prairie", "cowardly", {"move": {"pawn": 0, "to": "p8"}}))
    s2 = deal(s, {0: ["witch_prairie"], 1: ["gatherer_green"], 2: ["gatherer_orange"]})
    moves = [a.do.move for a in RULES.legal_actions(s2, 0) if getattr(a, "do", None)]
    assert (0, "p6") in moves


def test_B_C5_twenty_four_heavy_clouds_with_stars_and_lightning() -> None:
    assert len(DATA.tiles) == 24
    assert all(DATA.stars[t] >= 1 and DATA.lightning[t] >= 0 for t in DATA.tiles)


def test_B_C6_ten_events_seven_used() -> None:
    s = game(3)
    assert len(EVENTS) == 10
    assert len(s.stack) + 1 == 7 and len(s.removed) == 3


def test_B_C7_lightning_table_from_data() -> None:
    assert DATA.lightning_vp[0] == 0 and DATA.lightning_vp[8] == 19


def test_B_C8_two_pawns_per_player() -> None:
    assert all(len(p.pawns) == 2 for p in game(5).players)


def test_B_C9_bewitched_pile_with_two_to_four_players() -> None:
    for n in (2, 3, 4):
        s = game(n)
        assert sorted((*s.pile, *s.revealed)) == sorted(ROLES)
    five = game(5)
    assert five.pile == () and five.revealed == () and five.rebuilds == ()


def test_B_C10_constants() -> None:
    s = game(3)
    assert RS.rounds == 7 and RS.pick_size == 4
    assert all(p.vp == 10 for p in s.players)
    assert DATA.bewitched_vp == 3
    assert DATA.brave_bonus == {"druid": 3, "weather_fairy": 3}
    assert RS.set_vp == (4, 2)


def test_B_S1_seats_as_given_and_first_player_from_the_seed() -> None:
    firsts = {RULES.new_game(4, seed).lead for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    assert RULES.new_game(4, 11).lead == RULES.new_game(4, 11).lead


def test_B_S2_roles_pawns_vp_and_one_potion_each() -> None:
    for p in game(4).players:
        assert p.pawns == ("p6", "h5") and p.vp == 10 and p.resources[:3] == (1, 1, 1)


def test_B_S3_wands_by_position() -> None:
    for seed in range(6):
        s = game(4, seed)
        first, last = s.lead, (s.lead - 1) % 4
        for seat, p in enumerate(s.players):
            assert p.resources[3] == (1 if seat in (first, last) else 2)
    assert all(p.resources[3] == 1 for p in game(2).players)


def test_B_S4_eighteen_clouds_laid_six_left_out() -> None:
    s = game(3, 5)
    on_board = [t for t in s.clouds if t]
    assert len(on_board) == 18 and len(s.cloud_box) == 6
    assert sorted((*on_board, *s.cloud_box)) == sorted(DATA.tiles)
    assert list(s.cloud_box) == [t for t in DATA.tiles if t in s.cloud_box]


def test_B_S5_seven_events_stacked_three_removed() -> None:
    s = game(3, 8)
    assert len(s.stack) == 6 and len(s.removed) == 3
    assert sorted((s.event, *s.stack, *s.removed)) == sorted(EVENTS)


def test_B_S6_bewitched_pile_and_its_rebuild_orders() -> None:
    for n, rebuilds, shown in ((2, 2, 3), (3, 1, 2), (4, 0, 1), (5, 0, 0)):
        s = game(n)
        assert len(s.rebuilds) == rebuilds == rebuilds_needed(RS, n)
        assert len(s.revealed) == shown
        assert all(sorted(o) == sorted(ROLES) for o in s.rebuilds)


def test_B_S7_base_game_only() -> None:
    assert len(DATA.castles) == 2 and len(DATA.spaces) == 18  # the front side
    assert len(DATA.tiles) == 24  # heavy clouds only: no storm clouds
    assert set(EVENTS) == {
        "more_or_less",
        "black_market",
        "black_distillery",
        "brave_heart",
        "perilous_places",
        "protected_places",
        "upper_hand",
        "empty_handed",
        "the_works",
        "flock_together",
    }


def test_B_S8_everything_random_is_drawn_at_setup_and_stored() -> None:
    a, b = game(3, 42), game(3, 42)
    assert RULES.dump(a) == RULES.dump(b)
    assert RULES.dump(game(3, 43)) != RULES.dump(a)


def test_B_R1_seven_rounds() -> None:
    assert RS.rounds == 7


def test_B_R2_next_event_and_bewitched_roles_each_round() -> None:
    s = deal(game(3), {0: ["gatherer_orange"], 1: ["gatherer_green"], 2: ["gatherer_purple"]})
    stack, pile, old = s.stack, s.pile, s.event
    s = play(s, 0, lead("gatherer_orange", "cowardly", {"gain": 0}))
    s = play(s, 1, lead("gatherer_green", "cowardly", {"gain": 0}))
    s = play(s, 2, lead("gatherer_purple", "cowardly", {"gain": 0}))
    assert s.round == 2 and s.phase == "pick"
    assert s.event == stack[0] and s.past_events == (old,)
    assert s.revealed == pile[:2]


def test_B_R3_pick_then_turns_then_the_event() -> None:
    s = deal(game(2), {0: ["gatherer_orange"], 1: ["gatherer_green"]}, event="protected_places")
    vp = [p.vp for p in s.players]
    s = play(s, 0, lead("gatherer_orange", "cowardly", {"gain": 0}))
    assert s.phase == "turn"
    s = play(s, 1, lead("gatherer_green", "cowardly", {"gain": 0}))
    assert s.phase == "pick" and s.round == 2
    assert [p.vp for p in s.players] == [v + 1 for v in vp]  # prairie +1, hill 0


def test_B_R4_the_next_round_is_led_by_the_last_turns_b_t9_player() -> None:
    s = deal(game(3), {0: ["gatherer_orange"], 1: ["gatherer_orange"], 2: ["witch_hill"]})
    s = play(s, 0, lead("gatherer_orange", "cowardly", {"gain": 0}))
    s = play(s, 1, lead("gatherer_orange", "brave"))  # performed by the engine (B-Q8)
    assert s.lead == 2  # seat 1 has no card: the turn skips to seat 2
    s = play(s, 2, lead("witch_hill", "cowardly"))
    assert s.round == 2 and s.lead == 2  # nobody brave: the leader (no skip)
