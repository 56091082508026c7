"""The server-wide commands' words in every language: the settings as /hoard settings shows
them, what /hoard forget answers, the language choices, and the refusals of /hoard-config."""

from __future__ import annotations

import pytest

from bot.i18n import LANGUAGES, catalogue
from bot.services import errors
from bot.services.durations import parse_duration
from bot.services.settings import GuildSettings
from bot.storage import Forgotten
from cogs.hoard import forgotten_text
from cogs.hoard_config import LANGUAGE_CHOICES, settings_embed, settings_fields

BUSY = GuildSettings(
    turn_default=2 * 86_400 + 3 * 3_600,
    reminders=["10%", "50%", "90%", "6d", "1h"],
    absent_after=1,
    holiday_days=0,
    channels=[10**18 + n for n in range(30)],
    opener_role=10**18,
    max_open_games=500,
    expire_days=365,
    images=False,
    threads=True,
    language="es",
    undo_rated=True,
)
"""Settings whose every line is as long as it gets (the channels: thirty of them)."""


def test_the_settings_in_italian() -> None:
    assert settings_fields(BUSY, "it") == [
        ("Tempo per turno", "2 g 3 h di norma; consentito da 5 min a 7 g"),
        ("Promemoria", "10%, 50%, 90%, 6 g prima della fine, 1 h prima della fine"),
        ("Assente dopo", "1 turno a tempo scaduto"),
        ("Vacanze", "disattivate: le vacanze non fermano gli orologi"),
        ("Canali", ", ".join(f"<#{c}>" for c in BUSY.channels)),
        ("Chi può aprire partite", f"<@&{10**18}>"),
        ("Partite aperte per server", "500"),
        ("Le partite abbandonate finiscono dopo", "365 giorni senza mosse"),
        ("Immagini", "disattivate"),
        ("Partite nei thread", "sì: ogni nuova partita apre il suo thread"),
        ("Lingua delle nuove partite", "Español"),
        (
            "Annulla nelle partite valutate",
            "sì: si può ritirare una mossa che non ha mostrato nulla di nascosto",
        ),
    ]


def test_the_default_settings_in_spanish() -> None:
    assert settings_fields(GuildSettings(), "es-ES") == [
        ("Tiempo por turno", "1 d por defecto; se permite de 5 min a 7 d"),
        ("Recordatorios", "50%, 1 h antes del final"),
        ("Ausente tras", "3 turnos seguidos con tiempo agotado"),
        ("Vacaciones", "un reloj se para como mucho 14 días de cada 30"),
        ("Canales", "todos los canales"),
        ("Quién puede abrir partidas", "todos"),
        ("Partidas abiertas por servidor", "20"),
        ("Las partidas abandonadas terminan tras", "30 días sin jugadas"),
        ("Imágenes", "activadas"),
        ("Partidas en hilos", "no"),
        (
            "Idioma de las partidas nuevas",
            "automático: el idioma del servidor si es un servidor de comunidad; si no, inglés",
        ),
        ("Deshacer en partidas valoradas", "no (siempre activo en las partidas no valoradas)"),
    ]
    assert settings_fields(GuildSettings(reminders=[]), "es")[1] == ("Recordatorios", "ninguno")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_settings_embed_keeps_discords_limits(language: str) -> None:
    embed = settings_embed(BUSY, language)
    assert embed.title is not None and len(embed.title) <= 256
    assert len(embed) <= 6_000
    for field in embed.fields:
        assert field.name is not None and len(field.name) <= 256
        assert field.value is not None and len(field.value) <= 1024


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_examples_of_durations_are_what_the_parser_reads(language: str) -> None:
    """Durations keep one notation in every language (d, h, m, s): the examples the option
    descriptions give are what an admin may type."""
    for option in ("default", "shortest", "longest"):
        text = catalogue().text(language, f"hoard-config-turns-{option}-description")
        example = text.split()[2 if language != "en" else 1]
        assert parse_duration(example) > 0, (language, text)


def test_each_language_is_named_in_its_own_language_in_every_catalogue() -> None:
    names = [choice.name for choice in LANGUAGE_CHOICES]
    assert names == ["automatic", "English", "Italiano", "Español"]
    assert [c.value for c in LANGUAGE_CHOICES] == ["auto", *LANGUAGES]
    for language in LANGUAGES:
        for code, name in zip(LANGUAGES, names[1:], strict=True):
            assert catalogue().text(language, f"hoard-config-language-{code}") == name
    assert catalogue().text("it", "hoard-config-language-automatic") == "automatica"
    assert catalogue().text("es", "hoard-config-language-automatic") == "automático"


FOUND = Forgotten(user_id=7, preferences=1, drafts=2, names=1, games_kept=1, done=False)


def test_forget_previews_in_italian_with_the_italian_command() -> None:
    assert forgotten_text(FOUND, "it") == (
        "Hoard conserva la tua scelta sui promemoria in privato, 2 mosse a metà e il tuo nome "
        "visualizzato in 1 posto. 1 partita conclusa conserva il tuo ID utente (con punteggio e "
        "posizione nelle partite completate) come traccia della partita: le partite salvate "
        "indicano i giocatori per ID. Per cancellarli, usa `/hoard dimentica conferma:True`. "
        "Per ora non è cambiato niente."
    )


def test_forget_answers_in_spanish() -> None:
    done = Forgotten(user_id=7, preferences=0, drafts=1, names=3, games_kept=0, done=True)
    assert forgotten_text(done, "es-419") == (
        "Hecho: Hoard ha borrado 1 jugada a medias y tu nombre visible en 3 plazas."
    )
    nothing = Forgotten(user_id=7, preferences=0, drafts=0, names=0, games_kept=0, done=False)
    assert forgotten_text(nothing, "es") == (
        "Hoard no guarda preferencias, jugadas a medias ni nombres tuyos."
    )


def test_forget_in_english_is_unchanged() -> None:
    assert forgotten_text(FOUND, "en-GB") == (
        "Hoard keeps your direct-message reminder choice, 2 half-made moves and your display "
        "name in 1 seat. 1 ended game keeps your user id (with your score and rank once "
        "finished) as the game's record: saved games name their players by id. To remove them, "
        "run `/hoard forget confirm:True`. Nothing was changed yet."
    )


def test_nothing_to_change_is_refused_in_the_readers_language() -> None:
    refusal = errors.BadRequest("hoard-config-nothing")
    assert refusal.message == "Nothing to change: give at least one value."
    assert refusal.text("it") == "Niente da cambiare: indica almeno un valore."
    assert refusal.text("es-ES") == "Nada que cambiar: indica al menos un valor."


def test_several_players_are_reminded_in_the_plural() -> None:
    args = {"players": "<@1> <@2>", "game": "4", "left": "2h", "timeout": "X"}
    assert catalogue().text("it", "clock-reminder-several", **args) == (
        "<@1> <@2>, tocca ancora a voi nella partita #4: avete ancora 2h, poi X."
    )
    assert catalogue().text("es", "clock-reminder-several", **args) == (
        "<@1> <@2>: la partida #4 todavía espera sus jugadas. Quedan 2h; después, X."
    )
