"""The house speaks two languages at once through the fake Discord: the table in the game's
language (what the channel sees), a panel, a refusal of the post and the move log in the
language of the member who clicked (what only they see)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tests.e2e.conftest import StartBot, World
from tests.e2e.test_house import play_out_against_a_bot
from tests.e2e.test_play import labels, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Message, User


def set_language(db: Path, game_id: int, language: str) -> None:
    """Choose the game's language as its lobby would (``options["language"]``)."""
    conn = sqlite3.connect(db)
    try:
        (raw,) = conn.execute("SELECT options_json FROM games WHERE id = ?", (game_id,)).fetchone()
        options = json.loads(raw or "{}") | {"language": language}
        conn.execute(
            "UPDATE games SET options_json = ? WHERE id = ?", (json.dumps(options), game_id)
        )
        conn.commit()
    finally:
        conn.close()


def table_of(fake: FakeDiscord, channel: Channel) -> Message:
    tables = [
        m
        for m in fake.channel_messages(channel)
        if any(b.get("custom_id", "").startswith("h1:table:hand:") for b in m.buttons())
    ]
    assert len(tables) == 1, "exactly one table carries buttons"
    return tables[0]


async def start_in_spanish(world: World, db: Path, players: list[User]) -> None:
    fake = world.fake
    lobby = ok(await fake.slash(players[0], world.channel, "goofspiel new", language="es")).message
    assert lobby is not None
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Unirse"))
    ok(await fake.click(players[0], lobby, label="Empezar"))


async def panel_of(fake: FakeDiscord, user: User, channel: Channel, locale: str) -> Message:
    table = table_of(fake, channel)
    rec = ok(await fake.click(user, table, label="Ver mi mano", locale=locale))
    assert rec.ephemeral and rec.message is not None
    return rec.message


async def test_the_table_speaks_the_games_language_and_the_panel_the_clickers(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        await start_in_spanish(world, db, [world.host, world.bob, world.carol])
        table = table_of(fake, world.channel)
        assert labels(table)[-2:] == ["Ver mi mano", "Reglas"]
        carol_first = await panel_of(fake, world.carol, world.channel, "it")
        host_panel = await panel_of(fake, world.host, world.channel, "it")
        ok(await fake.click(world.host, host_panel, label="5", locale="it"))
        text = fake.message(host_panel.id).text()
        assert "Fatto: " in text and "Done:" not in text
        assert labels(table_of(fake, world.channel))[-2:] == ["Ver mi mano", "Reglas"]
        bob = await panel_of(fake, world.bob, world.channel, "es-ES")
        ok(await fake.click(world.bob, bob, label="3", locale="es-ES"))
        assert "Hecho: " in fake.message(bob.id).text()
        carol = await panel_of(fake, world.carol, world.channel, "it")
        ok(await fake.click(world.carol, carol, label="1", locale="it"))  # round 2 begins
        ok(await fake.click(world.carol, carol_first, label="4", locale="it"))  # round 1's
        text = fake.message(carol_first.id).text()
        assert "La tua mossa è già stata giocata: " in text
        assert "Your move was already played" not in text
        assert labels(table_of(fake, world.channel))[-2:] == ["Ver mi mano", "Reglas"]


async def test_a_move_whose_table_cannot_be_posted_is_told_in_the_movers_language(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        await start_in_spanish(world, db, [world.host, world.bob])
        panel = await panel_of(fake, world.host, world.channel, "it")
        ok(await fake.click(world.host, panel, label="5", locale="it"))
        panel = await panel_of(fake, world.bob, world.channel, "it")
        fake.denied_channels.add(world.channel.id)
        fake.fail("POST", r"^/webhooks/\d+/[^/]+$", status=401, code=50027)  # no follow-up
        rec = await fake.click(world.bob, panel, label="1", locale="it")  # the round ends
        text = "\n".join(m.text() for m in rec.messages)
        assert "La tua mossa è stata giocata" in text
        assert "il tavolo" in text and "Con `/goofspiel tavolo` si riprova." in text
    fake.rejected.clear()  # the refused posts were the point


async def test_the_log_is_in_the_readers_language(world: World, start_bot: StartBot) -> None:
    fake = world.fake
    async with start_bot():
        await play_out_against_a_bot(world, "goofspiel")
        await fake.settle()
        shown = ok(await fake.slash(world.carol, world.channel, "goofspiel log"))
        assert shown.ephemeral and shown.message is not None
        older = ok(await fake.click(world.carol, shown.message, label="◀ Older", locale="it"))
        assert older.message is not None
        embed = older.message.embeds[0]
        assert embed["title"] == "Partita #1 · Goofspiel: le mosse (finita)"
        assert embed["footer"]["text"].startswith("Pagina ")
        assert labels(older.message) == ["◀ Precedenti", "Successive ▶"]
        newer = ok(await fake.click(world.carol, older.message, label="Successive ▶", locale="es"))
        assert newer.message is not None
        embed = newer.message.embeds[0]
        assert embed["title"] == "Partida #1 · Goofspiel: las jugadas (terminada)"
        assert embed["footer"]["text"].startswith("Página ")
        assert labels(newer.message) == ["◀ Anteriores", "Siguientes ▶"]
        spanish = ok(
            await fake.slash(world.carol, world.channel, "goofspiel log", _locale="es-419")
        )
        assert spanish.message is not None
        assert spanish.message.embeds[0]["title"].startswith("Partida #1 · Goofspiel: las jugadas")
