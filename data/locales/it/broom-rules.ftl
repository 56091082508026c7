# Broom Service: le regole in breve, con i valori di un insieme di regole.

broom-rules-title = Broom Service: le regole in breve
broom-rules-goal = { $rounds } round. Consegna pozioni alle torri e incanta via le nuvole: vince chi ha più PV (si parte con { $vp }).
broom-rules-pick-heading = La scelta
broom-rules-pick = A ogni round ognuno sceglie in segreto { $count } dei suoi 10 ruoli. Nessuno li vede prima che siano giocati.
broom-rules-turn-heading = Un turno
broom-rules-turn = Chi inizia gioca un ruolo, coraggioso o codardo. Poi, in ordine, chi ha lo stesso ruolo deve giocarlo (gli altri passano). Il codardo agisce subito, poco. Il coraggioso aspetta: l'ultimo coraggioso fa l'azione grande, i coraggiosi precedenti non hanno nulla. L'ultimo coraggioso inizia il turno seguente.
broom-rules-roles-heading = I ruoli
broom-rules-role = { $kind ->
    [gatherer] coraggiosa: 2 pozioni del suo colore e una bacchetta; codarda: 1 pozione
    [witch] fa volare una pedina in una regione vicina del suo paesaggio; coraggiosa: poi consegna una pozione a una torre lì
    [druid] consegna una pozione da dove sta una pedina; coraggioso: +{ $bonus }⭐ se consegni
   *[weather_fairy] paga bacchette per incantare una nuvola vicino a una pedina; coraggiosa: +{ $bonus }⭐ se incanti
}
broom-rules-bewitched-heading = Ruoli stregati
broom-rules-bewitched = Con meno di 5 giocatori alcuni ruoli sono stregati a ogni round: giocarne uno costa { $vp }⭐.
broom-rules-board-heading = Il tabellone
broom-rules-board = { $board }, con { $towers } torri: una torre rotonda accetta una pozione in tutta la partita, una quadrata quante se ne vuole. Le nuvole bloccano le regioni che coprono. Il tabellone, le sue nuvole, la tabella dei fulmini e alcuni valori degli eventi sono un progetto di Hoard: quelli stampati non sono mai stati pubblicati.
broom-rules-board-printed = { $board }, con { $towers } torri: una torre rotonda accetta una pozione in tutta la partita, una quadrata quante se ne vuole. Le nuvole bloccano le regioni che coprono. Il tabellone è quello stampato, fornito da questo server; ciò che il server non ha fornito (le nuvole, la tabella dei fulmini, alcuni valori degli eventi) è un progetto di Hoard.
broom-rules-events-heading = Gli eventi (7, uno per round)
broom-rules-event = { $event ->
    [more_or_less] scegli da 1 a 5 ruoli invece di 4; meno ruoli, più PV
    [black_market] chi gioca codardo può prendere 3⭐ invece dell'azione
    [black_distillery] chi gioca codardo può prendere una risorsa invece dell'azione
    [brave_heart] chi inizia un turno deve essere coraggioso
    [perilous_places] le pedine in boschi e praterie perdono PV a fine round
    [protected_places] le pedine in boschi e praterie guadagnano PV a fine round
    [upper_hand] il pugno di risorse più grande vince PV e viene ceduto
    [empty_handed] perdi PV per ogni tipo di risorsa che non hai
    [the_works] consegna una risorsa di ogni tipo per PV
   *[flock_together] due pedine nello stesso paesaggio guadagnano PV
}
broom-rules-end-heading = La fine
broom-rules-end = Dopo l'ultimo round: PV per i fulmini sulle nuvole incantate, { $four }⭐ per ogni set di 4 risorse diverse e { $three }⭐ per ogni set di 3.
