# Splendor: why the rules refuse a move (bot/games/splendor/checks.py, rules.py). Each is a
# sentence without its full stop: the reply adds the rule's id (errors-illegal-move).
# $gem: a gem colour's id (white, blue, green, red, black); $card: a card's id as it came
# (L1-W-3); $level: a deck's level (1 to 3); $seat: a seat number; $count, $left, $low,
# $high: numbers.
# Terms: ficha = token, gema = gem, oro = gold, carta de desarrollo = development card,
# noble = noble, reservar = reserve, mazo = deck.

splendor-refusals-player-count = Esta partida necesita de { $low } a { $high } jugadores
splendor-refusals-game-over = La partida ha terminado
splendor-refusals-no-seat = En esta partida no hay una plaza { $seat }
splendor-refusals-not-your-turn = No es tu turno
splendor-refusals-unknown-action = Eso no es una jugada de este juego
splendor-refusals-return-first = Primero devuelve { $count ->
    [one] una ficha
   *[other] { $count } fichas
}: puedes quedarte con { $limit } como máximo
splendor-refusals-choose-noble-first = Primero elige qué noble te visita
splendor-refusals-noble-not-visiting = Ese noble no puede visitarte: elige uno cuyas bonificaciones tengas
splendor-refusals-nothing-to-return = Ahora no tienes fichas que devolver
splendor-refusals-no-noble-waiting = Ningún noble espera para visitarte
splendor-refusals-no-pass = Todavía puedes jugar, así que no puedes pasar
splendor-refusals-no-such-gem = No existe una gema de ese color
splendor-refusals-gold-not-taken = El oro no se toma: lo consigues al reservar una carta
splendor-refusals-three-different = Toma 3 fichas de colores distintos
splendor-refusals-pile-empty = No quedan fichas { $gem ->
    [white] blancas
    [blue] azules
    [green] verdes
    [red] rojas
    [black] negras
   *[other] { $gem }
}
splendor-refusals-take-fewer = Todavía hay { $count } colores en el banco: toma uno de cada
splendor-refusals-take-two-pile = Solo puedes tomar 2 fichas { $gem ->
    [white] blancas
    [blue] azules
    [green] verdes
    [red] rojas
    [black] negras
   *[other] { $gem }
} de una pila de al menos { $count }; tiene { $left }
splendor-refusals-reserve-limit = Ya tienes { $count } cartas reservadas, el máximo permitido
splendor-refusals-reserve-what = Reserva una carta visible o la primera carta de un mazo
splendor-refusals-not-face-up = La carta { $card } no está boca arriba en la mesa
splendor-refusals-no-such-level = No hay un mazo de nivel { $level }
splendor-refusals-deck-empty = El mazo de nivel { $level } está vacío
splendor-refusals-not-for-sale = Solo puedes comprar una carta visible o una que hayas reservado, no { $card }
splendor-refusals-bad-payment = Esa no es una forma de pagar esta carta
splendor-refusals-cannot-afford = No puedes pagar { $card }, ni siquiera con tu oro
splendor-refusals-gold-only-missing = El oro solo puede pagar lo que tus gemas no cubren
splendor-refusals-return-not-held = Solo puedes devolver fichas que tengas
splendor-refusals-return-count = Devuelve exactamente { $count ->
    [one] una ficha
   *[other] { $count } fichas
}
