# Broom Service: las reglas en breve, con los valores de un conjunto de reglas.

broom-rules-title = Broom Service: las reglas en breve
broom-rules-goal = { $rounds } rondas. Entrega pociones en las torres y hechiza las nubes: gana quien tenga más PV (se empieza con { $vp }).
broom-rules-pick-heading = La elección
broom-rules-pick = En cada ronda todos eligen en secreto { $count } de sus 10 roles. Nadie los ve antes de que se jueguen.
broom-rules-turn-heading = Un turno
broom-rules-turn = El jugador inicial juega un rol, valiente o cobarde. Luego, en orden, quien tenga el mismo rol debe jugarlo (deber de seguir; los demás dicen "¡siguiente!"). El cobarde actúa enseguida, poco. El valiente espera: el último valiente hace la acción grande, los valientes anteriores quedan fuera. El último valiente empieza el turno siguiente.
broom-rules-roles-heading = Los roles
broom-rules-role = { $kind ->
    [gatherer] valiente: 2 pociones de su color y una varita; cobarde: 1 poción
    [witch] vuela un peón a una región vecina de su paisaje; valiente: después entrega una poción en una torre de allí
    [druid] entrega una poción desde donde está un peón; valiente: +{ $bonus }⭐ si entregas
   *[weather_fairy] paga varitas para hechizar una nube junto a un peón; valiente: +{ $bonus }⭐ si hechizas
}
broom-rules-bewitched-heading = Roles embrujados
broom-rules-bewitched = Con menos de 5 jugadores algunos roles están embrujados cada ronda: jugar uno cuesta { $vp }⭐.
broom-rules-board-heading = El tablero
broom-rules-board = { $board }, con { $towers } torres: una torre redonda acepta una poción en toda la partida, una cuadrada las que quieras. Las nubes bloquean las regiones que cubren. El tablero, sus nubes, la tabla de rayos y algunos valores de los eventos son un diseño propio de Hoard: los impresos nunca se publicaron.
broom-rules-board-printed = { $board }, con { $towers } torres: una torre redonda acepta una poción en toda la partida, una cuadrada las que quieras. Las nubes bloquean las regiones que cubren. El tablero es el mapa impreso, aportado por este servidor; lo que el servidor no aportó (las nubes, la tabla de rayos, algunos valores de los eventos) es un diseño propio de Hoard.
broom-rules-events-heading = Los eventos (7, uno por ronda)
broom-rules-event = { $event ->
    [more_or_less] elige de 1 a 5 roles en lugar de 4; menos roles, más PV
    [black_market] quien juega cobarde puede tomar 3⭐ en lugar de la acción
    [black_distillery] quien juega cobarde puede tomar un recurso en lugar de la acción
    [brave_heart] quien empieza un turno debe ser valiente
    [perilous_places] los peones en bosques y praderas pierden PV al final de la ronda
    [protected_places] los peones en bosques y praderas ganan PV al final de la ronda
    [upper_hand] el puño de recursos más grande gana PV y se entrega
    [empty_handed] pierdes PV por cada tipo de recurso que no tengas
    [the_works] entrega un recurso de cada tipo por PV
   *[flock_together] dos peones en el mismo paisaje ganan PV
}
broom-rules-end-heading = El final
broom-rules-end = Tras la última ronda: PV por los rayos de tus nubes hechizadas, { $four }⭐ por cada juego de 4 recursos distintos y { $three }⭐ por cada juego de 3.
