"""A small discord.py bot used to exercise the fake (commands, views, DynamicItem, modal)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from tests.timing import ceiling


class Vote(ui.DynamicItem[ui.Button[Any]], template=r"vote:(?P<poll>\d+):(?P<choice>[a-z]+)"):
    """A persistent button: the state lives in the custom_id."""

    def __init__(self, poll: int, choice: str) -> None:
        super().__init__(
            ui.Button(
                label=f"Vote {choice}",
                style=discord.ButtonStyle.primary,
                custom_id=f"vote:{poll}:{choice}",
            )
        )
        self.poll = poll
        self.choice = choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Button[Any], match: Any, /
    ) -> Vote:
        return cls(int(match["poll"]), match["choice"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, FakeTestBot)
        bot.votes.append((interaction.user.id, self.poll, self.choice))
        await interaction.response.send_message(
            f"{interaction.user.name} voted {self.choice} in poll {self.poll}", ephemeral=True
        )


def vote_view(poll: int) -> ui.View:
    view = ui.View(timeout=None)
    for choice in ("yes", "no"):
        view.add_item(Vote(poll, choice))
    return view


class PickView(ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @ui.select(
        custom_id="pick:colour",
        placeholder="Pick colours",
        min_values=1,
        max_values=2,
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
    )
    async def pick(self, interaction: discord.Interaction, select: ui.Select[Any]) -> None:
        select.disabled = True
        await interaction.response.edit_message(
            content=f"picked {', '.join(select.values)}", view=self
        )

    @ui.select(cls=ui.UserSelect, custom_id="pick:user", placeholder="Pick a player", row=1)
    async def player(self, interaction: discord.Interaction, select: ui.UserSelect[Any]) -> None:
        names = ", ".join(u.display_name for u in select.values)
        await interaction.response.send_message(f"players: {names}", ephemeral=True)

    @ui.button(label="Done", custom_id="pick:done", style=discord.ButtonStyle.success, row=2)
    async def done(self, interaction: discord.Interaction, button: ui.Button[Any]) -> None:
        await interaction.response.defer()  # type 6, then edit the message later
        await interaction.edit_original_response(content="done", view=None)


class NameModal(ui.Modal, title="Name your village"):
    village: ui.TextInput[Any] = ui.TextInput(label="Village name", custom_id="modal:name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Founded {self.village.value}")


class FakeTestBot(commands.Bot):
    def __init__(self, *, guild_ids: tuple[int, ...] = (), **kwargs: Any) -> None:
        intents = kwargs.pop("intents", discord.Intents.default())
        super().__init__(
            command_prefix="!",
            intents=intents,
            guild_ready_timeout=0.05,
            **kwargs,
        )
        self.guild_ids = guild_ids
        self.errors: list[BaseException] = []
        self.votes: list[tuple[int, int, str]] = []
        self.gate = asyncio.Event()  # tests release slow commands with this
        self.entered = asyncio.Event()  # set when a slow command started
        self.seen_messages: list[discord.Message] = []
        self.last_interaction: discord.Interaction | None = None
        self.tree.on_error = self._tree_error  # type: ignore[method-assign]
        _add_commands(self)

    async def _tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        self.errors.append(
            error.original if isinstance(error, app_commands.CommandInvokeError) else error
        )

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Vote)
        self.add_view(PickView())
        await self.tree.sync()
        for gid in self.guild_ids:
            guild = discord.Object(gid)
            self.tree.add_command(_local, guild=guild)
            await self.tree.sync(guild=guild)

    async def on_message(self, message: discord.Message) -> None:
        self.seen_messages.append(message)


@app_commands.command(name="local", description="A guild-only command")
async def _local(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(f"local to {interaction.guild_id}")


def _add_commands(bot: FakeTestBot) -> None:
    tree = bot.tree

    @tree.command(description="Replies pong with a persistent vote button")
    async def ping(interaction: discord.Interaction) -> None:
        bot.last_interaction = interaction
        await interaction.response.send_message("pong", view=vote_view(7))

    village = app_commands.Group(name="village", description="Village commands")

    @village.command(name="new", description="Found a village")
    @app_commands.describe(name="Its name", size="How many houses")
    async def village_new(interaction: discord.Interaction, name: str, size: int = 3) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send(f"Village {name} founded with {size} houses")

    @village.command(name="secret", description="An ephemeral reply")
    async def village_secret(interaction: discord.Interaction) -> None:
        embed = discord.Embed(title="Secret", description="only you can see this")
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @village.command(name="hide", description="Ephemeral defer then edit")
    async def village_hide(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.edit_original_response(content="hidden result")

    tree.add_command(village)

    @tree.command(description="Sends then edits the original response")
    async def edit(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("version 1")
        await interaction.edit_original_response(content="version 2")

    @tree.command(description="Waits for the test before answering")
    async def slow(interaction: discord.Interaction) -> None:
        bot.entered.set()
        await bot.gate.wait()
        await interaction.response.send_message("finally")

    @tree.command(description="Defers, waits for the test, then follows up")
    async def later(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        bot.entered.set()
        await bot.gate.wait()
        await interaction.followup.send("much later")

    @tree.command(description="Two initial responses racing (like two handlers)")
    async def double(interaction: discord.Interaction) -> None:
        results = await asyncio.gather(
            interaction.response.send_message("first"),
            interaction.response.send_message("second"),
            return_exceptions=True,
        )
        bot.errors.extend(r for r in results if isinstance(r, BaseException))

    @tree.command(description="A button label of 81 characters")
    async def badlabel(interaction: discord.Interaction) -> None:
        view = ui.View()
        view.add_item(ui.Button(label="x" * 81, custom_id="bad"))
        await interaction.response.send_message("bad", view=view)

    @tree.command(description="Follows up before responding")
    async def eager(interaction: discord.Interaction) -> None:
        try:
            await interaction.followup.send("too early")
        except discord.NotFound as exc:
            bot.errors.append(exc)
        await interaction.response.send_message("now properly")

    @tree.command(description="Opens a thread for a game")
    async def table(interaction: discord.Interaction, name: str) -> None:
        await interaction.response.send_message(f"table {name}")
        message = await interaction.original_response()
        thread = await message.create_thread(name=name)
        await thread.send("welcome to the table")

    @tree.command(description="Opens a private thread for you alone")
    async def hideout(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("hideout", ephemeral=True)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        thread = await channel.create_thread(
            name="hideout", type=discord.ChannelType.private_thread, invitable=False
        )
        await thread.add_user(interaction.user)
        await thread.send("only you")

    @tree.command(description="Never answers")
    async def silent(interaction: discord.Interaction) -> None:
        return None

    @tree.command(description="A select menu")
    async def pick(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pick some", view=PickView())

    @tree.command(description="Opens a modal")
    async def found(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @tree.command(description="Posts to the channel, edits it, and DMs you")
    async def announce(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message("announcing", ephemeral=True)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        msg = await channel.send(text)
        await msg.edit(content=text + " (edited)")
        try:
            await interaction.user.send(f"you announced {text}")
        except discord.Forbidden as exc:
            bot.errors.append(exc)

    @tree.command(description="Tells about a member")
    async def who(interaction: discord.Interaction, member: discord.Member) -> None:
        perms = interaction.permissions
        await interaction.response.send_message(
            f"{member.display_name} admin={perms.administrator} "
            f"send={interaction.app_permissions.send_messages}"
        )

    @tree.command(description="Admins only")
    @app_commands.default_permissions(administrator=True)
    async def admin(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("admin ok")

    @tree.command(description="Choose a colour")
    @app_commands.choices(
        colour=[
            app_commands.Choice(name="Red", value="red"),
            app_commands.Choice(name="Blue", value="blue"),
        ]
    )
    async def colour(interaction: discord.Interaction, colour: app_commands.Choice[str]) -> None:
        await interaction.response.send_message(f"colour {colour.value}")

    @tree.command(description="Autocompletes a fruit")
    async def fruit(interaction: discord.Interaction, name: str) -> None:
        await interaction.response.send_message(f"fruit {name}")

    @fruit.autocomplete("name")
    async def fruit_auto(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        fruits = ["apple", "apricot", "banana"]
        return [app_commands.Choice(name=f, value=f) for f in fruits if f.startswith(current)]


@contextlib.asynccontextmanager
async def running(bot: commands.Bot, token: str = "fake-token") -> AsyncIterator[commands.Bot]:
    """Run ``bot.start(token)`` in a task until the block ends; re-raise its failure."""
    task = asyncio.create_task(bot.start(token))
    ready = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait(
        {task, ready}, timeout=ceiling(), return_when=asyncio.FIRST_COMPLETED
    )
    if task in done:
        ready.cancel()
        task.result()  # raises the start() failure
    if ready not in done:
        ready.cancel()
        task.cancel()
        raise AssertionError(f"bot did not become ready within {ceiling():.0f} s")
    try:
        yield bot
    finally:
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(task, ceiling())
