"""The game service: lobbies and the move pipeline, with no Discord types.

``GameService`` is one class composed from mixins, one job each: ``core`` (construction,
locks, loading games and states), ``preferences`` (settings and members), ``play`` (the move
pipeline), ``lobby``, ``turns`` (the turn clock), ``situation`` (what the Discord layer reads
of a game, each thing once), ``acting`` (a click decided and played under the lock),
``undo`` (a move taken back), ``history`` (the move log, a page at a time), ``stats`` (stats,
leaderboards, histories) and ``notices`` (a member's games everywhere, their direct-message
notices).
Every name once defined here is still importable from here.
"""

from __future__ import annotations

from bot.services.acting import Acted, ActingMixin, Decision
from bot.services.core import ServiceCore, check_seats, compact, log
from bot.services.history import LOG_PAGE, HistoryMixin
from bot.services.lobby import LobbyMixin, seat_order
from bot.services.notices import NoticesMixin
from bot.services.play import AUTO_SUMMARY, MAX_AUTOMATIC, MoveResult, PlayMixin
from bot.services.practice import PracticeMixin
from bot.services.preferences import SETTINGS_CACHE, PreferencesMixin
from bot.services.rematch import RematchMixin
from bot.services.resigning import ResignMixin
from bot.services.situation import Situation, SituationMixin
from bot.services.stats import StatsMixin
from bot.services.turns import Due, TurnsMixin
from bot.services.undo import UndoMixin, Undone

__all__ = [
    "AUTO_SUMMARY",
    "LOG_PAGE",
    "MAX_AUTOMATIC",
    "SETTINGS_CACHE",
    "Acted",
    "Decision",
    "Due",
    "GameService",
    "MoveResult",
    "Situation",
    "Undone",
    "check_seats",
    "compact",
    "log",
    "seat_order",
]


class GameService(
    PracticeMixin,
    RematchMixin,
    ResignMixin,
    LobbyMixin,
    TurnsMixin,
    ActingMixin,
    NoticesMixin,
    SituationMixin,
    UndoMixin,
    HistoryMixin,
    StatsMixin,
    PlayMixin,
    PreferencesMixin,
    ServiceCore,
):
    """Lobby and play operations; every refusal is a ``UserFacingError`` and writes nothing."""
