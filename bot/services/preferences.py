"""Server settings and member preferences: the settings cache, DM reminders, forgetting."""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from bot.services import errors
from bot.services.core import ServiceCore
from bot.services.settings import GuildSettings, merged, settings_error
from bot.storage import Forgotten, MemberSeated

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""

SETTINGS_CACHE = 512
"""Servers whose settings are kept in memory (least recently used dropped first)."""

SETTINGS_FRESH = 30.0
"""Seconds a server's settings are used from memory before they are read again: a change made
by another process on the same database (shards) is seen within that time."""


class PreferencesMixin(ServiceCore):
    """A server's settings (kept in memory) and what the bot keeps about members."""

    async def settings(self, guild_id: int) -> GuildSettings:
        """Return a server's settings (defaults where it set nothing); kept in memory for
        ``SETTINGS_FRESH`` seconds (another process may change them)."""
        cached = self._settings.get(guild_id)
        if cached is not None and time.monotonic() - cached[0] < SETTINGS_FRESH:
            self._settings.move_to_end(guild_id)
            return cached[1]
        stored = await self.repo.guild_settings(guild_id)
        settings = GuildSettings()
        if stored is not None:
            try:
                settings = GuildSettings.model_validate(stored)
            except ValidationError:
                log.error("guild %s: stored settings are invalid; using the defaults", guild_id)
        self._remember(guild_id, settings)
        return settings

    def _remember(self, guild_id: int, settings: GuildSettings) -> None:
        self._settings[guild_id] = (time.monotonic(), settings)
        self._settings.move_to_end(guild_id)
        while len(self._settings) > SETTINGS_CACHE:
            self._settings.popitem(last=False)

    async def update_settings(
        self, guild_id: int, changes: Mapping[str, Any], *, can_manage_guild: bool
    ) -> GuildSettings:
        """Change a server's settings (Manage Server only); refuse invalid values, naming why."""
        if not can_manage_guild:
            raise errors.NotAllowed("errors-manage-server")
        try:
            new = merged(await self.settings(guild_id), dict(changes))
        except ValidationError as err:
            raise errors.BadRequest(
                "errors-settings-not-changed", reason=settings_error(err)
            ) from None
        await self.repo.set_guild_settings(guild_id, new.model_dump(), self._now())
        self._remember(guild_id, new)
        log.info("guild %s: settings changed: %s", guild_id, dict(changes))
        return new

    async def set_notify(self, user_id: int, on: bool) -> None:
        """Turn direct-message reminders on or off for a member."""
        await self.repo.set_notify_dm(user_id, on, self._now())

    async def notify_dm(self, user_id: int) -> bool:
        """Say whether a member wants reminders by direct message."""
        return await self.repo.notify_dm(user_id)

    async def forget_member(self, user_id: int, *, dry_run: bool = False) -> Forgotten:
        """Remove what the bot keeps about a member: preferences, drafts, display names.

        Refused (``StillSeated``) while they hold a seat in a lobby or a running game. Ended
        games keep their user id, and a finished game their score and rank, as the game's
        record: its saved state names the players by id, so its replay needs them.
        ``dry_run`` only counts what would be removed.
        """
        if user_id <= 0:
            raise errors.BadRequest("errors-not-a-member-id", user=str(user_id))
        try:
            found = await self.repo.forget_member(user_id, apply=not dry_run)
        except MemberSeated as seated:
            raise errors.StillSeated(user_id, seated.games) from None
        if found.done:
            log.info(
                "member %s forgotten: %s preferences, %s drafts, %s names removed",
                user_id,
                found.preferences,
                found.drafts,
                found.names,
            )
        return found
