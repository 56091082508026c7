"""The rest of a ``yotd`` month played out on a bot's ``Model`` (for ``hard``'s lookahead).

After one seat's move, ``finish_month`` lets every seat still to act this month act, every seat
still to play a person play one, then resolves the month's event (Y-E3…Y-E9), decay (Y-D1) and
the monthly scoring (Y-D2), and the final scoring after month 12 (Y-F2). The seat that looks
ahead plays its own person with ``evaluate.value`` over its options; the other seats act with
``easy``'s rules. Nothing here needs what the view hides: the month's layout is public, the
others' hands are deduced from their played cards (Y-V2) or, when those are hidden, taken as
any card; the next month's layout is never needed.
"""

from __future__ import annotations

from random import Random

from bot.games.yotd.bots.easy import easy_policy
from bot.games.yotd.bots.evaluate import Clock, person_worth, symbols_of, value
from bot.games.yotd.bots.model import KIND, Model, Palace, Seat
from bot.games.yotd.bots.play import play
from bot.games.yotd.moves import (
    TYPES,
    WILD,
    Action,
    Build,
    BuildNew,
    Recruit,
    Refill,
    TakeAction,
)


def action_options(m: Model, seat: int) -> list[Action]:
    """The action step's legal moves of ``seat`` on the model (Y-A2…Y-A4, Y-A11)."""
    me = m.seats[seat]
    rs = m.params
    out: list[Action] = []
    for g, cards in enumerate(m.groups):
        fee = rs.fee if m.dragons[g] else 0
        if me.yuan < fee:
            continue
        for card in cards:
            if card == "privilege":
                if me.yuan - fee >= rs.small_cost:
                    out.append(TakeAction(card, "small"))
                if me.yuan - fee >= rs.large_cost:
                    out.append(TakeAction(card, "large"))
            else:
                out.append(TakeAction(card))
    out.append(Refill())
    return out


def place_floors(m: Model, seat: int) -> Model:
    """Place a Build's floors: on the fullest palace that can grow, else a new one."""
    while m.build_left > 0:
        me = m.seats[seat]
        grow = [i for i, p in enumerate(me.palaces) if p.floors < m.params.max_floors]
        a: Action = (
            Build(max(grow, key=lambda i: len(me.palaces[i].persons))) if grow else BuildNew()
        )
        m = play(m, seat, a)
    return m


def cards_of(seat: Seat) -> dict[str, int]:
    if seat.hand is not None:
        return seat.hand
    return {**dict.fromkeys(TYPES, 1), WILD: 2}


def recruit_options(m: Model, seat: int, quick: bool) -> list[Recruit]:
    """The persons ``seat`` could take now: each tile kind reachable by one of its cards (its
    type card first, else a wild), into each palace with room, or replacing each person, or
    the newcomer released. ``quick``: only the best room or the cheapest replacement."""
    me = m.seats[seat]
    hand = cards_of(me)
    out: list[Recruit] = []
    room = [i for i, p in enumerate(me.palaces) if p.floors > len(p.persons)]
    for tile, left in m.supply.items():
        if left <= 0:
            continue
        kind = KIND[tile]
        card = kind if hand.get(kind, 0) > 0 else (WILD if hand.get(WILD, 0) > 0 else None)
        if card is None:
            continue
        if room:
            targets = room
            if quick:
                targets = [
                    max(room, key=lambda i: (len(me.palaces[i].persons) == 0, me.palaces[i].floors))
                ]
            out += [Recruit(card, tile, i, None) for i in targets]
        else:
            out.append(Recruit(card, tile, None, None))
            for i, p in enumerate(me.palaces):
                for t in dict.fromkeys(p.persons):
                    out.append(Recruit(card, tile, i, t))
    if not out:
        live = [c for c in (*TYPES, WILD) if hand.get(c, 0) > 0]
        if live:
            out.append(Recruit(live[0], None, None, None))
    return out


def easy_recruit(m: Model, seat: int, rng: Random) -> Model:
    """``easy``'s person for another seat (its taste; a replacement only for a better one)."""
    options = recruit_options(m, seat, quick=True)
    if not options:
        return m
    return play(m, seat, easy_policy(m, seat, options, rng))


def best_recruit(m: Model, seat: int) -> Model:
    """The looking seat's own person: the option its ``value`` likes best."""
    options = recruit_options(m, seat, quick=False)
    if not options:
        return m
    best, best_value = m, float("-inf")
    for a in options:
        nxt = play(m, seat, a)
        v = value(nxt, seat)
        if v > best_value:
            best, best_value = nxt, v
    return best


def release_cheapest(m: Model, seat: int, count: int, one_per_palace: bool) -> None:
    """Release ``count`` persons of ``seat``, the least worth first (Y-E9; Drought: each from
    a different palace, Y-E5). Changes ``m`` (its seat already copied)."""
    me = m.seats[seat]
    clock = Clock(m, seat)
    persons = [
        (person_worth(t, p.floors, clock, m), i, t)
        for i, p in enumerate(me.palaces)
        for t in p.persons
    ]
    persons.sort()
    used: set[int] = set()
    for _, i, t in persons:
        if count <= 0:
            break
        if one_per_palace and i in used:
            continue
        me.palaces[i].persons.remove(t)
        used.add(i)
        count -= 1


def resolve_event(m: Model) -> None:
    """The month's event (Y-E3…Y-E9) on ``m`` (its seats already copied)."""
    rs = m.params
    event = m.events[m.month - 1]
    n = len(m.seats)
    if event == "imperial_tribute":
        for s in range(n):
            me = m.seats[s]
            short = max(0, rs.tribute - me.yuan)
            me.yuan = max(0, me.yuan - rs.tribute)
            release_cheapest(m, s, short, False)
    elif event == "drought":
        for s in range(n):
            me = m.seats[s]
            need = sum(1 for p in me.palaces if p.persons)
            short = max(0, need - me.rice)
            me.rice = max(0, me.rice - need)
            release_cheapest(m, s, short, True)
    elif event == "dragon_festival":
        counts = sorted({x.fireworks for x in m.seats if x.fireworks > 0}, reverse=True)
        for me in m.seats:
            if me.fireworks > 0:
                rank = counts.index(me.fireworks)
                if rank < len(rs.festival):
                    me.points += rs.festival[rank]
                    me.fireworks //= 2
    elif event == "mongol_invasion":
        helmets = [symbols_of(x, "warrior", rs.symbols) for x in m.seats]
        low = min(helmets)
        for s, me in enumerate(m.seats):
            me.points += helmets[s]
        for s in range(n):
            if helmets[s] == low:
                release_cheapest(m, s, 1, False)
    elif event == "contagion":
        for s, me in enumerate(m.seats):
            owe = max(0, rs.contagion - symbols_of(me, "healer", rs.symbols))
            release_cheapest(m, s, owe, False)


def end_of_month(m: Model) -> None:
    """Decay (Y-D1), the monthly scoring (Y-D2), and the final scoring after the last month."""
    rs = m.params
    for me in m.seats:
        kept: list[Palace] = []
        for p in me.palaces:
            if not p.persons:
                p.floors -= 1
                if p.floors <= 0:
                    continue
            kept.append(p)
        me.palaces = kept
        fans = sum(1 for p in me.palaces for t in p.persons if KIND[t] == "court_lady")
        me.points += len(me.palaces) + fans + me.small + 2 * me.large
    if m.month >= rs.months:
        for me in m.seats:
            persons = sum(len(p.persons) for p in me.palaces)
            monks = sum(
                rs.symbols[t] * p.floors for p in me.palaces for t in p.persons if KIND[t] == "monk"
            )
            money = me.yuan + rs.sell_price * (me.rice + me.fireworks)
            me.points += rs.person_points * persons + monks + money // rs.yuan_per_point
        m.step = "end"
    else:
        m.month += 1
        m.step = "action"
        m.dragons = [[] for _ in m.groups]
    m.acted = set()
    m.recruited = set()
    m.owed = [0] * len(m.seats)
    m.drought_used = []


def finish_month(m: Model, seat: int) -> Model:
    """Play out the rest of the month after ``seat``'s move (see the module's text)."""
    if m.step == "end":
        return m
    rng = Random(0)  # easy never draws from it here: its options are never empty or unknown
    m = m.deep()
    if m.step in ("action", "build"):
        for s in list(m.order):
            if s in m.acted or s == seat:
                continue
            a = easy_policy(m, s, action_options(m, s), rng)
            m = play(m, s, a)
            if m.build_left:
                m = place_floors(m, s)
        m.step = "recruit"
    if m.step == "recruit" and m.month < m.params.months:
        for s in list(m.order):
            if s in m.recruited:
                continue
            m = best_recruit(m, s) if s == seat else easy_recruit(m, s, rng)
            m.recruited.add(s)
    m = m.deep()
    if m.step != "release":
        resolve_event(m)
    else:
        for s, owe in enumerate(m.owed):
            if owe:
                event = m.events[m.month - 1]
                release_cheapest(m, s, owe, event == "drought")
    end_of_month(m)
    return m
