"""The simultaneous pick (docs/rules/broom.md B-P, B-Q1)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES, Pick, view_for
from bot.games.broom.events import PickClosed, Picked
from tests.games.broom.helpers import ROLES, act, game, legal_json, play


def test_B_P1_four_different_roles_become_the_hand() -> None:
    s = game(3, 1)
    s = play(
        s,
        0,
        {"type": "pick", "roles": ["weather_fairy", "gatherer_green", "witch_hill", "druid_peak"]},
    )
    assert s.players[0].choice == ("gatherer_green", "witch_hill", "druid_peak", "weather_fairy")
    for bad, rule in (
        (["gatherer_green", "nobody", "witch_hill", "druid_peak"], "B-P1"),
        (["gatherer_green", "gatherer_green", "witch_hill", "druid_peak"], "B-P1"),
        (["gatherer_green", "witch_hill", "druid_peak"], "B-P1"),
    ):
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, 1, Pick(tuple(bad)))
        assert info.value.rule_id == rule
    s = play(s, 1, {"type": "pick", "roles": list(ROLES[:4])})
    s = play(s, 2, {"type": "pick", "roles": list(ROLES[-4:])})
    assert s.phase == "turn"
    assert s.players[1].hand == ROLES[:4] and s.players[2].hand == ROLES[-4:]
    assert all(p.choice is None for p in s.players)


def test_B_P2_a_submitted_pick_is_final() -> None:
    s = play(game(3, 2), 0, {"type": "pick", "roles": list(ROLES[:4])})
    assert RULES.active_seats(s) == (1, 2)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Pick(ROLES[1:5]))
    assert info.value.rule_id == "B-P2"


def test_B_P3_others_learn_only_who_has_submitted() -> None:
    s, events = act(game(3, 3), 0, {"type": "pick", "roles": list(ROLES[:4])})
    assert events == [Picked(0)]
    seen = view_for(s, 1)["players"][0]
    assert seen["choice"] == {"submitted": True} and seen["hand"] == {"count": 0}
    assert view_for(s, 1)["players"][2]["choice"] == {"submitted": False}
    s = play(s, 1, {"type": "pick", "roles": list(ROLES[:4])})
    s, events = act(s, 2, {"type": "pick", "roles": list(ROLES[:4])})
    closed = [e for e in events if isinstance(e, PickClosed)]
    assert closed == [PickClosed(None, (), ())]  # nothing revealed but under More or Less?


def test_B_Q1_every_player_picks_at_once_from_210_choices() -> None:
    s = game(4, 4)
    assert RULES.active_seats(s) == (0, 1, 2, 3)
    assert RULES.turn(s).together
    legal = legal_json(s, 2)
    assert len(legal) == 210
    assert legal[0] == {"type": "pick", "roles": list(ROLES[:4])}
    assert legal[-1] == {"type": "pick", "roles": list(ROLES[-4:])}
    s = play(s, 2, legal[5])
    assert RULES.legal_actions(s, 2) == [] and RULES.turn(s) == RULES.turn(game(4, 4))
