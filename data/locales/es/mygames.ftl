# /hoard mispartidas y el aviso de inicio de turno por mensaje directo (cogs/mygames.py,
# cogs/notices.py). Solo los ve el miembro: van en su idioma.
# Nombres de comandos y opciones: minúsculas, como mucho 32 caracteres, letras, cifras, - y _.
# Descripciones: como mucho 100 caracteres.

mygames-name = mispartidas
mygames-description = Todas las partidas en curso en las que juegas, en cada servidor: primero donde te toca

mygames-notify-turns-name = turnos
mygames-notify-turns-description = sí: un mensaje directo cuando empieza tu turno; no: ninguno (por defecto)

## Lo que responde /hoard mispartidas.

mygames-title = Tus partidas
mygames-none = No estás jugando ninguna partida en curso.
# Una línea por partida: $game es "[partida #12](enlace)" (admin-games-link), $kind el título
# del juego, $channel la mención de un canal, $server el nombre del servidor, $state de quién
# es el turno (abajo, o admin-games-turn / admin-games-waiting / admin-games-damaged).
mygames-line = • { $game } — { $kind }, { $channel } en { $server }: { $state }
mygames-your-turn = **te toca**
# Tras el estado, cuando el turno tiene un plazo: $when es una marca de tiempo de Discord
# ("dentro de 5 horas").
mygames-due = { $state }, vence { $when }

## El aviso de inicio de turno (un mensaje directo). Nada de la mano de nadie: solo dónde está
## la partida, que le toca al miembro, el plazo y el enlace.

# $kind: el título del juego; $channel: la mención de un canal; $server: el nombre del servidor.
mygames-dm-turn = Te toca en la partida #{ $game } de { $kind }, en { $channel } de { $server }.
# Lo mismo cuando no se sabe el nombre del servidor.
mygames-dm-turn-channel = Te toca en la partida #{ $game } de { $kind }, en { $channel }.
# $when: una marca de tiempo de Discord ("dentro de 23 horas").
mygames-dm-deadline = Tu tiempo se acaba { $when }.
mygames-dm-link = [Ir a la mesa]({ $link })

## Lo que /hoard avisos añade a su respuesta (hoard-notify-on / hoard-notify-off).

mygames-turns-on = Recibirás un mensaje directo cuando empiece tu turno (si tienes los mensajes directos abiertos).
mygames-turns-off = Ningún mensaje directo cuando empiece tu turno.
# /hoard avisos sin opciones: lo que eligió el miembro. $reminders y $turns valen "on" u "off".
mygames-notify-status = Recordatorios por mensaje directo: { $reminders ->
    [on] sí
   *[off] no
}. Un mensaje directo cuando empieza tu turno: { $turns ->
    [on] sí
   *[off] no
}.
mygames-dm-rule = Si Discord rechaza uno (mensajes directos cerrados), dejo de enviarlos hasta que vuelvas a usar `/{ hoard-name } { hoard-notify-name }`.
mygames-dm-retry = Discord rechazó mi último mensaje directo, así que había dejado de enviártelos; desde ahora lo vuelvo a intentar.
