"""Playing ``village`` end to end: every move made by clicking in each player's private panel."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

from bot.games import village
from tests.e2e.conftest import StartBot, World, assert_no_leaks
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, InteractionRecord, Message, User

MAX_STEPS = 16


def ok(rec: InteractionRecord) -> InteractionRecord:
    assert rec.errors == [], rec.errors
    assert rec.acknowledged
    return rec


def current_table(fake: FakeDiscord, channel: Channel) -> Message:
    tables = [m for m in fake.channel_messages(channel) if "Show my hand" in labels(m)]
    assert len(tables) == 1, "exactly one table carries buttons"
    return tables[0]


def labels(message: Message) -> list[str]:
    return [b.get("label", "") for b in message.buttons()]


def enabled(message: Message) -> list[dict[str, Any]]:
    return [b for b in message.buttons() if not b.get("disabled")]


def panel_text(message: Message) -> str:
    return message.text()


def db_row(db: Path, sql: str, *args: Any) -> tuple[Any, ...]:
    conn = sqlite3.connect(db)
    try:
        row = conn.execute(sql, args).fetchone()
    finally:
        conn.close()
    assert row is not None
    return tuple(row)


def moves_logged(db: Path) -> int:
    return int(db_row(db, "SELECT COUNT(*) FROM actions")[0])


async def open_panel(fake: FakeDiscord, user: User, channel: Channel) -> Message:
    rec = ok(await fake.click(user, current_table(fake, channel), label="Show my hand"))
    assert rec.ephemeral and rec.message is not None
    return rec.message


async def random_move(
    fake: FakeDiscord, user: User, channel: Channel, rng: random.Random, db: Path
) -> None:
    """Make one move by clicking at random among what the panel offers."""
    before = moves_logged(db)
    panel = await open_panel(fake, user, channel)
    for _ in range(MAX_STEPS):
        panel = fake.message(panel.id)
        if moves_logged(db) > before:
            assert "Done:" in panel_text(panel)
            await fake.settle()  # the panel says "Done" before the next table is posted
            return
        selects = panel.selects()
        buttons = [b for b in enabled(panel) if b["label"] not in ("Refresh",)]
        if selects and (rng.random() < 0.7 or not buttons):
            select = rng.choice(selects)
            options = [o["value"] for o in select["options"]]
            values = rng.sample(options, select.get("min_values", 1))
            ok(await fake.select(user, panel, values, custom_id=select["custom_id"]))
            continue
        actions = [b for b in buttons if b["label"] != "Back"] or buttons
        if rng.random() < 0.1:
            actions = buttons  # sometimes go back
        button = rng.choice(actions)
        ok(await fake.click(user, panel, custom_id=button["custom_id"]))
    if moves_logged(db) > before:
        return
    # Out of random steps: go back to the first step and draw.
    panel = await open_panel(fake, user, channel)
    if "Back" in labels(panel):
        ok(await fake.click(user, panel, label="Back"))
    panel = fake.message(panel.id)
    draw = next(b for b in enabled(panel) if b["label"].startswith("Draw"))
    ok(await fake.click(user, panel, custom_id=draw["custom_id"]))
    if moves_logged(db) == before:  # the deck was empty: confirm the game-ending draw
        ok(await fake.click(user, fake.message(panel.id), label="Draw and end the game"))
    assert moves_logged(db) > before
    await fake.settle()  # the panel says "Done" before the next table is posted


async def pick_first_treasure(fake: FakeDiscord, user: User, panel: Message) -> None:
    """Pick the first treasure of the bribe step: a button each, or a select when many."""
    buttons = [b for b in panel.buttons() if ":treasure:" in b["custom_id"]]
    if buttons:
        ok(await fake.click(user, panel, custom_id=buttons[0]["custom_id"]))
        return
    (select,) = panel.selects()
    ok(
        await fake.select(
            user, panel, [select["options"][0]["value"]], custom_id=select["custom_id"]
        )
    )


def whose_turn(fake: FakeDiscord, channel: Channel, users: dict[int, User]) -> User:
    table = current_table(fake, channel)
    found = re.match(r"<@(\d+)>, it's your turn", table.content)
    assert found, table.content
    return users[int(found.group(1))]


async def start_game(world: World, players: list[User]) -> None:
    fake = world.fake
    lobby = ok(await fake.slash(players[0], world.channel, "village new")).message
    assert lobby is not None
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))


def replayed_scores(db: Path) -> list[int]:
    seed, ruleset = db_row(db, "SELECT seed, ruleset_json FROM games")
    conn = sqlite3.connect(db)
    seats = [str(r[0]) for r in conn.execute("SELECT user_id FROM seats ORDER BY seat")]
    log = [json.loads(r[0]) for r in conn.execute("SELECT action_json FROM actions ORDER BY seq")]
    conn.close()
    state = village.new_game(len(seats), seed, player_ids=seats, ruleset=json.loads(ruleset))
    for action in log:
        state, _ = village.apply(state, village.action_from_json(action))
    assert state.over
    return village.scores(state)


async def test_a_whole_three_player_game_by_clicks_with_a_restart(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    fake.settle_quiet = 0.01  # the fake also waits for the bot's own interaction tasks
    db = tmp_path / "hoard.db"
    players = [world.host, world.bob, world.carol]
    users = {u.id: u for u in players}
    rng = random.Random(7)
    moves = 0
    async with start_bot(db):
        await start_game(world, players)
        for _ in range(12):
            await random_move(fake, whose_turn(fake, world.channel, users), world.channel, rng, db)
            moves += 1
    async with start_bot(db):  # restarted mid-game: the old table's buttons still work
        while db_row(db, "SELECT status FROM games")[0] == "running":
            await random_move(fake, whose_turn(fake, world.channel, users), world.channel, rng, db)
            moves += 1
            assert moves < 400, "the game did not end"
    assert assert_no_leaks(fake) > moves  # every table, lobby and announcement was checked
    final = fake.channel_messages(world.channel)[-1]
    assert "final scores" in final.text()
    assert labels(final) == ["Play again"]  # the final table's one button
    assert all("Show my hand" not in labels(m) for m in fake.channel_messages(world.channel))
    scores = replayed_scores(db)
    conn = sqlite3.connect(db)
    stored = [(r[0], r[1]) for r in conn.execute("SELECT user_id, score FROM seats ORDER BY seat")]
    conn.close()
    assert [s for _, s in stored] == scores
    fields = [(f["name"], f["value"]) for f in final.embeds[0]["fields"]]
    for user_id, score in stored:
        assert any(
            name.endswith(f"· {score} points") and value.startswith(f"<@{user_id}>")
            for name, value in fields
        ), (user_id, score, fields)


async def test_stale_panels_wrong_turns_outsiders_and_double_clicks(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    db = tmp_path / "hoard.db"
    players = [world.host, world.bob]
    users = {u.id: u for u in players}
    async with start_bot(db):
        await start_game(world, players)
        mover = whose_turn(fake, world.channel, users)
        waiter = world.bob if mover is world.host else world.host

        # Not your turn: the actions are shown, disabled; Refresh says whose turn it is.
        theirs = await open_panel(fake, waiter, world.channel)
        assert {b["label"]: b.get("disabled", False) for b in theirs.buttons()} == {
            "Bribe the Dragon": True,
            "Black Market": True,
            "Draw a card": True,
            "Refresh": False,
        }
        waiting = ok(await fake.click(waiter, theirs, label="Refresh"))
        assert f"Waiting for <@{mover.id}>" in waiting.text()

        # Someone who is not playing.
        outsider = ok(
            await fake.click(world.dave, current_table(fake, world.channel), label="Show my hand")
        )
        assert outsider.ephemeral and "not playing" in outsider.text()

        # Two simultaneous clicks on the same Draw: exactly one move.
        first = await open_panel(fake, mover, world.channel)
        before = moves_logged(db)
        both = await asyncio.gather(
            fake.click(mover, first, label="Draw a card"),
            fake.click(mover, first, label="Draw a card"),
        )
        for rec in both:
            ok(rec)
        assert moves_logged(db) == before + 1
        texts = " ".join(fake.message(first.id).text() for _ in both)
        assert "Done:" in texts or "already played: Drew a card" in texts

        # A stale panel: drawn before the last move.
        mover2 = whose_turn(fake, world.channel, users)
        stale = await open_panel(fake, mover2, world.channel)
        fresh = await open_panel(fake, mover2, world.channel)
        ok(await fake.click(mover2, fresh, label="Draw a card"))
        assert moves_logged(db) == before + 2
        late = ok(await fake.click(mover2, stale, label="Draw a card"))
        assert "Your move was already played: Drew a card" in late.text()
        assert moves_logged(db) == before + 2
        # ... and the panel it was answered with is the current one (not their turn now).
        assert fake.message(stale.id).buttons()[0].get("disabled") is True


async def test_a_bribe_step_by_step_says_what_will_happen(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    db = tmp_path / "hoard.db"
    players = [world.host, world.bob]
    users = {u.id: u for u in players}
    async with start_bot(db):
        await start_game(world, players)
        mover = whose_turn(fake, world.channel, users)
        panel = await open_panel(fake, mover, world.channel)
        ok(await fake.click(mover, panel, label="Bribe the Dragon"))
        panel = fake.message(panel.id)
        await pick_first_treasure(fake, mover, panel)
        panel = fake.message(panel.id)
        confirm = next(b for b in panel.buttons() if b["style"] == 3)
        assert confirm["label"].startswith("Bribe ")
        assert "will rise" in panel.text() or "stays on top" in panel.text()
        ok(await fake.click(mover, panel, custom_id=confirm["custom_id"]))
        assert moves_logged(db) == 1
        assert "Done: Bribed" in fake.message(panel.id).text()
        table = current_table(fake, world.channel)
        assert "Bribed" in table.text()  # the last moves, in words
        # Pictures: the table and the private hand carry one each, the text stays in the embed.
        assert [a["filename"] for a in table.attachments] == ["table.png"]
        assert table.embeds[0]["image"]["url"] == "attachment://table.png"
        assert table.embeds[0]["fields"]
        hand = fake.message(panel.id)
        (picture,) = [a["filename"] for a in hand.attachments]
        assert re.fullmatch(r"hand-\d+-en\.png", picture)  # the board's version, the language
        assert hand.ephemeral
