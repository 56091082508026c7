# Las reglas de Splendor en breve (bot/games/splendor/adapter/rules.py: /splendor rules y el
# botón Reglas de la mesa), con los valores del reglamento del servidor. Los términos del
# juego están en ../GLOSSARY.md (ficha, gema, oro, banco, carta de desarrollo, nivel,
# bonificación, noble, puntos de prestigio, reservar, a ciegas); los colores de las gemas,
# las cartas y los puntos vienen de splendor.ftl. Cada campo tiene 1024 caracteres como
# máximo, el objetivo 4096. $target llega como texto; las cantidades ($count, $extra, $gold,
# $faceup, $players) como números.

splendor-rules-title = Splendor — las reglas en breve
# $target: los puntos de prestigio que terminan la partida.
splendor-rules-goal = Reúne fichas de gemas, compra con ellas cartas de desarrollo y gana puntos de prestigio. Cada carta que compras da una bonificación: una gema de su color que paga para siempre parte de cada carta posterior. Llegar a **{ $target }** puntos termina la partida al final de la ronda. En tu turno haz **una** de las cuatro acciones de abajo.
splendor-rules-take-three-heading = 1. Toma 3 gemas
splendor-rules-take-three = Toma del banco 3 fichas de 3 colores distintos. El oro nunca se toma así: llega con una reserva.
# Se dice cuando el reglamento deja tomar menos (take_fewer).
splendor-rules-take-fewer = Si en el banco quedan menos de 3 colores, toma una ficha de cada color que quede.
splendor-rules-take-two-heading = 2. Toma 2 gemas del mismo color
# $count: las fichas que debe tener la pila antes de tomar (take_two_min).
splendor-rules-take-two = Toma 2 fichas del mismo color, solo de una pila que tenga al menos { $count }.
splendor-rules-reserve-heading = 3. Reserva una carta
# $count: las cartas reservadas que puede tener un jugador (reserve_limit; 0: sin reservas).
splendor-rules-reserve = { $count ->
    [0] Este reglamento no permite reservar cartas.
    [one] Toma en mano una carta boca arriba, o la primera carta del mazo de un nivel sin verla (solo tú la ves; los demás ven su nivel). Toma también 1 oro, si queda en el banco. Puedes tener como máximo 1 carta reservada; es tuya hasta que la compres.
   *[other] Toma en mano una carta boca arriba, o la primera carta del mazo de un nivel sin verla (solo tú la ves; los demás ven su nivel). Toma también 1 oro, si queda en el banco. Puedes tener como máximo { $count } cartas reservadas; son tuyas hasta que las compres.
}
splendor-rules-buy-heading = 4. Compra una carta
# $anytime: "yes" cuando el oro puede sustituir incluso un color que el jugador tiene
# (gold_anytime), "no" cuando el oro solo paga lo que sus fichas no cubren.
splendor-rules-buy = Compra una carta boca arriba o una que hayas reservado. Su precio, menos tus bonificaciones color por color, se paga con fichas, que vuelven al banco; el oro sustituye a cualquier color{ $anytime ->
    [yes] {", incluso uno que tengas"}.
   *[no] {", solo para lo que tus fichas de ese color no cubren"}.
} La bonificación y los puntos de la carta son tuyos para siempre. Una carta boca arriba que se toma (comprada o reservada) se repone desde su mazo.
splendor-rules-limit-heading = Límite de fichas
# $count: las fichas que puede tener un jugador al final del turno (token_limit).
splendor-rules-limit = Al final de tu turno puedes tener como máximo { $count } fichas, oro incluido: devuelve las que sobren, las que elijas.
splendor-rules-nobles-heading = Nobles
# $extra: cuántos nobles más que jugadores hay en la mesa (extra_nobles).
splendor-rules-nobles = { $extra ->
    [0] En la mesa hay tantos nobles como jugadores.
    [one] En la mesa hay un noble más que jugadores.
   *[other] En la mesa hay { $extra } nobles más que jugadores.
} Al final de tu turno, un noble cuyo requisito cumplen tus bonificaciones te visita y te da sus puntos: no es una acción y no se puede rechazar. Un solo noble por turno; si cumples con varios, eliges tú.
splendor-rules-end-heading = El final y los empates
# $target: los puntos que terminan la partida; $tie: cómo se resuelve un empate tras las cartas
# (tie: "share").
splendor-rules-end = Cuando un jugador llega a { $target } puntos, se completa la ronda para que todos hayan jugado los mismos turnos; luego gana quien tenga más puntos. En caso de empate a puntos gana quien tenga menos cartas de desarrollo; { $tie ->
   *[share] si siguen empatados, comparten la victoria.
} Quien no tiene ninguna jugada posible pasa; si todos pasan durante una ronda entera, la partida termina.
splendor-rules-ruleset-heading = El reglamento de este servidor
# `standard`: las fichas de cada gema en el banco según los jugadores ($bank: una lista de
# splendor-rules-gems-for), las fichas de oro, las cartas boca arriba por nivel, quién juega
# primero ($first: "random" o "first_seat").
splendor-rules-ruleset = `{ $name }`: en el banco, de cada gema, { $bank }; { $gold ->
    [one] 1 ficha de oro
   *[other] { $gold } fichas de oro
}; { $faceup ->
    [one] 1 carta boca arriba
   *[other] { $faceup } cartas boca arriba
} por nivel; { $first ->
    [first_seat] empieza la plaza 1.
   *[random] el primer jugador se sortea.
}
# Una entrada de la lista del banco: $count fichas de cada gema con $players jugadores.
splendor-rules-gems-for = { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
} con { $players ->
    [one] 1 jugador
   *[other] { $players } jugadores
}
splendor-rules-marks-heading = Símbolos de las gemas
# $marks: cada símbolo con el nombre de su color ("⚪ blanco · 🔵 azul · …"); $card: una carta
# como la escriben la mesa y el registro ("❤️ nivel 2 · 1 punto · ⚪3 🟩2").
splendor-rules-marks = { $marks }. Una carta se escribe con su bonificación, nivel, puntos y precio: { $card }.
