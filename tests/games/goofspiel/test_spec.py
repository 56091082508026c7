"""The game's ``GameSpec`` and its ``Rules`` object, as the house reads them."""

from __future__ import annotations

from bot.engine.game import GameRules
from bot.games.goofspiel import RULES, Bid, new_game
from bot.games.goofspiel.spec import SPEC


def test_the_spec() -> None:
    assert SPEC.id == "goofspiel" and SPEC.title == "Goofspiel"
    assert SPEC.summary == "Play Goofspiel: bid your cards for the prizes, all at once"
    assert SPEC.rules is RULES and isinstance(RULES, GameRules)
    assert SPEC.extension == "bot.games.goofspiel.adapter"
    s = RULES.new_game(2, 8, player_ids=["a", "b"])
    assert RULES.turn(s).together  # every round's bids are chosen at once
    assert SPEC.default_bot_level == "normal"
    assert (SPEC.min_seats, SPEC.max_seats) == (2, 4)


def test_the_rules_object() -> None:
    assert RULES.game_id == "goofspiel"
    assert RULES.default_ruleset()["cards"] == 8
    s = RULES.new_game(3, 8, player_ids=["a", "b", "c"])
    assert s == new_game(3, 8, player_ids=["a", "b", "c"])
    assert RULES.player_ids(s) == ("a", "b", "c")
    assert RULES.active_seats(s) == (0, 1, 2)
    assert RULES.legal_actions(s, 2)[0] == Bid(1)
    assert RULES.auto_action(s, 2) == Bid(1)
    RULES.verify(s, 2, Bid(4))
    after, events = RULES.apply(s, 2, Bid(4))
    assert RULES.active_seats(after) == (0, 1)
    assert [(e.kind, e.seat) for e in events] == [("bid_placed", 2)]
    assert RULES.view_for(after, 2)["players"][2]["bid"] == 4
    assert RULES.view_for(RULES.redeal_hidden(after, 2, 1), 2) == RULES.view_for(after, 2)
    assert RULES.load(RULES.dump(after)) == after
    assert RULES.action_from_json(RULES.action_to_json(Bid(3))) == Bid(3)
    assert RULES.outcome(after) is None
    assert RULES.bot_action(after, 0, "normal", 0) in RULES.legal_actions(after, 0)
