"""What the broom code keeps in memory has a size: the boards' tables of the bots, rulesets."""

from __future__ import annotations

import copy

from bot.games.broom import codec
from bot.games.broom.bots import value
from tests.games.broom.helpers import RS


def test_the_bots_keep_the_tables_of_a_few_boards_only() -> None:
    boards = [copy.copy(RS.data) for _ in range(value.BOARDS_KEPT + 5)]  # each a board of its own
    first = value._board(boards[0])
    for board in boards:
        assert value._board(board) == first  # the same board's tables, read again
        assert len(value._BOARDS) <= value.BOARDS_KEPT
    assert id(boards[-1]) in value._BOARDS and id(boards[0]) not in value._BOARDS


def test_a_named_ruleset_is_read_once_and_shared() -> None:
    assert codec._named("standard") is codec._named("standard")
    assert codec._named.cache_info().maxsize == 8
