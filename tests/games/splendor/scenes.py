"""Hand-built Splendor scenes for the picture tests (cards and nobles of the base game)."""

from __future__ import annotations

from dataclasses import replace

from bot.games.splendor.adapter.art import (
    Card,
    HandScene,
    Held,
    Level,
    Noble,
    Offer,
    Player,
    Reserved,
    TableScene,
)

ROWS = """
L1-W-6,1,white,0,0,1,2,1,1
L1-U-5,1,blue,1,0,0,0,4,0
L1-G-4,1,green,0,0,2,0,2,0
L1-R-3,1,red,0,1,1,1,0,1
L1-K-2,1,black,0,0,0,3,0,0
L2-W-1,2,white,2,0,0,0,5,0
L2-U-2,2,blue,3,0,6,0,0,0
L2-G-3,2,green,1,2,3,0,0,2
L2-R-4,2,red,2,1,4,2,0,0
L2-K-5,2,black,1,3,0,3,0,2
L2-K-2,2,black,3,0,0,0,0,6
L3-U-2,3,blue,5,7,3,0,0,0
L3-R-1,3,red,4,0,0,7,0,0
L3-K-4,3,black,3,3,3,5,3,0
L3-W-4,3,white,3,0,3,3,5,3
L3-G-3,3,green,4,3,6,3,0,0
"""
NOBLE_ROWS = """
N01,3,3,3,0,0,3
N04,3,0,0,4,4,0
N07,3,4,0,0,0,4
N08,3,3,3,3,0,0
N10,3,4,4,0,0,0
"""


def _gems(values: list[str]) -> tuple[int, int, int, int, int]:
    a, b, c, d, e = (int(v) for v in values)
    return (a, b, c, d, e)


CARDS: dict[str, Card] = {}
for row in ROWS.split():
    cid, level, bonus, points, *cost = row.split(",")
    CARDS[cid] = Card(int(level), int(points), bonus, _gems(cost), cid)
NOBLES: dict[str, Noble] = {}
for row in NOBLE_ROWS.split():
    nid, points, *ask = row.split(",")
    NOBLES[nid] = Noble(_gems(ask), int(points), nid)


def cards(*ids: str | None) -> tuple[Card | None, ...]:
    return tuple(CARDS[i] if i else None for i in ids)


def levels(empty_slot: bool = False) -> tuple[Level, ...]:
    return (
        Level(1, 31, cards("L1-W-6", "L1-U-5", "L1-G-4", "L1-R-3")),
        Level(2, 22, cards("L2-W-1", "L2-U-2", "L2-G-3", "L2-R-4")),
        Level(3, 0 if empty_slot else 14, cards("L3-U-2", None if empty_slot else "L3-R-1",
                                                 "L3-K-4", "L3-W-4")),
    )  # fmt: skip


def table_two() -> TableScene:
    """Early game, two players; level III's deck has run out and left a space empty."""
    return TableScene(
        bank=(3, 2, 4, 4, 1, 4),
        levels=levels(empty_slot=True),
        nobles=(NOBLES["N01"], NOBLES["N04"], NOBLES["N10"]),
        players=(
            Player("Ada", 1, (1, 2, 0, 0, 3, 1), (0, 1, 0, 0, 1), (Held(1, blind=True),)),
            Player("Bruno", 0, (0, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0)),
        ),
        current=0,
    )


RESERVES = (
    Held(2, CARDS["L2-K-2"]),
    Held(1, blind=True),
    Held(3, blind=True),
    Held(3, CARDS["L3-G-3"]),
    Held(2, CARDS["L2-K-5"]),
)
"""Reserves as the public table shows them: face up by card, blind ones by level only."""


def table_four() -> TableScene:
    """Four players late in the game: a long name, two-digit bonuses, the last round."""
    return TableScene(
        bank=(0, 3, 7, 5, 2, 0),
        levels=levels(),
        nobles=tuple(NOBLES.values()),
        players=(
            Player("Ada", 15, (2, 0, 1, 1, 0, 2), (4, 3, 2, 5, 1), RESERVES[:2], nobles=1),
            Player(
                "Bartholomew the Magnificent",
                12,
                (3, 2, 0, 1, 2, 1),
                (2, 10, 1, 0, 3),
                RESERVES[2:],
            ),
            Player("Chiara", 9, (1, 1, 1, 1, 1, 1), (1, 1, 4, 2, 2)),
            Player("Dolores", 4, (0, 2, 0, 0, 3, 1), (0, 0, 0, 0, 0), (Held(2, blind=True),)),
        ),
        current=2,
        last_round=True,
    )


def table_four_over() -> TableScene:
    """The same table once the game is over: Ada won; every reserve is shown (S-V3)."""
    scene = table_four()
    places = (1, 2, 3, 4)
    players = tuple(replace(p, place=k) for p, k in zip(scene.players, places, strict=True))
    shown = (Held(2, CARDS["L2-K-2"]), Held(1, CARDS["L1-K-2"], blind=True))
    players = (replace(players[0], reserved=shown), *players[1:])
    return replace(scene, players=players, current=None, last_round=False)


def offer(cid: str, bonuses: tuple[int, ...], tokens: tuple[int, ...], reserved: bool = False
          ) -> Offer:  # fmt: skip
    """What a card costs after ``bonuses``, and the gold standing in for missing tokens."""
    card = CARDS[cid]
    pay = _gems([str(max(0, c - b)) for c, b in zip(card.cost, bonuses, strict=True)])
    gold = _gems([str(max(0, n - t)) for n, t in zip(pay, tokens[:5], strict=True)])
    return Offer(card, pay, gold, reserved)


def hand() -> HandScene:
    """A player with three reserved cards (one blind) and five cards they can buy."""
    bonuses = (2, 1, 2, 1, 1)
    tokens = (1, 2, 2, 1, 2, 2)
    return HandScene(
        name="Ada",
        points=7,
        tokens=tokens,
        bonuses=bonuses,
        reserved=(
            Reserved(CARDS["L2-K-2"]),
            Reserved(CARDS["L3-G-3"], blind=True),
            Reserved(CARDS["L1-K-2"]),
        ),
        offers=(
            offer("L1-K-2", bonuses, tokens, reserved=True),
            offer("L2-K-2", bonuses, tokens, reserved=True),
            offer("L1-W-6", bonuses, tokens),
            offer("L1-G-4", bonuses, tokens),
            offer("L2-G-3", bonuses, tokens),
            offer("L2-R-4", bonuses, tokens),
        ),
        nobles=1,
        to_play="Ada",
        your_turn=True,
    )


def hand_waiting() -> HandScene:
    """A player with nothing yet, waiting for another's turn."""
    return HandScene("Bruno", 0, (0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0), to_play="Ada")


def hand_over() -> HandScene:
    return replace(hand(), to_play=None, your_turn=False, place=2, offers=())
