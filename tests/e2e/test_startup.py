"""Start-up failures end with one clear line, and the token never reaches the logs."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import shutil
from pathlib import Path

import discord
import pytest
from PIL import Image

from bot import resources
from bot.games import SPECS, village
from bot.run import RedactSecrets, StartupError, run_bot, sync_commands
from bot.ui import picture_cache
from tests.e2e.conftest import StartBot, World, settings
from tests.timing import ceiling, until


async def test_a_refused_token_is_one_line_and_exit_1(world: World, tmp_path: Path) -> None:
    world.fake.reject_token = True
    with pytest.raises(StartupError) as failed:
        await run_bot(settings(database_url=str(tmp_path / "x.db")))
    err = str(failed.value)
    assert failed.value.code == 1
    assert err.count("\n") == 0
    assert "refused the token" in err
    assert [(r.method, r.path, r.status) for r in world.fake.rejected] == [
        ("GET", "/users/@me", 401)
    ]
    world.fake.rejected.clear()


async def test_a_refused_privileged_intent_is_one_line_and_exit_1(
    world: World, tmp_path: Path
) -> None:
    world.fake.privileged_intents_allowed = False
    with pytest.raises(StartupError) as failed:
        await asyncio.wait_for(
            run_bot(
                settings(database_url=str(tmp_path / "x.db")),
                intents=discord.Intents.all(),
                guild_ready_timeout=0.05,
            ),
            ceiling(),
        )
    assert failed.value.code == 1
    assert str(failed.value).count("\n") == 0
    assert "privileged intent" in str(failed.value)


async def test_the_bot_asks_for_no_privileged_intent(world: World, start_bot: StartBot) -> None:
    world.fake.privileged_intents_allowed = False
    async with start_bot() as bot:
        assert bot.is_ready()
        assert not bot.intents.members and not bot.intents.message_content
        assert bot.intents == discord.Intents(guilds=True)


def test_the_settings_never_show_the_token(world: World) -> None:
    assert world.fake.token not in repr(settings())
    assert world.fake.token not in str(settings().model_dump())


def _debug_log_of_a_lobby(handler: logging.Handler) -> int:
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    handler.setLevel(logging.DEBUG)
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
    return old_level


async def test_no_credential_reaches_a_log_line_at_debug(world: World, start_bot: StartBot) -> None:
    """discord.py logs gateway payloads and webhook URLs at DEBUG: each interaction's token
    is in them. The bot's log handler removes them (a raw handler beside it shows they were
    there, so this test can fail)."""
    raw_out, clean_out = io.StringIO(), io.StringIO()
    raw, clean = logging.StreamHandler(raw_out), logging.StreamHandler(clean_out)
    clean.addFilter(RedactSecrets(["fake-token"]))
    old = _debug_log_of_a_lobby(raw)
    _debug_log_of_a_lobby(clean)
    try:
        async with start_bot():
            rec = await world.fake.slash(world.host, world.channel, "village new")
            await world.fake.click(world.bob, rec.message, label="Join")
            tokens = [r.token for r in world.fake.interactions]
    finally:
        logging.getLogger().removeHandler(raw)
        logging.getLogger().removeHandler(clean)
        logging.getLogger().setLevel(old)
    assert any(t in raw_out.getvalue() for t in tokens), "discord.py logged no token at all"
    text = clean_out.getvalue()
    assert "WebSocket Event" in text and "/interactions/" in text  # the same lines, redacted
    for token in [*tokens, "fake-token"]:
        assert token not in text
    assert "<token>" in text


def test_redaction_keeps_the_rest_of_a_line() -> None:
    redact = RedactSecrets(["s3cr3t"]).redact
    line = "PATCH https://discord.com/api/v10/webhooks/123/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEy/messages/@original"
    assert (
        redact(line) == "PATCH https://discord.com/api/v10/webhooks/123/<token>/messages/@original"
    )
    assert redact("{'id': '5', 'token': 'abc.def'}") == "{'id': '5', 'token': '<token>'}"
    assert redact("login with s3cr3t") == "login with <token>"
    assert redact("game 12 moved") == "game 12 moved"


def test_redaction_covers_tracebacks_and_stacks() -> None:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.addFilter(RedactSecrets(["s3cr3t"]))
    logger = logging.getLogger("tests.redaction")
    logger.addHandler(handler)
    try:
        try:
            raise RuntimeError("POST /interactions/1/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEy/callback")
        except RuntimeError:
            logger.exception("failed with s3cr3t", stack_info=True)
    finally:
        logger.removeHandler(handler)
    text = out.getvalue()
    assert "RuntimeError: POST /interactions/1/<token>/callback" in text
    assert "s3cr3t" not in text and "aW50ZXJhY3Rpb246" not in text


async def test_an_edited_ruleset_with_a_bad_value_stops_before_login(
    world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    shutil.copytree(resources.DATA_DIR, data)
    doc = json.loads((data / "rulesets/village/standard.json").read_text())
    doc["track_values"] = doc["track_values"][:-1]  # one value short
    (data / "rulesets/village/standard.json").write_text(json.dumps(doc))
    monkeypatch.setattr(resources, "DATA_DIR", data)
    resources.read_json.cache_clear()
    monkeypatch.setattr(village.RULES, "_standard", None)  # read again, from the edited copy
    try:
        with pytest.raises(StartupError) as failed:
            await run_bot(settings(database_url=str(tmp_path / "x.db")))
    finally:
        monkeypatch.undo()
        resources.read_json.cache_clear()
    message = str(failed.value)
    assert "\n" not in message
    assert "village ruleset" in message and "track_values" in message
    assert "data/rulesets/village/" in message
    assert world.fake.requests == [], "nothing was sent to Discord"
    assert not (tmp_path / "x.db").exists(), "nothing was written"


async def test_an_edited_ruleset_a_lobby_may_choose_stops_before_login_too(
    world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    shutil.copytree(resources.DATA_DIR, data)
    doc = json.loads((data / "rulesets/goofspiel/classic.json").read_text())
    doc["cards"] = "thirteen"
    (data / "rulesets/goofspiel/classic.json").write_text(json.dumps(doc))
    monkeypatch.setattr(resources, "DATA_DIR", data)
    resources.read_json.cache_clear()
    try:
        with pytest.raises(StartupError) as failed:
            await run_bot(settings(database_url=str(tmp_path / "x.db")))
    finally:
        monkeypatch.undo()
        resources.read_json.cache_clear()
    message = str(failed.value)
    assert "\n" not in message and "goofspiel ruleset" in message and "cards" in message
    assert world.fake.requests == [] and not (tmp_path / "x.db").exists()


async def test_switching_from_a_dev_guild_to_global_clears_the_guild_copy(
    world: World, start_bot: StartBot
) -> None:
    async with start_bot(dev_guild_id=world.guild.id):
        assert world.fake.commands(world.guild) != []
        assert world.fake.commands() == []
    async with start_bot():
        assert world.fake.commands(world.guild) == [], "the test server would show it twice"
        names = sorted(c["name"] for c in world.fake.commands())
        assert names == sorted(["hoard", "hoard-config", *SPECS])


async def test_sync_forces_a_sync_and_clear_removes_every_copy(
    world: World, tmp_path: Path
) -> None:
    db = tmp_path / "hoard.db"
    here = settings(database_url=str(db), dev_guild_id=world.guild.id)
    assert await sync_commands(here) == 0
    assert await sync_commands(here) == 0  # unchanged, but forced: sent again
    puts = [r for r in world.fake.requests if r.method == "PUT" and "/commands" in r.path]
    assert len(puts) == 2
    assert world.fake.commands(world.guild) != []
    assert await sync_commands(settings(database_url=str(db)), clear=True) == 0
    assert world.fake.commands(world.guild) == [] and world.fake.commands() == []


async def test_a_dev_guild_the_bot_is_not_in_is_one_line_and_exit_2(
    world: World, tmp_path: Path
) -> None:
    with pytest.raises(StartupError) as failed:
        await run_bot(settings(database_url=str(tmp_path / "x.db"), dev_guild_id=42))
    assert failed.value.code == 2
    message = str(failed.value)
    assert "\n" not in message and "server 42" in message and "DEV_GUILD_ID" in message
    world.fake.rejected.clear()  # the 403 was the point


async def test_a_copy_in_a_server_the_bot_left_is_forgotten(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    db = tmp_path / "hoard.db"
    async with start_bot(db, dev_guild_id=world.guild.id) as bot:
        await bot.service.repo.set_meta("commands:42", "old digest")  # a server it has left
    async with start_bot(db) as bot:
        assert await bot.service.repo.meta_keys("commands:") == ["commands:global"]
        assert world.fake.commands(world.guild) == []
    world.fake.rejected.clear()  # clearing server 42 was refused: nothing to clear there


async def test_a_drawing_failure_at_start_is_a_warning_not_a_stop(
    world: World,
    start_bot: StartBot,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    def no_fonts(*args: object) -> bytes:
        raise OSError("cannot open resource")

    # Every drawing starts on a new image (the game's modules are imported again at each start:
    # the extension's submodules go with it when a bot closes, so patch below them).
    monkeypatch.setattr(Image, "new", no_fonts)
    # Drawn in this process, where Image.new is patched (a worker process's is not).
    monkeypatch.setattr(picture_cache, "SHARED", picture_cache.Drawer(factory=None))

    def warned() -> bool:
        said = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
        return any("cannot warm up village (OSError: cannot open resource)" in w for w in said)

    async with start_bot() as bot:
        assert bot.is_ready()  # serving while the pictures warm up in the background
        await until(warned, "the warm-up's warning")


async def test_while_stopping_commands_and_clicks_are_answered_not_acted_on(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        lobby = (await fake.slash(world.host, world.channel, "village new")).message
        assert lobby is not None
        bot.stopping = True
        click = await fake.click(world.bob, lobby, label="Join")
        command = await fake.slash(world.carol, world.channel, "village join")
        for rec in (click, command):
            assert rec.errors == [] and rec.ephemeral
            assert "Hoard is restarting, so nothing was done" in rec.text()
        assert len((await bot.service.game(1)).seats) == 1
        bot.stopping = False


async def test_shards_on_a_sqlite_file_are_refused_before_anything_starts(
    world: World, tmp_path: Path
) -> None:
    world.fake.reject_token = True  # were Discord reached, this would stop it another way
    path = tmp_path / "x.db"
    with pytest.raises(StartupError) as failed:
        await run_bot(settings(database_url=str(path), shard_count=2, shard_ids="0"))
    said = str(failed.value)
    assert failed.value.code == 2 and "\n" not in said
    assert said.startswith("SHARD_COUNT is 2: several processes need one shared PostgreSQL")
    assert str(path) in said and "unset SHARD_COUNT" in said
    assert world.fake.requests == [] and not path.exists()  # neither Discord nor the file


async def test_the_start_line_does_not_say_the_commands_were_synced(
    world: World, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    world.fake.reject_token = True
    with pytest.raises(StartupError):
        await run_bot(settings(database_url=str(tmp_path / "x.db")))
    world.fake.rejected.clear()
    said = [r.getMessage() for r in caplog.records if r.name.startswith("bot")]
    assert not [line for line in said if "synced" in line], said  # Discord refused the login
    assert any("slash commands go globally" in line for line in said), said
