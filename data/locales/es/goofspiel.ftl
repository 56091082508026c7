# Goofspiel en Discord: la mesa, el panel de la mano y el resumen de las reglas
# (bot/games/goofspiel/adapter/). Los términos del juego: ../GLOSSARY.md.
# Términos: prize = premio (m.); bid = apuesta (f.), apostar; round = ronda (f.).
# Los números de carta, de ronda, de partida y de turno llegan como texto; las cantidades
# ($count, $cards, $points) como números, para los plurales.

## Rechazos (solo los lee quien tocó el botón).

goofspiel-bad-choice = Esa opción no es válida.
goofspiel-bad-bid = No puedes apostar esa carta ahora: elige otra.

## Qué pasa con una plaza cuando se le agota el tiempo. Una oración independiente (indicativo):
## se lee después de "luego" en la mesa y después del tiempo restante en un recordatorio.

goofspiel-timeout = se apuesta la carta más baja de quien no haya elegido

## Palabras comunes a la mesa y al panel.

goofspiel-points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
# "ninguna" para una lista de cartas en la mano.
goofspiel-no-cards = ninguna
# "ninguno" para una lista de premios ganados.
goofspiel-no-prizes = ninguno
# La puntuación de un jugador y los premios ganados ($prizes: "1, 4, 7" o goofspiel-no-prizes).
goofspiel-score = **{ $points }** (premios: { $prizes })
# El puesto final de una plaza en la clasificación: 1.º, 2.º, 3.º, 4.º (4 jugadores como máximo).
goofspiel-place = { $rank }.º
# $players: los nombres de quienes aún deben apostar ("@Ana, @Beto y @Carla").
goofspiel-waiting = Esperando a { $players }.
# Qué dio la última ronda revelada; $bids: "@Ana 3, @Beto 5"; $result: uno de los dos de abajo.
goofspiel-last-round = Ronda { $round }, premio **{ $prize }**: { $bids }. { $result }.
goofspiel-last-winner = Lo ganó { $player }
goofspiel-last-tie = Empate en la apuesta más alta: nadie lo ganó

## La mesa pública (en el idioma de la partida).

goofspiel-table-round = Ronda { $round } de { $rounds }: el premio es **{ $prize }**. Todos apuestan una carta a la vez; lo gana la apuesta más alta, si es única.
# $when: una marca de tiempo de Discord, que Discord escribe en el idioma de quien lee
# ("dentro de 2 horas"); $then: goofspiel-timeout.
goofspiel-table-deadline = El tiempo se acaba { $when } (luego { $then }).
# $count: cuántos jugadores ganaron; $players: sus nombres ("@Ana y @Beto").
goofspiel-table-won = { $count ->
    [one] 🏆 ¡{ $players } gana con { $points }!
   *[other] 🏆 ¡{ $players } comparten la victoria con { $points }!
}
# El mensaje sobre la mesa: menciona a quienes aún deben apostar ($players: las menciones).
goofspiel-table-ping = { $players }: es hora de apostar en la partida #{ $game }.
goofspiel-table-bots = Partida #{ $game }: los bots están apostando…
goofspiel-table-over = ¡La partida #{ $game } ha terminado! { $players }
goofspiel-table-footer = Premios restantes: { $prizes } · ronda { $round }
# El nombre del campo de una plaza en la mesa: "Plaza 2 · ya apostó"; al final, "Plaza 2 · 1.º".
goofspiel-seat = Plaza { $seat }
goofspiel-seat-bid = ya apostó
goofspiel-seat-choosing = eligiendo
goofspiel-seat-away = ausente (juega el bot)
goofspiel-seat-place = Plaza { $seat } · { $place }
goofspiel-seat-cards = { $count ->
    [one] queda { $count } carta
   *[other] quedan { $count } cartas
}

## El panel de la mano de una plaza (solo lo ve ese jugador, en su idioma).

goofspiel-panel-title = Tu mano · { $game }
goofspiel-panel-round = Ronda { $round } de { $rounds }: el premio es **{ $prize }**. Toca una carta para apostarla (todos apuestan a la vez).
goofspiel-panel-bid = Apostaste **{ $bid }** por el premio { $prize }. Esperando a { $players }.
goofspiel-panel-cards = Tus cartas ({ $count })
goofspiel-panel-prizes = Tus premios
goofspiel-panel-footer = Premios restantes: { $prizes } · solo tú puedes verlo
# Un botón: vuelve a dibujar el panel.
goofspiel-refresh = Actualizar

## El resumen de las reglas (/goofspiel rules).

goofspiel-rules-title = Goofspiel — las reglas en resumen
goofspiel-rules = Cada jugador tiene en la mano las cartas del 1 al { $cards }; se baraja un mazo de premios del 1 al { $cards }. En cada ronda se descubre un premio y todos los jugadores apuestan a la vez, en secreto, una carta de su mano. La apuesta más alta gana el premio; si las apuestas más altas empatan, nadie lo gana. Las cartas apostadas no vuelven a la mano. Tras { $cards } rondas gana quien tenga más puntos (la suma de los premios ganados); los jugadores empatados comparten la victoria.

## Reglamentos (la opción reglamento de /goofspiel nueva y /goofspiel reglas, la sala de espera).

goofspiel-ruleset-standard = Estándar (8 cartas cada uno)
goofspiel-ruleset-classic = Clásico (13 cartas cada uno)
