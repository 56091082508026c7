# /<game> resign (la conferma privata, l'avviso nel canale, il tavolo finale di una partita
# chiusa da un abbandono) e "Gioca ancora" di una partita finita (issue 30).

resign-command-name = abbandona
resign-command-description = Abbandona la partita per sempre: arrivi ultimo, un bot gioca al tuo posto

resign-help = { $command } — abbandona per sempre una partita in corso: arrivi ultimo, un bot gioca al tuo posto (se resta un solo giocatore la partita finisce)

resign-ask-bot = Abbandonare la partita #{ $game }? Arrivi ultimo e un bot di livello { $level } gioca al tuo posto fino alla fine. Non si torna indietro.
resign-ask-wins = Abbandonare la partita #{ $game }? La partita finisce subito: vince { $player } e tu arrivi ultimo. Non si torna indietro.
resign-ask-nobody = Abbandonare la partita #{ $game }? Nessun altro sta ancora giocando, quindi la partita finisce subito e non conta per la classifica. Non si torna indietro.
resign-confirm = Abbandona
resign-cancel = Continua a giocare
resign-kept = Stai ancora giocando la partita #{ $game }.
resign-done = Hai abbandonato la partita #{ $game }
resign-already = Hai già abbandonato la partita #{ $game }: un bot gioca al tuo posto.

resign-announce-bot = { $player } ha abbandonato la partita #{ $game }: un bot di livello { $level } gioca al suo posto fino alla fine, e arriva ultimo.
resign-announce-auto = { $player } ha abbandonato la partita #{ $game }: si gioca al suo posto fino alla fine, e arriva ultimo.

resign-table-over = La partita #{ $game } è finita.
resign-table-won = Vince { $player }: { $count ->
    [one] l'altro giocatore ha abbandonato.
   *[other] tutti gli altri giocatori hanno abbandonato.
}
resign-table-nobody = Tutti i giocatori sono usciti o hanno abbandonato prima della fine: questa partita non conta per la classifica.
resign-table-resigned = Hanno abbandonato: { $players }
resign-table-places = Posizioni

resign-recent = abbandonata
resign-history-seat = { $player } (ha abbandonato)
resign-not-rated = non conta per la classifica: sono usciti tutti

again-button = Gioca ancora
again-not-finished = La partita #{ $game } non è ancora finita: la rivincita si apre quando finisce.
again-practice = La partita #{ $game } era di allenamento: iniziane un'altra con il comando di allenamento.
again-not-a-player = Solo i giocatori della partita #{ $game } possono aprirne la rivincita.
again-already = La rivincita di questa partita è già aperta: partita #{ $game } ({ $link }).
again-opened = Hai aperto la partita #{ $game }, una rivincita con le stesse impostazioni e gli stessi bot; la ospiti tu.
again-invite = { $players }: è aperta una rivincita della partita #{ $game }. Tocca **Unisciti** per sederti.
