"""custom_ids: every id the code can produce fullmatches its template and fits in 100 chars."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.ui import ids

GAME_IDS = st.integers(min_value=1, max_value=10**19 - 1)


@given(st.sampled_from(ids.LOBBY_ACTIONS), GAME_IDS)
def test_lobby_ids_round_trip_and_fit(action: str, game_id: int) -> None:
    custom_id = ids.lobby(action, game_id)
    assert len(custom_id) <= ids.MAX_LENGTH
    match = re.fullmatch(ids.LOBBY_TEMPLATE, custom_id)
    assert match is not None
    assert match["action"] == action
    assert int(match["game"]) == game_id
    assert ids.is_ours(custom_id)


@pytest.mark.parametrize(
    "forged",
    [
        "",
        "h1:lobby:join:",
        "h1:lobby:join:0",
        "h1:lobby:join:12:extra",
        "h1:lobby:fly:12",
        "h0:lobby:join:12",
        "h1:lobby:join:" + "9" * 30,
        "something else entirely",
    ],
)
def test_forged_ids_are_not_ours(forged: str) -> None:
    assert not ids.is_ours(forged)


def test_an_id_that_would_not_fullmatch_is_refused_when_built() -> None:
    with pytest.raises(ValueError, match="does not match"):
        ids.lobby("fly", 3)
    with pytest.raises(ValueError):
        ids.checked("x" * 101, r"x+")
