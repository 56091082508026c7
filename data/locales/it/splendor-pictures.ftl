# Le parole disegnate sulle immagini di Splendor (bot/games/splendor/adapter/art.py): il
# tavolo pubblico, nella lingua della partita, e la mano di un giocatore, nella lingua di chi
# legge. Le immagini sono larghe 800 px, con un'unica dimensione di carattere: ogni testo deve
# restare lungo più o meno come l'inglese. Le gemme si riconoscono da colore, forma e lettera
# (splendor-pictures-letter: B U V R N, oro ★).

## Il tavolo

splendor-pictures-seat = Posto { $seat }
splendor-pictures-to-play = ▶ Tocca a { $player }
splendor-pictures-over-won = Fine partita · vince { $player }
splendor-pictures-over-shared = Fine partita · { $count } a pari merito
splendor-pictures-goal = { $points } punti per vincere
splendor-pictures-last-round = Ultimo giro
splendor-pictures-bank = Banca
splendor-pictures-empty = vuoto
splendor-pictures-points = { $count ->
    [one] { $points } punto
   *[other] { $points } punti
}
splendor-pictures-reserved = { $count ->
    [one] { $count } riservata
   *[other] { $count } riservate
}

## La mano di un giocatore

splendor-pictures-your-hand = La tua mano
splendor-pictures-your-turn = ▶ Tocca a te
splendor-pictures-their-turn = Tocca a { $player }
splendor-pictures-game-over = Fine partita
splendor-pictures-tokens = Gettoni
splendor-pictures-bonuses = Bonus
splendor-pictures-token-count = { $count } gettoni su { $limit }
splendor-pictures-reserved-title = Carte riservate
splendor-pictures-reserved-count = { $count } su { $limit }
splendor-pictures-blind = segreta
splendor-pictures-no-reserved = nessuna
splendor-pictures-offers = Puoi comprare
splendor-pictures-offers-hint = paghi, dopo i bonus

splendor-pictures-no-offers = niente per ora
splendor-pictures-free = gratis

## Le lettere sulle gemme e la legenda

# La lettera che nomina il colore di una gemma sulle immagini (la banca, le colonne della mano,
# il bonus di una carta), per chi non distingue i colori: una per colore, tutte diverse,
# l'iniziale del nome del colore (Bianco B, e per il blU la U); l'oro è una stella in ogni
# lingua.
splendor-pictures-letter = { $gem ->
    [white] B
    [blue] U
    [green] V
    [red] R
    [black] N
   *[gold] ★
}
# La legenda sopra le righe dei giocatori: una carta color crema con una gemma è un bonus (uno
# per carta comprata), una gemma da sola è un gettone.
splendor-pictures-legend-bonuses = bonus (una carta comprata)
splendor-pictures-legend-tokens = gettone
