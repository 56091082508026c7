"""Build hand-made ``village`` positions in canonical JSON (docs/rules/village.md).

Every builder returns plain JSON data, so a test can load it with ``load`` and compare the
result of ``dump`` (minus its ``ruleset`` key) with another position built the same way.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.games import village
from bot.games.village.state import State

TYPES = ("axe", "feather", "sword", "scrolls", "crown", "goblet")
"""The treasure ids of the standard ruleset (R-C1)."""
CARDS = (*TYPES, "wild")
VALUES = (1, 1, 2, 2, 3, 4)
"""Track space values from the bottom space to the top space (R-C4)."""
TRACK = ("scrolls", "axe", "goblet", "sword", "feather", "crown")
"""The spec's example track, bottom first: scrolls 1, axe 1, goblet 2, sword 2, feather 3,
crown 4."""


def cards(text: str | Iterable[str] = "") -> list[str]:
    """Return a list of card ids from ``"axe wild crown"`` (or from any iterable of ids)."""
    items = text.split() if isinstance(text, str) else list(text)
    for c in items:
        if c not in CARDS:
            raise ValueError(f"unknown card {c!r}")
    return items


def hand(**counts: int) -> dict[str, int]:
    """Return a full hand, every card id present: ``hand(axe=2, wild=1)``."""
    for c in counts:
        if c not in CARDS:
            raise ValueError(f"unknown card {c!r}")
    return {c: counts.get(c, 0) for c in CARDS}


def bribes(**pairs: tuple[int, int]) -> dict[str, dict[str, int]]:
    """Return bribes from ``(treasures, wilds)`` pairs: ``bribes(axe=(3, 1))``."""
    for t in pairs:
        if t not in TYPES:
            raise ValueError(f"unknown treasure {t!r}")
    return {t: {"treasures": k, "wilds": w} for t, (k, w) in pairs.items()}


def player(
    seat: int,
    held: Mapping[str, int] | None = None,
    bribed: Mapping[str, tuple[int, int]] | None = None,
) -> dict[str, Any]:
    """Return one player; their id is ``str(seat + 1)``, as ``load`` would default it."""
    return {
        "id": str(seat + 1),
        "hand": hand(**(held or {})),
        "bribes": bribes(**(bribed or {})),
    }


def position(
    *,
    players: Sequence[Mapping[str, Any]],
    track: Sequence[str] = TRACK,
    deck: str | Iterable[str] = "",
    discard: str | Iterable[str] = "",
    stalls: Mapping[int, str | Iterable[str]] | None = None,
    current: int = 0,
    over: bool = False,
) -> dict[str, Any]:
    """Return a whole position; ``stalls`` maps a cost to its pile, missing stalls are empty."""
    stalls = stalls or {}
    for cost in stalls:
        if cost not in (3, 2, 1, 0):
            raise ValueError(f"no {cost} stall")
    return {
        "game": "village",
        "version": 1,
        "track": list(track),
        "deck": cards(deck),
        "discard": cards(discard),
        "stalls": {str(cost): cards(stalls.get(cost, "")) for cost in (3, 2, 1, 0)},
        "players": [dict(p) for p in players],
        "current": current,
        "over": over,
    }


def table(dumped: Mapping[str, Any]) -> dict[str, Any]:
    """Return a dumped state without its ``ruleset`` key, to compare with a ``position``."""
    return {k: v for k, v in dumped.items() if k != "ruleset"}


def random_states(
    count: int, seed: int, lengths: Sequence[int] = (0, 5, 30, 10_000)
) -> list[State]:
    """Random positions, 2 to 5 players: fresh, mid-game and finished ones (a game of
    ``count`` is played a length drawn from ``lengths`` of random legal moves, or to its end)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        s = village.new_game(2 + i % 4, seed * 100 + i)
        for _ in range(rng.choice(list(lengths))):
            if s.over:
                break
            s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
        out.append(s)
    return out
