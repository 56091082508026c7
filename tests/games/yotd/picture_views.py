"""Hand-built ``yotd`` views for the picture tests (docs/rules/yotd.md, Y-J1 and Y-J5).

``three_players`` is Y-J1's example (month 3, the person phase) as the public view or as a
seat's; ``five_players`` a crowded month 9 (every dragon on the table, many palaces);
``two_over`` a finished two-player game; ``draft`` the first state of a game.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from bot.games.yotd.moves import CARDS, TILES

DATA = Path(__file__).resolve().parents[3] / "data"
RULESET: dict[str, Any] = json.loads((DATA / "rulesets/yotd/standard.json").read_text())
TILE_COUNTS: dict[str, list[int]] = {
    cells[0]: [int(v) for v in cells[6:10]]
    for cells in (
        line.split(",")
        for line in (DATA / "year-of-the-dragon/persons.csv").read_text().splitlines()[1:]
    )
}
"""Y-C2: each tile kind's count with 2, 3, 4 and 5 players."""
EVENTS = [
    "peace", "peace", "dragon_festival", "imperial_tribute", "mongol_invasion", "drought",
    "imperial_tribute", "contagion", "mongol_invasion", "dragon_festival", "contagion", "drought",
]  # fmt: skip
NAMES = {0: "Ana", 1: "Björn", 2: "Chidi", 3: "Dana", 4: "Bartholomew the Magnificent"}


def hand(**held: int) -> dict[str, int]:
    return {card: held.get(card, 2 if card == "wild" else 1) for card in CARDS}


def palace(floors: int, *persons: str) -> dict[str, Any]:
    return {"floors": floors, "persons": sorted(persons, key=TILES.index)}


def player(
    seat: int,
    *,
    yuan: int = 6,
    rice: int = 0,
    fireworks: int = 0,
    points: int = 0,
    track: int = 0,
    small: int = 0,
    large: int = 0,
    held: dict[str, int] | None = None,
    palaces: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    cards = held if held is not None else hand()
    played = [c for c in CARDS for _ in range((2 if c == "wild" else 1) - cards[c])]
    return {
        "id": str(111111111111111111 * (seat + 1)),
        "yuan": yuan,
        "rice": rice,
        "fireworks": fireworks,
        "points": points,
        "track": track,
        "privileges": {"small": small, "large": large},
        "hand": cards,
        "played": played,
        "palaces": palaces if palaces is not None else [palace(2), palace(2)],
        "final": None,
    }


def supply(players: int, used: dict[str, int] | None = None) -> dict[str, int]:
    """The supply of Y-C2 for ``players``, less the tiles ``used``."""
    return {t: TILE_COUNTS[t][players - 2] - (used or {}).get(t, 0) for t in TILES}


def view_of(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Y-J5: the state without ``action_orders``, with ``viewer`` and every ``hand_size``;
    another seat's hand ``None`` (every hand shown once over)."""
    view = copy.deepcopy(state)
    view.pop("action_orders", None)
    view["viewer"] = seat
    for s, p in enumerate(view["players"]):
        p["hand_size"] = sum(p["hand"].values())
        if s != seat and not view["over"]:
            p["hand"] = None
    return view


def three_players() -> dict[str, Any]:
    """Y-J1's example state (month 3, the person phase, seat 2 to recruit)."""
    players = [
        player(0, yuan=8, fireworks=2, points=4, track=22,
               held=hand(warrior=0, wild=0),
               palaces=[palace(2, "pyrotechnist-young", "warrior-young"),
                        palace(2, "craftsman-young", "warrior-young")]),
        player(1, yuan=1, points=7, track=11, small=1, held=hand(court_lady=0, monk=0),
               palaces=[palace(3, "tax_collector-young", "monk-old"),
                        palace(2, "court_lady-young", "healer-young")]),
        player(2, yuan=5, fireworks=1, points=4, track=13, held=hand(wild=0),
               palaces=[palace(2, "farmer-young", "farmer-old"),
                        palace(2, "scholar-young", "scholar-young"), palace(1)]),
    ]  # fmt: skip
    return {
        "game": "yotd",
        "version": 1,
        "ruleset": RULESET,
        "month": 3,
        "step": "recruit",
        "current": 2,
        "queue": [2, 1],
        "start": 0,
        "order": [0, 2, 1],
        "events": EVENTS,
        "groups": [
            ["harvest", "fireworks", "build"], ["research", "military"], ["privilege", "taxes"]
        ],
        "dragons": [[2, 1], [], [0]],
        "action_orders": [],
        "supply": supply(3, {"warrior-young": 3, "pyrotechnist-young": 1, "craftsman-young": 1,
                             "tax_collector-young": 1, "monk-old": 1, "court_lady-young": 1,
                             "healer-young": 1, "farmer-young": 1, "farmer-old": 1,
                             "scholar-young": 2}),
        "released": {t: int(t == "warrior-young") for t in TILES},
        "drafted": [
            ["pyrotechnist", "warrior"], ["tax_collector", "healer"], ["farmer", "scholar"]
        ],
        "build_left": 0,
        "owed": [0, 0, 0],
        "drought_used": [],
        "players": players,
        "over": False,
    }  # fmt: skip


def five_players() -> dict[str, Any]:
    """Month 9, the action phase: five dragons placed, four on one group, many palaces."""
    state = three_players()
    full = [
        palace(3, "monk-young", "monk-old", "scholar-old"),
        palace(3, "warrior-old", "warrior-young", "healer-old"),
        palace(2, "farmer-young", "farmer-old"),
        palace(1, "court_lady-young"),
        palace(3, "tax_collector-young", "pyrotechnist-old", "craftsman-young"),
        palace(2),
        palace(1, "healer-young"),
        palace(3, "court_lady-young", "craftsman-young"),
        palace(2, "scholar-young"),
        palace(1),
        palace(2, "pyrotechnist-young", "warrior-young"),
    ]
    state.update(
        month=9,
        step="action",
        current=3,
        queue=[3],
        order=[1, 0, 4, 2, 3],
        groups=[["taxes", "privilege"], ["research", "harvest"], ["military"], ["build"],
                ["fireworks"]],
        dragons=[[1, 0, 4, 2], [], [], [], []],
        supply={t: 2 for t in TILES},
        owed=[0] * 5,
        players=[
            player(0, yuan=12, rice=3, fireworks=4, points=58, track=61, small=2, large=1,
                   held=hand(craftsman=0, court_lady=0, monk=0, healer=0, farmer=0, scholar=0,
                             wild=0, warrior=0),
                   palaces=full),
            player(1, yuan=0, rice=1, points=102, track=74, large=3,
                   held=hand(craftsman=0, court_lady=0, tax_collector=0, monk=0, healer=0,
                             farmer=0, scholar=0, wild=1),
                   palaces=full[:4]),
            player(2, yuan=3, rice=0, fireworks=9, points=33, track=40,
                   held=hand(pyrotechnist=0, tax_collector=0, warrior=0, monk=0, healer=0,
                             farmer=0, scholar=0, wild=0),
                   palaces=[]),
            player(3, yuan=25, rice=10, fireworks=10, points=77, track=39, small=4,
                   held=hand(craftsman=0, court_lady=0, pyrotechnist=0, tax_collector=0,
                             warrior=0, monk=0, healer=0, farmer=0),
                   palaces=full[4:8]),
            player(4, yuan=7, points=5, track=58,
                   held=hand(craftsman=0, court_lady=0, pyrotechnist=0, warrior=0, monk=0,
                             healer=0, farmer=0, scholar=0),
                   palaces=full[8:]),
        ],
    )  # fmt: skip
    return state


def two_over() -> dict[str, Any]:
    """A finished two-player game, the points tied (the first in ``order`` wins, Y-F3)."""
    state = three_players()
    nobody = {c: 0 for c in CARDS}
    state.update(
        month=12,
        step="end",
        current=None,
        queue=[],
        order=[1, 0],
        groups=[["taxes", "build", "harvest", "fireworks"], ["military", "research", "privilege"]],
        dragons=[[0], [1]],
        owed=[0, 0],
        over=True,
        players=[
            player(0, yuan=2, rice=1, points=96, track=50, held=nobody,
                   palaces=[palace(3, "monk-old", "monk-young", "scholar-old")]),
            player(1, yuan=9, points=96, track=52, held=nobody,
                   palaces=[palace(2, "warrior-young"), palace(1, "court_lady-young")]),
        ],
    )  # fmt: skip
    for p, parts in zip(
        state["players"],
        ({"persons": 6, "monks": 9, "money": 1}, {"persons": 4, "monks": 0, "money": 3}),
        strict=True,
    ):
        p["final"] = parts
    return state


def draft() -> dict[str, Any]:
    """The first state: month 0, the draft, no groups yet."""
    state = three_players()
    state.update(month=0, step="draft", current=1, queue=[1, 2, 0], start=1, order=[0, 1, 2],
                 groups=[], dragons=[], supply=supply(3), released={t: 0 for t in TILES},
                 drafted=[], players=[player(s) for s in range(3)])  # fmt: skip
    for p in state["players"]:
        p["played"] = []
    return state


def extreme() -> dict[str, Any]:
    """Month 11, releases owed after a Contagion: three-digit numbers, twenty palaces, every
    privilege, long names; the table must still fit every word."""
    state = five_players()
    big = player(
        0, yuan=188, rice=45, fireworks=38, points=288, track=205, small=14, large=12,
        palaces=[palace(3, "monk-old", "scholar-old", "healer-old")] * 20,
    )  # fmt: skip
    big["played"] = []
    players = [big, *(dict(p) for p in state["players"][1:])]
    players[1]["track"] = 199
    players[2]["track"] = 198
    players[3]["track"] = 197
    players[4]["track"] = 196
    state.update(
        month=11,
        step="release",
        current=3,
        queue=[3, 4],
        order=[0, 1, 2, 3, 4],
        owed=[0, 0, 0, 2, 3],
        players=players,
    )
    return state


def building() -> dict[str, Any]:
    """Y-J1's example in month 4's Build: seat 0 has two floors left to place."""
    state = three_players()
    state.update(month=4, step="build", current=0, queue=[0, 2, 1], build_left=2)
    return state
