# La sala de espera: su mensaje público (bot/ui/lobby.py), sus botones y las respuestas
# (cogs/lobby.py), y el hilo propio de una partida (cogs/threads.py, cogs/game.py). La sala de
# espera, los botones, el nombre del hilo y el aviso que lo señala hablan el idioma de la
# partida; las respuestas que ve un solo miembro hablan el suyo.
# $game es el número de una partida, $player una mención (<@id>), $command un comando entre
# comillas invertidas.

lobby-title = { $title } · partida #{ $game }
lobby-host = { $player } (anfitrión)
lobby-nobody = todavía nadie
lobby-players = Jugadores ({ $seated }/{ $seats })
lobby-waiting = { $count ->
    [one] Falta { $count } jugador más para que el anfitrión pueda empezar.
   *[other] Faltan { $count } jugadores más para que el anfitrión pueda empezar.
}
lobby-ready = Todo listo: el anfitrión ya puede empezar la partida.
lobby-gathering = Una nueva partida busca jugadores. Únete con el botón o con { $command }.
lobby-language = Idioma: { $language }
# $ruleset: el nombre que el juego da al reglamento elegido (solo cuando no es el estándar).
lobby-ruleset = Reglamento: { $ruleset }
lobby-footer = { $min }–{ $max } jugadores · el anfitrión empieza la partida
lobby-started = La partida ha empezado.
lobby-plays-first = Empieza { $player }.
lobby-all-at-once = Todos eligen a la vez.
lobby-seat-order = Orden de juego
lobby-cancelled = Esta partida fue cancelada.
lobby-abandoned = Esta partida fue abandonada.
lobby-damaged = Esta partida está en pausa: sus datos guardados están dañados.

lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar
lobby-cancel = Cancelar

lobby-joined = Te has unido a la partida #{ $game }.
lobby-left = Ya no estás en la partida #{ $game }.
lobby-game-started = La partida #{ $game } ha empezado.
lobby-game-cancelled = La partida #{ $game } fue cancelada.
lobby-bad-button = Ese botón no es válido.

lobby-thread-title = Partida #{ $game } · { $title }
lobby-thread-reason = Partida de Hoard #{ $game }
lobby-thread-pointer = La partida #{ $game } · { $title } busca jugadores en { $thread }: únete allí.
lobby-thread-pointer-running = La partida #{ $game } · { $title } se está jugando en { $thread }.
lobby-thread-pointer-over = La partida #{ $game } · { $title } ha terminado: mira cómo fue en { $thread }.
lobby-thread-not-opened = Este servidor abre cada partida en su propio hilo, pero aquí no pude abrir uno, así que la partida está abierta en este canal: un administrador del servidor puede darme { $permissions } en este canal.
# Los nombres de los permisos como los muestran los ajustes del servidor de Discord.
lobby-permission-create-public-threads = Crear hilos públicos
lobby-permission-send-messages-in-threads = Enviar mensajes en hilos
