"""What each player may see, and the typed reader (docs/rules/broom.md B-J3, B-V, B-Q10)."""

from __future__ import annotations

import json

from bot.games.broom import RULES, redeal_hidden, view_for
from bot.games.broom.reader import read
from tests.games.broom.helpers import ROLES, deal, game, lead, play, roundtrip


def picking() -> object:
    return play(game(3, 6), 1, {"type": "pick", "roles": list(ROLES[2:6])})


def test_B_J3_hidden_parts_become_counts_and_keys_are_added() -> None:
    s = picking()
    v = view_for(s, 0)
    assert v["you"] == 0 and v["waiting_for"] == [0, 2] and len(v["legal"]) == 210
    assert v["players"][1]["choice"] == {"submitted": True}
    assert v["players"][1]["hand"] == {"count": 0}
    assert v["bewitched"]["pile"] == {"count": 8} and v["bewitched"]["rebuilds"] == {"count": 1}
    assert v["cloud_box"] == {"count": 6}
    own = view_for(s, 1)
    assert own["players"][1]["choice"] == list(ROLES[2:6]) and own["legal"] == []
    spectator = view_for(s, None)
    assert spectator["you"] is None and spectator["legal"] == []
    assert json.loads(json.dumps(v)) == v


def test_B_V1_the_public_record_of_the_turn() -> None:
    s = deal(game(3), {0: ["witch_forest"], 1: ["gatherer_green"], 2: ["witch_forest"]})
    s = play(s, 0, lead("witch_forest", "cowardly", {"move": {"pawn": 0, "to": "f4"}}))
    v = view_for(s, None)
    assert v["turn"]["plays"][0] == {
        "seat": 0,
        "stance": "cowardly",
        "did": {"move": {"pawn": 0, "to": "f4"}},
    }
    assert v["players"][0]["pawns"] == ["f4", "h5"] and v["waiting_for"] == [2]
    assert v["bewitched"]["revealed"] == list(s.revealed)


def test_B_V2_a_hand_is_private_to_its_owner() -> None:
    s = deal(
        game(3), {0: ["witch_forest"], 1: ["gatherer_green", "druid_peak"], 2: ["weather_fairy"]}
    )
    assert view_for(s, 1)["players"][1]["hand"] == ["gatherer_green", "druid_peak"]
    assert view_for(s, 0)["players"][1]["hand"] == {"count": 2}
    assert view_for(s, None)["players"][1]["hand"] == {"count": 2}


def test_B_V3_hidden_orders_and_their_redeal() -> None:
    s = picking()
    for seat in (None, 0, 1, 2):
        v = view_for(s, seat)
        for k in range(5):
            other = redeal_hidden(s, seat, k)
            assert view_for(other, seat) == v
            assert roundtrip(other) == other
    changed = {json.dumps(RULES.dump(redeal_hidden(s, 0, k)), sort_keys=True) for k in range(5)}
    assert len(changed) > 1  # the stack, the pile and the other picks really move


def test_B_V4_a_pass_is_shown_only_when_the_order_reaches_the_player() -> None:
    s = deal(
        game(4), {0: ["witch_hill"], 1: ["witch_hill"], 2: ["gatherer_green"], 3: ["witch_hill"]}
    )
    s = play(s, 0, lead("witch_hill", "brave"))
    assert s.turn is not None and [e.stance for e in s.turn.plays] == ["brave"]
    assert view_for(s, 1)["waiting_for"] == [1]
    s = play(s, 1, lead("witch_hill", "cowardly"))
    assert s.turn is not None and [e.stance for e in s.turn.plays] == ["brave", "cowardly", "next"]
    for k in range(5):  # whether seat 3 holds the role is the same secret for seat 1
        assert view_for(redeal_hidden(s, 1, k), 1) == view_for(s, 1)


def test_B_V5_once_over_nothing_is_hidden() -> None:
    s = game(2, 1)
    while RULES.active_seats(s):
        seat = RULES.active_seats(s)[0]
        s, _ = RULES.apply(s, seat, RULES.auto_action(s, seat))
    v = view_for(s, None)
    assert isinstance(v["events"]["stack"], list) and isinstance(v["cloud_box"], list)
    assert isinstance(v["players"][0]["hand"], list) and v["legal"] == []
    assert redeal_hidden(s, 0, 3) == s


def test_B_Q10_the_timeout_move_is_legal_and_gentle() -> None:
    s = game(3, 2)
    pick = RULES.auto_action(s, 0)
    assert pick in RULES.legal_actions(s, 0)
    assert not set(pick.roles) & set(s.revealed)  # type: ignore[union-attr]
    t = deal(game(3), {0: ["witch_forest", "gatherer_orange"], 1: ["witch_forest"], 2: []})
    a = RULES.auto_action(t, 0)
    assert RULES.action_to_json(a) in (
        lead("gatherer_orange", "cowardly", {"gain": 0}),
        lead("witch_forest", "cowardly"),
    )
    t = play(t, 0, lead("witch_forest", "brave"))
    assert RULES.action_to_json(RULES.auto_action(t, 1)) == lead("witch_forest", "cowardly")


def test_the_reader_reads_every_view() -> None:
    s = picking()
    seen = read(view_for(s, 1))
    assert seen.you == 1 and not seen.deciding and seen.mine is not None
    assert seen.mine.choice == list(ROLES[2:6]) and seen.players[0].submitted is False
    t = deal(game(3), {0: ["witch_forest"], 1: ["witch_forest"], 2: []})
    t = play(t, 0, lead("witch_forest", "brave"))
    seen = read(view_for(t, 1))
    assert seen.deciding and seen.turn is not None and seen.turn.stage == "follow"
    assert seen.legal == tuple(RULES.legal_actions(t, 1))
    assert seen.players[0].hand is None and seen.players[0].hand_count == 0
