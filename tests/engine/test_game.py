"""``GameRules``' defaults, through ``relay`` (the toy game that writes only what is its own)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, Rules
from bot.engine.game import GameRules, seat_ids
from bot.games import REGISTRY
from tests.toy.rules import RULES, Add, Pick, Ruleset


def test_every_game_writes_one_class_on_the_engine_base() -> None:
    for rules in (*REGISTRY.values(), RULES):
        assert isinstance(rules, GameRules)
        assert type(rules).__mro__[1] is GameRules  # one class, straight on the base
        checked: Rules[object, object] = rules
        assert checked.game_id


def test_the_seat_range_and_the_default_ruleset_come_from_the_ruleset() -> None:
    assert (RULES.min_players, RULES.max_players) == (2, 4)
    assert RULES.default_ruleset() == {"name": "standard"}
    for rules in REGISTRY.values():
        assert rules.min_players == rules.standard().min_players  # type: ignore[attr-defined]
        assert rules.default_ruleset() == rules.standard().to_json()  # type: ignore[attr-defined]


def test_seat_ids_names_the_seats_and_refuses_a_count_out_of_range() -> None:
    assert seat_ids(Ruleset(), 3, None, "T-S1", "errors-bad-option") == ("1", "2", "3")
    assert seat_ids(Ruleset(), 2, ["a", "b"], "T-S1", "errors-bad-option") == ("a", "b")
    with pytest.raises(IllegalAction) as refused:
        seat_ids(Ruleset(), 5, None, "T-S1", "errors-bad-option")
    assert (refused.value.rule_id, refused.value.arguments) == ("T-S1", {"low": 2, "high": 4})
    with pytest.raises(ValueError, match="every seat"):
        seat_ids(Ruleset(), 2, ["a"], "T-S1", "errors-bad-option")
    with pytest.raises(ValueError, match="unique"):
        seat_ids(Ruleset(), 2, ["a", "a"], "T-S1", "errors-bad-option")


def test_the_defaults_gate_on_the_active_seats() -> None:
    s = RULES.new_game(2, 0, player_ids=["a", "b"])
    assert RULES.player_ids(s) == ("a", "b")
    s, _ = RULES.apply(s, 0, Pick(3))
    assert RULES.active_seats(s) == (1,)
    assert RULES.legal_actions(s, 0) == []  # it has picked: idle until the step resolves
    assert RULES.legal_actions(s, 1) == [Pick(1), Pick(2), Pick(3)]
    assert RULES.auto_action(s, 1) == Pick(1)  # the first legal action
    with pytest.raises(IllegalAction) as idle:
        RULES.verify(s, 0, Pick(1))
    assert idle.value.rule_id == "relay-seat"
    with pytest.raises(IllegalAction):
        RULES.auto_action(s, 0)
    with pytest.raises(IllegalAction) as foreign:
        RULES.verify(s, 1, Add(1))  # not one of its legal actions
    assert (foreign.value.rule_id, foreign.value.key) == ("relay-action", "errors-move-not-allowed")
    with pytest.raises(ValueError, match="no bot player"):
        RULES.bot_action(s, 1, "easy", 0)
