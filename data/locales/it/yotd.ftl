# Nell'Anno del Dragone: i nomi che ogni parte del gioco condivide (persone, tessere, carte,
# azioni, eventi, risorse). Li usano pannello, tavolo, eventi, scheda delle regole e immagini.
# Termini: ../GLOSSARY.md (i nomi dal riassunto italiano delle regole).

## Persons: $type is a person type id (craftsman, court_lady, pyrotechnist, tax_collector,
## warrior, monk, healer, farmer, scholar), $tile a tile id (<type>-young, <type>-old), $card a
## card id (a type or wild).

yotd-person = { $type ->
    [craftsman] Artigiano
    [court_lady] Dama di corte
    [pyrotechnist] Pirotecnico
    [tax_collector] Esattore delle tasse
    [warrior] Guerriero
    [monk] Monaco
    [healer] Guaritore
    [farmer] Contadino
   *[scholar] Studioso
}
# A tile: its type, and its age for the six types that come young and old.
yotd-tile = { $tile ->
    [craftsman-young] Artigiano
    [court_lady-young] Dama di corte
    [pyrotechnist-young] Pirotecnico giovane
    [pyrotechnist-old] Pirotecnico anziano
    [tax_collector-young] Esattore delle tasse
    [warrior-young] Guerriero giovane
    [warrior-old] Guerriero anziano
    [monk-young] Monaco giovane
    [monk-old] Monaco anziano
    [healer-young] Guaritore giovane
    [healer-old] Guaritore anziano
    [farmer-young] Contadino giovane
    [farmer-old] Contadino anziano
    [scholar-young] Studioso giovane
   *[scholar-old] Studioso anziano
}
# A person card in hand.
yotd-card = { $card ->
    [craftsman] Artigiano
    [court_lady] Dama di corte
    [pyrotechnist] Pirotecnico
    [tax_collector] Esattore delle tasse
    [warrior] Guerriero
    [monk] Monaco
    [healer] Guaritore
    [farmer] Contadino
    [scholar] Studioso
   *[wild] Jolly
}
# A tile's age alone.
yotd-age = { $age ->
    [young] giovane
   *[old] anziano
}

## The action cards ($action) and the events ($event).

yotd-action = { $action ->
    [taxes] Tasse
    [build] Costruzione
    [harvest] Raccolto
    [fireworks] Fuochi d'artificio
    [military] Parata militare
    [research] Ricerca
   *[privilege] Privilegio
}
yotd-event = { $event ->
    [peace] Pace
    [imperial_tribute] Tributo imperiale
    [drought] Siccità
    [dragon_festival] Festa del Dragone
    [mongol_invasion] Invasione mongola
   *[contagion] Epidemia
}

## Resources, counted.

yotd-yuan = { $count ->
    [one] { $count } yuan
   *[other] { $count } yuan
}
yotd-rice = { $count ->
    [one] { $count } riso
   *[other] { $count } riso
}
yotd-fireworks = { $count ->
    [one] { $count } fuoco d'artificio
   *[other] { $count } fuochi d'artificio
}
yotd-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
yotd-floors = { $count ->
    [one] { $count } piano
   *[other] { $count } piani
}
# A palace by its number, from 1.
yotd-palace = Palazzo { $palace }
yotd-privilege = { $size ->
    [small] Privilegio piccolo
   *[large] Privilegio grande
}
yotd-month = Mese { $month }

## Regolamenti (l'opzione regolamento di /yotd nuova e /yotd regole, la sala d'attesa).

yotd-ruleset-standard = Standard (2007: privilegio grande 6 yuan)
yotd-ruleset-anniversary = 10° anniversario (privilegio grande 7 yuan)
