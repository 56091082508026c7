# Las palabras dibujadas en las imágenes de village (bot/games/village/adapter/pictures.py y
# art.py): la mesa pública, en el idioma de la partida, y la mano de una plaza, en el idioma de
# quien la mira. Las imágenes miden 800 px de ancho y usan un solo tamaño de letra: que cada
# texto sea más o menos tan corto como el inglés. Un título y la pista de al lado comparten
# línea; un estado ("▶ Turno de …") se corta con "…" si el nombre es largo. Los términos del
# juego están en ../GLOSSARY.md.

## La mesa

# Un jugador sin nombre visible.
village-pictures-seat = Plaza { $seat }
# Junto al mazo boca abajo: las cartas que quedan.
village-pictures-deck = Mazo { $count }
village-pictures-to-play = ▶ Turno de { $player }
village-pictures-over-won = Fin de la partida · gana { $player }
village-pictures-over-shared = Fin de la partida · empate entre { $count }
village-pictures-tie-shared = Empate a puntos y a sobornos: victoria compartida
# $treasures: el nombre en plural de una carta ("Coronas del Rey").
village-pictures-tie-most = Empate a puntos: gana quien tenga más { $treasures }
village-pictures-favor = Favor del Dragón
village-pictures-favor-hint = puntos por carta, de arriba abajo
# Los puntos de un jugador: $points es el número tal como se dibuja (con el signo menos de
# verdad), $count el mismo número para el plural.
village-pictures-points = { $count ->
    [one] { $points } punto
   *[other] { $points } puntos
}
village-pictures-in-hand = { $count } en mano
# El puesto final en la clasificación: 1.º, 2.º…
village-pictures-place = { $place }.º
village-pictures-market = Mercado Negro
village-pictures-market-hint = paga el precio, llévate el puesto
# Un puesto (m.) del Mercado Negro sin cartas.
village-pictures-stall-empty = vacío
village-pictures-discard = Pila de descarte
village-pictures-discard-count = { $count ->
    [0] aún ninguna
    [one] 1 carta
   *[other] { $count } cartas
}

## La mano de una plaza

village-pictures-game-over = Fin de la partida
village-pictures-your-turn = ▶ Tu turno
village-pictures-their-turn = Turno de { $player }
village-pictures-your-hand = Tu mano
village-pictures-cards = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
# Junto a la mano: el número bajo cada carta es lo que cuenta una carta de ese tipo.
village-pictures-worth-now = puntos por carta si acabara ahora
village-pictures-worth-end = puntos por carta sobrante
village-pictures-no-cards = Sin cartas en la mano
village-pictures-your-bribes = Tus sobornos
# Junto a la puntuación final: la plaza ganó, o su puesto (village-pictures-place).
village-pictures-final-winner = final · ★ ganador
village-pictures-final-place = final · { $place }
village-pictures-score-now = puntuación si acabara ahora
# Bajo un soborno (una columna de unos 120 px: 9 caracteres como máximo; "pts" es la
# abreviatura habitual de "puntos").
village-pictures-bribe-points = { $count ->
    [one] 1 punto
   *[other] { $count } pts
}

## Nombres cortos de las cartas, bajo las cartas del Favor del Dragón (una columna de unos
## 118 px: 8 letras como máximo, abreviadas con un punto si hace falta)

village-pictures-short-axe = Hacha
village-pictures-short-feather = Pluma
village-pictures-short-sword = Espada
village-pictures-short-scrolls = Pergam.
village-pictures-short-crown = Corona
village-pictures-short-goblet = Cáliz
village-pictures-short-wild = Comodín

## La letra de cada carta (y tras su nombre en los textos: "Comodín (C)"), para quien no
## distingue los colores: una mayúscula, distinta para cada carta, sacada del nombre de la carta
## (Pergamino Mágico: M, porque la P es de la Pluma; Corona del Rey: R y Cáliz de Oro: O,
## porque la C es del Comodín)

village-pictures-letter-axe = H
village-pictures-letter-feather = P
village-pictures-letter-sword = E
village-pictures-letter-scrolls = M
village-pictures-letter-crown = R
village-pictures-letter-goblet = O
village-pictures-letter-wild = C
