# /hoard: los comandos del servidor (cogs/hoard.py). Un solo catálogo para es-ES y es-419:
# un español neutro, sin voseo ni vosotros.
# Nombres de comandos y opciones: minúsculas, 32 caracteres como máximo, letras, cifras, - y _.
# Descripciones: 100 caracteres como máximo.

hoard-name = hoard
hoard-description = Hoard en sí: lo que guarda sobre ti

hoard-games-name = partidas
hoard-games-description = Las partidas abiertas de este servidor

hoard-notify-name = avisos
hoard-notify-description = Recuérdame también por mensaje directo
hoard-notify-dm-name = md
hoard-notify-dm-description = on: recordatorios también por mensaje directo; off: solo en el canal

hoard-kick-name = ausente
hoard-kick-description = Marca a un jugador como ausente: el bot juega sus turnos (anfitrión o moderadores)
hoard-kick-player-name = jugador
hoard-kick-player-description = El jugador que se marca como ausente en la partida de este canal

hoard-settings-name = ajustes
hoard-settings-description = Muestra los ajustes de este servidor

hoard-forget-name = olvidar
hoard-forget-description = Mira lo que Hoard guarda sobre ti y bórralo
hoard-forget-confirm-name = confirmar
hoard-forget-confirm-description = True: bórralo ahora (sin esto solo ves lo que se borraría)
