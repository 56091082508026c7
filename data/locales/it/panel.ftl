# Le parole della casa sul pannello privato (cogs/play.py, cogs/told.py e la prima riga del
# pannello: turn_line in bot/ui/adapter.py). Le vede solo chi legge il pannello: sono nella
# sua lingua di Discord. Le parole del gioco sul pannello sono nel file del gioco.

# La prima riga del pannello.
panel-your-turn = È il **tuo turno**.
panel-game-over = La partita è finita: guarda i punteggi finali sul tavolo.
# $players: i giocatori attesi, in elenco ("@Ann e @Bo").
panel-waiting = In attesa di { $players }. Le tue azioni si sbloccano al tuo turno.

# Un giocatore assente ha aperto il suo pannello: il bot smette di giocare per lui.
panel-welcome-back = Eccoti di nuovo: il bot non gioca più i tuoi turni.
# Un rifiuto: un pulsante del pannello che il gioco non conosce (falsificato o molto vecchio).
panel-button-invalid = Quel pulsante non è valido.

# Dopo la mossa di chi legge. $move: cosa ha fatto, con le parole del gioco ("Punti 5").
panel-done = Fatto: { $move }.
# Dopo la mossa di chi legge, quando il gioco non dice altro.
panel-done-unsaid = Fatto: la tua mossa è stata giocata.
# L'inizio di "…, ma non ho potuto pubblicare il tavolo in questo canale".
panel-move-played = La tua mossa è stata giocata

# Un clic su un pannello mostrato prima che la partita andasse avanti.
panel-stale = La partita è andata avanti da quando è stato mostrato questo pannello, quindi non è stato giocato nulla.
# Un secondo tocco. $move: il riassunto della mossa già giocata (nella lingua di chi legge).
panel-already-played = La tua mossa è già stata giocata: { $move }
# Un clic su un pannello dopo che il tempo di chi legge è scaduto e il bot ha giocato per lui.
# $move: il riassunto della mossa giocata per lui (nella lingua di chi legge).
panel-timed-out = Il tuo tempo era già scaduto quando hai cliccato: da questo pannello non è stato giocato nulla. { $move }
# Segue una delle tre righe sopra. $moves: le mosse giocate da allora ("@Ann: Ha pescato una carta.").
panel-since = Da allora: { $moves }
# Cosa hanno fatto i bot (e i giocatori assenti) dopo la mossa di chi legge.
panel-meanwhile = Nel frattempo — { $moves }
