"""The lobby, its buttons, its thread and ``/<game> help`` in every language, and how a new
game's language is chosen."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any

import pytest

from bot.games import SPECS
from bot.i18n import LANGUAGES, catalogue
from bot.storage import Status
from bot.ui.help import help_embed
from bot.ui.lobby import LANGUAGE_NAMES, game_language, game_title, lobby_embed, title
from cogs.game import level_words
from cogs.lobby import lobby_view
from cogs.threads import NEEDED, not_opened, thread_name
from tests.fakediscord import specval
from tests.ui.test_payloads import game, message


def guild(preferred_locale: str, *features: str) -> Any:
    return SimpleNamespace(preferred_locale=preferred_locale, features=list(features))


@pytest.mark.parametrize(
    ("chosen", "setting", "server", "expected"),
    [
        ("it", "es", guild("es-ES", "COMMUNITY"), "it"),  # the option first
        (None, "es", guild("it", "COMMUNITY"), "es"),  # then the server's setting
        (None, None, guild("es-419", "COMMUNITY"), "es"),  # then a Community server's locale
        (None, None, guild("it", "COMMUNITY", "NEWS"), "it"),
        (None, None, guild("en-GB", "COMMUNITY"), "en"),
        (None, None, guild("fr", "COMMUNITY"), "en"),  # a language the bot does not speak
        (None, None, guild("it"), "en"),  # not Community: its locale is Discord's default
        (None, None, guild("es-ES", "NEWS"), "en"),
        (None, None, None, "en"),
        ("en", "it", guild("it", "COMMUNITY"), "en"),  # English chosen is English
    ],
)
def test_a_new_games_language(
    chosen: str | None, setting: str | None, server: Any, expected: str
) -> None:
    assert game_language(chosen, setting, server) == expected


def spoken(status: Status, language: str, players: int = 2) -> Any:
    return dataclasses.replace(game(status, players), options={"language": language})


def test_an_italian_lobby() -> None:
    g = spoken(Status.LOBBY, "it", players=1)
    embed = lobby_embed(g, min_players=3)
    assert embed.title == f"{SPECS['village'].title} · partita #{g.id}"
    assert embed.description == (
        "Una nuova partita cerca giocatori. Unisciti con il pulsante o con `/village unisciti`.\n"
        "Mancano ancora 2 giocatori perché l'host possa avviare la partita.\n"
        "Lingua: Italiano"
    )
    assert embed.fields[0].name == "Giocatori (1/5)"
    assert embed.fields[0].value == "1. <@1000> (host)"
    assert embed.footer.text == "3–5 giocatori · l'host avvia la partita"
    view = lobby_view(g)
    assert view is not None
    [row] = view.to_components()
    assert [b["label"] for b in row["components"]] == ["Unisciti", "Esci", "Avvia", "Annulla"]


def test_a_spanish_lobby_after_it_started_and_when_cancelled() -> None:
    started = lobby_embed(spoken(Status.RUNNING, "es"), min_players=2, first_players=(1001,))
    assert started.description == "La partida ha empezado. Empieza <@1001>."
    assert started.fields[0].name == "Orden de juego"
    assert started.fields[0].value == "1. <@1000> (anfitrión)\n2. <@1001>"
    cancelled = lobby_embed(spoken(Status.CANCELLED, "es"), min_players=2)
    assert cancelled.description == "Esta partida fue cancelada."


def test_an_english_lobby_names_its_language() -> None:
    embed = lobby_embed(game(Status.LOBBY, 2), min_players=2)
    assert embed.description is not None
    assert embed.description.endswith("Ready: the host can start the game.\nLanguage: English")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("status", list(Status))
def test_lobby_messages_validate_in_every_language(language: str, status: Status) -> None:
    g = spoken(status, language, players=5)
    body = message(lobby_embed(g, min_players=2, first_players=(1000, 1001)), lobby_view(g))
    assert specval.check_message_payload(body, kind="channel") == []
    for row in body.get("components", []):
        assert all(len(c["label"]) <= 80 for c in row["components"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_titles_threads_and_help_in_every_language(language: str) -> None:
    for kind, spec in SPECS.items():
        assert game_title(kind, language) == catalogue().text(language, f"{kind}-title")
        assert len(catalogue().text(language, f"{kind}-summary")) <= 100
        assert len(thread_name(9_007_199_254_740_993, game_title(kind, language), language)) <= 100
        embed = help_embed(spec, language)
        body = message(embed)
        body["flags"] = 64
        assert specval.check_message_payload(body) == []
        assert len(embed.title or "") <= 256
    assert game_title("no-such-game", language) == "no-such-game"


def test_help_names_the_commands_as_the_members_discord_does() -> None:
    lines = (help_embed(SPECS["village"], "it").description or "").splitlines()
    assert lines[0] == (
        "`/village nuova [posti] [turno] [lingua]` — apri una partita qui; turno: tempo per "
        "turno, come 24h; lingua: English, Italiano o Español"
    )
    assert "`/village aggiungi-bot [livello]` / `/village rimuovi-bot` — giocatori bot (host)" in (
        lines
    )
    assert "`/hoard assente @giocatore` — segna un giocatore come assente" in lines[-12]
    assert lines[-7] == (
        "`/hoard statistiche [membro]` — partite, vittorie e valutazione di un membro"
    )
    assert lines[-1] == (
        "`/hoard privacy visibili|nascoste` — mostra le tue statistiche agli altri, "
        "o tienile per te"
    )
    goof = help_embed(SPECS["goofspiel"], "es")
    assert goof.title == "Hoard — comandos de Goofspiel"


def test_the_thread_note_is_in_the_members_language() -> None:
    assert not_opened(list(NEEDED.values()), "es-ES") == (
        "Este servidor abre cada partida en su propio hilo, pero aquí no pude abrir uno, así "
        "que la partida está abierta en este canal: un administrador del servidor puede darme "
        "Crear hilos públicos y Enviar mensajes en hilos en este canal."
    )
    assert thread_name(12, "Goofspiel", "it") == "Partita #12 · Goofspiel"


def test_every_bot_level_and_language_has_its_words() -> None:
    assert set(LANGUAGE_NAMES) == set(LANGUAGES)
    for spec in SPECS.values():
        for level in spec.bot_levels:
            for language in LANGUAGES:
                assert catalogue().has(language, f"game-commands-level-{level}")
                assert catalogue().has(language, f"game-commands-bot-{level}")
    assert level_words(SPECS["goofspiel"]).render("es") == "fácil o normal (por defecto)"


def test_a_title_in_another_language_than_the_games() -> None:
    g = spoken(Status.LOBBY, "it")
    assert title(g).endswith(f"partita #{g.id}")
    assert title(g, "es-419").endswith(f"partida #{g.id}")
