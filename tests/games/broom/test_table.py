"""The ``broom`` table in text (``adapter/table.py``): the round, its event and bewitched roles,
who has picked (never what), the turns' record, Hoard Vale named as Hoard's own board, every
player; it pings only the seats to decide and speaks the game's language."""

from __future__ import annotations

import pytest

from bot.games.broom import RULES, apply, view_for
from bot.games.broom.adapter import ADAPTER
from bot.games.broom.adapter.words import role_name
from bot.games.broom.state import Pick, State
from tests.games.broom.test_panel import first, record


def table(s: State, language: str = "en") -> tuple[str, str, dict[str, str]]:
    message = ADAPTER.table(record(len(s.players), language), view_for(s, None), [])
    embed = message["embed"].to_dict()
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    return message["content"], embed["description"], fields


def test_the_pick_shows_who_has_picked_and_pings_the_others() -> None:
    s = RULES.new_game(3, 8)
    mine = tuple(r for r in RULES.standard().data.role_ids if r not in s.revealed)[:4]
    s, _ = apply(s, 1, Pick(mine))
    content, description, _ = table(s)
    assert content == "<@100> and <@102>, your turn in game #29."
    assert "Done: <@101>" in description
    assert "<@100> picks roles" in description and "<@101> picks roles" not in description
    for role in mine:
        assert role_name(role, "en") not in description


def test_the_round_event_and_bewitched_roles_are_named() -> None:
    s = RULES.new_game(2, 8)
    _, description, _ = table(s)
    assert description.startswith("Round 1 · ")
    for role in s.revealed:
        assert role_name(role, "en") in description


def test_the_turns_record_brave_cowardly_passes_and_knock_outs() -> None:
    s, _ = first(lambda s, seat: any(any(e.knocked_out for e in t.plays) for t in s.past_turns))
    _, _, fields = table(s)
    turns = fields[f"Round {s.round}: the turns"].splitlines()
    assert len(turns) == len(s.past_turns) + (s.turn is not None)
    assert any("(knocked out)" in line for line in turns)
    for line, t in zip(turns, s.past_turns, strict=False):
        assert t.role is not None and role_name(t.role, "en") in line
        for e in t.plays:
            word = {"brave": "brave", "cowardly": "cowardly", "next": "passes"}[e.stance]
            assert f"<@{100 + e.seat}> {word}" in line


@pytest.mark.parametrize(
    ("language", "board"),
    [
        ("en", "Hoard Vale (Hoard's own board)"),
        ("it", "Valle di Hoard (il tabellone di Hoard)"),
        ("es", "Valle de Hoard (el tablero propio de Hoard)"),
    ],
)
def test_the_board_is_named_as_hoards_own_design(language: str, board: str) -> None:
    s = RULES.new_game(2, 8)
    message = ADAPTER.table(record(2, language), view_for(s, None), [])
    embed = message["embed"].to_dict()
    names = [f["name"] for f in embed["fields"]]
    assert any(board in n for n in names)
    assert board in embed["footer"]["text"]


def test_every_player_shows_vp_resources_pawns_and_cards() -> None:
    s, _ = first(lambda s, seat: s.phase == "turn" and s.round >= 2)
    _, _, fields = table(s)
    for seat, p in enumerate(s.players):
        value = next(v for n, v in fields.items() if n.startswith(f"Seat {seat + 1}"))
        assert f"<@{100 + seat}> · {p.vp}⭐" in value
        assert f"{len(p.hand)} card" in value


def test_the_table_refuses_a_seats_view() -> None:
    s = RULES.new_game(2, 8)
    with pytest.raises(ValueError, match="public view"):
        ADAPTER.table(record(2), view_for(s, 0), [])


def test_the_end_names_the_winners_and_final_scores() -> None:
    import random

    from bot.games.broom import legal_actions

    rng = random.Random(2)
    s = RULES.new_game(2, 5)
    while not s.over:
        seat = RULES.active_seats(s)[0]
        s, _ = apply(s, seat, rng.choice(legal_actions(s, seat)))
    content, description, fields = table(s)
    assert s.result is not None
    assert content.startswith("Game #29 is over: ")
    best = s.result.scores[s.result.winners[0]]
    assert f"with {best}⭐" in description
    for seat in range(2):
        assert any(
            n.startswith(f"Seat {seat + 1}") and f"final {s.result.scores[seat]}⭐" in n
            for n in fields
        )
