# Las palabras dibujadas en las imágenes de Splendor (bot/games/splendor/adapter/art.py): la
# mesa pública, en el idioma de la partida, y la mano de un jugador, en el idioma de quien la
# lee. Las imágenes miden 800 px de ancho, con un solo tamaño de letra: cada texto debe ser
# más o menos tan corto como el inglés. Las gemas se reconocen por color, forma y letra
# (splendor-pictures-letter: B A V R N, oro ★).

## La mesa

splendor-pictures-seat = Plaza { $seat }
splendor-pictures-to-play = ▶ Turno de { $player }
splendor-pictures-over-won = Fin de la partida · gana { $player }
splendor-pictures-over-shared = Fin de la partida · empate entre { $count }
splendor-pictures-goal = { $points } puntos para ganar
splendor-pictures-last-round = Última ronda
splendor-pictures-bank = Banco
splendor-pictures-empty = vacío
splendor-pictures-points = { $count ->
    [one] { $points } punto
   *[other] { $points } puntos
}
splendor-pictures-reserved = { $count ->
    [one] { $count } reservada
   *[other] { $count } reservadas
}

## La mano de un jugador

splendor-pictures-your-hand = Tu mano
splendor-pictures-your-turn = ▶ Tu turno
splendor-pictures-their-turn = Turno de { $player }
splendor-pictures-game-over = Fin de la partida
splendor-pictures-tokens = Fichas
splendor-pictures-bonuses = Bonificaciones
splendor-pictures-token-count = { $count } de { $limit } fichas
splendor-pictures-reserved-title = Cartas reservadas
splendor-pictures-reserved-count = { $count } de { $limit }
splendor-pictures-blind = secreta
splendor-pictures-no-reserved = ninguna
splendor-pictures-offers = Puedes comprar
splendor-pictures-offers-hint = pagas, con tus bonificaciones

splendor-pictures-no-offers = nada por ahora
splendor-pictures-free = gratis

## Las letras de las gemas y la leyenda

# La letra que nombra el color de una gema en las imágenes (el banco, las columnas de la mano,
# la bonificación de una carta), para quien no distingue los colores: una por color, todas
# distintas, la inicial del nombre del color; el oro es una estrella en todos los idiomas.
splendor-pictures-letter = { $gem ->
    [white] B
    [blue] A
    [green] V
    [red] R
    [black] N
   *[gold] ★
}
# La leyenda sobre las líneas de los jugadores: una carta color crema con una gema es una
# bonificación (una por carta comprada), una gema sola es una ficha.
splendor-pictures-legend-bonuses = bonificación (una carta comprada)
splendor-pictures-legend-tokens = ficha
