"""The ``goofspiel`` table, panel and rules card in Italian and Spanish (and English, unchanged).

The table speaks the game's language (``options["language"]``), the panel its reader's
(``SeatSight.locale``), the rules card the asker's. Every payload stays inside Discord's limits
in every language, for the longest game (13 cards, 4 seats, everyone away).
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import discord
import pytest

from bot.games import goofspiel
from bot.games.goofspiel import Bid, State, view_for
from bot.games.goofspiel.adapter import ADAPTER
from bot.i18n import LANGUAGES
from bot.services import errors
from bot.storage import GameRecord, Status
from bot.ui.adapter import LABEL_MAX, Button, Panel, SeatSight
from cogs.controls import components
from tests.fakediscord import specval
from tests.games.goofspiel.helpers import loaded, position
from tests.games.goofspiel.test_adapter import finish, record, sight


def speaking(game: GameRecord, language: str) -> GameRecord:
    return dataclasses.replace(game, options={**game.options, "language": language})


def read_by(game: GameRecord, s: State, seat: int, locale: str) -> SeatSight:
    return dataclasses.replace(sight(game, s, seat), locale=locale)


def table(game: GameRecord, s: State) -> dict[str, Any]:
    return ADAPTER.table(game, view_for(s, None), [])


def fields(embed: discord.Embed) -> list[tuple[str, str]]:
    return [(str(f.name), str(f.value)) for f in embed.fields]


def refresh_label(panel: Panel) -> str:
    last = panel.controls[-1]
    assert isinstance(last, Button) and last.verb == "refresh"
    return last.label


def within_limits(embed: discord.Embed) -> None:
    data = embed.to_dict()
    assert len(data.get("title", "")) <= 256
    assert len(data.get("description", "")) <= 4096
    assert len(data.get("footer", {}).get("text", "")) <= 2048
    for field in data.get("fields", []):
        assert len(field["name"]) <= 256 and len(field["value"]) <= 1024
    assert len(embed) <= 6000


def mid_round() -> State:
    """Round 2 of 8 of three seats: the prize is 4, seat 0 has bid 2, round 1 went to seat 0."""
    s = loaded(position([(7, [8, 3, 5])], 4, [1, 2, 3, 5, 6, 8]))
    s, _ = goofspiel.apply(s, 0, Bid(2))
    return s


# The table, in the game's language.


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "it",
            [
                "Round 2 di 8: il premio è **4**. Tutti puntano una carta insieme; lo vince la "
                "puntata più alta, se è una sola.",
                "In attesa di <@101> e <@102>.",
                "Il tempo scade <t:1893456000:R> (poi viene puntata la carta più bassa di chi "
                "non ha scelto).",
                "",
                "Round 1, premio **7**: <@100> 8, <@101> 3, <@102> 5. L'ha vinto <@100>.",
            ],
        ),
        (
            "es",
            [
                "Ronda 2 de 8: el premio es **4**. Todos apuestan una carta a la vez; lo gana la "
                "apuesta más alta, si es única.",
                "Esperando a <@101> y <@102>.",
                "El tiempo se acaba <t:1893456000:R> (luego se apuesta la carta más baja de quien "
                "no haya elegido).",
                "",
                "Ronda 1, premio **7**: <@100> 8, <@101> 3, <@102> 5. Lo ganó <@100>.",
            ],
        ),
    ],
)
def test_the_table_speaks_the_games_language(language: str, expected: list[str]) -> None:
    game = speaking(record(3, absent=1), language)
    message = table(game, mid_round())
    assert (message["embed"].description or "").splitlines() == expected


def test_the_tables_fields_footer_and_ping_in_italian_and_spanish() -> None:
    s = mid_round()
    it = table(speaking(record(3, absent=1), "it"), s)
    assert fields(it["embed"]) == [
        ("Posto 1 · ha puntato", "<@100> · **7 punti** (premi: 7) · 7 carte rimaste"),
        (
            "Posto 2 · sta scegliendo · assente (gioca il bot)",
            "<@101> · **0 punti** (premi: nessuno) · 7 carte rimaste",
        ),
        ("Posto 3 · sta scegliendo", "<@102> · **0 punti** (premi: nessuno) · 7 carte rimaste"),
    ]
    assert it["embed"].footer.text == "Premi rimasti: 6 · round 2"  # the round, not the version
    assert it["content"] == "<@101> <@102>: è il momento di puntare nella partita #12."
    es = table(speaking(record(3, absent=1), "es"), s)
    assert fields(es["embed"])[1] == (
        "Plaza 2 · eligiendo · ausente (juega el bot)",
        "<@101> · **0 puntos** (premios: ninguno) · quedan 7 cartas",
    )
    assert fields(es["embed"])[0][0] == "Plaza 1 · ya apostó"
    assert es["embed"].footer.text == "Premios restantes: 6 · ronda 2"
    assert es["content"] == "<@101> <@102>: es hora de apostar en la partida #12."


def test_one_card_left_and_one_point_are_singular_in_every_language() -> None:
    first = loaded(position([(1, [5, 4])], 8, [2, 3, 4, 5, 6, 7]))
    words = {
        "en": ("**1 point** (won 1)", "7 cards left"),
        "it": ("**1 punto** (premi: 1)", "7 carte rimaste"),
        "es": ("**1 punto** (premios: 1)", "quedan 7 cartas"),
    }
    for language, (score, left) in words.items():
        value = fields(table(speaking(record(2), language), first)["embed"])[0][1]
        assert value == f"<@100> · {score} · {left}"
    last = loaded(position([(p, [p, 9 - p]) for p in range(1, 8)], 8, [], cards=8))
    one = {"en": "1 card left", "it": "1 carta rimasta", "es": "queda 1 carta"}
    for language, left in one.items():
        value = fields(table(speaking(record(2), language), last)["embed"])[0][1]
        assert value.endswith(f" · {left}"), value


def test_the_bots_bidding_alone_in_italian_and_spanish() -> None:
    s = goofspiel.new_game(2, 3)
    seats = tuple(dataclasses.replace(x, bot="normal", name="Bo") for x in record(2).seats)
    game = dataclasses.replace(record(2), seats=seats)
    assert table(speaking(game, "en"), s)["content"] == "Game #12: the bots are bidding…"
    assert table(speaking(game, "it"), s)["content"] == "Partita #12: i bot stanno puntando…"
    assert table(speaking(game, "es"), s)["content"] == "Partida #12: los bots están apostando…"


@pytest.mark.parametrize(
    ("language", "shared", "tie", "place", "over"),
    [
        (
            "it",
            "🏆 <@100>, <@101> e <@102> condividono la vittoria con 0 punti!",
            "Round 3, premio **2**: <@100> 3, <@101> 3, <@102> 3. Parità sulla puntata più alta: "
            "nessuno l'ha vinto.",
            "Posto 1 · 1º 🏆",
            "La partita #12 è finita! <@100> <@101> <@102>",
        ),
        (
            "es",
            "🏆 ¡<@100>, <@101> y <@102> comparten la victoria con 0 puntos!",
            "Ronda 3, premio **2**: <@100> 3, <@101> 3, <@102> 3. Empate en la apuesta más alta: "
            "nadie lo ganó.",
            "Plaza 1 · 1.º 🏆",
            "¡La partida #12 ha terminado! <@100> <@101> <@102>",
        ),
    ],
)
def test_a_shared_win_and_a_tied_round_in_italian_and_spanish(
    language: str, shared: str, tie: str, place: str, over: str
) -> None:
    rounds = [(p, [c, c, c]) for p, c in zip([3, 1, 2], [1, 2, 3], strict=True)]
    s = loaded(position(rounds, None, [], cards=3))
    message = table(speaking(record(3, Status.FINISHED), language), s)
    description = (message["embed"].description or "").splitlines()
    assert description == [shared, "", tie]
    assert fields(message["embed"])[0][0] == place
    assert message["content"] == over


@pytest.mark.parametrize(
    ("language", "line", "places"),
    [
        ("en", "🏆 <@100> wins with 7 points!", ["1st 🏆", "3rd", "2nd"]),
        ("it", "🏆 <@100> vince con 7 punti!", ["1º 🏆", "3º", "2º"]),
        ("es", "🏆 ¡<@100> gana con 7 puntos!", ["1.º 🏆", "3.º", "2.º"]),
    ],
)
def test_one_winner_and_every_place(language: str, line: str, places: list[str]) -> None:
    rounds = [(4, [4, 1, 2]), (3, [3, 2, 1]), (2, [2, 3, 4]), (1, [1, 4, 3])]
    s = loaded(position(rounds, None, [], cards=4))
    message = table(speaking(record(3, Status.FINISHED), language), s)
    assert (message["embed"].description or "").splitlines()[0] == line
    assert [name.split(" · ", 1)[1] for name, _ in fields(message["embed"])] == places


# The panel, in its reader's language.


@pytest.mark.parametrize(
    ("locale", "title", "round_line", "cards", "prizes", "footer", "refresh"),
    [
        (
            "it",
            "La tua mano · ",
            "Round 2 di 8: il premio è **4**. Tocca una carta per puntarla (tutti puntano "
            "insieme).",
            "Le tue carte (7)",
            ("I tuoi premi", "nessuno · 0 punti"),
            "Premi rimasti: 6 · solo tu puoi vederlo",
            "Aggiorna",
        ),
        (
            "es-ES",
            "Tu mano · ",
            "Ronda 2 de 8: el premio es **4**. Toca una carta para apostarla (todos apuestan a "
            "la vez).",
            "Tus cartas (7)",
            ("Tus premios", "ninguno · 0 puntos"),
            "Premios restantes: 6 · solo tú puedes verlo",
            "Actualizar",
        ),
    ],
)
def test_the_panel_speaks_its_readers_language(
    locale: str,
    title: str,
    round_line: str,
    cards: str,
    prizes: tuple[str, str],
    footer: str,
    refresh: str,
) -> None:
    game = speaking(record(3), "en")  # the game's language does not change the panel's
    panel = ADAPTER.panel(read_by(game, mid_round(), 1, locale), "Fatto.")
    embed = panel.embed
    assert str(embed.title).startswith(title)
    assert (embed.description or "").splitlines()[:2] == ["**Fatto.**", round_line]
    assert fields(embed) == [(cards, "1, 2, 4, 5, 6, 7, 8"), prizes]
    assert embed.footer.text == footer
    assert refresh_label(panel) == refresh


@pytest.mark.parametrize(
    ("locale", "line"),
    [
        ("it", "Hai puntato **2** sul premio 4. In attesa di <@101> e <@102>."),
        ("es-419", "Apostaste **2** por el premio 4. Esperando a <@101> y <@102>."),
        ("en-US", "You bid **2** for the prize 4. Waiting for <@101> and <@102>."),
    ],
)
def test_the_panel_after_a_bid(locale: str, line: str) -> None:
    panel = ADAPTER.panel(read_by(record(3), mid_round(), 0, locale), None)
    assert (panel.embed.description or "").splitlines()[0] == line
    last = (panel.embed.description or "").splitlines()[1]
    assert last.endswith(
        {"it": "L'ha vinto <@100>.", "es-419": "Lo ganó <@100>."}.get(locale, "<@100> won it.")
    )
    assert fields(panel.embed)[1][1] == {"it": "7 · 7 punti", "es-419": "7 · 7 puntos"}.get(
        locale, "7 · 7 points"
    )


def test_a_spent_hand_says_none_for_cards_and_prizes_in_their_gender() -> None:
    s = finish(
        goofspiel.new_game(2, 9, ruleset=goofspiel.named_ruleset("classic")), random.Random(2)
    )
    nothing = {"en": "none", "it": "nessuna", "es": "ninguna"}
    for language, word in nothing.items():
        panel = ADAPTER.panel(read_by(record(2, Status.FINISHED), s, 0, language), None)
        assert fields(panel.embed)[0][1] == word


# Refusals, in the language of whoever tapped.


def test_refusals_in_every_language() -> None:
    s = mid_round()
    with pytest.raises(errors.BadRequest) as bad:
        ADAPTER.click(read_by(record(3), s, 1, "it"), "bid", 99)
    assert bad.value.message == "That card cannot be bid now: pick again."
    assert bad.value.text("it") == "Non puoi puntare questa carta ora: scegline un'altra."
    assert bad.value.text("es-419") == "No puedes apostar esa carta ahora: elige otra."
    with pytest.raises(errors.BadRequest) as choice:
        ADAPTER.pick(read_by(record(3), s, 1, "es"), "anything", ["1"])
    assert choice.value.message == "That choice is not valid."
    assert choice.value.text("it") == "Questa scelta non è valida."
    assert choice.value.text("es-ES") == "Esa opción no es válida."


def test_timeout_words_in_every_language() -> None:
    assert ADAPTER.timeout_words("en") == "your lowest card is bid for you"
    assert ADAPTER.timeout_words("it") == "viene puntata la carta più bassa di chi non ha scelto"
    assert ADAPTER.timeout_words("es") == "se apuesta la carta más baja de quien no haya elegido"


# The rules card, in the asker's language.


@pytest.mark.parametrize("ruleset", ["standard", "classic"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_card_in_every_language(language: str, ruleset: str) -> None:
    rules = goofspiel.named_ruleset(ruleset)
    embed = ADAPTER.rules_embed(rules.to_json(), language)
    within_limits(embed)
    text = embed.description or ""
    up_to = {"en": "1 to", "it": "1 a", "es": "1 al"}[language]
    assert text.count(f" {up_to} {rules.cards}") == 2  # the hand and the prizes
    title = {
        "en": "Goofspiel — the rules in short",
        "it": "Goofspiel — le regole in breve",
        "es": "Goofspiel — las reglas en resumen",
    }
    assert embed.title == title[language]
    first = {"en": "Each player holds", "it": "Ogni giocatore ha", "es": "Cada jugador tiene"}
    assert text.startswith(first[language])
    payload = {"embeds": [embed.to_dict()], "flags": 64}
    assert specval.check_message_payload(payload) == []


# Discord's limits, in every language, for the longest game.


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_and_panel_fits_discord_in_every_language(language: str) -> None:
    rng = random.Random(7)
    s = goofspiel.new_game(4, 11, ruleset=goofspiel.named_ruleset("classic"))
    game = speaking(record(4), language)
    game = dataclasses.replace(
        game, seats=tuple(dataclasses.replace(x, absent=True) for x in game.seats)
    )
    while True:
        message = table(game, s)
        within_limits(message["embed"])
        assert len(message["content"]) <= 2000
        body = {"content": message["content"], "embeds": [message["embed"].to_dict()]}
        assert specval.check_message_payload(body, kind="channel") == []
        for seat in range(4):
            panel = ADAPTER.panel(read_by(game, s, seat, language), "x" * 200)
            within_limits(panel.embed)
            assert all(len(c.label) <= LABEL_MAX for c in panel.controls if isinstance(c, Button))
            body = {
                "embeds": [panel.embed.to_dict()],
                "components": components(game, panel.controls).to_components(),
                "flags": 64,
            }
            assert specval.check_message_payload(body) == [], body
        if s.over:
            break
        seat = rng.choice(goofspiel.active_seats(s))
        s, _ = goofspiel.apply(s, seat, rng.choice(goofspiel.legal_actions(s, seat)))
    over = table(dataclasses.replace(game, status=Status.FINISHED), s)
    within_limits(over["embed"])
    assert language == "en" or "Seat" not in json.dumps(over["embed"].to_dict())
