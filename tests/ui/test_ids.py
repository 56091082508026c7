"""custom_ids: every id the code can produce fullmatches its template and fits in 100 chars."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.ui import ids

GAME_IDS = st.integers(min_value=1, max_value=10**18 - 1)


@given(st.sampled_from(ids.LOBBY_ACTIONS), GAME_IDS)
def test_lobby_ids_round_trip_and_fit(action: str, game_id: int) -> None:
    custom_id = ids.lobby(action, game_id)
    assert len(custom_id) <= ids.MAX_LENGTH
    match = re.fullmatch(ids.LOBBY_TEMPLATE, custom_id)
    assert match is not None
    assert match["action"] == action
    assert int(match["game"]) == game_id
    assert ids.is_ours(custom_id)


@given(st.sampled_from(ids.LOG_ACTIONS), GAME_IDS, st.integers(min_value=1, max_value=10**9 - 1))
def test_log_ids_round_trip_and_fit(action: str, game_id: int, page: int) -> None:
    custom_id = ids.log(action, game_id, page)
    assert len(custom_id) <= ids.MAX_LENGTH
    match = re.fullmatch(ids.LOG_TEMPLATE, custom_id)
    assert match is not None
    assert (match["action"], int(match["game"]), int(match["page"])) == (action, game_id, page)
    assert ids.game_of(custom_id) == game_id


@given(st.sampled_from(ids.REPLAY_ACTIONS), GAME_IDS, st.integers(min_value=0, max_value=10**6 - 1))
def test_replay_ids_round_trip_and_fit(action: str, game_id: int, step: int) -> None:
    custom_id = ids.replay(action, game_id, step)
    assert len(custom_id) <= ids.MAX_LENGTH
    match = re.fullmatch(ids.REPLAY_TEMPLATE, custom_id)
    assert match is not None
    assert (match["action"], int(match["game"]), int(match["step"])) == (action, game_id, step)
    assert ids.is_ours(custom_id) and ids.game_of(custom_id) == game_id


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
        "h1:lobby:join:9999999999999999999",  # 19 digits: past SQLite's integers
        "h1:table:hand:18446744073709551617",
        "h1:hand:draw:12:1000000000000:0",  # a version of 13 digits
        "h1:pick:type:12:99999999999999999999",
        "h1:log:prev:12:0",  # pages count from 1
        "h1:log:next:12:1234567890",  # a page of 10 digits
        "h1:log:jump:12:3",
        "h1:replay:next:12:",
        "h1:replay:next:12:01",  # a step with a leading zero
        "h1:replay:next:12:1000000",  # a step of 7 digits
        "h1:replay:next:12:-1",
        "h1:replay:back:12:3",  # not one of the viewer's actions
        "h1:replay:next:0:3",
        "h1:replay:next:12:3:4",
        "h1:replay:next:12:\u0663",
        "h1:lobby:join:\u0663",  # an Arabic-Indic digit: int() would read it, we do not
        "h1:hand:draw:\u0661\u0662:3:0",
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


def test_every_number_an_id_can_hold_fits_an_sqlite_integer() -> None:
    biggest = {"game": 10**18 - 1, "version": 10**12 - 1}
    assert ids.game_of(ids.hand("draw", biggest["game"], biggest["version"], 99)) == 10**18 - 1
    assert all(n <= ids.SQLITE_MAX for n in biggest.values())
    for template in ids.TEMPLATES:
        widths = re.findall(r"\[0-9\]\{0,(\d+)\}", template)
        assert widths, template  # every template holds a game id of bounded width
        for width in widths:
            assert 10 ** (int(width) + 1) - 1 <= ids.SQLITE_MAX, template
    with pytest.raises(ValueError):
        ids.lobby("join", 10**18)
    with pytest.raises(ValueError):
        ids.log("prev", 12, 0)  # the bot never builds an id it would not read back


def test_game_of_reads_only_ours() -> None:
    assert ids.game_of("h1:lobby:join:9999999999999999999") is None
    assert ids.game_of("h1:lobby:join:999999999999999999") == 999999999999999999
