"""A finished game step by step (``/hoard replay``) and as a JSON document (``/hoard export``).

Only a finished game is shown: its hands may be named now (the move in words is said as its
mover read it, the card drawn included), while a running game's, and those of a game that was
cancelled, expired or broken, were never shown and stay hidden (the service refuses them). The
table at each step is drawn by the game's adapter from the public view of that step's state.

Anyone in the game's server may read it, from any of its channels: the answers are private
(ephemeral), in the reader's language, and a game of another server is answered as unknown.
The viewer's buttons are persistent items (``h1:replay:…``) naming the step they show; Jump
opens a modal that is answered by its id (``answer_modal``), so it works after a restart too.
"""

from __future__ import annotations

import io
import json
import logging
import re
from dataclasses import replace
from typing import Any, ClassVar

import discord

from bot.i18n import negotiate, voice
from bot.services import errors
from bot.services.history import Replay, check_replayable
from bot.services.records import GameRecord
from bot.services.undo_entries import UNDO, as_turns
from bot.ui import ids
from bot.ui.host import Host, host_of
from bot.ui.replies import KEEP, defer_private, report_error, send, show_private, static_view
from cogs.guard import GameComponent
from cogs.log import clipped, undo_words
from cogs.panel.play import shows
from cogs.table import add_picture

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]
RECENT = 5
"""The moves before a step that its table lists (as the live table does)."""
STEP_DIGITS = 6
"""The longest move number the Jump modal takes (as ``ids.STEP`` holds)."""
WORDS_MAX = 1500
"""The longest move in words shown whole (a message's content holds 2000 characters)."""


class NotHere(errors.UserFacingError):
    """A game this server does not have: unknown, or another server's (said alike)."""

    def __init__(self, game_id: int) -> None:
        super().__init__("replay-not-here", game=errors.number(game_id))


async def game_of_server(interaction: Interaction, game_id: int) -> GameRecord:
    """Return game ``game_id`` if it was played on the server asked from (any channel)."""
    if interaction.guild_id is None:
        raise errors.InDirectMessages()
    try:
        game = await host_of(interaction).service.game(game_id)
    except errors.GameNotFound:
        raise NotHere(game_id) from None
    if game.guild_id != interaction.guild_id:
        log.info("game %s: asked for from guild %s", game_id, interaction.guild_id)
        raise NotHere(game_id)
    return game


class ReplayButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.REPLAY_TEMPLATE
):
    """A button of the replay viewer: shows the step its id names (Jump asks for one)."""

    LABELS: ClassVar[dict[str, str]] = {
        "first": "replay-first",
        "prev": "replay-back",
        "next": "replay-forward",
        "last": "replay-last",
        "jump": "replay-jump",
        "goto": "replay-jump",
        "export": "replay-export",
    }

    def __init__(
        self, action: str, game_id: int, step: int, *, disabled: bool = False, locale: object = "en"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=voice(locale)(self.LABELS[action]),
                style=discord.ButtonStyle.primary
                if action == "jump"
                else discord.ButtonStyle.secondary,
                custom_id=ids.replay(action, game_id, step),
                disabled=disabled,
            )
        )
        self.action = action
        self.game_id = game_id
        self.step = step

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(match["action"], int(match["game"]), int(match["step"]))

    async def reach(self, interaction: Interaction) -> GameRecord:
        """Any channel of the game's server: the replay is private and the game is over."""
        return await game_of_server(interaction, self.game_id)

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        if self.action == "jump":
            check_replayable(game)
            replay = await host_of(interaction).service.replay(game)
            modal = jump_modal(game.id, self.step, replay.steps.moves, interaction.locale)
            await interaction.response.send_modal(modal)
            return
        if self.action == "export":
            await export_answer(interaction, game)
            return
        await show_step(interaction, game, self.step)


def jump_modal(game_id: int, step: int, moves: int, locale: object) -> discord.ui.Modal:
    """Return the modal that asks which move to show (answered by its id: ``answer_modal``)."""
    say = voice(locale)
    modal = discord.ui.Modal(
        title=say("replay-jump-title", game=str(game_id)),
        custom_id=ids.replay("goto", game_id, step),
        timeout=None,
    )
    modal.add_item(
        discord.ui.TextInput(
            label=say("replay-jump-label", moves=str(moves)),
            custom_id=ids.replay("jump", game_id, step),
            placeholder=say("replay-jump-placeholder", moves=str(moves)),
            min_length=1,
            max_length=STEP_DIGITS,
        )
    )
    modal.stop()  # never kept by discord.py: ``answer_modal`` answers it, also after a restart
    return modal


def typed(components: list[Any], custom_id: str) -> str | None:
    """Return what was typed in the text input ``custom_id`` of a submitted modal."""
    stack = list(components)
    while stack:
        component = stack.pop()
        if not isinstance(component, dict):
            continue
        if component.get("custom_id") == custom_id and "value" in component:
            return str(component["value"])
        stack.extend(component.get("components") or [])
        if isinstance(component.get("component"), dict):
            stack.append(component["component"])
    return None


def step_typed(text: str | None, moves: int) -> int:
    """Read a move number typed in the jump modal (0: the start), or refuse it."""
    value = (text or "").strip()
    if len(value) > STEP_DIGITS or not (value.isascii() and value.isdigit()) or int(value) > moves:
        shown = discord.utils.escape_mentions(discord.utils.escape_markdown(clipped(value, 20)))
        raise errors.UserFacingError("replay-bad-jump", typed=shown, moves=str(moves))
    return int(value)


async def answer_modal(interaction: Interaction) -> None:
    """Answer a submitted modal by its id: the house's one modal is the replay's jump (a bad
    number is told in a new private message and the viewer stays as it was); any other is
    answered as out of date."""
    data: dict[str, Any] = dict(interaction.data or {})
    match = re.fullmatch(ids.REPLAY_TEMPLATE, str(data.get("custom_id", "")))
    if match is None or match["action"] != "goto":
        log.info("unknown modal %r from %s", data.get("custom_id"), interaction.user.id)
        await send(interaction, voice(interaction.locale)("errors-stale-component"))
        return
    game_id, step = int(match["game"]), int(match["step"])
    try:
        bot = host_of(interaction)
        if bot.stopping:
            raise errors.Restarting()
        game = await game_of_server(interaction, game_id)
        replay = await bot.service.replay(game)
        field = ids.replay("jump", game_id, step)
        chosen = step_typed(typed(list(data.get("components") or []), field), replay.steps.moves)
        await show_step(interaction, game, chosen)
    except Exception as err:
        await report_error(interaction, err, game_id=game_id)


async def show_step(interaction: Interaction, game: GameRecord, step: int) -> None:
    """Show step ``step`` of a finished game's replay: in place of the viewer clicked, else
    as a new private message."""
    bot = host_of(interaction)
    check_replayable(game)
    if not bot.service.replay_ready(game.id) and not interaction.response.is_done():
        await defer_private(interaction)
    replay = await bot.service.replay(game)
    if not 0 <= step <= replay.steps.moves:
        raise errors.UserFacingError(
            "replay-no-step", game=str(game.id), step=str(step), moves=str(replay.steps.moves)
        )
    await show_private(interaction, await step_content(bot, replay, step, interaction))


def as_read(game: GameRecord, language: str) -> GameRecord:
    """Return the record a replay's table is drawn from: in the reader's ``language``, with
    no clock and nobody away (what the record says of its end, not of the step shown)."""
    seats = tuple(replace(s, absent=False) for s in game.seats)
    return replace(
        game, options={**game.options, "language": language}, seats=seats, deadline_at=None
    )


async def step_content(
    bot: Host, replay: Replay, step: int, interaction: Interaction
) -> dict[str, Any]:
    """Return the viewer at ``step``: the move in words, the table, the buttons, the picture
    (where the server shows pictures), in the reader's language."""
    locale = interaction.locale
    language = negotiate(locale)
    say = voice(language)
    game = as_read(replay.game, language)
    adapter = bot.adapter_of(game)
    steps = replay.steps
    view = bot.service.rules_for(game.kind).view_for(steps.states[step], None)
    first = max(0, step - RECENT)
    before = sum(a.reason == UNDO for a in replay.actions[:first])
    recent = as_turns(  # numbered by the moves that stand (the table's turn number)
        [
            replace(
                a,
                summary=undo_words(a, language)
                or adapter.summary(game, steps.events[a.seq - 1], language),
            )
            for a in replay.actions[first:step]
        ],
        before,
    )
    embed: discord.Embed = adapter.table(game, view, recent)["embed"]
    named = {"game": str(game.id), "title": bot.service.spec_for(game.kind).title}
    if step == 0:
        text = say("replay-start", moves=str(steps.moves), **named)
    else:
        seat = steps.movers[step - 1]
        done = undo_words(replay.actions[step - 1], language) or adapter.done(
            game, steps.events[step - 1], seat, language
        )
        mover = game.seats[seat].mention
        heading = say("replay-move", move=str(step), moves=str(steps.moves), player=mover, **named)
        text = f"{heading}\n> {clipped(done, WORDS_MAX)}"
    content: dict[str, Any] = {
        "content": text,
        "embed": embed,
        "view": viewer(game.id, step, steps.moves, language),
        "allowed_mentions": discord.AllowedMentions.none(),
    }
    picture = adapter.table_picture(view, language)
    if picture is None or not (await bot.service.settings(game.guild_id)).images:
        return content
    filename = f"replay-{step}-{language}.png"  # i18n: not words (a file name)
    if shows(interaction, filename):
        embed.set_image(url=f"attachment://{filename}")
        content[KEEP] = True
        return content
    key = ("replay", game.id, step, language)
    if not interaction.response.is_done() and not bot.pictures.has(key):
        await defer_private(interaction)
    await add_picture(bot, game, content, key, picture, filename)
    return content


def viewer(game_id: int, step: int, moves: int, locale: object) -> discord.ui.View | None:
    """Return the viewer's buttons at ``step`` of ``moves`` (none for a game without moves)."""
    if moves == 0:
        return None
    view = static_view()
    start, end = step == 0, step == moves
    view.add_item(ReplayButton("first", game_id, 0, disabled=start, locale=locale))
    view.add_item(ReplayButton("prev", game_id, max(0, step - 1), disabled=start, locale=locale))
    view.add_item(ReplayButton("next", game_id, min(moves, step + 1), disabled=end, locale=locale))
    view.add_item(ReplayButton("last", game_id, moves, disabled=end, locale=locale))
    view.add_item(ReplayButton("jump", game_id, step, locale=locale))
    view.add_item(ReplayButton("export", game_id, step, locale=locale))
    return view


async def open_replay(interaction: Interaction, game_id: int) -> None:
    """Answer ``/hoard replay``: the replay of a finished game of this server, at its start."""
    game = await game_of_server(interaction, game_id)
    await show_step(interaction, game, 0)


async def send_export(interaction: Interaction, game_id: int) -> None:
    """Answer ``/hoard export``: a finished game of this server as a JSON file, privately."""
    await export_answer(interaction, await game_of_server(interaction, game_id))


async def export_answer(interaction: Interaction, game: GameRecord) -> None:
    """Send a finished game as a JSON file in a new private message (the viewer, when its
    Export button was clicked, stays as it is)."""
    check_replayable(game)
    await interaction.response.defer(ephemeral=True, thinking=True)
    doc = await host_of(interaction).service.export_game(game)
    filename = f"hoard-game-{game.id}.json"  # i18n: not words (a file name)
    data = json.dumps(doc, ensure_ascii=False, indent=1).encode()
    text = voice(interaction.locale)("replay-exported", game=str(game.id), file=filename)
    await interaction.edit_original_response(
        content=text, attachments=[discord.File(io.BytesIO(data), filename=filename)]
    )
