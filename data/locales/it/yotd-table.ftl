# Nell'Anno del Dragone su Discord: il tavolo pubblico e i nomi che pannello, registro e scheda
# delle regole condividono (bot/games/yotd/adapter/). I segni (emoji) sono uguali in ogni
# lingua: persone 🔨 👘 🚀 💰 🪖 🧘 🩺 🌾 📖 (jolly 🃏), yuan 💴, riso 🍚, fuochi d'artificio 🎆,
# punti ⭐, tracciato delle persone 👣, draghi dei privilegi 🐉. Gli id arrivano come $type,
# $card, $event, $age, $step.

## Nomi comuni a tavolo, pannello, registro e regole.

yotd-table-tile-facts = { $tile } · { $value ->
    [one] { $value } passo
   *[other] { $value } passi
} · { $symbols }
yotd-table-empty = vuoto
yotd-table-palace = 🏯{ $number } · { $floors ->
    [one] 1 piano
   *[other] { $floors } piani
}: { $persons }
yotd-table-privileges = 🐉 { $small ->
    [0] { $large ->
        [0] nessuno
       *[other] { $large } grandi
    }
   *[other] { $small } piccoli{ $large ->
        [0] {""}
       *[other] , { $large } grandi
    }
}
yotd-timeout = si fa per te la mossa più mite (nessuna azione: yuan riportati al minimo; altrove la scelta più economica)

## Il tavolo pubblico (la lingua della partita).

yotd-table-player = { $yuan } · { $rice } · { $fireworks } · { $privileges } · { $points } · { $track } · { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
yotd-table-group = { $number } · { $cards } — { $count ->
    [0] libero
   *[other] 🐉 { $dragons }
}
yotd-table-month = Mese { $month } di 12 · { $step ->
    [draft] la scelta iniziale
    [action] azioni
    [build] costruzione
    [recruit] persone
    [release] le perdite dell'evento
   *[other] la fine
}
yotd-table-deciding = { $player } { $step ->
    [draft] sceglie due persone
    [action] sceglie un'azione
    [recruit] gioca una carta persona
   *[other] decide
}
yotd-table-building = { $player } piazza { $count ->
    [one] un piano
   *[other] { $count } piani
}
yotd-table-releasing = { $player } congeda { $count ->
    [one] una persona
   *[other] { $count } persone
} ({ $event })
yotd-table-deadline = Il tempo scade { $when }: poi { $then }.
yotd-table-ping = { $player }, tocca a te nella partita #{ $game }.
yotd-table-bots = Partita #{ $game }: sta giocando un bot.
yotd-table-over = La partita #{ $game } è finita: { $players }
yotd-table-won = { $count ->
    [one] 🏆 { $players } vince con { $points } punti.
   *[other] 🏆 { $players } vincono a pari merito con { $points } punti.
}
yotd-table-year = L'anno
yotd-table-groups = Azioni del mese { $month }
yotd-table-track = Tracciato delle persone (ordine di turno)
yotd-table-seat = Posto { $seat }
yotd-table-to-decide = ▶ deve decidere
yotd-table-away = assente
yotd-table-final = finale: persone { $persons }, monaci { $monks }, denaro { $money }
yotd-table-no-palace = nessun palazzo
yotd-table-footer = Mese { $month } · tocca Mostra la mia mano per giocare
yotd-table-footer-over = Partita finita · il tavolo è definitivo
