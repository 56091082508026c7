"""Hostile input through the fake Discord: forged clicks and commands, odd numbers, odd places.

Every refusal is a clear ephemeral sentence (never the generic apology, never a traceback) and,
where nothing may change, the database is byte-identical before and after (``iterdump``).
Long file: one numbered section per kind of hostile input, so the list reads as a checklist.
"""

from __future__ import annotations

import asyncio
import copy
import gc
import json
import re
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.client import HoardBot
from bot.ui import ids
from tests.e2e.conftest import HAND_MARKERS, StartBot, World, assert_no_leaks
from tests.e2e.test_play import current_table, moves_logged, ok, open_panel, start_game, whose_turn
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Guild, InteractionRecord, Message, User

APOLOGY = "Sorry, something went wrong"
VIEW, SEND, MANAGE_CHANNELS, MANAGE_GUILD = 1 << 10, 1 << 11, 1 << 4, 1 << 5
DM_SENTENCE = "Hoard's commands work in a server's channels, not in direct messages."
WRONG_PLACE = "belongs to a game in another channel"


def dump(db: Path) -> list[str]:
    """Every table's rows (and the schema) as SQL: equal dumps mean nothing was written."""
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def sql(db: Path, statement: str, *args: Any) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute(statement, args).fetchall()
        conn.commit()
    finally:
        conn.close()
    return [tuple(r) for r in rows]


def refused(rec: InteractionRecord, *phrases: str) -> str:
    """Check a clear, private answer: acknowledged, ephemeral, no apology; return its text."""
    assert rec.errors == [], rec.errors
    assert rec.acknowledged and rec.ephemeral, rec
    text = rec.text()
    assert APOLOGY not in text and "Traceback" not in text, text
    for phrase in phrases:
        assert phrase in text, (phrase, text)
    return text


def snapshot(fake: FakeDiscord, message: Message) -> dict[str, Any]:
    current = fake.message(message.id)
    return {"raw": copy.deepcopy(current.raw), "edits": current.edits}


def version(db: Path) -> int:
    return int(sql(db, "SELECT version FROM games WHERE status = 'running'")[0][0])


class Elsewhere:
    """Another server the bot is in, with an attacker who may manage everything there."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.guild: Guild = fake.add_guild("Other Keep")
        self.channel: Channel = fake.add_channel(self.guild, "raids")
        self.attacker: User = fake.add_user("attacker")
        fake.add_member(
            self.guild, self.attacker, permissions=VIEW | SEND | MANAGE_CHANNELS | MANAGE_GUILD
        )


# --- 1. cross-server and cross-channel clicks -----------------------------------------------


async def test_clicks_from_another_server_or_channel_change_nothing(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    other = Elsewhere(fake)
    side = fake.add_channel(world.guild, "side")
    thread = fake.add_channel(world.guild, "thread game", thread_of=world.channel)
    async with start_bot(db):
        lobby = ok(await fake.slash(world.host, world.channel, "village new")).message
        assert lobby is not None
        own = ok(await fake.slash(other.attacker, other.channel, "village new")).message
        assert own is not None  # the attacker's own lobby, in their own server
        threaded = ok(await fake.slash(world.bob, thread, "village new", seats=2)).message
        assert threaded is not None
        game_here, game_thread = 1, 3
        before = dump(db)

        # A forged Cancel of this server's lobby, on a message in the attacker's server.
        rec = await fake.send_raw_component(
            other.attacker, own, f"h1:lobby:cancel:{game_here}", on_message=True
        )
        refused(rec, WRONG_PLACE)
        # The real lobby message, but the click sent from the attacker's server.
        for label in ("Cancel", "Join", "Start", "Leave"):
            button = next(b for b in lobby.buttons() if b["label"] == label)
            rec = await fake.send_raw_component(
                other.attacker, lobby, button["custom_id"], channel=other.channel
            )
            refused(rec, WRONG_PLACE)
        # Same server, another channel; a thread game's button from its parent, and back.
        rec = await fake.send_raw_component(
            world.mod, lobby, f"h1:lobby:cancel:{game_here}", channel=side
        )
        refused(rec, WRONG_PLACE)
        rec = await fake.send_raw_component(
            world.mod, threaded, f"h1:lobby:cancel:{game_thread}", channel=world.channel
        )
        refused(rec, WRONG_PLACE)
        rec = await fake.send_raw_component(
            world.mod, lobby, f"h1:lobby:cancel:{game_here}", channel=thread
        )
        refused(rec, WRONG_PLACE)
        # An id that is not even on the message: nothing is said about the other game.
        rec = await fake.send_raw_component(other.attacker, own, f"h1:lobby:join:{game_here}")
        text = refused(rec, WRONG_PLACE)
        assert "gathering players" not in text
        assert dump(db) == before
        assert [b["label"] for b in fake.message(lobby.id).buttons()] == [
            "Join", "Leave", "Start", "Cancel",
        ]  # fmt: skip

        # A running game: its table, hand and pick components are just as local.
        ok(await fake.click(world.bob, lobby, label="Join"))
        ok(await fake.click(world.host, lobby, label="Start"))
        table = current_table(fake, world.channel)
        v = version(db)
        before = dump(db)
        forged = [
            f"h1:table:hand:{game_here}",
            f"h1:table:rules:{game_here}",
            f"h1:hand:draw:{game_here}:{v}:0",
            f"h1:hand:refresh:{game_here}:{v}:0",
        ]
        for custom_id in forged:
            rec = await fake.send_raw_component(other.attacker, own, custom_id, on_message=True)
            refused(rec, WRONG_PLACE)
            rec = await fake.send_raw_component(
                world.host, table, custom_id, on_message=True, channel=side
            )
            refused(rec, WRONG_PLACE)
        pick = f"h1:pick:type:{game_here}:{v}"
        rec = await fake.send_raw_component(
            world.host, table, pick, 3, values=["axe"], on_message=True, channel=side
        )
        refused(rec, WRONG_PLACE)
        assert dump(db) == before
    assert_no_leaks(fake)


# --- 2. strict numbers, and /village new all or nothing -------------------------------------


@pytest.mark.parametrize(
    "turn",
    [
        "\u0663h",  # ٣h: an Arabic-Indic three, which int() and \d accept
        "\uff13h",  # a full-width 3
        "3\u00a0h",  # a no-break space
        "1000000000d",
        "9999999999999999999d",  # 20 characters: the most Discord lets through
        "8d",  # past the longest turn limit
        "-3h",
        "3x",
    ],
)
async def test_village_new_reads_the_turn_strictly_and_writes_nothing(
    world: World, start_bot: StartBot, tmp_path: Path, turn: str
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        before = dump(db)
        rec = await fake.slash(world.host, world.channel, "village new", turn=turn)
        refused(rec, "5m to 7d")
        assert dump(db) == before
        assert fake.channel_messages(world.channel) == []
        fine = ok(await fake.slash(world.host, world.channel, "village new", turn="3h"))
        assert fine.message is not None  # the channel is free
    assert sql(db, "SELECT turn_seconds FROM games") == [(3 * 3600,)]


async def test_a_lobby_that_could_not_be_posted_is_undone(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"

    async def slow(bot: HoardBot, game: Any) -> dict[str, Any]:
        fake.advance(4)  # past Discord's 3 seconds: the lobby message cannot be posted
        return await real(bot, game)

    async with start_bot(db):
        loaded = sys.modules["cogs.game"]  # the module that builds every game's commands
        real = loaded.lobby_message
        monkeypatch.setattr(loaded, "lobby_message", slow)
        late = await fake.slash(world.host, world.channel, "village new")
        assert any("10062" in e for e in late.errors)
        assert sql(db, "SELECT COUNT(*) FROM games") == [(0,)]
        assert sql(db, "SELECT COUNT(*) FROM seats") == [(0,)]
        assert fake.channel_messages(world.channel) == []
        monkeypatch.setattr(loaded, "lobby_message", real)
        again = ok(await fake.slash(world.host, world.channel, "village new"))
        assert again.message is not None and not again.ephemeral  # the channel was freed
    assert sql(db, "SELECT status, message_id FROM games") == [("lobby", again.message.id)]
    assert {r.error_code for r in fake.rejected} == {10062}
    fake.rejected.clear()  # the refused late answers were the point of this test


# --- 3. huge values in the settings ----------------------------------------------------------


async def test_settings_refuse_huge_and_foreign_numbers(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    admin = fake.users[world.guild.owner_id]
    async with start_bot(db):
        before = dump(db)
        for option in ("default", "shortest", "longest"):
            for value in ("1000000000d", "9999999999999999999d", "\u0663h", "400d"):
                rec = await fake.slash(
                    admin, world.channel, "hoard-config turns", **{option: value}
                )
                text = refused(rec)
                assert "5m to 7d" in text and "Saved" not in text
        for points in ("1000000000d", "740000d", "7d", "50%, 8d", "\u0665\u0660%", "0%", "150%"):
            rec = await fake.slash(admin, world.channel, "hoard-config reminders", points=points)
            text = refused(rec, "Not changed")
            assert "Saved" not in text
        assert dump(db) == before
        saved = await fake.slash(admin, world.channel, "hoard-config reminders", points="50%, 6d")
        refused(saved, "Saved", "6d before the end")


@pytest.mark.parametrize(
    "bad",
    [
        {"reminders": ["1000000000d"]},  # past timedelta's range
        {"reminders": ["50%", "740000d"]},  # before the year 1
        {"reminders": ["99999999999999999999d", "\u0663%", "0m", 7]},
        {"turn_max": 99_999_999_999_999_999_999, "reminders": ["1h"]},
    ],
)
async def test_bad_settings_stored_directly_do_not_stop_play(
    world: World,
    start_bot: StartBot,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    bad: dict[str, Any],
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        pass  # creates the database
    sql(
        db,
        "INSERT INTO guild_settings (guild_id, settings_json, updated_at) VALUES (?, ?, ?)",
        world.guild.id,
        json.dumps(bad),
        "2026-01-01T00:00:00+00:00",
    )
    players = [world.host, world.bob]
    users = {u.id: u for u in players}
    async with start_bot(db) as bot:
        await start_game(world, players)
        for _ in range(3):
            mover = whose_turn(fake, world.channel, users)
            before = moves_logged(db)
            panel = await open_panel(fake, mover, world.channel)
            ok(await fake.click(mover, panel, label="Draw a card"))
            assert moves_logged(db) == before + 1
            assert "Done:" in fake.message(panel.id).text()
        assert bot.scheduler is not None
        await bot.scheduler.tick()
        shown = refused(await fake.slash(world.bob, world.channel, "hoard settings"))
        assert "50%, 1h before the end" in shown  # the defaults
    assert any("stored settings are invalid" in r.getMessage() for r in caplog.records)


# --- 4. kicking someone who is not seated ----------------------------------------------------


async def test_kick_of_someone_not_seated_or_not_in_the_server(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    stranger = fake.add_user("stranger")  # not a member of the server
    async with start_bot(db):
        await start_game(world, [world.host, world.bob])
        before = dump(db)
        for target in (stranger, world.dave):
            rec = await fake.slash(world.host, world.channel, "hoard kick", player=target)
            refused(rec, f"<@{target.id}> is not playing in game #1")
        assert dump(db) == before


# --- 5. numbers past SQLite's integers in custom_ids -----------------------------------------


async def test_ids_with_numbers_past_sqlite_are_unknown(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        await start_game(world, [world.host, world.bob])
        table = current_table(fake, world.channel)
        before = dump(db)
        forged = [
            "h1:lobby:join:9999999999999999999",
            "h1:table:hand:9223372036854775808",
            "h1:hand:draw:18446744073709551617:1:0",
            "h1:hand:draw:1:99999999999999999999:0",
            "h1:pick:type:1:9223372036854775808",
        ]
        for custom_id in forged:
            for on_message in (False, True):
                rec = await fake.send_raw_component(
                    world.host, table, custom_id, on_message=on_message
                )
                refused(rec, "no longer in use")
        assert dump(db) == before


# --- 6. direct messages ----------------------------------------------------------------------


async def test_commands_and_clicks_in_direct_messages(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    dm = fake.dm_channel(world.bob)
    commands: list[tuple[str, dict[str, Any]]] = [
        ("village new", {}),
        ("village join", {}),
        ("village leave", {}),
        ("village start", {}),
        ("village cancel", {}),
        ("village hand", {}),
        ("village board", {}),
        ("hoard kick", {"player": world.host}),
        ("hoard games", {}),
        ("hoard notify", {"dm": "on"}),
        ("village addbot", {}),
        ("village removebot", {}),
        ("village rules", {}),
        ("village help", {}),
        ("hoard settings", {}),
        ("hoard-config pictures", {"on": False}),
        ("hoard-config turns", {"default": "2h"}),
    ]
    async with start_bot(db):
        lobby = ok(await fake.slash(world.host, world.channel, "village new")).message
        assert lobby is not None
        before = dump(db)
        with pytest.raises(AssertionError, match="not available in DMs"):
            await fake.slash(world.bob, dm, "village new")  # Discord does not offer them there
        for command, options in commands:
            rec = await fake.slash(world.bob, dm, command, _forged=True, **options)
            refused(rec, DM_SENTENCE)
        # A click in a DM: a forged button on a message there, and an id not on it.
        note = fake.rest.new_message(dm, {"content": "hello"}, [], author=fake.bot_user)
        for on_message in (True, False):
            rec = await fake.send_raw_component(
                world.bob, note, "h1:lobby:join:1", on_message=on_message
            )
            refused(rec, DM_SENTENCE)
        assert dump(db) == before


# --- 7. never a hand in a public message -----------------------------------------------------


async def test_a_hand_button_on_the_public_table_answers_privately(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    players = [world.host, world.bob]
    users = {u.id: u for u in players}
    async with start_bot(db):
        await start_game(world, players)
        mover = whose_turn(fake, world.channel, users)
        table = current_table(fake, world.channel)
        seen = snapshot(fake, table)
        v = version(db)
        for action in ("refresh", "bribe", "back", "market"):
            rec = ok(
                await fake.send_raw_component(
                    mover, table, f"h1:hand:{action}:1:{v}:0", on_message=True
                )
            )
            assert rec.ephemeral and rec.message is not None and rec.message.id != table.id
            assert any(marker in rec.text() for marker in HAND_MARKERS)
            assert snapshot(fake, table) == seen  # the public table is untouched
        rec = ok(
            await fake.send_raw_component(
                mover, table, f"h1:pick:type:1:{v}", 3, values=["axe"], on_message=True
            )
        )
        assert rec.ephemeral and snapshot(fake, table) == seen
        # A move played from the public message: the answer is a new private panel too.
        before = moves_logged(db)
        rec = ok(
            await fake.send_raw_component(mover, table, f"h1:hand:draw:1:{v}:0", on_message=True)
        )
        assert moves_logged(db) == before + 1
        assert rec.ephemeral and "Done:" in rec.text()
        assert fake.message(table.id).raw["embeds"] == seen["raw"]["embeds"]
        assert fake.message(table.id).content == table.content
    assert_no_leaks(fake)


# --- 9. an old table with live buttons -------------------------------------------------------


async def test_an_old_table_left_with_buttons_points_to_the_current_one(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cogs.table

    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        await start_game(world, [world.host, world.bob])
        old = current_table(fake, world.channel)

        async def crashed(*args: Any) -> None:
            return None  # as if the bot died before stripping the old table

        monkeypatch.setattr(cogs.table, "remove_message", crashed)
        ok(await fake.slash(world.bob, world.channel, "village board"))
        monkeypatch.undo()
        live = [m for m in fake.channel_messages(world.channel) if m.buttons()]
        assert len(live) == 2  # two tables with live buttons
        new = live[-1]
        before = dump(db)
        rec = await fake.click(world.host, old, label="Show my hand")
        link = f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/{new.id}"
        text = refused(rec, "out of date", link)
        assert not any(marker in text for marker in HAND_MARKERS)  # no panel was sent
        assert fake.message(old.id).buttons() == []  # the old table lost its buttons
        assert dump(db) == before
        panel = await open_panel(fake, world.host, world.channel)  # the current one works
        assert panel.ephemeral


# --- 10. a seat row deleted by hand ----------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        "DELETE FROM seats WHERE seat = 1",
        "UPDATE seats SET seat = 7 WHERE seat = 2",
        "UPDATE seats SET user_id = 424242 WHERE seat = 0",
    ],
)
async def test_a_game_whose_seats_disagree_with_its_state_is_broken(
    world: World, start_bot: StartBot, tmp_path: Path, damage: str
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        await start_game(world, [world.host, world.bob, world.carol])
        sql(db, damage)
        rec = await fake.slash(world.host, world.channel, "village board")
        refused(rec, "saved data is damaged")
        status, reason = sql(db, "SELECT status, broken_reason FROM games")[0]
        assert status == "broken" and "seat" in reason
        table = current_table(fake, world.channel)
        again = await fake.click(world.carol, table, label="Show my hand")
        refused(again, "damaged")


# --- 11. ephemeral panels' View objects are not kept ----------------------------------------


def panel_views() -> Iterator[discord.ui.View]:
    gc.collect()
    for obj in gc.get_objects():
        if isinstance(obj, discord.ui.View) and any(
            re.fullmatch(ids.HAND_TEMPLATE, getattr(i, "custom_id", None) or "")
            for i in obj.children
        ):
            yield obj


async def test_panels_do_not_keep_their_views_alive(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    opens = 20
    async with start_bot(db) as bot:
        await start_game(world, [world.host, world.bob])
        store = bot._connection._view_store
        dynamic = dict(store._dynamic_items)
        panels = [await open_panel(fake, world.host, world.channel) for _ in range(opens)]
        ok(await fake.click(world.host, panels[0], label="Refresh"))  # redrawn in place
        assert list(panel_views()) == []  # discord.py keeps 20 of them for 15 minutes otherwise
        timers = [t for t in asyncio.all_tasks() if "timeout_task" in repr(t.get_coro())]
        assert timers == []
        assert store._views == {} and store._synced_message_views == {}
        assert store._dynamic_items == dynamic  # the buttons are still dispatched
        again = ok(await fake.click(world.host, panels[-1], label="Refresh"))
        assert any(marker in again.text() for marker in HAND_MARKERS)


# --- the outdated command of a client that has not reloaded ---------------------------------


async def test_an_outdated_command_gets_a_clear_answer(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        village = next(c for c in fake.commands() if c["name"] == "village")
        before = dump(db)
        # The setters moved to /hoard-config: a client that kept the old definition.
        data = {
            "id": village["id"],
            "name": "village",
            "type": 1,
            "options": [
                {
                    "name": "config",
                    "type": 2,
                    "options": [{"name": "turns", "type": 1, "options": []}],
                }
            ],
        }
        rec = await fake.send_raw_command(world.host, world.channel, data)
        refused(rec, "Reload Discord")
        assert dump(db) == before
