# Le regole di village in breve (bot/games/village/adapter/text.py: /village rules), con i
# valori del regolamento del server. I nomi delle carte sono in village.ftl (o nel regolamento
# stesso); i termini del gioco in ../GLOSSARY.md. Ogni campo ha al massimo 1024 caratteri.

village-rules-title = Please Don't Burn My Village! — le regole in breve
village-rules-goal = Corrompi il Drago con i tesori, in modo che i tesori delle tue offerte valgano il più possibile quando il mazzo finisce. Nel tuo turno fai **una** sola cosa, poi tocca al giocatore successivo.
village-rules-bribe-heading = Corrompi il Drago
# $wild, $wilds: il nome del Jolly al singolare e al plurale; $order: le bancarelle nell'ordine
# in cui il mercato si rifornisce ("3 → 2 → 1 → 0 → 3 …").
village-rules-bribe = Gioca carte di un solo tipo di tesoro, più tutti i { $wilds } che vuoi. Una nuova offerta richiede almeno un tesoro vero; i { $wilds } da soli possono solo aggiungersi a un'offerta che hai già. Il segnalino del tesoro sale di una casella per ogni carta (i segnalini che scavalca scendono di una). Poi il mercato si rifornisce dal mazzo, { $order }, finché non esce una carta del tuo tipo o un { $wild }. Se il mazzo finisce prima, la partita termina.
village-rules-market-heading = Visita il Mercato Nero
# $costs: i costi delle bancarelle ("3, 2, 1, 0").
village-rules-market = Scegli una bancarella con delle carte (costi { $costs }) e paga esattamente il suo costo con carte della tua mano, almeno una delle quali un tesoro vero. Prendi tutte le sue carte, poi maledici un tipo di tesoro con cui hai pagato: il suo segnalino scende di una casella per ogni carta pagata.
# Detto quando il regolamento ha una bancarella da 0.
village-rules-market-free = La bancarella da 0 è gratis e non maledice nulla.
village-rules-draw-heading = Pesca una carta
village-rules-draw = Prendi la prima carta del mazzo. Pescare da un mazzo vuoto fa finire la partita. Nessun limite di carte in mano.
village-rules-scoring-heading = Punteggio
# $values: i valori del Favore del Drago, dalla casella più bassa; $penalty: quanto costa un
# Jolly rimasto in mano.
village-rules-scoring = I tesori in mano dello stesso tipo delle tue offerte si aggiungono a esse. Ogni offerta vale le sue carte × il valore del suo tesoro (dal basso all'alto: { $values }); ogni tesoro rimasto in mano costa il suo valore, ogni { $wild } in mano costa { $penalty }. Pareggi: vince chi ha più carte nell'offerta del tesoro più in alto, poi in quella subito sotto, e così via.
village-rules-ruleset-heading = Il regolamento di questo server
# `standard`: i tesori (con le loro lettere); le copie di ciascuno; i Jolly per numero di
# giocatori ("8 con 2 giocatori, 12 con 3 giocatori"); le carte date a ogni giocatore.
village-rules-ruleset = `{ $name }`: { $treasures }; { $copies }; { $wilds } in gioco: { $counts }; mano iniziale di { $hand ->
    [one] 1 carta
   *[other] { $hand } carte
}.
village-rules-copies = { $count ->
    [one] 1 copia per tipo
   *[other] { $count } copie per tipo
}
village-rules-copies-vary = vedi il regolamento
village-rules-wilds-for = { $count } con { $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
}
