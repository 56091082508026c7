"""Splendor's table in text (``adapter/public.py``): the reserves as the public view shows them
(S-V1: a face-up reserve by its card, a blind one by its level; S-V3: every card once over),
and a footer that counts turns and, once over, says so."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from bot.games.splendor import view_for
from bot.games.splendor.adapter import ADAPTER
from bot.games.splendor.adapter.words import card_cost_text
from bot.games.splendor.state import State
from bot.i18n import voice
from bot.storage import ActionRecord
from tests.games.splendor.helpers import cards_where, position
from tests.games.splendor.test_panel import record

FACE_UP, BLIND = cards_where(2, points=2)[0], cards_where(3, points=4)[0]


def reserving() -> State:
    return position(reserved={0: [(FACE_UP, False)], 1: [(BLIND, True)]})


def table(s: State, language: str = "en", moves: int = 0) -> tuple[str, dict[str, str], str]:
    """The table's description, its seat fields by name and its footer."""
    log = [ActionRecord(31, seq, 0, "{}", "t") for seq in range(max(1, moves - 4), moves + 1)]
    game = replace(record(len(s.players)), options={"language": language})
    embed = ADAPTER.table(game, view_for(s, None), log if moves else [])["embed"].to_dict()
    seats = {f["name"]: f["value"] for f in embed["fields"]}
    return embed["description"], seats, embed["footer"]["text"]


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_the_table_lists_a_face_up_reserve_by_card_and_a_blind_one_by_level(
    language: str,
) -> None:
    s = reserving()
    _, seats, _ = table(s, language)
    text = json.dumps(seats, ensure_ascii=False)
    rs = s.ruleset
    assert card_cost_text(rs.card[FACE_UP], language) in text
    assert voice(language)("splendor-reserved-unseen", level="3") in text
    assert card_cost_text(rs.card[BLIND], language) not in text and BLIND not in text


def test_once_over_every_reserve_is_on_the_table() -> None:
    s = replace(reserving(), over=True, passes=2)
    _, seats, _ = table(s)
    text = json.dumps(seats, ensure_ascii=False)
    words = card_cost_text(s.ruleset.card[BLIND], "en")
    assert f"{words} · secret" in text and "reserved unseen" not in text


def test_the_footer_counts_turns_and_a_finished_game_says_it_is_over() -> None:
    s = position()
    assert table(s)[2] == "Turn 1 · tap Show my hand to play"  # the first table (version 9)
    assert table(s, moves=64)[2] == "Turn 65 · tap Show my hand to play"
    over = table(replace(reserving(), over=True, passes=2), "it", moves=80)[2]
    assert over == voice("it")("splendor-table-footer-over")
    assert "Mostra la mia mano" not in over
