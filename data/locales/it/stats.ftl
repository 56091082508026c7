# I comandi delle statistiche (cogs/hoard.py, cogs/stats.py). Nomi di comandi e opzioni:
# minuscole, al massimo 32 caratteri, lettere, cifre, - e _. Descrizioni: al massimo 100 caratteri.

hoard-stats-name = statistiche
hoard-stats-description = Partite, vittorie e valutazione di un membro (i tuoi se non nomini nessuno)
hoard-stats-member-name = membro
hoard-stats-member-description = Di chi (tu, se vuoto)
hoard-everywhere-name = ovunque
hoard-everywhere-description = True: le partite di tutti i server; senza, quelle di questo server
hoard-game-name = gioco
hoard-game-description = Quale gioco

hoard-leaderboard-name = classifica
hoard-leaderboard-description = I giocatori con la valutazione più alta in un gioco
hoard-leaderboard-min-name = min_partite
hoard-leaderboard-min-description = Solo chi ha almeno tante partite valutate (almeno 5)

hoard-recent-name = recenti
hoard-recent-description = Le ultime partite finite di un membro, con i link
hoard-recent-member-description = Di chi (tu, se vuoto)

hoard-history-name = storico
hoard-history-description = Le partite finite di un gioco, in questo canale o in tutto il server
hoard-history-where-name = dove
hoard-history-where-description = Questo canale (predefinito) o tutto il server
hoard-history-where-channel = questo canale
hoard-history-where-server = tutto il server

hoard-privacy-name = privacy
hoard-privacy-description = Mostra le tue statistiche agli altri, o tienile per te
hoard-privacy-stats-name = statistiche
hoard-privacy-stats-description = visibili: gli altri vedono statistiche e posizione; nascoste: solo tu
hoard-privacy-shown = visibili
hoard-privacy-hidden = nascoste
hoard-privacy-shown-done = Le tue statistiche e le tue partite recenti sono di nuovo visibili agli altri, e sei di nuovo nelle classifiche.
hoard-privacy-hidden-done = Le tue statistiche e le tue partite recenti ora le vedi solo tu, e le classifiche non ti mostrano (tu vedi ancora la tua posizione). Le tue partite sono ancora valutate.
hoard-forget-stats-hidden = La tua scelta di nascondere le statistiche resta: dimenticarti non le rende visibili.

## Rifiuti.

stats-hidden = { $member } tiene per sé le sue statistiche.

## /hoard statistiche. $member è una menzione (senza notifica).

stats-title-here = Le partite finite di { $member } su questo server.
stats-title-everywhere = Le partite finite di { $member } su tutti i server.
stats-none = Ancora nessuna partita finita.
stats-record = { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
} ({ $rate }%)
stats-streak-wins = { $count ->
    [one] ha vinto l'ultima partita
   *[other] ha vinto le ultime { $count } di fila
}
stats-streak-losses = { $count ->
    [one] ha perso l'ultima partita
   *[other] ha perso le ultime { $count } di fila
}
stats-rating-both = Valutazione: **{ $here }** qui, **{ $everywhere }** ovunque
stats-rating-everywhere = Valutazione: **{ $everywhere }**
stats-rating-not-yet = Valutazione: visibile dopo 5 partite valutate (finora { $games })
stats-on-time = Finite in tempo: { $rate }% · ultima partita { $last }
stats-by-players = { $players } giocatori: { $record }
stats-footer = La valutazione conta solo le partite senza bot. Una vittoria è il primo posto, anche a pari merito.

## /hoard classifica. $title è il titolo del gioco.

leaderboard-title-here = { $title }: la classifica di questo server
leaderboard-title-everywhere = { $title }: la classifica di tutti i server
leaderboard-line = { $place }. { $member } · { $rating } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
})
leaderboard-empty = Nessuno ha ancora { $games } partite valutate di { $title } qui.
leaderboard-footer = Partite valutate (senza bot), almeno { $games } a testa. Chi nasconde le sue statistiche non compare.

## /hoard recenti.

recent-title-here = Le ultime partite di { $member } su questo server:
recent-title-everywhere = Le ultime partite di { $member } su tutti i server:
recent-won = vinta ({ $score })
recent-placed = { $place }° su { $players } ({ $score })
recent-left = uscito prima della fine
recent-line = **#{ $game } { $title }** · { $result } · con { $others } · { $when } · [tavolo]({ $link })

## /hoard storico.

history-title-channel = { $title }: le partite finite di questo canale
history-title-server = { $title }: le partite finite di questo server
history-line = **#{ $game }** · { $when } · { $players } · [tavolo]({ $link })
history-empty = Nessuna partita di { $title } è ancora finita qui.
history-no-older = Non ci sono partite più vecchie di { $title } qui.
history-older = Partite più vecchie
