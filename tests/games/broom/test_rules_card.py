"""The ``broom`` rules card (``adapter/rules.py``): the ruleset's values, every role and event,
the board named as Hoard's own, in every language and within Discord's limits."""

from __future__ import annotations

import pytest

from bot.games.broom import RULES
from bot.games.broom.adapter import ADAPTER
from bot.games.broom.adapter.words import event_name, role_name

BOARD = {
    "en": "Hoard Vale (Hoard's own board)",
    "it": "Valle di Hoard (il tabellone di Hoard)",
    "es": "Valle de Hoard (el tablero propio de Hoard)",
}

DESIGN = {
    "en": "The board, its clouds, the lightning table and some event values are Hoard's own",
    "it": "Il tabellone, le sue nuvole, la tabella dei fulmini e alcuni valori degli eventi sono",
    "es": "El tablero, sus nubes, la tabla de rayos y algunos valores de los eventos son un",
}


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_the_card_names_every_role_event_and_the_board(language: str) -> None:
    rs = RULES.standard()
    embed = ADAPTER.rules_embed(rs.to_json(), language).to_dict()
    text = embed["description"] + "".join(f["name"] + f["value"] for f in embed["fields"])
    for role in rs.data.role_ids:
        assert role_name(role, language) in text
    for card in rs.data.events:
        assert event_name(card.id, language) in text
    assert BOARD[language] in text
    assert DESIGN[language] in text  # the issue: the card says what is Hoard's own design
    assert len(embed["fields"]) <= 25
    assert all(len(f["value"]) <= 1024 for f in embed["fields"])


def test_the_card_says_the_rulesets_values() -> None:
    data = RULES.standard().to_json()
    data.update(start_vp=12, rounds=6, set_vp={"4": 5, "3": 1}, pick_size=3)
    embed = ADAPTER.rules_embed(data, "en").to_dict()
    text = embed["description"] + "".join(f["value"] for f in embed["fields"])
    assert "6 rounds" in text and "you start with 12" in text
    assert "secretly picks 3 of their 10 roles" in text
    assert "5⭐ per set of 4 different resources and 1⭐ per set of 3" in text
