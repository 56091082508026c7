"""Replays and the JSON export of a finished game, pure over the ``Rules`` protocol.

A game is its seed, its seats, its ruleset and its action log: ``replay_states`` rebuilds every
state from them (``replay_steps`` each move's seat and events too: the replay viewer's
steps), ``export`` writes a finished game as one JSON document (the format below) and
``verify`` replays such a document and checks that it holds together (``python -m bot replay``).
No storage and no Discord here: the callers read the records and the rules (``verify`` is given
the games it knows by id: the registry is the caller's, never read here).

The document (``FORMAT``, version ``VERSION``)::

    {"format": "hoard-game", "version": 1, "hoard": "0.7.0", "game": "<its kind>", "id": 12,
     "ruleset": {...}, "seed": 2026,
     "seats": [{"seat": 0, "user_id": 100, "name": "Ann", "bot": null}, ...],
     "actions": [{"seq": 1, "seat": 0, "action": {...}, "reason": null, "at": "..."}, ...],
     "result": {"scores": [31, 27], "ranks": [1, 2]},
     "final_state": {...}}

A game a resignation ended before its rules did has ``"result": {"ended": "resigned" |
"everyone-left", "ranks": [...]}`` (its places, null where none) and a final state that is
not over.

``seats`` are in seat order; a seat plays as ``str(user_id)`` (a bot's id is negative);
``reason`` is why a move was played for its seat ("timeout", "absent", "bot"; null: its own);
"undo" marks an entry taking back the move just before it (``bot.services.undo_entries``).
Only a finished game is exported: the seed and the final state show every hidden card.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from bot.engine import Event, IllegalAction, InvalidState, Rules
from bot.services.records import ActionRecord, GameRecord, Status
from bot.services.undo_entries import took_back

FORMAT = "hoard-game"
VERSION = 1


class ReplayError(ValueError):
    """A game that does not replay, or a document that does not verify, in one line.

    ``move`` is the number of the move at fault (1 for the first), None when the fault is not
    a move's (the seats, the ruleset, a field). ``__cause__`` is the rules' own exception when
    they refused the setup or a move (None for a move out of turn, or a document's fault).
    """

    def __init__(self, move: int | None, reason: str) -> None:
        self.move = move
        self.reason = " ".join(reason.split())
        super().__init__(self.reason if move is None else f"move {move}: {self.reason}")

    def __reduce__(self) -> tuple[type[ReplayError], tuple[int | None, str]]:
        return (ReplayError, (self.move, self.reason))


def said(err: BaseException) -> str:
    """Say what the rules refused, in one line."""
    text = " ".join(str(err).split())
    if isinstance(err, IllegalAction):
        return f"an illegal move ({text})"
    if isinstance(err, InvalidState):
        return f"a malformed action ({text})" if text else "a malformed action"
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


@dataclass(frozen=True, slots=True)
class Steps:
    """A game step by step: every state, and who made each move and what it did."""

    states: tuple[Any, ...]
    """From the start to the end: one more state than moves (``states[k]``: after move k)."""
    movers: tuple[int, ...]
    """The seat of each move (``movers[k - 1]``: move k's)."""
    events: tuple[tuple[Event, ...], ...]
    """The events of each move, as the rules reported them (``events[k - 1]``: move k's)."""

    @property
    def moves(self) -> int:
        """Say how many moves the game has."""
        return len(self.movers)


@dataclass(frozen=True, slots=True)
class Played:
    """A game replayed as far as one of its versions: each move's events, and the last state
    (a later version's moves are played on from it). ``state`` None: it does not replay."""

    version: int
    state: Any
    events: tuple[tuple[Event, ...], ...]


def _played(
    rules: Rules[Any, Any],
    seed: int,
    player_ids: Sequence[str],
    ruleset: Mapping[str, Any] | None,
    moves: Iterable[tuple[int, dict[str, Any]]],
) -> Iterator[tuple[Any, int | None, Sequence[Event]]]:
    """Yield the start (no mover, no events), then each move's state, seat and events."""
    try:
        state = rules.new_game(len(player_ids), seed, player_ids=list(player_ids), ruleset=ruleset)
    except Exception as err:
        raise ReplayError(None, f"the ruleset or seats: {said(err)}") from err
    yield state, None, ()
    yield from played_on(rules, state, moves)


def played_on(
    rules: Rules[Any, Any],
    state: Any,
    moves: Iterable[tuple[int, dict[str, Any]]],
    first: int = 1,
) -> Iterator[tuple[Any, int, Sequence[Event]]]:
    """Yield each move's state, seat and events, played on from ``state`` (``first``: the
    number of the first of ``moves``). Raises ``ReplayError`` as ``replay_states``.

    An undo entry (``took_back``) takes back the move just before it, by the same seat: its
    state is the one before that move, its events none. The move taken back stays in the log
    (nothing is ever lost); a move taken back cannot be, nor one before an undo entry."""
    before: tuple[Any, int, int] | None = None  # the last move's state before it, seat, number
    for number, (seat, action_json) in enumerate(moves, start=first):
        undone = took_back(action_json)
        if undone is not None:
            if before is None or before[2] != undone or undone != number - 1:
                raise ReplayError(number, f"it takes back move {undone}, not the last move")
            if before[1] != seat:
                raise ReplayError(number, f"seat {seat} takes back seat {before[1]}'s move")
            state, before = before[0], None
            yield state, seat, ()
            continue
        previous = state
        try:
            action = rules.action_from_json(action_json)
        except Exception as err:
            raise ReplayError(number, said(err)) from err
        active = rules.active_seats(state)
        if not active:
            raise ReplayError(number, f"seat {seat} moved after the game was over")
        if seat not in active:
            raise ReplayError(number, f"not seat {seat}'s turn")
        try:
            state, events = rules.apply(state, seat, action)
        except Exception as err:
            raise ReplayError(number, said(err)) from err
        before = (previous, seat, number)
        yield state, seat, events


def replay_states(
    rules: Rules[Any, Any],
    seed: int,
    player_ids: Sequence[str],
    ruleset: Mapping[str, Any] | None,
    moves: Iterable[tuple[int, dict[str, Any]]],
) -> list[Any]:
    """Return every state of a game, from its start to the end of ``moves`` (one more state
    than moves); ``moves`` are (seat, the action's JSON), read one at a time in order.

    Raises ``ReplayError``: "move 12: not seat 2's turn", "move 3: an illegal move (…)", or,
    with no move number, a setup the rules refuse ("the ruleset or seats: …").
    """
    return [state for state, _, _ in _played(rules, seed, player_ids, ruleset, moves)]


def replay_steps(
    rules: Rules[Any, Any],
    seed: int,
    player_ids: Sequence[str],
    ruleset: Mapping[str, Any] | None,
    moves: Iterable[tuple[int, dict[str, Any]]],
) -> Steps:
    """Return a game step by step: ``replay_states``' states, and each move's seat and events
    (what a viewer of the replay reads of it). Raises ``ReplayError`` as ``replay_states``."""
    states: list[Any] = []
    movers: list[int] = []
    events: list[tuple[Event, ...]] = []
    for state, seat, said_events in _played(rules, seed, player_ids, ruleset, moves):
        states.append(state)
        if seat is not None:
            movers.append(seat)
            events.append(tuple(said_events))
    return Steps(tuple(states), tuple(movers), tuple(events))


def hoard_version() -> str:
    """Return the installed Hoard's version ("unknown" when it is not installed)."""
    try:
        return metadata.version("hoard")
    except metadata.PackageNotFoundError:
        return "unknown"


def canonical(data: Any) -> Any:
    """Return JSON data as it reads back from its text (tuples become lists …)."""
    return json.loads(json.dumps(data))


def differences(one: Mapping[str, Any], other: Mapping[str, Any]) -> str:
    """Name the top-level keys whose values differ, in order ("deck, hands")."""
    return ", ".join(sorted(k for k in set(one) | set(other) if one.get(k) != other.get(k)))


def export(
    game: GameRecord, actions: Sequence[ActionRecord], rules: Rules[Any, Any]
) -> dict[str, Any]:
    """Write a finished game as a JSON document (see the module's docstring).

    The log is replayed: the final state and the result are the replay's. Raises
    ``ValueError`` (one line) for a game that is not finished (its hidden cards stay hidden),
    or whose record does not replay to its stored state.
    """
    where = f"game #{game.id}"
    if game.status is not Status.FINISHED:
        raise ValueError(
            f"{where} is {game.status.value}, not finished: only a finished game is exported"
        )
    if rules.game_id != game.kind:
        raise ValueError(f"{where} is a game of {game.kind}, not of {rules.game_id}")
    if game.seed is None or game.ruleset_json is None:
        raise ValueError(f"{where} has no seed or ruleset recorded")
    seqs = [a.seq for a in actions]
    if seqs != list(range(1, len(actions) + 1)):
        raise ValueError(f"{where}: its move log is not numbered 1 to {len(actions)}")
    seats = sorted(game.seats, key=lambda s: -1 if s.seat is None else s.seat)
    if [s.seat for s in seats] != list(range(len(seats))):
        raise ValueError(f"{where}: its seats are not numbered 0 to {len(seats) - 1}")
    try:
        ruleset = json.loads(game.ruleset_json)
        moves = [(a.seat, json.loads(a.action_json)) for a in actions]
        stored = game.state_data()
    except ValueError as err:
        raise ValueError(f"{where}: its saved data is not JSON ({err})") from err
    try:
        states = replay_states(rules, game.seed, [str(s.user_id) for s in seats], ruleset, moves)
    except ReplayError as err:
        raise ValueError(f"{where} does not replay: {err}") from err
    final = states[-1]
    outcome = rules.outcome(final)
    if outcome is None and game.ended_early is None:
        raise ValueError(f"{where}: its moves do not end the game")
    final_state = canonical(rules.dump(final))
    if stored is not None and stored != final_state:
        raise ValueError(
            f"{where}: its stored state differs from its replay in "
            f"{differences(stored, final_state)}"
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "hoard": hoard_version(),
        "game": game.kind,
        "id": game.id,
        "ruleset": ruleset,
        "seed": game.seed,
        "seats": [
            {"seat": s.seat, "user_id": s.user_id, "name": s.name, "bot": s.bot} for s in seats
        ],
        "actions": [
            {"seq": a.seq, "seat": a.seat, "action": action, "reason": a.reason, "at": a.created_at}
            for a, (_, action) in zip(actions, moves, strict=True)
        ],
        "result": (
            {"scores": list(outcome.scores), "ranks": list(outcome.ranks)}
            if outcome is not None
            else {"ended": game.ended_early, "ranks": [s.rank for s in seats]}
        ),
        "final_state": final_state,
    }
