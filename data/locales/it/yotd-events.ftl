# Nell'Anno del Dragone: cosa dicono ogni mossa e l'evento di ogni mese (bot/games/yotd/adapter/
# events.py). $person è "you" per il "Fatto: …" di chi muove, "they" per il registro, letto dopo
# il nome di chi muove. La carta giocata ($card) è nominata solo al suo proprietario.

yotd-events-you = tu
yotd-events-player = Giocatore { $number }
yotd-events-forced = { $person ->
    [you] È stata giocata la tua unica mossa possibile
   *[they] È stata giocata l'unica mossa possibile di { $name }
}
yotd-events-drafted = { $person ->
    [you] Hai scelto
   *[they] Ha scelto
} { $persons } { $count ->
    [one] per il palazzo { $palaces }
   *[other] per i palazzi { $palaces }
}: { $steps } passi sul tracciato
yotd-events-month = Inizia il mese { $month }: { $event }
yotd-events-fee = {" "}(pagati { $fee } per un gruppo occupato)
yotd-events-action = { $person ->
    [you] Hai preso
   *[they] Ha preso
} { $mark } { $card ->
    [taxes] Tasse: +{ $gain } 💴
    [build] Costruzione: { $gain ->
        [one] 1 piano
       *[other] { $gain } piani
    } da piazzare
    [harvest] Raccolto: +{ $gain } 🍚
    [fireworks] Fuochi d'artificio: +{ $gain } 🎆
    [military] Parata militare: +{ $gain } 👣
   *[research] Ricerca: +{ $gain } ⭐
}{ $fee }
yotd-events-privilege = { $person ->
    [you] Hai comprato
   *[they] Ha comprato
} un privilegio { $size ->
    [large] grande
   *[small] piccolo
} { $marks } per { $cost }{ $fee }
yotd-events-refilled = Nessuna azione: { $same ->
    [yes] { $person ->
        [you] hai tenuto { $after }
       *[they] ha tenuto { $after }
    }
   *[no] yuan riportati da { $before } a { $after }
}
yotd-events-floor = { $person ->
    [you] { $new ->
        [yes] Hai fondato il palazzo { $palace }
       *[no] Hai alzato il palazzo { $palace }
    }
   *[they] { $new ->
        [yes] Ha fondato il palazzo { $palace }
       *[no] Ha alzato il palazzo { $palace }
    }
}{ $left ->
    [0] {""}
    [one] {" "}(resta 1 piano)
   *[other] {" "}(restano { $left } piani)
}
yotd-events-build-stopped = { $person ->
    [you] Hai smesso di costruire
   *[they] Ha smesso di costruire
}: { $count } piani tornano indietro
yotd-events-dead-card = { $person ->
    [you] Hai giocato la carta { $card } a vuoto (non ne restano)
   *[they] Ha giocato la carta { $card } a vuoto (non ne restano)
}
yotd-events-dead-card-public = { $person ->
    [you] Hai giocato una carta persona a vuoto (di quel tipo non ne restano)
   *[they] Ha giocato una carta persona a vuoto (di quel tipo non ne restano)
}
yotd-events-recruited = { $shape ->
    [let-go] Preso { $tile } e subito congedato (palazzi pieni): nessun passo
    [replaced] { $tile } ha sostituito { $replaced } nel palazzo { $palace }: +{ $steps } 👣
   *[joined] { $tile } è entrato nel palazzo { $palace }: +{ $steps } 👣
}{ $own ->
    [yes] {" "}· { $card }
   *[no] {""}
}
yotd-events-seat = { $name }: { $parts }
yotd-events-paid = pagato { $amount }
yotd-events-returned = restituito { $amount }
yotd-events-owes = { $count ->
    [one] deve congedare una persona
   *[other] deve congedare { $count } persone
}
yotd-events-event = { $event }{ $count ->
    [0] { $kind ->
        [peace] : non succede nulla
        [dragon_festival] : nessuno ha fuochi d'artificio
       *[other] : nessuno è colpito
    }
   *[other] : { $parts }
}
yotd-events-released = { $person ->
    [you] Hai congedato { $tile } dal palazzo { $palace }
   *[they] Ha congedato { $tile } dal palazzo { $palace }
}
yotd-events-all-released = { $person ->
    [you] Dovevi congedare tutti: { $count ->
        [one] la tua unica persona
       *[other] tutte le { $count } persone
    } ({ $tiles })
   *[they] { $name } doveva congedare tutti: { $count ->
        [one] la sua unica persona
       *[other] tutte le { $count } persone
    } ({ $tiles })
}
yotd-events-nobody = { $person ->
    [you] Dovevi congedare { $count } persone ma non avevi più nessuno
   *[they] { $name } doveva congedare { $count } persone ma non aveva più nessuno
}
yotd-events-decay-seat = { $name } perde { $floors ->
    [one] un piano
   *[other] { $floors } piani
}{ $fell ->
    [0] {""}
    [one] {" "}(un palazzo è crollato)
   *[other] {" "}({ $fell } palazzi sono crollati)
}
yotd-events-decay = I palazzi vuoti decadono: { $parts }
yotd-events-scored = Punteggio del mese { $month }: { $parts }
yotd-events-final-seat = { $name } +{ $points } ⭐ (persone { $persons }, monaci { $monks }, denaro { $money })
yotd-events-final = Punteggio finale: { $parts }
yotd-events-won = { $count ->
    [one] 🏆 { $winners } vince con { $points } punti
   *[other] 🏆 { $winners } vincono a pari merito con { $points } punti
}
