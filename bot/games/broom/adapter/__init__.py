"""The ``broom`` game in Discord: its table, its hand panel, its words.

``bot.load_extension("bot.games.broom.adapter")`` plugs the game in (``setup``). The table
(``table.py``) is drawn from the public view; the panel (``panel.py``, ``choices.py``) from the
seat's own view and legal actions, every decision of B-Q1 … B-Q7 in the fewest taps; the events
are said per viewer and language (``events.py``); the rules card with the ruleset's values
(``rules.py``). The pictures (``art.py``: the board and a seat's roles, drawn in a worker
process) and the finished game's chart (``progress.py``) are wired in here. Words:
``data/locales/*/broom*.ftl``; the table speaks the game's language, the panel, the refusals
and the rules card their reader's.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from bot.engine import Event
from bot.engine.spec import GameSpec
from bot.games.broom import RULES
from bot.games.broom.adapter import art, events, panel, progress, rules
from bot.games.broom.adapter.table import table_of
from bot.games.broom.ruleset import Bundle
from bot.games.broom.spec import SPEC
from bot.i18n import voice
from bot.services.progress import Moment
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import Button, EventWords, MoveWords, Panel, Picture, SeatSight, Step
from bot.ui.drawing.chart import Chart
from bot.ui.host import Host


class BroomAdapter(MoveWords):
    """Broom Service as members see it."""

    words: ClassVar[EventWords] = events

    spec: GameSpec = SPEC
    verbs = panel.VERBS
    fields = panel.FIELDS

    def done(self, game: GameRecord, evs: Sequence[Event], seat: int, locale: str) -> str:
        names = [s.mention for s in game.seats]
        return events.done(evs, seat, locale, names, bundle_of_game(game.ruleset_json))

    def summary(self, game: GameRecord, evs: Sequence[Event], language: str | None = None) -> str:
        names = [s.mention for s in game.seats]
        data = bundle_of_game(game.ruleset_json)
        return events.summary(evs, language or game.language, names, data)

    def timeout_words(self, language: str) -> str:
        return voice(language)("broom-timeout")

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        return table_of(game, view, self.timeout_words(game.language))

    def table_picture(self, view: dict[str, Any], language: str) -> Picture | None:
        return functools.partial(art.table_png, view, language)  # drawn in a worker process

    def table_controls(self, game: GameRecord, view: dict[str, Any]) -> tuple[Button, ...]:
        return ()  # the pick is simultaneous; a lead or a follow depends on the hand

    def panel(self, sight: SeatSight, notice: str | None) -> Panel:
        return panel.draw(sight, notice)

    def click(self, sight: SeatSight, verb: str, arg: int) -> Step:
        return panel.click(sight, verb, arg)

    def pick(self, sight: SeatSight, field: str, values: Sequence[str]) -> Step:
        return panel.pick(sight, field, values)

    def rules_embed(self, ruleset: dict[str, Any], locale: str) -> discord.Embed:
        return rules.rules_embed(ruleset, locale)

    def progress(self, moments: Sequence[Moment], language: str) -> Chart | None:
        return progress.progress(moments, language)

    def warm_up(self) -> None:
        art.warm_up()


@functools.lru_cache(maxsize=8)
def bundle_of_game(ruleset_json: str | None) -> Bundle | None:
    """The bundle a game plays on (its stored ruleset), so that its log names its own regions
    and towers; None (the standard bundle) for a game not started."""
    if ruleset_json is None:
        return None
    return RULES.ruleset(json.loads(ruleset_json)).data


ADAPTER = BroomAdapter()


async def setup(bot: Host) -> None:
    """Plug the game in (``bot.load_extension`` entry point)."""
    await bot.add_game(ADAPTER)
