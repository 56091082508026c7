# Broom Service en Discord: los nombres que comparten el panel, la mesa, el registro y las
# reglas (palabras del resumen de reglas en español: valiente, cobarde, embrujado, varita).

broom-role = { $role ->
    [gatherer_orange] Recolectora naranja
    [gatherer_green] Recolectora verde
    [gatherer_purple] Recolectora morada
    [witch_forest] Bruja del bosque
    [witch_prairie] Bruja de la pradera
    [witch_hill] Bruja de la colina
    [witch_mountain] Bruja de la montaña
    [druid_valley] Druida del valle
    [druid_peak] Druida de las cumbres
   *[weather_fairy] Hada del clima
}
broom-event = { $event ->
    [more_or_less] Más o menos
    [black_market] Mercado negro
    [black_distillery] Destilería clandestina
    [brave_heart] Corazón valiente
    [perilous_places] Lugares peligrosos
    [protected_places] Lugares protegidos
    [upper_hand] La mano más llena
    [empty_handed] Con las manos vacías
    [the_works] ¡El servicio completo!
   *[flock_together] Todos juntos
}
broom-tower = 🗼{ $id } { $colour } { $shape ->
    [round] redonda
   *[square] cuadrada
} · { $vp }⭐{ $wands ->
    [0] {""}
   *[other] {" "}+{ $wands }🪄
}
broom-board = Valle de Hoard (el tablero propio de Hoard)
broom-board-other = { $board } (no es el tablero impreso)
broom-timeout = se hace por ti una jugada prudente (los primeros roles no embrujados; cobarde, sin gastar nada)
