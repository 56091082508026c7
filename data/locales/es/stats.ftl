# Los comandos de estadísticas (cogs/hoard.py, cogs/stats.py). Nombres de comandos y opciones:
# minúsculas, 32 caracteres como mucho, letras, cifras, - y _. Descripciones: 100 caracteres como mucho.

hoard-stats-name = estadísticas
hoard-stats-description = Partidas, victorias y valoración de un miembro (las tuyas si no nombras a nadie)
hoard-stats-member-name = miembro
hoard-stats-member-description = De quién (tú, si lo dejas vacío)
hoard-everywhere-name = en_todas_partes
hoard-everywhere-description = True: las partidas de todos los servidores; sin ello, las de este servidor
hoard-game-name = juego
hoard-game-description = Qué juego

hoard-leaderboard-name = clasificación
hoard-leaderboard-description = Los jugadores con mejor valoración en un juego
hoard-leaderboard-min-name = min_partidas
hoard-leaderboard-min-description = Solo quien tenga al menos tantas partidas valoradas (5 como mínimo)

hoard-recent-name = recientes
hoard-recent-description = Las últimas partidas terminadas de un miembro, con enlaces
hoard-recent-member-description = De quién (tú, si lo dejas vacío)

hoard-history-name = historial
hoard-history-description = Las partidas terminadas de un juego, en este canal o en todo el servidor
hoard-history-where-name = donde
hoard-history-where-description = Este canal (por defecto) o todo el servidor
hoard-history-where-channel = este canal
hoard-history-where-server = todo el servidor

hoard-privacy-name = privacidad
hoard-privacy-description = Muestra tus estadísticas a los demás, o guárdalas para ti
hoard-privacy-stats-name = estadísticas
hoard-privacy-stats-description = visibles: los demás ven tus estadísticas y tu puesto; ocultas: solo tú
hoard-privacy-shown = visibles
hoard-privacy-hidden = ocultas
hoard-privacy-shown-done = Los demás pueden ver de nuevo tus estadísticas y tus partidas recientes, y vuelves a aparecer en las clasificaciones.
hoard-privacy-hidden-done = Ahora solo tú ves tus estadísticas y tus partidas recientes, y las clasificaciones no te muestran (tú sigues viendo tu puesto). Tus partidas siguen contando para tu valoración.
hoard-forget-stats-hidden = Tu decisión de ocultar tus estadísticas se mantiene: olvidarte no las muestra.

## Rechazos.

stats-hidden = { $member } guarda sus estadísticas para sí.

## /hoard estadisticas. $member es una mención (sin notificación).

stats-title-here = Las partidas terminadas de { $member } en este servidor.
stats-title-everywhere = Las partidas terminadas de { $member } en todos los servidores.
stats-none = Aún no hay partidas terminadas.
stats-record = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} ({ $rate } %)
stats-streak-wins = { $count ->
    [one] ganó la última partida
   *[other] ganó las últimas { $count } seguidas
}
stats-streak-losses = { $count ->
    [one] perdió la última partida
   *[other] perdió las últimas { $count } seguidas
}
stats-rating-both = Valoración: **{ $here }** aquí, **{ $everywhere }** en todas partes
stats-rating-everywhere = Valoración: **{ $everywhere }**
stats-rating-not-yet = Valoración: visible tras 5 partidas valoradas (de momento { $games })
stats-on-time = Terminadas a tiempo: { $rate } % · última partida { $last }
stats-by-players = { $players } jugadores: { $record }
stats-footer = La valoración solo cuenta partidas sin bots. Una victoria es el primer puesto, con empate o sin él.

## /hoard clasificacion. $title es el título del juego.

leaderboard-title-here = { $title }: la clasificación de este servidor
leaderboard-title-everywhere = { $title }: la clasificación de todos los servidores
leaderboard-line = { $place }. { $member } · { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
leaderboard-empty = Nadie tiene aún { $games } partidas valoradas de { $title } aquí.
leaderboard-footer = Partidas valoradas (sin bots), al menos { $games } cada uno. Quien oculta sus estadísticas no aparece.

## /hoard recientes.

recent-title-here = Las últimas partidas de { $member } en este servidor:
recent-title-everywhere = Las últimas partidas de { $member } en todos los servidores:
recent-won = ganada ({ $score })
recent-placed = { $place }.º de { $players } ({ $score })
recent-left = se fue antes del final
recent-line = **#{ $game } { $title }** · { $result } · con { $others } · { $when } · [mesa]({ $link })

## /hoard historial.

history-title-channel = { $title }: las partidas terminadas de este canal
history-title-server = { $title }: las partidas terminadas de este servidor
history-line = **#{ $game }** · { $when } · { $players } · [mesa]({ $link })
history-empty = Ninguna partida de { $title } ha terminado aquí todavía.
history-no-older = No hay partidas más antiguas de { $title } aquí.
history-older = Partidas más antiguas
