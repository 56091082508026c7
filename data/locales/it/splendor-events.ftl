# Splendor: che cosa ha fatto una mossa. Usato da bot/games/splendor/adapter/events.py: "Fatto:
# …" a chi ha mosso, e la riga del registro di una mossa nel canale (dopo il nome di chi ha
# mosso: "@Ann: Ha preso …"). I termini del gioco sono in ../GLOSSARY.md (gettone, gemma, oro,
# banca, carta sviluppo, livello, bonus, nobile, punti prestigio, riservare, alla cieca); le
# parole piccole (carte, nobili, punti) vengono da splendor.ftl.
#
# $person: "you" quando legge chi ha mosso ("Fatto: Hai preso …", seconda persona), "they" nel
# registro del canale e per ogni altro giocatore ("@Ann: Ha preso …", terza persona).
# I gettoni sono simboli e numeri, uguali in ogni lingua: $tokens, $paid, $gold ("⚪1 🔵1 🟩1",
# "⭐1"). $card è una carta sviluppo ("❤️ livello 2 · 1 punto"), $noble un nobile ("👑 3 punti ·
# ⚪3 🔵3 🟩3"), $points i punti prestigio con la loro parola ("15 punti"). $level (da 1 a 3)
# arriva come testo; $count come numero.
# Ogni messaggio è una frase senza punto finale: lo aggiunge il codice.

# Un posto senza nome da mostrare: $number da 1.
splendor-events-player = Giocatore { $number }

## Che cosa ha fatto una mossa

# Gettoni gemma presi dalla banca: 3 di colori diversi, o 2 dello stesso colore.
splendor-events-took = { $person ->
    [you] Hai preso { $tokens }
   *[they] Ha preso { $tokens }
}
# Una carta scoperta riservata. $count: i gettoni oro presi con essa (1, o 0 se nella banca
# l'oro era finito); $gold: quei gettoni ("⭐1").
splendor-events-reserved = { $count ->
    [0] { $person ->
        [you] Hai riservato { $card } (l'oro è finito)
       *[they] Ha riservato { $card } (l'oro è finito)
    }
   *[other] { $person ->
        [you] Hai riservato { $card } e hai preso { $gold }
       *[they] Ha riservato { $card } e ha preso { $gold }
    }
}
# Una carta riservata alla cieca (la prima di un mazzo, senza vederla), come la legge chi l'ha
# riservata: solo lui sa quale carta è.
splendor-events-reserved-blind = { $count ->
    [0] Hai riservato alla cieca { $card } (l'oro è finito)
   *[other] Hai riservato alla cieca { $card } e hai preso { $gold }
}
# La stessa riserva come la leggono tutti gli altri (il canale, gli altri giocatori): solo il
# livello.
splendor-events-reserved-hidden = { $count ->
    [0] Ha riservato alla cieca una carta di livello { $level } (l'oro è finito)
   *[other] Ha riservato alla cieca una carta di livello { $level } e ha preso { $gold }
}
# Una carta scoperta comprata. $price: "paid" ($paid: i gettoni pagati, oro compreso) o "free"
# (i bonus del giocatore coprivano tutto il costo).
splendor-events-bought = { $price ->
    [free] { $person ->
        [you] Hai comprato { $card } gratis, grazie ai tuoi bonus
       *[they] Ha comprato { $card } gratis, grazie ai suoi bonus
    }
   *[paid] { $person ->
        [you] Hai comprato { $card } e hai pagato { $paid }
       *[they] Ha comprato { $card } e ha pagato { $paid }
    }
}
# Lo stesso, per una carta che il giocatore aveva riservato.
splendor-events-bought-reserved = { $price ->
    [free] { $person ->
        [you] Hai comprato { $card } dalle tue carte riservate, gratis grazie ai tuoi bonus
       *[they] Ha comprato { $card } dalle sue carte riservate, gratis grazie ai suoi bonus
    }
   *[paid] { $person ->
        [you] Hai comprato { $card } dalle tue carte riservate e hai pagato { $paid }
       *[they] Ha comprato { $card } dalle sue carte riservate e ha pagato { $paid }
    }
}
# Uno spazio scoperto riempito di nuovo dal suo mazzo dopo un acquisto o una riserva, come
# parte di frase (segue l'acquisto: "Hai comprato …; nuova carta scoperta: 🟩 livello 2 · 1
# punto"; da sola, la sua prima lettera diventa maiuscola).
splendor-events-refilled = nuova carta scoperta: { $card }
# Lo stesso, quando il mazzo di quel livello è vuoto.
splendor-events-space-empty = lo spazio di livello { $level } resta vuoto
# Un acquisto o una riserva ($move) e lo spazio riempito ($refill) in una frase.
splendor-events-and-refill = { $move }; { $refill }
# Il giocatore ha $count gettoni oltre il limite e li restituisce nello stesso turno.
splendor-events-must-return = { $person ->
    [you] { $count ->
        [one] Hai 1 gettone oltre il limite: restituiscilo
       *[other] Hai { $count } gettoni oltre il limite: restituiscili
    }
   *[they] { $count ->
        [one] Ha 1 gettone oltre il limite e ora lo restituisce
       *[other] Ha { $count } gettoni oltre il limite e ora li restituisce
    }
}
# Gettoni resi alla banca (fino al limite).
splendor-events-returned = { $person ->
    [you] Hai restituito { $tokens }
   *[they] Ha restituito { $tokens }
}
# Più nobili possono fare visita; il giocatore ne sceglie uno. $nobles: i nobili, uniti da "o".
splendor-events-must-choose-noble = { $person ->
    [you] Scegli il nobile che ti fa visita: { $nobles }
   *[they] Deve scegliere il nobile da cui ricevere la visita: { $nobles }
}
# Un nobile ha fatto visita al giocatore alla fine del turno (gli dà i suoi punti).
splendor-events-noble-visited = { $person ->
    [you] Il nobile { $noble } ti ha fatto visita
   *[they] Ha ricevuto la visita del nobile { $noble }
}
# Il giocatore non aveva mosse possibili.
splendor-events-passed = { $person ->
    [you] Hai passato: nessuna mossa era possibile
   *[they] Ha passato: nessuna mossa era possibile
}
# $name ha raggiunto l'obiettivo ($points): si gioca il giro fino alla fine, poi la partita
# finisce. $name è chi ha mosso (dopo il suo stesso nome nel registro: "@Ann: … @Ann ha
# raggiunto …").
splendor-events-last-round = { $person ->
    [you] Hai raggiunto { $points }: si completa il giro, poi la partita finisce
   *[they] { $name } ha raggiunto { $points }: si completa il giro, poi la partita finisce
}

## La fine

# Un vincitore ($winners: un nome) con $points. $tie: "cards" quando altri avevano gli stessi
# punti e il vincitore ha vinto con meno carte sviluppo, altrimenti "none".
splendor-events-game-won = La partita è finita: vince { $winners } con { $points }{ $tie ->
    [cards] {", a pari punti ma con meno carte sviluppo"}
   *[none] {""}
}
# Più giocatori condividono la vittoria ($winners: due nomi o più), con gli stessi punti e le
# stesse carte sviluppo; $tie come sopra (altri avevano gli stessi punti ma più carte).
splendor-events-game-shared = La partita è finita: { $winners } vincono a pari merito con { $points }{ $tie ->
    [cards] {", a pari punti ma con meno carte sviluppo"}
   *[none] {""}
}
