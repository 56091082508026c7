"""Played ``broom`` games for the picture and chart tests: every state of a random game (random
legal moves of a random waiting seat), cached and read-only, and a second board."""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import Any

from bot.games.broom import RULES, State
from bot.games.broom.adapter.scene import Board, board_from
from tests.games.broom.test_other_board import documents, ruleset_of

NAMES = {0: "Ana", 1: "Björn", 2: "Chidi", 3: "Dana", 4: "Bartholomew the Magnificent"}


@cache
def played(players: int, seed: int, ruleset: Any = None) -> tuple[State, ...]:
    """Every state of ``seed``'s random game, from the setup to the end."""
    rng = random.Random(seed)
    s = RULES.setup(ruleset or RULES.standard(), players, seed, None)
    states = [s]
    while RULES.active_seats(s):
        seat = rng.choice(RULES.active_seats(s))
        s, _ = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
        states.append(s)
    return tuple(states)


def marsh() -> tuple[Any, Board]:
    """A second board of another shape: Hoard Vale without its last column (Clover Reach,
    Eastwatch, Lark Hill) and turned upside down (5 rows of 6 places, the neighbours kept: the
    rows keep their parity), castles in Westmarch and Poppy Field, the towers and clouds of
    the regions left; its ruleset, and the board as the pictures draw it."""
    docs = documents()
    board = copy.deepcopy(docs["board"])
    gone = {r["id"] for r in board["regions"] if r["grid"][1] == 6}
    board["id"] = "test-marsh-1"
    board["name"] = "Test Marsh (a test board)"
    board["provenance"] = "printed"
    board["castles"] = ["p6", "p5"]
    board["regions"] = [r for r in board["regions"] if r["id"] not in gone]
    for r in board["regions"]:
        r["castle"] = r["id"] in board["castles"]
        r["grid"] = [4 - r["grid"][0], r["grid"][1]]
    board["edges"] = [e for e in board["edges"] if not gone & set(e)]
    board["towers"] = [t for t in board["towers"] if not gone & set(t["regions"])]
    board["cloud_spaces"] = [
        c for c in board["cloud_spaces"] if c["region"] not in gone | set(board["castles"])
    ]
    docs["board"] = board
    rs = ruleset_of(docs)
    return rs, board_from(board, rs.data)
