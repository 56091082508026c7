# Le parole disegnate sulle immagini di village (bot/games/village/adapter/pictures.py e
# art.py): il tavolo pubblico, nella lingua della partita, e la mano di un posto, nella lingua
# di chi la guarda. Le immagini sono larghe 800 px e usano una sola dimensione di carattere:
# tieni ogni testo lungo più o meno come l'inglese. Un titolo e il suggerimento accanto
# stanno sulla stessa riga; uno stato ("▶ Tocca a …") viene tagliato con "…" se il nome è
# lungo. I termini del gioco sono in ../GLOSSARY.md.

## Il tavolo

# Un giocatore senza nome visualizzato.
village-pictures-seat = Posto { $seat }
# Accanto al mazzo coperto: le carte che restano.
village-pictures-deck = Mazzo { $count }
village-pictures-to-play = ▶ Tocca a { $player }
village-pictures-over-won = Fine partita · vince { $player }
village-pictures-over-shared = Fine partita · { $count } a pari merito
village-pictures-tie-shared = Pari punti e pari offerte: vittoria condivisa
# $treasures: il nome plurale di una carta ("Corone del Re").
village-pictures-tie-most = Pari punti: vince chi ha più { $treasures }
village-pictures-favor = Favore del Drago
village-pictures-favor-hint = punti per carta, dall'alto
# I punti di un giocatore: $points è il numero come viene disegnato (con il vero segno meno),
# $count lo stesso numero per il plurale.
village-pictures-points = { $count ->
    [one] { $points } punto
   *[other] { $points } punti
}
village-pictures-in-hand = { $count } in mano
# Il posto in classifica finale: 1º, 2º…
village-pictures-place = { $place }º
village-pictures-market = Mercato Nero
village-pictures-market-hint = paga il costo, prendi la bancarella
# Una bancarella (f.) del Mercato Nero senza carte.
village-pictures-stall-empty = vuota
village-pictures-discard = Pila degli scarti
village-pictures-discard-count = { $count ->
    [0] ancora nessuna
    [one] 1 carta
   *[other] { $count } carte
}

## La mano di un posto

village-pictures-game-over = Fine partita
village-pictures-your-turn = ▶ Tocca a te
village-pictures-their-turn = Tocca a { $player }
village-pictures-your-hand = La tua mano
village-pictures-cards = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
# Accanto alla mano: il numero sotto ogni carta è quanto conta una carta di quel tipo.
village-pictures-worth-now = punti per carta se finisse ora
village-pictures-worth-end = punti per carta rimasta in mano
village-pictures-no-cards = Nessuna carta in mano
village-pictures-your-bribes = Le tue offerte
# Accanto al punteggio finale: il posto ha vinto, o la sua posizione (village-pictures-place).
village-pictures-final-winner = finale · ★ vincitore
village-pictures-final-place = finale · { $place }
village-pictures-score-now = punteggio se finisse ora
# Sotto un'offerta (una colonna larga circa 120 px: al massimo 9 caratteri).
village-pictures-bribe-points = { $count ->
    [one] 1 punto
   *[other] { $count } punti
}

## Nomi brevi delle carte, sotto le carte del Favore del Drago (una colonna larga circa 118 px:
## al massimo 8 lettere, abbreviate con un punto se serve)

village-pictures-short-axe = Ascia
village-pictures-short-feather = Piuma
village-pictures-short-sword = Spada
village-pictures-short-scrolls = Pergam.
village-pictures-short-crown = Corona
village-pictures-short-goblet = Calice
village-pictures-short-wild = Jolly

## La lettera su ogni carta (e dopo il suo nome nei testi: "Jolly (J)"), per chi non distingue
## i colori: una maiuscola, diversa per ogni carta, presa dal nome della carta (Pergamena
## Magica: M, perché la P è della Piuma; Corona del Re: R, perché la C è del Calice)

village-pictures-letter-axe = A
village-pictures-letter-feather = P
village-pictures-letter-sword = S
village-pictures-letter-scrolls = M
village-pictures-letter-crown = R
village-pictures-letter-goblet = C
village-pictures-letter-wild = J
