"""Playing one legal ``yotd`` action: the draft, an action card, a floor, a card of the person
phase, a release (docs/rules/yotd.md, Y-S6, Y-A2 … Y-A11, Y-P1 … Y-P6, Y-E9). Nothing is
checked here (``checks.verify`` is) and nothing automatic follows (``month.settle`` does)."""

from __future__ import annotations

from dataclasses import replace

from bot.engine import Event
from bot.games.yotd.board import moved_order, symbols
from bot.games.yotd.checks import CARD_NUMBER, TILE_NUMBER, group_fee, with_person
from bot.games.yotd.events import (
    ActionTaken,
    BuildStopped,
    Drafted,
    FloorBuilt,
    PersonReleased,
    Recruited,
    Refilled,
)
from bot.games.yotd.moves import (
    Action,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
)
from bot.games.yotd.state import Palace, Player, State, sort_persons


def set_player(state: State, seat: int, player: Player) -> tuple[Player, ...]:
    return tuple(player if s == seat else p for s, p in enumerate(state.players))


def _moved(state: State, seat: int, player: Player) -> State:
    """``state`` with ``seat``'s new ``player`` (whose marker may have moved, Y-O1)."""
    players = set_player(state, seat, player)
    if player.track == state.players[seat].track:
        return replace(state, players=players)
    order = moved_order(state.order, [p.track for p in players], seat)
    return replace(state, players=players, order=order)


def count(counts: tuple[int, ...], tile: str, delta: int) -> tuple[int, ...]:
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
            state,
            players=set_player(state, seat, replace(player, yuan=after)),
            queue=state.queue[1:],
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
        supply=count(count(state.supply, ta, -1), tb, -1),
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
        return replace(state, players=set_player(state, seat, player), queue=state.queue[1:])
    gain = rs.base[card] + symbols(rs, player, rs.bonus[card])
    events.append(ActionTaken(seat, card, group, fee, gain))
    if card == "build":  # Y-A6: the floors are placed one at a time, by the same seat
        return replace(
            state, players=set_player(state, seat, player), step="build", build_left=gain
        )
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
        state = replace(state, players=set_player(state, seat, replace(player, palaces=palaces)))
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
        supply = count(supply, tile, -1)
        if action.palace is None:
            released = count(released, tile, 1)  # Y-P6 b: the newcomer leaves the game
        else:
            i = action.palace
            persons = list(player.palaces[i].persons)
            if action.release is not None:  # Y-P6 a
                persons.remove(action.release)
                released = count(released, action.release, 1)
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
        players=set_player(state, seat, player),
        released=count(state.released, action.tile, 1),
        owed=owed,
        drought_used=used,
    )
    if owed[seat]:
        return state
    return replace(state, queue=state.queue[1:], drought_used=())
