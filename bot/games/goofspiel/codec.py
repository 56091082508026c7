"""The canonical JSON of ``goofspiel`` states and actions (docs/rules/goofspiel.md)."""

from __future__ import annotations

from typing import Any, Final

from bot.engine import InvalidState
from bot.engine.reading import Document
from bot.games.goofspiel.rules import round_winner
from bot.games.goofspiel.ruleset import Ruleset, ruleset_from_json
from bot.games.goofspiel.state import Action, Bid, State

FORMAT_VERSION: Final = 1
STATE_KEYS: Final = frozenset({"game", "version", "ruleset", "prize", "deck", "past_prizes"})
PLAYER_KEYS: Final = frozenset({"id", "hand", "bid", "played", "won"})


_STATE = Document("goofspiel state")
_fail = _STATE.fail
_keys = _STATE.keys


def _card(value: Any, n: int, where: str) -> int:
    if type(value) is not int or not 1 <= value <= n:
        raise _fail(f"{where}: {value!r} is not a card from 1 to {n} (G-S2)")
    return value


def _cards(value: Any, n: int, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise _fail(f"{where} must be a list of cards")
    cards = tuple(_card(v, n, where) for v in value)
    if len(set(cards)) != len(cards):
        raise _fail(f"{where} holds a card twice")
    return cards


def load(data: Any, default: Ruleset) -> State:
    """Read a state from canonical JSON; ``default`` is used when it has no ``ruleset`` key."""
    _keys(data, frozenset({"players", "prize", "deck", "past_prizes"}), STATE_KEYS, "the state")
    if data.get("game", "goofspiel") != "goofspiel":
        raise _fail(f"game must be 'goofspiel', not {data['game']!r}")
    if data.get("version", FORMAT_VERSION) != FORMAT_VERSION:
        raise _fail(f"unknown version {data['version']!r}")
    rs = default if data.get("ruleset") is None else ruleset_from_json(data["ruleset"])
    n = rs.cards
    players = data["players"]
    if not isinstance(players, list) or not rs.min_players <= len(players) <= rs.max_players:
        raise _fail(f"players must list {rs.min_players} to {rs.max_players} seats (G-S1)")
    past = _cards(data["past_prizes"], n, "past_prizes")
    deck = _cards(data["deck"], n, "deck")
    prize = data["prize"]
    if prize is not None:
        prize = _card(prize, n, "prize")
    if (prize is None) != (len(past) == n):
        raise _fail("prize is null exactly when all rounds are played (G-E1)")
    prizes = (*past, *([] if prize is None else [prize]), *deck)
    if sorted(prizes) != list(rs.suit):
        raise _fail(f"past_prizes, prize and deck must hold each prize 1 to {n} once (G-S3)")
    ids: list[str] = []
    hands, bids, played, won = [], [], [], []
    for seat, pd in enumerate(players):
        where = f"players.{seat}"
        _keys(pd, PLAYER_KEYS - {"id"}, frozenset({"id"}), where)
        pid = pd.get("id", str(seat + 1))
        if not isinstance(pid, str) or not 1 <= len(pid) <= 64:
            raise _fail(f"{where}.id must be a string of 1 to 64 characters")
        ids.append(pid)
        done = _cards(pd["played"], n, f"{where}.played")
        if len(done) != len(past):
            raise _fail(f"{where}.played must hold one bid per past round")
        hand = _cards(pd["hand"], n, f"{where}.hand")
        if hand != tuple(c for c in rs.suit if c not in done):
            raise _fail(f"{where}.hand must be the cards not yet played, ascending (G-B5)")
        bid = pd["bid"]
        if bid is not None:
            bid = _card(bid, n, f"{where}.bid")
            if bid not in hand:
                raise _fail(f"{where}.bid must be a card of the hand (G-B1)")
        hands.append(hand)
        bids.append(bid)
        played.append(done)
        won.append(_cards(pd["won"], n, f"{where}.won"))
    if len(set(ids)) != len(ids):
        raise _fail("player ids must be unique")
    if prize is not None and all(b is not None for b in bids):
        raise _fail("every seat has bid: the round should have been revealed (G-B3)")
    expected: list[list[int]] = [[] for _ in players]
    for r, p in enumerate(past):
        winner = round_winner([done[r] for done in played])
        if winner is not None:
            expected[winner].append(p)
    if [list(w) for w in won] != expected:
        raise _fail("won must list the prizes each seat's bids won, in order (G-B3, G-B4)")
    return State(
        rs, tuple(ids), tuple(hands), tuple(bids), tuple(played), tuple(won), past, prize, deck
    )


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON, with its ruleset so a running game keeps its rules."""
    return {
        "game": "goofspiel",
        "version": FORMAT_VERSION,
        "ruleset": state.ruleset.to_json(),
        "prize": state.prize,
        "deck": list(state.deck),
        "past_prizes": list(state.past_prizes),
        "players": [
            {"id": pid, "hand": list(hand), "bid": bid, "played": list(done), "won": list(won)}
            for pid, hand, bid, done, won in zip(
                state.ids, state.hands, state.bids, state.played, state.won, strict=True
            )
        ],
    }


def action_from_json(data: Any) -> Action:
    """Read an action from its canonical JSON; raise ``InvalidState`` if it is malformed."""
    if not isinstance(data, dict) or data.get("type") != "bid":
        raise InvalidState('invalid goofspiel action: expected {"type": "bid", "card": …}')
    if set(data) != {"type", "card"}:
        raise InvalidState("invalid goofspiel action: a bid has exactly the keys type and card")
    card = data["card"]
    if type(card) is not int or not 1 <= card <= 99:
        raise InvalidState(f"invalid goofspiel action: card must be a card number, not {card!r}")
    return Bid(card)


def action_to_json(action: Action) -> dict[str, Any]:
    """Write an action as canonical JSON."""
    return {"type": "bid", "card": action.card}
