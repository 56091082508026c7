"""How good a ``splendor`` position looks to one seat, in points-like units.

``player_value`` adds up what a player has and is about to have: points; bonuses (each a
permanent discount, more while the game is young); progress toward the nobles still on the
table; tokens (gold a little more); and the prospects of the best cards it could buy next (a
face-up card or one of its own reserves, worth its points, its bonus and its use toward a
noble, discounted by the tokens still missing). ``score`` is a seat's value minus the best
opponent's, so a move that takes away the card an opponent was about to buy (a reserve) or a
noble it was about to get scores well; a finished game scores its result outright.

Everything here reads a ``State`` built by ``knowledge.determinize`` (or the real state for
moves already made in a simulation): it never reads a clock or a global generator.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from bot.games.splendor.board import bonuses, points
from bot.games.splendor.ruleset import GEMS, GOLD, Ruleset
from bot.games.splendor.state import Player, State

BONUS: Final = 0.55
"""Each bonus (up to ``BONUS_CAP`` of them), in points."""
BONUS_CAP: Final = 12
LATE_BONUS: Final = 0.15
"""Each bonus past the cap."""
NOBLE: Final = 2.2
"""A noble's worth times the square of the share of its requirement met."""
TOKEN: Final = 0.08
GOLD_TOKEN: Final = 0.25
PROSPECT: Final = 0.55
"""The best next buy's worth, discounted by what is missing (the second counts half)."""
CARD_BONUS: Final = 0.5
"""A card's bonus, in points, when judging it as a next buy."""
NOBLE_COLOUR: Final = 0.25
"""A card's bonus toward each noble that still needs its colour."""
RESERVE_SLOT: Final = 0.5
"""A reserve slot taken (the cap is three)."""
OVER_LIMIT: Final = 1.0
"""Each token above the limit (in the middle of a turn, before the return)."""
WIN: Final = 100.0


def player_value(state: State, seat: int) -> float:
    """Return what ``seat``'s belongings and prospects are worth, in points."""
    rs = state.ruleset
    p = state.players[seat]
    bonus = bonuses(rs, p)
    value = float(points(rs, p))
    count = sum(bonus)
    value += BONUS * min(count, BONUS_CAP) + LATE_BONUS * max(0, count - BONUS_CAP)
    wanted = [0] * len(GEMS)
    for nid in state.nobles:
        need = rs.noble[nid].need
        total = sum(need)
        met = sum(min(b, k) for b, k in zip(bonus, need, strict=True))
        value += NOBLE * (met / total) ** 2 if total else 0.0
        for g in range(len(GEMS)):
            if bonus[g] < need[g]:
                wanted[g] += 1
    tokens = p.tokens
    value += TOKEN * sum(tokens[:GOLD]) + GOLD_TOKEN * tokens[GOLD]
    value += prospects(rs, state, p, bonus, wanted)
    value -= RESERVE_SLOT * len(p.reserved)
    value -= OVER_LIMIT * max(0, sum(tokens) - rs.token_limit)
    return value


def prospects(
    rs: Ruleset, state: State, p: Player, bonus: tuple[int, ...], wanted: list[int]
) -> float:
    """Return the worth of the best two next buys, discounted by the tokens still missing."""
    tokens = p.tokens
    best = second = 0.0
    options = [c for row in state.tableau for c in row if c is not None]
    options += [r.card for r in p.reserved]
    for cid in options:
        card = rs.card[cid]
        missing = 0
        for g in range(len(GEMS)):
            short = card.cost[g] - bonus[g] - tokens[g]
            if short > 0:
                missing += short
        missing = max(0, missing - tokens[GOLD])
        worth = card.points + CARD_BONUS + NOBLE_COLOUR * wanted[card.bonus]
        got = worth / (1.0 + 0.5 * missing)
        if got > best:
            best, second = got, best
        elif got > second:
            second = got
    return PROSPECT * (best + 0.5 * second)


def score(state: State, seat: int) -> float:
    """Return ``seat``'s value minus its best opponent's; a finished game, its result."""
    rs = state.ruleset
    if state.over:
        mine = (points(rs, state.players[seat]), -len(state.players[seat].cards))
        others = [(points(rs, p), -len(p.cards)) for s, p in enumerate(state.players) if s != seat]
        top = max(others)
        result = WIN if mine > top else (-WIN if mine < top else 0.0)
        return result + points(rs, state.players[seat]) - top[0]
    mine_value = player_value(state, seat)
    rival = max(player_value(state, s) for s in range(len(state.players)) if s != seat)
    return mine_value - rival


def with_tokens(state: State, seat: int, tokens: tuple[int, ...]) -> State:
    """Return ``state`` with ``seat`` holding ``tokens`` (a what-if for choosing returns)."""
    player = replace(state.players[seat], tokens=tokens)
    players = tuple(player if s == seat else q for s, q in enumerate(state.players))
    return replace(state, players=players)
