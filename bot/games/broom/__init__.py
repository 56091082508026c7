"""Broom Service (game id ``broom``): its rules class and public names (docs/rules/broom.md).

Tools, services and tests use only what this module exports::

    s = new_game(3, seed=42)                        # round 1: everybody picks at once
    s, events = apply(s, 0, Pick(("gatherer_orange", "witch_forest", "druid_valley",
                                  "weather_fairy")))  # seat 0 picked; the others still pick
    legal_actions(s, 1)                             # seat 1's 210 picks (B-J3's order)

The pick is a simultaneous step (``Turn(together=True)``: one action per seat, the 4 roles at
once); the turns are played in strict order (B-T2, B-V4) and every automatic step (B-Q8) is
played inside ``apply``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.engine.game import GameRules, seat_ids
from bot.games.broom import codec
from bot.games.broom.actions_json import action_to_json
from bot.games.broom.bots import choose_action
from bot.games.broom.codec import dump
from bot.games.broom.hidden import redeal_hidden
from bot.games.broom.legal import moves, pending, pick_sizes
from bot.games.broom.play import settle, step
from bot.games.broom.refusals import refuse, refuse_seat
from bot.games.broom.ruleset import Ruleset, ruleset_from_json
from bot.games.broom.scoring import outcome, rebuilds_needed, reveal
from bot.games.broom.state import (
    Action,
    Do,
    FistChoice,
    Perform,
    Pick,
    Play,
    Player,
    State,
    Works,
)
from bot.games.broom.view import view_for

GAME_ID = "broom"
BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""The levels the Discord side will offer, weakest first (``bot/games/broom/bots/``)."""


def setup_state(rs: Ruleset, n: int, seed: int, ids: tuple[str, ...]) -> State:
    """Draw everything random once, from the seed (B-S1 … B-S8), and deal round 1."""
    rng = random.Random(seed)
    d = rs.data
    first = rng.randrange(n)  # B-S1
    tiles = list(d.tiles)
    rng.shuffle(tiles)  # B-S4
    on_board = tuple(tiles[: len(d.spaces)])
    box = tuple(t for t in d.tiles if t not in on_board)
    deck = [c.id for c in d.events]
    rng.shuffle(deck)  # B-S5
    stack, removed = deck[: rs.events_used], set(deck[rs.events_used :])
    pile: tuple[str, ...] = ()
    rebuilds: tuple[tuple[str, ...], ...] = ()
    if n < 5:  # B-S6
        pile = tuple(rng.sample(d.role_ids, len(d.role_ids)))
        rebuilds = tuple(
            tuple(rng.sample(d.role_ids, len(d.role_ids))) for _ in range(rebuilds_needed(rs, n))
        )
    pile, revealed, rebuilds = reveal(rs, n, pile, rebuilds)  # B-X1
    last = (first - 1) % n  # the player on the first player's right (B-S3)

    def wands(seat: int) -> int:
        if n == 2:
            return rs.start_wands_two_players
        return rs.start_wands_first_and_last if seat in (first, last) else rs.start_wands

    potions = rs.start_potions
    players = tuple(
        Player(
            pid,
            rs.start_vp,
            (d.castles[0], d.castles[1]),
            (potions, potions, potions, wands(seat)),
            (),
            (),
            (),
            None,
        )
        for seat, pid in enumerate(ids)
    )  # B-S2
    return State(
        ruleset=rs,
        round=1,
        phase="pick",
        event=stack[0],
        past_events=(),
        stack=tuple(stack[1:]),
        removed=tuple(c.id for c in d.events if c.id in removed),
        pile=pile,
        revealed=revealed,
        rebuilds=rebuilds,
        clouds=on_board,
        cloud_box=box,
        occupied=(),
        players=players,
        lead=first,
        turn=None,
        past_turns=(),
        result=None,
    )


class BroomRules(GameRules[State, Action, Ruleset]):
    """Broom Service behind the engine's ``Rules`` protocol (docs/rules/broom.md)."""

    game_id = GAME_ID
    bot_levels = BOT_LEVELS
    codec = codec
    read_ruleset = staticmethod(ruleset_from_json)

    def setup(
        self, rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None
    ) -> State:
        ids = seat_ids(rs, num_players, player_ids, "B-C1", "broom-refusals-player-count")
        return settle(setup_state(rs, num_players, seed, ids), [])

    def active_seats(self, state: State) -> tuple[int, ...]:
        """The seats whose decision is pending (B-J3 ``waiting_for``); none once over."""
        return pending(state)

    def turn(self, state: State) -> Turn:
        """The pick and the end-of-round choices are steps where every seat decides at once;
        in a turn, each player in order decides alone (B-T2), so the number changes with the
        player to decide, except when the brave claimant performs right after declaring."""
        base = state.round * 10_000
        if state.phase == "pick":
            return Turn(base, together=True)
        if state.phase in ("round_end", "over"):
            return Turn(base + 9_999, together=state.phase == "round_end")
        t = state.turn
        assert t is not None
        number = base + (len(state.past_turns) + 1) * 100
        if t.stage != "perform":
            return Turn(number + len(t.plays))
        deciders = [i for i, e in enumerate(t.plays) if e.stance != "next"]
        last = deciders[-1]
        return Turn(number + (last if t.plays[last].seat == t.claimant else 99))

    def moves(self, state: State, seat: int) -> list[Action]:
        return moves(state, seat)

    def verify_seat(self, state: State, seat: int) -> None:
        refuse_seat(state, seat)

    def verify(self, state: State, seat: int, action: Action) -> None:
        """Refuse with the first failing check of B-J4, naming its rule."""
        refuse(state, seat, action)
        if isinstance(action, Play | Perform) and action not in moves(state, seat):
            raise IllegalAction("B-J4", "broom-refusals-not-legal")

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        self.verify(state, seat, action)
        events: list[Event] = []
        state = step(state, seat, action, events, auto=False)
        return settle(state, events), events

    def auto_action(self, state: State, seat: int) -> Action:
        """The gentle move when time runs out: a pick of the first 4 roles not bewitched, a
        lead or follow cowardly with the first action (nothing for a witch, druid or fairy,
        so no VP is lost), brave only when Brave Heart says so; a perform's first listed
        action; an empty fist; no set handed in."""
        self.verify_seat(state, seat)
        legal = moves(state, seat)
        first = legal[0]
        if isinstance(first, Pick):
            ids = state.ruleset.data.role_ids
            calm = [r for r in ids if r not in state.revealed] + list(state.revealed)
            sizes = pick_sizes(state)
            size = 4 if 4 in sizes else sizes[0]
            return Pick(tuple(r for r in ids if r in calm[:size]))
        if isinstance(first, Play):
            hand = [a for a in legal if isinstance(a, Play)]
            roles = list(dict.fromkeys(a.role for a in hand))
            calm = [r for r in roles if r not in state.revealed] or roles
            mine = [a for a in hand if a.role == calm[0]]
            cowardly = [a for a in mine if a.stance == "cowardly" and a.do is not None]
            gentle = [a for a in cowardly if a.do == Do() or (a.do and a.do.gain is not None)]
            return (gentle or cowardly or mine)[0]
        if isinstance(first, FistChoice):
            return FistChoice((0, 0, 0, 0))
        if isinstance(first, Works):
            return Works(False)
        return first

    def bot_action(self, state: State, seat: int, level: str, seed: int) -> Action:
        """The move of a bot of ``level``, from the seat's own view (``bots.choose_action``)."""
        if level not in BOT_LEVELS:
            raise ValueError(f"broom has no bot player {level!r}")
        return choose_action(state, seat, level, seed)

    view_for = staticmethod(view_for)
    redeal_hidden = staticmethod(redeal_hidden)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)


RULES = BroomRules()
"""The rules the house plays (``bot.engine.Rules``); the names below are its methods."""
new_game = RULES.new_game
load = RULES.load
legal_actions = RULES.legal_actions
verify = RULES.verify
apply = RULES.apply
auto_action = RULES.auto_action
bot_action = RULES.bot_action
active_seats = RULES.active_seats
outcome_of = RULES.outcome
default_ruleset = RULES.standard
action_from_json = RULES.action_from_json

__all__ = [
    "BOT_LEVELS",
    "GAME_ID",
    "RULES",
    "Action",
    "Do",
    "FistChoice",
    "IllegalAction",
    "InvalidState",
    "Perform",
    "Pick",
    "Play",
    "Ruleset",
    "State",
    "Works",
    "action_from_json",
    "action_to_json",
    "active_seats",
    "apply",
    "auto_action",
    "bot_action",
    "default_ruleset",
    "dump",
    "legal_actions",
    "load",
    "new_game",
    "outcome_of",
    "redeal_hidden",
    "verify",
    "view_for",
]
