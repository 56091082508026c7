# Goofspiel: qué hizo una jugada. Lo usa bot/games/goofspiel/adapter/events.py (la línea del
# registro de una jugada, "Hecho: …" a quien apostó). Los números ($card, $prize, $round) son
# los valores de las cartas. "Apostar"/"apuesta": ofrecer una carta por el premio (como en goofspiel.ftl).

# Una plaza sin nombre que mostrar: $number desde 1.
goofspiel-events-player = Jugador { $number }
# Solo quien apuesta lee su carta antes de que se descubran.
goofspiel-events-bid = Apostaste { $card }
# Lo que leen todos los demás de una apuesta (tras el nombre: "@Ann: Hizo su apuesta.").
goofspiel-events-bid-hidden = Hizo su apuesta
# Una apuesta descubierta; las apuestas se unen con comas ($bids abajo).
goofspiel-events-bid-of = { $name } apostó { $card }
# La apuesta más alta, sola ($winner), gana la carta de premio $prize.
goofspiel-events-round-won = Premio { $prize }: { $bids } — { $winner } gana el { $prize }
# Las apuestas más altas empatan ($tied: dos nombres o más): nadie gana el premio.
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
