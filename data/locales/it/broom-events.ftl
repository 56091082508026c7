# Broom Service: cosa ha fatto una mossa, per chi l'ha fatta e per il registro del canale.

broom-events-you = tu
broom-events-player = posto { $number }
broom-events-picked = { $person ->
    [you] Hai scelto i tuoi ruoli
   *[they] { $name } ha scelto i suoi ruoli
}
broom-events-pick-closed = Tutti hanno scelto: iniziano i turni
broom-events-count = { $name }: { $count } { $vp }
broom-events-counts = Le scelte sono rivelate: { $parts }
broom-events-played = { $person ->
    [you] Hai
   *[they] { $name } ha
} { $lead ->
    [yes] iniziato con
   *[no] seguito con
} { $role }, { $stance ->
    [brave] coraggioso
   *[cowardly] codardo
}{ $vp ->
    [0] {""}
   *[other] {" "}(stregato: −{ $vp }⭐)
}
broom-events-knocked-out = { $name } è eliminato da { $by }
broom-events-passed = { $name } passa
broom-events-acted = { $person ->
    [you] Hai
   *[they] { $name } ha
} eseguito { $role } ({ $stance ->
    [brave] coraggioso
   *[cowardly] codardo
}): { $did }
broom-events-gain = preso { $gain }
broom-events-move = pedina { $pawn } spostata in { $region }
broom-events-deliver = consegnato a { $tower }
broom-events-charm = incantata una nuvola in { $region }
broom-events-nothing = nulla
broom-events-reward = preso il premio{ $kind ->
    [vp] {""}
   *[resource] {" "}{ $resource }
}
broom-events-round-done = L'ultimo turno del round è finito
broom-events-next-leader = { $name } inizia il prossimo turno
broom-events-chose = { $person ->
    [you] Hai fatto la tua scelta
   *[they] { $name } ha fatto la sua scelta
}
broom-events-works = { $yes ->
    [true] ha consegnato un set
   *[false] ha tenuto tutto
}
broom-events-seat = { $name } { $vp } { $shown }
broom-events-event = { $event }: { $count ->
    [0] nessuno è coinvolto
   *[other] { $parts }
}
broom-events-round = Inizia il round { $round }: { $event }{ $count ->
    [0] {""}
   *[other] ; stregati: { $bewitched }
}
broom-events-won = { $count ->
    [one] { $winners } vince con { $vp }⭐
   *[other] { $winners } vincono a pari merito con { $vp }⭐
}
