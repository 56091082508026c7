# Please Don't Burn My Village!: il pannello privato della mano (bot/games/village/adapter/panel.py,
# steps.py, hand.py, words.py) nella lingua di chi legge, e i pulsanti del tavolo pubblico
# (panel.table_controls) nella lingua della partita. I termini del gioco: ../GLOSSARY.md.
# Pulsanti e opzioni: al massimo 25 caratteri (LABEL_MAX del pannello); dove un'etichetta ha
# una forma più corta (-short, o lo stesso messaggio con un numero di carte al posto dei
# nomi), il pannello prende la prima che ci sta.
# $cost è il costo di una bancarella ("0", "1", "2", "3"); $value e $worth sono valori di carte,
# con il segno ("+3", "−2"); $cards è un numero di carte ("3 carte") o carte per nome.

## Numeri

village-panel-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
# Un punteggio: $points è il numero con il segno ("−3"), $count lo stesso numero per il plurale.
village-panel-points = { $count ->
    [one] { $points } punto
   *[other] { $points } punti
}
# Carte con la cifra, in un'opzione o un'etichetta: "1 Corona del Re", "0 Jolly".
village-panel-tally = { $count ->
    [one] { $count } { $name }
   *[other] { $count } { $plural }
}
# Una bancarella senza carte ("**3** · vuota"): bancarella è femminile.
village-panel-empty = vuota

## I nomi brevi delle carte (in un'etichetta troppo corta per il nome intero)

village-panel-short-axe = { $count ->
    [one] Ascia
   *[other] Asce
}
village-panel-short-feather = { $count ->
    [one] Piuma
   *[other] Piume
}
village-panel-short-sword = { $count ->
    [one] Spada
   *[other] Spade
}
village-panel-short-scrolls = { $count ->
    [one] Pergamena
   *[other] Pergamene
}
village-panel-short-crown = { $count ->
    [one] Corona
   *[other] Corone
}
village-panel-short-goblet = { $count ->
    [one] Calice
   *[other] Calici
}
village-panel-short-wild = { $count ->
    [one] Jolly
   *[other] Jolly
}

## Che cosa gioca una mossa (l'anteprima)

# $cards: le carte giocate, "2 Corone del Re e un Jolly" (anche il pulsante Conferma).
village-panel-bribe-with = Corrompi con { $cards }
## Il passo principale (pulsanti)
village-panel-bribe = Corrompi il Drago
village-panel-market = Mercato Nero
village-panel-draw = Pesca una carta
village-panel-draw-last = Pesca (fine partita)
village-panel-refresh = Aggiorna
village-panel-back = Indietro

## I pulsanti del tavolo pubblico (nella lingua della partita)

village-panel-table-draw-last = Pesca (fine partita)
village-panel-table-bribe = Corrompi…
village-panel-table-market = Mercato Nero…

## Il passo della pesca (mazzo vuoto)

village-panel-draw-step = **Il mazzo è vuoto**: se peschi ora, la partita finisce subito.
village-panel-draw-confirm = Pesca e chiudi la partita

## Il passo dell'offerta

village-panel-bribe-step = **Corrompi il Drago**: scegli un tesoro. Giochi tutte le carte di quel tesoro che hai in mano; prima di confermare puoi cambiarne il numero o aggiungere Jolly.
# $preview: che cosa gioca l'offerta e come sposta il segnalino.
village-panel-bribe-preview = **Corrompi il Drago**: { $preview }.
# Un tesoro con cui corrompere: $card il nome e la lettera, $held quante carte ne hai in mano.
village-panel-facts = { $card }: { $held } in mano, ora vale { $value } a carta offerta
village-panel-facts-bribe = { $card }: { $held } in mano, ora vale { $value } a carta offerta; la tua offerta: { $cards }
village-panel-pick-bribe = Scegli un tesoro
village-panel-bribe-placeholder = Tesoro con cui corrompere
village-panel-count-placeholder = Quante carte
village-panel-wilds-placeholder = Con Jolly

## I passi del Mercato Nero

village-panel-market-step = **Mercato Nero**: scegli una bancarella. Paghi il suo costo in carte (almeno una deve essere un tesoro), prendi tutte le carte della bancarella, poi maledici uno dei tesori con cui hai pagato: il suo segnalino scende di una casella per ogni carta pagata. La bancarella da 0 è gratis.
# Dopo una bancarella che non puoi pagare, tra parentesi.
village-panel-cannot-pay = ora non puoi pagarla
village-panel-stall-free-long = Prendi la bancarella da 0: { $cards }
village-panel-stall-free = Prendi gratis: { $cards }
village-panel-stall = Bancarella da { $cost }: { $cards }
# $cards: le carte della bancarella.
village-panel-pay-head = **Mercato Nero, bancarella da { $cost }** ({ $cards })
village-panel-pay-one = { $head }: paga un tesoro; è quello che maledici. Toccandolo compri la bancarella.
village-panel-pay-only = { $head }: l'unico pagamento che puoi fare è { $paid }.
village-panel-pay-pick = { $head }: scegli esattamente { $cards } con cui pagare, almeno una delle quali un tesoro (maledici uno dei tesori che paghi).
village-panel-pay = Paga { $cards }
# La bancarella da 1: paga una carta tesoro e maledici quel tesoro. $gender: quello della carta
# ("maledicila" per una carta femminile, "maledicilo" per una maschile).
village-panel-pay-curse = Paga { $cards }, { $gender ->
    [feminine] maledicila
   *[masculine] maledicilo
}
village-panel-pay-and-curse = Paga e maledici { $card }
village-panel-curse-step = **Mercato Nero, bancarella da { $cost }**: paghi { $paid }. Scegli il tesoro da maledire: toccandolo compri la bancarella.
village-panel-curse = Compra: maledici { $card } −{ $cost }
village-panel-curse-short = Maledici { $card } −{ $cost }

## La mano

village-panel-title = La tua mano · { $game }
village-panel-hand = Carte in mano ({ $count })
village-panel-worth = { $worth } a carta se la tieni
village-panel-worth-wild = { $worth } a carta se la tieni; va in qualsiasi offerta
# $card: il nome breve del tesoro, al plurale ("Corone").
village-panel-worth-joins = { $worth } a carta (va nella tua offerta di { $card })
village-panel-no-cards = nessuna carta
village-panel-bribes = Le tue offerte
village-panel-no-bribes = ancora nessuna offerta
village-panel-if-ended = Se la partita finisse ora
village-panel-footer = Mazzo: { $cards } · solo tu puoi vederlo

## Rifiuti (un tocco che il pannello non può accettare)

village-panel-unreadable = Non è stato possibile leggere la scelta: scegli di nuovo.
village-panel-no-bribe-treasure = Ora non puoi corrompere con quel tesoro: scegline un altro.
village-panel-no-bribe = Ora non puoi corrompere: un'offerta richiede una carta tesoro dalla tua mano (o un Jolly per un'offerta che hai già).
village-panel-no-market = Ora non puoi visitare il Mercato Nero: nessuna bancarella che puoi pagare ha delle carte.
village-panel-no-draw = Ora non puoi pescare: non è il tuo turno.
village-panel-no-stall = Ora non puoi visitare quella bancarella: è vuota, o la tua mano non basta a pagarla. Scegline un'altra.
village-panel-no-treasure = Quel tesoro non è in questa partita: scegline un altro.
village-panel-old-payment = Quel pagamento non è più valido: scegli di nuovo la bancarella.
village-panel-old-choice = Quella scelta non è più valida: scegli di nuovo la bancarella.
village-panel-no-confirm = Prima scegli un tesoro e con quante carte corrompere.
village-panel-unknown-button = Quel pulsante non è di questo pannello: riapri la tua mano.
village-panel-wilds-alone = R-M2: almeno una delle carte che paghi deve essere un tesoro, perché poi maledici uno dei tesori pagati: i Jolly da soli non bastano. Scegli di nuovo.
village-panel-bad-payment = Non puoi pagare con quelle carte: scegli esattamente { $cards } della tua mano, almeno una delle quali un tesoro.
