# Il grafico di com'è andata una partita finita, disegnato sotto il suo tavolo finale
# (bot/ui/drawing/chart.py, adapter/progress.py di ogni gioco). Nella lingua della partita: lo
# legge il canale. I suoi riquadri sono grafici di numeri interi lungo i turni (o i round).

# Il titolo del grafico, e del suo embed sotto il tavolo finale.
chart-title = Com'è andata la partita
# L'asse x: i turni della partita (0 è l'inizio).
chart-turns = Turno
# L'asse x di un gioco a round (0 è l'inizio).
chart-rounds = Round
# La linea di un giocatore quando il suo nome non è noto. $seat: il numero del posto (1, 2…).
chart-seat = Posto { $seat }
# Un grafico: il punteggio di ogni giocatore.
chart-score = Punteggio
# Un grafico: il punteggio di ogni giocatore se la partita fosse finita a quel turno (mano compresa).
chart-score-then = Punteggio se la partita fosse finita allora
# Un grafico: quanto valeva una carta di ogni tesoro sul Favore del Drago, turno per turno.
chart-treasure-values = Valore dei tesori sul Favore del Drago
# Un grafico: i punti prestigio di ogni giocatore.
chart-prestige = Punti prestigio
# Un grafico: quante carte sviluppo possiede ogni giocatore.
chart-cards-owned = Carte sviluppo possedute
