"""The pure, game-agnostic engine core: no discord, asyncio, I/O, clock or global random."""

from bot.engine.errors import IllegalAction, InvalidState
from bot.engine.events import Event
from bot.engine.rules import Outcome, Rules, Turn

__all__ = ["Event", "IllegalAction", "InvalidState", "Outcome", "Rules", "Turn"]
