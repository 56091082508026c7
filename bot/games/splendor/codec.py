"""The canonical JSON of ``splendor`` states and actions (docs/rules/splendor.md)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from bot.engine import InvalidState
from bot.engine.reading import Document
from bot.games.splendor.board import bonuses, excess, points, qualifying_nobles
from bot.games.splendor.ruleset import COLOURS, GEMS, LEVELS, Ruleset, ruleset_from_json
from bot.games.splendor.state import (
    STEPS,
    Action,
    ChooseNoble,
    Pass,
    Player,
    Purchase,
    Reserve,
    Reserved,
    Return,
    State,
    Take,
    TakeTwo,
)

FORMAT_VERSION: Final = 1
STATE_KEYS: Final = frozenset(
    {"bank", "decks", "tableau", "nobles", "players", "first", "current", "step", "passes", "over"}
)
OPTIONAL_KEYS: Final = frozenset({"game", "version", "ruleset"})
PLAYER_KEYS: Final = frozenset({"id", "tokens", "cards", "reserved", "nobles"})


_STATE = Document("splendor state")
_fail = _STATE.fail
_keys = _STATE.keys
_int = _STATE.whole


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(f"{where} must be a list")
    return value


def _tokens(value: Any, where: str) -> tuple[int, ...]:
    counts = _list(value, where)
    if len(counts) != len(COLOURS):
        raise _fail(f"{where} must give one count per colour ({', '.join(COLOURS)}) (S-C1)")
    return tuple(_int(k, f"{where}[{i}]") for i, k in enumerate(counts))


def _card(rs: Ruleset, value: Any, where: str) -> str:
    if not isinstance(value, str) or value not in rs.card:
        raise _fail(f"{where}: {value!r} is not a card (S-C2)")
    return value


def _player(rs: Ruleset, data: Any, where: str) -> Player:
    _keys(data, PLAYER_KEYS, frozenset(), where)
    pid = data["id"]
    if not isinstance(pid, str) or not 1 <= len(pid) <= 64:
        raise _fail(f"{where}.id must be a string of 1 to 64 characters")
    reserved = []
    for i, r in enumerate(_list(data["reserved"], f"{where}.reserved")):
        _keys(r, frozenset({"card", "blind"}), frozenset(), f"{where}.reserved[{i}]")
        if not isinstance(r["blind"], bool):
            raise _fail(f"{where}.reserved[{i}].blind must be true or false")
        reserved.append(Reserved(_card(rs, r["card"], f"{where}.reserved[{i}]"), r["blind"]))
    if len(reserved) > rs.reserve_limit:
        raise _fail(f"{where} holds more than {rs.reserve_limit} reserved cards (S-R2)")
    nobles = _list(data["nobles"], f"{where}.nobles")
    if any(n not in rs.noble for n in nobles):
        raise _fail(f"{where}.nobles names a noble that does not exist (S-C2)")
    cards = tuple(_card(rs, c, f"{where}.cards") for c in _list(data["cards"], f"{where}.cards"))
    return Player(
        pid, _tokens(data["tokens"], f"{where}.tokens"), cards, tuple(reserved), tuple(nobles)
    )


def load(data: Any, default: Ruleset) -> State:
    """Read a state from canonical JSON; ``default`` is used when it has no ``ruleset`` key."""
    _keys(data, STATE_KEYS, OPTIONAL_KEYS, "the state")
    if data.get("game", "splendor") != "splendor":
        raise _fail(f"game must be 'splendor', not {data['game']!r}")
    if data.get("version", FORMAT_VERSION) != FORMAT_VERSION:
        raise _fail(f"unknown version {data['version']!r}")
    rs = default if data.get("ruleset") is None else ruleset_from_json(data["ruleset"])
    seats = _list(data["players"], "players")
    if not rs.min_players <= len(seats) <= rs.max_players:
        raise _fail(f"players must list {rs.min_players} to {rs.max_players} seats (S-S1)")
    n = len(seats)
    players = tuple(_player(rs, p, f"players[{s}]") for s, p in enumerate(seats))
    if len({p.id for p in players}) != n:
        raise _fail("player ids must be unique")
    bank = _tokens(data["bank"], "bank")
    supply = rs.supply(n)
    for c, colour in enumerate(COLOURS):
        if bank[c] + sum(p.tokens[c] for p in players) != supply[c]:
            raise _fail(f"the {colour} tokens do not add up to {supply[c]} (S-S2)")
    decks = _list(data["decks"], "decks")
    tableau = _list(data["tableau"], "tableau")
    if len(decks) != LEVELS or len(tableau) != LEVELS:
        raise _fail(f"decks and tableau must have {LEVELS} levels (S-S3)")
    deck_cards, rows = [], []
    for i in range(LEVELS):
        deck = tuple(_card(rs, c, f"decks[{i}]") for c in _list(decks[i], f"decks[{i}]"))
        row_data = _list(tableau[i], f"tableau[{i}]")
        if len(row_data) != rs.face_up:
            raise _fail(f"tableau[{i}] must have {rs.face_up} spaces (S-S3)")
        row = tuple(None if c is None else _card(rs, c, f"tableau[{i}]") for c in row_data)
        if any(rs.card[c].level != i + 1 for c in (*deck, *(c for c in row if c))):
            raise _fail(f"decks[{i}] and tableau[{i}] must hold level {i + 1} cards only (S-S3)")
        if None in row and deck:
            raise _fail(f"tableau[{i}] has an empty space while its deck has cards (S-B4)")
        deck_cards.append(deck)
        rows.append(row)
    placed = Counter(
        [c for d in deck_cards for c in d]
        + [c for r in rows for c in r if c is not None]
        + [c for p in players for c in p.cards]
        + [r.card for p in players for r in p.reserved]
    )
    if placed != Counter(c.id for c in rs.cards):
        raise _fail("every card must be in exactly one place (S-C2)")
    nobles = tuple(_list(data["nobles"], "nobles"))
    every = [*nobles, *(m for p in players for m in p.nobles)]
    if any(m not in rs.noble for m in every) or len(set(every)) != len(every):
        raise _fail("nobles must name different nobles (S-C2)")
    if len(every) != n + rs.extra_nobles:
        raise _fail(f"a game of {n} has {n + rs.extra_nobles} nobles (S-S4)")
    for s, p in enumerate(players):
        have = bonuses(rs, p)
        if any(any(b < k for b, k in zip(have, rs.noble[m].need, strict=True)) for m in p.nobles):
            raise _fail(f"players[{s}] has a noble their bonuses do not meet (S-N1)")
    first = _int(data["first"], "first", 0, n - 1)
    current = _int(data["current"], "current", 0, n - 1)
    step = data["step"]
    if step not in STEPS:
        raise _fail(f"step must be one of {', '.join(STEPS)}")
    passes = _int(data["passes"], "passes", 0, n)
    over = data["over"]
    if not isinstance(over, bool):
        raise _fail("over must be true or false")
    state = State(
        rs, bank, tuple(deck_cards), tuple(rows), nobles, players, first, current, step,
        passes, over,
    )  # fmt: skip
    _check_turn(state)
    return state


def _check_turn(state: State) -> None:
    """Refuse a turn that cannot happen: the steps, the limit, the end (S-L1, S-N2, S-E1)."""
    rs, n = state.ruleset, len(state.players)
    for s in range(n):
        if excess(state, s) and not (s == state.current and state.step == "return"):
            raise _fail(f"players[{s}] holds more than {rs.token_limit} tokens (S-L1)")
    if state.step == "return" and not excess(state, state.current):
        raise _fail("the return step needs a player above the token limit (S-L1)")
    if state.step == "noble" and len(qualifying_nobles(state, state.current)) < 2:
        raise _fail("the noble step needs two qualifying nobles (S-N2)")
    reached = any(points(rs, p) >= rs.target for p in state.players)
    if state.over:
        if state.step != "play" or not (reached or state.passes >= n):
            raise _fail("a game is over only at the end of its round or of the passes (S-E1)")
    elif state.step == "play" and (state.passes >= n or (reached and state.current == state.first)):
        raise _fail("the game should be over (S-E1, S-E3)")


def _player_json(p: Player) -> dict[str, Any]:
    return {
        "id": p.id,
        "tokens": list(p.tokens),
        "cards": list(p.cards),
        "reserved": [{"card": r.card, "blind": r.blind} for r in p.reserved],
        "nobles": list(p.nobles),
    }


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON, with its ruleset so a running game keeps its rules."""
    return {
        "game": "splendor",
        "version": FORMAT_VERSION,
        "ruleset": state.ruleset.to_json(),
        "bank": list(state.bank),
        "decks": [list(d) for d in state.decks],
        "tableau": [list(r) for r in state.tableau],
        "nobles": list(state.nobles),
        "players": [_player_json(p) for p in state.players],
        "first": state.first,
        "current": state.current,
        "step": state.step,
        "passes": state.passes,
        "over": state.over,
    }


# --- Actions ---------------------------------------------------------------------------------


def _bad(message: str) -> InvalidState:
    return InvalidState(f"invalid splendor action: {message}")


def _colour(value: Any, names: tuple[str, ...]) -> int:
    if not isinstance(value, str) or value not in names:
        raise _bad(f"{value!r} is not one of {', '.join(names)}")
    return names.index(value)


def _counts(value: Any, names: tuple[str, ...]) -> tuple[int, ...]:
    if not isinstance(value, dict):
        raise _bad("counts must be an object of colour: count")
    counts = [0] * len(names)
    for key, k in value.items():
        if type(k) is not int or k < 1:
            raise _bad(f"{key}: a count must be a whole number of at least 1")
        counts[_colour(key, names)] = k
    return tuple(counts)


ACTION_KEYS: Final = {
    "take": {"gems"},
    "take_two": {"gem"},
    "reserve": {"card", "level"},
    "purchase": {"card", "gold"},
    "return": {"tokens"},
    "noble": {"noble"},
    "pass": set(),
}


def action_from_json(data: Any) -> Action:
    """Read an action from its canonical JSON; raise ``InvalidState`` if it is malformed."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_KEYS:
        raise _bad(f"type must be one of {', '.join(ACTION_KEYS)}")
    kind = data["type"]
    extra = set(data) - {"type"} - ACTION_KEYS[kind]
    if extra:
        raise _bad(f"unknown keys {', '.join(sorted(map(str, extra)))}")
    try:
        if kind == "take":
            gems = data["gems"]
            if not isinstance(gems, list):
                raise _bad("gems must be a list")
            return Take(tuple(sorted(_colour(g, GEMS) for g in gems)))
        if kind == "take_two":
            return TakeTwo(_colour(data["gem"], GEMS))
        if kind == "reserve":
            if ("card" in data) == ("level" in data):
                raise _bad("a reserve names a card or a level")
            if "card" in data:
                if not isinstance(data["card"], str):
                    raise _bad("card must be a card id")
                return Reserve(card=data["card"])
            level = data["level"]
            if type(level) is not int:
                raise _bad("level must be a whole number")
            return Reserve(level=level)
        if kind == "purchase":
            if not isinstance(data["card"], str):
                raise _bad("card must be a card id")
            return Purchase(data["card"], _counts(data.get("gold", {}), GEMS))
        if kind == "return":
            return Return(_counts(data["tokens"], COLOURS))
        if kind == "noble":
            if not isinstance(data["noble"], str):
                raise _bad("noble must be a noble id")
            return ChooseNoble(data["noble"])
    except KeyError as err:
        raise _bad(f"{kind} lacks {err.args[0]}") from err
    return Pass()


def _map(counts: tuple[int, ...], names: tuple[str, ...]) -> dict[str, int]:
    return {names[i]: k for i, k in enumerate(counts) if k}


def action_to_json(action: Action) -> dict[str, Any]:
    """Write an action as canonical JSON."""
    if isinstance(action, Take):
        return {"type": "take", "gems": [GEMS[g] for g in action.gems]}
    if isinstance(action, TakeTwo):
        return {"type": "take_two", "gem": GEMS[action.gem]}
    if isinstance(action, Reserve):
        if action.card is not None:
            return {"type": "reserve", "card": action.card}
        return {"type": "reserve", "level": action.level}
    if isinstance(action, Purchase):
        return {"type": "purchase", "card": action.card, "gold": _map(action.gold, GEMS)}
    if isinstance(action, Return):
        return {"type": "return", "tokens": _map(action.tokens, COLOURS)}
    if isinstance(action, ChooseNoble):
        return {"type": "noble", "noble": action.noble}
    return {"type": "pass"}
