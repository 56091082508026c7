"""The ``goofspiel`` game in Discord: its table, its hand panel (one tap bids), its rules text.

``bot.load_extension("bot.games.goofspiel.adapter")`` plugs the game in (``setup``). Every
seat bids at once: the panel shows a button per card in hand, and that one tap is the bid. The
buttons carry the card's position in the sorted hand, never the card itself. The table
(``table.py``) and the panel (``panel.py``) read the view once per drawing, through
``reader.read``. Their words are in ``data/locales/*/goofspiel.ftl``: the table speaks the
game's language, the panel, the refusals and the rules card their reader's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from bot.engine.spec import GameSpec
from bot.games.goofspiel import bots
from bot.games.goofspiel.adapter import events, progress
from bot.games.goofspiel.adapter.panel import bid_of, draw_panel
from bot.games.goofspiel.adapter.table import COLOUR, table_message
from bot.games.goofspiel.reader import read
from bot.games.goofspiel.ruleset import ruleset_from_json
from bot.games.goofspiel.spec import SPEC
from bot.i18n import voice
from bot.services import errors
from bot.services.progress import Moment
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import Button, EventWords, MoveWords, Panel, Picture, SeatSight, Step
from bot.ui.drawing.chart import Chart
from bot.ui.host import Host


class GoofspielAdapter(MoveWords):
    """Goofspiel as members see it."""

    words: ClassVar[EventWords] = events

    spec: GameSpec = SPEC
    verbs = frozenset({"bid"})
    fields: frozenset[str] = frozenset()

    def timeout_words(self, language: str) -> str:
        return voice(language)("goofspiel-timeout")

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        return table_message(game, read(view), self.timeout_words(game.language))

    def table_picture(self, view: dict[str, Any], language: str) -> Picture | None:
        return None

    def table_controls(self, game: GameRecord, view: dict[str, Any]) -> tuple[Button, ...]:
        return ()

    def panel(self, sight: SeatSight, notice: str | None) -> Panel:
        return draw_panel(sight, notice)

    def click(self, sight: SeatSight, verb: str, arg: int) -> Step:
        return bid_of(sight, verb, arg)

    def pick(self, sight: SeatSight, field: str, values: Sequence[str]) -> Step:
        raise errors.BadRequest("goofspiel-bad-choice")

    def rules_embed(self, ruleset: dict[str, Any], locale: str) -> discord.Embed:
        say = voice(locale)
        cards = ruleset_from_json(ruleset).cards
        embed = discord.Embed(title=say("goofspiel-rules-title"), colour=COLOUR)
        embed.description = say("goofspiel-rules", cards=cards)
        return embed

    def progress(self, moments: Sequence[Moment], language: str) -> Chart | None:
        return progress.progress(moments, language)

    def warm_up(self) -> None:
        return None

    def hint_why(self, sight: SeatSight, action: Any) -> str | None:
        """Why the strongest bot bids ``action`` (a practice game's hint), from the view."""
        why = bots.reason(read(sight.view), action)
        if why is None:
            return None
        return voice(sight.locale)("goofspiel-hint-closest", card=str(why[0]), prize=str(why[1]))


ADAPTER = GoofspielAdapter()


async def setup(bot: Host) -> None:
    """Plug the game in (``bot.load_extension`` entry point)."""
    await bot.add_game(ADAPTER)
