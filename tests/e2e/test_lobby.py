"""Start-up, command sync and lobbies, end to end: the real client against the fake Discord."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.games import SPECS
from tests.e2e.conftest import StartBot, World
from tests.fakediscord.state import InteractionRecord, Message
from tests.timing import ceiling


def ok(rec: InteractionRecord) -> InteractionRecord:
    assert rec.errors == [], rec.errors
    assert rec.acknowledged
    return rec


def lobby_of(rec: InteractionRecord) -> Message:
    assert rec.message is not None and not rec.ephemeral
    return rec.message


def field_text(message: Message) -> str:
    return "\n".join(f["value"] for e in message.embeds for f in e.get("fields", []))


def labels(message: Message) -> list[str]:
    return [b["label"] for b in message.buttons()]


async def test_start_up_syncs_commands_once(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    db = tmp_path / "hoard.db"
    async with start_bot(db):
        pass
    assert len(world.fake.sync_calls) == 1
    guild_id, commands = world.fake.sync_calls[0]
    assert guild_id is None  # global sync without DEV_GUILD_ID
    village = next(c for c in commands if c["name"] == "village")
    subcommands = {o["name"] for o in village["options"]}
    assert subcommands == {
        "new", "join", "leave", "start", "cancel", "hand", "board", "log", "rules", "help",
        "addbot", "removebot", "practice", "resign",
    }  # fmt: skip
    assert village["contexts"] == [0]  # server channels only, not DMs
    assert village["default_member_permissions"] is None  # every member sees /village
    seats = next(o for o in next(o for o in village["options"] if o["name"] == "new")["options"])
    assert (seats["name"], seats["min_value"], seats["max_value"]) == ("seats", 2, 5)
    hoard = next(c for c in commands if c["name"] == "hoard")
    assert {o["name"] for o in hoard["options"]} == {
        "games", "mygames", "notify", "kick", "settings", "forget", "replay", "export",
        "stats", "leaderboard", "recent", "history", "privacy", "away", "back",
    }  # fmt: skip
    assert hoard["default_member_permissions"] is None
    assert {c["name"] for c in commands} == {"hoard", "hoard-config", *SPECS}
    admin = next(c for c in commands if c["name"] == "hoard-config")
    assert int(admin["default_member_permissions"]) == 1 << 5  # Manage Server: hidden otherwise
    assert admin["contexts"] == [0]
    assert {o["name"] for o in admin["options"]} == {
        "turns", "reminders", "absent", "channel", "opener", "limits", "pictures",
        "threads", "language", "holidays", "undo",
    }  # fmt: skip
    async with start_bot(db):
        pass
    assert len(world.fake.sync_calls) == 1  # unchanged definition: no second sync


async def test_dev_guild_gets_the_commands(world: World, start_bot: StartBot) -> None:
    async with start_bot(dev_guild_id=world.guild.id):
        pass
    assert [g for g, _ in world.fake.sync_calls] == [world.guild.id]
    assert any(c["name"] == "village" for c in world.fake.commands(world.guild))
    (hoard,) = (c for c in world.fake.commands(world.guild) if c["name"] == "hoard")
    kick = next(o for o in hoard["options"] if o["name"] == "kick")  # validated by the fake
    assert kick["name_localizations"] == {"it": "assente", "es-ES": "ausente", "es-419": "ausente"}
    assert kick["description_localizations"]["it"].startswith("Segna un giocatore come assente")


async def test_a_lobby_gathers_players_and_the_host_starts(
    world: World, start_bot: StartBot
) -> None:
    fake, ch = world.fake, world.channel
    async with start_bot():
        new = ok(await fake.slash(world.host, ch, "village new"))
        lobby = lobby_of(new)
        assert labels(lobby) == ["Join", "Leave", "Start", "Cancel"]
        assert f"<@{world.host.id}> (host)" in field_text(lobby)

        ok(await fake.click(world.bob, lobby, label="Join"))  # by button: edited in place
        assert f"<@{world.bob.id}>" in field_text(fake.message(lobby.id))

        joined = ok(await fake.slash(world.carol, ch, "village join"))  # by command
        assert joined.ephemeral and "You joined game #" in joined.text()
        ok(await fake.click(world.dave, lobby, label="Join"))
        current = fake.message(lobby.id)
        assert "Players (4/5)" in str(current.embeds)
        for u in (world.host, world.bob, world.carol, world.dave):
            assert f"<@{u.id}>" in field_text(current)

        ok(await fake.click(world.dave, lobby, label="Leave"))
        assert f"<@{world.dave.id}>" not in field_text(fake.message(lobby.id))

        refused = ok(await fake.click(world.bob, lobby, label="Start"))
        assert refused.ephemeral
        assert "Only the host can start" in refused.text()
        assert labels(fake.message(lobby.id)) == ["Join", "Leave", "Start", "Cancel"]

        ok(await fake.click(world.host, lobby, label="Start"))
        after = fake.message(lobby.id)
        assert after.buttons() == []  # the lobby's buttons are gone
        assert "The game has started" in after.text()
        table = fake.channel_messages(ch)[-1]
        assert table.id != lobby.id
        assert labels(table)[0] == "Draw a card"  # the mover's one-tap moves come first
        assert labels(table)[-2:] == ["Show my hand", "Rules"]
        assert [m.id for m in fake.channel_messages(ch)] == [table.id]  # the lobby made way
        assert "it's your turn" in table.content  # the first player is mentioned
        for u in (world.host, world.bob, world.carol):
            assert f"<@{u.id}>" in table.text()
        assert f"<@{world.dave.id}>" not in table.text()


async def test_a_second_game_in_the_same_channel_is_refused(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot():
        first = ok(await fake.slash(world.host, world.channel, "village new"))
        second = ok(await fake.slash(world.bob, world.channel, "village new"))
        assert second.ephemeral
        assert "already has an open game" in second.text()
        assert len([m for m in fake.channel_messages(world.channel) if m.embeds]) == 1
        assert first.message is not None
        thread = fake.add_channel(world.guild, "side game", thread_of=world.channel)
        other = ok(await fake.slash(world.bob, thread, "village new", seats=2))
        assert "Players (1/2)" in str(lobby_of(other).embeds)


async def test_old_lobby_buttons_work_after_a_restart(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    db = tmp_path / "hoard.db"
    async with start_bot(db):
        lobby = lobby_of(ok(await fake.slash(world.host, world.channel, "village new")))
    async with start_bot(db):  # a new process on the same database
        ok(await fake.click(world.bob, lobby, label="Join"))
        assert f"<@{world.bob.id}>" in field_text(fake.message(lobby.id))
        ok(await fake.click(world.host, lobby, label="Start"))
        assert fake.message(lobby.id).buttons() == []
    row = sqlite3.connect(db).execute("SELECT status FROM games").fetchone()
    assert row == ("running",)


async def test_forged_ids_and_cancelled_games_get_a_clear_answer(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot():
        lobby = lobby_of(ok(await fake.slash(world.host, world.channel, "village new")))
        join_id = next(b["custom_id"] for b in lobby.buttons() if b["label"] == "Join")
        # Ids that are not on the message (forged, or outdated): discord.py would drop them.
        forged = ok(await fake.send_raw_component(world.bob, lobby, "totally:made:up"))
        assert forged.ephemeral and "no longer in use" in forged.text()
        for forged_id in ("h1:lobby:join:987654", "h1:lobby:start:987"):
            forged = ok(await fake.send_raw_component(world.bob, lobby, forged_id))
            assert (
                forged.ephemeral and "#987" in forged.text() and "does not exist" in forged.text()
            )

        refused = ok(await fake.click(world.bob, lobby, label="Cancel"))
        assert refused.ephemeral and "Only the host" in refused.text()
        by_mod = ok(await fake.slash(world.mod, world.channel, "village cancel"))
        assert by_mod.ephemeral and "cancelled" in by_mod.text()
        assert fake.message(lobby.id).buttons() == []
        assert "cancelled" in fake.message(lobby.id).text()

        late = ok(await fake.send_raw_component(world.carol, lobby, join_id))
        assert late.ephemeral and "out of date" in late.text() and "was cancelled" in late.text()
        none_here = ok(await fake.slash(world.carol, world.channel, "village join"))
        assert "no open game in this channel" in none_here.text()


async def test_a_click_on_a_game_that_no_longer_exists(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    db = tmp_path / "hoard.db"
    async with start_bot(db):
        lobby = lobby_of(ok(await fake.slash(world.host, world.channel, "village new")))
        raw = sqlite3.connect(db)
        raw.execute("PRAGMA foreign_keys = ON")
        raw.execute("DELETE FROM games")
        raw.commit()
        raw.close()
        gone = ok(await fake.click(world.bob, lobby, label="Join"))
        assert gone.ephemeral and "does not exist" in gone.text()


async def test_rules_and_help_are_ephemeral(world: World, start_bot: StartBot) -> None:
    fake = world.fake
    async with start_bot():
        rules = ok(await fake.slash(world.bob, world.channel, "village rules"))
        assert rules.ephemeral
        assert "1, 1, 2, 2, 3, 4" in rules.text()
        assert "Phoenix Feather" in rules.text()
        help_ = ok(await fake.slash(world.bob, world.channel, "village help"))
        assert help_.ephemeral and "/village new" in help_.text()
    assert fake.channel_messages(world.channel) == []


async def test_an_unexpected_error_is_logged_with_the_game_and_answered_politely(
    world: World, start_bot: StartBot, caplog: pytest.LogCaptureFixture
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        lobby = lobby_of(ok(await fake.slash(world.host, world.channel, "village new")))

        async def broken(game_id: int, user_id: int) -> None:
            raise RuntimeError("the disk is on fire")

        bot.service.join = broken  # type: ignore[method-assign]
        rec = ok(await fake.click(world.bob, lobby, label="Join"))
        assert rec.ephemeral and "Sorry, something went wrong" in rec.text()
        assert "disk" not in rec.text()
        logged = [r for r in caplog.records if r.levelname == "ERROR"]
        assert any("game 1" in r.getMessage() for r in logged)
        failing = ok(await fake.slash(world.carol, world.channel, "village join"))
        assert failing.ephemeral and "Sorry, something went wrong" in failing.text()


async def test_the_bot_opens_its_own_database_from_the_settings(
    world: World, tmp_path: Path
) -> None:
    import asyncio

    from bot.client import create_bot
    from tests.e2e.conftest import settings

    db_path = tmp_path / "own.db"
    bot = create_bot(settings(database_url=f"sqlite:///{db_path}"), guild_ready_timeout=0.05)
    assert not db_path.exists()  # building the bot does no I/O
    task = asyncio.create_task(bot.start("fake-token"))
    await asyncio.wait_for(bot.wait_until_ready(), ceiling())
    rec = ok(await world.fake.slash(world.host, world.channel, "village new"))
    assert rec.message is not None
    await bot.close()
    await task
    assert sqlite3.connect(db_path).execute("SELECT COUNT(*) FROM games").fetchone() == (1,)
