# El porqué de una pista: $card, la puja; $prize, el premio en juego.
goofspiel-hint-closest = { $card } es la carta de tu mano más cercana al premio ({ $prize }): puja lo que vale el premio y guarda tus cartas altas para los premios grandes.
