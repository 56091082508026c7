"""Services: the game lifecycle, the only layer that combines storage and rules."""

from bot.services.errors import UserFacingError
from bot.services.games import GameService, MoveResult

__all__ = ["GameService", "MoveResult", "UserFacingError"]
