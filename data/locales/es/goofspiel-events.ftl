# Goofspiel: qué hizo una jugada. Lo usa bot/games/goofspiel/adapter/events.py (la línea del
# registro de una jugada, "Hecho: …" a quien pujó). Los números ($card, $prize, $round) son
# los valores de las cartas. "Pujar"/"puja": ofrecer una carta por el premio.

# Una plaza sin nombre que mostrar: $number desde 1.
goofspiel-events-player = Jugador { $number }
# Solo quien puja lee su carta antes de que se descubran.
goofspiel-events-bid = Pujaste { $card }
# Lo que leen todos los demás de una puja (tras el nombre: "@Ann: Hizo su puja.").
goofspiel-events-bid-hidden = Hizo su puja
# Una puja descubierta; las pujas se unen con comas ($bids abajo).
goofspiel-events-bid-of = { $name } pujó { $card }
# La puja más alta, sola ($winner), gana la carta de premio $prize.
goofspiel-events-round-won = Premio { $prize }: { $bids } — { $winner } gana el { $prize }
# Las pujas más altas empatan ($tied: dos nombres o más): nadie gana el premio.
goofspiel-events-round-tied = Premio { $prize }: { $bids } — { $tied } empatan, nadie gana el { $prize }
# Se descubre la siguiente carta de premio.
goofspiel-events-prize = Ronda { $round }: el premio es { $prize }
# Un ganador ($winners: un nombre) con $count puntos.
goofspiel-events-game-won = La partida ha terminado: gana { $winners } con { $count ->
    [one] 1 punto
   *[other] { $count } puntos
}
# Varios jugadores comparten la victoria ($winners: dos nombres o más).
goofspiel-events-game-shared = La partida ha terminado: { $winners } comparten la victoria con { $count ->
    [one] 1 punto
   *[other] { $count } puntos
}
