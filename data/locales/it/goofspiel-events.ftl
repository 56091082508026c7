# Goofspiel: che cosa ha fatto una mossa. Usato da bot/games/goofspiel/adapter/events.py (la
# riga del registro di una mossa, "Fatto: …" a chi ha puntato). I numeri ($card, $prize,
# $round) sono i valori delle carte. "Puntare"/"puntata": offrire una carta per il premio.

# Un posto senza nome da mostrare: $number da 1.
goofspiel-events-player = Giocatore { $number }
# Solo chi punta legge la sua carta prima che si scoprano.
goofspiel-events-bid = Hai puntato { $card }
# Ciò che leggono tutti gli altri di una puntata (dopo il nome: "@Ann: Ha fatto la sua puntata.").
goofspiel-events-bid-hidden = Ha fatto la sua puntata
# Una puntata scoperta; le puntate sono unite da virgole ($bids qui sotto).
goofspiel-events-bid-of = { $name } ha puntato { $card }
# La puntata più alta, da sola ($winner), vince la carta premio $prize.
goofspiel-events-round-won = Premio { $prize }: { $bids } — { $winner } vince { $prize }
# Le puntate più alte sono pari ($tied: due nomi o più): nessuno vince il premio.
goofspiel-events-round-tied = Premio { $prize }: { $bids } — { $tied } pareggiano, nessuno vince { $prize }
# Si scopre la carta premio successiva.
goofspiel-events-prize = Round { $round }: il premio è { $prize }
# Un vincitore ($winners: un nome) con $count punti.
goofspiel-events-game-won = La partita è finita: vince { $winners } con { $count ->
    [one] 1 punto
   *[other] { $count } punti
}
# Più giocatori condividono la vittoria ($winners: due nomi o più).
goofspiel-events-game-shared = La partita è finita: { $winners } condividono la vittoria con { $count ->
    [one] 1 punto
   *[other] { $count } punti
}
