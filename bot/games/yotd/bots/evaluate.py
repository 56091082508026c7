"""How good a ``yotd`` position looks to one seat: its expected final score, in points.

``value`` adds up what the seat has and what it will earn, and takes off what the year still
threatens, reading the events to come (they are public, Y-S3):

- points already scored; 2 per person and the monks' buddhas × floors (Y-F2);
- the monthly scorings left (Y-D2): palaces (an empty one decays, Y-D1, unless this month's
  person can fill it), court ladies and privileges;
- what each person's symbols will still bring (books per Research, coins per Taxes …);
- the needs of the events to come, in order: yuan for each Tribute, rice for the inhabited
  palaces at each Drought, fireworks against the other seats' at each Festival, helmets
  against theirs at each Mongol invasion, mortars at each Contagion. A shortfall costs
  either the actions it takes to make it up (``ACTION_COST`` each, when enough of this seat's
  action phases come before the event: a farmer makes each Harvest worth more, so fewer are
  needed) or a released person per unit missing, whichever is cheaper. The persons the
  events take (``Losses``) are the least worth first, each at most once, counting the
  persons still to come before each event; a loss later in the year costs less;
- room for the persons still in hand (a full set of palaces forces a replacement);
- what is left of yuan, rice and fireworks (the final sale, and more for yuan early on, when
  privileges still pay for many months);
- the person track: how far ahead of each other seat it stands (who chooses first, Y-O1).

Everything reads a ``Model`` built from the seat's view; nothing here is random.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from bot.games.yotd.bots.model import KIND, Model, Seat

ACTION_COST: Final = 3.5
"""What one action phase is worth, in points: the price of making up a shortfall."""
ROOM_COST: Final = 1.5
"""A person that must replace another for want of a free floor."""
RESEARCH_SHARE: Final = 0.3
"""The share of the action phases left in which a book pays a point."""
TAX_SHARE: Final = 0.3
BUILD_SHARE: Final = 0.12
ORDER: Final = 1.0
"""Per month left, being well ahead of one other seat on the person track (shared by seats)."""
ORDER_SPAN: Final = 5.0
"""Steps ahead at which the order bonus is full."""
PRIVILEGE_SHARE: Final = 0.5
"""How sure yuan saved early is to become a privilege (a free Privilege card, a spare action)."""
NEWCOMER: Final = 4.0
"""The worth of a person not yet taken, when an event takes it."""
LATE_LOSS: Final = 0.5
"""The least share of a person's worth (beyond its final points) that losing it costs, however
late in the year."""
EMPTY_REFILL: Final = 0.6
"""The share of the months left an empty palace is expected to score after refilling."""


def yuan_value(months_left: int) -> float:
    """A yuan in points: a third at the end (Y-F2), more while privileges pay for months."""
    return 1 / 3 + 0.04 * max(0, months_left - 4)


def money_value(yuan: int, scorings: int, large_cost: int) -> float:
    """What ``yuan`` left after the events' needs are worth: the first ``large_cost`` may buy a
    large privilege (2 dragons for the monthly scorings after it, an action spent, and only
    sometimes: ``PRIVILEGE_SHARE``), the next as many at half that, the rest a third each."""
    after = max(0, scorings - 1)
    first = max(1 / 3, PRIVILEGE_SHARE * (2 * after - ACTION_COST) / large_cost)
    second = max(1 / 3, first / 2)
    a = min(yuan, large_cost)
    b = min(max(0, yuan - large_cost), large_cost)
    return first * a + second * b + (1 / 3) * max(0, yuan - 2 * large_cost)


def fix_cost(short: int, gain: int, actions: int, loss: float) -> tuple[float, int]:
    """The cheaper way to make up ``short`` units: ``gain`` per action while ``actions`` last,
    else ``loss`` per unit missing. Returns the cost and the actions used."""
    if short <= 0:
        return 0.0, 0
    gain = max(1, gain)
    needed = -(-short // gain)
    if needed <= actions and needed * ACTION_COST <= short * loss:
        return needed * ACTION_COST, needed
    if actions <= 0 or gain * loss <= ACTION_COST:
        return short * loss, 0
    used = min(actions, needed)
    rest = max(0, short - used * gain)
    return used * ACTION_COST + rest * loss, used


def festival_points(mine: int, others: list[int], prizes: tuple[int, ...]) -> int:
    """Y-E6: the prize for ``mine`` fireworks against the other seats' counts."""
    if mine <= 0:
        return 0
    counts = sorted({mine, *others}, reverse=True)
    rank = counts.index(mine)
    return prizes[rank] if rank < len(prizes) else 0


class Clock:
    """Where a seat stands in the year: months, action phases and persons still to come."""

    __slots__ = ("acted", "event_done", "first", "month", "months", "recruited", "scorings")

    def __init__(self, m: Model, seat: int) -> None:
        self.months = m.params.months
        self.month = max(1, m.month)
        self.acted = seat in m.acted
        self.recruited = seat in m.recruited or self.month >= self.months
        self.event_done = m.step == "release"
        self.scorings = self.months - self.month + 1
        self.first = self.month if self.event_done else self.month - 1
        """The index in ``events`` of the first event still to come."""

    def actions_before(self, event_month: int) -> int:
        return event_month - self.month + (0 if self.acted else 1)

    def recruits_before(self, event_month: int) -> int:
        last = min(event_month, self.months - 1)
        return max(0, last - self.month + 1 - (1 if self.recruited else 0))

    def actions_left(self) -> int:
        return self.months - self.month + (0 if self.acted else 1)


def person_worth(tile: str, floors: int, clock: Clock, m: Model) -> float:
    """What keeping one person is worth from now on (for the price of a release)."""
    kind = KIND[tile]
    sym = m.params.symbols[tile]
    left = clock.actions_left()
    s = clock.scorings
    events = m.events[clock.first :]
    worth = 2.0
    if kind == "court_lady":
        worth += sym * s
    elif kind == "monk":
        worth += sym * floors
    elif kind == "scholar":
        worth += sym * RESEARCH_SHARE * left
    elif kind == "tax_collector":
        worth += sym * TAX_SHARE * left * yuan_value(s)
    elif kind == "craftsman":
        worth += sym * BUILD_SHARE * left * 1.5
    elif kind == "warrior":
        worth += sym * (events.count("mongol_invasion") + 0.1 * left)
    elif kind == "healer":
        worth += sym * 2.0 * events.count("contagion")
    elif kind == "farmer":
        worth += sym * 1.0 * events.count("drought")
    elif kind == "pyrotechnist":
        worth += sym * 1.0 * events.count("dragon_festival")
    return worth


class Losses:
    """The persons the events to come may take, the least worth first, each at most once: the
    seat's persons now, then the persons it will have taken by then (``NEWCOMER`` each). A
    person lost in a later month costs less: its final points, and what it would still have
    brought after that month."""

    __slots__ = ("clock", "taken", "worths")

    def __init__(self, worths: list[float], clock: Clock) -> None:
        self.worths = sorted(worths)
        self.clock = clock
        self.taken = 0

    def left(self, month: int) -> int:
        return len(self.worths) + self.clock.recruits_before(month) - self.taken

    def unit(self, month: int) -> float:
        """The price of the next person taken in ``month``."""
        return self._price(month) if self.left(month) > 0 else 0.0

    def _price(self, month: int) -> float:
        worth = self.worths[self.taken] if self.taken < len(self.worths) else NEWCOMER
        share = min(1.0, (self.clock.months - month + 1) / self.clock.scorings)
        return 2.5 + (worth - 2.0) * (LATE_LOSS + (1 - LATE_LOSS) * share)

    def take(self, count: int, month: int) -> float:
        """Take ``count`` persons (as many as there are) in ``month``; return their price."""
        cost = 0.0
        for _ in range(max(0, min(count, self.left(month)))):
            cost += self._price(month)
            self.taken += 1
        return cost


def value(m: Model, seat: int) -> float:
    """``seat``'s expected final score (see the module's text)."""
    me = m.seats[seat]
    if m.step == "end":
        return float(me.points)
    rs = m.params
    clock = Clock(m, seat)
    s = clock.scorings
    left = clock.actions_left()
    table = m.params.symbols
    sym = symbols(me, table)
    n_persons = 0
    worths: list[float] = []
    monks = 0
    inhabited = 0
    empty: list[int] = []
    for p in me.palaces:
        if p.persons:
            inhabited += 1
        else:
            empty.append(p.floors)
        alone = 0.5 * s if len(p.persons) == 1 else 0.0
        for t in p.persons:
            n_persons += 1
            worths.append(person_worth(t, p.floors, clock, m) + alone)
            if KIND[t] == "monk":
                monks += table[t] * p.floors

    v = float(me.points) + rs.person_points * n_persons + monks
    # monthly scoring: palaces, court ladies, privileges (Y-D2)
    v += s * (inhabited + sym["court_lady"] + me.small + 2 * me.large)
    recruits = me.hand_size if clock.month < clock.months else 0
    fill_now = 0 if clock.recruited or clock.event_done else 1
    filled = 0
    for floors in sorted(empty, reverse=True):
        if fill_now > 0:
            fill_now -= 1
            filled += 1  # this month's person will live there: one more palace to feed
            v += s - 0.5
        else:
            kept = max(0, min(s, floors - 1))
            v += kept + (EMPTY_REFILL * (s - kept) if recruits >= 2 and kept > 0 else 0.0)
    # abilities used by actions
    yv = yuan_value(s)
    v += sym["scholar"] * RESEARCH_SHARE * left
    v += sym["tax_collector"] * TAX_SHARE * left * yv
    v += sym["craftsman"] * BUILD_SHARE * left
    v += 0.05 * left * (sym["warrior"] + sym["farmer"] + sym["pyrotechnist"])

    # the events to come; the persons they take are the least worth, each taken once
    pool = Losses(worths, clock)
    if m.step == "release" and m.owed:
        v -= pool.take(m.owed[seat], clock.month)
    others = [o for i, o in enumerate(m.seats) if i != seat]
    yuan, rice, fw = me.yuan, me.rice, me.fireworks
    used = 0
    releases = 0
    """Persons the contagions will take whatever this seat does: room for the newcomers."""
    helmets = sym["warrior"]
    other_helmets = [symbols_of(o, "warrior", table) for o in others]
    other_fw = [o.fireworks for o in others]
    festivals_seen = 0
    for i in range(clock.first, len(m.events)):
        event = m.events[i]
        month = i + 1
        free_actions = max(0, clock.actions_before(month) - used)
        if event in ("imperial_tribute", "drought"):
            if event == "imperial_tribute":
                short = max(0, rs.tribute - yuan)
                yuan = max(0, yuan - rs.tribute)
                gain = 2 + sym["tax_collector"]
            else:
                need = inhabited + (filled if month == clock.month else 0)
                short = max(0, need - rice)
                rice = max(0, rice - need)
                gain = 1 + sym["farmer"]
            _, k = fix_cost(short, gain, free_actions, pool.unit(month))
            used += k
            v -= k * ACTION_COST + pool.take(max(0, short - k * gain), month)
        elif event == "dragon_festival":
            gain = 1 + sym["pyrotechnist"]
            weight = 1.0 if festivals_seen == 0 else 0.7
            festivals_seen += 1
            best, best_j, best_pts = float("-inf"), 0, 0
            for j in range(min(2, free_actions) + 1):
                pts = festival_points(fw + j * gain, other_fw, rs.festival)
                got = weight * pts - j * ACTION_COST
                if got > best:
                    best, best_j, best_pts = got, j, pts
            v += best
            used += best_j
            fw += best_j * gain
            if best_pts > 0:
                fw //= 2
        elif event == "mongol_invasion":
            v += helmets
            if pool.left(month) and (not other_helmets or helmets <= min(other_helmets)):
                if clock.recruits_before(month) > 0:
                    v -= 0.5 * pool.unit(month)  # a warrior may still come
                else:
                    v -= pool.take(1, month)
        elif event == "contagion":
            before = pool.taken
            v -= pool.take(max(0, rs.contagion - sym["healer"]), month)
            releases += pool.taken - before
    # room for the persons still in hand
    free = me.free()
    short = max(0, recruits - free - releases)
    cost, _ = fix_cost(short, 1 + sym["craftsman"], max(0, left - used), ROOM_COST)
    v -= cost
    v += (2 / 3) * (rice + fw)
    v += money_value(yuan, s, rs.large_cost)
    # the person track
    n = len(m.seats)
    if n > 1:
        ahead = sum(max(-1.0, min(1.0, (me.track - o.track) / ORDER_SPAN)) for o in others)
        v += ORDER * left * ahead / (n - 1)
        v += 0.01 * me.track
    return v


def symbols(seat: Seat, table: Mapping[str, int]) -> dict[str, int]:
    """The symbols of each person type in ``seat``'s palaces."""
    out = dict.fromkeys(
        (
            "craftsman",
            "court_lady",
            "pyrotechnist",
            "tax_collector",
            "warrior",
            "monk",
            "healer",
            "farmer",
            "scholar",
        ),
        0,
    )
    for p in seat.palaces:
        for t in p.persons:
            out[KIND[t]] += table[t]
    return out


def symbols_of(seat: Seat, kind: str, table: Mapping[str, int]) -> int:
    return sum(table[t] for p in seat.palaces for t in p.persons if KIND[t] == kind)


def score(m: Model, seat: int) -> float:
    """``seat``'s value against the best of the others' (for lookahead in many-seat games)."""
    mine = value(m, seat)
    rival = max((value(m, s) for s in range(len(m.seats)) if s != seat), default=0.0)
    return mine - 0.5 * rival
