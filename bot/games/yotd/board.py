"""Small pure helpers on a ``yotd`` position: symbols, the person track, palaces, events."""

from __future__ import annotations

from collections import Counter

from bot.games.yotd.moves import EVENTS, tile_type
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


def events_ok(rs: Ruleset, events: tuple[str, ...]) -> str | None:
    """Return why a year of events breaks Y-S3 (None if it does not)."""
    if len(events) != rs.months or any(e not in EVENTS for e in events):
        return f"events must name {rs.months} event tiles"
    if Counter(events) != Counter(dict(zip(EVENTS, rs.event_tiles, strict=True))):
        return "events must use every event tile once"
    fixed = dict(rs.fixed_months)
    for month, event in fixed.items():
        if events[month - 1] != event:
            return f"month {month} must be {event}"
    if not rs.identical_neighbour_events:
        for m in range(1, rs.months):
            if events[m - 1] == events[m] and not (m in fixed and m + 1 in fixed):
                return f"months {m} and {m + 1} hold the same event"
    return None
