"""The ``village`` hand panel in Italian and Spanish: the reader's language
(``SeatSight.locale``) for the panel and its refusals, the game's for the table's buttons.
"""

from __future__ import annotations

import pytest

from bot.games import village
from bot.games.village import Bribe
from bot.games.village.adapter import ADAPTER
from bot.services import errors
from bot.ui.adapter import Button, Select
from tests.games.village.positions import player, position
from tests.games.village.test_adapter_reader import known
from tests.games.village.test_panel_limits import (
    game,
    known_sight,
    labels,
    leaks,
    sight_of,
    text_of,
    texts,
)
from tests.games.village.test_words import custom_ruleset

# --------------------------------------------------------------------------------------------
# Italian


def test_the_italian_main_step_and_market() -> None:
    assert labels({}, "it") == ["Corrompi il Drago", "Mercato Nero", "Pesca una carta", "Aggiorna"]
    assert labels({"step": "market"}, "it") == [
        "Bancarella da 3: 3 carte",
        "Bancarella da 2: 1 carta",
        "Bancarella da 1: 1 carta",
        "Prendi gratis: Jolly",
        "Indietro",
    ]
    text = text_of({"step": "market"}, "it")
    assert "**Mercato Nero**: scegli una bancarella." in text
    assert "**3** · Spada Incantata, 2× Calice d'Oro" in text


def test_the_italian_bribe_step_previews_the_offer() -> None:
    draft = {"step": "bribe", "treasure": "axe", "k": 2, "w": 1}
    drawn = ADAPTER.panel(known_sight(draft, "it"), None)
    assert (drawn.embed.description or "").endswith(
        "**Corrompi il Drago**: Corrompi con 2 Asce del Barbaro e un Jolly: il segnalino "
        "dell'Ascia del Barbaro salirà a 3.\n"
        "⚠️ Restano solo 2 carte: se non esce un'Ascia del Barbaro o un Jolly, la partita "
        "finisce."
    )
    selects = {c.field: c for c in drawn.controls if isinstance(c, Select)}
    assert selects["count"].placeholder == "Quante carte"
    assert [o.label for o in selects["count"].options] == [
        "1 Ascia del Barbaro",
        "2 Asce del Barbaro",
    ]
    assert [o.label for o in selects["wilds"].options] == ["0 Jolly", "1 Jolly"]
    confirm = next(c for c in drawn.controls if isinstance(c, Button) and c.verb == "confirm")
    assert confirm.label == "Corrompi con 3 carte"
    fields = {f.name: f.value for f in drawn.embed.fields}
    assert fields["Le tue offerte"] == "Corona del Re (R) 2 +1 Jolly (×4)"
    assert fields["Carte in mano (4)"].splitlines() == [
        "**2** × Ascia del Barbaro (A) — −1 a carta se la tieni",
        "**1** × Corona del Re (R) — +4 a carta (va nella tua offerta di Corone)",
        "**1** × Jolly (J) — −2 a carta se la tieni; va in qualsiasi offerta",
    ]
    assert fields["Se la partita finisse ora"] == f"{village.scores(known())[0]} punti"
    assert drawn.embed.footer.text == "Mazzo: 2 carte · solo tu puoi vederlo"
    assert (drawn.embed.title or "").startswith("La tua mano · ")


def test_the_italian_black_market_agrees_with_each_card() -> None:
    assert labels({"step": "pay", "stall": 1}, "it") == [
        "Paga 1 Ascia, maledicila",
        "Paga 1 Corona, maledicila",
        "Indietro",
    ]
    assert text_of({"step": "pay", "stall": 1}, "it").splitlines()[-3:] == [
        "**Mercato Nero, bancarella da 1** (Ascia del Barbaro): paga un tesoro; è quello che "
        "maledici. Toccandolo compri la bancarella.",
        "• Compra la bancarella da 1 con un'Ascia del Barbaro, maledicendo l'Ascia del Barbaro: "
        "il segnalino dell'Ascia del Barbaro scenderà di 1 casella, varrà ancora 1.",
        "• Compra la bancarella da 1 con una Corona del Re, maledicendo la Corona del Re: "
        "il segnalino della Corona del Re scenderà a 3.",
    ]
    draft = {"step": "curse", "stall": 2, "pay": {"axe": 1, "wild": 1}}
    assert labels(draft, "it") == ["Compra: maledici Ascia −2", "Indietro"]
    assert "paghi un'Ascia del Barbaro e un Jolly" in text_of(draft, "it")
    # a masculine card: the Goblet
    s = village.load(
        position(
            players=[player(0, {"goblet": 1, "axe": 1}), player(1)],
            deck="axe sword",
            stalls={1: "axe"},
        )
    )
    drawn = ADAPTER.panel(sight_of(s, {"step": "pay", "stall": 1}, "it"), None)
    assert [c.label for c in drawn.controls if isinstance(c, Button)] == [
        "Paga 1 Ascia, maledicila",
        "Paga 1 Calice, maledicilo",
        "Indietro",
    ]


def test_the_italian_draw_and_the_table() -> None:
    assert labels({"step": "draw"}, "it") == ["Pesca e chiudi la partita", "Indietro"]
    assert text_of({"step": "draw"}, "it").endswith(
        "**Il mazzo è vuoto**: se peschi ora, la partita finisce subito."
    )
    controls = ADAPTER.table_controls(game("it"), village.view_for(known(), None))
    assert [b.label for b in controls] == [
        "Pesca una carta",
        "Prendi gratis: Jolly",
        "Corrompi…",
        "Mercato Nero…",
    ]
    s = village.load(position(players=[player(0, {"axe": 1}), player(1)], stalls={0: "wild"}))
    (draw, *_) = ADAPTER.table_controls(game("it"), village.view_for(s, None))
    assert draw.label == "Pesca (fine partita)"


def test_the_table_buttons_follow_the_game_not_the_reader() -> None:
    view = village.view_for(known(), None)
    english = [b.label for b in ADAPTER.table_controls(game("en"), view)]
    assert english == ["Draw a card", "Take 0 stall: Wild", "Bribe…", "Black Market…"]
    spanish = [b.label for b in ADAPTER.table_controls(game("es"), view)]
    assert spanish == ["Roba una carta", "Toma gratis: Comodín", "Soborna…", "Mercado Negro…"]


# --------------------------------------------------------------------------------------------
# Spanish


def test_the_spanish_main_step_and_market() -> None:
    assert labels({}, "es-419") == [
        "Soborna al Dragón",
        "Mercado Negro",
        "Roba una carta",
        "Actualizar",
    ]
    assert labels({"step": "market"}, "es-ES") == [
        "Puesto de 3: 3 cartas",
        "Puesto de 2: 1 carta",
        "Puesto de 1: 1 carta",
        "Toma gratis: Comodín",
        "Atrás",
    ]


def test_the_spanish_bribe_step_previews_the_bribe() -> None:
    draft = {"step": "bribe", "treasure": "crown", "k": 1, "w": 0}
    drawn = ADAPTER.panel(known_sight(draft, "es"), None)
    assert (drawn.embed.description or "").endswith(
        "**Soborna al Dragón**: Soborna con una Corona del Rey: la ficha de la Corona del Rey "
        "se queda en lo más alto, vale 4.\n"
        "⚠️ Solo quedan 2 cartas: si no sale una Corona del Rey o un Comodín, la partida "
        "termina."
    )
    kinds = [c.label for c in drawn.controls if isinstance(c, Button) and c.verb == "treasure"]
    assert kinds == ["Hacha del Bárbaro (H)", "Corona del Rey (R)"]
    (wilds,) = [c for c in drawn.controls if isinstance(c, Select)]
    assert wilds.placeholder == "Con Comodines"
    assert [o.label for o in wilds.options] == ["0 Comodines", "1 Comodín"]
    fields = {f.name: f.value for f in drawn.embed.fields}
    assert fields["Tus sobornos"] == "Corona del Rey (R) 2 +1 Comodín (×4)"
    assert "+4 por carta (se suma a tu soborno de Coronas)" in fields["Cartas en la mano (4)"]
    assert fields["Si la partida terminara ahora"] == f"{village.scores(known())[0]} puntos"


def test_the_spanish_bribe_step_lists_the_treasures() -> None:
    text = text_of({"step": "bribe"}, "es")
    assert "**Soborna al Dragón**: elige un tesoro." in text
    assert text.splitlines()[-1] == (
        "• Corona del Rey (R): 1 en la mano, ahora vale 4 por carta en un soborno; "
        "tu soborno: 3 cartas"
    )
    assert labels({"step": "bribe"}, "es")[-2:] == ["Elige un tesoro", "Atrás"]


def test_the_spanish_black_market_and_draw() -> None:
    assert labels({"step": "pay", "stall": 1}, "es") == [
        "Paga 1 Hacha, maldícela",
        "Paga 1 Corona, maldícela",
        "Atrás",
    ]
    draft = {"step": "curse", "stall": 2, "pay": {"axe": 1, "wild": 1}}
    assert labels(draft, "es") == ["Compra: maldice Hacha −2", "Atrás"]
    assert text_of(draft, "es").splitlines()[-1] == (
        "• Compra el puesto de 2 con un Hacha del Bárbaro y un Comodín y maldice el Hacha "
        "del Bárbaro: la ficha del Hacha del Bárbaro bajará 1 casilla y seguirá valiendo 1."
    )
    pay = ADAPTER.panel(known_sight({"step": "pay", "stall": 3}, "es"), None).controls[0]
    assert isinstance(pay, Select) and pay.placeholder == "Paga 3 cartas"
    assert labels({"step": "draw"}, "es") == ["Roba y termina la partida", "Atrás"]


def test_a_refusal_reads_in_the_readers_language() -> None:
    s = village.load(
        position(
            players=[player(0, {"axe": 1, "wild": 2}), player(1)],
            deck="axe",
            stalls={2: "feather"},
        )
    )
    paying = sight_of(s, {"step": "pay", "stall": 2}, "es")
    with pytest.raises(errors.BadRequest) as refused:
        ADAPTER.pick(paying, "pay", ["wild:1", "wild:2"])
    assert "Wilds alone cannot pay" in refused.value.message
    assert "no puedes pagar solo con Comodines" in refused.value.text("es-419")
    assert "i Jolly da soli non bastano" in refused.value.text("it")
    with pytest.raises(errors.BadRequest) as unknown:
        ADAPTER.click(paying, "payment", 7)
    assert unknown.value.text("it") == (
        "Quel pagamento non è più valido: scegli di nuovo la bancarella."
    )


def test_a_custom_rulesets_names_stay_the_admins_in_every_language() -> None:
    rs = custom_ruleset()
    s = village.new_game(2, 3, ruleset=rs)
    bribe = next(a for a in village.legal_actions(s) if isinstance(a, Bribe))
    draft = {"step": "bribe", "treasure": bribe.treasure, "k": bribe.treasures, "w": 0}
    name = rs.names[rs.index[bribe.treasure]]
    for locale, token in [("en", f"the {name} token"), ("it", f"il segnalino di {name}"),
                          ("es", f"la ficha de {name}")]:  # fmt: skip
        drawn = ADAPTER.panel(sight_of(s, draft, locale), None)
        assert token in (drawn.embed.description or "")
        assert not leaks(texts(drawn))
