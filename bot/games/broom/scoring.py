"""The bewitched pile's reveals (B-X1, B-X3) and the final scoring (B-F2 … B-F4)."""

from __future__ import annotations

from bot.engine import Outcome
from bot.games.broom.ruleset import Ruleset
from bot.games.broom.state import Fist, Result, State


def reveal_count(players: int) -> int:
    """How many bewitched roles each round shows: 5 − players (B-X1)."""
    return max(0, 5 - players)


def reveal(
    rs: Ruleset, players: int, pile: tuple[str, ...], rebuilds: tuple[tuple[str, ...], ...]
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """Reveal a round's bewitched roles: (the pile left, the roles shown, the rebuilds left).

    The pile is rebuilt only when a reveal needs a card and it is empty, from the next stored
    order without the roles already shown this round (B-X3).
    """
    shown: list[str] = []
    for _ in range(reveal_count(players)):
        if not pile:
            if not rebuilds:
                raise ValueError("the bewitched pile ran out of stored rebuilds (B-X3)")
            pile = tuple(r for r in rebuilds[0] if r not in shown)
            rebuilds = rebuilds[1:]
        shown.append(pile[0])
        pile = pile[1:]
    return pile, tuple(shown), rebuilds


def rebuilds_needed(rs: Ruleset, players: int) -> int:
    """How many rebuilds of the pile a whole game needs (B-S6: 2, 1, 0, 0 with 2 … 5)."""
    size, count, roles = len(rs.data.roles), 0, len(rs.data.roles)
    for _ in range(rs.rounds):
        shown = 0
        for _ in range(reveal_count(players)):
            if size == 0:
                size, count = roles - shown, count + 1
            size, shown = size - 1, shown + 1
    return count


def lightning_vp(rs: Ruleset, lightning: int) -> int:
    """The VP of a lightning total (B-F2, ``lightning.json``)."""
    table = rs.data.lightning_vp
    if lightning < len(table):
        return table[lightning]
    return table[-1] + (lightning - len(table) + 1) * rs.data.further_vp


def set_vp(rs: Ruleset, fist: Fist) -> int:
    """The best split into sets of 4 and 3 different resources (B-F3): 4·d + 2·(c − d)."""
    _, _, c, d = sorted(fist, reverse=True)
    four, three = rs.set_vp
    return four * d + three * (c - d)


def final_result(state: State) -> Result:
    """The final VP, lightning and sets by seat, and the winners (B-F2 … B-F4)."""
    rs = state.ruleset
    light = tuple(
        lightning_vp(rs, sum(rs.data.lightning[k] for k in p.clouds)) for p in state.players
    )
    sets = tuple(set_vp(rs, p.resources) for p in state.players)
    scores = tuple(p.vp + x + y for p, x, y in zip(state.players, light, sets, strict=True))
    keys = [(s, sum(p.resources)) for s, p in zip(scores, state.players, strict=True)]
    best = max(keys)
    winners = tuple(i for i, k in enumerate(keys) if k == best)
    return Result(scores, light, sets, winners)


def outcome(state: State) -> Outcome | None:
    """The result once the game is over: ranks by VP, then resources (B-F4)."""
    if state.result is None or not state.over:
        return None
    keys = [(s, sum(p.resources)) for s, p in zip(state.result.scores, state.players, strict=True)]
    ranks = tuple(1 + sum(k > mine for k in keys) for mine in keys)
    return Outcome(state.result.scores, state.result.winners, ranks)
