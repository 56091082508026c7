"""``GameRepository``: every repository of the bot in one object over the shared Database.

Each part has one job and its own file; the service (and the maintenance commands, the
tests) reach them all as ``service.repo.<method>``.
"""

from __future__ import annotations

from bot.storage.clock import ClockStore
from bot.storage.drafts import DraftStore
from bot.storage.guild_settings import SettingsStore
from bot.storage.history import HistoryStore
from bot.storage.holidays import HolidayStore
from bot.storage.members import MemberStore
from bot.storage.meta import MetaStore
from bot.storage.notices import NoticeStore
from bot.storage.playing import PlayingStore
from bot.storage.ratings import RatingStore
from bot.storage.stats import StatsStore
from bot.storage.tables import TableStore


class GameRepository(
    PlayingStore,
    HistoryStore,
    ClockStore,
    DraftStore,
    SettingsStore,
    MetaStore,
    MemberStore,
    RatingStore,
    StatsStore,
    TableStore,
    HolidayStore,
    NoticeStore,
):
    """Every table: games and seats, the move log, turn clocks, drafts, settings, meta,
    members, ratings, stats, the tables' bookkeeping, holidays, the games a member plays
    (``PlayingStore``, the games store with that query) and the notices by DM."""
