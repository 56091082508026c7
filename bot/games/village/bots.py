"""Bot players for ``village``: pure policies that see only what their seat may see.

A policy is given ``view_for(state, seat)`` (the public table plus its own hand, R-V1/R-V2)
and ``legal_actions(state)`` (which depend only on that hand and the public table), never the
state itself, so it cannot learn the deck order or another hand. ``choose_action`` is the one
entry point the game service calls::

    action = choose_action("hard", state, seed=turn_seed)

Policies (``POLICIES``):

- ``random``: uniform among the legal actions.
- ``easy``: random among sensible moves (a kind of move first, then a variant; when it can
  help it, it never curses its own bribes, never spends wilds alone on a low type and never
  ends a game it is losing).
- ``normal``: greedy one-ply heuristics: the change in its own score-if-the-game-ended-now
  minus the change in the leading opponents' expected scores (their hidden hands counted as
  the expected share of the cards the seat has not seen), so it bribes types that rise for
  it, curses what leads its opponents, pays with its worst cards, takes stalls that help it,
  and weighs the chance that a bribe or a draw ends the game when the deck runs low.
- ``hard``: determinized Monte Carlo. The cards the seat has not seen (the ruleset's cards
  minus its hand, the stalls, the discard and every bribe) are dealt at random to the other
  hands (sizes known) and to the deck (size known); the best ``normal`` candidates are each
  played on the same deals and followed by a few plies of a fast greedy playout, then scored.
  The budget is a number of simulated moves (never the clock), so a seed gives one decision.

Everything is deterministic given the ``random.Random`` passed in (or the seed).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Final, Protocol

from bot.games.village import rules
from bot.games.village.rules import BRIBE, DRAW, MARKET, Move
from bot.games.village.ruleset import Ruleset, ruleset_of_view
from bot.games.village.state import Action, Bribe, Bribes, Market, Player, State
from bot.games.village.view import view_for


class Policy(Protocol):
    """A bot: chooses one of ``legal`` from what its seat may see."""

    @property
    def name(self) -> str:
        """The policy's name in ``POLICIES``."""
        ...

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        """Return one element of ``legal``; ``view`` is ``view_for(state, seat)``."""
        ...


# --- What a seat knows, as numbers ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Table:
    """A seat's knowledge in numeric form (card numbers as in ``state.py``)."""

    rs: Ruleset
    seat: int
    ids: tuple[str, ...]
    """Player ids by seat."""
    track: tuple[int, ...]
    stalls: tuple[tuple[int, ...], ...]
    discard: tuple[int, ...]
    deck_count: int
    hand: tuple[int, ...]
    """The seat's own hand, by card number."""
    hand_counts: tuple[int, ...]
    bribes: tuple[Bribes, ...]
    unseen: tuple[int, ...]
    """Cards by number that the seat has not seen: in other hands or in the deck."""

    @property
    def num_players(self) -> int:
        return len(self.hand_counts)


def read_view(view: Mapping[str, Any]) -> Table:
    """Turn a ``view_for`` dict into a ``Table`` (nothing hidden is needed, or available)."""
    rs = ruleset_of_view(view["ruleset"])
    index = rs.index
    n = len(rs.ids)
    seat = view["seat"]
    if seat is None:
        raise ValueError("a bot needs a seat's view, not a spectator's")
    players = view["players"]
    hand = [0] * (n + 1)
    for cid, k in players[seat]["hand"].items():
        hand[index[cid]] += k
    bribes: list[Bribes] = []
    for p in players:
        row: list[tuple[int, int] | None] = [None] * n
        for tid, b in p["bribes"].items():
            row[index[tid]] = (b["treasures"], b["wilds"])
        bribes.append(tuple(row))
    stalls = tuple(tuple(index[c] for c in view["stalls"][str(cost)]) for cost in rs.stall_costs)
    discard = tuple(index[c] for c in view["discard"])
    seen = list(hand)
    for pile in stalls:
        for c in pile:
            seen[c] += 1
    for c in discard:
        seen[c] += 1
    for pb in bribes:
        for t, b in enumerate(pb):
            if b is not None:
                seen[t] += b[0]
                seen[n] += b[1]
    total = [*rs.copies, rs.wilds_for(len(players))]
    unseen = tuple(max(0, total[c] - seen[c]) for c in range(n + 1))
    return Table(
        rs=rs,
        seat=seat,
        ids=tuple(str(p["id"]) for p in players),
        track=tuple(index[t] for t in view["track"]),
        stalls=stalls,
        discard=discard,
        deck_count=int(view["deck_count"]),
        hand=tuple(hand),
        hand_counts=tuple(int(p["hand_count"]) for p in players),
        bribes=tuple(bribes),
        unseen=unseen,
    )


def determinize(table: Table, rng: Random) -> State:
    """Deal the unseen cards at random to the other hands and the deck: one possible state.

    The seat's own hand and everything public are kept; only what it cannot see is guessed.
    If the view does not add up (a hand-made position), missing cards are drawn from the
    ruleset's proportions and extra ones left out.
    """
    rs = table.rs
    pool = [c for c, k in enumerate(table.unseen) for _ in range(k)]
    rng.shuffle(pool)
    need = table.deck_count + sum(k for s, k in enumerate(table.hand_counts) if s != table.seat)
    if len(pool) < need:
        weights = [*rs.copies, rs.wilds_for(table.num_players)]
        cards = list(range(len(weights)))
        pool += rng.choices(cards, weights=weights, k=need - len(pool))
    pos = 0
    players = []
    width = len(rs.ids) + 1
    for s, k in enumerate(table.hand_counts):
        if s == table.seat:
            hand = table.hand
        else:
            counts = [0] * width
            for c in pool[pos : pos + k]:
                counts[c] += 1
            pos += k
            hand = tuple(counts)
        players.append(Player(table.ids[s], hand, table.bribes[s]))
    deck = tuple(pool[pos : pos + table.deck_count])
    return State.of(rs, table.track, deck, table.discard, table.stalls, players, table.seat, False)


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


# --- Fast playout policy on a (determinized) state ---------------------------------------


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


def leaf_value(state: State, seat: int) -> float:
    """Score a state for ``seat``: its share of the win if over, else the margin's sigmoid."""
    if state.over:
        return _share(rules.scores(state), seat)
    rs = state.ruleset
    v = rules.values_by_type(rs, state.track)
    sc = [_score(rs, h, b, v) for h, b in zip(state.hands, state.bribes, strict=True)]
    best = max(s for q, s in enumerate(sc) if q != seat)
    return _sigmoid((sc[seat] - best) / CONT_SCALE)


# --- Policies --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RandomPolicy:
    """Uniform among the legal actions."""

    name: str = "random"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        return legal[int(rng.random() * len(legal))]


def _group(a: Action) -> tuple[str, str | int]:
    if isinstance(a, Bribe):
        return ("bribe", a.treasure)
    if isinstance(a, Market):
        return ("market", a.stall)
    return ("draw", 0)


@dataclass(frozen=True, slots=True)
class EasyPolicy:
    """Random among sensible moves: a kind of move (bribe a type, visit a stall, draw) first,
    then one of its variants; avoids cursing its own bribes, spending wilds alone on a type
    in the bottom half of the track, and ending a game it is losing (an empty deck), whenever
    something else is legal."""

    name: str = "easy"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        table = read_view(view)
        rs = table.rs
        mine = table.bribes[table.seat]
        low = {rs.ids[t] for t in table.track[: len(table.track) // 2]}
        ev = evaluator_for_table(table)

        def sensible(a: Action) -> bool:
            if isinstance(a, Market):
                return a.curse is None or mine[rs.index[a.curse]] is None
            if isinstance(a, Bribe):
                if a.treasures == 0 and a.treasure in low:
                    return False
                return table.deck_count > 0 or ev.margin > 0
            return table.deck_count > 0 or ev.margin > 0

        pool = [a for a in legal if sensible(a)] or list(legal)
        groups: dict[tuple[str, str | int], list[Action]] = {}
        for a in pool:
            groups.setdefault(_group(a), []).append(a)
        keys = list(groups)
        chosen = groups[keys[int(rng.random() * len(keys))]]
        return chosen[int(rng.random() * len(chosen))]


def ranked(table: Table, legal: Sequence[Action]) -> list[tuple[float, Action]]:
    """Score every legal action with the ``normal`` heuristics, best first (stable order)."""
    ev = evaluator_for_table(table)
    scored = [(ev.action(a), i) for i, a in enumerate(legal)]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(u, legal[i]) for u, i in scored]


def _pick_best(scored: Sequence[tuple[float, Action]], rng: Random) -> Action:
    best = scored[0][0]
    top = [a for u, a in scored if u >= best - 1e-9]
    return top[0] if len(top) == 1 else top[int(rng.random() * len(top))]


@dataclass(frozen=True, slots=True)
class NormalPolicy:
    """Greedy: the legal action with the best one-ply heuristic score (ties at random)."""

    name: str = "normal"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return _pick_best(ranked(read_view(view), legal), rng)


def candidates(scored: Sequence[tuple[float, Action]], limit: int) -> list[Action]:
    """Pick up to ``limit`` actions to search: the best of each kind of move, then the best."""
    seen: set[tuple[str, str | int]] = set()
    firsts: list[tuple[float, Action]] = []
    for u, a in scored:
        g = _group(a)
        if g not in seen:
            seen.add(g)
            firsts.append((u, a))
    firsts.sort(key=lambda x: -x[0])
    out = [a for _, a in firsts[: max(1, limit - 2)]]
    for _, a in scored:
        if len(out) >= limit:
            break
        if a not in out:
            out.append(a)
    return out


DEFAULT_BUDGET: Final = 2400
"""Simulated moves per ``hard`` decision (calibrated for p95 ≤ 300 ms, see the arena)."""


@dataclass(frozen=True, slots=True)
class HardPolicy:
    """Determinized Monte Carlo over the best ``normal`` candidates.

    Each round deals one possible hidden state (``determinize``), plays every surviving
    candidate on it (the same deal for all: common random numbers), then ``depth`` plies of
    ``quick_action`` for every player, and scores the result with ``leaf_value``. After each
    half of the rounds the worse half of the candidates is dropped (successive halving).
    ``budget`` counts simulated moves, so the work, not the clock, is bounded.
    """

    name: str = "hard"
    budget: int = DEFAULT_BUDGET
    width: int = 8
    depth: int = 4

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = read_view(view)
        scored = ranked(table, legal)
        cands = candidates(scored, self.width)
        if len(cands) == 1:
            return cands[0]
        seat = table.seat
        depth = max(0, self.depth)
        totals = dict.fromkeys(range(len(cands)), 0.0)
        alive = list(range(len(cands)))
        per_move = depth + 1
        # Successive halving: spend the budget in phases, halving the field each time.
        phases = max(1, math.ceil(math.log2(len(cands))))
        spent = 0
        counts = dict.fromkeys(range(len(cands)), 0)
        for phase in range(phases):
            left = self.budget - spent
            if left <= 0:
                break
            per_phase = left // (phases - phase)
            rounds = max(1, per_phase // (per_move * len(alive)))
            for _ in range(rounds):
                det = determinize(table, rng)
                for j in alive:
                    s = rules.step(det, cands[j])
                    for _ in range(depth):
                        if s.over:
                            break
                        s = rules.play(s, quick_move(s, rng))
                    totals[j] += leaf_value(s, seat)
                    counts[j] += 1
                spent += per_move * len(alive)
            if len(alive) > 1 and phase < phases - 1:
                alive.sort(key=lambda j: (-totals[j] / counts[j], j))
                alive = alive[: max(1, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda j: (totals[j] / max(1, counts[j]), -j))
        return cands[best]


POLICIES: Final = frozenset({"random", "easy", "normal", "hard"})


def make_policy(name: str, *, time_budget: int | None = None) -> Policy:
    """Return the policy called ``name``; ``time_budget`` is ``hard``'s simulated-move budget
    (a count, not seconds: bots never read the clock)."""
    if name == "random":
        return RandomPolicy()
    if name == "easy":
        return EasyPolicy()
    if name == "normal":
        return NormalPolicy()
    if name == "hard":
        return HardPolicy(budget=DEFAULT_BUDGET if time_budget is None else time_budget)
    raise ValueError(f"unknown bot policy {name!r}; choose from {', '.join(sorted(POLICIES))}")


def choose_action(
    policy_name: str, state: State, seed: int, *, time_budget: int | None = None
) -> Action:
    """Return the move of the bot ``policy_name`` for the player to move in ``state``.

    The policy sees only ``view_for(state, seat)`` and the legal actions, never ``state``;
    the same state and seed always give the same action.
    """
    if state.over:
        raise ValueError("the game is over")
    policy = make_policy(policy_name, time_budget=time_budget)
    view = view_for(state, state.current)
    legal = rules.legal_actions(state)
    action = policy.choose(view, legal, Random(seed))
    if action not in legal:  # a bug in a policy must never become an illegal move
        raise AssertionError(f"policy {policy_name!r} chose an illegal action: {action!r}")
    return action
