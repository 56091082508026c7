"""Playing ``village``: the public table, the private hand panel, and their components.

Every component is a persistent ``DynamicItem``: its custom_id names the game, the board
version the panel was drawn on, and a step (never a card). The choices made so far live in
the ``drafts`` table, so a half-made move survives a restart and reveals nothing. Each step
says what will happen; the last tap (Confirm, a curse, the free stall, Draw) commits it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.games import village
from bot.games.village.adapter.pictures import render_hand, render_table
from bot.services import errors
from bot.services.durations import parse_int
from bot.storage import GameRecord, Status
from bot.ui import ids
from bot.ui.replies import defer_private, publish, show_private, static_view
from bot.ui.village_cards import Names, join_words
from bot.ui.village_hand import hand_embed
from bot.ui.village_table import table_message
from bot.ui.village_text import rules_embed
from cogs.guard import GameComponent, strip_buttons

if TYPE_CHECKING:
    from bot.client import HoardBot

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]
LABEL_MAX = 80


def clip(text: str, limit: int = LABEL_MAX) -> str:
    """Shorten a label to Discord's limit."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- the table ------------------------------------------------------------------------------


def table_view(game: GameRecord) -> discord.ui.View | None:
    """Return the table's buttons while the game runs."""
    if game.status is not Status.RUNNING:
        return None
    view = static_view()
    view.add_item(TableButton("hand", game.id))
    view.add_item(TableButton("rules", game.id))
    return view


async def add_picture(
    bot: HoardBot,
    game: GameRecord,
    content: dict[str, Any],
    key: tuple[Any, ...],
    render: Callable[[dict[int, str]], bytes],
) -> None:
    """Attach the picture named ``key[0]`` to a message's embed, where the server shows them.

    ``render`` draws it from the players' names by seat; the cache draws it once per key.
    """
    if not (await bot.service.settings(game.guild_id)).images:
        return
    names = {i: s.name for i, s in enumerate(game.seats) if s.name}
    filename = f"{key[0]}.png"
    picture = await bot.pictures.file(key, lambda: render(names), filename)
    if picture is not None:
        content["embed"].set_image(url=f"attachment://{filename}")
        content["files"] = [picture]


async def post_table(bot: HoardBot, game: GameRecord) -> None:
    """Post the current table (one new message per turn) and strip the old one's buttons."""
    view = await bot.service.public_view(game)
    recent = await bot.service.recent_actions(game.id, 5)
    content = table_message(game, view, recent)
    channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
    components = table_view(game)
    if components is not None:
        content["view"] = components
    await add_picture(
        bot, game, content, ("table", game.id, game.version), lambda n: render_table(view, n)
    )
    message = await channel.send(**content)
    old = game.message_id
    await bot.service.attach_message(game.id, message.id)
    if old is not None and old != message.id:
        await strip_buttons(channel, old, game.id)


async def show_table(interaction: Interaction, game: GameRecord, *, done: str) -> None:
    """Post the table after ``done`` happened; if Discord refuses, tell the member privately."""
    bot: HoardBot = interaction.client
    await publish(
        interaction,
        post_table(bot, game),
        done=done,
        what="the table",
        retry="`/village board` tries again.",
    )


class TableButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TABLE_TEMPLATE
):
    """ "Show my hand" and "Rules" on the public table (only the current table's work)."""

    LABELS: ClassVar[dict[str, str]] = {"hand": "Show my hand", "rules": "Rules"}
    on_public_message = True

    def __init__(self, action: str, game_id: int) -> None:
        style = discord.ButtonStyle.primary if action == "hand" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=self.LABELS[action], style=style, custom_id=ids.table(action, game_id)
            )
        )
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TableButton:
        return cls(match["action"], int(match["game"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        if self.action == "rules":
            ruleset = await game_ruleset(interaction.client, game)
            await interaction.response.send_message(embed=rules_embed(ruleset), ephemeral=True)
        else:
            await send_panel(interaction, game)


async def game_ruleset(bot: HoardBot, game: GameRecord) -> dict[str, Any]:
    """Return the ruleset a game is played with (the default before it starts)."""
    if game.status is not Status.LOBBY:
        view = await bot.service.public_view(game)
        ruleset: dict[str, Any] = view["ruleset"]
        return ruleset
    return bot.service.rules_for(game.kind).default_ruleset()


# --- the hand panel -------------------------------------------------------------------------


class Panel:
    """One player's private view of a game, with their draft, ready to be drawn."""

    def __init__(
        self, game: GameRecord, view: dict[str, Any], draft: dict[str, Any], notice: str | None
    ) -> None:
        self.game = game
        self.view = view
        self.draft = draft
        self.notice = notice
        self.names = Names(view["ruleset"])
        self.seat: int = view["seat"]
        self.me: dict[str, Any] = view["players"][self.seat]
        self.hand: dict[str, int] = self.me["hand"]
        self.my_turn = not view["over"] and view["current"] == self.seat
        self.step = str(draft.get("step", "main")) if self.my_turn else "main"
        if self.step in ("pay", "curse") and not self.draft_payable():
            self.step = "market"  # a draft the hand no longer allows: choose again

    def draft_payable(self) -> bool:
        """Say whether the draft's stall (and payment, once chosen) still fits the hand."""
        try:
            cost = int(self.draft.get("stall", -1))
        except (TypeError, ValueError):
            return False
        pile = self.view["stalls"].get(str(cost))
        if pile is None or cost <= 0 or not self.can_buy(cost, pile):
            return False
        if self.step == "pay":
            return True
        pay = self.draft.get("pay")
        if not isinstance(pay, dict) or sum(pay.values()) != cost or not self.paid_types():
            return False
        return all(isinstance(n, int) and 0 <= n <= self.hand.get(c, -1) for c, n in pay.items())

    # what may be done -----------------------------------------------------------------------

    def bribable(self) -> list[str]:
        """Return the treasure types this player may bribe with now (R-B1, R-B2)."""
        wilds = self.hand.get("wild", 0)
        return [
            t
            for t in self.names.ids
            if self.hand.get(t, 0) > 0 or (t in self.me["bribes"] and wilds > 0)
        ]

    def can_buy(self, cost: int, pile: list[str]) -> bool:
        """Say whether the stall of ``cost`` may be visited (R-M1, R-M2)."""
        if not pile and not self.view["ruleset"].get("empty_stall_visit", False):
            return False
        if cost == 0:
            return True
        treasures = sum(self.hand.get(t, 0) for t in self.names.ids)
        return treasures >= 1 and self.me["hand_count"] >= cost

    def bribe_action(self) -> village.Bribe | None:
        """Return the bribe the draft describes, if it is a legal one."""
        t = self.draft.get("treasure")
        if t not in self.bribable():
            return None
        k, w = int(self.draft.get("k", 0)), int(self.draft.get("w", 0))
        if k + w < 1 or (k == 0 and t not in self.me["bribes"]):
            return None
        if k > self.hand.get(t, 0) or w > self.hand.get("wild", 0):
            return None
        return village.Bribe(t, k, w)

    def paid_types(self) -> list[str]:
        """Return the treasure types of the draft's payment, in the ruleset's order."""
        pay = self.draft.get("pay", {})
        return [t for t in self.names.ids if pay.get(t, 0) > 0]

    # drawing -----------------------------------------------------------------------------------

    def lines(self) -> list[str]:
        game, view = self.game, self.view
        out = []
        if self.notice:
            out.append(f"**{self.notice}**")
        if view["over"]:
            out.append("The game is over: see the final scores on the table.")
        elif self.my_turn:
            out.append("It's **your turn**.")
        else:
            current = game.seats[view["current"]].user_id
            out.append(f"Waiting for {game.mention(current)}. Your actions unlock on your turn.")
        out += self.step_lines()
        return out

    def step_lines(self) -> list[str]:
        names = self.names
        if self.step == "bribe":
            action = self.bribe_action()
            if action is None:
                return ["**Bribe the Dragon**: pick a treasure, then how many cards to play."]
            return [f"**Bribe the Dragon**: {village.preview(self.view, action)}."]
        if self.step == "market":
            return [
                "**Black Market**: pick a stall. You pay its cost in cards, then curse one "
                "of the treasures you paid with."
            ]
        if self.step == "pay":
            cost = int(self.draft.get("stall", 0))
            pile = self.view["stalls"].get(str(cost), [])
            return [
                f"**Black Market, {cost} stall** ({names.pile(pile)}): pick exactly {cost} "
                "cards to pay with, at least one of them a treasure."
            ]
        if self.step == "curse":
            return ["**Black Market**: pick the treasure to curse. That tap buys the stall."]
        if self.step == "draw":
            return ["**The deck is empty**: drawing now ends the game at once (R-D2)."]
        return []

    def embed(self) -> discord.Embed:
        return hand_embed(self.game, self.view, lines=self.lines())

    def components(self) -> discord.ui.View:
        game, version = self.game.id, self.game.version
        view = static_view()

        def button(
            action: str,
            label: str,
            style: discord.ButtonStyle = discord.ButtonStyle.secondary,
            *,
            arg: int = 0,
            disabled: bool = False,
            row: int = 0,
        ) -> None:
            view.add_item(
                HandButton(
                    action,
                    game,
                    version,
                    arg,
                    label=clip(label),
                    style=style,
                    disabled=disabled,
                    row=row,
                )
            )

        if self.step == "bribe":
            self.bribe_components(view)
            action = self.bribe_action()
            label = (
                "Pick what to bribe"
                if action is None
                else village.preview_parts(self.view, action)[0]  # in this game's names
            )
            button("confirm", label, discord.ButtonStyle.success, disabled=action is None, row=3)
            button("back", "Back", row=3)
        elif self.step == "market":
            for cost_text, pile in self.view["stalls"].items():
                cost = int(cost_text)
                cards = self.names.pile(pile)
                label = f"Take the free 0 stall: {cards}" if cost == 0 else f"{cost} stall: {cards}"
                style = discord.ButtonStyle.success if cost == 0 else discord.ButtonStyle.primary
                button("stall", label, style, arg=cost, disabled=not self.can_buy(cost, pile))
            button("back", "Back", row=1)
        elif self.step == "pay":
            self.pay_components(view)
            button("back", "Back", row=1)
        elif self.step == "curse":
            cost = int(self.draft.get("stall", 0))
            for i, t in enumerate(self.paid_types()):
                visit = village.Market.paying(cost, self.draft.get("pay", {}), t)
                what, effect = village.preview_parts(self.view, visit)
                effect = effect or what
                button("curse", f"Curse: {effect}", discord.ButtonStyle.danger, arg=i)
            button("back", "Back", row=1)
        elif self.step == "draw":
            button("enddraw", "Draw and end the game", discord.ButtonStyle.danger)
            button("back", "Back")
        else:
            off = not self.my_turn
            button("bribe", "Bribe the Dragon", discord.ButtonStyle.primary, disabled=off)
            button("market", "Black Market", discord.ButtonStyle.primary, disabled=off)
            empty = self.view["deck_count"] == 0
            draw = "Draw (ends the game)" if empty else "Draw a card"
            button("draw", draw, discord.ButtonStyle.primary, disabled=off)
            button("refresh", "Refresh")
        return view

    def bribe_components(self, view: discord.ui.View) -> None:
        names, game, version = self.names, self.game.id, self.game.version
        values = self.view["values"]
        chosen = self.draft.get("treasure")
        options = []
        for t in self.bribable():
            bribe = self.me["bribes"].get(t)
            mine = f" · your bribe: {bribe['treasures'] + bribe['wilds']}" if bribe else ""
            options.append(
                discord.SelectOption(
                    label=names.tag(t),
                    value=t,
                    description=f"In hand: {self.hand.get(t, 0)} · worth {values[t]} now{mine}",
                    default=t == chosen,
                )
            )
        view.add_item(
            PickSelect(
                "type", game, version, options=options, placeholder="Treasure to bribe with", row=0
            )
        )
        if chosen not in self.bribable():
            return
        k = int(self.draft.get("k", 0))
        low = 0 if chosen in self.me["bribes"] else 1
        counts = [
            discord.SelectOption(
                label=f"{n} {names.name[chosen] if n == 1 else names.plural[chosen]}",
                value=str(n),
                default=n == k,
            )
            for n in range(low, self.hand.get(chosen, 0) + 1)
        ]
        if counts:
            view.add_item(
                PickSelect("count", game, version, options=counts, placeholder="How many", row=1)
            )
        wilds = self.hand.get("wild", 0)
        if wilds:
            w = int(self.draft.get("w", 0))
            options = [
                discord.SelectOption(
                    label=f"{n} {names.plural['wild'] if n != 1 else names.name['wild']}",
                    value=str(n),
                    default=n == w,
                )
                for n in range(wilds + 1)
            ]
            view.add_item(
                PickSelect("wilds", game, version, options=options, placeholder="With Wilds", row=2)
            )

    def pay_components(self, view: discord.ui.View) -> None:
        cost = int(self.draft.get("stall", 0))
        options = []
        for card in [*self.names.ids, "wild"]:
            for i in range(1, min(self.hand.get(card, 0), cost) + 1):
                label = self.names.tag(card) + (f" #{i}" if i > 1 else "")
                options.append(discord.SelectOption(label=label, value=f"{card}:{i}"))
        view.add_item(
            PickSelect(
                "pay",
                self.game.id,
                self.game.version,
                options=options,
                placeholder=f"Pay {cost} cards",
                row=0,
                count=cost,
            )
        )


async def panel_content(
    bot: HoardBot,
    game: GameRecord,
    user_id: int,
    notice: str | None = None,
    *,
    view: dict[str, Any] | None = None,
    draft: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Return the embed and components of a player's hand panel.

    ``view`` and ``draft`` are read unless the caller already holds them for ``game``.
    """
    if view is None:
        view = await bot.service.private_view(game, user_id)
    if draft is None:
        draft = await bot.service.draft(game, user_id)
    panel = Panel(game, view, draft, notice)
    content: dict[str, Any] = {"embed": panel.embed()}
    content["view"] = panel.components() if not view["over"] else None
    key = ("hand", game.id, game.version, view["seat"])
    await add_picture(bot, game, content, key, lambda n: render_hand(view, n))
    return content


def check_playing(game: GameRecord, user_id: int) -> None:
    """Refuse unless ``game`` has started and ``user_id`` plays in it."""
    if game.status is Status.LOBBY:
        raise errors.GameNotRunning(game.id, "lobby")
    if game.status in (Status.CANCELLED, Status.BROKEN):
        raise errors.GameNotRunning(game.id, str(game.status))
    if not game.has_player(user_id):
        raise errors.NotAPlayer(game.id)


async def send_panel(interaction: Interaction, game: GameRecord) -> None:
    """Answer with a new private hand panel; a player marked away is back."""
    bot: HoardBot = interaction.client
    user = interaction.user.id
    check_playing(game, user)
    notice = None
    seat = game.seat_of(user)
    if game.status is Status.RUNNING and seat is not None and game.seats[seat].absent:
        game = await bot.service.set_present(game, user)
        notice = "Welcome back: the bot no longer plays your turns."
    content = await panel_content(bot, game, user, notice)
    if content.get("view") is None:
        content.pop("view")
    await interaction.response.send_message(ephemeral=True, **content)


async def redraw(
    interaction: Interaction,
    game: GameRecord,
    notice: str | None = None,
    *,
    view: dict[str, Any] | None = None,
    draft: dict[str, Any] | None = None,
) -> None:
    """Replace the panel the player clicked with the current one (its picture too).

    A panel button that reached us on a public message gets a new ephemeral panel instead:
    ``show_private`` never writes a hand into a public message.
    """
    bot: HoardBot = interaction.client
    content = await panel_content(bot, game, interaction.user.id, notice, view=view, draft=draft)
    await show_private(interaction, content)


STALE = "The board changed since this panel was drawn, so nothing was played. Here it is now."


async def commit(interaction: Interaction, game: GameRecord, action: dict[str, Any]) -> None:
    """Play a move for the player on the board version they saw, then show the new table."""
    bot: HoardBot = interaction.client
    user = interaction.user.id
    # Acknowledge first: bots may think after this move, and Discord waits only 3 seconds.
    await defer_private(interaction)
    try:
        result = await bot.service.apply(game.id, user, action, game.version)
    except (errors.StaleBoard, errors.NotYourTurn, errors.IllegalMove, errors.BadRequest) as err:
        fresh = await bot.service.game(game.id)
        notice = STALE if isinstance(err, errors.StaleBoard) else err.message
        await redraw(interaction, fresh, notice)
        return
    summary = join_words([e.text(result.seat) for e in result.events])
    await redraw(interaction, result.last.game, f"Done: {summary}.")
    await show_table(interaction, result.last.game, done="Your move was played")


async def on_hand_click(
    interaction: Interaction, game: GameRecord, action: str, version: int, arg: int
) -> None:
    """Handle a button of the hand panel."""
    bot: HoardBot = interaction.client
    user = interaction.user.id
    check_playing(game, user)
    if game.version != version:
        await redraw(interaction, game, STALE)
        return
    if action == "refresh":
        await redraw(interaction, game)
        return
    if game.status is not Status.RUNNING:
        await redraw(interaction, game)
        return
    view = await bot.service.private_view(game, user)
    if view["current"] != view["seat"]:
        whose = game.seats[view["current"]].user_id
        notice = f"It is not your turn: it is {game.mention(whose)}'s."
        await redraw(interaction, game, notice, view=view)
        return
    service = bot.service
    draft: dict[str, Any]
    if action in ("bribe", "market", "back"):
        draft = {} if action == "back" else {"step": action}
        await service.save_draft(game, user, draft)
        await redraw(interaction, game, view=view, draft=draft)
    elif action == "draw":
        if view["deck_count"] == 0:
            draft = {"step": "draw"}
            await service.save_draft(game, user, draft)
            await redraw(interaction, game, view=view, draft=draft)
        else:
            await commit(interaction, game, {"type": "draw"})
    elif action == "enddraw":
        await commit(interaction, game, {"type": "draw"})
    elif action == "stall":
        if arg == 0:
            await commit(interaction, game, {"type": "market", "stall": 0, "pay": {}})
        else:
            draft = {"step": "pay", "stall": arg}
            await service.save_draft(game, user, draft)
            await redraw(interaction, game, view=view, draft=draft)
    elif action == "curse":
        draft = await service.draft(game, user)
        panel = Panel(game, view, draft, None)
        paid = panel.paid_types()
        if panel.step != "curse" or not 0 <= arg < len(paid):
            raise errors.BadRequest("That choice is out of date: pick the stall again.")
        market = {"type": "market", "stall": int(draft["stall"]), "pay": draft["pay"]}
        await commit(interaction, game, {**market, "curse": paid[arg]})
    elif action == "confirm":
        chosen = Panel(game, view, await service.draft(game, user), None).bribe_action()
        if chosen is None:
            raise errors.BadRequest("Pick a treasure and how many cards to bribe with first.")
        await commit(interaction, game, village.action_to_json(chosen))
    else:
        raise errors.BadRequest("That button is not valid.")


async def on_pick(
    interaction: Interaction, game: GameRecord, field: str, version: int, values: list[str]
) -> None:
    """Handle a select of the hand panel: remember the choice and redraw."""
    bot: HoardBot = interaction.client
    user = interaction.user.id
    check_playing(game, user)
    if game.version != version or game.status is not Status.RUNNING:
        await redraw(interaction, game, STALE)
        return
    view = await bot.service.private_view(game, user)
    if view["current"] != view["seat"]:
        await redraw(interaction, game, "It is not your turn.", view=view)
        return
    draft = dict(await bot.service.draft(game, user))
    names = Names(view["ruleset"])
    hand = view["players"][view["seat"]]["hand"]
    try:
        if field == "type":
            (t,) = values
            if t not in names.ids:
                raise ValueError(t)
            existing = t in view["players"][view["seat"]]["bribes"]
            draft = {"step": "bribe", "treasure": t, "k": 0 if existing else 1, "w": 0}
            if not hand.get(t, 0):
                draft["w"] = 1
        elif field in ("count", "wilds"):
            (n,) = values
            held = hand.get(draft.get("treasure") if field == "count" else "wild", 0)
            draft["k" if field == "count" else "w"] = parse_int(n, 0, held)
        elif field == "pay":
            pay: dict[str, int] = {}
            for value in values:
                card, _, _ = value.partition(":")
                if card not in hand:
                    raise ValueError(card)
                pay[card] = pay.get(card, 0) + 1
            draft = {"step": "curse", "stall": int(draft.get("stall", 0)), "pay": pay}
        else:
            raise ValueError(field)
    except ValueError:
        raise errors.BadRequest("That choice could not be read: please pick again.") from None
    await bot.service.save_draft(game, user, draft)
    await redraw(interaction, game, view=view, draft=draft)


class HandButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.HAND_TEMPLATE
):
    """A button of a private hand panel."""

    def __init__(
        self,
        action: str,
        game_id: int,
        version: int,
        arg: int = 0,
        *,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                disabled=disabled,
                row=row,
                custom_id=ids.hand(action, game_id, version, arg),
            )
        )
        self.action, self.game_id, self.version, self.arg = action, game_id, version, arg

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(match["action"], int(match["game"]), int(match["version"]), int(match["arg"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        await on_hand_click(interaction, game, self.action, self.version, self.arg)


class PickSelect(
    GameComponent, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.PICK_TEMPLATE
):
    """A select of a private hand panel (treasure, counts, or the cards to pay with)."""

    def __init__(
        self,
        field: str,
        game_id: int,
        version: int,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
        count: int = 1,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ids.pick(field, game_id, version),
                options=options or [discord.SelectOption(label="…", value="none")],
                placeholder=placeholder,
                min_values=count,
                max_values=count,
                row=row,
            )
        )
        self.field, self.game_id, self.version = field, game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(match["field"], int(match["game"]), int(match["version"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        values = [str(v) for v in self.item.values]
        await on_pick(interaction, game, self.field, self.version, values)


DYNAMIC_ITEMS = (TableButton, HandButton, PickSelect)
