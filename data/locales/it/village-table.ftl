# Il tavolo pubblico di una partita di village (bot/games/village/adapter/table.py): l'embed
# che vede il canale, nella lingua della partita, durante la partita e alla fine.
# I nomi delle carte sono in village.ftl; i termini del gioco in ../GLOSSARY.md.
# $player e $players sono menzioni di Discord; $when è un orario di Discord, che Discord
# mostra nella lingua di chi legge ("tra 5 minuti").

village-table-turn = Tocca a { $player }: corrompi il Drago, visita il Mercato Nero o pesca una carta.
village-table-deadline = Il tempo scade { $when } (poi si pesca una carta al suo posto).
village-table-last-moves = **Ultime mosse**
# Una mossa del registro senza descrizione.
village-table-played = ha giocato
village-table-favor = Favore del Drago (dall'alto)
village-table-market = Mercato Nero
# Una bancarella (f.) del Mercato Nero senza carte.
village-table-stall-empty = vuota
# Il titolo di un campo: "Posto 2 ▶ di turno · assente (gioca il bot al suo posto)".
village-table-seat = Posto { $seat }
village-table-to-play = di turno
village-table-away = assente (gioca il bot al suo posto)
village-table-hand = { $player } · { $count ->
    [one] 1 carta
   *[other] { $count } carte
} in mano
village-table-no-bribes = ancora nessuna offerta
# La pila degli scarti senza carte (dopo "Scarti:").
village-table-discard-empty = nessuno
village-table-footer = Mazzo: { $deck ->
    [one] 1 carta
   *[other] { $deck } carte
} · Scarti: { $discard } · turno { $turn }
# Il turno di un bot: nessuno viene menzionato.
village-table-thinking = { $player } sta pensando… (partita #{ $game })
village-table-your-turn = { $player }, tocca a te nella partita #{ $game }.

## I punteggi finali

village-table-final-title = { $title } · punteggi finali
village-table-spared = 🏆 Il villaggio di { $player } è salvo!
village-table-spared-many = 🏆 { $players } vincono a pari merito: i loro villaggi sono salvi!
# $treasure: il nome di una carta; $space: 1 per la casella più alta del Favore del Drago…
village-table-tie-decided = Pari punti; spareggio deciso dal maggior numero di carte nell'offerta di { $treasure } (casella { $space } dall'alto).
village-table-tie-still = Ancora pari dopo aver confrontato tutte le caselle del Favore del Drago.
# Il posto in classifica e il punteggio finale ($score può essere negativo).
village-table-rank = #{ $rank } · { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}
# "+8 · Corona del Re: 4 carte × 2": i punti di un'offerta, le sue carte, il valore del tesoro.
village-table-score-bribe = { $points } · { $treasure }: { $count ->
    [one] 1 carta
   *[other] { $count } carte
} × { $value }
# "−4 · 2 Piume di Fenice ancora in mano × 2": $cards è un conteggio di carte di village.ftl
# (maschile o femminile: "ancora in mano" non concorda).
village-table-score-left = { $points } · { $cards } ancora in mano × { $value }
village-table-score-none = nessuna offerta, mano vuota
village-table-favor-end = Favore del Drago alla fine
village-table-over = La partita #{ $game } è finita! { $players }

## Il timer dei turni (cogs/clock.py): che cosa succede quando il tempo di un giocatore
## scade, nel promemoria (inglese: "… 5 minutes left before { questo }."): una frase che si
## regge da sola, all'indicativo

village-table-timeout = il bot pesca una carta per te
