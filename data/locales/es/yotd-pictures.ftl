# Las palabras de las imágenes de En el Año del Dragón (la mesa, la mano, el gráfico).

## La mesa

yotd-pictures-seat = Asiento { $seat }
yotd-pictures-to-play = ▶ juega { $player }
yotd-pictures-over-won = Fin · gana { $player }
yotd-pictures-over-shared = Fin · { $count } comparten la victoria
yotd-pictures-month = Mes { $month } · { $step ->
    [action] Acciones
    [build] Construcción
    [recruit] Personas
    [release] Despidos
   *[end] Fin
}
yotd-pictures-draft = Elección inicial
yotd-pictures-order = Orden de turno
yotd-pictures-points = { $count ->
    [one] { $points } pt
   *[other] { $points } pts
}
yotd-pictures-key = Leyenda
yotd-pictures-owes = { $count } por despedir
yotd-pictures-builds = { $count ->
    [one] { $count } planta por construir
   *[other] { $count } plantas por construir
}

## Los recursos

yotd-pictures-resource = { $resource ->
    [yuan] yuanes
    [rice] arroz
    [fireworks] fuegos artificiales
    [small] privilegio pequeño
    [large] privilegio grande
    [cards] cartas en mano
   *[track] marcador de personas
}

## Las letras de las personas y los eventos

yotd-pictures-person-letter = { $person ->
    [craftsman] A
    [court_lady] D
    [pyrotechnist] P
    [tax_collector] R
    [warrior] G
    [monk] M
    [healer] U
    [farmer] C
    [scholar] E
   *[wild] ?
}
yotd-pictures-event-letter = { $event ->
    [peace] P
    [imperial_tribute] T
    [drought] S
    [dragon_festival] F
    [mongol_invasion] M
   *[contagion] E
}

## La mano

yotd-pictures-your-hand = Tus cartas
yotd-pictures-your-turn = ▶ Tu turno
yotd-pictures-their-turn = juega { $player }
yotd-pictures-game-over = Fin de la partida
yotd-pictures-left = quedan:
yotd-pictures-left-all = quedan { $count } fichas
yotd-pictures-no-cards = sin cartas

## El gráfico

yotd-pictures-chart-points = Puntos al final de cada mes
yotd-pictures-chart-track = Marcador de personas al final de cada mes
