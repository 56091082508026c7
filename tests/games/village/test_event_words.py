"""Village's events and previews in Italian and Spanish (and every event in every language).

Each village event kind is said in Italian and Spanish with its articles (the
elided "un'Ascia", "dell'Ascia"; Spanish "un Hacha", "del Hacha"), its person (the mover reads
"hai…"/"…aste", the channel "ha…"/"…ó") and its plurals. Random games then say every event
to every viewer in every language, with no catalogue key left in the words and no catalogue
error logged; a card drawn stays out of every other viewer's words in every language.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator

import pytest

from bot.engine import Event
from bot.games import village
from bot.games.village import Bribe, Draw, Market
from bot.games.village.adapter import events as words
from bot.games.village.adapter import previews
from bot.games.village.adapter.words import card_name
from bot.games.village.events import (
    Bribed,
    CardDrawn,
    Cursed,
    GameEnded,
    HandMerged,
    MarketRefilled,
    MarketVisited,
)
from bot.i18n import LANGUAGES
from tests.games.village.positions import player, position
from tests.games.village.test_words import custom_ruleset

RS = village.default_ruleset()
AXE, FEATHER, SWORD, CROWN, GOBLET, WILD = 0, 1, 2, 4, 5, 6
KEY = re.compile(r"\b(?:village|summary)-[a-z]")
NAMES = ["<@1>", "<@2>", "<@3>", "<@4>", "<@5>"]


def said(event: Event, viewer: int | None, language: str) -> str:
    return words.say(event, viewer, language, ["Ann", "Bob"])


# --------------------------------------------------------------------------------------------
# Each village event, in Italian and Spanish


def test_a_bribe_in_italian_and_spanish() -> None:
    new = Bribed(0, RS, AXE, 1, 0, True, 1, 2)
    assert said(new, 0, "it") == (
        "Hai corrotto il Drago con un'Ascia del Barbaro (nuova offerta): "
        "il segnalino dell'Ascia del Barbaro sale a 2"
    )
    assert said(new, None, "es") == (
        "Sobornó al Dragón con un Hacha del Bárbaro (un soborno nuevo): "
        "la ficha del Hacha del Bárbaro sube a 2"
    )
    more = Bribed(0, RS, FEATHER, 2, 1, False, 0, 1)
    assert said(more, 1, "it") == (
        "Ha corrotto il Drago con 2 Piume di Fenice e un Jolly: "
        "il segnalino della Piuma di Fenice sale di 1 casella, vale ancora 1"
    )
    assert said(more, 0, "es") == (
        "Sobornaste al Dragón con 2 Plumas de Fénix y un Comodín: "
        "la ficha de la Pluma de Fénix sube 1 casilla y sigue valiendo 1"
    )
    top = Bribed(0, RS, GOBLET, 1, 0, False, 5, 5)
    assert said(top, None, "it").endswith("il segnalino del Calice d'Oro è già in cima, vale 4")
    assert said(top, None, "es").endswith(
        "la ficha del Cáliz de Oro ya está en lo más alto, vale 4"
    )


def test_a_refill_in_italian_and_spanish() -> None:
    refill = MarketRefilled(0, RS, ((3, GOBLET), (2, WILD)), True)
    assert said(refill, 0, "it") == (
        "Hai rifornito il Mercato Nero con 2 carte, fino a un Jolly nella bancarella da 2"
    )
    assert said(refill, None, "es") == (
        "Repuso el Mercado Negro con 2 cartas, hasta un Comodín en el puesto de 2"
    )
    ran_out = MarketRefilled(0, RS, ((3, GOBLET),), False)
    assert said(ran_out, None, "it") == (
        "Il mazzo si è esaurito durante il rifornimento del Mercato Nero (1 carta distribuita)"
    )
    assert said(ran_out, None, "es") == (
        "El mazo se acabó al reponer el Mercado Negro (1 carta repartida)"
    )


def test_a_visit_and_its_curse_in_italian_and_spanish() -> None:
    free = MarketVisited(0, RS, 0, (0,) * 7, (WILD,))
    assert said(free, 0, "it") == "Hai visitato gratis la bancarella da 0 e hai preso un Jolly"
    assert said(free, None, "es") == "Visitó gratis el puesto de 0 y se llevó un Comodín"
    paid = MarketVisited(0, RS, 2, (0, 0, 0, 0, 1, 0, 1), (GOBLET, GOBLET, FEATHER))
    assert said(paid, None, "it") == (
        "Ha pagato una Corona del Re e un Jolly alla bancarella da 2 "
        "e ha preso 3 carte: una Piuma di Fenice e 2 Calici d'Oro"
    )
    assert said(paid, 0, "es") == (
        "Pagaste una Corona del Rey y un Comodín en el puesto de 2 "
        "y te llevaste 3 cartas: una Pluma de Fénix y 2 Cálices de Oro"
    )
    cursed = Cursed(0, RS, GOBLET, 3, 2)
    assert said(cursed, 0, "it") == (
        "Hai maledetto il Calice d'Oro: "
        "il segnalino del Calice d'Oro scende di 1 casella, vale ancora 2"
    )
    assert said(cursed, 0, "es") == (
        "Maldijiste el Cáliz de Oro: la ficha del Cáliz de Oro baja 1 casilla y sigue valiendo 2"
    )
    bottom = Cursed(0, RS, AXE, 0, 0)
    assert said(bottom, None, "it") == (
        "Ha maledetto l'Ascia del Barbaro: il segnalino dell'Ascia del Barbaro è già in fondo, "
        "vale 1"
    )
    assert said(bottom, None, "es") == (
        "Maldijo el Hacha del Bárbaro: la ficha del Hacha del Bárbaro ya está en lo más bajo, "
        "vale 1"
    )
    assert said(Cursed(0, RS, SWORD, 3, 1), 0, "es").startswith("Maldijiste la Espada Encantada")


def test_a_draw_names_its_card_to_the_drawer_only() -> None:
    drawn = CardDrawn(1, RS, AXE)
    assert said(drawn, 1, "it") == "Hai pescato un'Ascia del Barbaro"
    assert said(drawn, 1, "es") == "Robaste un Hacha del Bárbaro"
    for viewer in (None, 0):
        assert said(drawn, viewer, "it") == "Ha pescato una carta"
        assert said(drawn, viewer, "es") == "Robó una carta"


def test_the_end_of_the_game_in_italian_and_spanish() -> None:
    assert said(GameEnded(None, RS, "R-D2"), None, "it") == (
        "La partita è finita: il mazzo era vuoto al momento di pescare una carta"
    )
    assert said(GameEnded(None, RS, "R-B5"), None, "es") == (
        "La partida ha terminado: el mazo se acabó al reponer el Mercado Negro"
    )
    merged = HandMerged(1, RS, (2, 0, 1, 0, 0, 0))
    assert said(merged, None, "it") == (
        "Bob ha aggiunto 2 Asce del Barbaro e una Spada Incantata dalla mano alle sue offerte"
    )
    assert said(merged, 1, "es") == (
        "Bob añadió 2 Hachas del Bárbaro y una Espada Encantada de su mano a sus sobornos"
    )
    assert words.say(merged, None, "it").startswith("Giocatore 2 ha aggiunto")
    assert words.say(merged, None, "es").startswith("Jugador 2 añadió")


def test_a_move_is_one_sentence_in_every_language() -> None:
    move = [Bribed(0, RS, CROWN, 1, 0, False, 2, 4), MarketRefilled(0, RS, ((1, WILD),), True)]
    assert words.done(move, 0, "it") == (
        "Hai corrotto il Drago con una Corona del Re: il segnalino della Corona del Re sale a 3, "
        "poi hai rifornito il Mercato Nero con 1 carta, fino a un Jolly nella bancarella da 1"
    )
    assert words.done(move, 0, "es") == (
        "Sobornaste al Dragón con una Corona del Rey: la ficha de la Corona del Rey sube a 3, "
        "y luego repusiste el Mercado Negro con 1 carta, hasta un Comodín en el puesto de 1"
    )
    assert words.summary(move, "it", ["Ann"]) == (
        "Ha corrotto il Drago con una Corona del Re: il segnalino della Corona del Re sale a 3. "
        "Ha rifornito il Mercato Nero con 1 carta, fino a un Jolly nella bancarella da 1."
    )


def test_a_custom_treasure_keeps_the_rulesets_name_in_every_language() -> None:
    rs = custom_ruleset()  # "orb", "sheep", … are unknown to the catalogue; "scrolls" is known
    orb, scrolls = rs.index["orb"], rs.index["scrolls"]
    bribe = Bribed(0, rs, orb, 1, 0, True, 0, 1)
    assert said(bribe, None, "en").startswith("Bribed an Orb (a new bribe): the Orb token")
    assert said(bribe, None, "it").startswith(
        "Ha corrotto il Drago con una carta Orb (nuova offerta): il segnalino di Orb sale"
    )
    assert said(bribe, None, "es").startswith(
        "Sobornó al Dragón con una carta Orb (un soborno nuevo): la ficha de Orb sube"
    )
    assert said(Cursed(0, rs, orb, 2, 1), None, "it").startswith("Ha maledetto Orb:")
    assert said(CardDrawn(0, rs, scrolls), 0, "it") == "Hai pescato una Pergamena Magica"
    assert said(CardDrawn(0, rs, scrolls), 0, "en") == "Drew a Magic Scrolls card"


# --------------------------------------------------------------------------------------------
# Previews


def test_the_previews_in_italian_and_spanish() -> None:
    assert (
        previews.what(Bribe("axe", 1, 2), RS, "it") == "Corrompi con un'Ascia del Barbaro e 2 Jolly"
    )
    assert previews.what(Bribe("axe", 1, 2), RS, "es") == (
        "Soborna con un Hacha del Bárbaro y 2 Comodines"
    )
    assert previews.what(Market(0), RS, "it") == "Prendi gratis la bancarella da 0"
    assert previews.what(Market(0), RS, "es") == "Toma gratis el puesto de 0"
    buy = Market(1, (("goblet", 1),), "goblet")
    assert previews.what(buy, RS, "it") == (
        "Compra la bancarella da 1 con un Calice d'Oro, maledicendo il Calice d'Oro"
    )
    assert previews.what(buy, RS, "es") == (
        "Compra el puesto de 1 con un Cáliz de Oro y maldice el Cáliz de Oro"
    )
    assert previews.what(Draw(), RS, "it") == "Pesca una carta"
    assert previews.what(Draw(), RS, "es") == "Roba una carta"


def test_a_preview_says_its_move_and_its_risk_in_every_language() -> None:
    s = village.load(position(players=[player(0, {"axe": 2}), player(1)], deck="goblet crown"))
    view = village.view_for(s, 0)
    bribe = Bribe("axe", 2, 0)
    assert previews.preview(view, bribe, "it") == (
        "Corrompi con 2 Asce del Barbaro: il segnalino dell'Ascia del Barbaro salirà a 2"
    )
    assert previews.preview(view, bribe, "es") == (
        "Soborna con 2 Hachas del Bárbaro: la ficha del Hacha del Bárbaro subirá a 2"
    )
    assert previews.ending_note(view, bribe, "it") == (
        "Restano solo 2 carte: se non esce un'Ascia del Barbaro o un Jolly, la partita finisce."
    )
    assert previews.ending_note(view, bribe, "es") == (
        "Solo quedan 2 cartas: si no sale un Hacha del Bárbaro o un Comodín, la partida termina."
    )
    assert previews.ending_note(view, Draw(), "es") is None


# --------------------------------------------------------------------------------------------
# Every event of random games, in every language


def village_moves(seeds: range) -> Iterator[tuple[village.State, list[Event]]]:
    for seed in seeds:
        rng = random.Random(seed)
        rs = custom_ruleset() if seed % 3 == 2 else None
        s = village.new_game(2 + seed % 4, seed, ruleset=rs)
        while not s.over:
            before = s
            s, events = village.apply(s, rng.choice(village.legal_actions(s)))
            yield before, events


def no_key(text: str) -> None:
    assert text and not KEY.search(text), text


def test_every_event_of_random_games_says_itself_in_every_language(
    caplog: pytest.LogCaptureFixture,
) -> None:
    kinds: set[str] = set()
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for before, events in village_moves(range(9)):
            seats = len(before.hands)
            names = NAMES[:seats]
            for language in LANGUAGES:
                for viewer in (None, *range(seats)):
                    for e in events:
                        kinds.add(e.kind)
                        text = words.say(e, viewer, language, names)
                        no_key(text)
                        if isinstance(e, CardDrawn) and viewer != e.seat:
                            card = e.rs.card_ids[e.card]
                            name = e.rs.names[e.card]
                            if words.known(card):
                                name = card_name(language, card)
                            assert name not in text
                    no_key(words.done(events, viewer, language, names))
                no_key(words.summary(events, language, names))
                if before.current % 4 == 0:
                    view = village.view_for(before, before.current)
                    for action in village.legal_actions(before)[:30]:
                        no_key(previews.preview(view, action, language))
                        note = previews.ending_note(view, action, language)
                        assert note is None or not KEY.search(note)
    assert [r.getMessage() for r in caplog.records] == []
    assert {"bribed", "market_refilled", "market_visited", "cursed", "card_drawn"} <= kinds
    assert {"game_ended", "hand_merged"} <= kinds
