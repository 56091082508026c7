"""What a seat knows of a ``splendor`` game, and a whole game dealt to fit it.

A bot reads only ``view_for(state, seat)``: the public table, every face-up reserve, its own
blind reserves, the decks' sizes and the levels of the others' blind reserves. ``determinize``
builds a ``State`` from that view alone: the cards it does not show (the decks and the others'
blind reserves) are, level by level, the ruleset's cards the view never names, in the
ruleset's order, shuffled by the bot's own generator and dealt to the unseen places. The world
is therefore a function of the view and the seed only: the real deck order and the others'
real blind reserves cannot reach a bot.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

from bot.games.splendor.ruleset import LEVELS, Ruleset
from bot.games.splendor.state import Player, Reserved, State


def seen_cards(view: Mapping[str, Any]) -> set[str]:
    """Return every card id the view names (face up, bought or reserved in sight)."""
    seen = {c for row in view["tableau"] for c in row if c is not None}
    for p in view["players"]:
        seen.update(p["cards"])
        seen.update(r["card"] for r in p["reserved"] if "card" in r)
    return seen


def determinize(view: Mapping[str, Any], rs: Ruleset, rng: Random) -> State:
    """Return a game that shows exactly ``view``, its unseen cards dealt by ``rng``.

    The passes in a row are not in a view; the world counts none (they matter only when
    every seat is stuck).
    """
    seen = seen_cards(view)
    pools: list[list[str]] = []
    for level in range(1, LEVELS + 1):
        pool = [c.id for c in rs.cards if c.level == level and c.id not in seen]
        rng.shuffle(pool)
        pools.append(pool)
    decks = []
    for level, size in enumerate(view["decks"], start=1):
        pool = pools[level - 1]
        decks.append(tuple(pool[:size]))
        del pool[:size]
    players = []
    for p in view["players"]:
        reserved = []
        for r in p["reserved"]:
            if "card" in r:
                reserved.append(Reserved(r["card"], bool(r["blind"])))
            else:
                reserved.append(Reserved(pools[r["level"] - 1].pop(0), True))
        players.append(
            Player(
                id=p["id"],
                tokens=tuple(p["tokens"]),
                cards=tuple(p["cards"]),
                reserved=tuple(reserved),
                nobles=tuple(p["nobles"]),
            )
        )
    return State(
        ruleset=rs,
        bank=tuple(view["bank"]),
        decks=tuple(decks),
        tableau=tuple(tuple(row) for row in view["tableau"]),
        nobles=tuple(view["nobles"]),
        players=tuple(players),
        first=view["first"],
        current=view["current"],
        step=view["step"],
        passes=0,
        over=view["over"],
    )
