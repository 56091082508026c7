"""The three levels' decisions, each from a seat's ``Know`` (world.py) and nothing else.

Every level performs with the best ``do`` by ``value.best``; they differ in how they pick their
hand and how they weigh brave against cowardly (the chance of being knocked out, B-T4):

- ``easy``: picks the roles worth most alone, with some noise; plays cowardly, brave only when
  nobody after it can still follow; never holds a fist.
- ``normal``: picks the 4 roles worth most (the best count under More or Less?); takes each
  later seat with cards as a coin flip's threat to a brave claim.
- ``hard``: picks by a greedy plan (each role valued on the position the roles chosen before it
  leave: a witch's move before a druid's delivery); weighs a role's brave worth by its chance of
  surviving; that chance is modelled: each later seat's hand is drawn many times among the
  roles it may still hold (world.py), and whether it would go brave is judged from its own
  public position (a later seat that gains more brave than cowardly is likely to, the last
  seat in order most of all). Knocking out an earlier claimant is worth a share of what it
  loses. Its fist at The Upper Hand is the smallest that beats every other seat's whole stock,
  when that is worth the 5 VP.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from bot.games.broom.bots.value import best, value
from bot.games.broom.bots.world import Know
from bot.games.broom.legal import pick_sizes
from bot.games.broom.play import act
from bot.games.broom.state import Action, FistChoice, Perform, Pick, Play, State, Works

SAMPLES = 48
"""Hands drawn per later seat when ``hard`` models who may knock it out (a fixed amount)."""
PLAN_POOL = 7
"""The roles ``hard``'s pick plan keeps as candidates after its first choice."""
PICK_SURVIVAL = 0.55
"""The chance a brave claim survives, as taken when the hand is picked (nobody's hand known)."""
COIN = 0.5
"""``normal``'s threat per later seat with cards."""
EASY_NOISE = 1.5
"""The spread of ``easy``'s taste in roles, in VP."""


def later_seats(state: State, seat: int) -> tuple[int, ...]:
    """The seats after ``seat`` in the open turn's order (all others when it leads)."""
    t = state.turn
    assert t is not None
    i = t.order.index(seat)
    return t.order[i + 1 :]


def role_worth(state: State, seat: int, role: str, survival: float) -> float:
    """A role's worth to ``seat`` alone: its best stance, brave discounted, bewitching paid."""
    cow, _ = best(state, seat, role, "cowardly")
    brave, _ = best(state, seat, role, "brave")
    cost = state.ruleset.data.bewitched_vp if role in state.revealed else 0
    return max(cow, survival * brave) - cost


def role_step(s: State, seat: int, role: str, survival: float) -> tuple[float, State]:
    """What playing ``role`` now is worth (its better stance, brave discounted, bewitching
    paid) and the position after it, as if the chosen action were performed."""
    cow, cow_do = best(s, seat, role, "cowardly")
    brave, brave_do = best(s, seat, role, "brave")
    cost = s.ruleset.data.bewitched_vp if role in s.revealed else 0
    if cow >= survival * brave:
        return cow - cost, act(s, seat, role, "cowardly", cow_do)
    return survival * brave - cost, act(s, seat, role, "brave", brave_do)


def plan(s: State, seat: int, roles: tuple[str, ...], size: int) -> list[tuple[str, float]]:
    """``hard``'s plan: ``size`` of ``roles`` chosen greedily one after the other, each played
    on the position the earlier ones leave (a witch's move before a druid's delivery, a
    gatherer's potion before it is delivered), with each role's worth when chosen. After the
    first choice only the ``PLAN_POOL`` roles worth most alone stay candidates (a fixed amount
    of work)."""
    out: list[tuple[str, float]] = []
    pool = list(roles)
    for k in range(min(size, len(pool))):
        steps = [(role_step(s, seat, r, PICK_SURVIVAL), -i, r) for i, r in enumerate(pool)]
        ranked = sorted(steps, key=lambda x: (x[0][0], x[1]), reverse=True)
        (worth, after), _, role = ranked[0]
        out.append((role, worth))
        if k == 0:
            pool = [r for _, _, r in ranked[:PLAN_POOL]]
            pool.sort(key=roles.index)
        pool.remove(role)
        s = after
    return out


def choose_plan_pick(know: Know) -> Pick:
    """``hard``'s pick: the greedy plan, as long as the count worth most (B-E3)."""
    s, seat = know.public, know.seat
    ids = s.ruleset.data.role_ids
    sizes = pick_sizes(s)
    steps = plan(s, seat, ids, max(sizes))
    bonus = {k: 0.0 for k in sizes}
    if s.event == "more_or_less":
        table = s.ruleset.data.event["more_or_less"].effect["vp_by_count"]
        bonus = {k: float(table[str(k)]) for k in sizes}
    size = max(sizes, key=lambda k: (sum(w for _, w in steps[:k]) + bonus[k], -abs(k - 4)))
    chosen = {r for r, _ in steps[:size]}
    return Pick(tuple(r for r in ids if r in chosen))


def choose_pick(know: Know, rng: Random, noise: float) -> Pick:
    """The roles worth most; under More or Less? the count worth most with its VP (B-E3)."""
    s, seat = know.public, know.seat
    ids = s.ruleset.data.role_ids
    worth = {r: role_worth(s, seat, r, PICK_SURVIVAL) + rng.gauss(0, noise) for r in ids}
    ranked = sorted(ids, key=lambda r: -worth[r])
    sizes = pick_sizes(s)
    bonus = {k: 0.0 for k in sizes}
    if s.event == "more_or_less":
        table = s.ruleset.data.event["more_or_less"].effect["vp_by_count"]
        bonus = {k: float(table[str(k)]) for k in sizes}
    size = max(sizes, key=lambda k: (sum(worth[r] for r in ranked[:k]) + bonus[k], -abs(k - 4)))
    chosen = set(ranked[:size])
    return Pick(tuple(r for r in ids if r in chosen))


def brave_chance(s: State, j: int, role: str, last: bool) -> float:
    """How likely seat ``j``, holding ``role``, declares brave, judged from its position."""
    cow, _ = best(s, j, role, "cowardly")
    brave, _ = best(s, j, role, "brave")
    if brave <= cow:
        return 0.15
    return 0.9 if last else 0.6


def survival_hard(know: Know, role: str, rng: Random) -> float:
    """The chance that no later seat knocks out a brave claim of ``role`` (B-T4)."""
    s = know.public
    later = [j for j in later_seats(s, know.seat) if know.counts[j]]
    chance = 1.0
    for k, j in enumerate(later):
        hold = know.holding(j, SAMPLES, rng).get(role, 0.0)
        if hold:
            chance *= 1.0 - hold * brave_chance(s, j, role, k == len(later) - 1)
    return chance


def survival_normal(know: Know) -> float:
    s = know.public
    later = [j for j in later_seats(s, know.seat) if know.counts[j]]
    return COIN ** len(later)


def knock_bonus(know: Know) -> float:
    """What knocking out the open turn's claimant is worth to ``hard``: its loss, shared."""
    s = know.public
    t = s.turn
    if t is None or t.claimant is None or t.role is None:
        return 0.0
    loss, _ = best(s, t.claimant, t.role, "brave")
    return max(0.0, loss) / (len(s.players) - 1)


def choose_play(know: Know, level: str, rng: Random) -> Play:
    """Lead (a role of the hand) or follow (the led role): the stance and ``do`` worth most."""
    s, seat = know.public, know.seat
    t = s.turn
    assert t is not None
    roles = s.players[seat].hand if t.stage == "lead" else (t.role,)
    must_brave = s.event == "brave_heart" and t.stage == "lead"
    options: list[tuple[float, Play]] = []
    for role in roles:
        assert role is not None
        cow, cow_do = best(s, seat, role, "cowardly")
        brave, _ = best(s, seat, role, "brave")
        if level == "easy":
            nobody = not any(know.counts[j] for j in later_seats(s, seat))
            survival = 1.0 if nobody else 0.0
            bonus = 0.0
        elif level == "normal":
            survival, bonus = survival_normal(know), 0.0
        else:
            survival, bonus = survival_hard(know, role, rng), knock_bonus(know)
        brave_worth = survival * brave + bonus
        cost = s.ruleset.data.bewitched_vp if role in s.revealed else 0
        options.append((brave_worth - cost, Play(role, "brave")))
        if not must_brave:
            options.append((cow - cost, Play(role, "cowardly", cow_do)))
    if level == "easy" and t.stage == "lead":
        return max(options, key=lambda o: o[0] + rng.gauss(0, EASY_NOISE))[1]
    return max(options, key=lambda o: o[0])[1]


def choose_fist(know: Know, level: str) -> FistChoice:
    """The Upper Hand (B-E9): ``hard`` and ``normal`` hold the smallest fist that beats every
    other seat's whole stock when the 5 VP are worth more than the resources it costs."""
    s, seat = know.public, know.seat
    mine = s.players[seat].resources
    if level == "easy":
        return FistChoice((0, 0, 0, 0))
    rival = max(sum(p.resources) for j, p in enumerate(s.players) if j != seat)
    need = max(rival + 1, int(s.ruleset.data.event["upper_hand"].effect["min_to_win"]))
    if sum(mine) < need:
        return FistChoice((0, 0, 0, 0))
    fist = [0, 0, 0, 0]
    left = list(mine)
    for _ in range(need):  # give up, one by one, what the seat's value misses least
        base = value(_with(s, seat, tuple(left)), seat)
        costs = []
        for i in range(4):
            if left[i]:
                trial = list(left)
                trial[i] -= 1
                costs.append((base - value(_with(s, seat, tuple(trial)), seat), i))
        _, i = min(costs)
        left[i] -= 1
        fist[i] += 1
    lost = value(s, seat) - value(_with(s, seat, tuple(left)), seat)
    win = float(s.ruleset.data.event["upper_hand"].effect["winner_vp"])
    if lost >= win:
        return FistChoice((0, 0, 0, 0))
    return FistChoice((fist[0], fist[1], fist[2], fist[3]))


def _with(s: State, seat: int, resources: tuple[int, ...]) -> State:
    players = list(s.players)
    o, g, p, w = resources
    players[seat] = replace(players[seat], resources=(o, g, p, w))
    return replace(s, players=tuple(players))


def choose_works(know: Know) -> Works:
    """The Works! (B-E11): hand the set in when its VP beat what the resources are worth."""
    s, seat = know.public, know.seat
    want = s.ruleset.data.event["the_works"].effect
    kit = tuple(int(want["set"].get(r, 0)) for r in ("orange", "green", "purple", "wand"))
    mine = s.players[seat].resources
    after = tuple(a - b for a, b in zip(mine, kit, strict=True))
    lost = value(s, seat) - value(_with(s, seat, after), seat)
    return Works(float(want["vp"]) > lost)


def decide(know: Know, level: str, rng: Random) -> Action:
    """The move of a bot of ``level`` that knows ``know``."""
    s, seat = know.public, know.seat
    if s.phase == "pick" and level == "hard":
        return choose_plan_pick(know)
    if s.phase == "pick":
        return choose_pick(know, rng, EASY_NOISE if level == "easy" else 0.0)
    if s.phase == "round_end":
        if s.event == "upper_hand":
            return choose_fist(know, level)
        return choose_works(know)
    t = s.turn
    assert t is not None
    if t.stage == "perform":
        assert t.role is not None
        return Perform(best(s, seat, t.role, "brave")[1])
    return choose_play(know, level, rng)
