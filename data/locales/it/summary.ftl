# Una mossa giocata per un giocatore, come la tiene il registro della partita
# (bot/services/play.py): $move sono le parole della mossa ("Ha pescato una carta."), dopo il
# nome del giocatore nel registro ("@Ann: …").

# Il tempo per turno del giocatore è scaduto.
summary-timeout = Tempo scaduto, ha giocato il bot: { $move }
# Il giocatore è assente (il bot gioca per lui).
summary-absent = Assente, ha giocato il bot: { $move }
