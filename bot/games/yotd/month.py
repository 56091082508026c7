"""The automatic part of a ``yotd`` month (docs/rules/yotd.md): everything that needs no choice
(Y-U2), the phases' succession (Y-M1), the month's start (Y-A1), the event's automatic part
(Y-E1 … Y-E8), releases of all a seat's persons (Y-E9), decay (Y-D1), the monthly scoring
(Y-D2), the final scoring and the end (Y-F1 … Y-F3)."""

from __future__ import annotations

from dataclasses import replace

from bot.engine import Event, Outcome
from bot.games.yotd.board import symbols
from bot.games.yotd.checks import legal_actions
from bot.games.yotd.events import (
    AllReleased,
    Decayed,
    EventResolved,
    FinalScored,
    Forced,
    GameEnded,
    MonthBegan,
    MonthScored,
    NobodyToRelease,
)
from bot.games.yotd.moves import tile_type
from bot.games.yotd.play import count, play, set_player
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.state import FinalScore, Player, State

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
            released = count(released, t, 1)
        palaces = tuple(replace(p, persons=()) for p in player.palaces)
        state = replace(state, players=set_player(state, seat, replace(player, palaces=palaces)))
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
        rank = {f: rs.festival_points[k] for k, f in enumerate(counts[: len(rs.festival_points)])}
        for s, p in enumerate(state.players):  # the counts before the festival: once each
            if p.fireworks in rank:
                points[s] = rank[p.fireworks]
                paid[s] = p.fireworks - p.fireworks // 2
                players[s] = replace(p, fireworks=p.fireworks // 2, points=p.points + points[s])
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
