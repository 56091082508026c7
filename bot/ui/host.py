"""What the cogs and the games' adapters need of the bot (``bot.client.HoardBot`` is one).

The cogs type ``interaction.client`` and their bot as ``Host``: they never import the client,
so the client may import them (it loads them as extensions) without a cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.services import GameService
from bot.services.records import GameRecord
from bot.ui.picture_cache import PictureCache

if TYPE_CHECKING:
    from bot.services.scheduler import Notifier
    from bot.ui.adapter import GameAdapter


class Host(Protocol):
    """The bot, as the cogs and adapters see it."""

    @property
    def service(self) -> GameService:
        """The game service (the only way to the games)."""
        ...

    pictures: PictureCache
    stopping: bool
    """True once a stop began: new interactions are answered, not acted on."""
    notifiers: dict[str, Notifier]
    """The turn clock's notices, by game kind."""
    adapters: dict[str, GameAdapter]
    """Every loaded game's Discord adapter, by game kind."""

    def adapter_of(self, game: GameRecord) -> GameAdapter:
        """Return the adapter of a game's kind; a game whose kind is not loaded is refused
        (``UnknownGameKind``, naming the game)."""
        ...

    async def add_game(self, adapter: GameAdapter) -> None:
        """Plug a game in: its command group, its turn-clock notices, its adapter."""
        ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable:
        """A channel to post in, without fetching it."""
        ...

    def get_user(self, id: int, /) -> discord.User | None:
        """A cached user."""
        ...

    async def fetch_user(self, user_id: int, /) -> discord.User:
        """A user, fetched."""
        ...

    def get_guild(self, id: int, /) -> discord.Guild | None:
        """A server of this process's cache (None: not served here, or the bot left it)."""
        ...


def host_of(interaction: discord.Interaction[Any]) -> Host:
    """Return the bot an interaction reached."""
    client: Host = interaction.client
    return client
