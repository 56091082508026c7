# Please Don't Burn My Village!: why the rules refuse a move (bot/games/village/rules.py,
# simulate.py). Each is a sentence without its full stop: the reply adds the rule's id,
# "You have only a Wild in hand (R-B1)." (errors-illegal-move). The game's terms are in
# ../GLOSSARY.md.
# $card: a card's id (axe, feather, sword, scrolls, crown, goblet, wild), said with the
# card's words of village.ftl (its count messages read the refusal's $count); $stall: a
# stall's cost (0 to 3), its name: "the 2 stall"; $name: what a forged request named, shown
# as it came.

village-refusals-player-count = Si gioca da { $low } a { $high } giocatori
village-refusals-game-over = La partita è finita
village-refusals-not-your-turn = Non è il tuo turno
village-refusals-no-such-treasure = Non esiste un tesoro chiamato '{ $name }'
village-refusals-no-such-card = Non esiste una carta chiamata '{ $name }'
village-refusals-not-a-wild = Scegli un tipo di tesoro, non un { -village-wild }
village-refusals-none-in-hand = Non hai { $card ->
    [axe] { -village-axe(form: "other") }
    [feather] { -village-feather(form: "other") }
    [sword] { -village-sword(form: "other") }
    [scrolls] { -village-scrolls(form: "other") }
    [crown] { -village-crown(form: "other") }
    [goblet] { -village-goblet(form: "other") }
    [wild] { -village-wild(form: "other") }
   *[other] { $card }
} in mano
# $count: how many of the card the hand holds.
village-refusals-only-in-hand = Hai solo { $card ->
    [axe] { village-axe-count }
    [feather] { village-feather-count }
    [sword] { village-sword-count }
    [scrolls] { village-scrolls-count }
    [crown] { village-crown-count }
    [goblet] { village-goblet-count }
    [wild] { village-wild-count }
   *[other] { $card }
} in mano
village-refusals-negative-count = Il numero di carte non può essere negativo
village-refusals-play-a-card = Gioca almeno una carta
village-refusals-new-bribe = Una nuova offerta richiede almeno { $card ->
    [axe] un'{ -village-axe }
    [feather] una { -village-feather }
    [sword] una { -village-sword }
    [scrolls] una { -village-scrolls }
    [crown] una { -village-crown }
    [goblet] un { -village-goblet }
   *[other] { $card }
}; i { -village-wild(form: "other") } da soli si possono aggiungere solo a un'offerta già fatta
# $costs: every stall's cost, "3, 2, 1 and 0".
village-refusals-no-such-stall = Non esiste una bancarella da { $stall }; le bancarelle costano { $costs }
village-refusals-stall-empty = La bancarella da { $stall } è vuota
village-refusals-free-stall = La bancarella da 0 è gratis: non si paga niente
village-refusals-free-stall-curse = Alla bancarella gratis da 0 non si maledice niente
# $count: the stall's cost, a number of cards.
village-refusals-pay-exactly = Per la bancarella da { $stall } devi pagare esattamente { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
village-refusals-pay-a-treasure = Almeno una delle carte pagate deve essere un tesoro, non un { -village-wild }
village-refusals-choose-curse = Scegli quale dei tesori pagati maledire
village-refusals-curse-paid = Il tesoro maledetto deve essere uno dei tesori pagati
