# Las palabras de la casa sobre la mesa pública (cogs/table.py, cogs/guard.py). Sus botones
# van en el idioma de la partida (los ve el canal); lo que se le dice en privado a un miembro
# (una publicación fallida, un botón de un mensaje antiguo) va en su idioma de Discord.

table-show-hand = Ver mi mano
# El botón que muestra las reglas del juego.
table-rules = Reglas

# Un clic en un botón de un mensaje público antiguo de la partida. $game: su número.
table-outdated = Ese botón está desactualizado, así que no pasó nada: la partida #{ $game } { $status ->
        [lobby] aún está buscando jugadores: usa los botones de su mensaje actual
        [running] ya empezó
        [finished] terminó
        [cancelled] se canceló
        [expired] se abandonó (nadie jugó durante demasiado tiempo)
       *[broken] está en pausa: sus datos guardados están dañados
    }.

# Un puesto en la clasificación final, como lo dibujan las imágenes (1.º, 2.º, 3.º, 4.º).
# $place: el número; $form: su forma ordinal (en español no cambia nada).
table-place = { $form ->
       *[other] { $place }.º
    }
