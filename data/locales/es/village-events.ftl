# Please Don't Burn My Village!: qué hizo una jugada y qué hará.
# Lo usan bot/games/village/adapter/events.py (la línea del registro de una jugada, "Hecho: …"
# a quien la hizo) y bot/games/village/adapter/previews.py (las vistas previas del panel).
# Los términos del juego están en ../GLOSSARY.md; los nombres de las cartas, en village.ftl.
#
# $person: "you" cuando lo lee quien jugó ("Hecho: sobornaste…"), "they" en el registro del
# canal, tras el nombre de quien jugó ("@Ann: Sobornó…").
# $stall es el coste de un puesto ("0", "2"); $value lo que vale una casilla ("−2", "3").
# Un mensaje que empieza por una palabra común va en minúscula cuando sigue a otro
# ("…, y luego robaste…").

## Cartas y fichas

# Un tesoro de un reglamento personalizado que el catálogo no conoce: $name y $plural son las
# palabras del reglamento (en inglés). $initial y $looks solo los usa el inglés.
village-events-custom-count = { $count ->
    [one] { $looks ->
       *[any] { $initial ->
           *[any] una carta { $name }
        }
    }
   *[other] { $count } { $plural }
}

# La ficha de un tesoro en el Favor del Dragón, como sujeto de la frase.
# "del Hacha": femenino, pero "el" ante a tónica (como "un Hacha").
village-events-token-axe = la ficha del { -village-axe }
village-events-token-feather = la ficha de la { -village-feather }
village-events-token-sword = la ficha de la { -village-sword }
village-events-token-scrolls = la ficha del { -village-scrolls }
village-events-token-crown = la ficha de la { -village-crown }
village-events-token-goblet = la ficha del { -village-goblet }
village-events-token-custom = la ficha de { $name }

# Un tesoro como complemento de "maldecir", con su artículo determinado.
village-events-treasure-axe = el { -village-axe }
village-events-treasure-feather = la { -village-feather }
village-events-treasure-sword = la { -village-sword }
village-events-treasure-scrolls = el { -village-scrolls }
village-events-treasure-crown = la { -village-crown }
village-events-treasure-goblet = el { -village-goblet }

# Una lista de cartas vacía.
village-events-nothing = nada

# Una plaza sin nombre que mostrar: $number desde 1.
village-events-player = Jugador { $number }

## Cómo se mueve una ficha ($direction "up" para un soborno, "down" para una maldición;
## $tense "past" para lo que hizo una jugada, "future" para una vista previa)

# La ficha no puede moverse: está en la casilla más alta (up) o en la más baja (down).
village-events-token-stays = { $tense ->
    [future] { $direction ->
        [up] { $token } se queda en lo más alto, vale { $value }
       *[down] { $token } se queda en lo más bajo, vale { $value }
    }
   *[past] { $direction ->
        [up] { $token } ya está en lo más alto, vale { $value }
       *[down] { $token } ya está en lo más bajo, vale { $value }
    }
}
# La ficha llega a una casilla de otro valor.
village-events-token-moves-to = { $tense ->
    [future] { $direction ->
        [up] { $token } subirá a { $value }
       *[down] { $token } bajará a { $value }
    }
   *[past] { $direction ->
        [up] { $token } sube a { $value }
       *[down] { $token } baja a { $value }
    }
}
# La ficha se mueve $count casillas, a una casilla del mismo valor.
village-events-token-moves-spaces = { $tense ->
    [future] { $direction ->
        [up] { $token } subirá { $count ->
            [one] 1 casilla
           *[other] { $count } casillas
        } y seguirá valiendo { $value }
       *[down] { $token } bajará { $count ->
            [one] 1 casilla
           *[other] { $count } casillas
        } y seguirá valiendo { $value }
    }
   *[past] { $direction ->
        [up] { $token } sube { $count ->
            [one] 1 casilla
           *[other] { $count } casillas
        } y sigue valiendo { $value }
       *[down] { $token } baja { $count ->
            [one] 1 casilla
           *[other] { $count } casillas
        } y sigue valiendo { $value }
    }
}

## Qué hizo una jugada

# $paid: las cartas ("2 Plumas de Fénix y un Comodín"); $move: cómo se movió la ficha.
village-events-bribed = { $person ->
    [you] Sobornaste al Dragón con { $paid }: { $move }
   *[they] Sobornó al Dragón con { $paid }: { $move }
}
# Lo mismo, para un tesoro del que el jugador aún no tenía soborno.
village-events-bribed-new = { $person ->
    [you] Sobornaste al Dragón con { $paid } (un soborno nuevo): { $move }
   *[they] Sobornó al Dragón con { $paid } (un soborno nuevo): { $move }
}
# $count cartas repartidas en los puestos; la última, $card ("un Comodín"), en el puesto de
# $stall.
village-events-refilled = { $person ->
    [you] Repusiste el Mercado Negro con { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }, hasta { $card } en el puesto de { $stall }
   *[they] Repuso el Mercado Negro con { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }, hasta { $card } en el puesto de { $stall }
}
# El mazo se acabó antes de que saliera una carta del tipo del soborno o un Comodín.
village-events-refill-ran-out = El mazo se acabó al reponer el Mercado Negro ({ $count ->
    [one] 1 carta repartida
   *[other] { $count } cartas repartidas
})
# Lo que se llevó una visita: $cards ("2 Plumas de Fénix y un Comodín"), $count cartas.
village-events-took = { $person ->
    [you] te llevaste { $count ->
        [0] { $cards }
        [one] { $cards }
       *[other] { $count } cartas: { $cards }
    }
   *[they] se llevó { $count ->
        [0] { $cards }
        [one] { $cards }
       *[other] { $count } cartas: { $cards }
    }
}
# $took: village-events-took.
village-events-visited-free = { $person ->
    [you] Visitaste gratis el puesto de { $stall } y { $took }
   *[they] Visitó gratis el puesto de { $stall } y { $took }
}
village-events-visited = { $person ->
    [you] Pagaste { $paid } en el puesto de { $stall } y { $took }
   *[they] Pagó { $paid } en el puesto de { $stall } y { $took }
}
# $treasure: village-events-treasure-*; $move: cómo bajó su ficha.
village-events-cursed = { $person ->
    [you] Maldijiste { $treasure }: { $move }
   *[they] Maldijo { $treasure }: { $move }
}
# Solo quien roba lee qué carta: $card ("un Cáliz de Oro").
village-events-drew = Robaste { $card }
# Lo que leen todos los demás de un robo.
village-events-drew-hidden = Robó una carta
# $why: "refill" (el mazo se acabó al reponer el Mercado Negro), "draw" (el mazo estaba vacío
# al ir a robar), "other".
village-events-game-over = La partida ha terminado: { $why ->
    [refill] el mazo se acabó al reponer el Mercado Negro
    [draw] el mazo estaba vacío al ir a robar una carta
   *[other] el mazo se acabó
}
# Al final, las cartas que quedan en la mano de $name se suman a sus sobornos: $cards.
village-events-hand-merged = { $name } añadió { $cards } de su mano a sus sobornos
# Los eventos de una jugada en una frase: el primero y lo que siguió ($rest: una lista).
village-events-then = { $first }, y luego { $rest }

## Qué hará una jugada (las vistas previas del panel)

# $cards: lo que juega el soborno ("2 Plumas de Fénix y un Comodín").
village-events-preview-bribe = Soborna con { $cards }
village-events-preview-take-free = Toma gratis el puesto de { $stall }
# $paid: las cartas pagadas.
village-events-preview-buy = Compra el puesto de { $stall } con { $paid }
# $treasure: village-events-treasure-*.
village-events-preview-buy-cursing = Compra el puesto de { $stall } con { $paid } y maldice { $treasure }
village-events-preview-draw = Roba una carta
# Bajo la vista previa de un soborno: el mazo está vacío, así que reponer termina la partida.
village-events-ending-empty = El mazo está vacío: este soborno termina la partida.
# En el mazo quedan $count cartas: reponer termina la partida salvo que salga $card (del tipo
# del soborno) o $wild ("un Comodín").
village-events-ending-near = { $count ->
    [one] Solo queda 1 carta
   *[other] Solo quedan { $count } cartas
}: si no sale { $card } o { $wild }, la partida termina.
