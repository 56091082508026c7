# Una partita finita mossa per mossa e in un file JSON (cogs/replay.py: `/hoard replay`, i suoi
# pulsanti e la sua finestra "Vai a…"; `/hoard export`). Si risponde in privato, nella lingua di
# Discord di chi legge. Nomi di comandi e opzioni: minuscoli, al massimo 32 caratteri;
# descrizioni al massimo 100.

replay-name = rivedi
replay-description = Ripercorri mossa per mossa una partita finita di questo server (la vedi solo tu)
replay-game-name = partita
replay-game-description = Il numero della partita finita
replay-export-name = esporta
replay-export-description = Una partita finita di questo server in un file JSON, da conservare o verificare (solo per te)
replay-export-game-name = partita
replay-export-game-description = Il numero della partita finita

# I pulsanti (al massimo 80 caratteri).
replay-first = ⏮ Inizio
replay-back = ◀ Indietro
replay-forward = Avanti ▶
replay-last = Fine ⏭
replay-export = 📄 Esporta (JSON)
replay-jump = Vai a…
# La finestra "Vai a…": titolo ed etichetta del campo (al massimo 45 caratteri ciascuno), e il
# testo d'esempio del campo (al massimo 100). $moves: quante mosse ha la partita.
replay-jump-title = Partita #{ $game }: vai a una mossa
replay-jump-label = Mossa (0 = l'inizio, { $moves } = la fine)
replay-jump-placeholder = Un numero da 0 a { $moves }

# La prima riga. $title: il nome del gioco; $moves: quante mosse ha la partita.
replay-start = **Partita #{ $game } · { $title }**: l'inizio (mossa 0 di { $moves })
# $player: chi ha fatto la mossa (una menzione, mai notificata); la mossa a parole segue sulla
# riga dopo, come quel giocatore l'ha letta quando l'ha fatta.
replay-move = **Partita #{ $game } · { $title }**: mossa { $move } di { $moves } · { $player } ha giocato, e ha letto:

# Rifiuti. Una partita sconosciuta e una di un altro server hanno la stessa risposta.
replay-not-here = Su questo server non c'è una partita #{ $game }.
replay-not-over = La partita #{ $game } non è ancora finita: la si potrà rivedere quando sarà finita (fino ad allora le mani sono segrete).
# $status: come è finita la partita senza arrivare alla fine.
replay-never-shown = La partita #{ $game } { $status ->
        [cancelled] è stata annullata
        [expired] è stata abbandonata (nessuna mossa per troppo tempo)
       *[broken] è danneggiata
    }: non è arrivata alla fine, quindi non si può rivedere e le sue mani restano nascoste.
replay-damaged = Le mosse salvate della partita #{ $game } non si possono rigiocare, quindi non si può mostrare. Un amministratore del server può eseguire `python -m bot check-db` per capire perché.
# $typed: ciò che è stato scritto nella finestra "Vai a…".
replay-bad-jump = «{ $typed }» non è una mossa di questa partita: scrivi un numero da 0 (l'inizio) a { $moves }. Non è cambiato nulla.
replay-no-step = La partita #{ $game } non ha una mossa { $step }: ne ha { $moves }.

# Il messaggio dell'esportazione; $file: il nome del file allegato.
replay-exported = La partita #{ $game } in JSON: { $file }. Per verificare che rigiocandola si arrivi al suo risultato, esegui `python -m bot replay { $file }`.
