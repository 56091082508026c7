"""The ``yotd`` rules: setup, who decides, applying an action, the timeout move.

Legality is ``checks.py``; playing an action is ``play.py``; the month's automatic part, the
scoring and the end are ``month.py``. docs/rules/yotd.md names every rule cited here. After
setup and after every applied action the engine performs everything that needs no choice
(Y-U2), so a stored state always waits on a seat with at least two legal actions, or is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from random import Random

from bot.engine import Event, Outcome, Turn
from bot.engine.game import seat_ids
from bot.games.yotd.checks import legal_actions, verify, verify_seat
from bot.games.yotd.codec import events_ok
from bot.games.yotd.month import outcome_of, settle
from bot.games.yotd.moves import ACTIONS, EVENTS, TILES, Action, Recruit, Refill, Release
from bot.games.yotd.play import play
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.state import Palace, Player, State

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


def outcome(state: State) -> Outcome | None:
    """Return the result once the game is over (Y-F1), else None."""
    return outcome_of(state) if state.over else None
