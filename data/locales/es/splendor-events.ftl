# Splendor: qué hizo una jugada. Lo usa bot/games/splendor/adapter/events.py: "Hecho: …" a
# quien jugó, y la línea del registro de una jugada en el canal (tras el nombre de quien jugó:
# "@Ann: Tomó …"). Los términos del juego están en ../GLOSSARY.md (ficha, gema, oro, banco,
# carta de desarrollo, nivel, bonificación, noble, puntos de prestigio, reservar, a ciegas);
# las palabras pequeñas (cartas, nobles, puntos) vienen de splendor.ftl.
#
# $person: "you" cuando lee quien jugó ("Hecho: Tomaste …", segunda persona, tú), "they" en el
# registro del canal y para los demás jugadores ("@Ann: Tomó …", tercera persona).
# Las fichas son símbolos y números, iguales en todos los idiomas: $tokens, $paid, $gold ("⚪1
# 🔵1 🟩1", "⭐1"). $card es una carta de desarrollo ("❤️ nivel 2 · 1 punto"), $noble un noble
# ("👑 3 puntos · ⚪3 🔵3 🟩3"), $points los puntos de prestigio con su palabra ("15 puntos").
# $level (de 1 a 3) llega como texto; $count como número.
# Cada mensaje es una frase sin punto final: lo añade el código.

# Una plaza sin nombre que mostrar: $number desde 1.
splendor-events-player = Jugador { $number }

## Qué hizo una jugada

# Fichas de gema tomadas del banco: 3 de colores distintos, o 2 del mismo color.
splendor-events-took = { $person ->
    [you] Tomaste { $tokens }
   *[they] Tomó { $tokens }
}
# Una carta boca arriba reservada. $count: las fichas de oro tomadas con ella (1, o 0 si en el
# banco ya no quedaba oro); $gold: esas fichas ("⭐1").
splendor-events-reserved = { $count ->
    [0] { $person ->
        [you] Reservaste { $card } (ya no queda oro)
       *[they] Reservó { $card } (ya no queda oro)
    }
   *[other] { $person ->
        [you] Reservaste { $card } y tomaste { $gold }
       *[they] Reservó { $card } y tomó { $gold }
    }
}
# Una carta reservada a ciegas (la primera de un mazo, sin verla), como la lee quien la
# reservó: solo esa persona sabe qué carta es.
splendor-events-reserved-blind = { $count ->
    [0] Reservaste a ciegas { $card } (ya no queda oro)
   *[other] Reservaste a ciegas { $card } y tomaste { $gold }
}
# La misma reserva como la leen todos los demás (el canal, los demás jugadores): solo su nivel.
splendor-events-reserved-hidden = { $count ->
    [0] Reservó a ciegas una carta de nivel { $level } (ya no queda oro)
   *[other] Reservó a ciegas una carta de nivel { $level } y tomó { $gold }
}
# Una carta boca arriba comprada. $price: "paid" ($paid: las fichas pagadas, oro incluido) o
# "free" (las bonificaciones del jugador cubrían todo el precio).
splendor-events-bought = { $price ->
    [free] { $person ->
        [you] Compraste { $card } gratis, gracias a tus bonificaciones
       *[they] Compró { $card } gratis, gracias a sus bonificaciones
    }
   *[paid] { $person ->
        [you] Compraste { $card } y pagaste { $paid }
       *[they] Compró { $card } y pagó { $paid }
    }
}
# Lo mismo, para una carta que el jugador había reservado.
splendor-events-bought-reserved = { $price ->
    [free] { $person ->
        [you] Compraste { $card } de tus cartas reservadas, gratis gracias a tus bonificaciones
       *[they] Compró { $card } de sus cartas reservadas, gratis gracias a sus bonificaciones
    }
   *[paid] { $person ->
        [you] Compraste { $card } de tus cartas reservadas y pagaste { $paid }
       *[they] Compró { $card } de sus cartas reservadas y pagó { $paid }
    }
}
# Un espacio boca arriba que se vuelve a llenar desde su mazo tras una compra o una reserva,
# como parte de una frase (sigue a la compra: "Compraste …; nueva carta boca arriba: 🟩 nivel
# 2 · 1 punto"; sola, su primera letra pasa a mayúscula).
splendor-events-refilled = nueva carta boca arriba: { $card }
# Lo mismo, cuando el mazo de ese nivel está vacío.
splendor-events-space-empty = el espacio de nivel { $level } queda vacío
# Una compra o una reserva ($move) y el espacio que se llenó ($refill) en una frase.
splendor-events-and-refill = { $move }; { $refill }
# El jugador tiene $count fichas por encima del límite y las devuelve en el mismo turno.
splendor-events-must-return = { $person ->
    [you] { $count ->
        [one] Tienes 1 ficha por encima del límite: devuélvela
       *[other] Tienes { $count } fichas por encima del límite: devuélvelas
    }
   *[they] { $count ->
        [one] Tiene 1 ficha por encima del límite y ahora la devuelve
       *[other] Tiene { $count } fichas por encima del límite y ahora las devuelve
    }
}
# Fichas devueltas al banco (hasta el límite).
splendor-events-returned = { $person ->
    [you] Devolviste { $tokens }
   *[they] Devolvió { $tokens }
}
# Varios nobles pueden visitar al jugador, que elige uno. $nobles: los nobles, unidos por "o".
splendor-events-must-choose-noble = { $person ->
    [you] Elige qué noble te visita: { $nobles }
   *[they] Debe elegir a qué noble recibir: { $nobles }
}
# Un noble visitó al jugador al final del turno (le da sus puntos).
splendor-events-noble-visited = { $person ->
    [you] El noble { $noble } te visitó
   *[they] Recibió la visita del noble { $noble }
}
# El jugador no tenía ninguna jugada posible.
splendor-events-passed = { $person ->
    [you] Pasaste: no tenías ninguna jugada posible
   *[they] Pasó: no tenía ninguna jugada posible
}
# $name alcanzó el objetivo ($points): se juega la ronda hasta el final y luego termina la
# partida. $name es quien jugó (tras su propio nombre en el registro: "@Ann: … @Ann alcanzó …").
splendor-events-last-round = { $person ->
    [you] Alcanzaste { $points }: se completa la ronda y luego termina la partida
   *[they] { $name } alcanzó { $points }: se completa la ronda y luego termina la partida
}

## El final

# Un ganador ($winners: un nombre) con $points. $tie: "cards" cuando otros tenían los mismos
# puntos y el ganador ganó por tener menos cartas de desarrollo; si no, "none".
splendor-events-game-won = La partida ha terminado: gana { $winners } con { $points }{ $tie ->
    [cards] {", en empate a puntos pero con menos cartas de desarrollo"}
   *[none] {""}
}
# Varios jugadores comparten la victoria ($winners: dos nombres o más), con los mismos puntos
# y las mismas cartas de desarrollo; $tie como arriba (otros tenían los mismos puntos pero más
# cartas).
splendor-events-game-shared = La partida ha terminado: { $winners } comparten la victoria con { $points }{ $tie ->
    [cards] {", en empate a puntos pero con menos cartas de desarrollo"}
   *[none] {""}
}
