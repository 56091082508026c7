"""Services: the game lifecycle, the only layer that combines storage and rules."""

from bot.services.errors import UserFacingError
from bot.services.games import GameService, MoveResult
from bot.services.situation import Situation

__all__ = ["GameService", "MoveResult", "Situation", "UserFacingError"]
