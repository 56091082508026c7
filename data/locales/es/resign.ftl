# /<game> resign (la confirmación privada, el aviso en el canal, la mesa final de una partida
# que terminó por un abandono) y "Jugar otra vez" de una partida terminada (issue 30).

resign-command-name = abandonar
resign-command-description = Abandona la partida para siempre: quedas último y un bot juega por ti

resign-help = { $command } — abandona para siempre una partida en curso: quedas último y un bot juega tu puesto (si queda un solo jugador, la partida termina)

resign-ask-bot = ¿Abandonar la partida #{ $game }? Quedas último y un bot de nivel { $level } juega tu puesto hasta el final. No se puede deshacer.
resign-ask-wins = ¿Abandonar la partida #{ $game }? La partida termina ya: gana { $player } y tú quedas último. No se puede deshacer.
resign-ask-nobody = ¿Abandonar la partida #{ $game }? Nadie más sigue jugando, así que la partida termina ya y no cuenta para la clasificación. No se puede deshacer.
resign-confirm = Abandonar
resign-cancel = Seguir jugando
resign-kept = Sigues jugando la partida #{ $game }.
resign-done = Has abandonado la partida #{ $game }
resign-already = Ya has abandonado la partida #{ $game }: un bot juega tu puesto.

resign-announce-bot = { $player } ha abandonado la partida #{ $game }: un bot de nivel { $level } juega su puesto hasta el final, y queda último.
resign-announce-auto = { $player } ha abandonado la partida #{ $game }: se juega su puesto hasta el final, y queda último.

resign-table-over = La partida #{ $game } terminó.
resign-table-won = Gana { $player }: { $count ->
    [one] el otro jugador ha abandonado.
   *[other] todos los demás jugadores han abandonado.
}
resign-table-nobody = Todos los jugadores se fueron o abandonaron antes del final: esta partida no cuenta para la clasificación.
resign-table-resigned = Han abandonado: { $players }
resign-table-places = Puestos

resign-recent = abandonada
resign-history-seat = { $player } (ha abandonado)
resign-not-rated = no cuenta para la clasificación: se fueron todos

again-button = Jugar otra vez
again-not-finished = La partida #{ $game } aún no terminó: la revancha se abre cuando termine.
again-practice = La partida #{ $game } era de práctica: empieza otra con el comando de práctica.
again-not-a-player = Solo los jugadores de la partida #{ $game } pueden abrir su revancha.
again-already = La revancha de esta partida ya está abierta: partida #{ $game } ({ $link }).
again-opened = Abriste la partida #{ $game }, una revancha con los mismos ajustes y bots; eres su anfitrión.
again-invite = { $players }: hay una revancha de la partida #{ $game } abierta. Toca **Unirse** para sentarte.
