# Los avisos del reloj de turnos (cogs/clock.py): en el idioma de la partida, en el canal y en
# los mensajes directos (un mensaje directo no tiene el idioma de un lector que seguir).

# El recordatorio que se vuelve a publicar con la mesa. $players: las menciones de quien debe
# jugar; $left: el tiempo que queda, en la notación del bot ("12h", "1d 6h": d días, h horas,
# m minutos); $timeout: lo que pasa entonces, una oración completa en indicativo que da el juego
# ("se te roba una carta"): por eso "después", no "antes de que".
clock-reminder = { $players }, todavía es tu turno en la partida #{ $game }: te quedan { $left }; después, { $timeout }.
# Lo mismo, cuando varios jugadores todavía deben jugar a la vez (sin "vosotros" ni "ustedes").
clock-reminder-several = { $players }: la partida #{ $game } todavía espera sus jugadas. Quedan { $left }; después, { $timeout }.
# Por mensaje directo (a quien lo pidió con /hoard avisos).
clock-dm = La partida #{ $game } espera tu jugada.
clock-dm-link = La partida #{ $game } espera tu jugada. [Ir a la mesa]({ $link })
clock-expired = La partida #{ $game } ha terminado: nadie ha jugado durante demasiado tiempo. No se ha registrado ningún resultado.

## Una duración como la dice el bot (bot/services/durations.py said_duration): el tiempo que
## queda en un recordatorio, los ajustes, los límites de tiempo por turno. $n es un número
## entero; $first y $second son dos de estas (días y horas, horas y minutos …). El bot lee
## también "min" cuando un admin lo escribe.
duration-days = { $n } d
duration-hours = { $n } h
duration-minutes = { $n } min
duration-seconds = { $n } s
duration-two = { $first } { $second }
