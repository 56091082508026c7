"""What one seat, or a spectator, may see of a ``splendor`` game (S-V1 … S-V3)."""

from __future__ import annotations

from typing import Any

from bot.games.splendor.board import bonuses, points, qualifying_nobles
from bot.games.splendor.rules import active_seats, outcome
from bot.games.splendor.state import State


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    """Return the public table plus ``seat``'s own blind reserves; every reserve once over.

    Never a deck's order (only its size), never another seat's blind reserve (only its level).
    """
    if seat is not None and not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat} in this game")
    rs = state.ruleset
    players = []
    for s, p in enumerate(state.players):
        reserved: list[dict[str, Any]] = []
        for r in p.reserved:
            entry: dict[str, Any] = {"level": rs.card[r.card].level, "blind": r.blind}
            if not r.blind or s == seat or state.over:  # S-R4, S-V2, S-V3
                entry["card"] = r.card
            reserved.append(entry)
        players.append(
            {
                "id": p.id,
                "tokens": list(p.tokens),
                "cards": list(p.cards),
                "bonuses": list(bonuses(rs, p)),
                "reserved": reserved,
                "nobles": list(p.nobles),
                "points": points(rs, p),
            }
        )
    view: dict[str, Any] = {
        "game": "splendor",
        "seat": seat,
        "bank": list(state.bank),
        "decks": [len(d) for d in state.decks],
        "tableau": [list(r) for r in state.tableau],
        "nobles": list(state.nobles),
        "players": players,
        "first": state.first,
        "current": state.current,
        "step": state.step,
        "active": list(active_seats(state)),
        "over": state.over,
        "ruleset": rs.to_json(),
    }
    if state.step == "return" and not state.over:
        view["to_return"] = sum(state.players[state.current].tokens) - rs.token_limit
    if state.step == "noble" and not state.over:
        view["choices"] = list(qualifying_nobles(state, state.current))
    result = outcome(state)
    if result is not None:
        view["winners"] = list(result.winners)
        view["ranks"] = list(result.ranks)
    return view
