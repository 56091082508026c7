# Una jugada hecha por un jugador, tal como la guarda el registro de la partida
# (bot/services/play.py): $move son las palabras de la jugada ("Robó una carta."), tras el
# nombre del jugador en el registro ("@Ann: …").

# Se agotó el tiempo por turno del jugador.
summary-timeout = Tiempo agotado, jugó el bot: { $move }
# El jugador está ausente (el bot juega por él).
summary-absent = Ausente, jugó el bot: { $move }
