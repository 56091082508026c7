"""The roles' actions, deliveries and clouds (docs/rules/broom.md B-A, B-D, B-W, B-Q9, B-Q11)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES, Perform, Play
from bot.games.broom.legal import dos
from bot.games.broom.state import Do, State
from tests.games.broom.helpers import (
    DATA,
    deal,
    fist,
    game,
    lead,
    perform,
    play,
    set_player,
)

OTHERS = {1: ["witch_mountain"], 2: ["witch_mountain"]}


def alone(
    role: str, *, pawns: tuple[str, str] = ("p6", "h5"), res: tuple[int, ...] = (1, 1, 1, 2)
) -> State:
    """Seat 0 leads ``role``; nobody else holds it."""
    s = deal(game(3), {0: [role, "gatherer_orange"], **OTHERS})
    return set_player(s, 0, pawns=pawns, resources=res)


def brave(s: State, role: str) -> State:
    """Seat 0 leads ``role`` brave; the others pass; seat 0 is to perform."""
    s = play(s, 0, lead(role, "brave"))
    assert s.turn is not None and s.turn.stage == "perform"
    return s


def refused(s: State, seat: int, action: object) -> str:
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, seat, action)  # type: ignore[arg-type]
    return info.value.rule_id


def test_B_A1_performing_is_optional_for_all_but_a_gatherer() -> None:
    for role in ("witch_forest", "druid_valley", "weather_fairy"):
        s = brave(alone(role, pawns=("f4", "h5"), res=(1, 1, 1, 5)), role)
        assert Perform(Do()) in RULES.legal_actions(s, 0)
        done = play(s, 0, perform())
        assert done.players[0].pawns == ("f4", "h5") and done.players[0].resources == (1, 1, 1, 5)


def test_B_A2_gatherer_gains_whole() -> None:
    s = alone("gatherer_green")
    s = play(s, 0, lead("gatherer_green", "cowardly", {"gain": 0}))
    assert s.players[0].resources == (1, 2, 1, 2)
    s = alone("gatherer_green")
    assert refused(s, 0, Play("gatherer_green", "cowardly", Do())) == "B-A2"
    assert refused(s, 0, Play("gatherer_green", "cowardly", Do(gain=1))) == "B-A2"
    s = play(s, 0, lead("gatherer_green", "brave"))  # one alternative: the engine performs it
    assert s.players[0].resources == (1, 3, 1, 3)


def test_B_A3_witch_moves_to_an_adjacent_region_of_her_landscape() -> None:
    s = alone("witch_hill")
    moves = [d.move for d in dos(s, 0, "witch_hill", "cowardly") if d.move]
    assert moves == [(0, "h4"), (0, "h6"), (1, "h7")]
    assert refused(s, 0, Play("witch_hill", "cowardly", Do(move=(0, "f4")))) == "B-A3"
    assert refused(s, 0, Play("witch_hill", "cowardly", Do(move=(0, "h1")))) == "B-A3"
    assert refused(s, 0, Play("witch_hill", "cowardly", Do(move=(2, "h4")))) == "B-A3"
    bad = Do(move=(0, "h4"), deliver=(None, "t04"))
    assert refused(s, 0, Play("witch_hill", "cowardly", bad)) == "B-A3"
    s = brave(s, "witch_hill")
    assert refused(s, 0, Perform(Do(deliver=(None, "t04")))) == "B-A3"
    s = play(s, 0, perform({"move": {"pawn": 0, "to": "h4"}, "deliver": {"tower": "t04"}}))
    assert s.players[0].pawns == ("h4", "h5") and s.players[0].vp == 13


def test_B_A4_druid_delivers_where_a_pawn_stands() -> None:
    s = alone("druid_valley")
    options = dos(s, 0, "druid_valley", "brave")
    assert options == [Do(deliver=(0, "t01")), Do(deliver=(0, "t03")), Do()]
    assert refused(s, 0, Play("druid_valley", "cowardly", Do(deliver=(1, "t06")))) == "B-A4"
    assert refused(s, 0, Play("druid_valley", "cowardly", Do(deliver=(None, "t01")))) == "B-A4"
    s = brave(s, "druid_valley")
    s = play(s, 0, perform({"deliver": {"pawn": 0, "tower": "t03"}}))
    assert s.players[0].vp == 10 + 3 + 3 and s.players[0].resources == (1, 0, 1, 2)
    s = brave(alone("druid_valley"), "druid_valley")
    s = play(s, 0, perform())
    assert s.players[0].vp == 10  # no bonus without a delivery


def test_B_A5_weather_fairy_charms_a_cloud_next_to_a_pawn() -> None:
    s = alone("weather_fairy", pawns=("f4", "h5"), res=(1, 1, 1, 4))
    spaces = [d.charm for d in dos(s, 0, "weather_fairy", "brave") if d.charm]
    assert spaces == ["c08", "c10"]  # Bramblewood (f2) and Goldgrass (p4) border Thornwood
    tile = s.clouds[DATA.spaces.index("c10")]
    assert tile is not None
    s = brave(s, "weather_fairy")
    s = play(s, 0, perform({"charm": "c10"}))
    p = s.players[0]
    assert p.clouds == (tile,) and p.resources[3] == 4 - DATA.stars[tile] and p.vp == 13
    poor = alone("weather_fairy", pawns=("f4", "h5"), res=(1, 1, 1, 0))
    assert refused(poor, 0, Play("weather_fairy", "cowardly", Do(charm="c10"))) == "B-A5"
    assert refused(poor, 0, Play("weather_fairy", "cowardly", Do(charm="c99"))) == "B-A5"


def test_B_D1_a_delivery_needs_a_potion_of_the_towers_colour() -> None:
    s = alone("druid_valley", res=(1, 0, 1, 2))
    assert Do(deliver=(0, "t03")) not in dos(s, 0, "druid_valley", "cowardly")
    assert refused(s, 0, Play("druid_valley", "cowardly", Do(deliver=(0, "t03")))) == "B-D1"


def test_B_D2_a_tower_serves_the_regions_its_base_touches() -> None:
    s = alone("druid_valley")
    assert refused(s, 0, Play("druid_valley", "cowardly", Do(deliver=(0, "t11")))) == "B-D2"
    assert DATA.tower["t01"].regions == ("p6", "h4", "f4")


def test_B_D3_a_round_tower_takes_one_potion_in_the_whole_game() -> None:
    s = alone("druid_valley")
    s = play(s, 0, lead("druid_valley", "cowardly", {"deliver": {"pawn": 0, "tower": "t01"}}))
    assert s.occupied == ("t01",)
    s2 = deal(s, {0: ["druid_valley"], **OTHERS})
    s2 = set_player(s2, 0, resources=(1, 1, 1, 2))
    assert Do(deliver=(0, "t01")) not in dos(s2, 0, "druid_valley", "cowardly")
    assert refused(s2, 0, Play("druid_valley", "cowardly", Do(deliver=(0, "t01")))) == "B-D3"


def test_B_D4_a_square_tower_takes_potions_again_and_again() -> None:
    s = alone("druid_valley", res=(0, 3, 0, 0))
    s = play(s, 0, lead("druid_valley", "cowardly", {"deliver": {"pawn": 0, "tower": "t03"}}))
    assert s.occupied == () and s.players[0].resources == (0, 2, 0, 0)
    s2 = set_player(deal(s, {0: ["druid_valley"], **OTHERS}), 0, resources=(0, 2, 0, 0))
    assert Do(deliver=(0, "t03")) in dos(s2, 0, "druid_valley", "cowardly")


def test_B_D5_reward_is_the_towers_vp_and_wands() -> None:
    s = alone("druid_valley", res=(0, 0, 1, 0))
    s = play(s, 0, lead("druid_valley", "cowardly", {"deliver": {"pawn": 0, "tower": "t01"}}))
    assert s.players[0].vp == 12 and s.players[0].resources == (0, 0, 0, 1)


def test_B_D6_one_action_delivers_at_most_one_potion() -> None:
    s = alone("witch_forest", res=(5, 5, 5, 0))
    assert all(
        d.deliver is None or isinstance(d.deliver[1], str)
        for d in dos(s, 0, "witch_forest", "brave")
    )
    s = brave(s, "witch_forest")
    s = play(s, 0, perform({"move": {"pawn": 0, "to": "f4"}, "deliver": {"tower": "t12"}}))
    assert s.players[0].resources == (5, 5, 4, 0)


def test_B_W1_no_pawn_enters_water_or_a_clouded_region() -> None:
    s = alone("witch_hill", pawns=("p4", "h5"))
    assert refused(s, 0, Play("witch_hill", "cowardly", Do(move=(0, "w3")))) == "B-W1"
    assert refused(s, 0, Play("witch_hill", "cowardly", Do(move=(0, "h3")))) == "B-W1"
    assert all(d.move is None or d.move[1] != "h3" for d in dos(s, 0, "witch_hill", "cowardly"))


def test_B_W2_a_region_opens_when_its_last_cloud_is_gone() -> None:
    s = alone("weather_fairy", pawns=("f4", "h5"), res=(1, 1, 1, 9))
    s = play(s, 0, lead("weather_fairy", "cowardly", {"charm": "c10"}))
    s2 = deal(s, {0: ["witch_prairie"], **OTHERS})
    assert Do(move=(0, "p4")) in dos(s2, 0, "witch_prairie", "cowardly")
    s3 = deal(s, {0: ["weather_fairy"], **OTHERS})
    s3 = set_player(s3, 0, resources=(1, 1, 1, 9))
    assert refused(s3, 0, Play("weather_fairy", "cowardly", Do(charm="c10"))) == "B-W2"


def test_B_W3_adjacent_means_sharing_an_edge() -> None:
    s = alone("weather_fairy", pawns=("f4", "h5"), res=(1, 1, 1, 9))
    assert refused(s, 0, Play("weather_fairy", "cowardly", Do(charm="c11"))) == "B-W3"


def test_B_W4_charmed_clouds_are_public() -> None:
    s = alone("weather_fairy", pawns=("f4", "h5"), res=(1, 1, 1, 9))
    tile = s.clouds[DATA.spaces.index("c08")]
    s = play(s, 0, lead("weather_fairy", "cowardly", {"charm": "c08"}))
    seen = RULES.view_for(s, 2)
    assert seen["players"][0]["clouds"] == [tile] and seen["clouds"]["c08"] is None


def test_B_Q9_parameters_fit_one_select_on_hoard_vale() -> None:
    s = alone("witch_forest", res=(3, 3, 3, 3))
    assert len(dos(s, 0, "witch_forest", "brave")) <= 24


def test_B_Q11_twin_pawns_are_named_by_pawn_0_only() -> None:
    s = alone("witch_forest", pawns=("p6", "p6"))
    assert {d.move[0] for d in dos(s, 0, "witch_forest", "cowardly") if d.move} == {0}
    assert refused(s, 0, Play("witch_forest", "cowardly", Do(move=(1, "f4")))) == "B-Q11"
    s = alone("druid_valley", pawns=("p6", "p6"))
    assert refused(s, 0, Play("druid_valley", "cowardly", Do(deliver=(1, "t01")))) == "B-Q11"
    assert fist(1) == (1, 0, 0, 0)
