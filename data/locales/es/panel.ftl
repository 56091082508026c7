# Las palabras de la casa en el panel privado (cogs/play.py, cogs/told.py y la primera línea
# del panel: turn_line en bot/ui/adapter.py). Solo las ve quien lee el panel: van en su idioma
# de Discord. Las palabras del juego en el panel están en el archivo del juego.

# La primera línea del panel.
panel-your-turn = Es **tu turno**.
panel-game-over = La partida terminó: mira las puntuaciones finales en la mesa.
# $players: los jugadores a los que se espera, en lista ("@Ann y @Bo").
panel-waiting = Esperando a { $players }. Tus acciones se desbloquean en tu turno.

# Un jugador ausente abrió su panel: el bot deja de jugar por él.
panel-welcome-back = ¡Hola de nuevo! El bot ya no juega tus turnos.
# Un rechazo: un botón del panel que el juego no conoce (falsificado o muy antiguo).
panel-button-invalid = Ese botón no es válido.

# Tras la jugada de quien lee. $move: lo que hizo, con las palabras del juego ("Apuesta 5").
panel-done = Hecho: { $move }.
# Tras la jugada de quien lee, cuando el juego no dice nada más.
panel-done-unsaid = Hecho: se hizo tu jugada.
# El comienzo de "…, pero no pude publicar la mesa en este canal".
panel-move-played = Se hizo tu jugada

# Un clic en un panel mostrado antes de que la partida avanzara.
panel-stale = La partida avanzó desde que se mostró este panel, así que no se jugó nada.
# Un segundo toque. $move: el resumen de la jugada ya hecha (en el idioma de quien lee).
panel-already-played = Tu jugada ya estaba hecha: { $move }
# Un clic en un panel después de que se agotara el tiempo de quien lee y el bot jugara por él.
# $move: el resumen de la jugada hecha por él (en el idioma de quien lee).
panel-timed-out = Tu tiempo ya se había agotado cuando pulsaste: desde este panel no se jugó nada. { $move }
# Sigue a una de las tres líneas de arriba. $moves: las jugadas hechas desde entonces.
panel-since = Desde entonces: { $moves }
# Lo que hicieron los bots (y los jugadores ausentes) tras la jugada de quien lee.
panel-meanwhile = Mientras tanto — { $moves }
