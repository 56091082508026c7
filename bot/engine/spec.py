"""A game's identity in one record (``GameSpec``), like OpenSpiel's ``_GAME_TYPE``.

Every fact the house needs about a game — its id, its title, how many seats, which bot players,
its rules object and its Discord extension — is said once, here, by the game's own package
(how its turns go is the rules' own: ``Rules.turn``); everything else (command options, lobby
titles, the registry, the extensions the bot loads) is built from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.rules import Rules


@dataclass(frozen=True, slots=True)
class GameSpec:
    """What the house knows of one game."""

    id: str
    """The game id: the key of the registry, stored in every game's row, the command group."""
    title: str
    """The game's name as players read it."""
    summary: str
    """One line about the game (the command group's description: at most 100 characters)."""
    rules: Rules[Any, Any]
    """The pure rules (``bot.engine.Rules``)."""
    extension: str
    """The module the bot loads for the game's commands and components (``load_extension``)."""
    default_bot_level: str | None = None
    """The level a bot gets when none is named (and for seats stored without one); one of the
    rules' ``bot_levels``, or None for a game without bot players."""
    title_key: str | None = None
    """The catalogue message of the title in every language (``<id>-title``, in ``games.ftl``);
    None: ``title`` in every language. ``title`` stays the English, for the registry."""
    summary_key: str | None = None
    """The catalogue message of the summary (``<id>-summary``); None: ``summary`` everywhere."""

    def __post_init__(self) -> None:
        if not self.id.isascii() or not self.id.isidentifier() or not self.id.islower():
            raise ValueError(f"a game id is a lowercase ASCII identifier, not {self.id!r}")
        if len(self.summary) > 100:
            raise ValueError(f"{self.id}: the summary is over 100 characters")
        if self.default_bot_level is not None and self.default_bot_level not in self.bot_levels:
            raise ValueError(f"{self.id}: the default bot level must be one of its levels")
        if self.rules.game_id != self.id:
            raise ValueError(f"{self.id}: its rules say they are {self.rules.game_id!r}")

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The bot players that can take a seat, weakest first (the rules implement them)."""
        return self.rules.bot_levels

    @property
    def min_seats(self) -> int:
        """The fewest players a game can start with (bots count)."""
        return self.rules.min_players

    @property
    def max_seats(self) -> int:
        """The most seats a game can have."""
        return self.rules.max_players
