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
hoard-notify-dm-description = sí: recordatorios también por mensaje directo; no: solo en el canal

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
# Las opciones de /hoard avisos (sus valores siguen siendo "on" y "off").
hoard-notify-dm-on = sí
hoard-notify-dm-off = no

## Lo que responde /hoard avisos (solo lo ve quien lo pidió).

hoard-notify-on = También recibirás tus recordatorios por mensaje directo (si tienes los mensajes directos abiertos).
hoard-notify-off = Tus recordatorios llegarán solo al canal de la partida.

## Lo que responde /hoard olvidar (solo lo ve quien lo pidió). $what es una lista de las piezas
## de abajo ("tu preferencia de recordatorios por mensaje directo, 2 jugadas a medias y …").

hoard-forget-choice = tu preferencia de recordatorios por mensaje directo
# Una jugada empezada en el panel y todavía sin jugar.
hoard-forget-drafts = { $count ->
    [one] { $count } jugada a medias
   *[other] { $count } jugadas a medias
}
hoard-forget-names = tu nombre visible en { $count ->
    [one] { $count } plaza
   *[other] { $count } plazas
}
# Una frase que se añade después de las otras cuando partidas terminadas guardan el ID del miembro.
hoard-forget-kept = { $count ->
    [one] { $count } partida terminada guarda
   *[other] { $count } partidas terminadas guardan
} tu ID de usuario (con tu puntuación y tu posición en las partidas completadas) como constancia de la partida: las partidas guardadas identifican a sus jugadores por su ID.
hoard-forget-nothing = Hoard no guarda preferencias, jugadas a medias ni nombres tuyos.
hoard-forget-preview = Hoard guarda { $what }.
# Después de la vista previa (y de la frase sobre las partidas terminadas, si la hay). El
# comando se escribe con sus nombres en el idioma de quien lee.
hoard-forget-how = Para borrarlo todo, usa `/{ hoard-name } { hoard-forget-name } { hoard-forget-confirm-name }:True`. Todavía no se ha cambiado nada.
hoard-forget-done = Hecho: Hoard ha borrado { $what }.
