"""What the Discord layer reads of a running game in one go: its state, views and legal moves.

``situation(game, seats)`` parses the state at most once (not at all when the caller already
holds it, e.g. ``MoveResult.last.state`` after a move), asks the rules for each distinct seat's
view once, for the legal actions of each asked seat that is active once, and for the turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.engine import Rules, Turn
from bot.services.play import PlayMixin
from bot.storage import GameRecord


@dataclass(frozen=True, slots=True)
class Situation:
    """A started game as its seats (and the public) see it now."""

    game: GameRecord
    state: Any
    """The game's state, parsed once."""
    active: tuple[int, ...]
    """The seats that may move now (``rules.active_seats``), in seat order; () once over."""
    views: dict[int | None, dict[str, Any]]
    """``rules.view_for(state, seat)`` for each seat asked (None: the public)."""
    legal: dict[int, list[Any]]
    """``rules.legal_actions(state, seat)`` for each asked seat that is active."""
    turn: Turn
    """``rules.turn(state)``: the turn's number, and whether its seats decide at once."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """Return what ``seat`` (None: a spectator) sees; it must have been asked for."""
        try:
            return self.views[seat]
        except KeyError:
            raise KeyError(f"the view of seat {seat} was not asked for") from None


class SituationMixin(PlayMixin):
    """Reading a game for display, parsing and viewing each thing once."""

    async def situation(
        self, game: GameRecord, seats: Iterable[int | None], *, state: Any = None
    ) -> Situation:
        """Return the state, active seats, views and legal actions of ``seats`` in ``game``.

        ``state``: the game's state when the caller has it already (it is then not loaded);
        it must be the state of ``game`` as given. ``seats``: seat indexes, None for the
        public view; repeats are asked once.
        """
        rules = self.rules_for(game.kind)
        if state is None:
            state = await self.state(game)
        active = tuple(rules.active_seats(state))
        views: dict[int | None, dict[str, Any]] = {}
        legal: dict[int, list[Any]] = {}
        for seat in seats:
            if seat in views:
                continue
            if seat is not None and not 0 <= seat < len(game.seats):
                raise ValueError(f"game {game.id} has no seat {seat}")
            views[seat] = rules.view_for(state, seat)
            if seat is not None and seat in active:
                legal[seat] = self._legal_actions(rules, game, state, seat)
        return Situation(game, state, active, views, legal, rules.turn(state))

    def _legal_actions(
        self, rules: Rules[Any, Any], game: GameRecord, state: Any, seat: int
    ) -> list[Any]:
        """``rules.legal_actions(state, seat)``, listed once per game, version and seat while
        the same state object is read (the state cache gives the same one): a hand shown, then
        its click."""
        key = (game.id, game.version, seat)
        kept = self._legal.get(key)
        if kept is not None and kept[0] is state:
            return list(kept[1])
        actions = rules.legal_actions(state, seat)
        self._legal.put(key, (state, list(actions)))
        return actions
