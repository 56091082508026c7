# Please Don't Burn My Village!: why the rules refuse a move (bot/games/village/rules.py,
# simulate.py). Each is a sentence without its full stop: the reply adds the rule's id,
# "You have only a Wild in hand (R-B1)." (errors-illegal-move). The game's terms are in
# ../GLOSSARY.md.
# $card: a card's id (axe, feather, sword, scrolls, crown, goblet, wild), said with the
# card's words of village.ftl (its count messages read the refusal's $count); $stall: a
# stall's cost (0 to 3), its name: "the 2 stall"; $name: what a forged request named, shown
# as it came.

village-refusals-player-count = Se juega de { $low } a { $high } jugadores
village-refusals-game-over = La partida terminó
village-refusals-not-your-turn = No es tu turno
village-refusals-no-such-treasure = No existe ningún tesoro llamado '{ $name }'
village-refusals-no-such-card = No existe ninguna carta llamada '{ $name }'
village-refusals-not-a-wild = Elige un tipo de tesoro, no un { -village-wild }
village-refusals-none-in-hand = No tienes { $card ->
    [axe] { -village-axe(form: "other") }
    [feather] { -village-feather(form: "other") }
    [sword] { -village-sword(form: "other") }
    [scrolls] { -village-scrolls(form: "other") }
    [crown] { -village-crown(form: "other") }
    [goblet] { -village-goblet(form: "other") }
    [wild] { -village-wild(form: "other") }
   *[other] { $card }
} en la mano
# $count: how many of the card the hand holds.
village-refusals-only-in-hand = Solo tienes { $card ->
    [axe] { village-axe-count }
    [feather] { village-feather-count }
    [sword] { village-sword-count }
    [scrolls] { village-scrolls-count }
    [crown] { village-crown-count }
    [goblet] { village-goblet-count }
    [wild] { village-wild-count }
   *[other] { $card }
} en la mano
village-refusals-negative-count = El número de cartas no puede ser negativo
village-refusals-play-a-card = Juega al menos una carta
village-refusals-new-bribe = Un soborno nuevo necesita al menos { $card ->
    [axe] un { -village-axe }
    [feather] una { -village-feather }
    [sword] una { -village-sword }
    [scrolls] un { -village-scrolls }
    [crown] una { -village-crown }
    [goblet] un { -village-goblet }
   *[other] { $card }
}; los { -village-wild(form: "other") } por sí solos solo pueden añadirse a un soborno que ya exista
# $costs: every stall's cost, "3, 2, 1 and 0".
village-refusals-no-such-stall = No hay ningún puesto de { $stall }; los puestos cuestan { $costs }
village-refusals-stall-empty = El puesto de { $stall } está vacío
village-refusals-free-stall = El puesto de 0 es gratis: no pagues nada
village-refusals-free-stall-curse = En el puesto gratis de 0 no se maldice nada
# $count: the stall's cost, a number of cards.
village-refusals-pay-exactly = Para el puesto de { $stall } debes pagar exactamente { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
village-refusals-pay-a-treasure = Al menos una de las cartas pagadas debe ser un tesoro, no un { -village-wild }
village-refusals-choose-curse = Elige cuál de los tesoros pagados maldecir
village-refusals-curse-paid = El tesoro maldito debe ser uno de los tesoros pagados
