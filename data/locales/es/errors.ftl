# Refusals and errors: bot/services/errors.py and the services that raise them
# (bot/services/*.py), the replies of bot/ui/replies.py and bot/client.py.
# Only the member who asked reads them (an ephemeral reply), in their Discord language.
# $game is a game's number (shown after "#"); $kind is a game's command group (village,
# goofspiel): `/{ $kind } nueva` is a slash command, keep it as it is.

## Games and lobbies (bot/services/errors.py)

errors-game-not-found = Esa partida no existe (o ya no existe).
errors-game-not-found-numbered = La partida #{ $game } no existe (o ya no existe).
errors-no-game-here = No hay ninguna partida abierta en este canal.
errors-no-game-here-start = No hay ninguna partida abierta en este canal. Abre una con `/{ $kind } nueva`.
errors-channel-busy = Este canal ya tiene una partida abierta (#{ $game }). Termínala o cancélala primero, o abre la nueva partida en otro canal o hilo.
# $status: why the lobby is closed (the game's state).
errors-not-in-lobby = La partida #{ $game } ya no admite jugadores: { $status ->
    [running] ya empezó
    [finished] ya terminó
    [cancelled] fue cancelada
    [expired] fue abandonada
    [broken] está dañada
   *[other] { $status }
}.
errors-already-joined = Ya tienes una plaza en la partida #{ $game }.
errors-not-joined = No tienes ninguna plaza en la partida #{ $game }.
errors-lobby-full = La partida #{ $game } está completa: { $count ->
    [one] su única plaza está ocupada
   *[other] las { $count } plazas están ocupadas
}.
errors-not-enough-players = La partida necesita al menos { $need } jugadores para empezar; { $have ->
    [one] por ahora hay uno
   *[other] por ahora hay { $have }
}.
errors-not-a-player = No estás jugando en la partida #{ $game }, así que no puedes hacer jugadas en ella.
errors-stale-board = La partida #{ $game } cambió desde que la miraste, así que no se jugó nada. Así está ahora.
# $status: the game's state.
errors-game-not-running = La partida #{ $game } { $status ->
    [lobby] todavía no ha empezado
    [finished] ya terminó
    [cancelled] fue cancelada
    [expired] fue abandonada (nadie jugó durante demasiado tiempo)
    [broken] está dañada y en pausa
   *[other] { $status }
}.
errors-game-broken = Los datos guardados de la partida #{ $game } están dañados, así que está en pausa. Un administrador del servidor puede ejecutar `python -m bot check-db` para ver por qué. Las demás partidas no se ven afectadas.
errors-wrong-place = Ese botón pertenece a una partida de otro canal, así que no pasó nada. Usa los botones en el canal de la partida.
errors-outdated-message = Este mensaje de la partida #{ $game } está desactualizado, así que no pasó nada.
# $link: the address of the game's current table (a Markdown link).
errors-outdated-message-link = Este mensaje de la partida #{ $game } está desactualizado, así que no pasó nada. La mesa actual está [aquí]({ $link }).
# $user: a member's id (a Discord mention).
errors-not-seated = <@{ $user }> no está jugando en la partida #{ $game }, así que no hay nadie a quien marcar como ausente.
# $title: the game's name ("Please Don't Burn My Village!").
errors-other-game-here = La partida de este canal (#{ $game }) es una partida de { $title }: usa los comandos `/{ $kind } …`.
errors-unknown-game-kind = La partida #{ $game } es una partida de { $title }, que este bot no ejecuta ahora mismo, así que no pasó nada. Un administrador del servidor puede comprobar la versión del bot.
errors-no-game-played-here = Todavía no se ha jugado ninguna partida de { $title } en este canal. Abre una con `/{ $kind } nueva`, o indica un número de partida.
errors-game-elsewhere = La partida #{ $game } no se juega en este canal: usa el comando en su propio canal.
errors-in-direct-messages = Los comandos de Hoard funcionan en los canales de un servidor, no en mensajes directos.
errors-restarting = Hoard se está reiniciando, así que no se hizo nada. Inténtalo de nuevo en un minuto: tu partida está guardada.

## Whose turn (NotYourTurn). $who: the players still to move, as a list of mentions.

errors-not-your-turn-nobody = No es tu turno: ahora no le toca a nadie.
errors-not-your-turn-one = No es tu turno: le toca a { $who }.
errors-not-your-turn-many = No es tu turno: esperando a { $who }.
# In a step where every player chooses at once.
errors-already-chosen = Ya elegiste: esperando a { $who }.

## The rules refuse a move: $reason is the rules' sentence, $rule the rule's id (R-M2).

errors-illegal-move = { $reason } ({ $rule }).

## Forgetting a member (/hoard forget)

# $games: a list of games with their state, "#4 (running), #7 (lobby)"; $count: how many.
errors-still-seated = No se olvidó nada: todavía tienes una plaza en { $count ->
    [one] la partida
   *[other] las partidas
} { $games }. Sal de la sala de espera, o espera a que la partida termine o se cancele, y vuelve a pedirlo.
# One game of that list: its number and its state.
errors-game-with-status = #{ $game } ({ $status ->
    [lobby] en la sala de espera
    [running] en curso
    [finished] terminada
    [cancelled] cancelada
    [expired] abandonada
    [broken] dañada
   *[other] { $status }
})
# The last item of that list when it is long: "… and 3 more".
errors-more-games = { $count ->
    [one] una más
   *[other] { $count } más
}
errors-not-a-member-id = { $user } no es el ID de un miembro (son números positivos).

## Only the host (or a member who may manage the channel) may do this

errors-not-host-start = Solo el anfitrión puede empezar la partida.
errors-not-host-cancel = Solo el anfitrión puede cancelar la partida (o un miembro que pueda gestionar este canal).
errors-not-host-add-bot = Solo el anfitrión puede añadir un bot.
errors-not-host-remove-bot = Solo el anfitrión puede quitar un bot.
errors-not-host-mark-away = Solo el anfitrión puede marcar como ausente a otro jugador (o un miembro que pueda gestionar este canal).

## Opening a game and its lobby (bot/services/lobby.py)

errors-seats-range = Una partida tiene de { $low } a { $high } plazas.
# $channels: the channels where games may be opened, "<#1>, <#2> or <#3>".
errors-only-in-channels = En este servidor solo se pueden abrir partidas en { $channels }.
# $role: a role's id (a Discord role mention).
errors-opener-role = En este servidor solo los miembros con <@&{ $role }> pueden abrir partidas.
errors-open-games-limit = Este servidor ya tiene { $count } partidas abiertas, su límite. Termina o cancela una primero (`/hoard partidas` las muestra).
# $low, $high: durations like 5m, 7d.
errors-turn-limit-range = En este servidor el tiempo por turno debe ser de { $low } a { $high }.
# $levels: the bot levels, as the /… addbot command lists them.
errors-bot-levels = Los niveles de los bots son: { $levels }.
errors-no-bot-to-remove = La partida #{ $game } no tiene ningún bot que quitar.
errors-unknown-ruleset = Este juego no tiene ningún reglamento con ese nombre: elige uno de los que ofrece el comando.
# Here "game" is a kind of game (the product), not one game played.
errors-unknown-game = Este bot no conoce el juego '{ $kind }'.

## Moves (bot/services/acting.py, play.py)

errors-move-not-allowed = Esa jugada no está permitida ahora: elige de nuevo.
# $reason: a technical detail, in English.
errors-move-not-understood = No se entiende esa jugada: { $reason }

## Settings (/hoard-config; bot/services/settings.py, durations.py, preferences.py)

errors-manage-server = Solo los miembros con el permiso Gestionar servidor pueden hacer eso.
# $reason: one of the errors-setting-… sentences below.
errors-settings-not-changed = Sin cambios: { $reason }.
# $setting: the setting's technical name (absent_after), as the bot stores it.
errors-setting-where = { $setting }: { $reason }
errors-setting-at-least = debe ser al menos { $least }
errors-setting-at-most = debe ser como máximo { $most }
errors-setting-invalid = ese valor no se puede usar
# $languages: the language codes, "en, it or es".
errors-setting-language = el idioma debe ser uno de { $languages }
errors-setting-reminder-count = como máximo { $count } recordatorios
# $setting: which turn limit.
errors-setting-turn-range = { $setting ->
    [turn_min] el tiempo por turno más corto
    [turn_max] el tiempo por turno más largo
   *[turn_default] el tiempo por turno predeterminado
} debe ser de { $low } a { $high }
errors-setting-turn-default = el tiempo por turno predeterminado debe estar entre el más corto ({ $low }) y el más largo ({ $high })
# $shown: what the member typed, quoted; $allowed: errors-turn-range.
errors-bad-duration = { $shown } no es una duración que pueda usar: escríbela como 30m, 24h o 2d (m minutos, h horas, d días; cifras 0-9); { $allowed }.
errors-turn-range = el tiempo por turno va de { $low } a { $high }
errors-reminder-percent = un recordatorio en porcentaje debe ser de 1% a 99%, no { $shown }
errors-reminder-point = { $shown } no es un momento válido para un recordatorio: escribe NN% del turno o un tiempo antes de su final, como 1h
errors-reminder-before-end = un recordatorio antes del final debe durar más de 0 min y menos de { $longest } (el turno más largo), no { $shown }

## Replies (bot/ui/replies.py, bot/client.py)

errors-apology = Lo siento, algo salió mal por nuestra parte y no se cambió nada. Inténtalo de nuevo en un momento.
# $done: what happened (a sentence without its full stop); $what: errors-not-posted-table or
# errors-not-posted-lobby; $retry: what to do. The permissions are Discord's own names.
errors-not-posted = { $done }, pero no pude publicar { $what } en este canal: aquí necesito los permisos Ver canal, Enviar mensajes, Insertar enlaces y Adjuntar archivos (un administrador del servidor puede revisar los permisos del canal). { $retry }
errors-not-posted-table = la mesa
errors-not-posted-table-retry = Con `/{ $kind } mesa` se vuelve a intentar.
errors-not-posted-lobby = la sala de espera
errors-not-posted-lobby-retry = La partida en sí está guardada; los botones de la sala de espera volverán a funcionar en cuanto pueda publicar.
errors-stale-component = Este botón pertenece a un mensaje que ya no está en uso, así que no pasó nada. Escribe / en el canal para ver los comandos del bot.
errors-outdated-command = Este comando cambió desde que tu aplicación de Discord lo cargó, así que no pasó nada. Recarga Discord (Ctrl+R, o reinicia la aplicación) e inténtalo de nuevo.
errors-bad-option = Uno de los valores que diste no se puede usar aquí, así que no pasó nada. Revísalos e inténtalo de nuevo.
errors-check-failed = No puedes usar este comando aquí.
