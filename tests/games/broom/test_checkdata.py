"""The data bundle's checker (``bot/games/broom/checkdata.py``): pure, one line per problem."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games.broom.checkdata import FILES, check_texts, errors
from bot.games.broom.ruleset import ruleset_from_json
from bot.resources import DATA_DIR, ruleset_json

BUNDLE = Path(DATA_DIR) / "broom"


def texts(**changes: Any) -> dict[str, str]:
    out = {name: (BUNDLE / name).read_text(encoding="utf-8") for name in FILES}
    for name, change in changes.items():
        file = name.replace("_", ".")  # board_json: board.json
        if callable(change):
            doc = json.loads(out[file])
            change(doc)
            out[file] = json.dumps(doc)
        else:
            out[file] = change
    return out


def test_hoard_vale_has_no_error_and_no_warning() -> None:
    assert check_texts(texts()) == []


def test_every_problem_is_one_line() -> None:
    def break_board(b: dict[str, Any]) -> None:
        b["castles"] = ["p6", "w1", "h5"]
        b["edges"].append(["p6", "p6"])
        b["edges"].append(["p6", "zz"])
        b["cloud_spaces"].append({"id": "c19", "region": "p6"})
        b["towers"][0]["colour"] = "blue"
        b["towers"][1]["wands"] = 3

    lines = check_texts(texts(board_json=break_board))
    assert lines and all("\n" not in line for line in lines)
    assert {line.split(":")[0] for line in lines} <= {"error", "warning"}
    joined = "\n".join(lines)
    for expected in (
        "castle w1 is not a land region",
        "edge p6-p6 is a loop",
        "edge p6-zz names an unknown region",
        "cloud space c19 is in a castle region",
        "tower t01 has unknown colour",
        "tower t02 wands must be 0, 1 or 2",
        "warning: board: 3 castles",
        "warning: board: 19 cloud spaces",
    ):
        assert expected in joined, expected


def test_roles_events_clouds_and_lightning_are_checked() -> None:
    def roles(d: dict[str, Any]) -> None:
        d["roles"][0]["brave"]["gain"] = [{"orange": 3, "wand": 1}]
        d["roles"].pop()

    def events(d: dict[str, Any]) -> None:
        d["events"][0]["timing"] = "end_of_round"

    def light(d: dict[str, Any]) -> None:
        d["vp_by_lightning"] = [0, 3, 2]

    clouds = (
        (BUNDLE / "clouds.csv")
        .read_text(encoding="utf-8")
        .replace("k24,heavy,4,4", "k24,heavy,0,4")
    )
    lines = check_texts(
        texts(roles_json=roles, events_json=events, lightning_json=light, clouds_csv=clouds)
    )
    joined = "\n".join(lines)
    assert "error: roles.json: need 10 distinct role ids" in joined
    assert "warning: roles.json: gatherer_orange brave gains 4 resources" in joined
    assert "error: events.json: timings" in joined
    assert "error: lightning.json: the table must start at 0 and never decrease" in joined
    assert "error: clouds.csv: k24 needs stars >= 1" in joined


def test_malformed_files_give_one_clear_line() -> None:
    assert check_texts(texts(board_json="{not json")) == [
        check_texts(texts(board_json="{not json"))[0]
    ]
    assert check_texts(texts(board_json="{not json"))[0].startswith(
        "error: board.json: not readable"
    )
    lines = check_texts(texts(board_json=lambda b: b.pop("towers")))
    assert lines == ["error: board.json: malformed (KeyError: 'towers')"]
    assert check_texts({"board.json": "{}"})[0] == "error: missing file clouds.csv"
    assert errors(["warning: x", "error: y"]) == ["error: y"]


def test_a_ruleset_whose_bundle_has_an_error_is_refused_in_one_line() -> None:
    doc = ruleset_json("broom")
    doc["board"] = "broom/README.md"
    with pytest.raises(InvalidState) as info:
        ruleset_from_json(doc)
    assert "\n" not in str(info.value)
    doc = ruleset_json("broom")
    doc["first_player"] = "oldest"
    with pytest.raises(InvalidState, match="first_player"):
        ruleset_from_json(doc)
