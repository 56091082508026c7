# Le regole di Splendor in breve (bot/games/splendor/adapter/rules.py: /splendor rules e il
# pulsante Regole del tavolo), con i valori del regolamento del server. I termini del gioco
# sono in ../GLOSSARY.md (gettone, gemma, oro, banca, carta sviluppo, livello, bonus, nobile,
# punti prestigio, riservare, alla cieca); colori delle gemme, carte e punti vengono da
# splendor.ftl. Ogni campo ha al massimo 1024 caratteri, l'obiettivo al massimo 4096.
# $target arriva come testo; i conteggi ($count, $extra, $gold, $faceup, $players) come numeri.

splendor-rules-title = Splendor — le regole in breve
# $target: i punti prestigio che fanno finire la partita.
splendor-rules-goal = Raccogli gettoni gemma, usali per comprare carte sviluppo e guadagna punti prestigio. Ogni carta comprata dà un bonus: una gemma del suo colore che paga per sempre una parte di ogni carta successiva. Chi arriva a **{ $target }** punti fa finire la partita alla fine del giro. Nel tuo turno fai **una** delle quattro azioni qui sotto.
splendor-rules-take-three-heading = 1. Prendi 3 gemme
splendor-rules-take-three = Prendi dalla banca 3 gettoni di 3 colori diversi. L'oro non si prende così: arriva con una riserva.
# Detto quando il regolamento permette di prenderne meno (take_fewer).
splendor-rules-take-fewer = Se nella banca restano meno di 3 colori, prendi un gettone di ogni colore rimasto.
splendor-rules-take-two-heading = 2. Prendi 2 gemme dello stesso colore
# $count: i gettoni che la pila deve contenere prima di prendere (take_two_min).
splendor-rules-take-two = Prendi 2 gettoni dello stesso colore, solo da una pila che ne contiene almeno { $count }.
splendor-rules-reserve-heading = 3. Riserva una carta
# $count: le carte riservate che un giocatore può tenere (reserve_limit; 0: niente riserve).
splendor-rules-reserve = { $count ->
    [0] Questo regolamento non permette di riservare carte.
    [one] Prendi in mano una carta scoperta, o la prima carta del mazzo di un livello senza guardarla (la vedi solo tu, gli altri ne vedono il livello). Prendi anche 1 oro, se nella banca ce n'è. Puoi tenere al massimo 1 carta riservata; resta tua finché non la compri.
   *[other] Prendi in mano una carta scoperta, o la prima carta del mazzo di un livello senza guardarla (la vedi solo tu, gli altri ne vedono il livello). Prendi anche 1 oro, se nella banca ce n'è. Puoi tenere al massimo { $count } carte riservate; restano tue finché non le compri.
}
splendor-rules-buy-heading = 4. Compra una carta
# $anytime: "yes" quando l'oro può sostituire anche un colore che il giocatore ha
# (gold_anytime), "no" quando l'oro paga solo ciò che i suoi gettoni non coprono.
splendor-rules-buy = Compra una carta scoperta o una che hai riservato. Il suo costo, meno i tuoi bonus colore per colore, si paga in gettoni, che tornano alla banca; l'oro sostituisce qualsiasi colore{ $anytime ->
    [yes] {", anche uno che possiedi"}.
   *[no] {", solo per ciò che i tuoi gettoni di quel colore non coprono"}.
} Il bonus e i punti della carta restano tuoi per sempre. Una carta scoperta presa (comprata o riservata) viene sostituita dal suo mazzo.
splendor-rules-limit-heading = Limite di gettoni
# $count: i gettoni che un giocatore può tenere alla fine del turno (token_limit).
splendor-rules-limit = Alla fine del tuo turno puoi tenere al massimo { $count } gettoni, oro compreso: restituisci quelli in più, a tua scelta.
splendor-rules-nobles-heading = Nobili
# $extra: quanti nobili in più rispetto ai giocatori sono sul tavolo (extra_nobles).
splendor-rules-nobles = { $extra ->
    [0] Sul tavolo ci sono tanti nobili quanti sono i giocatori.
    [one] Sul tavolo c'è un nobile in più rispetto ai giocatori.
   *[other] Sul tavolo ci sono { $extra } nobili in più rispetto ai giocatori.
} Alla fine del tuo turno, un nobile di cui hai i bonus ti fa visita e ti dà i suoi punti: non è un'azione e non si può rifiutare. Un solo nobile per turno; se più nobili possono farti visita, scegli tu.
splendor-rules-end-heading = Fine e pareggi
# $target: i punti che fanno finire la partita; $tie: come si risolve un pareggio dopo le carte
# (tie: "share").
splendor-rules-end = Quando un giocatore arriva a { $target } punti si completa il giro, così che tutti abbiano giocato lo stesso numero di turni; poi vince chi ha più punti. A pari punti vince chi ha meno carte sviluppo; { $tie ->
   *[share] chi è ancora pari vince a pari merito.
} Chi non ha mosse possibili passa; se tutti passano per un giro intero, la partita finisce.
splendor-rules-ruleset-heading = Il regolamento di questo server
# `standard`: i gettoni di ogni gemma nella banca per numero di giocatori ($bank: un elenco di
# splendor-rules-gems-for), i gettoni oro, le carte scoperte per livello, chi gioca per primo
# ($first: "random" o "first_seat").
splendor-rules-ruleset = `{ $name }`: nella banca, di ogni gemma, { $bank }; { $gold ->
    [one] 1 gettone oro
   *[other] { $gold } gettoni oro
}; { $faceup ->
    [one] 1 carta scoperta
   *[other] { $faceup } carte scoperte
} per livello; { $first ->
    [first_seat] gioca per primo il posto 1.
   *[random] il primo giocatore è estratto a sorte.
}
# Una voce dell'elenco della banca: $count gettoni di ogni gemma con $players giocatori.
splendor-rules-gems-for = { $count ->
    [one] 1 gettone
   *[other] { $count } gettoni
} con { $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
}
splendor-rules-marks-heading = Simboli delle gemme
# $marks: ogni simbolo con il nome del suo colore ("⚪ bianco · 🔵 blu · …"); $card: una carta
# come la scrivono il tavolo e il registro ("❤️ livello 2 · 1 punto · ⚪3 🟩2").
splendor-rules-marks = { $marks }. Una carta si scrive con il suo bonus, livello, punti e costo: { $card }.
