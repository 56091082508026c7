"""Server settings in the reader's language, the language setting, and reminders in the game's
language, end to end through the fake Discord."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import ok, start_game, whose_turn
from tests.fakediscord.state import User

MANAGE_GUILD = 1 << 5


def add_admin(world: World) -> User:
    admin = world.fake.add_user("admin")
    world.fake.add_member(world.guild, admin, permissions=MANAGE_GUILD | (1 << 10) | (1 << 11))
    return admin


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (
            "it",
            [
                "Impostazioni di Hoard per questo server",
                "Tempo per turno: 1 g di norma; consentito da 5 min a 7 g",
                "Promemoria: 50%, 1 h prima della fine",
                "Assente dopo: 3 turni di fila a tempo scaduto",
                "Canali: tutti i canali",
                "Immagini: attive",
                "Partite nei thread: no",
                "Lingua delle nuove partite: automatica: la lingua del server",
                "Cambiale con /hoard-configura … (Gestisci server)",
            ],
        ),
        (
            "es-419",
            [
                "Ajustes de Hoard en este servidor",
                "Tiempo por turno: 1 d por defecto; se permite de 5 min a 7 d",
                "Recordatorios: 50%, 1 h antes del final",
                "Ausente tras: 3 turnos seguidos con tiempo agotado",
                "Canales: todos los canales",
                "Imágenes: activadas",
                "Partidas en hilos: no",
                "Idioma de las partidas nuevas: automático: el idioma del servidor",
                "Cámbialos con /hoard-configurar … (Gestionar servidor)",
            ],
        ),
    ],
)
async def test_the_settings_are_shown_in_the_readers_language(
    world: World, start_bot: StartBot, locale: str, expected: list[str]
) -> None:
    fake = world.fake
    async with start_bot():
        shown = ok(await fake.slash(world.bob, world.channel, "hoard settings", _locale=locale))
        english = ok(await fake.slash(world.carol, world.channel, "hoard settings"))
    assert shown.ephemeral
    text = shown.text()
    for line in expected:
        assert line in text, (line, text)
    assert "Turn limit" not in text and "Turn limit: 1d by default" in english.text()


async def test_the_language_setting_round_trips(world: World, start_bot: StartBot) -> None:
    fake = world.fake
    admin = add_admin(world)
    async with start_bot() as bot:
        (config,) = (c for c in fake.commands() if c["name"] == "hoard-config")
        language = next(o for o in config["options"] if o["name"] == "language")
        assert language["name_localizations"] == {
            "it": "lingua",
            "es-ES": "idioma",
            "es-419": "idioma",
        }
        (choice,) = language["options"]
        assert choice["required"]
        assert [(c["name"], c["value"]) for c in choice["choices"]] == [
            ("automatic", "auto"),
            ("English", "en"),
            ("Italiano", "it"),
            ("Español", "es"),
        ]
        automatic = choice["choices"][0]
        assert automatic["name_localizations"] == {
            "it": "automatica",
            "es-ES": "automático",
            "es-419": "automático",
        }
        with pytest.raises(AssertionError, match="cannot see /hoard-config"):
            await fake.slash(world.bob, world.channel, "hoard-config language", choice="it")
        refused = ok(
            await fake.slash(
                world.bob, world.channel, "hoard-config language", choice="it", _forged=True
            )
        )
        assert "Manage Server" in refused.text()
        assert (await bot.service.settings(world.guild.id)).language is None

        saved = ok(
            await fake.slash(
                admin, world.channel, "hoard-config language", choice="it", _locale="es-ES"
            )
        )
        assert saved.ephemeral
        assert "Guardado. Las partidas nuevas usan estos ajustes." in saved.text()
        assert "Idioma de las partidas nuevas: Italiano" in saved.text()
        assert (await bot.service.settings(world.guild.id)).language == "it"
        shown = ok(await fake.slash(world.bob, world.channel, "hoard settings"))
        assert "Language of new games: Italiano" in shown.text()

        ok(await fake.slash(admin, world.channel, "hoard-config language", choice="auto"))
        assert (await bot.service.settings(world.guild.id)).language is None
        shown = ok(await fake.slash(world.bob, world.channel, "hoard settings", _locale="it"))
        assert "Lingua delle nuove partite: automatica" in shown.text()
    async with start_bot():  # kept in the database
        ok(await fake.slash(admin, world.channel, "hoard-config language", choice="es"))
    async with start_bot() as bot:
        assert (await bot.service.settings(world.guild.id)).language == "es"


async def test_notify_and_games_answer_in_the_readers_language(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot():
        (hoard,) = (c for c in fake.commands() if c["name"] == "hoard")
        notify = next(o for o in hoard["options"] if o["name"] == "notify")
        dm, turns = notify["options"]
        assert (dm["name"], turns["name"]) == ("dm", "turns")
        assert turns["name_localizations"]["it"] == "turni" and turns["choices"] == dm["choices"]
        assert [c["value"] for c in dm["choices"]] == ["on", "off"]
        assert [c["name_localizations"]["it"] for c in dm["choices"]] == ["sì", "no"]
        on = ok(await fake.slash(world.bob, world.channel, "hoard notify", dm="on", _locale="it"))
        assert on.text().startswith("Riceverai i promemoria anche con un messaggio privato")
        off = ok(
            await fake.slash(world.bob, world.channel, "hoard notify", dm="off", _locale="es-ES")
        )
        assert off.text() == "Tus recordatorios llegarán solo al canal de la partida."
        none = ok(await fake.slash(world.bob, world.channel, "hoard games", _locale="es-ES"))
        games = "`/village new`, `/goofspiel new`, `/splendor new`, `/yotd new` o `/broom new`"
        assert f"No hay partidas abiertas. Empieza una con {games}." in none.text()
        ok(await fake.slash(world.host, world.channel, "village new"))
        listed = ok(await fake.slash(world.bob, world.channel, "hoard games", _locale="it"))
        assert "Partite aperte su questo server" in listed.text()
        assert "in attesa di giocatori (1/" in listed.text()


def set_language(db: Path, language: str) -> None:
    conn = sqlite3.connect(db)
    try:
        (options,) = conn.execute("SELECT options_json FROM games").fetchone()
        chosen = {**json.loads(options), "language": language}
        conn.execute("UPDATE games SET options_json = ?", (json.dumps(chosen),))
        conn.commit()
    finally:
        conn.close()


async def test_a_reminder_speaks_the_games_language_in_the_channel_and_by_dm(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, clock, db = world.fake, FakeClock(), tmp_path / "hoard.db"
    players = {world.host.id: world.host, world.bob.id: world.bob}
    async with start_bot(db, clock=clock) as bot:
        for user in players.values():  # they asked for DMs in English: the game's language wins
            ok(await fake.slash(user, world.channel, "hoard notify", dm="on"))
        await start_game(world, list(players.values()))
        set_language(db, "es")
        assert (await bot.service.game(1)).language == "es"
        mover = whose_turn(fake, world.channel, players)
        clock.advance(hours=12)
        assert bot.scheduler is not None
        await bot.scheduler.tick()
        await fake.settle()
        reminder = fake.channel_messages(world.channel)[-1]
        timeout = bot.adapters["village"].timeout_words("es")
        assert reminder.content == (
            f"<@{mover.id}>, todavía es tu turno en la partida #1: te quedan 12 h; "
            f"después, {timeout}."
        )
        [dm] = fake.dms(mover)
        assert dm.content.startswith("La partida #1 espera tu jugada. [Ir a la mesa](https://")
