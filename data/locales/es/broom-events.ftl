# Broom Service: lo que hizo una jugada, para quien la hizo y para el registro del canal.

broom-events-you = tú
broom-events-player = asiento { $number }
broom-events-picked = { $person ->
    [you] Elegiste tus roles
   *[they] { $name } eligió sus roles
}
broom-events-pick-closed = Todos han elegido: empiezan los turnos
broom-events-count = { $name }: { $count } { $vp }
broom-events-counts = Se revelan las elecciones: { $parts }
broom-events-played = { $person ->
    [you] { $lead ->
        [yes] Empezaste con
       *[no] Seguiste con
    }
   *[they] { $name } { $lead ->
        [yes] empezó con
       *[no] siguió con
    }
} { $role }, { $stance ->
    [brave] valiente
   *[cowardly] cobarde
}{ $vp ->
    [0] {""}
   *[other] {" "}(embrujado: −{ $vp }⭐)
}
broom-events-knocked-out = { $name } queda fuera por { $by }
broom-events-passed = { $name }: ¡siguiente!
broom-events-acted = { $person ->
    [you] Realizaste
   *[they] { $name } realizó
} { $role } ({ $stance ->
    [brave] valiente
   *[cowardly] cobarde
}): { $did }
broom-events-gain = tomó { $gain }
broom-events-move = movió el peón { $pawn } a { $region }
broom-events-deliver = entregó en { $tower }
broom-events-charm = hechizó una nube en { $region }
broom-events-nothing = nada
broom-events-reward = tomó la recompensa{ $kind ->
    [vp] {""}
   *[resource] {" "}{ $resource }
}
broom-events-round-done = El último turno de la ronda ha terminado
broom-events-next-leader = { $name } empieza el siguiente turno
broom-events-chose = { $person ->
    [you] Hiciste tu elección
   *[they] { $name } hizo su elección
}
broom-events-works = { $yes ->
    [true] entregó un juego
   *[false] se quedó todo
}
broom-events-seat = { $name } { $vp } { $shown }
broom-events-event = { $event }: { $count ->
    [0] nadie se ve afectado
   *[other] { $parts }
}
broom-events-round = Empieza la ronda { $round }: { $event }{ $count ->
    [0] {""}
   *[other] ; embrujados: { $bewitched }
}
broom-events-won = { $count ->
    [one] { $winners } gana con { $vp }⭐
   *[other] { $winners } comparten la victoria con { $vp }⭐
}
