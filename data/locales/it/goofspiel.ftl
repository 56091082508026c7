# Goofspiel su Discord: il tavolo, il pannello della mano e la scheda delle regole
# (bot/games/goofspiel/adapter/). I termini del gioco: ../GLOSSARY.md.
# Termini: prize = premio (m.); bid = puntata (f.), puntare; round = round (m., invariabile:
# "turno" è il turno del glossario, "mano" è la mano di carte).
# Numeri di carte, di round, di partita e di turno arrivano come testo; i conteggi ($count,
# $cards, $points) come numeri, per i plurali.

## Rifiuti (li legge solo chi ha toccato il pulsante).

goofspiel-bad-choice = Questa scelta non è valida.
goofspiel-bad-bid = Non puoi puntare questa carta ora: scegline un'altra.

## Cosa succede a un posto quando il tempo scade. Una proposizione indipendente (indicativo):
## si legge dopo "poi" sul tavolo e dopo il tempo rimasto in un promemoria.

goofspiel-timeout = viene puntata la carta più bassa di chi non ha scelto

## Parole comuni a tavolo e pannello.

goofspiel-points = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
# "nessuna" per un elenco di carte in mano.
goofspiel-no-cards = nessuna
# "nessuno" per un elenco di premi vinti.
goofspiel-no-prizes = nessuno
# Il punteggio di un giocatore e i premi vinti ($prizes: "1, 4, 7" o goofspiel-no-prizes).
goofspiel-score = **{ $points }** (premi: { $prizes })
# Il piazzamento finale di un posto: 1º, 2º, 3º, 4º (al massimo 4 giocatori).
goofspiel-place = { $rank }º
# $players: i nomi di chi deve ancora puntare ("@Anna, @Bruno e @Carla").
goofspiel-waiting = In attesa di { $players }.
# Cosa ha dato l'ultimo round scoperto; $bids: "@Anna 3, @Bruno 5"; $result: uno dei due sotto.
goofspiel-last-round = Round { $round }, premio **{ $prize }**: { $bids }. { $result }.
goofspiel-last-winner = L'ha vinto { $player }
goofspiel-last-tie = Parità sulla puntata più alta: nessuno l'ha vinto

## Il tavolo pubblico (nella lingua della partita).

goofspiel-table-round = Round { $round } di { $rounds }: il premio è **{ $prize }**. Tutti puntano una carta insieme; lo vince la puntata più alta, se è una sola.
# $when: un orario di Discord, che Discord scrive nella lingua di chi legge ("tra 2 ore");
# $then: goofspiel-timeout.
goofspiel-table-deadline = Il tempo scade { $when } (poi { $then }).
# $count: quanti giocatori hanno vinto; $players: i loro nomi ("@Anna e @Bruno").
goofspiel-table-won = { $count ->
    [one] 🏆 { $players } vince con { $points }!
   *[other] 🏆 { $players } condividono la vittoria con { $points }!
}
# Il messaggio sopra il tavolo: menziona chi deve ancora puntare ($players: le menzioni).
goofspiel-table-ping = { $players }: è il momento di puntare nella partita #{ $game }.
goofspiel-table-bots = Partita #{ $game }: i bot stanno puntando…
goofspiel-table-over = La partita #{ $game } è finita! { $players }
goofspiel-table-footer = Premi rimasti: { $prizes } · round { $round }
# Il nome del campo di un posto sul tavolo: "Posto 2 · ha puntato", a fine partita "Posto 2 · 1º".
goofspiel-seat = Posto { $seat }
goofspiel-seat-bid = ha puntato
goofspiel-seat-choosing = sta scegliendo
goofspiel-seat-away = assente (gioca il bot)
goofspiel-seat-place = Posto { $seat } · { $place }
goofspiel-seat-cards = { $count ->
    [one] { $count } carta rimasta
   *[other] { $count } carte rimaste
}

## Il pannello della mano di un posto (lo vede solo quel giocatore, nella sua lingua).

goofspiel-panel-title = La tua mano · { $game }
goofspiel-panel-round = Round { $round } di { $rounds }: il premio è **{ $prize }**. Tocca una carta per puntarla (tutti puntano insieme).
goofspiel-panel-bid = Hai puntato **{ $bid }** sul premio { $prize }. In attesa di { $players }.
goofspiel-panel-cards = Le tue carte ({ $count })
goofspiel-panel-prizes = I tuoi premi
goofspiel-panel-footer = Premi rimasti: { $prizes } · solo tu puoi vederlo
# Un pulsante: ridisegna il pannello.
goofspiel-refresh = Aggiorna

## La scheda delle regole (/goofspiel rules).

goofspiel-rules-title = Goofspiel — le regole in breve
goofspiel-rules = Ogni giocatore ha in mano le carte da 1 a { $cards }; si mescola un mazzo di premi da 1 a { $cards }. A ogni round si scopre un premio e tutti i giocatori puntano insieme, in segreto, una carta della propria mano. La puntata più alta vince il premio; se le puntate più alte sono pari, nessuno lo vince. Le carte puntate non tornano in mano. Dopo { $cards } round vince chi ha più punti (la somma dei premi vinti); i giocatori a pari merito condividono la vittoria.

## Regolamenti (l'opzione regolamento di /goofspiel nuova e /goofspiel regole, la sala d'attesa).

goofspiel-ruleset-standard = Standard (8 carte a testa)
goofspiel-ruleset-classic = Classico (13 carte a testa)
