# Nell'Anno del Dragone: il pannello privato di un posto (bot/games/yotd/adapter/panel.py,
# sheet.py), nella lingua di chi legge. Segni come in yotd-table.ftl.

yotd-panel-refresh = Aggiorna
yotd-panel-back = Indietro
yotd-panel-stale = Quella scelta non è più possibile: il pannello è stato ridisegnato.
yotd-panel-palaces = I tuoi palazzi
yotd-panel-no-palace = nessun palazzo
yotd-panel-you = Tu
yotd-panel-cards = Le tue carte
yotd-panel-cards-value = { $cards } ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
})
yotd-panel-cards-count = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
yotd-panel-groups = I gruppi di questo mese

## La scelta iniziale (Y-S6).

yotd-panel-draft = Scegli le tue prime due persone: due persone giovani di tipi diversi. Ti fanno avanzare del loro valore. Una coppia già presa da altri non è ammessa.
yotd-panel-draft-taken = Coppie già prese: { $pairs }
yotd-panel-draft-pick = Scegli due tipi di persona
yotd-panel-draft-split = Una per palazzo
yotd-panel-draft-together = Entrambe nel palazzo 1
yotd-panel-pair-taken = Qualcuno ha già preso quella coppia: scegline un'altra.

## L'azione (Y-A2…Y-A11).

yotd-panel-action = Scegli una carta azione. Un gruppo che ha già un drago costa { $fee } 💴 (ne hai { $yuan } 💴). Oppure nessuna azione: i tuoi yuan tornano a { $top }.
yotd-panel-deed = { $action } +{ $gain }
yotd-panel-deed-fee = { $action } · { $fee } 💴
yotd-panel-privilege = { $marks } { $name } ({ $cost } 💴)
yotd-panel-confirm = Paga { $fee } 💴: { $action }
yotd-panel-confirm-line = Questo gruppo ha già un drago: { $action } costa { $fee } 💴 in più (ne hai { $yuan } 💴). Tocca di nuovo per pagare, o torna indietro.
yotd-panel-refill = Nessuna azione: torna a { $yuan } 💴

## Costruzione (Y-A6): un piano per tocco.

yotd-panel-build = Costruzione: { $count ->
    [one] un piano
   *[other] { $count } piani
} da piazzare, uno per tocco. Suggerimento: { $plan }.
yotd-panel-plan-raise = palazzo { $palace } a { $floors ->
    [one] 1 piano
   *[other] { $floors } piani
}
yotd-panel-plan-new = un nuovo palazzo { $palace } di { $floors ->
    [one] 1 piano
   *[other] { $floors } piani
}
yotd-panel-plan-join = { $first }{ $more ->
    [0] {""}
   *[other] , poi { $rest }
}
yotd-panel-plan-button = ✅ Suggerito: { $floor }
yotd-panel-raise = 🏯 { $palace } → { $floors }
yotd-panel-found = 🏯 Nuovo palazzo
yotd-panel-build-stop = Smetti di costruire

## Una persona (Y-P1…Y-P6).

yotd-panel-person = Gioca una carta persona: scegli la persona che porta (il suo valore ti fa avanzare sul tracciato; i suoi simboli contano per azioni ed eventi).
yotd-panel-person-pick = Scegli una persona
yotd-panel-with-card = con la tua carta { $card }
yotd-panel-wild-option = 🃏 Jolly: qualsiasi persona…
yotd-panel-wild = Il tuo jolly prende qualsiasi persona: sceglila.
yotd-panel-wild-pick = Scegli la persona per il jolly
yotd-panel-dead-option = { $card }: giocala a vuoto
yotd-panel-dead-hint = non ne resta nessuna: non entra nessuno, non avanzi
yotd-panel-where = Dove va { $person }?
yotd-panel-full = I tuoi palazzi sono pieni. Sostituisci qualcuno: { $person } ti fa avanzare di { $value } passi e chi viene sostituito lascia il gioco. Oppure congeda il nuovo arrivato: non avanzi, non esce nessuno.
yotd-panel-swap = Sostituisci { $person } (palazzo { $palace })
yotd-panel-swap-pick = Scegli chi sostituire
yotd-panel-let-go = Congeda il nuovo arrivato (nessun passo)

## Le perdite dopo un evento (Y-E4…Y-E9).

yotd-panel-owe = { $kind ->
    [imperial_tribute] { $event }: non hai potuto pagare tutto, quindi devi { $count ->
        [one] congedare una persona
       *[other] congedare { $count } persone
    } (una per yuan mancante).
    [drought] { $event }: devi { $count ->
        [one] congedare una persona
       *[other] congedare { $count } persone, una da ogni palazzo senza riso
    }.
    [mongol_invasion] { $event }: hai meno elmi di tutti, quindi devi { $count ->
        [one] congedare una persona
       *[other] congedare { $count } persone
    }.
   *[contagion] { $event }: devi { $count ->
        [one] congedare una persona
       *[other] congedare { $count } persone
    } (il pedaggio dell'epidemia meno i tuoi mortai).
} Tocca la persona da congedare.
yotd-panel-owe-used = Già congedata dal palazzo { $palaces }.
yotd-panel-release = Congeda { $person } (palazzo { $palace })
yotd-panel-release-pick = Scegli la persona da congedare
