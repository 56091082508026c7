"""A board an admin supplies instead of Hoard Vale: refused in one line when malformed, played
to the end when valid, with no code change (docs/rules/broom.md B-J2, data/broom/README.md)."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games.broom import RULES, Ruleset, State
from bot.games.broom.ruleset import bundle_from_documents
from bot.resources import DATA_DIR
from tests.games.broom.helpers import RS

BUNDLE = Path(DATA_DIR) / "broom"


def documents() -> dict[str, Any]:
    read = {
        n: (BUNDLE / f"{n}.json").read_text(encoding="utf-8")
        for n in ("board", "roles", "events", "lightning")
    }
    docs: dict[str, Any] = {k: json.loads(v) for k, v in read.items()}
    lines = (BUNDLE / "clouds.csv").read_text(encoding="utf-8").splitlines()
    head = lines[0].split(",")
    docs["clouds"] = [dict(zip(head, line.split(","), strict=True)) for line in lines[1:]]
    return docs


def other_board() -> dict[str, Any]:
    """Another board: castles in Briar Dell and Lark Hill, five towers and two clouds fewer."""
    docs = documents()
    board = copy.deepcopy(docs["board"])
    board["id"] = "test-marsh-1"
    board["provenance"] = "printed"
    board["castles"] = ["f8", "h7"]
    for r in board["regions"]:
        r["castle"] = r["id"] in ("f8", "h7")
    board["towers"] = board["towers"][5:]
    board["cloud_spaces"] = board["cloud_spaces"][:16]
    docs["board"] = board
    return docs


def ruleset_of(docs: dict[str, Any]) -> Ruleset:
    data = bundle_from_documents(
        docs["board"], docs["clouds"], docs["roles"], docs["events"], docs["lightning"], "test"
    )
    return replace(RS, bundle=docs["board"]["id"], data=data)


def test_a_malformed_board_is_refused_in_one_line() -> None:
    docs = other_board()
    docs["board"]["cloud_spaces"].append({"id": "c99", "region": "f8"})
    with pytest.raises(InvalidState) as info:
        ruleset_of(docs)
    message = str(info.value)
    assert "\n" not in message
    assert message.endswith("cloud space c99 is in a castle region")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_valid_board_plays_a_whole_game(players: int) -> None:
    rs = ruleset_of(other_board())
    assert rs.ref == "broom/test-marsh-1" and rs != RS
    s: State = RULES.setup(rs, players, 7, None)
    assert all(p.pawns == ("f8", "h7") for p in s.players)
    assert len(s.clouds) == 16 and len(s.cloud_box) == 8
    rng = random.Random(players)
    delivered: set[str] = set()
    while RULES.active_seats(s):
        seat = rng.choice(RULES.active_seats(s))
        action = rng.choice(RULES.legal_actions(s, seat))
        s, _ = RULES.apply(s, seat, action)
        delivered |= set(s.occupied)
    assert s.over and s.round == 7 and s.result is not None
    assert not delivered & {"t01", "t02", "t03", "t04", "t05"}  # not on this board
    assert RULES.dump(s)["ruleset"] == "broom/test-marsh-1"
    with pytest.raises(InvalidState, match="B-J2"):  # not registered as a ruleset file
        RULES.load(RULES.dump(s))


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_players_see_the_board_named_for_what_it_is(language: str) -> None:
    """Hoard Vale in the reader's words; a printed map by its own name, never "Hoard's own";
    another unprinted board by its name, "not the printed map"."""
    from bot.games.broom.adapter.words import board_name

    vale = board_name(RS.data, language)
    assert vale != RS.data.board_name or language == "en"
    assert "Hoard" in vale
    docs = other_board()
    docs["board"]["name"] = "Marsh Test (a transcription)"
    printed = board_name(ruleset_of(docs).data, language)
    assert printed == "Marsh Test"
    docs["board"]["provenance"] = "design"
    other = board_name(ruleset_of(docs).data, language)
    assert other.startswith("Marsh Test (") and "Hoard" not in other
