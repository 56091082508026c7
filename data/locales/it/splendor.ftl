# Splendor su Discord: il tavolo, il pannello della mano e la scheda delle regole
# (bot/games/splendor/adapter/). I termini del gioco: ../GLOSSARY.md.
# Termini: token = gettone (m., la fiche presa dalla banca), gem = gemma (f., il suo colore),
# gold = oro, development card = carta sviluppo, noble = nobile, bank = banca, level = livello,
# bonus = bonus (m., invariabile), reserve = riservare, take = prendere, return = restituire,
# pass = passare, last round = ultimo giro.
# Le gemme si scrivono come segni e numeri ("⚪2 🔵1 ⭐1": bianco, blu, verde, rosso, nero, oro),
# uguali in ogni lingua; $gem è l'id di un colore (white, blue, green, red, black, gold).
# Numeri di livello, di posto, di partita e di turno arrivano come testo; i conteggi ($count,
# $points) come numeri, per i plurali.

## Parole comuni a tavolo, pannello e registro.

# Un elenco vuoto: di gettoni o gemme, ma anche di carte riservate e di nobili (per questo
# "niente", che non si accorda con nessun genere).
splendor-none = niente
# Il nome di un colore in una frase, dopo il suo segno: il colore come sostantivo (maschile
# singolare, "il rosso"), che non si accorda con gettoni o gemme.
splendor-gem = { $gem ->
    [white] bianco
    [blue] blu
    [green] verde
    [red] rosso
    [black] nero
   *[gold] oro
}
# Il nome di un colore su un pulsante (maiuscolo), dopo il suo segno: "❤️ Rosso".
splendor-gem-label = { $gem ->
    [white] Bianco
    [blue] Blu
    [green] Verde
    [red] Rosso
    [black] Nero
   *[gold] Oro
}
# Punti prestigio.
splendor-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
# Una carta sviluppo: il segno del suo bonus, il suo livello (da 1 a 3) e i suoi punti prestigio.
splendor-card = { $mark } livello { $level }{ $points ->
    [0] {""}
    [one] {" · "}{ $points } punto
   *[other] {" · "}{ $points } punti
}
# Il piazzamento finale: 1º, 2º, 3º, 4º (al massimo 4 giocatori).
splendor-place = { $rank }º
# Qualcuno ha raggiunto l'obiettivo ($points): si completa il giro, poi la partita finisce.
splendor-last-round = ⏳ Qualcuno ha raggiunto { $points } punti: questo è l'ultimo giro.
# Cosa succede a un posto quando il tempo scade. Una proposizione indipendente (indicativo):
# si legge dopo "poi" sul tavolo e dopo il tempo rimasto in un promemoria.
splendor-timeout = il bot fa per te la prima mossa consentita dalle regole (prendere gettoni, se ne restano)

## Il tavolo pubblico (nella lingua della partita).

splendor-table-to-play = ▶ Tocca a { $player }.
# Chi deve muovere ha troppi gettoni e ne sta restituendo alcuni.
splendor-table-returning = Sta restituendo { $count ->
    [one] un gettone
   *[other] { $count } gettoni
} (ne ha troppi).
splendor-table-choosing-noble = Più nobili possono fare visita: ne sta scegliendo uno.
splendor-table-goal = Si gioca fino a { $points } punti, poi si completa il giro.
# $when: un orario di Discord, che Discord scrive nella lingua di chi legge ("tra 2 ore");
# $then: splendor-timeout.
splendor-table-deadline = Il tempo scade { $when }: poi { $then }.
# Il contenuto del messaggio: menziona chi deve muovere.
splendor-table-ping = { $player }, tocca a te nella partita #{ $game }.
splendor-table-bots = Partita #{ $game }: sta giocando un bot.
splendor-table-over = La partita #{ $game } è finita: { $players }
splendor-table-won = { $count ->
    [one] 🏆 { $players } vince con { $points } punti.
   *[other] 🏆 { $players } condividono la vittoria con { $points } punti.
}
# "Mostra la mia mano" è il pulsante del tavolo (table-show-hand).
splendor-table-footer = Turno { $turn } · tocca Mostra la mia mano per giocare
# A finished game's footer, instead of the turn and the way to play.
splendor-table-footer-over = Partita finita · il tavolo è definitivo
# Il titolo di un campo: un livello delle carte scoperte e le carte rimaste nel suo mazzo.
splendor-level = Livello { $level } · { $deck ->
    [one] 1 carta nel mazzo
   *[other] { $deck } carte nel mazzo
}
# Uno spazio delle carte scoperte rimasto vuoto (il suo mazzo è finito).
splendor-empty-space = — vuoto —
splendor-nobles = Nobili
splendor-bank = Banca
splendor-seat = Posto { $seat }
splendor-seat-to-play = ▶ di turno
splendor-seat-away = assente
# La riga di un giocatore: $points è splendor-points; $tokens e $bonuses segni e numeri;
# $count i gettoni posseduti, $cards le carte comprate, $reserved e $nobles dei conteggi.
# A card reserved blind from a deck, as the others see it: only its level ($level) is public.
splendor-reserved-unseen = una carta di livello { $level }, riservata coperta
splendor-seat-value = { $player } · **{ $points }**
    Gettoni { $tokens } ({ $count }/{ $limit }) · Bonus { $bonuses }
    { $cards ->
        [one] 1 carta
       *[other] { $cards } carte
    } · { $reserved ->
        [one] { $reserved } riservata
       *[other] { $reserved } riservate
    } · { $nobles ->
        [one] 1 nobile
       *[other] { $nobles } nobili
    }

## Il pannello privato di un posto (nella lingua di chi legge).

splendor-panel-refresh = Aggiorna
# Un pulsante: cancella la mossa a metà (gemme scelte, gettoni da restituire, pagamento).
splendor-panel-clear = Ricomincia
splendor-panel-pass = Passa (nessuna mossa)
# Rifiuto: il tocco non vale più nella posizione (un pannello vecchio, una mossa già fatta).
splendor-panel-stale = Quella scelta non è più possibile: ora il pannello è aggiornato.
# La prima riga del pannello al turno del giocatore: $count è di quante gemme diverse è una presa.
splendor-panel-your-turn = ▶ È il tuo turno: tocca { $count ->
    [one] una gemma per prenderla
   *[other] { $count } gemme di colori diversi
}, oppure compra o riserva una carta qui sotto.
# Le gemme scelte finora per una presa ($gems: "❤️ Rosso ⚪ Bianco"), $count quante ne mancano.
splendor-panel-picked = Stai prendendo { $gems }: tocca { $count ->
    [one] ancora una gemma di un altro colore
   *[other] altre { $count } gemme di altri colori
}.
# Un pulsante di una gemma: $gem è il suo segno e il suo nome ("❤️ Rosso").
splendor-panel-take-two = { $gem } ×2: prendine due
splendor-panel-unpick = ✓ { $gem } (tocca per togliere)
splendor-panel-take-last = { $gem }: prendi
splendor-panel-stuck = ▶ È il tuo turno, ma non hai mosse possibili: passa.
splendor-panel-return = ▶ Hai più di { $limit } gettoni: tocca { $count ->
    [one] il gettone da restituire
   *[other] uno alla volta i { $count } gettoni da restituire
}.
splendor-panel-returning = ▶ Finora { $chosen } su { $count ->
    [one] 1 gettone
   *[other] { $count } gettoni
} da restituire: continua a toccare.
# Un pulsante per restituire: il colore e quanti se ne hanno ancora.
splendor-panel-give = Restituisci { $gem } (hai { $count })
splendor-panel-choose-noble = ▶ { $count } nobili possono farti visita: scegline uno.
splendor-panel-paying = ▶ Stai comprando { $card }: scegli qui sotto come pagare.
# Il menu per comprare: $count le carte che il giocatore può pagare.
splendor-panel-buy = 💰 Compra una carta (ne puoi pagare { $count })
splendor-panel-buy-option = Compra { $card }
splendor-panel-buy-reserved = Compra dalle riservate: { $card }
# Quanto costa una carta dopo i bonus del giocatore ($tokens segni e numeri, l'oro ⭐ per ultimo).
splendor-panel-pay = paghi { $tokens }
splendor-panel-free = gratis con i tuoi bonus
splendor-panel-how-to-pay = Come vuoi pagare { $card }?
splendor-panel-reserve = 📌 Riserva una carta (+⭐1 oro)
splendor-panel-reserve-no-gold = 📌 Riserva una carta (l'oro è finito)
splendor-panel-reserve-blind = Prima carta del mazzo di livello { $level } (alla cieca)
splendor-panel-reserve-blind-hint = La vedrai solo tu
splendor-panel-tokens = I tuoi gettoni · { $count }/{ $limit }
splendor-panel-bonuses = I tuoi bonus
splendor-panel-points = I tuoi punti
splendor-panel-points-value = **{ $points }** · { $nobles ->
    [one] 1 nobile
   *[other] { $nobles } nobili
}
splendor-panel-reserved = Riservate · { $count }/{ $limit }
# Accanto a una carta riservata alla cieca da un mazzo: gli altri non la conoscono.
splendor-panel-blind = segreta
splendor-panel-from-reserve = riservata
splendor-panel-can-buy = Puoi comprare · { $count }
splendor-panel-can-buy-none = Niente per ora: prendi gemme o riserva una carta.
splendor-panel-footer = Banca: { $bank }
# Refusal: a select's value the panel never offers (forged, unreadable).
splendor-panel-unreadable = Non riesco a leggere quella scelta: usa i pulsanti e gli elenchi del pannello.
# The payment select when a card can be paid in more ways than one list holds: first the
# gold to use ($card: the card).
splendor-panel-how-much-gold = Quanto oro vuoi usare per { $card }?
# An amount of gold ($gold, a number) and how many ways of paying use it ($count, 2 or more).
splendor-panel-pay-gold = Usa ⭐{ $gold } d'oro ({ $count } modi di pagare)
# After an amount of gold: the other ways of paying with it ($count left on the next page).
splendor-panel-pay-more = Altri modi con quest'oro ({ $count })
# Back to the amounts of gold.
splendor-panel-pay-back = ↩ Un'altra quantità d'oro
