# Le parole dei disegni di Broom Service (vedi l'inglese).

## Il tavolo

broom-pictures-seat = Posto { $seat }
broom-pictures-to-play = ▶ { $players }
broom-pictures-many-to-play = ▶ { $count } giocatori scelgono
broom-pictures-over-won = Partita finita · vince { $player }
broom-pictures-over-shared = Partita finita · { $count } vincono insieme
broom-pictures-round = Round { $round }/{ $rounds } · { $phase ->
    [pick] Scelta
    [turn] Turni
    [round_end] Fine round
   *[over] Finita
}
broom-pictures-board-design = { $board } · tabellone di Hoard
broom-pictures-board-printed = { $board }
broom-pictures-event = Evento: { $event ->
    [more_or_less] Più o meno?
    [black_market] Mercato nero
    [black_distillery] Distilleria nera
    [brave_heart] Cuor di leone
    [perilous_places] Luoghi pericolosi
    [protected_places] Luoghi protetti
    [upper_hand] Il sopravvento
    [empty_handed] A mani vuote
    [the_works] Il completo!
   *[flock_together] Tutti insieme
}
broom-pictures-bewitched = Stregati: { $roles }
broom-pictures-bewitched-none = Stregati: nessuno
broom-pictures-playing = In gioco: { $role }
broom-pictures-vp = { $count ->
    [one] { $vp } PV
   *[other] { $vp } PV
}
broom-pictures-key-round = torre tonda
broom-pictures-key-square = torre quadrata
broom-pictures-key-taken = occupata
broom-pictures-key-cloud = stelle per incantarla, fulmini
broom-pictures-key-castle = castello

## Il disegno di un giocatore

broom-pictures-your-roles = I tuoi ruoli, round { $round }
broom-pictures-no-roles = nessun ruolo in mano
broom-pictures-your-turn = ▶ Tocca a te
broom-pictures-waiting = Si aspetta { $players }
broom-pictures-game-over = Partita finita
broom-pictures-played = giocata
broom-pictures-is-bewitched = stregata

## Il grafico

broom-pictures-chart-vp = Punti vittoria
