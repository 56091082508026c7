# Las reglas de village en resumen (bot/games/village/adapter/text.py: /village rules), con los
# valores del reglamento del servidor. Los nombres de las cartas están en village.ftl (o en el
# propio reglamento); los términos del juego en ../GLOSSARY.md. Cada campo tiene como máximo
# 1024 caracteres.

village-rules-title = Please Don't Burn My Village! — las reglas en resumen
village-rules-goal = Soborna al Dragón con tesoros para que los tesoros de tus sobornos valgan lo máximo posible cuando se acabe el mazo. En tu turno haz **una** sola cosa; luego le toca al siguiente jugador.
village-rules-bribe-heading = Soborna al Dragón
# $wild, $wilds: el nombre del Comodín en singular y en plural; $order: los puestos en el orden
# en que se repone el mercado ("3 → 2 → 1 → 0 → 3 …").
village-rules-bribe = Juega cartas de un solo tipo de tesoro, más los { $wilds } que quieras. Un soborno nuevo necesita al menos un tesoro de verdad; los { $wilds } solos solo pueden sumarse a un soborno que ya tengas. La ficha del tesoro sube una casilla por cada carta (las fichas que adelanta bajan una). Luego el mercado se repone desde el mazo, { $order }, hasta que salga una carta de tu tipo o un { $wild }. Si el mazo se acaba antes, la partida termina.
village-rules-market-heading = Visita el Mercado Negro
# $costs: los precios de los puestos ("3, 2, 1, 0").
village-rules-market = Elige un puesto con cartas (precios { $costs }) y paga exactamente su precio con cartas de tu mano, al menos una de ellas un tesoro de verdad. Llévate todas sus cartas y luego maldice un tipo de tesoro con el que hayas pagado: su ficha baja una casilla por cada carta pagada.
# Se dice cuando el reglamento tiene un puesto de precio 0.
village-rules-market-free = El puesto de 0 es gratis y no maldice nada.
village-rules-draw-heading = Roba una carta
village-rules-draw = Toma la carta de arriba del mazo. Robar de un mazo vacío termina la partida. No hay límite de cartas en la mano.
village-rules-scoring-heading = Puntuación
# $values: los valores del Favor del Dragón, desde la casilla más baja; $penalty: lo que resta
# un Comodín que quede en la mano.
village-rules-scoring = Los tesoros de tu mano del mismo tipo que tus sobornos se suman a ellos. Cada soborno vale sus cartas × el valor de su tesoro (de abajo arriba: { $values }); cada tesoro que quede en la mano resta su valor, cada { $wild } en la mano resta { $penalty }. Empates: gana quien tenga más cartas en el soborno del tesoro más alto, luego en el siguiente hacia abajo, y así sucesivamente.
village-rules-ruleset-heading = El reglamento de este servidor
# `standard`: los tesoros (con sus letras); las copias de cada uno; los Comodines según el
# número de jugadores ("8 con 2 jugadores, 12 con 3 jugadores"); las cartas que recibe cada
# jugador.
village-rules-ruleset = `{ $name }`: { $treasures }; { $copies }; { $wilds } en juego: { $counts }; mano inicial de { $hand ->
    [one] 1 carta
   *[other] { $hand } cartas
}.
village-rules-copies = { $count ->
    [one] 1 copia de cada tipo
   *[other] { $count } copias de cada tipo
}
village-rules-copies-vary = consulta el reglamento
village-rules-wilds-for = { $count } con { $players ->
    [one] 1 jugador
   *[other] { $players } jugadores
}
