"""The fast greedy playout policy of ``village`` bots, on a full (determinized) state.

``hard`` follows each candidate with a few plies of ``quick_move`` for every player: a
handful of sensible moves scored by the evaluator, not every legal one.
"""

from __future__ import annotations

from random import Random

from bot.games.village import rules
from bot.games.village.bots.evaluate import CONT_SCALE, _Eval, _evaluator_for_state, _sigmoid
from bot.games.village.rules import BRIBE, DRAW, MARKET, Move
from bot.games.village.state import Action, State


def _quick_moves(ev: _Eval) -> list[tuple[float, Move]]:
    """Score a handful of sensible moves for the player to move (not every legal one).

    The scores are margin changes, or utilities when the deck is empty and a bribe or a
    draw would end the game (the first move that may end it decides on the outcome).
    """
    rs = ev.rs
    n = ev.n
    hand = ev.hand
    wilds = hand[n]
    ending = ev.deck_count == 0
    out: list[tuple[float, Move]] = []
    for t in range(n):
        k = hand[t]
        if not (k or (wilds and ev.bribed[t])):
            continue
        for w in (0, wilds) if wilds else (0,):
            if k + w == 0:
                continue
            u = ev.bribe(t, k, w) if ending else ev.bribe_delta(t, k, w)[0]
            out.append((u, (BRIBE, t, k, w, None)))
    for si, pile in enumerate(ev.stalls):
        if not pile:
            continue
        cost = rs.stall_costs[si]
        if cost == 0:
            pay0 = (0,) * (n + 1)
            out.append((ev.market_delta(si, pay0, -1), (MARKET, si, -1, 0, pay0)))
        else:
            pay = ev.best_payment(cost)
            if pay is None:
                continue
            best = -1e9
            curse = -1
            for t in range(n):
                if pay[t]:
                    u = ev.market_delta(si, pay, t)
                    if u > best:
                        best, curse = u, t
            out.append((best, (MARKET, si, curse, 0, tuple(pay))))
        if ending:
            u, m = out[-1]
            out[-1] = (_sigmoid((ev.margin + u) / CONT_SCALE), m)
    out.append((ev.draw() if ending else ev.draw_gain, (DRAW, 0, 0, 0, None)))
    return out


def quick_move(state: State, rng: Random, epsilon: float = 0.1) -> Move:
    """Return a cheap greedy move for the player to move in a full (determinized) state."""
    if rng.random() < epsilon:
        return rules.random_move(state, rng)
    moves = _quick_moves(_evaluator_for_state(state))
    best = max(u for u, _ in moves)
    top = [m for u, m in moves if u >= best - 1e-9]
    return top[0] if len(top) == 1 else rng.choice(top)


def quick_action(state: State, rng: Random, epsilon: float = 0.1) -> Action:
    """Return ``quick_move`` as an action."""
    return rules.move_action(state.ruleset, quick_move(state, rng, epsilon))
