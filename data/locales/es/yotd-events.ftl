# En el Año del Dragón: lo que dicen cada jugada y el evento de cada mes (bot/games/yotd/adapter/
# events.py). $person es "you" para el "Hecho: …" de quien juega, "they" para el registro, que
# se lee tras el nombre de quien juega. La carta jugada ($card) se nombra solo a su dueño.

yotd-events-you = tú
yotd-events-player = Jugador { $number }
yotd-events-forced = { $person ->
    [you] Se jugó tu única jugada posible
   *[they] Se jugó la única jugada posible de { $name }
}
yotd-events-drafted = { $person ->
    [you] Elegiste
   *[they] Eligió
} { $persons } { $count ->
    [one] para el palacio { $palaces }
   *[other] para los palacios { $palaces }
}: { $steps } pasos en el marcador
yotd-events-month = Empieza el mes { $month }: { $event }
yotd-events-fee = {" "}(tasa de { $fee } por un grupo ocupado)
yotd-events-action = { $person ->
    [you] Tomaste
   *[they] Tomó
} { $mark } { $card ->
    [taxes] Impuestos: +{ $gain } 💴
    [build] Construcción: { $gain ->
        [one] 1 piso
       *[other] { $gain } pisos
    } por colocar
    [harvest] Cosecha: +{ $gain } 🍚
    [fireworks] Fuegos artificiales: +{ $gain } 🎆
    [military] Desfile militar: +{ $gain } 👣
   *[research] Investigación: +{ $gain } ⭐
}{ $fee }
yotd-events-privilege = { $person ->
    [you] Compraste
   *[they] Compró
} un privilegio { $size ->
    [large] grande
   *[small] pequeño
} { $marks } por { $cost }{ $fee }
yotd-events-refilled = Ninguna acción: { $same ->
    [yes] { $person ->
        [you] te quedaste con { $after }
       *[they] se quedó con { $after }
    }
   *[no] yuanes repuestos de { $before } a { $after }
}
yotd-events-floor = { $person ->
    [you] { $new ->
        [yes] Fundaste el palacio { $palace }
       *[no] Subiste el palacio { $palace }
    }
   *[they] { $new ->
        [yes] Fundó el palacio { $palace }
       *[no] Subió el palacio { $palace }
    }
}{ $left ->
    [0] {""}
    [one] {" "}(queda 1 piso)
   *[other] {" "}(quedan { $left } pisos)
}
yotd-events-build-stopped = { $person ->
    [you] Dejaste de construir
   *[they] Dejó de construir
}: { $count } pisos se devuelven
yotd-events-dead-card = { $person ->
    [you] Gastaste la carta { $card } para nada (no quedan)
   *[they] Gastó la carta { $card } para nada (no quedan)
}
yotd-events-dead-card-public = { $person ->
    [you] Gastaste una carta de persona para nada (no quedan de su tipo)
   *[they] Gastó una carta de persona para nada (no quedan de su tipo)
}
yotd-events-recruited = { $shape ->
    [let-go] Tomó { $tile } y lo despidió enseguida (palacios llenos): sin pasos
    [replaced] { $tile } sustituyó a { $replaced } en el palacio { $palace }: +{ $steps } 👣
   *[joined] { $tile } entró en el palacio { $palace }: +{ $steps } 👣
}{ $own ->
    [yes] {" "}· { $card }
   *[no] {""}
}
yotd-events-seat = { $name }: { $parts }
yotd-events-paid = pagó { $amount }
yotd-events-returned = devolvió { $amount }
yotd-events-owes = { $count ->
    [one] debe despedir a una persona
   *[other] debe despedir a { $count } personas
}
yotd-events-event = { $event }{ $count ->
    [0] { $kind ->
        [peace] : no pasa nada
        [dragon_festival] : nadie tiene fuegos artificiales
       *[other] : nadie resulta afectado
    }
   *[other] : { $parts }
}
yotd-events-released = { $person ->
    [you] Despediste a { $tile } del palacio { $palace }
   *[they] Despidió a { $tile } del palacio { $palace }
}
yotd-events-all-released = { $person ->
    [you] Tenías que despedir a todos: { $count ->
        [one] tu única persona
       *[other] tus { $count } personas
    } ({ $tiles })
   *[they] { $name } tenía que despedir a todos: { $count ->
        [one] su única persona
       *[other] sus { $count } personas
    } ({ $tiles })
}
yotd-events-nobody = { $person ->
    [you] Debías despedir a { $count } personas pero no te quedaba nadie
   *[they] { $name } debía despedir a { $count } personas pero no le quedaba nadie
}
yotd-events-decay-seat = { $name } pierde { $floors ->
    [one] un piso
   *[other] { $floors } pisos
}{ $fell ->
    [0] {""}
    [one] {" "}(un palacio cayó)
   *[other] {" "}({ $fell } palacios cayeron)
}
yotd-events-decay = Los palacios vacíos decaen: { $parts }
yotd-events-scored = Puntuación del mes { $month }: { $parts }
yotd-events-final-seat = { $name } +{ $points } ⭐ (personas { $persons }, monjes { $monks }, dinero { $money })
yotd-events-final = Puntuación final: { $parts }
yotd-events-won = { $count ->
    [one] 🏆 { $winners } gana con { $points } puntos
   *[other] 🏆 { $winners } comparten la victoria con { $points } puntos
}
