"""The ``village`` game in Discord: its adapter (table, hand panel, texts, pictures).

``bot.load_extension("bot.games.village.adapter")`` plugs the game in (``setup``): the house
builds its ``/village`` commands from the spec and routes its components here.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from bot.engine.spec import GameSpec
from bot.games import village
from bot.games.village.adapter import events, panel, pictures, progress
from bot.games.village.adapter.table import table_message
from bot.games.village.adapter.text import rules_embed
from bot.games.village.spec import SPEC
from bot.i18n import catalogue
from bot.services.progress import Moment
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import Button, EventWords, MoveWords, Panel, Picture, SeatSight, Step
from bot.ui.drawing.chart import Chart
from bot.ui.host import Host


class VillageAdapter(MoveWords):
    """*Please Don't Burn My Village!* as members see it."""

    words: ClassVar[EventWords] = events

    spec: GameSpec = SPEC
    verbs = panel.VERBS
    fields = panel.FIELDS

    def timeout_words(self, language: str) -> str:
        return catalogue().text(language, "village-table-timeout")

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        return table_message(game, view, recent)

    def table_picture(self, view: dict[str, Any], language: str) -> Picture:
        return functools.partial(pictures.render_table, view, language=language)

    def table_controls(self, game: GameRecord, view: dict[str, Any]) -> tuple[Button, ...]:
        return panel.table_controls(view, game.language)

    def panel(self, sight: SeatSight, notice: str | None) -> Panel:
        return panel.draw(sight, notice)

    def click(self, sight: SeatSight, verb: str, arg: int) -> Step:
        return panel.click(sight, verb, arg)

    def pick(self, sight: SeatSight, field: str, values: Sequence[str]) -> Step:
        return panel.pick(sight, field, values)

    def rules_embed(self, ruleset: dict[str, Any], locale: str) -> discord.Embed:
        return rules_embed(ruleset, locale)

    def progress(self, moments: Sequence[Moment], language: str) -> Chart | None:
        return progress.progress(moments, language)

    def warm_up(self) -> None:
        state = village.new_game(SPEC.min_seats, 0)
        pictures.render_table(village.view_for(state, None))
        pictures.render_hand(village.view_for(state, 0))
        catalogue()  # the words of every language, read once


ADAPTER = VillageAdapter()


async def setup(bot: Host) -> None:
    """Plug the game in (``bot.load_extension`` entry point)."""
    await bot.add_game(ADAPTER)
