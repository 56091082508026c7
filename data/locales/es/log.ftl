# El registro de jugadas (cogs/log.py: `/<game> log` y sus botones). Se responde en privado,
# en el idioma de Discord de quien lo lee; los resúmenes de las jugadas quedan en el idioma de
# la partida (como la mesa se los dijo al canal).

# $game: el número de la partida; $title: el nombre del juego.
log-title = Partida #{ $game } · { $title }: las jugadas
# Lo mismo, para una partida acabada; $status dice cómo (la partida: femenino).
log-title-ended = Partida #{ $game } · { $title }: las jugadas ({ $status ->
        [finished] terminada
        [cancelled] cancelada
        [expired] expirada
       *[broken] dañada
    })
log-empty = Aún no hay jugadas.
# $first–$last: los números de las jugadas de esta página; $total: las jugadas en total.
log-footer = Página { $page } de { $pages } · jugadas { $first }–{ $last } de { $total }
log-older = ◀ Anteriores
log-newer = Siguientes ▶
# Una plaza que ya nadie ocupa, por su número ("plaza 2").
log-seat = plaza { $seat }
# Una jugada guardada sin resumen ("@Ann — jugó").
log-played = jugó
