# Una partida terminada jugada a jugada y en un archivo JSON (cogs/replay.py: `/hoard replay`,
# sus botones y su ventana "Ir a…"; `/hoard export`). Se responde en privado, en el idioma de
# Discord de quien lo lee. Nombres de comandos y opciones: en minúsculas, como mucho 32
# caracteres; descripciones como mucho 100.

replay-name = repetición
replay-description = Recorre jugada a jugada una partida terminada de este servidor (solo tú la ves)
replay-game-name = partida
replay-game-description = El número de la partida terminada
replay-export-name = exportar
replay-export-description = Una partida terminada de este servidor en un archivo JSON, para guardar o comprobar (solo tú)
replay-export-game-name = partida
replay-export-game-description = El número de la partida terminada

# Los botones (como mucho 80 caracteres).
replay-first = ⏮ Inicio
replay-back = ◀ Atrás
replay-forward = Adelante ▶
replay-last = Final ⏭
replay-export = 📄 Exportar (JSON)
replay-jump = Ir a…
# La ventana "Ir a…": su título y la etiqueta del campo (como mucho 45 caracteres cada uno), y
# el texto de ejemplo del campo (como mucho 100). $moves: cuántas jugadas tiene la partida.
replay-jump-title = Partida #{ $game }: ir a una jugada
replay-jump-label = Jugada (0 = el inicio, { $moves } = el final)
replay-jump-placeholder = Un número del 0 al { $moves }

# La primera línea. $title: el nombre del juego; $moves: cuántas jugadas tiene la partida.
replay-start = **Partida #{ $game } · { $title }**: el inicio (jugada 0 de { $moves })
# $player: quien hizo la jugada (una mención, nunca notificada); la jugada en palabras sigue en
# la línea siguiente, tal como la leyó ese jugador al hacerla.
replay-move = **Partida #{ $game } · { $title }**: jugada { $move } de { $moves } · { $player } jugó, y leyó:

# Rechazos. Una partida desconocida y una de otro servidor reciben la misma respuesta.
replay-not-here = No hay ninguna partida #{ $game } en este servidor.
replay-not-over = La partida #{ $game } aún no ha terminado: su repetición se abre cuando termine (hasta entonces las manos son secretas).
# $status: cómo acabó la partida sin llegar a su final.
replay-never-shown = La partida #{ $game } { $status ->
        [cancelled] se canceló
        [expired] se abandonó (sin jugadas durante demasiado tiempo)
       *[broken] está dañada
    }: no llegó a su final, así que no tiene repetición y sus manos siguen ocultas.
replay-damaged = Las jugadas guardadas de la partida #{ $game } no se pueden reproducir, así que no se puede mostrar. Un administrador del servidor puede ejecutar `python -m bot check-db` para ver por qué.
# $typed: lo que se escribió en la ventana "Ir a…".
replay-bad-jump = «{ $typed }» no es una jugada de esta partida: escribe un número del 0 (el inicio) al { $moves }. No ha cambiado nada.
replay-no-step = La partida #{ $game } no tiene la jugada { $step }: tiene { $moves }.

# El mensaje de la exportación; $file: el nombre del archivo adjunto.
replay-exported = La partida #{ $game } en JSON: { $file }. Para comprobar que se reproduce hasta su resultado, ejecuta `python -m bot replay { $file }`.
