"""What one seat, or a spectator, may see of a ``yotd`` game (Y-J5, Y-V1 … Y-V4)."""

from __future__ import annotations

from typing import Any

from bot.games.yotd.codec import dump
from bot.games.yotd.state import State


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    """Return the canonical JSON without the future action shuffles (Y-V3), with ``viewer`` and
    every player's ``hand_size``; another seat's ``hand`` is null unless hands are open or the
    game is over (Y-V2, Y-V4), and its ``played`` too when played cards are not public."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(state.players)):
        raise ValueError(f"no seat {seat} in this game")
    rs = state.ruleset
    view = dump(state)
    del view["action_orders"]
    view["viewer"] = seat
    hands_open = rs.open_hands or state.over
    played_open = hands_open or rs.played_cards_public
    players = []
    for s, entry in enumerate(view["players"]):
        mine = s == seat
        shown: dict[str, Any] = {}
        for key, value in entry.items():
            if key == "hand":
                shown["hand"] = value if mine or hands_open else None
                shown["hand_size"] = sum(state.players[s].hand)
            elif key == "played":
                shown["played"] = value if mine or played_open else None
            else:
                shown[key] = value
        players.append(shown)
    view["players"] = players
    return view
