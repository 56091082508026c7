"""``relay`` in Discord, as plainly as the house allows: a table that pings whoever is to move,
a panel of one button per legal action (tests only: its words are not in the catalogue)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from bot.engine import Event
from bot.services import errors
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import (
    Button,
    EventWords,
    MoveWords,
    Panel,
    Picture,
    SeatSight,
    Step,
    table_reply,
    turn_line,
)
from bot.ui.host import Host
from tests.toy import SPEC
from tests.toy.rules import DECISIONS, Add, Added, Ordered, Pick, Picked


def said(event: Event, names: Sequence[str] | None) -> str:
    who = "?" if event.seat is None or names is None else names[event.seat]
    if isinstance(event, Picked):
        return f"{who} has picked."
    if isinstance(event, Ordered):
        return "Order: " + ", ".join(str(s) for s in event.order) + "."
    if isinstance(event, Added):
        return f"{who} added {event.value} ({event.left} left)."
    return f"{event.kind}."


class Words:
    """The events in words (English only)."""

    @staticmethod
    def done(
        events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None = None
    ) -> str:
        return " ".join(said(e, names) for e in events)

    @staticmethod
    def summary(events: Sequence[Event], locale: str, names: Sequence[str] | None = None) -> str:
        return " ".join(said(e, names) for e in events)


def to_move(view: dict[str, Any]) -> list[int]:
    if view["round"] >= view["rounds"]:
        return []
    if view["picking"]:
        return [s for s, chosen in enumerate(view["chosen"]) if not chosen]
    return [view["order"][view["position"]]]


class RelayAdapter(MoveWords):
    words: ClassVar[EventWords] = Words()

    spec = SPEC
    verbs = frozenset({"pick", "add"})
    fields: frozenset[str] = frozenset()

    def timeout_words(self, language: str) -> str:
        return "1 is played for you."

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        active = to_move(view)
        names = " ".join(game.seats[s].mention for s in active)
        if not active:
            content = "Relay is over."
        elif view["picking"]:
            content = f"{names}: round {view['round'] + 1}, everyone picks 1 to 3 at once."
        else:
            content = f"{names}: your turn, decision {view['decisions'] + 1} of {DECISIONS}."
        embed = discord.Embed(title="Relay")
        pairs = zip(game.seats, view["scores"], strict=True)
        scores = ", ".join(f"{s.mention} {v}" for s, v in pairs)
        embed.description = f"Scores: {scores}"
        return table_reply(game, content, embed, active)

    def table_picture(self, view: dict[str, Any], language: str) -> Picture | None:
        return None

    def table_controls(self, game: GameRecord, view: dict[str, Any]) -> tuple[Button, ...]:
        return ()

    def panel(self, sight: SeatSight, notice: str | None) -> Panel:
        view = sight.view
        lines = [f"**{notice}**"] if notice else []
        lines.append(turn_line(sight))
        if view["picking"] and view["picks"][sight.seat] is not None:
            lines.append(f"You picked {view['picks'][sight.seat]}.")
        if sight.my_turn and not view["picking"]:
            lines.append(f"Decision {view['decisions'] + 1} of {DECISIONS}.")
        embed = discord.Embed(title="Relay", description="\n".join(lines))
        controls: list[Button] = []
        for action in sight.legal:
            verb = "pick" if isinstance(action, Pick) else "add"
            controls.append(Button(verb, f"{verb} {action.value}", "primary", arg=action.value))
        controls.append(Button("refresh", "Refresh", row=1))
        return Panel(embed, tuple(controls))

    def click(self, sight: SeatSight, verb: str, arg: int) -> Step:
        action = Pick(arg) if verb == "pick" else Add(arg)
        if action not in sight.legal:
            raise errors.BadRequest("errors-move-not-allowed")
        return Step.play(action)

    def pick(self, sight: SeatSight, field: str, values: Sequence[str]) -> Step:
        raise errors.BadRequest("errors-move-not-allowed")

    def rules_embed(self, ruleset: dict[str, Any], locale: str) -> discord.Embed:
        return discord.Embed(title="Relay", description="Pick at once, then add in turn.")

    def warm_up(self) -> None:
        return None

    def progress(self, moments: Sequence[Any], language: str) -> None:
        return None


ADAPTER = RelayAdapter()


async def setup(bot: Host) -> None:
    """Plug the toy game in (``bot.load_extension``)."""
    await bot.add_game(ADAPTER)
