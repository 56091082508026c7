"""The game service: lobbies and the move pipeline, with no Discord types.

``GameService`` is one class composed from mixins, one job each: ``core`` (construction,
locks, loading games and states), ``preferences`` (settings and members), ``play`` (the move
pipeline), ``lobby`` and ``turns`` (the turn clock). Every name once defined here is still
importable from here.
"""

from __future__ import annotations

from bot.services.core import ServiceCore, check_seats, compact, log
from bot.services.lobby import LobbyMixin, seat_order
from bot.services.play import AUTO_PREFIX, MAX_AUTOMATIC, MoveResult, PlayMixin
from bot.services.preferences import SETTINGS_CACHE, PreferencesMixin
from bot.services.turns import Due, TurnsMixin

__all__ = [
    "AUTO_PREFIX",
    "MAX_AUTOMATIC",
    "SETTINGS_CACHE",
    "Due",
    "GameService",
    "MoveResult",
    "check_seats",
    "compact",
    "log",
    "seat_order",
]


class GameService(LobbyMixin, TurnsMixin, PlayMixin, PreferencesMixin, ServiceCore):
    """Lobby and play operations; every refusal is a ``UserFacingError`` and writes nothing."""
