# Las palabras de los dibujos de Broom Service (véase el inglés).

## La mesa

broom-pictures-seat = Asiento { $seat }
broom-pictures-to-play = ▶ { $players }
broom-pictures-many-to-play = ▶ eligen { $count } jugadores
broom-pictures-over-won = Fin de la partida · gana { $player }
broom-pictures-over-shared = Fin de la partida · { $count } comparten la victoria
broom-pictures-round = Ronda { $round }/{ $rounds } · { $phase ->
    [pick] Elección
    [turn] Turnos
    [round_end] Fin de ronda
   *[over] Fin
}
broom-pictures-board-design = { $board } · tablero propio de Hoard
broom-pictures-board-printed = { $board }
broom-pictures-event = Evento: { $event ->
    [more_or_less] ¿Más o menos?
    [black_market] Mercado negro
    [black_distillery] Destilería negra
    [brave_heart] Corazón valiente
    [perilous_places] Lugares peligrosos
    [protected_places] Lugares protegidos
    [upper_hand] La ventaja
    [empty_handed] Con las manos vacías
    [the_works] ¡El lote completo!
   *[flock_together] Todos juntos
}
broom-pictures-bewitched = Embrujados: { $roles }
broom-pictures-bewitched-none = Embrujados: ninguno
broom-pictures-playing = En juego: { $role }
broom-pictures-vp = { $count ->
    [one] { $vp } PV
   *[other] { $vp } PV
}
broom-pictures-key-round = torre redonda
broom-pictures-key-square = torre cuadrada
broom-pictures-key-taken = ocupada
broom-pictures-key-cloud = estrellas para hechizarla, rayos
broom-pictures-key-castle = castillo

## El dibujo de un jugador

broom-pictures-your-roles = Tus roles, ronda { $round }
broom-pictures-no-roles = ningún rol en la mano
broom-pictures-your-turn = ▶ Tu turno
broom-pictures-waiting = Esperando a { $players }
broom-pictures-game-over = Fin de la partida
broom-pictures-played = jugada
broom-pictures-is-bewitched = embrujada

## El gráfico

broom-pictures-chart-vp = Puntos de victoria
