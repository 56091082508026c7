"""Small pure helpers on a ``yotd`` position: symbols, the person track, palaces, events."""

from __future__ import annotations

from bot.games.yotd.moves import tile_type
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.state import Palace, Player


def symbols(rs: Ruleset, player: Player, kind: str) -> int:
    """Return the symbols on the persons of type ``kind`` in the player's palaces (Y-A12)."""
    return sum(rs.symbols[t] for p in player.palaces for t in p.persons if tile_type(t) == kind)


def moved_order(order: tuple[int, ...], tracks: list[int], seat: int) -> tuple[int, ...]:
    """Return ``order`` with ``seat`` put back at its (new) track position, on top of any marker
    already on that space (Y-O1). ``tracks`` holds every seat's position, ``seat``'s new one."""
    rest = [s for s in order if s != seat]
    mine = tracks[seat]
    at = next((i for i, s in enumerate(rest) if tracks[s] <= mine), len(rest))
    rest.insert(at, seat)
    return tuple(rest)


def distinct_palaces(palaces: tuple[Palace, ...], allowed: list[int]) -> list[int]:
    """Return the ``allowed`` palace indices with identical palaces reduced to the lowest index
    (Y-U3)."""
    seen: set[Palace] = set()
    out = []
    for i in allowed:
        if palaces[i] not in seen:
            seen.add(palaces[i])
            out.append(i)
    return out
