"""The ``splendor`` game in Discord: its table, its hand panel, its words and pictures.

``bot.load_extension("bot.games.splendor.adapter")`` plugs the game in (``setup``). The table
(``public.py``, and its picture ``art.render_table``) is drawn from the public view; the panel
(``panel.py``, and its picture ``art.render_hand``) from the seat's own view, its moves in the
fewest taps the rules allow. Words: ``data/locales/*/splendor*.ftl``; the table speaks the
game's language, the panel, the refusals and the rules card their reader's.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import discord

from bot.engine.spec import GameSpec
from bot.games.splendor import RULES, view_for
from bot.games.splendor.adapter import events, panel, progress, rules
from bot.games.splendor.adapter.art import render_hand, render_table
from bot.games.splendor.adapter.public import table_message
from bot.games.splendor.adapter.scenes import hand_scene, table_scene
from bot.games.splendor.adapter.words import noble_text, points_text
from bot.games.splendor.bots import explain
from bot.games.splendor.reader import read
from bot.games.splendor.spec import SPEC
from bot.i18n import ENGLISH, voice
from bot.services.progress import Moment
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import Button, EventWords, MoveWords, Panel, Picture, SeatSight, Step
from bot.ui.drawing.chart import Chart
from bot.ui.host import Host


def table_png(view: Mapping[str, Any], language: str, names: Mapping[int, str]) -> bytes:
    """Draw the public table from its view in ``language`` (a module function: picklable)."""
    return render_table(table_scene(read(view), names, language), language)


def hint_words(reason: explain.Reason | None, language: str) -> str | None:
    """Say a purchase's reason in ``language`` (None: nothing to say)."""
    if reason is None:
        return None
    say = voice(language)
    if reason.kind == "points":
        return say("splendor-hint-points", points=points_text(reason.points, language))
    assert reason.noble is not None
    noble = noble_text(reason.noble, language)
    if reason.kind == "visit":
        return say("splendor-hint-visit", noble=noble)
    return say("splendor-hint-noble", have=reason.have, need=reason.need, noble=noble)


class SplendorAdapter(MoveWords):
    """Splendor as members see it."""

    words: ClassVar[EventWords] = events

    spec: GameSpec = SPEC
    verbs = panel.VERBS
    fields = panel.FIELDS

    def timeout_words(self, language: str) -> str:
        return voice(language)("splendor-timeout")

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        return table_message(game, read(view), self.timeout_words(game.language), recent)

    def table_picture(self, view: dict[str, Any], language: str) -> Picture | None:
        return functools.partial(table_png, view, language)  # drawn in a worker process

    def table_controls(self, game: GameRecord, view: dict[str, Any]) -> tuple[Button, ...]:
        return ()

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
        state = RULES.new_game(2, 0)
        render_table(table_scene(view_for(state, None)), ENGLISH)
        render_hand(hand_scene(view_for(state, 0)), ENGLISH)

    def hint_why(self, sight: SeatSight, action: Any) -> str | None:
        """Why a purchase is good (a practice game's hint), from the seat's view only."""
        return hint_words(explain.reason(read(sight.view), action), sight.locale)


ADAPTER = SplendorAdapter()


async def setup(bot: Host) -> None:
    """Plug the game in (``bot.load_extension`` entry point)."""
    await bot.add_game(ADAPTER)
