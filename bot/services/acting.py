"""A click on a player's panel, under the game's lock: decide from what the seat sees, then act.

The Discord layer hands over a pure ``decide`` (the game's adapter: a click → a new draft or
one of the seat's legal actions). The service loads the game and parses its state once, gives
``decide`` the seat's situation (its view and legal actions, each computed once), and either
saves the draft or plays the action, the automatic moves after it included; it answers with
the situation after, where the seat's and the public views are computed from the new state
without parsing it again.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bot.services import errors
from bot.services.play import MoveResult
from bot.services.situation import Situation, SituationMixin
from bot.services.undo import UndoMixin

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What a click decided: a new draft to remember, or an action to play (or neither)."""

    draft: dict[str, Any] | None = None
    action: Any = None


Decide = Callable[[Situation, int, dict[str, Any]], Decision]
"""``decide(situation, seat, draft)``: pure; may raise a ``UserFacingError`` to refuse. An
action it returns must be one of the seat's legal actions (anything else is refused)."""


@dataclass(frozen=True, slots=True)
class Acted:
    """What a click did."""

    seat: int
    after: Situation
    """The game now: the seat's view (and the public view after a move)."""
    draft: dict[str, Any] = field(default_factory=dict)
    """The seat's draft now ({} after a move)."""
    result: MoveResult | None = None
    """The move played, if the click played one."""
    continued: bool = False
    """The move left its turn going on (``Rules.turn``: the same number after it and after
    every move played at once after it): the seat's next decision of the same turn, or the
    others still choosing in a step where seats choose at once. The table is edited, not
    posted again."""
    undo: bool = False
    """The mover's "Done" panel offers Undo (``UndoMixin.undo_offered``): set on the
    situation right after the move, before any bot plays."""


async def _nothing() -> None:
    return None


class ActingMixin(SituationMixin, UndoMixin):
    """Clicks on a panel: one load, one parse, one view per seat concerned."""

    async def act(
        self,
        game_id: int,
        user_id: int,
        expected_version: int,
        decide: Decide,
        *,
        before_move: Callable[[], Awaitable[None]] = _nothing,
        after_move: Callable[[Acted], Awaitable[None]] | None = None,
    ) -> Acted:
        """Run ``decide`` for ``user_id``'s seat on the board they saw, then do what it says.

        ``before_move`` is awaited once the decision is to play, before the move (Discord's
        acknowledgement: the bots may think afterwards). ``after_move`` is awaited with the seat's
        situation right after its own move is stored, before any bot or absent player is
        played for (the mover's panel says "Done" at once). Refusals (``StaleBoard``,
        ``NotYourTurn``, ``IllegalMove``, ``BadRequest``) change nothing.
        """
        async with self.lock(game_id):
            game, seat = await self._seated(game_id, user_id, expected_version)
            before = await self.situation(game, [seat])
            if seat not in before.active:
                raise await self._not_your_turn(game, seat, before.active, before.turn.together)
            draft = await self.draft(game, user_id)
            decision = decide(before, seat, draft)
            if decision.action is None:
                if decision.draft is None:
                    return Acted(seat, before, draft)
                await self.save_draft(game, user_id, decision.draft)
                return Acted(seat, before, decision.draft)
            if decision.action not in before.legal.get(seat, ()):  # computed once, above
                raise errors.BadRequest("errors-move-not-allowed")
            await before_move()
            result = await self._play(game, before.state, seat, decision.action, reason=None)
            own = None
            if after_move is not None:
                own = await self.situation(result.game, [seat, None], state=result.state)
                offered = await self.undo_offered(
                    before.state, before.turn, seat, decision.action, result
                )
                try:
                    await after_move(Acted(seat, own, {}, result, undo=offered))
                except Exception:  # telling the mover never stops the bots' turns
                    log.warning(
                        "game %s: could not show the move to its mover", game_id, exc_info=True
                    )
            autos = await self._play_automatic(result.game, result.state)
            result = replace(result, auto=tuple(autos))
            last = result.last
            after = own if own is not None and not autos else None
            if after is None:  # the board after the bots' moves (or nobody was told yet)
                after = await self.situation(last.game, [seat, None], state=last.state)
            rules = self.rules_for(game.kind)
            numbers = {rules.turn(m.state).number for m in (result, *autos)}
            continued = bool(after.active) and numbers == {before.turn.number}
            return Acted(seat, after, {}, result, continued)
