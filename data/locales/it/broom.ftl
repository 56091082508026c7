# Broom Service su Discord: i nomi condivisi da pannello, tavolo, registro e regole.
# I segni (emoji) sono gli stessi in ogni lingua.

broom-role = { $role ->
    [gatherer_orange] Raccoglitrice arancione
    [gatherer_green] Raccoglitrice verde
    [gatherer_purple] Raccoglitrice viola
    [witch_forest] Strega del bosco
    [witch_prairie] Strega della prateria
    [witch_hill] Strega della collina
    [witch_mountain] Strega della montagna
    [druid_valley] Druido della valle
    [druid_peak] Druido delle vette
   *[weather_fairy] Fata del tempo
}
broom-event = { $event ->
    [more_or_less] Più o meno?
    [black_market] Mercato nero
    [black_distillery] Distilleria clandestina
    [brave_heart] Cuore impavido
    [perilous_places] Luoghi pericolosi
    [protected_places] Luoghi protetti
    [upper_hand] Il pugno più pieno
    [empty_handed] A mani vuote
    [the_works] Il servizio completo!
   *[flock_together] Tutti insieme
}
broom-tower = 🗼{ $id } { $colour } { $shape ->
    [round] rotonda
   *[square] quadrata
} · { $vp }⭐{ $wands ->
    [0] {""}
   *[other] {" "}+{ $wands }🪄
}
broom-board = Valle di Hoard (il tabellone di Hoard)
broom-board-other = { $board } (non è il tabellone stampato)
broom-timeout = si fa per te una mossa prudente (i primi ruoli non stregati; codarda, senza spendere nulla)
