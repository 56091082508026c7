# En el Año del Dragón en Discord: la mesa pública y los nombres que comparten el panel, el
# registro y la ficha de reglas (bot/games/yotd/adapter/). Las marcas (emoji) son iguales en
# todos los idiomas: personas 🔨 👘 🚀 💰 🪖 🧘 🩺 🌾 📖 (comodín 🃏), yuanes 💴, arroz 🍚, fuegos
# artificiales 🎆, puntos ⭐, marcador de personas 👣, dragones de privilegio 🐉.

## Nombres comunes a la mesa, el panel, el registro y las reglas.

yotd-table-tile-facts = { $tile } · { $value ->
    [one] { $value } paso
   *[other] { $value } pasos
} · { $symbols }
yotd-table-empty = vacío
yotd-table-palace = 🏯{ $number } · { $floors ->
    [one] 1 piso
   *[other] { $floors } pisos
}: { $persons }
yotd-table-privileges = 🐉 { $small ->
    [0] { $large ->
        [0] ninguno
       *[other] { $large } grandes
    }
   *[other] { $small } pequeños{ $large ->
        [0] {""}
       *[other] , { $large } grandes
    }
}
yotd-timeout = se hace por ti la jugada más suave (ninguna acción: yuanes repuestos; en lo demás, la elección más barata)

## La mesa pública (el idioma de la partida).

yotd-table-player = { $yuan } · { $rice } · { $fireworks } · { $privileges } · { $points } · { $track } · { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}
yotd-table-group = { $number } · { $cards } — { $count ->
    [0] libre
   *[other] 🐉 { $dragons }
}
yotd-table-month = Mes { $month } de 12 · { $step ->
    [draft] la elección inicial
    [action] acciones
    [build] construcción
    [recruit] personas
    [release] las pérdidas del evento
   *[other] el final
}
yotd-table-deciding = { $player } { $step ->
    [draft] elige dos personas
    [action] elige una acción
    [recruit] juega una carta de persona
   *[other] decide
}
yotd-table-building = { $player } coloca { $count ->
    [one] un piso
   *[other] { $count } pisos
}
yotd-table-releasing = { $player } despide { $count ->
    [one] a una persona
   *[other] a { $count } personas
} ({ $event })
yotd-table-deadline = El tiempo se acaba { $when }: entonces { $then }.
yotd-table-ping = { $player }, te toca en la partida #{ $game }.
yotd-table-bots = Partida #{ $game }: está jugando un bot.
yotd-table-over = La partida #{ $game } ha terminado: { $players }
yotd-table-won = { $count ->
    [one] 🏆 { $players } gana con { $points } puntos.
   *[other] 🏆 { $players } comparten la victoria con { $points } puntos.
}
yotd-table-year = El año
yotd-table-groups = Acciones del mes { $month }
yotd-table-track = Marcador de personas (orden de turno)
yotd-table-seat = Puesto { $seat }
yotd-table-to-decide = ▶ debe decidir
yotd-table-away = ausente
yotd-table-final = final: personas { $persons }, monjes { $monks }, dinero { $money }
yotd-table-no-palace = ningún palacio
yotd-table-footer = Mes { $month } · toca Ver mi mano para jugar
yotd-table-footer-over = Partida terminada · la mesa es definitiva
