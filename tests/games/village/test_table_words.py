"""Village's public table, its rules and its timeout words in Italian and Spanish.

The table follows the game's language (``options["language"]``), the rules the reader's; both
keep Discord's limits in every language, and a card a custom ruleset names its own way keeps
that name (the catalogue only knows the standard cards).
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import discord
import pytest

from bot.games import village
from bot.games.village.adapter import ADAPTER
from bot.games.village.adapter.lexicon import Lexicon
from bot.games.village.adapter.table import table_message
from bot.games.village.adapter.text import rules_embed
from bot.games.village.reader import read
from bot.games.village.state import State
from bot.i18n import LANGUAGES
from bot.resources import ruleset_json
from bot.storage import ActionRecord, GameRecord, SeatRecord, Status
from tests.fakediscord import specval
from tests.games.village.positions import random_states
from tests.games.village.test_pictures import five_over, two_players

ENGLISH_WORDS = ("Deck", "Seat", "in hand", "Black Market", "Dragon's Favor", "Wild", "points")


def game(players: int, language: str, status: Status = Status.RUNNING) -> GameRecord:
    seats = tuple(SeatRecord(12, 100 + s, s, "t") for s in range(players))
    seats = (seats[0], dataclasses.replace(seats[1], absent=True), *seats[2:])
    return GameRecord(
        id=1234, kind="village", guild_id=1, channel_id=2, status=status, version=40,
        host_id=100, max_seats=5, options={"language": language}, ruleset="standard",
        ruleset_json=None, seed=1, state_json=None, message_id=None, broken_reason=None,
        created_at="t", updated_at="t", started_at="t", finished_at=None, seats=seats,
        deadline_at="2026-01-01T00:00:00+00:00",
    )  # fmt: skip


RECENT = [ActionRecord(1234, 7, 0, "{}", "t"), ActionRecord(1234, 8, 1, "{}", "t", "Drew")]


def table(s: State, language: str) -> dict[str, Any]:
    status = Status.FINISHED if s.over else Status.RUNNING
    return table_message(game(len(s.ids), language, status), village.view_for(s, None), RECENT)


def words(message: dict[str, Any]) -> str:
    """Everything the table says, but the game's title (the lobby's words)."""
    embed = message["embed"].to_dict()
    parts = [message["content"], embed.get("description", ""), embed.get("footer", {}).get("text")]
    parts += [f"{f['name']}\n{f['value']}" for f in embed["fields"]]
    return "\n".join(p or "" for p in parts)


def test_the_italian_table() -> None:
    said = table(village.load(two_players()), "it")
    text = words(said)
    assert said["content"] == "<@101>, tocca a te nella partita #1234."
    assert "Tocca a <@101>: corrompi il Drago, visita il Mercato Nero o pesca una carta." in text
    assert "Il tempo scade <t:1767225600:R> (poi si pesca una carta al suo posto)." in text
    assert "**Ultime mosse**\n• <@100>: ha giocato\n• <@101>: Drew" in text
    names = [f["name"] for f in said["embed"].to_dict()["fields"]]
    assert names == [
        "Favore del Drago (dall'alto)",
        "Mercato Nero",
        "Posto 1",
        "Posto 2 ▶ di turno · assente (gioca il bot al suo posto)",
    ]
    assert "**3** · Calice d'Oro, Jolly" in text and "**4** · Corona del Re (R)" in text
    assert "<@101> · 7 carte in mano\nPiuma di Fenice (P) 1 +1 Jolly (×3)" in text
    footer = said["embed"].footer.text
    assert footer == "Mazzo: 48 carte · Scarti: 1 Ascia del Barbaro, 1 Spada Incantata · turno 9"
    assert not [w for w in ENGLISH_WORDS if w in text]


def test_the_spanish_final_scores() -> None:
    said = table(village.load(five_over()), "es")
    text = words(said)
    embed = said["embed"].to_dict()
    assert embed["title"].endswith(" · puntuaciones finales")
    assert said["content"].startswith("¡La partida #1234 ha terminado! <@100>")
    assert "🏆 ¡La aldea de <@100> se salva!" in text
    assert (
        "Empate a puntos; lo decide quien tenga más cartas en el soborno de Corona del Rey" in text
    )
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields["#1 · 25 puntos"].splitlines() == [
        "<@100>",
        "+20 · Corona del Rey: 5 cartas × 4",
        "+6 · Espada Encantada: 3 cartas × 2",
        "−1 · un Hacha del Bárbaro aún en la mano × 1",
    ]
    assert "−2 · un Comodín aún en la mano × 2" in fields["#3 · 23 puntos"]
    assert "#5 · -6 puntos" in fields and "Favor del Dragón al final" in fields
    assert not [w for w in ENGLISH_WORDS if w in text]


def test_a_bot_to_move_is_thinking_in_the_games_language() -> None:
    s = village.load(two_players())
    g = game(2, "it")
    bot = dataclasses.replace(g.seats[1], user_id=-1, bot="easy", name="Drago")
    g = dataclasses.replace(g, seats=(g.seats[0], bot))
    said = table_message(g, village.view_for(s, None), [])
    assert said["content"] == "🤖 Drago sta pensando… (partita #1234)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_keeps_discords_limits(language: str) -> None:
    for s in random_states(30, 9, (0, 20, 60, 10_000)):
        said = table(s, language)
        embed: discord.Embed = said["embed"]
        body = {"content": said["content"], "embeds": [embed.to_dict()]}
        assert specval.check_message_payload(body, kind="channel") == []
        assert len(embed) <= 6000 and len(embed.title or "") <= 256
        assert all(len(f.value or "") <= 1024 and len(f.name or "") <= 256 for f in embed.fields)
        assert len(embed.footer.text or "") <= 2048


def custom_ruleset() -> dict[str, Any]:
    """A ruleset with many long treasure names, one of them a renamed standard card."""
    rs = copy.deepcopy(ruleset_json("village"))
    rs["name"] = "a" * 40
    rs["treasures"][0]["name"], rs["treasures"][0]["plural"] = "Battle Axe", "Battle Axes"
    for i in range(6, 12):
        name, plural = f"Treasure {i} " + "x" * 28, f"Treasures {i} " + "x" * 26
        rs["treasures"].append(
            {"id": f"t{i}", "name": name, "plural": plural, "letter": f"T{i % 10}", "copies": 3 + i}
        )
    rs["track_values"] = list(range(-3, 9))
    return rs


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset", [ruleset_json("village"), custom_ruleset()], ids=["std", "big"])
def test_the_rules_keep_discords_limits(language: str, ruleset: dict[str, Any]) -> None:
    embed = ADAPTER.rules_embed(ruleset, language)
    assert len(embed) <= 6000 and len(embed.title or "") <= 256
    assert all(len(f.value or "") <= 1024 and len(f.name or "") <= 256 for f in embed.fields)
    assert specval.check_message_payload({"embeds": [embed.to_dict()]}) == []


def test_the_rules_in_italian_and_spanish_say_the_rulesets_values() -> None:
    it = rules_embed(ruleset_json("village"), "it")
    assert it.title == "Please Don't Burn My Village! — le regole in breve"
    fields = {f.name: f.value or "" for f in it.fields}
    assert list(fields) == [
        "Corrompi il Drago",
        "Visita il Mercato Nero",
        "Pesca una carta",
        "Punteggio",
        "Il regolamento di questo server",
    ]
    assert "3 → 2 → 1 → 0 → 3 …" in fields["Corrompi il Drago"]
    assert "(costi 3, 2, 1, 0)" in fields["Visita il Mercato Nero"]
    assert "dal basso all'alto: 1, 1, 2, 2, 3, 4" in fields["Punteggio"]
    assert "ogni Jolly in mano costa 2" in fields["Punteggio"]
    assert fields["Il regolamento di questo server"] == (
        "`standard`: Ascia del Barbaro (A), Piuma di Fenice (P), Spada Incantata (S), "
        "Pergamena Magica (M), Corona del Re (R), Calice d'Oro (C); 14 copie per tipo; "
        "Jolly in gioco: 8 con 2 giocatori, 12 con 3 giocatori, 16 con 4 giocatori, "
        "20 con 5 giocatori; mano iniziale di 7 carte."
    )
    custom = custom_ruleset()
    custom["stall_costs"] = custom["setup_stall_order"] = [4, 2, 1]
    es = {f.name: f.value or "" for f in rules_embed(custom, "es-419").fields}
    market = es["Visita el Mercado Negro"]
    assert "(precios 4, 2, 1)" in market and "puesto de 0" not in market
    assert "4 → 2 → 1 → 4 …" in es["Soborna al Dragón"]
    ruleset = es["El reglamento de este servidor"]
    assert ruleset.startswith(f"`{'a' * 40}`: Battle Axe (A), Pluma de Fénix (F)")
    assert (
        "consulta el reglamento" in ruleset and "Comodines en juego: 8 con 2 jugadores" in ruleset
    )


def test_a_card_a_custom_ruleset_renames_keeps_its_name() -> None:
    s = village.new_game(3, 1, ruleset=custom_ruleset())
    names = read(village.view_for(s, None)).names
    it = Lexicon(names, "it")
    assert it.name("axe") == "Battle Axe" and it.count("axe", 1) == "1 Battle Axe"
    assert it.count("axe", 2) == "2 Battle Axes" and it.short("axe") == "Axe"
    assert it.name("feather") == "Piuma di Fenice" and it.count("wild", 1) == "un Jolly"
    assert it.short("scrolls") == "Pergam." and it.tally("wild", 2) == "2 Jolly"
    en = Lexicon(names, "en-GB")
    assert en.count("scrolls", 1) == "a Magic Scrolls card" and en.tally("wild", 1) == "1 Wild"
    assert it.pile([], "vuota") == "vuota" and it.pile(["wild", "wild"], "") == "2× Jolly"


@pytest.mark.parametrize(
    ("language", "words_"),
    [
        ("en", "a card is drawn for you"),
        ("it", "il bot pesca una carta per te"),
        ("es", "el bot roba una carta por ti"),
    ],
)
def test_the_timeout_words(language: str, words_: str) -> None:
    assert ADAPTER.timeout_words(language) == words_


def test_the_table_picture_is_drawn_in_the_language_asked() -> None:
    view = village.view_for(village.load(two_players()), None)
    pngs = {lang: ADAPTER.table_picture(view, lang)({0: "Ana"}) for lang in LANGUAGES}
    assert len(set(pngs.values())) == len(LANGUAGES)  # three pictures, one per language
