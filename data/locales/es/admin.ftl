# Las partidas abiertas del servidor (/hoard partidas) y marcar a un jugador como ausente
# (/hoard ausente): cogs/admin.py. Solo las ve quien lo pidió.

admin-games-title = Partidas abiertas en este servidor
# $commands: los comandos de los juegos para abrir una ("`/village new` o `/goofspiel new`").
admin-games-none = No hay partidas abiertas. Empieza una con { $commands }.
# Una línea por partida: $game es el nombre de la partida (abajo), $channel la mención de un
# canal, $kind el título del juego, $state lo que está pasando (abajo).
admin-games-line = • { $game } en { $channel } — { $kind }: { $state }
admin-games-game = partida #{ $game }
admin-games-link = [partida #{ $game }]({ $link })
admin-games-gathering = buscando jugadores ({ $seated }/{ $seats })
# La partida (f.).
admin-games-damaged = dañada y en pausa
admin-games-turn = turno de { $player }
# $players: una o más menciones ("@Ann y @Bo").
admin-games-waiting = esperando a { $players }
# Después del estado: los jugadores por los que juega el bot ($count).
admin-games-away = { $state }; { $count ->
    [one] ausente
   *[other] ausentes
}: { $players }
# El pie cuando hay más partidas abiertas de las que se listan.
admin-games-more = y { $count } más

admin-away-self = Ahora estás ausente en la partida #{ $game }: el bot juega tus turnos hasta que vuelvas a actuar (si abres tu mano, vuelves al juego).
admin-away-other = { $player } ahora está ausente en la partida #{ $game }: el bot juega sus turnos hasta que vuelva a actuar (si abre su mano, vuelve al juego).
# Lo que pasó, cuando después no se pudo publicar la mesa.
admin-away-done-self = Ahora estás ausente
admin-away-done-other = { $player } ahora está ausente
