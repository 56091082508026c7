# En el Año del Dragón: la ficha de reglas, con los valores del reglamento de la partida
# (bot/games/yotd/adapter/rules.py). Los sí/no llegan como "yes" o "no".

yotd-rules-title = En el Año del Dragón · las reglas en breve
yotd-rules-goal = Durante { $months } meses, mantén viva tu corte entre sequías, tributos, invasiones y epidemias. Cada mes: elige una acción y luego trae una persona a tus palacios; después golpea el evento del mes, los palacios vacíos decaen y todos puntúan. Gana quien tenga más puntos tras la puntuación final.
yotd-rules-start-heading = Inicio y elección inicial
yotd-rules-start = Cada uno empieza con { $yuan } 💴 y { $palaces } palacios de { $floors } pisos. Por turnos ({ $first ->
    [first_seat] primero el puesto 1
   *[random] un jugador inicial sorteado
}), cada uno toma dos personas jóvenes de tipos distintos (nunca la misma pareja dos veces) y las pone { $placement ->
    [split] una en cada palacio
   *[free] en sus palacios
}. El orden de turno sigue el marcador de personas: primero quien va más adelante; en la misma casilla, el último en llegar.
yotd-rules-action-heading = Acciones
yotd-rules-action = Las 7 cartas de acción se reparten en grupos. Toma una carta: un grupo que ya tiene un dragón cuesta { $fee } 💴. Impuestos, Construcción, Cosecha, Fuegos artificiales, Desfile militar e Investigación dan 1 (Impuestos 2) más 1 por símbolo de tus personas correspondientes. Privilegio: pequeño por { $small } 💴 (🐉), grande por { $large } 💴 (🐉🐉). O ninguna acción: tus yuanes vuelven a { $top }. { $all ->
    [yes] Todos los pisos de una Construcción deben colocarse.
   *[no] Puedes dejar de construir y devolver pisos.
}
yotd-rules-person-heading = Personas
yotd-rules-person = Meses 1 a 11: juega una de tus 11 cartas (una por tipo, 2 comodines) y toma una persona joven o anciana de ese tipo; su valor te hace avanzar en el marcador. Un palacio aloja una persona por piso, hasta { $floors } pisos. Palacios llenos: sustituye a alguien o despide al recién llegado. Una carta cuyo tipo se agotó se gasta para nada{ $waste ->
    [yes] ; también un comodín puede gastarse para nada
   *[no] {""}
}.
yotd-rules-events-heading = Eventos
yotd-rules-event = { $event }: { $kind ->
    [peace] no pasa nada.
    [imperial_tribute] paga { $tribute } 💴; despide a una persona por cada yuan que falte.
    [drought] paga 1 🍚 por palacio habitado; despide a una persona de cada palacio sin arroz.
    [dragon_festival] más fuegos artificiales +{ $first } ⭐, los siguientes +{ $second } ⭐; quien puntúa devuelve la mitad de sus fuegos.
    [mongol_invasion] +1 ⭐ por casco; quien tenga menos cascos despide a una persona.
   *[contagion] despide a { $contagion } personas, 1 menos por mortero.
}
yotd-rules-month-heading = Fin de cada mes
yotd-rules-month = Un palacio vacío pierde un piso (un palacio de 1 piso desaparece). Luego 1 ⭐ por palacio, 1 por Dama de la corte y 1 por dragón de privilegio.
yotd-rules-end-heading = Puntuación final
yotd-rules-end = { $person } ⭐ por persona, los budas de cada monje × los pisos de su palacio, y 1 ⭐ por cada { $rate } 💴 (arroz y fuegos artificiales vendidos a { $sell } 💴 cada uno). Empates: { $tie ->
    [track_space] quien va más adelante en el marcador; en la misma casilla se comparte la victoria
   *[track_order] quien va más adelante en el marcador, luego la ficha de arriba
}.
yotd-rules-persons-heading = Las personas
yotd-rules-ability = { $type ->
    [craftsman] +1 piso por martillo en la Construcción
    [court_lady] +1 ⭐ por abanico cada mes
    [pyrotechnist] +1 🎆 por cohete en los Fuegos artificiales
    [tax_collector] +1 💴 por moneda en los Impuestos
    [warrior] +1 👣 por casco en el Desfile militar; Invasión mongola
    [monk] puntuación final: budas × pisos
    [healer] 1 pérdida menos por mortero en una Epidemia
    [farmer] +1 🍚 por saco en la Cosecha
   *[scholar] +1 ⭐ por libro en la Investigación
}
yotd-rules-ruleset-heading = Reglamento
yotd-rules-ruleset = { $name } · cartas jugadas { $public ->
    [yes] públicas
   *[no] ocultas
} · manos { $open ->
    [yes] abiertas
   *[no] privadas
}
yotd-rules-marks-heading = Cómo se lee una persona
yotd-rules-marks = Cada persona muestra su marca, su nombre, su edad (los ancianos lo dicen), los pasos que te hace avanzar y sus símbolos: { $example }.
