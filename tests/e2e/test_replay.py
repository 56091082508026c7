"""Replays and exports through the fake Discord: ``/hoard replay`` and its buttons and Jump
modal (also after a restart), ``/hoard export`` and its file, and every refusal (a running
game, a game of another server, an unknown game, a bad jump) with nothing hidden in it."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bot.client import HoardBot
from bot.games import REGISTRY
from bot.services.replays import Steps, replay_steps
from bot.services.verifying import verify
from bot.storage import ActionRecord, Database, GameRecord, GameRepository, Status
from bot.ui import ids
from tests.e2e.conftest import HAND_MARKERS, StartBot, World, assert_no_leaks, request_body
from tests.e2e.test_house import play_out_against_a_bot
from tests.e2e.test_play import ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import InteractionRecord, Message

LABELS = ("⏮ First", "◀ Back", "Forward ▶", "Last ⏭", "Jump to…", "📄 Export (JSON)")


@dataclass
class Played:
    """A finished game as the test itself replays it from the database."""

    game: GameRecord
    actions: list[ActionRecord]
    steps: Steps


async def played(db_path: Path, game_id: int = 1) -> Played:
    db = await Database.open(db_path)
    try:
        repo = GameRepository(db)
        game = await repo.get(game_id)
        assert game is not None and game.status is Status.FINISHED
        actions = await repo.actions(game_id)
    finally:
        await db.close()
    assert game.seed is not None and game.ruleset_json is not None
    steps = replay_steps(
        REGISTRY[game.kind],
        game.seed,
        [str(s.user_id) for s in game.seats],
        json.loads(game.ruleset_json),
        [(a.seat, json.loads(a.action_json)) for a in actions],
    )
    return Played(game, actions, steps)


def expected(bot: HoardBot, got: Played, step: int) -> tuple[str, dict[str, Any]]:
    """The first line and the table's embed the viewer must show at ``step`` (English)."""
    game = replace(
        got.game, seats=tuple(replace(s, absent=False) for s in got.game.seats), deadline_at=None
    )
    adapter = bot.adapters[game.kind]
    view = REGISTRY[game.kind].view_for(got.steps.states[step], None)
    recent = [
        replace(a, summary=adapter.summary(game, got.steps.events[a.seq - 1], "en"))
        for a in got.actions[max(0, step - 5) : step]
    ]
    embed = adapter.table(game, view, recent)["embed"].to_dict()
    moves = got.steps.moves
    if step == 0:
        first = f"**Game #{game.id} · Goofspiel**: the start (move 0 of {moves})"
        return first, embed
    seat = got.steps.movers[step - 1]
    done = adapter.done(game, got.steps.events[step - 1], seat, "en")
    who = game.seats[seat].mention
    first = f"**Game #{game.id} · Goofspiel**: move {step} of {moves} · {who} played, and read:"
    return f"{first}\n> {done}", embed


def assert_shows(bot: HoardBot, got: Played, message: Message, step: int) -> None:
    """The private viewer shows ``step``: its words, its table, its buttons' state."""
    content, embed = expected(bot, got, step)
    assert message.ephemeral
    assert message.content == content
    shown = message.embeds[0]
    for key in ("title", "description", "fields", "footer"):
        assert shown.get(key) == embed.get(key), key
    buttons = {b["label"]: b for b in message.buttons()}
    assert tuple(buttons) == LABELS
    moves = got.steps.moves
    disabled = {label: bool(b.get("disabled")) for label, b in buttons.items()}
    assert disabled == {
        "⏮ First": step == 0,
        "◀ Back": step == 0,
        "Forward ▶": step == moves,
        "Last ⏭": step == moves,
        "Jump to…": False,
        "📄 Export (JSON)": False,
    }
    assert buttons["Forward ▶"]["custom_id"] == ids.replay(
        "next", got.game.id, min(moves, step + 1)
    )
    assert buttons["Jump to…"]["custom_id"] == ids.replay("jump", got.game.id, step)


def answers(fake: FakeDiscord, rec: InteractionRecord) -> list[dict[str, Any]]:
    """The bodies of every message the bot sent or edited to answer ``rec`` (a deferral's
    acknowledgement left out)."""
    out = []
    for request in fake.requests:
        body = request_body(request)
        if request.path.startswith(f"/interactions/{rec.id}/"):
            body = body.get("data") or {}
        elif not request.path.startswith("/webhooks/") or rec.token not in request.path:
            continue
        if set(body) - {"flags"}:
            out.append(body)
    return out


async def jump(world: World, message: Message, value: str) -> InteractionRecord:
    """Click Jump on the viewer and submit ``value`` in its modal."""
    button = next(b for b in message.buttons() if b["custom_id"].startswith("h1:replay:jump:"))
    opened = ok(await world.fake.click(world.carol, message, custom_id=button["custom_id"]))
    assert opened.response_type == 9 and opened.modal is not None
    fields = [
        c for row in opened.modal["components"] for c in [*row.get("components", [])]
        + ([row["component"]] if "component" in row else [])
    ]  # fmt: skip
    assert [f["custom_id"] for f in fields] == [opened.modal["custom_id"].replace("goto", "jump")]
    return await world.fake.submit_modal(world.carol, opened, {fields[0]["custom_id"]: value})


async def test_a_finished_game_steps_through_from_anywhere_in_its_server(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    elsewhere = fake.add_channel(world.guild, "elsewhere")
    async with start_bot(db) as bot:
        await play_out_against_a_bot(world, "goofspiel")
        await fake.settle()
        got = await played(db)
        moves = got.steps.moves
        assert moves > 4

        # Carol never played, and asks from another channel of the server: the game is over.
        opened = ok(await fake.slash(world.carol, elsewhere, "hoard replay", game=1))
        assert opened.ephemeral and opened.message is not None
        viewer = opened.message
        assert_shows(bot, got, viewer, 0)
        assert [b.get("allowed_mentions") for b in answers(fake, opened)] == [{"parse": []}]

        forward = ok(await fake.click(world.carol, viewer, label="Forward ▶"))
        assert forward.response_type == 7  # the private message itself moves on
        assert_shows(bot, got, fake.message(viewer.id), 1)
        ok(await fake.click(world.carol, viewer, label="Forward ▶"))
        assert_shows(bot, got, fake.message(viewer.id), 2)
        ok(await fake.click(world.carol, viewer, label="◀ Back"))
        assert_shows(bot, got, fake.message(viewer.id), 1)
        ok(await fake.click(world.carol, viewer, label="Last ⏭"))
        assert_shows(bot, got, fake.message(viewer.id), moves)
        final = fake.message(viewer.id).text()
        assert "🏆" in final  # the last step is the end, with its winner
        ok(await fake.click(world.carol, viewer, label="⏮ First"))
        assert_shows(bot, got, fake.message(viewer.id), 0)

        landed = ok(await jump(world, fake.message(viewer.id), " 3 "))
        assert landed.response_type == 7
        assert_shows(bot, got, fake.message(viewer.id), 3)
        # The words of a move are its mover's: a card they bid is named.
        assert fake.message(viewer.id).content.splitlines()[1].startswith("> ")

        for bad in (
            "x",
            "-1",
            str(moves + 1),
            "٣",
            "1e3",
            "9" * 6,
            "9" * 5000,
            "<@123456789012345678> @everyone",
        ):
            refused = ok(await jump(world, fake.message(viewer.id), bad))
            assert refused.response_type == 4 and refused.ephemeral, bad
            assert f"is not a move of this game: type a number from 0 (the start) to {moves}" in (
                refused.text()
            )
            assert "Nothing changed." in refused.text()
            assert "<@123456789012345678>" not in refused.text()
            assert "@everyone" not in refused.text()
            assert_shows(bot, got, fake.message(viewer.id), 3)  # nothing changed

        # A forged id past the end is refused, the viewer unchanged.
        past = ids.replay("last", 1, moves + 1)
        forged = ok(
            await fake.send_raw_component(
                world.carol, fake.message(viewer.id), past, on_message=True
            )
        )
        assert f"Game #1 has no move {moves + 1}: it has {moves} moves." in forged.text()
        assert_shows(bot, got, fake.message(viewer.id), 3)
        # The same button sent from another server: that server has no game #1.
        other = fake.add_guild("Elsewhere")
        there = fake.add_channel(other, "games")
        fake.add_member(other, world.carol)
        last = ids.replay("last", 1, moves)
        foreign = ok(
            await fake.send_raw_component(
                world.carol, fake.message(viewer.id), last, on_message=True, channel=there
            )
        )
        assert foreign.text() == "There is no game #1 on this server."
        assert_shows(bot, got, fake.message(viewer.id), 3)
        assert_no_leaks(fake)

    async with start_bot(db) as bot:  # the buttons and the modal work after a restart
        ok(await fake.click(world.carol, fake.message(viewer.id), label="Forward ▶"))
        assert_shows(bot, got, fake.message(viewer.id), 4)
        opened = ok(await fake.click(world.carol, fake.message(viewer.id), label="Jump to…"))
    async with start_bot(db) as bot:
        field = ids.replay("jump", 1, 4)
        landed = ok(await fake.submit_modal(world.carol, opened, {field: "0"}))
        assert landed.response_type == 7
        assert_shows(bot, got, fake.message(viewer.id), 0)


def assert_exported(message: Message, got: Played) -> None:
    """``message`` is a private answer with the game's JSON file, which verifies."""
    assert message.ephemeral
    assert message.content == (
        "Game #1 as JSON: hoard-game-1.json. To check that it replays to its result, run "
        "`python -m bot replay hoard-game-1.json`."
    )
    assert [a["filename"] for a in message.attachments] == ["hoard-game-1.json"]
    doc = json.loads(message.files["hoard-game-1.json"])
    assert (doc["game"], doc["id"], len(doc["actions"])) == ("goofspiel", 1, got.steps.moves)
    done = verify(doc, REGISTRY)
    assert done.final_state == got.game.state_data()
    assert REGISTRY["goofspiel"].dump(got.steps.states[-1]) == done.final_state


async def test_a_finished_game_exports_as_a_file_that_verifies(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db) as bot:
        await play_out_against_a_bot(world, "goofspiel")
        await fake.settle()
        got = await played(db)
        sent = ok(await fake.slash(world.bob, world.channel, "hoard export", game=1))
        assert sent.ephemeral and len(sent.messages) == 1
        assert_exported(sent.messages[0], got)

        # The viewer's Export button: the file in a new private message, the viewer unchanged.
        viewer = ok(await fake.slash(world.bob, world.channel, "hoard replay", game=1)).message
        assert viewer is not None
        clicked = ok(await fake.click(world.bob, viewer, label="📄 Export (JSON)"))
        assert clicked.message is not None and clicked.message.id != viewer.id
        assert_exported(clicked.message, got)
        assert_shows(bot, got, fake.message(viewer.id), 0)


async def test_a_running_game_another_servers_and_an_unknown_one_are_refused(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    other = fake.add_guild("Elsewhere")
    there = fake.add_channel(other, "games")
    fake.add_member(other, world.carol)
    async with start_bot():
        ok(await fake.slash(world.host, world.channel, "village new", seats=2))
        lobby = ok(await fake.slash(world.bob, world.channel, "hoard replay", game=1))
        assert "Game #1 is not over yet: its replay opens once it has ended" in lobby.text()
        ok(await fake.slash(world.bob, world.channel, "village join"))
        ok(await fake.slash(world.host, world.channel, "village start"))

        for command in ("hoard replay", "hoard export"):
            refused = ok(await fake.slash(world.host, world.channel, command, game=1))
            assert refused.ephemeral
            assert refused.text() == (
                "Game #1 is not over yet: its replay opens once it has ended (its hands are "
                "secret until then)."
            )
            assert all(
                not m.embeds and not m.components and not m.attachments for m in refused.messages
            )

        # A forged replay button on a message of a running game: refused alike, nothing shown.
        forged = ok(
            await fake.send_raw_component(
                world.host, refused.messages[0], ids.replay("last", 1, 3), on_message=True
            )
        )
        assert "Game #1 is not over yet" in forged.text()
        assert all(not m.embeds and not m.attachments for m in forged.messages)
        for marker in HAND_MARKERS:
            assert marker not in forged.text()

        unknown = ok(await fake.slash(world.bob, world.channel, "hoard replay", game=99))
        assert unknown.text() == "There is no game #99 on this server."
        away = ok(await fake.slash(world.carol, there, "hoard export", game=1))
        assert away.text() == "There is no game #1 on this server."
        assert not away.messages[0].attachments
        assert_no_leaks(fake)


async def test_a_cancelled_game_has_no_replay(world: World, start_bot: StartBot) -> None:
    fake = world.fake
    async with start_bot():
        ok(await fake.slash(world.host, world.channel, "goofspiel new", seats=2))
        ok(await fake.slash(world.host, world.channel, "goofspiel cancel"))
        refused = ok(await fake.slash(world.host, world.channel, "hoard replay", game=1))
        assert refused.text() == (
            "Game #1 was cancelled: it never reached its end, so it has no replay and its hands "
            "stay hidden."
        )


async def test_a_replay_draws_each_steps_table_and_names_the_card_a_move_drew(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db) as bot:
        await play_out_against_a_bot(world, "village")
        await fake.settle()
        got = await played(db)
        drawn = next(
            k
            for k, events in enumerate(got.steps.events, start=1)
            if any(type(e).__name__ == "CardDrawn" for e in events)
        )
        opened = ok(
            await fake.slash(world.carol, world.channel, "hoard replay", game=1, _locale="it")
        )
        viewer = opened.message
        assert viewer is not None and viewer.ephemeral
        title = "**Partita #1 · Please Don't Burn My Village!**"
        assert viewer.content == f"{title}: l'inizio (mossa 0 di {got.steps.moves})"
        assert [a["filename"] for a in viewer.attachments] == ["replay-0-it.png"]
        assert viewer.embeds[0]["image"]["url"] == "attachment://replay-0-it.png"
        assert [b["label"] for b in viewer.buttons()] == [
            "⏮ Inizio", "◀ Indietro", "Avanti ▶", "Fine ⏭", "Vai a…", "📄 Esporta (JSON)",
        ]  # fmt: skip

        # Carol reads English: the step she jumps to is in English, the card drawn named.
        landed = ok(await jump(world, viewer, str(drawn)))
        assert landed.response_type == 6  # acknowledged, then the new picture drawn
        shown = fake.message(viewer.id)
        seat = got.steps.movers[drawn - 1]
        words = bot.adapters["village"].done(got.game, got.steps.events[drawn - 1], seat, "en")
        assert shown.content.splitlines()[1] == f"> {words}"
        assert "Drew " in words and "Drew a card" not in words
        assert [a["filename"] for a in shown.attachments] == [f"replay-{drawn}-en.png"]
        assert bot.pictures.has(("replay", 1, drawn, "en"))

        # A server that shows no pictures gets the table in words alone.
        await bot.service.update_settings(world.guild.id, {"images": False}, can_manage_guild=True)
        ok(await fake.click(world.carol, shown, label="⏮ First"))
        plain = fake.message(viewer.id)
        assert plain.attachments == [] and "image" not in plain.embeds[0]
        assert plain.content.startswith("**Game #1 · Please Don't Burn My Village!**: the start")
        assert_no_leaks(fake)
