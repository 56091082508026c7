# Deshacer: un jugador retira su última jugada (bot/services/undo.py, cogs/panel/undo.py).

# El botón del panel de quien acaba de jugar.
undo-button = Deshacer
# El panel después de que el lector retirara su jugada (el idioma del lector).
undo-done = Has retirado tu jugada: vuelve a ser tu turno.
# Lo que dicen la mesa y el registro (el idioma de la partida). $player: la mención del jugador.
undo-summary = { $player } ha retirado su jugada.
# La línea del registro y de la repetición para un deshacer, en el idioma del lector. $number:
# la jugada retirada.
undo-log = Retiró la jugada { $number }.

# Rechazos (el idioma del lector): ninguno cambia nada.
undo-too-late = Esta jugada ya no se puede retirar: alguien ha actuado después.
undo-off-rated = En este servidor no se pueden retirar jugadas en las partidas valoradas.
undo-not-this-move = Esta jugada no se puede retirar: mostró algo que estaba oculto.

# /hoard-config undo
hoard-config-undo-name = deshacer
hoard-config-undo-description = Permite retirar una jugada también en las partidas valoradas (siempre se permite en las demás)
hoard-config-undo-on-name = activar
hoard-config-undo-on-description = True: Deshacer también en las partidas valoradas; False: solo en las no valoradas
# /hoard settings
hoard-config-show-undo = Deshacer en partidas valoradas
hoard-config-show-undo-on = sí: se puede retirar una jugada que no mostró nada oculto
hoard-config-show-undo-off = no (siempre activo en las partidas no valoradas)
