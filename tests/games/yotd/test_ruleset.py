"""The ``yotd`` ruleset (``data/rulesets/yotd/standard.json`` and the CSVs it names): read whole
and written back unchanged, every key checked and named when wrong, and rulesets that cannot be
played refused (``InvalidState``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot import resources
from bot.engine import InvalidState
from bot.games.yotd import RULES
from bot.games.yotd.ruleset import KEYS


def test_the_standard_ruleset_is_read_whole_and_written_back_as_it_is() -> None:
    document = resources.ruleset_json("yotd")
    rs = RULES.read_ruleset(document)
    assert rs.to_json() == document and list(rs.to_json()) == list(document)
    assert rs.tiles_in_play(5) == (10, 10, 6, 4, 10, 6, 4, 6, 4, 6, 4, 6, 4, 6, 4)
    assert rs.tiles_in_play(2) == (4, 4, 3, 1, 4, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1)
    assert rs.value["monk-young"] == 6 and rs.symbols["scholar-old"] == 3
    assert rs.hand_size == 11 and rs.groups_for(4) == (2, 2, 2, 1)


WRONG_TYPE: list[Any] = [None, [], {"x": 1}, "x", True, -1]


@pytest.mark.parametrize("key", list(KEYS))
def test_every_ruleset_key_is_checked_and_named(key: str) -> None:
    data = RULES.default_ruleset()
    del data[key]
    with pytest.raises(InvalidState, match=key):
        RULES.read_ruleset(data)
    refused = 0
    for value in WRONG_TYPE:
        data = RULES.default_ruleset() | {key: value}
        try:
            RULES.read_ruleset(data)
        except InvalidState as err:
            assert key in str(err), f"{key}={value!r}: {err}"
            refused += 1
    assert refused >= len(WRONG_TYPE) - 1  # a text key may take "x"; nothing else passes


BAD_RULESETS: dict[str, dict[str, Any]] = {
    "group sizes that are not the 7 cards": {"group_sizes": {"2": [4, 4], "3": [3, 2, 2],
                                                             "4": [2, 2, 2, 1],
                                                             "5": [2, 2, 1, 1, 1]}},
    "a hand of 12 cards": {"hand": {"per_type": 1, "wild": 3}},
    "a persons file outside the data": {"persons": "../secrets.csv"},
    "a persons file that is the events": {"persons": "year-of-the-dragon/events.csv"},
    "a missing data file": {"actions": "year-of-the-dragon/nothing.csv"},
    "min above max": {"min_players": 5, "max_players": 4},
    "a split draft with one palace": {"draft_placement": "split", "start_palaces": [3]},
    "no room for the draft": {"start_palaces": [1]},
    "an unknown key": {"colour": "red"},
    "seven as a bool": {"build_all_floors": 1},
}  # fmt: skip


@pytest.mark.parametrize("change", list(BAD_RULESETS), ids=list(BAD_RULESETS))
def test_a_ruleset_that_cannot_be_played_is_refused(change: str) -> None:
    with pytest.raises(InvalidState):
        RULES.read_ruleset(RULES.default_ruleset() | BAD_RULESETS[change])
