"""How a ``village`` bot scores things: score estimates and the move evaluator of one seat.

The evaluator (``evaluator_for_table`` from a seat's view, ``_evaluator_for_state`` from a
full state) is shared by ``normal``, ``hard`` and the playouts; ``leaf_value`` scores where a
``hard`` simulation stops.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from bot.games.village import rules
from bot.games.village.bots.knowledge import Table
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import Action, Bribe, Bribes, Market, State

# --- Numeric helpers -----------------------------------------------------------------------


def _score(rs: Ruleset, hand: Sequence[float], bribes: Bribes, v: Sequence[int]) -> float:
    """Return the score if the game ended now (R-E2, R-E3) of a hand (maybe expected counts)."""
    s = 0.0
    for t, b in enumerate(bribes):
        if b is None:
            s -= hand[t] * v[t]
        else:
            s += (b[0] + b[1] + hand[t]) * v[t]
    return s - rs.wild_penalty * hand[-1]


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def _share(scores: Sequence[float], seat: int) -> float:
    """Return 1 for a sole best score, 1/k when k seats share it, else 0."""
    best = max(scores)
    if scores[seat] < best:
        return 0.0
    return 1.0 / sum(1 for x in scores if x == best)


CONT_SCALE: Final = 8.0
"""Score margin that makes a game in progress a 73 % favourite (sigmoid scale)."""
END_SCALE: Final = 2.5
"""The same for a game that ends now: only the opponents' hidden hands are uncertain."""


# --- One seat's move evaluator (shared by ``normal``, ``hard`` and the playouts) -----------


class _Eval:
    """Score moves for the player to move: the change in its score if the game ended now,
    minus the change in its leading opponents' scores, as a probability-like utility.

    ``hands`` are exact in a determinized state and expected counts in a seat's view. Scores
    are linear in the track values, so a move's effect is one dot product over the track:
    ``rel[t]`` is what a point of value of type ``t`` is worth to me minus to the opponents.
    """

    __slots__ = (
        "bribed",
        "deck_count",
        "draw_gain",
        "end_odds",
        "hand",
        "k0",
        "margin",
        "my_bribes",
        "n",
        "opp_final",
        "pen",
        "rel",
        "rs",
        "sign",
        "stalls",
        "track",
        "tv",
        "unseen",
        "v",
    )

    def __init__(
        self,
        rs: Ruleset,
        me: int,
        track: tuple[int, ...],
        stalls: tuple[tuple[int, ...], ...],
        deck_count: int,
        hands: Sequence[Sequence[float]],
        bribes: Sequence[Bribes],
        unseen: Sequence[int] | None,
    ) -> None:
        n = len(rs.ids)
        self.rs = rs
        self.n = n
        self.tv = rs.track_values
        self.pen = rs.wild_penalty
        self.track = track
        self.stalls = stalls
        self.deck_count = deck_count
        v = rules.values_by_type(rs, track)
        self.v = v
        hand = [int(x) for x in hands[me]]
        self.hand = hand
        mine_b = bribes[me]
        self.my_bribes = mine_b
        self.bribed = [b is not None for b in mine_b]
        # sign[t]: +1 if a card t in my hand scores for me (bribed type), -1 if against me.
        self.sign = [1 if b is not None else -1 for b in mine_b]
        rel = [0.0] * n
        for t, b in enumerate(mine_b):
            rel[t] = hand[t] if b is None else b[0] + b[1] + hand[t]
            if b is None:
                rel[t] = -rel[t]
        mine = _score(rs, hand, mine_b, v)
        opp = [(_score(rs, hands[q], bribes[q], v), q) for q in range(len(hands)) if q != me]
        best = max(s for s, _ in opp)
        self.margin = mine - best
        # Opponents close to the lead count most ("curse what leads").
        lam = [math.exp((s - best) / 4.0) for s, _ in opp]
        total = sum(lam)
        for (_, q), lq in zip(opp, lam, strict=True):
            f = lq / total
            hq = hands[q]
            for t, b in enumerate(bribes[q]):
                if b is None:
                    rel[t] += f * hq[t]
                else:
                    rel[t] -= f * (b[0] + b[1] + hq[t])
        self.rel = rel
        self.k0 = sum(rel[t] * v[t] for t in range(n))
        self.opp_final = [(hands[q], bribes[q]) for q in range(len(hands)) if q != me]
        self.unseen = unseen
        # Expected change of drawing one card (its value in hand for me).
        unseen_total = 0 if unseen is None else sum(unseen)
        if unseen is not None and unseen_total > 0:
            gain = float(-unseen[n] * self.pen)
            for c in range(n):
                gain += unseen[c] * self.sign[c] * v[c]
            self.draw_gain = gain / unseen_total
        else:
            self.draw_gain = -1.0
        self.end_odds: dict[int, float] = {}

    # -- pieces ---------------------------------------------------------------------------

    def _dot(self, rel: Sequence[float], track: Sequence[int]) -> float:
        s = 0.0
        for value, t in zip(self.tv, track, strict=True):
            s += rel[t] * value
        return s

    def _end_utility(self, hand: Sequence[int], bribes: Bribes, v: Sequence[int]) -> float:
        rs = self.rs
        mine = _score(rs, hand, bribes, v)
        best = max(_score(rs, h, b, v) for h, b in self.opp_final)
        if self.unseen is None:  # exact hands: a determinized state
            if mine > best:
                return 1.0
            return 0.0 if mine < best else 0.5
        return _sigmoid((mine - best) / END_SCALE)

    def bribe_end_chance(self, t: int) -> float:
        """Return the chance that a bribe of ``t`` ends the game (R-B5): no ``t`` or wild left."""
        d = self.deck_count
        if d == 0:
            return 1.0
        u = self.unseen
        if u is None or d > 12:
            return 0.0
        got = self.end_odds.get(t)
        if got is None:
            total = sum(u)
            good = u[t] + u[self.n]
            p = 1.0
            for i in range(d):
                if total - good - i <= 0:
                    p = 0.0
                    break
                p *= (total - good - i) / (total - i)
            got = self.end_odds[t] = p
        return got

    # -- moves ----------------------------------------------------------------------------

    def bribe_delta(self, t: int, k: int, w: int) -> tuple[float, tuple[int, ...]]:
        """Return a bribe's change of my margin and the track after it."""
        track2 = rules.move_token(self.track, t, k + w)[0]
        rel = self.rel
        old = rel[t]
        add = w + (0 if self.bribed[t] else 2 * self.hand[t])
        rel[t] = old + add
        d = self._dot(rel, track2)
        rel[t] = old
        return d - self.k0 + self.pen * w, track2

    def bribe(self, t: int, k: int, w: int) -> float:
        delta, track2 = self.bribe_delta(t, k, w)
        cont = _sigmoid((self.margin + delta) / CONT_SCALE)
        p = self.bribe_end_chance(t)
        if p <= 0.0:
            return cont
        hand2 = list(self.hand)
        hand2[t] -= k
        hand2[self.n] -= w
        old = self.my_bribes[t]
        bribes2 = list(self.my_bribes)
        bribes2[t] = (k, w) if old is None else (old[0] + k, old[1] + w)
        v2 = rules.values_by_type(self.rs, track2)
        return p * self._end_utility(hand2, tuple(bribes2), v2) + (1.0 - p) * cont

    def market_delta(self, si: int, pay: Sequence[int], curse: int) -> float:
        """Return a market visit's change of my margin."""
        n = self.n
        sign = self.sign
        rel = list(self.rel)
        dwild = -pay[n]
        for c in range(n):
            if pay[c]:
                rel[c] -= sign[c] * pay[c]
        for c in self.stalls[si]:
            if c == n:
                dwild += 1
            else:
                rel[c] += sign[c]
        track = self.track
        if curse >= 0:
            track = rules.move_token(track, curse, -self.rs.stall_costs[si])[0]
        return self._dot(rel, track) - self.k0 - self.pen * dwild

    def market(self, si: int, pay: Sequence[int], curse: int) -> float:
        return _sigmoid((self.margin + self.market_delta(si, pay, curse)) / CONT_SCALE)

    def draw(self) -> float:
        if self.deck_count == 0:  # R-D2: drawing ends the game now
            return self._end_utility(self.hand, self.my_bribes, self.v)
        return _sigmoid((self.margin + self.draw_gain) / CONT_SCALE)

    def action(self, a: Action) -> float:
        """Score any legal action (for the seat's own legal list)."""
        index = self.rs.index
        if isinstance(a, Bribe):
            return self.bribe(index[a.treasure], a.treasures, a.wilds)
        if isinstance(a, Market):
            pay = [0] * (self.n + 1)
            for cid, k in a.pay:
                pay[index[cid]] += k
            curse = -1 if a.curse is None else index[a.curse]
            return self.market(self.rs.stall_index[a.stall], pay, curse)
        return self.draw()

    # -- a few sensible moves, without listing every legal one (for fast playouts) ---------

    def hold_value(self, c: int) -> float:
        """What keeping card ``c`` in hand is worth to me now (its effect on my score)."""
        if c == self.n:
            return -float(self.pen)
        return self.sign[c] * self.v[c]

    def best_payment(self, cost: int) -> list[int] | None:
        """Return the ``cost`` cards I would miss least (one treasure at least), or None."""
        n = self.n
        hand = self.hand
        if sum(hand) < cost or sum(hand[:n]) == 0:
            return None
        order = sorted(range(n + 1), key=self.hold_value)
        pay = [0] * (n + 1)
        left = cost
        for c in order:
            take = min(left, hand[c])
            pay[c] += take
            left -= take
            if not left:
                break
        if not any(pay[:n]):  # wilds only: swap one wild for my least useful treasure
            t = min((t for t in range(n) if hand[t]), key=self.hold_value)
            pay[n] -= 1
            pay[t] += 1
        return pay


def evaluator_for_table(table: Table) -> _Eval:
    """The evaluator of the seat to move, the opponents' hands counted as expected shares."""
    total = sum(table.unseen)
    hands: list[Sequence[float]] = []
    for s, k in enumerate(table.hand_counts):
        if s == table.seat:
            hands.append(table.hand)
        elif total:
            hands.append([k * u / total for u in table.unseen])
        else:
            hands.append([0.0] * len(table.unseen))
    return _Eval(
        table.rs,
        table.seat,
        table.track,
        table.stalls,
        table.deck_count,
        hands,
        table.bribes,
        table.unseen,
    )


def _evaluator_for_state(state: State) -> _Eval:
    return _Eval(
        state.ruleset,
        state.current,
        state.track,
        state.stalls,
        len(state.deck),
        list(state.hands),
        list(state.bribes),
        None,
    )


def leaf_value(state: State, seat: int) -> float:
    """Score a state for ``seat``: its share of the win if over, else the margin's sigmoid."""
    if state.over:
        return _share(rules.scores(state), seat)
    rs = state.ruleset
    v = rules.values_by_type(rs, state.track)
    sc = [_score(rs, h, b, v) for h, b in zip(state.hands, state.bribes, strict=True)]
    best = max(s for q, s in enumerate(sc) if q != seat)
    return _sigmoid((sc[seat] - best) / CONT_SCALE)
