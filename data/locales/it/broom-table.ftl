# Broom Service: il tavolo pubblico.

broom-table-round = Round { $round } · { $event }
broom-table-bewitched = Stregati: { $roles } (−{ $vp }⭐ quando giocati)
broom-table-picking = { $player } sceglie i ruoli
broom-table-choosing = { $player } decide per { $event ->
    [upper_hand] Il pugno più pieno
   *[other] Il servizio completo!
}
broom-table-deciding = { $player } { $stage ->
    [lead] inizia con un ruolo
    [follow] segue: coraggioso o codardo
   *[perform] esegue l'azione coraggiosa
}
broom-table-submitted = { $count ->
    [one] Fatto: { $players }
   *[other] Fatto: { $players }
}
broom-table-deadline = Il tempo scade { $when }: poi { $then }.
broom-table-ping = { $players }, tocca a te nella partita #{ $game }.
broom-table-bots = Partita #{ $game }: sta giocando un bot.
broom-table-over = La partita #{ $game } è finita: { $players }
broom-table-won = { $count ->
    [one] { $players } vince con { $vp }⭐.
   *[other] { $players } vincono a pari merito con { $vp }⭐.
}
broom-table-turns = Round { $round }: i turni
broom-table-turn-line = { $role } — { $plays }
broom-table-no-role = (da iniziare)
broom-table-entry = { $player } { $stance ->
    [brave] coraggioso
    [cowardly] codardo
   *[next] passa
}{ $bewitched ->
    [yes] {" "}(stregato)
   *[no] {""}
}{ $out ->
    [yes] {" "}(eliminato)
   *[no] {""}
}
broom-table-board = { $board }: nuvole
broom-table-occupied = Torri occupate: { $towers }
broom-table-seat = Posto { $seat }
broom-table-to-decide = deve decidere
broom-table-away = assente
broom-table-final = finale { $vp }
broom-table-player = { $vp } · { $resources } · ☁️{ $clouds } ({ $lightning }⚡) · { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
broom-table-played = Giocati: { $roles }
broom-table-footer = Broom Service su { $board } · 7 round · "Mostra la mia mano" per giocare
