# Le parole disegnate sulle immagini di Nell'Anno del Dragone (tavolo, mano, grafico).

## Il tavolo

yotd-pictures-seat = Posto { $seat }
yotd-pictures-to-play = ▶ tocca a { $player }
yotd-pictures-over-won = Partita finita · vince { $player }
yotd-pictures-over-shared = Partita finita · { $count } vincono a pari merito
yotd-pictures-month = Mese { $month } · { $step ->
    [action] Azioni
    [build] Costruzione
    [recruit] Persone
    [release] Congedi
   *[end] Fine
}
yotd-pictures-draft = Scelta iniziale
yotd-pictures-order = Ordine di turno
yotd-pictures-points = { $count ->
    [one] { $points } pt
   *[other] { $points } pt
}
yotd-pictures-key = Legenda
yotd-pictures-owes = { $count } da congedare
yotd-pictures-builds = { $count ->
    [one] { $count } piano da costruire
   *[other] { $count } piani da costruire
}

## Le risorse

yotd-pictures-resource = { $resource ->
    [yuan] yuan
    [rice] riso
    [fireworks] fuochi d'artificio
    [small] privilegio piccolo
    [large] privilegio grande
    [cards] carte in mano
   *[track] tracciato persone
}

## Le lettere delle persone e degli eventi

yotd-pictures-person-letter = { $person ->
    [craftsman] A
    [court_lady] D
    [pyrotechnist] P
    [tax_collector] E
    [warrior] G
    [monk] M
    [healer] U
    [farmer] C
    [scholar] S
   *[wild] ?
}
yotd-pictures-event-letter = { $event ->
    [peace] P
    [imperial_tribute] T
    [drought] S
    [dragon_festival] F
    [mongol_invasion] M
   *[contagion] E
}

## La mano

yotd-pictures-your-hand = Le tue carte
yotd-pictures-your-turn = ▶ Tocca a te
yotd-pictures-their-turn = tocca a { $player }
yotd-pictures-game-over = Partita finita
yotd-pictures-left = restano:
yotd-pictures-left-all = restano { $count } tessere
yotd-pictures-no-cards = nessuna carta

## Il grafico

yotd-pictures-chart-points = Punti alla fine di ogni mese
yotd-pictures-chart-track = Tracciato persone alla fine di ogni mese
