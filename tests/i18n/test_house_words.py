"""The house's own words (the table's buttons, the panel's first line and notices, the move
log, an old button's answer, a picture's places) in Italian and Spanish; English unchanged."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from bot.engine import Event
from bot.games.village.adapter import VillageAdapter
from bot.i18n import LANGUAGES, catalogue
from bot.services.play import MoveResult
from bot.storage import ActionRecord, GameRecord, SeatRecord, Status
from bot.ui import drawing
from bot.ui.adapter import LABEL_MAX, SeatSight, turn_line, waiting_for
from cogs.guard import outdated
from cogs.log import PAGE_ROOM, LogButton, log_line, page_lines
from cogs.panel.items import TableButton
from cogs.panel.told import meanwhile


def record(players: int = 3, status: Status = Status.RUNNING, language: str = "en") -> GameRecord:
    return GameRecord(
        id=1234, kind="goofspiel", guild_id=1, channel_id=2, status=status, version=4,
        host_id=100, max_seats=5, options={"language": language}, ruleset=None,
        ruleset_json=None, seed=1, state_json=None, message_id=None, broken_reason=None,
        created_at="t", updated_at="t", started_at="t", finished_at=None,
        seats=tuple(SeatRecord(1234, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def sight(active: tuple[int, ...], locale: str, seat: int = 0) -> SeatSight:
    return SeatSight(record(), seat, {}, (), active, {}, locale)


def test_the_panels_first_line_is_in_its_readers_language() -> None:
    assert turn_line(sight((0,), "en")) == "It's **your turn**."
    assert turn_line(sight((0,), "it")) == "È il **tuo turno**."
    assert turn_line(sight((0,), "es")) == "Es **tu turno**."
    assert turn_line(sight((0,), "es"), your_turn="¡Juega!") == "¡Juega!"
    assert turn_line(sight((1, 2), "en")).startswith("Waiting for <@101> and <@102>. Your")
    assert turn_line(sight((1, 2), "it")) == (
        "In attesa di <@101> e <@102>. Le tue azioni si sbloccano al tuo turno."
    )
    assert turn_line(sight((1, 2), "es")) == (
        "Esperando a <@101> y <@102>. Tus acciones se desbloquean en tu turno."
    )
    assert turn_line(sight((), "es")).startswith("La partida terminó")
    assert turn_line(sight((), "it")).startswith("La partita è finita")


def test_the_players_waited_for_are_a_list_of_the_readers_language() -> None:
    names = waiting_for(record(), (0, 1, 2))
    assert f"{names}" == "<@100>, <@101> and <@102>"  # written into a string: English
    assert names.render("it") == "<@100>, <@101> e <@102>"
    waiting = catalogue().text("es", "panel-waiting", players=names)
    assert waiting.startswith("Esperando a <@100>, <@101> y <@102>.")


def test_the_tables_buttons_are_in_the_games_language() -> None:
    def label(action: str, language: str) -> str:
        return str(TableButton(action, 7, language).item.label)

    assert [label("hand", "en"), label("rules", "en")] == ["Show my hand", "Rules"]
    assert [label("hand", "it"), label("rules", "it")] == ["Mostra la mia mano", "Regole"]
    assert [label("hand", "es"), label("rules", "es")] == ["Ver mi mano", "Reglas"]


@pytest.mark.parametrize("status", list(Status))
def test_an_old_button_is_explained_in_the_members_language(status: Status) -> None:
    game = replace(record(), status=status)
    english = outdated(game, "en")
    assert english.startswith("That button is out of date, so nothing happened: game #1234 ")
    assert outdated(game, "it").startswith("Quel pulsante non è più valido")
    assert outdated(game, "es-ES").startswith("Ese botón está desactualizado")
    assert len({outdated(game, language) for language in LANGUAGES}) == 3
    assert "#1234 " in outdated(game, "it")  # a game's number is not grouped ("1.234")


def test_an_old_buttons_answer_in_english_is_unchanged() -> None:
    assert outdated(replace(record(), status=Status.CANCELLED), "en") == (
        "That button is out of date, so nothing happened: game #1234 was cancelled."
    )
    assert outdated(replace(record(), status=Status.LOBBY), "es").endswith(
        "aún está buscando jugadores: usa los botones de su mensaje actual."
    )


def test_the_logs_words_are_in_the_readers_language() -> None:
    game = record(2)
    blank = ActionRecord(1234, 3, 5, "{}", "t", "")
    assert log_line(game, blank, "en") == "**3.** seat 6 — played"
    assert log_line(game, blank, "it") == "**3.** posto 6 — ha giocato"
    assert log_line(game, blank, "es") == "**3.** plaza 6 — jugó"
    labels = {lang: str(LogButton("prev", 1, 2, locale=lang).item.label) for lang in LANGUAGES}
    assert labels == {"en": "◀ Older", "it": "◀ Precedenti", "es": "◀ Anteriores"}


def test_a_log_page_keeps_summaries_whole_while_they_fit_and_cuts_words_whole() -> None:
    game = record(2)
    entries = [ActionRecord(1234, seq, 5, "{}", "t", "") for seq in range(1, 16)]
    short = ["Punteggio del mese 3: +4 ⭐. " * 12] * 2 + ["Ha preso le Tasse."] * 13
    assert all(len(s) > 200 for s in short[:2])
    lines = page_lines(game, entries, short, "it")
    assert [line.split(" — ", 1)[1] for line in lines] == short  # the page fits: all whole
    long = ["Punteggio del mese 3: +4 ⭐. " * 30] * 15
    lines = page_lines(game, entries, long, "it")
    assert sum(len(line) + 1 for line in lines) <= PAGE_ROOM
    assert len({len(line.split(" — ", 1)[1]) for line in lines}) == 1  # cut alike
    assert all(line.endswith("…") for line in lines)
    for line in lines:  # cut after a whole word: no "de…" left of "del"
        kept = line.split(" — ", 1)[1].removesuffix("…")
        assert long[0].startswith(kept) and long[0][len(kept)] in " ,;:·—"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_house_labels_fit_discord(language: str) -> None:
    say = catalogue().text
    for key in ("table-show-hand", "table-rules", "log-older", "log-newer"):
        assert len(say(language, key)) <= LABEL_MAX
    long_title = "x" * 80  # a game's name: the log's title stays within Discord's 256
    for key in ("log-title", "log-title-ended"):
        title = say(language, key, game="999999", title=long_title, status="cancelled")
        assert len(title) <= 256


def test_a_pictures_places_are_in_the_pictures_language() -> None:
    places = (1, 2, 3, 4, 11, 21)
    assert [drawing.ordinal(n) for n in places] == ["1st", "2nd", "3rd", "4th", "11th", "21st"]
    assert [drawing.ordinal(n, "it") for n in places] == ["1º", "2º", "3º", "4º", "11º", "21º"]
    assert [drawing.ordinal(n, "es") for n in places] == [
        "1.º", "2.º", "3.º", "4.º", "11.º", "21.º",
    ]  # fmt: skip


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    pass


def test_meanwhile_is_in_the_movers_language() -> None:
    game = record(2)
    bot_move = MoveResult(game, 1, {}, [CardDrawn(1)], None, reason="absent")
    result = MoveResult(game, 0, {}, [], None, auto=(bot_move,))
    adapter = VillageAdapter()
    assert meanwhile(result, adapter, "en").startswith(
        "Meanwhile — <@101>: "
    )  # then the move's words
    assert meanwhile(result, adapter, "it").startswith("Nel frattempo — <@101>: ")
    assert meanwhile(result, adapter, "es").startswith("Mientras tanto — <@101>: ")
