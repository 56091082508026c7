# Nell'Anno del Dragone: la scheda delle regole, con i valori del regolamento della partita
# (bot/games/yotd/adapter/rules.py). I sì/no arrivano come "yes" o "no".

yotd-rules-title = Nell'Anno del Dragone · le regole in breve
yotd-rules-goal = Per { $months } mesi, tieni in vita la tua corte tra siccità, tributi, invasioni ed epidemie. Ogni mese: scegli un'azione, poi porta una persona nei tuoi palazzi; poi colpisce l'evento del mese, i palazzi vuoti decadono e tutti fanno punti. Vince chi ha più punti dopo il punteggio finale.
yotd-rules-start-heading = Inizio e scelta iniziale
yotd-rules-start = Ognuno comincia con { $yuan } 💴 e { $palaces } palazzi di { $floors } piani. A turno ({ $first ->
    [first_seat] prima il posto 1
   *[random] un primo giocatore estratto a sorte
}), ognuno prende due persone giovani di tipi diversi (mai la stessa coppia due volte) e le mette { $placement ->
    [split] una per palazzo
   *[free] nei suoi palazzi
}. L'ordine di turno segue il tracciato delle persone: prima chi è più avanti; sulla stessa casella, l'ultimo arrivato.
yotd-rules-action-heading = Azioni
yotd-rules-action = Le 7 carte azione sono divise in gruppi. Prendi una carta: un gruppo che ha già un drago costa { $fee } 💴. Tasse, Costruzione, Raccolto, Fuochi d'artificio, Parata militare e Ricerca danno 1 (Tasse 2) più 1 per simbolo delle tue persone corrispondenti. Privilegio: piccolo per { $small } 💴 (🐉), grande per { $large } 💴 (🐉🐉). Oppure nessuna azione: i tuoi yuan tornano a { $top }. { $all ->
    [yes] Ogni piano di una Costruzione va piazzato.
   *[no] Puoi smettere di costruire e rendere i piani.
}
yotd-rules-person-heading = Persone
yotd-rules-person = Mesi da 1 a 11: gioca una delle tue 11 carte (una per tipo, 2 jolly) e prendi una persona giovane o anziana di quel tipo; il suo valore ti fa avanzare sul tracciato. Un palazzo ospita una persona per piano, fino a { $floors } piani. Palazzi pieni: sostituisci qualcuno o congeda il nuovo arrivato. Una carta il cui tipo è esaurito si gioca a vuoto{ $waste ->
    [yes] ; anche un jolly si può giocare a vuoto
   *[no] {""}
}.
yotd-rules-events-heading = Eventi
yotd-rules-event = { $event }: { $kind ->
    [peace] non succede nulla.
    [imperial_tribute] paga { $tribute } 💴; congeda una persona per ogni yuan mancante.
    [drought] paga 1 🍚 per palazzo abitato; congeda una persona da ogni palazzo senza riso.
    [dragon_festival] più fuochi d'artificio +{ $first } ⭐, i secondi +{ $second } ⭐; chi segna restituisce metà dei fuochi.
    [mongol_invasion] +1 ⭐ per elmo; chi ha meno elmi congeda una persona.
   *[contagion] congeda { $contagion } persone, 1 in meno per mortaio.
}
yotd-rules-month-heading = Fine di ogni mese
yotd-rules-month = Un palazzo vuoto perde un piano (un palazzo di 1 piano scompare). Poi 1 ⭐ per palazzo, 1 per Dama di corte e 1 per drago dei privilegi.
yotd-rules-end-heading = Punteggio finale
yotd-rules-end = { $person } ⭐ per persona, i buddha di ogni monaco × i piani del suo palazzo, e 1 ⭐ ogni { $rate } 💴 (riso e fuochi d'artificio venduti a { $sell } 💴 l'uno). Pareggi: { $tie ->
    [track_space] chi è più avanti sul tracciato; sulla stessa casella si vince insieme
   *[track_order] chi è più avanti sul tracciato, poi il segnalino in cima
}.
yotd-rules-persons-heading = Le persone
yotd-rules-ability = { $type ->
    [craftsman] +1 piano per martello nella Costruzione
    [court_lady] +1 ⭐ per ventaglio ogni mese
    [pyrotechnist] +1 🎆 per razzo nei Fuochi d'artificio
    [tax_collector] +1 💴 per moneta nelle Tasse
    [warrior] +1 👣 per elmo nella Parata militare; Invasione mongola
    [monk] punteggio finale: buddha × piani
    [healer] 1 perdita in meno per mortaio in un'Epidemia
    [farmer] +1 🍚 per sacco nel Raccolto
   *[scholar] +1 ⭐ per libro nella Ricerca
}
yotd-rules-ruleset-heading = Regolamento
yotd-rules-ruleset = { $name } · carte giocate { $public ->
    [yes] pubbliche
   *[no] nascoste
} · mani { $open ->
    [yes] scoperte
   *[no] private
}
yotd-rules-marks-heading = Come si legge una persona
yotd-rules-marks = Ogni persona mostra il suo segno, il nome, l'età (gli anziani lo dicono), i passi che ti fa fare e i suoi simboli: { $example }.
