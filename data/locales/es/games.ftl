# El título y el resumen de cada juego (title_key y summary_key del GameSpec): títulos de la
# sala de espera, la mesa y la ayuda, nombres de los hilos, y la descripción del grupo de
# comandos /<juego> (el resumen: como mucho 100 caracteres).
# Los títulos son los nombres de los juegos publicados: se quedan en inglés mientras no haya
# una edición en español con otro título.

village-title = Please Don't Burn My Village!
village-summary = Juega a { village-title }

goofspiel-title = Goofspiel
goofspiel-summary = Juega a Goofspiel: apuesta tus cartas por los premios, todos a la vez

splendor-title = Splendor
splendor-summary = Juega a Splendor: gemas, cartas y nobles, hasta 15 puntos

yotd-title = En el Año del Dragón
yotd-summary = Juega a En el Año del Dragón: palacios, personajes y un año de desgracias
