# Broom Service: la mesa pública.

broom-table-round = Ronda { $round } · { $event }
broom-table-bewitched = Embrujados: { $roles } (−{ $vp }⭐ al jugarlos)
broom-table-picking = { $player } elige roles
broom-table-choosing = { $player } decide para { $event ->
    [upper_hand] La mano más llena
   *[other] ¡El servicio completo!
}
broom-table-deciding = { $player } { $stage ->
    [lead] empieza con un rol
    [follow] sigue: valiente o cobarde
   *[perform] realiza la acción valiente
}
broom-table-submitted = { $count ->
    [one] Listo: { $players }
   *[other] Listos: { $players }
}
broom-table-deadline = El tiempo se acaba { $when }: entonces { $then }.
broom-table-ping = { $players }, te toca en la partida #{ $game }.
broom-table-bots = Partida #{ $game }: está jugando un bot.
broom-table-over = La partida #{ $game } ha terminado: { $players }
broom-table-won = { $count ->
    [one] { $players } gana con { $vp }⭐.
   *[other] { $players } comparten la victoria con { $vp }⭐.
}
broom-table-turns = Ronda { $round }: los turnos
broom-table-turn-line = { $role } — { $plays }
broom-table-no-role = (por empezar)
broom-table-entry = { $player } { $stance ->
    [brave] valiente
    [cowardly] cobarde
   *[next] ¡siguiente!
}{ $bewitched ->
    [yes] {" "}(embrujado)
   *[no] {""}
}{ $out ->
    [yes] {" "}(fuera)
   *[no] {""}
}
broom-table-board = { $board }: nubes
broom-table-occupied = Torres ocupadas: { $towers }
broom-table-seat = Asiento { $seat }
broom-table-to-decide = debe decidir
broom-table-away = ausente
broom-table-final = final { $vp }
broom-table-player = { $vp } · { $resources } · ☁️{ $clouds } ({ $lightning }⚡) · { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}
broom-table-played = Jugados: { $roles }
broom-table-footer = Broom Service en { $board } · 7 rondas · "Mostrar mi mano" para jugar
