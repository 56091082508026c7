"""The ``yotd`` rules: setup, the month's phases, events, decay, scoring and the end.

Legality is ``checks.py``; docs/rules/yotd.md names every rule cited here. After setup and
after every applied action the engine performs everything that needs no choice (Y-U2), so a
stored state always waits on a seat with at least two legal actions, or is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from random import Random

from bot.engine import Event, Outcome, Turn
from bot.engine.game import seat_ids
from bot.games.yotd.board import moved_order, symbols
from bot.games.yotd.checks import (
    CARD_NUMBER,
    TILE_NUMBER,
    group_fee,
    legal_actions,
    verify,
    verify_seat,
    with_person,
)
from bot.games.yotd.codec import events_ok
from bot.games.yotd.events import (
    ActionTaken,
    AllReleased,
    BuildStopped,
    Decayed,
    Drafted,
    EventResolved,
    FinalScored,
    FloorBuilt,
    Forced,
    GameEnded,
    MonthBegan,
    MonthScored,
    NobodyToRelease,
    PersonReleased,
    Recruited,
    Refilled,
)
from bot.games.yotd.moves import (
    ACTIONS,
    EVENTS,
    TILES,
    Action,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
    tile_type,
)
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.state import FinalScore, Palace, Player, State, sort_persons

EVENT_DRAWS = 100_000
"""Shuffles tried for a year of events without identical neighbours (Y-S3) before the ruleset
is declared impossible (the standard one succeeds about one time in four)."""

# --- Setup (Y-S1 … Y-S7) -----------------------------------------------------------------------


def draw_events(rs: Ruleset, rng: Random) -> tuple[str, ...]:
    """Return a year of events: the fixed months, the other tiles shuffled uniformly among the
    layouts without identical neighbours (Y-S3, A2) by shuffling until one holds."""
    fixed = dict(rs.fixed_months)
    pool = [
        e
        for e, k in zip(EVENTS, rs.event_tiles, strict=True)
        for _ in range(k - sum(1 for f in fixed.values() if f == e))
    ]
    free = [m for m in range(1, rs.months + 1) if m not in fixed]
    for _ in range(EVENT_DRAWS):
        rng.shuffle(pool)
        year = dict(fixed) | dict(zip(free, pool, strict=True))
        events = tuple(year[m] for m in range(1, rs.months + 1))
        if events_ok(rs, events) is None:
            return events
    raise ValueError("no year of events without identical neighbours exists (Y-S3)")


def new_game(
    rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None = None
) -> State:
    """Set up a game; the seed decides the start player, the events and every month's action
    shuffle (Y-S1, Y-S3, Y-S4). The draft begins at once (Y-S6)."""
    ids = seat_ids(rs, num_players, player_ids, "Y-S1", "yotd-refusals-player-count")
    n = num_players
    rng = Random(seed)
    start = rng.randrange(n) if rs.first_player == "random" else 0
    events = draw_events(rs, rng)
    orders = tuple(tuple(rng.sample(ACTIONS, len(ACTIONS))) for _ in range(rs.months))
    turn = tuple((start + k) % n for k in range(n))
    player = Player(
        id="",
        yuan=rs.start_yuan,
        rice=0,
        fireworks=0,
        points=0,
        track=0,
        small=0,
        large=0,
        hand=rs.hand_cards,
        played=(),
        palaces=tuple(Palace(f, ()) for f in rs.start_palaces),
        final=None,
    )
    state = State(
        ruleset=rs,
        month=0,
        step="draft",
        queue=turn,
        start=start,
        order=turn,
        events=events,
        groups=(),
        dragons=(),
        action_orders=orders,
        supply=rs.tiles_in_play(n),
        released=(0,) * len(TILES),
        drafted=(),
        build_left=0,
        owed=(0,) * n,
        drought_used=(),
        players=tuple(replace(player, id=pid) for pid in ids),
        over=False,
    )
    return settle(state, [])


# --- Who decides -------------------------------------------------------------------------------


def active_seats(state: State) -> tuple[int, ...]:
    """Return the seat to decide (``queue[0]``); none once the game is over."""
    return () if state.over else (state.queue[0],)


STEP_PHASE = {"draft": 0, "action": 1, "build": 1, "recruit": 2, "release": 3, "end": 0}


def turn(state: State) -> Turn:
    """A turn is one seat's decision in a phase's round; a builder's floors share it. Counted
    from the month, the phase and the seats done in the round: it never goes down."""
    if state.over:
        return Turn((state.ruleset.months + 1) * 32)
    done = len(state.players) - len(state.queue)
    return Turn((state.month * 4 + STEP_PHASE[state.step]) * 8 + done)


# --- Applying an action ------------------------------------------------------------------------


def apply(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for ``seat``; raise ``IllegalAction`` naming the rule (state unchanged).
    Everything that follows without a choice is done too (Y-U2)."""
    verify(state, seat, action)
    events: list[Event] = []
    state = play(state, seat, action, events)
    return settle(state, events), events


def _set(state: State, seat: int, player: Player) -> tuple[Player, ...]:
    return tuple(player if s == seat else p for s, p in enumerate(state.players))


def _moved(state: State, seat: int, player: Player) -> State:
    """``state`` with ``seat``'s new ``player`` (whose marker may have moved, Y-O1)."""
    players = _set(state, seat, player)
    if player.track == state.players[seat].track:
        return replace(state, players=players)
    order = moved_order(state.order, [p.track for p in players], seat)
    return replace(state, players=players, order=order)


def _count(counts: tuple[int, ...], tile: str, delta: int) -> tuple[int, ...]:
    i = TILE_NUMBER[tile]
    return (*counts[:i], counts[i] + delta, *counts[i + 1 :])


def play(state: State, seat: int, action: Action, events: list[Event]) -> State:
    """Apply a legal ``action`` of ``seat`` (no check, no automatic follow-up)."""
    if isinstance(action, Draft):
        return _draft(state, seat, action, events)
    if isinstance(action, TakeAction):
        return _action(state, seat, action, events)
    if isinstance(action, Refill):
        player = state.players[seat]
        after = max(player.yuan, state.ruleset.refill_to)
        events.append(Refilled(seat, player.yuan, after))
        return replace(
            state, players=_set(state, seat, replace(player, yuan=after)), queue=state.queue[1:]
        )
    if isinstance(action, Build | BuildNew | BuildStop):
        return _build(state, seat, action, events)
    if isinstance(action, Recruit):
        return _recruit(state, seat, action, events)
    return _release(state, seat, action, events)


def _draft(state: State, seat: int, action: Draft, events: list[Event]) -> State:
    """Y-S6: two young persons into their palaces; the marker moves by both values."""
    rs = state.ruleset
    player = state.players[seat]
    (a, b), (i, j) = action.persons, action.palaces
    ta, tb = f"{a}-young", f"{b}-young"
    palaces = with_person(with_person(player.palaces, i, ta), j, tb)
    steps = rs.value[ta] + rs.value[tb]
    events.append(Drafted(seat, action.persons, action.palaces, steps))
    state = _moved(state, seat, replace(player, palaces=palaces, track=player.track + steps))
    return replace(
        state,
        supply=_count(_count(state.supply, ta, -1), tb, -1),
        drafted=(*state.drafted, action.persons),
        queue=state.queue[1:],
    )


def _action(state: State, seat: int, action: TakeAction, events: list[Event]) -> State:
    """Y-A2 … Y-A11: the dragon on the card's group, the fee, the action."""
    rs = state.ruleset
    card = action.card
    group = next(g for g, cards in enumerate(state.groups) if card in cards)
    fee = group_fee(state, group)
    dragons = tuple((*d, seat) if g == group else d for g, d in enumerate(state.dragons))
    player = state.players[seat]
    player = replace(player, yuan=player.yuan - fee)
    state = replace(state, dragons=dragons)
    if card == "privilege":
        size = action.size or "small"
        cost = rs.privilege_cost(size)
        player = replace(
            player,
            yuan=player.yuan - cost,
            small=player.small + (size == "small"),
            large=player.large + (size == "large"),
        )
        events.append(ActionTaken(seat, card, group, fee, 1, size, cost))
        return replace(state, players=_set(state, seat, player), queue=state.queue[1:])
    gain = rs.base[card] + symbols(rs, player, rs.bonus[card])
    events.append(ActionTaken(seat, card, group, fee, gain))
    if card == "build":  # Y-A6: the floors are placed one at a time, by the same seat
        return replace(state, players=_set(state, seat, player), step="build", build_left=gain)
    if card == "taxes":
        player = replace(player, yuan=player.yuan + gain)
    elif card == "harvest":
        player = replace(player, rice=player.rice + gain)
    elif card == "fireworks":
        player = replace(player, fireworks=player.fireworks + gain)
    elif card == "military":
        player = replace(player, track=player.track + gain)
    else:  # research
        player = replace(player, points=player.points + gain)
    return replace(_moved(state, seat, player), queue=state.queue[1:])


def _build(
    state: State, seat: int, action: Build | BuildNew | BuildStop, events: list[Event]
) -> State:
    """Y-A6: one floor on a palace, or a new palace; or the floors left go back."""
    player = state.players[seat]
    if isinstance(action, BuildStop):
        events.append(BuildStopped(seat, state.build_left))
        left = 0
    else:
        palaces = player.palaces
        if isinstance(action, Build):
            i = action.palace
            palaces = (
                *palaces[:i],
                replace(palaces[i], floors=palaces[i].floors + 1),
                *palaces[i + 1 :],
            )
        else:
            i = len(palaces)
            palaces = (*palaces, Palace(1, ()))
        left = state.build_left - 1
        events.append(FloorBuilt(seat, i, isinstance(action, BuildNew), left))
        state = replace(state, players=_set(state, seat, replace(player, palaces=palaces)))
    if left:
        return replace(state, build_left=left)
    return replace(state, build_left=0, step="action", queue=state.queue[1:])


def _recruit(state: State, seat: int, action: Recruit, events: list[Event]) -> State:
    """Y-P1 … Y-P6: the card is played; its tile joins a palace, replaces a person, or is
    released at once; the marker moves by the value of a person who joined."""
    rs = state.ruleset
    player = state.players[seat]
    c = CARD_NUMBER[action.card]
    hand = (*player.hand[:c], player.hand[c] - 1, *player.hand[c + 1 :])
    player = replace(player, hand=hand, played=(*player.played, action.card))
    supply, released = state.supply, state.released
    steps = 0
    tile = action.tile
    if tile is not None:
        supply = _count(supply, tile, -1)
        if action.palace is None:
            released = _count(released, tile, 1)  # Y-P6 b: the newcomer leaves the game
        else:
            i = action.palace
            persons = list(player.palaces[i].persons)
            if action.release is not None:  # Y-P6 a
                persons.remove(action.release)
                released = _count(released, action.release, 1)
            pal = replace(player.palaces[i], persons=sort_persons([*persons, tile]))
            palaces = (*player.palaces[:i], pal, *player.palaces[i + 1 :])
            steps = rs.value[tile]
            player = replace(player, palaces=palaces, track=player.track + steps)
    events.append(Recruited(seat, action.card, tile, action.palace, action.release, steps))
    state = _moved(state, seat, player)
    return replace(state, supply=supply, released=released, queue=state.queue[1:])


def _release(state: State, seat: int, action: Release, events: list[Event]) -> State:
    """Y-E9: one person owed leaves the game (Drought: one per palace, Y-E5)."""
    player = state.players[seat]
    i = action.palace
    persons = list(player.palaces[i].persons)
    persons.remove(action.tile)
    pal = replace(player.palaces[i], persons=tuple(persons))
    player = replace(player, palaces=(*player.palaces[:i], pal, *player.palaces[i + 1 :]))
    events.append(PersonReleased(seat, i, action.tile))
    owed = tuple(k - 1 if s == seat else k for s, k in enumerate(state.owed))
    used = (*state.drought_used, i) if state.events[state.month - 1] == "drought" else ()
    state = replace(
        state,
        players=_set(state, seat, player),
        released=_count(state.released, action.tile, 1),
        owed=owed,
        drought_used=used,
    )
    if owed[seat]:
        return state
    return replace(state, queue=state.queue[1:], drought_used=())


# --- What needs no choice (Y-U2) ---------------------------------------------------------------


def settle(state: State, events: list[Event]) -> State:
    """Do everything that needs no choice: the automatic phases, forced decisions, releases of
    all a seat's persons and seats with nobody to release (Y-U2). Stop at a real choice."""
    while not state.over:
        if not state.queue:
            state = _advance(state, events)
            continue
        seat = state.queue[0]
        if state.step == "release":
            player = state.players[seat]
            owed = state.owed[seat]
            if player.persons == 0 or owed >= player.persons:
                state = _release_all(state, seat, events)
                continue
        legal = legal_actions(state, seat)
        if len(legal) != 1:
            return state
        events.append(Forced(seat))
        state = play(state, seat, legal[0], events)
    return state


def _release_all(state: State, seat: int, events: list[Event]) -> State:
    """Y-E9, A11: a seat owing at least all its persons releases them all; one holding nobody
    is skipped."""
    player = state.players[seat]
    owed = state.owed[seat]
    if player.persons == 0:
        events.append(NobodyToRelease(seat, owed))
        released = state.released
    else:
        tiles = tuple(t for p in player.palaces for t in p.persons)
        events.append(AllReleased(seat, owed, tiles))
        released = state.released
        for t in tiles:
            released = _count(released, t, 1)
        palaces = tuple(replace(p, persons=()) for p in player.palaces)
        state = replace(state, players=_set(state, seat, replace(player, palaces=palaces)))
    return replace(
        state,
        released=released,
        owed=tuple(0 if s == seat else k for s, k in enumerate(state.owed)),
        queue=state.queue[1:],
        drought_used=(),
    )


def _advance(state: State, events: list[Event]) -> State:
    """The round of the step is over: go on to the next phase (Y-M1)."""
    rs = state.ruleset
    if state.step == "draft":
        return _begin_month(state, events)
    if state.step in ("action", "build"):
        if state.month < rs.months:  # Y-P1: no person phase in the last month
            return replace(state, step="recruit", queue=state.order)
        return _event(state, events)
    if state.step == "recruit":
        return _event(state, events)
    return _end_month(state, events)


def _begin_month(state: State, events: list[Event]) -> State:
    """Y-A1: the month's cards laid out in groups; the action phase in track order (Y-O3)."""
    rs = state.ruleset
    month = state.month + 1
    shuffle = state.action_orders[0]
    groups, k = [], 0
    for size in rs.groups_for(len(state.players)):
        groups.append(shuffle[k : k + size])
        k += size
    events.append(MonthBegan(None, month, state.events[month - 1], tuple(groups)))
    return replace(
        state,
        month=month,
        step="action",
        queue=state.order,
        groups=tuple(groups),
        dragons=((),) * len(groups),
        action_orders=state.action_orders[1:],
        owed=(0,) * len(state.players),
        drought_used=(),
    )


def _event(state: State, events: list[Event]) -> State:
    """Y-E1 … Y-E8: the automatic part for every seat at once, then the releases owed, seat by
    seat in track order (Y-E2)."""
    rs = state.ruleset
    kind = state.events[state.month - 1]
    n = len(state.players)
    players = list(state.players)
    paid, points, counted, owed = [0] * n, [0] * n, [0] * n, [0] * n
    if kind == "imperial_tribute":  # Y-E4
        for s, p in enumerate(players):
            paid[s] = min(p.yuan, rs.tribute)
            owed[s] = rs.tribute - paid[s]
            players[s] = replace(p, yuan=p.yuan - paid[s])
    elif kind == "drought":  # Y-E5
        for s, p in enumerate(players):
            need = sum(1 for pal in p.palaces if pal.persons)
            paid[s] = min(p.rice, need)
            owed[s] = need - paid[s]
            players[s] = replace(p, rice=p.rice - paid[s])
    elif kind == "dragon_festival":  # Y-E6
        counts = sorted({p.fireworks for p in players if p.fireworks > 0}, reverse=True)
        for rank, count in enumerate(counts[: len(rs.festival_points)]):
            for s, p in enumerate(players):
                if p.fireworks == count:
                    points[s] = rs.festival_points[rank]
                    paid[s] = count - count // 2
                    players[s] = replace(p, fireworks=count // 2, points=p.points + points[s])
    elif kind == "mongol_invasion":  # Y-E7
        counted = [symbols(rs, p, "warrior") for p in players]
        low = min(counted)
        for s, p in enumerate(players):
            points[s] = counted[s]
            owed[s] = 1 if counted[s] == low else 0
            players[s] = replace(p, points=p.points + counted[s])
    elif kind == "contagion":  # Y-E8
        counted = [symbols(rs, p, "healer") for p in players]
        owed = [max(0, rs.contagion - k) for k in counted]
    events.append(
        EventResolved(
            None, state.month, kind, tuple(paid), tuple(points), tuple(counted), tuple(owed)
        )
    )
    return replace(
        state,
        players=tuple(players),
        step="release",
        queue=tuple(s for s in state.order if owed[s] > 0),
        owed=tuple(owed),
        drought_used=(),
    )


def _end_month(state: State, events: list[Event]) -> State:
    """Y-D1 decay, Y-D2 monthly scoring; then the next month, or the end (Y-F1)."""
    rs = state.ruleset
    players, floors, removed = [], [], []
    for p in state.players:
        kept, lost, gone = [], 0, []
        for i, pal in enumerate(p.palaces):
            if pal.persons:
                kept.append(pal)
            elif pal.floors > 1:
                kept.append(replace(pal, floors=pal.floors - 1))
                lost += 1
            else:
                lost += 1
                gone.append(i)
        players.append(replace(p, palaces=tuple(kept)))
        floors.append(lost)
        removed.append(tuple(gone))
    events.append(Decayed(None, tuple(floors), tuple(removed)))
    palaces = [len(p.palaces) for p in players]
    ladies = [symbols(rs, p, "court_lady") for p in players]
    dragons = [p.small * rs.small_dragons + p.large * rs.large_dragons for p in players]
    gained = [a + b + c for a, b, c in zip(palaces, ladies, dragons, strict=True)]
    players = [replace(p, points=p.points + g) for p, g in zip(players, gained, strict=True)]
    events.append(
        MonthScored(None, state.month, tuple(palaces), tuple(ladies), tuple(dragons), tuple(gained))
    )
    state = replace(
        state,
        players=tuple(players),
        owed=(0,) * len(players),
        drought_used=(),
        step="action",
    )
    if state.month < rs.months:
        return _begin_month(state, events)
    return _final(state, events)


def final_parts(rs: Ruleset, player: Player) -> FinalScore:
    """Y-F2: persons, monks (buddhas × floors) and the sale of money, rice and fireworks."""
    persons = player.persons * rs.final_person_points
    monks = sum(
        rs.symbols[t] * pal.floors
        for pal in player.palaces
        for t in pal.persons
        if tile_type(t) == "monk"
    )
    money = (player.yuan + rs.sell_price * (player.rice + player.fireworks)) // rs.yuan_per_point
    return FinalScore(persons, monks, money)


def _final(state: State, events: list[Event]) -> State:
    """Y-F1, Y-F2: the final scoring ends the game."""
    rs = state.ruleset
    parts = [final_parts(rs, p) for p in state.players]
    players = tuple(
        replace(p, final=f, points=p.points + f.total)
        for p, f in zip(state.players, parts, strict=True)
    )
    events.append(
        FinalScored(
            None,
            tuple(f.persons for f in parts),
            tuple(f.monks for f in parts),
            tuple(f.money for f in parts),
            tuple(f.total for f in parts),
        )
    )
    ended = replace(state, players=players, step="end", queue=(), over=True)
    result = outcome_of(ended)
    events.append(GameEnded(None, result.scores, result.winners))
    return ended


# --- The timeout move --------------------------------------------------------------------------


def auto_action(state: State, seat: int) -> Action:
    """Return the gentlest move of a seat whose time ran out: no action; the first place for a
    floor; the first live card, its young tile if any, into the first palace with room (without
    room the newcomer is released); the release of the person worth least on the track, from
    the palace with most persons; the first draft."""
    verify_seat(state, seat)
    legal = legal_actions(state, seat)
    if state.step == "action":
        return Refill()
    if state.step == "recruit":
        return _gentle_recruit(state, legal)
    if state.step == "release":
        rs = state.ruleset
        palaces = state.players[seat].palaces

        def cost(a: Action) -> tuple[int, int, int]:
            assert isinstance(a, Release)
            return (rs.value[a.tile], -len(palaces[a.palace].persons), a.palace)

        return min(legal, key=cost)
    return legal[0]


def _gentle_recruit(state: State, legal: list[Action]) -> Action:
    live = [a for a in legal if isinstance(a, Recruit) and a.tile is not None]
    if not live:
        return legal[0]
    first = live[0]
    same = [a for a in live if isinstance(a, Recruit) and a.card == first.card]
    young = [a for a in same if isinstance(a, Recruit) and a.tile and a.tile.endswith("-young")]
    tile = (young or same)[0]
    assert isinstance(tile, Recruit)
    for a in same:
        assert isinstance(a, Recruit)
        if a.tile == tile.tile and a.release is None:
            return a  # with room: the first palace; without: the newcomer released
    return tile


# --- Scoring (Y-F3) ----------------------------------------------------------------------------


def scores(state: State) -> tuple[int, ...]:
    """Return each seat's points."""
    return tuple(p.points for p in state.players)


def outcome_of(state: State) -> Outcome:
    """Return points, winners and ranks: most points, then farther on the track; on the same
    space the marker on top (``track_order``) or a shared place (``track_space``) (Y-F3)."""
    score = scores(state)
    n = len(state.players)
    if state.ruleset.tie_break == "track_order":
        keys = [(-score[s], state.order.index(s)) for s in range(n)]
    else:
        keys = [(-score[s], -state.players[s].track) for s in range(n)]
    ranks = tuple(1 + sum(k < mine for k in keys) for mine in keys)
    winners = tuple(s for s, r in enumerate(ranks) if r == 1)
    return Outcome(score, winners, ranks)


def outcome(state: State) -> Outcome | None:
    """Return the result once the game is over (Y-F1), else None."""
    return outcome_of(state) if state.over else None
