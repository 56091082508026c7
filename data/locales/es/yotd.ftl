# En el Año del Dragón: los nombres que comparte cada parte del juego (personas, fichas,
# cartas, acciones, eventos, recursos). Los usan el panel, la mesa, los eventos, la ficha de
# reglas y las imágenes. Términos: ../GLOSSARY.md.

## Persons: $type is a person type id (craftsman, court_lady, pyrotechnist, tax_collector,
## warrior, monk, healer, farmer, scholar), $tile a tile id (<type>-young, <type>-old), $card a
## card id (a type or wild).

yotd-person = { $type ->
    [craftsman] Artesano
    [court_lady] Dama de la corte
    [pyrotechnist] Pirotécnico
    [tax_collector] Recaudador de impuestos
    [warrior] Guerrero
    [monk] Monje
    [healer] Curandero
    [farmer] Campesino
   *[scholar] Erudito
}
# A tile: its type, and its age for the six types that come young and old.
yotd-tile = { $tile ->
    [craftsman-young] Artesano
    [court_lady-young] Dama de la corte
    [pyrotechnist-young] Pirotécnico joven
    [pyrotechnist-old] Pirotécnico anciano
    [tax_collector-young] Recaudador de impuestos
    [warrior-young] Guerrero joven
    [warrior-old] Guerrero anciano
    [monk-young] Monje joven
    [monk-old] Monje anciano
    [healer-young] Curandero joven
    [healer-old] Curandero anciano
    [farmer-young] Campesino joven
    [farmer-old] Campesino anciano
    [scholar-young] Erudito joven
   *[scholar-old] Erudito anciano
}
# A person card in hand.
yotd-card = { $card ->
    [craftsman] Artesano
    [court_lady] Dama de la corte
    [pyrotechnist] Pirotécnico
    [tax_collector] Recaudador de impuestos
    [warrior] Guerrero
    [monk] Monje
    [healer] Curandero
    [farmer] Campesino
    [scholar] Erudito
   *[wild] Comodín
}
# A tile's age alone.
yotd-age = { $age ->
    [young] joven
   *[old] anciano
}

## The action cards ($action) and the events ($event).

yotd-action = { $action ->
    [taxes] Impuestos
    [build] Construcción
    [harvest] Cosecha
    [fireworks] Fuegos artificiales
    [military] Desfile militar
    [research] Investigación
   *[privilege] Privilegio
}
yotd-event = { $event ->
    [peace] Paz
    [imperial_tribute] Tributo imperial
    [drought] Sequía
    [dragon_festival] Festival del Dragón
    [mongol_invasion] Invasión mongola
   *[contagion] Epidemia
}

## Resources, counted.

yotd-yuan = { $count ->
    [one] { $count } yuan
   *[other] { $count } yuanes
}
yotd-rice = { $count ->
    [one] { $count } arroz
   *[other] { $count } arroz
}
yotd-fireworks = { $count ->
    [one] { $count } fuego artificial
   *[other] { $count } fuegos artificiales
}
yotd-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
yotd-floors = { $count ->
    [one] { $count } planta
   *[other] { $count } plantas
}
# A palace by its number, from 1.
yotd-palace = Palacio { $palace }
yotd-privilege = { $size ->
    [small] Privilegio pequeño
   *[large] Privilegio grande
}
yotd-month = Mes { $month }

## Reglamentos (la opción reglamento de /yotd nueva y /yotd reglas, la sala de espera).

yotd-ruleset-standard = Estándar (2007: privilegio grande 6 yuan)
yotd-ruleset-anniversary = 10.º aniversario (privilegio grande 7 yuan)
