# Nell'Anno del Dragone: perché le regole rifiutano una mossa (bot/games/yotd/checks.py).
# Ogni messaggio è una frase senza punto finale: la risposta aggiunge l'id della regola.
# $seat: numero del posto; $size: taglia del privilegio (small, large); $count, $fee, $yuan,
# $cost, $low, $high: numeri.
# Termini: yuan, personaggio = person, palazzo = palace, piano = floor, drago = dragon,
# carta azione = action card, privilegio = privilege, jolly = wild card, siccità = drought.

yotd-refusals-player-count = Si gioca da { $low } a { $high } giocatori
yotd-refusals-game-over = La partita è finita
yotd-refusals-no-seat = In questa partita non c'è il posto { $seat }
yotd-refusals-not-your-turn = Non è il tuo turno
yotd-refusals-malformed = Questa non è una mossa di questo gioco
yotd-refusals-not-offered = Ora questa mossa non è tra le tue scelte
yotd-refusals-draft-first = Prima scegli i tuoi due personaggi iniziali
yotd-refusals-draft-types = Scegli due personaggi di tipo diverso
yotd-refusals-draft-pair-taken = Un giocatore prima di te ha già preso questa coppia di personaggi: scegline un'altra
yotd-refusals-draft-split = Metti un personaggio iniziale in ciascun palazzo
yotd-refusals-choose-action = Prima scegli una carta azione, oppure nessuna azione
yotd-refusals-no-such-action = Questa carta azione non esiste
yotd-refusals-privilege-size = Scegli un privilegio piccolo o grande, e solo con la carta Privilegio
yotd-refusals-group-fee = Questo gruppo è già occupato: unirti costa { $fee } yuan e ne hai { $yuan }
yotd-refusals-privilege-money = Un privilegio { $size ->
    [small] piccolo
   *[large] grande
} costa { $cost } yuan e ne avresti { $yuan }
yotd-refusals-place-floors = Prima colloca { $count ->
    [one] il tuo piano
   *[other] i tuoi { $count } piani
}
yotd-refusals-build-all = Vanno collocati tutti i piani: { $count ->
    [one] ne manca uno
   *[other] ne mancano { $count }
}
yotd-refusals-palace-top = Un palazzo ha al massimo { $count } piani
yotd-refusals-identical-palace = Quel palazzo è uguale a uno che lo precede: scegli il primo dei due
yotd-refusals-no-such-palace = Non hai questo palazzo
yotd-refusals-play-card = Prima gioca una delle tue carte personaggio
yotd-refusals-card-not-in-hand = Non hai questa carta in mano
yotd-refusals-tile-not-card = Questa carta non può prendere quel personaggio
yotd-refusals-tile-gone = Non resta nessuna tessera di quel personaggio
yotd-refusals-wild-live = Un jolly deve prendere un personaggio finché ne resta qualcuno
yotd-refusals-must-take = Questa carta può ancora prendere un personaggio, quindi deve prenderlo
yotd-refusals-first-dead-card = Nessuna delle tue carte può prendere un personaggio: si gioca la prima
yotd-refusals-room-left = Hai un piano libero: il nuovo personaggio va in un palazzo con spazio
yotd-refusals-palace-full = Quel palazzo non ha piani liberi
yotd-refusals-no-room = Nessun palazzo ha spazio: sostituisci un personaggio o congeda il nuovo arrivato
yotd-refusals-not-in-palace = Quel personaggio non è in quel palazzo
yotd-refusals-release-first = Prima congeda { $count ->
    [one] un personaggio
   *[other] { $count } personaggi
}
yotd-refusals-drought-palace = Durante la siccità ogni congedo viene da un palazzo diverso
