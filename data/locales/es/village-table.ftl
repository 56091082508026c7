# La mesa pública de una partida de village (bot/games/village/adapter/table.py): el embed
# que ve el canal, en el idioma de la partida, mientras se juega y al terminar.
# Los nombres de las cartas están en village.ftl; los términos del juego en ../GLOSSARY.md.
# $player y $players son menciones de Discord; $when es una marca de tiempo de Discord, que
# Discord muestra en el idioma de quien lee ("dentro de 5 minutos").

village-table-turn = Le toca a { $player }: soborna al Dragón, visita el Mercado Negro o roba una carta.
village-table-deadline = Su tiempo se agota { $when } (después se roba una carta en su lugar).
village-table-last-moves = **Últimas jugadas**
# Una jugada del registro sin descripción.
village-table-played = jugó
village-table-favor = Favor del Dragón (de arriba abajo)
village-table-market = Mercado Negro
# Un puesto (m.) del Mercado Negro sin cartas.
village-table-stall-empty = vacío
# El título de un campo: "Plaza 2 ▶ le toca · ausente (el bot juega en su lugar)".
village-table-seat = Plaza { $seat }
village-table-to-play = le toca
village-table-away = ausente (el bot juega en su lugar)
village-table-hand = { $player } · { $count ->
    [one] 1 carta
   *[other] { $count } cartas
} en la mano
village-table-no-bribes = aún sin sobornos
# La pila de descarte sin cartas (después de "Descarte:").
village-table-discard-empty = vacío
village-table-footer = Mazo: { $deck ->
    [one] 1 carta
   *[other] { $deck } cartas
} · Descarte: { $discard } · turno { $turn }
# El turno de un bot: no se menciona a nadie.
village-table-thinking = { $player } está pensando… (partida #{ $game })
village-table-your-turn = { $player }, te toca en la partida #{ $game }.

## Las puntuaciones finales

village-table-final-title = { $title } · puntuaciones finales
village-table-spared = 🏆 ¡La aldea de { $player } se salva!
village-table-spared-many = 🏆 { $players } comparten la victoria: ¡sus aldeas se salvan!
# $treasure: el nombre de una carta; $space: 1 para la casilla más alta del Favor del Dragón…
village-table-tie-decided = Empate a puntos; lo decide quien tenga más cartas en el soborno de { $treasure } (casilla { $space } desde arriba).
village-table-tie-still = Sigue el empate tras comparar todas las casillas del Favor del Dragón.
# El puesto en la clasificación y la puntuación final ($score puede ser negativa).
village-table-rank = #{ $rank } · { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
# "+8 · Corona del Rey: 4 cartas × 2": los puntos de un soborno, sus cartas, el valor del tesoro.
village-table-score-bribe = { $points } · { $treasure }: { $count ->
    [one] 1 carta
   *[other] { $count } cartas
} × { $value }
# "−4 · 2 Plumas de Fénix aún en la mano × 2": $cards es un conteo de cartas de village.ftl
# (masculino o femenino: "aún en la mano" no concuerda).
village-table-score-left = { $points } · { $cards } aún en la mano × { $value }
village-table-score-none = sin sobornos, mano vacía
village-table-favor-end = Favor del Dragón al final
village-table-over = ¡La partida #{ $game } ha terminado! { $players }

## El reloj de turnos (cogs/clock.py): lo que pasa cuando se agota el tiempo de un jugador,
## en el recordatorio (inglés: "… 5 minutes left before { esto }."): una oración que se
## sostiene sola, en indicativo

village-table-timeout = el bot roba una carta por ti
