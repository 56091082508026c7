"""Playing any game: the private hand panel and what its clicks do.

The house owns the components (drawn by ``cogs.controls``, dispatched by ``cogs.panel.items``):
the table's buttons and the panel's buttons and selects. A click is routed to the adapter of
the game's kind, which answers with a new draft or one of the seat's legal actions. The draft
lives in the ``drafts`` table, so a half-made move survives a restart and reveals nothing.

One click parses the game's state once, under the game's lock (``GameService.act``), and asks
the rules for each view it shows once.
"""

from __future__ import annotations

import functools
import logging
from typing import Any

import discord

from bot.i18n import negotiate, voice
from bot.services import errors
from bot.services.acting import Acted, Decision
from bot.services.practice import hints_allowed, in_channel
from bot.services.records import GameRecord, Status
from bot.services.situation import Situation
from bot.ui.adapter import Panel, SeatSight, Step
from bot.ui.host import Host, host_of
from bot.ui.replies import KEEP, defer_private, on_private_message, show_private
from cogs.controls import add_undo, components, hint_button
from cogs.hints import HINT, add_table, show_hint
from cogs.panel.told import meanwhile, stale_notice
from cogs.table import show_table

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]
REFRESH = "refresh"
"""The one verb every panel has: draw it again (the house answers it, not the game)."""

PICTURE_WAIT = 0.1
"""Seconds a panel's answer waits for its picture before acknowledging the click first (an
answer with its picture is one call and shows at once; a later one is an edit)."""


# --- the hand panel -------------------------------------------------------------------------


def seat_sight(sight: Situation, seat: int, draft: dict[str, Any], locale: str) -> SeatSight:
    """Return what ``seat``'s panel is drawn from (views and legal actions computed once), for
    a reader of ``locale``."""
    legal = tuple(sight.legal.get(seat, ()))
    return SeatSight(sight.game, seat, sight.view(seat), legal, sight.active, draft, locale)


async def panel_content(
    bot: Host,
    sight: SeatSight,
    notice: str | None = None,
    interaction: Interaction | None = None,
    *,
    undo: bool = False,
) -> dict[str, Any]:
    """Return the embed, components and picture of a seat's hand panel (``undo``: with the
    Undo button of the move just played).

    With the ``interaction`` being answered: the picture the clicked panel already shows is
    kept (not uploaded again); one that is not drawn yet is waited for ``PICTURE_WAIT`` at most
    (then it goes out in the one answer), else the interaction is acknowledged first and the
    panel comes as an edit, so no answer waits on Pillow past Discord's 3 seconds.
    """
    game = sight.game
    panel: Panel = bot.adapter_of(game).panel(sight, notice)
    content: dict[str, Any] = {"embed": panel.embed}
    content["view"] = components(game, panel.controls) if not sight.over else None
    if undo and content["view"] is not None:
        add_undo(content["view"], game, sight.locale)
    if sight.my_turn and hints_allowed(game):
        add_hint(content["view"], game, sight.locale)
    if in_channel(game):  # no table is posted: the member's panel shows it
        await add_table(bot, game, content)
    if panel.picture is None or not (await bot.service.settings(game.guild_id)).images:
        return content
    filename = f"hand-{game.version}-{sight.locale}.png"  # i18n: not words (a file name)
    if interaction is not None and shows(interaction, filename):
        panel.embed.set_image(url=f"attachment://{filename}")
        content[KEEP] = True
        return content
    key = ("hand", game.id, game.version, sight.seat, sight.locale)
    names = {i: s.name for i, s in enumerate(game.seats) if s.name}
    draw = functools.partial(panel.picture, names)
    if (
        interaction is not None
        and not interaction.response.is_done()
        and not await bot.pictures.drawn_within(key, draw, PICTURE_WAIT)
    ):
        await defer_private(interaction)
    picture = await bot.pictures.file(key, draw, filename)
    if picture is not None:
        panel.embed.set_image(url=f"attachment://{filename}")
        content["files"] = [picture]
    return content


def add_hint(view: discord.ui.View, game: GameRecord, locale: str) -> None:
    """Put the Hint button on a practice game's panel, where Discord's rows have room."""
    try:
        view.add_item(hint_button(game, HINT, locale))
    except ValueError:  # every row is full: this panel goes without
        log.warning("game %s: no room for the hint button on its panel", game.id)


def shows(interaction: Interaction, filename: str) -> bool:
    """Say whether the private panel clicked already shows the picture ``filename``."""
    message = interaction.message
    if message is None or not on_private_message(interaction):
        return False
    return any(a.filename == filename for a in message.attachments)


def check_playing(game: GameRecord, user_id: int) -> None:
    """Refuse unless ``game`` has started and ``user_id`` plays in it."""
    if game.status is Status.LOBBY:
        raise errors.GameNotRunning(game.id, "lobby")
    if game.status in (Status.CANCELLED, Status.BROKEN):
        raise errors.GameNotRunning(game.id, str(game.status))
    if not game.has_player(user_id):
        raise errors.NotAPlayer(game.id)


async def sight_of(bot: Host, game: GameRecord, user_id: int, locale: object) -> SeatSight:
    """Read a player's panel of ``game`` now (one parse, one view), for a reader of
    ``locale``."""
    seat = game.seat_of(user_id)
    if seat is None:
        raise errors.NotAPlayer(game.id)
    sight = await bot.service.situation(game, [seat])
    return seat_sight(sight, seat, await bot.service.draft(game, user_id), negotiate(locale))


async def send_panel(interaction: Interaction, game: GameRecord) -> None:
    """Answer with a new private hand panel; a player marked away is back."""
    bot = host_of(interaction)
    user = interaction.user.id
    check_playing(game, user)
    notice = None
    seat = game.seat_of(user)
    if game.status is Status.RUNNING and seat is not None and game.seats[seat].absent:
        game = await bot.service.set_present(game, user)
        notice = voice(interaction.locale)("panel-welcome-back")
    content = await panel_content(
        bot, await sight_of(bot, game, user, interaction.locale), notice, interaction
    )
    await show_private(interaction, content)


async def redraw(
    interaction: Interaction, sight: SeatSight, notice: str | None = None, *, undo: bool = False
) -> None:
    """Replace the panel the player clicked with ``sight`` (its picture too; ``undo``: with
    the Undo button).

    A panel button that reached us on a public message gets a new ephemeral panel instead:
    ``show_private`` never writes a hand into a public message.
    """
    content = await panel_content(host_of(interaction), sight, notice, interaction, undo=undo)
    await show_private(interaction, content)


async def redraw_fresh(
    interaction: Interaction, game_id: int, notice: str | None, *, since: int | None = None
) -> None:
    """Redraw the panel from the game as it is now (after a refusal). ``since``: the version
    the clicked panel was drawn at, when it is out of date (the notice then says what was
    played since, the member's own move first, in place of ``notice``)."""
    bot = host_of(interaction)
    game = await bot.service.game(game_id)
    if since is not None:
        notice = await stale_notice(bot, game, since, interaction.user.id, interaction.locale)
    await redraw(
        interaction, await sight_of(bot, game, interaction.user.id, interaction.locale), notice
    )


def decide(handle: Any, locale: str) -> Any:
    """Wrap an adapter's handler as the service's decision: a draft to save, or an action (the
    service refuses one that is not among the seat's legal actions)."""

    def decision(sight: Situation, seat: int, draft: dict[str, Any]) -> Decision:
        step: Step = handle(seat_sight(sight, seat, draft, locale))
        return Decision(draft=step.draft, action=step.action)

    return decision


async def act(interaction: Interaction, game: GameRecord, version: int, handle: Any) -> None:
    """Run a click or a pick: the adapter decides under the game's lock, then show the result.

    A click that plays a move is acknowledged first (Discord waits only 3 seconds); the
    mover's panel says "Done" as soon as the move is stored, before any bot plays; then the
    table is posted as the click's public follow-up (the mover is not pinged; only the old
    table's deletion counts against the bot's global rate limit) and, if bots played
    meanwhile, the panel says what they did. One that only changes the draft is answered by
    the redraw.
    """
    bot = host_of(interaction)
    adapter = bot.adapter_of(game)
    locale = negotiate(interaction.locale)
    say = voice(locale)
    said: list[str] = []

    async def moved(own: Acted) -> None:
        assert own.result is not None
        said.append(adapter.done(own.result.game, own.result.events, own.seat, locale))
        await redraw(
            interaction,
            seat_sight(own.after, own.seat, {}, locale),
            say("panel-done", move=said[0]),
            undo=own.undo,
        )

    try:
        acted: Acted = await bot.service.act(
            game.id,
            interaction.user.id,
            version,
            decide(handle, locale),
            before_move=lambda: defer_private(interaction),
            after_move=moved,
        )
    except errors.StaleBoard:
        await redraw_fresh(interaction, game.id, None, since=version)
        return
    except (errors.NotYourTurn, errors.IllegalMove, errors.BadRequest) as err:
        await redraw_fresh(interaction, game.id, err.text(interaction.locale))
        return
    seat = acted.seat
    if acted.result is None:
        await redraw(interaction, seat_sight(acted.after, seat, acted.draft, locale))
        return
    result = acted.result
    await show_table(
        interaction,
        result.last.game,
        done=say("panel-move-played"),
        sight=acted.after,
        in_place=acted.continued,
        quiet={interaction.user.id},
        follow_up=True,
    )
    if result.auto:
        done = say("panel-done", move=said[0]) if said else say("panel-done-unsaid")
        await redraw(
            interaction,
            seat_sight(acted.after, seat, {}, locale),
            f"{done} {meanwhile(result, adapter, locale)}",
        )


async def on_click(
    interaction: Interaction, game: GameRecord, verb: str, version: int, arg: int
) -> None:
    """Handle a button of the hand panel ("Refresh" is the house's own)."""
    if verb == HINT:
        check_playing(game, interaction.user.id)
        await show_hint(interaction, game, version)
        return
    adapter = host_of(interaction).adapter_of(game)
    known = verb == REFRESH or verb in adapter.verbs
    await on_control(
        interaction,
        game,
        version,
        known,
        lambda sight: adapter.click(sight, verb, arg),
        refresh=verb == REFRESH,
    )


async def on_pick(
    interaction: Interaction, game: GameRecord, field: str, version: int, values: list[str]
) -> None:
    """Handle a select of the hand panel: remember the choice and redraw (or play)."""
    adapter = host_of(interaction).adapter_of(game)
    await on_control(
        interaction,
        game,
        version,
        field in adapter.fields,
        lambda sight: adapter.pick(sight, field, values),
    )


async def on_control(
    interaction: Interaction,
    game: GameRecord,
    version: int,
    known: bool,
    handle: Any,
    *,
    refresh: bool = False,
) -> None:
    """Check a panel control's click (its word is the game's, its board the current one),
    then let the game's adapter decide (``act``)."""
    bot = host_of(interaction)
    check_playing(game, interaction.user.id)
    if not known:
        raise errors.BadRequest("panel-button-invalid")
    if not bot.service.panel_current(game, version):  # the service checks again, locked
        await redraw_fresh(interaction, game.id, None, since=version)
        return
    if refresh or game.status is not Status.RUNNING:
        await redraw(
            interaction, await sight_of(bot, game, interaction.user.id, interaction.locale)
        )
        return
    await act(interaction, game, version, handle)
