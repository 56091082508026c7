"""What a position says about its players: bonuses, points, prices and payments (S-B2, S-N1)."""

from __future__ import annotations

from itertools import product

from bot.games.splendor.ruleset import GEMS, GOLD, Card, Ruleset
from bot.games.splendor.state import Player, State


def bonuses(rs: Ruleset, player: Player) -> tuple[int, ...]:
    """Return the player's bonus of each gem: one per card bought of its colour (S-B2)."""
    counts = [0] * len(GEMS)
    for cid in player.cards:
        counts[rs.card[cid].bonus] += 1
    return tuple(counts)


def points(rs: Ruleset, player: Player) -> int:
    """Return the player's points: their cards' and their nobles' (S-E2)."""
    return sum(rs.card[c].points for c in player.cards) + sum(
        rs.noble[n].points for n in player.nobles
    )


def price(rs: Ruleset, player: Player, card: Card) -> tuple[int, ...]:
    """Return what ``card`` costs ``player`` in each gem: its cost minus their bonuses (S-B2)."""
    bonus = bonuses(rs, player)
    return tuple(max(0, c - b) for c, b in zip(card.cost, bonus, strict=True))


def payments(rs: Ruleset, player: Player, card: Card) -> list[tuple[int, ...]]:
    """Return every way ``player`` can pay for ``card``: the gold standing in for each gem,
    the least gold first (S-B2, S-B3); [] when they cannot afford it."""
    need = price(rs, player, card)
    lowest = [max(0, n - t) for n, t in zip(need, player.tokens, strict=False)]
    gold = player.tokens[GOLD]
    if sum(lowest) > gold:
        return []
    if not rs.gold_anytime:
        return [tuple(lowest)]
    ranges = [range(low, n + 1) for low, n in zip(lowest, need, strict=True)]
    found = [g for g in product(*ranges) if sum(g) <= gold]
    return sorted(found, key=lambda g: (sum(g), g))


def paid(rs: Ruleset, player: Player, card: Card, gold: tuple[int, ...]) -> tuple[int, ...]:
    """Return the tokens a payment gives back to the bank, one count per colour, gold last."""
    need = price(rs, player, card)
    return (*(n - g for n, g in zip(need, gold, strict=True)), sum(gold))


def qualifying_nobles(state: State, seat: int) -> tuple[str, ...]:
    """Return the nobles on the table whose requirement ``seat``'s bonuses meet (S-N1)."""
    rs = state.ruleset
    bonus = bonuses(rs, state.players[seat])
    return tuple(
        n for n in state.nobles if all(b >= k for b, k in zip(bonus, rs.noble[n].need, strict=True))
    )


def reserved_ids(player: Player) -> tuple[str, ...]:
    """Return the ids of the player's reserved cards, in the order reserved."""
    return tuple(r.card for r in player.reserved)


def face_up(state: State) -> tuple[str, ...]:
    """Return the face-up cards, level by level, space by space."""
    return tuple(c for row in state.tableau for c in row if c is not None)


def excess(state: State, seat: int) -> int:
    """Return how many tokens ``seat`` holds above the limit (S-L1)."""
    return max(0, sum(state.players[seat].tokens) - state.ruleset.token_limit)
