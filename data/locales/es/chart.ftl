# El gráfico de cómo fue una partida terminada, dibujado bajo su mesa final
# (bot/ui/drawing/chart.py, adapter/progress.py de cada juego). En el idioma de la partida: lo
# lee el canal. Sus paneles son gráficos de números enteros a lo largo de los turnos (o rondas).

# El título del gráfico, y de su embed bajo la mesa final.
chart-title = Cómo fue la partida
# El eje x: los turnos de la partida (0 es el comienzo).
chart-turns = Turno
# El eje x de un juego por rondas (0 es el comienzo).
chart-rounds = Ronda
# La línea de un jugador cuando no se conoce su nombre. $seat: el número de la plaza (1, 2…).
chart-seat = Plaza { $seat }
# Un gráfico: la puntuación de cada jugador.
chart-score = Puntuación
# Un gráfico: la puntuación de cada jugador si la partida hubiera terminado en ese turno (mano incluida).
chart-score-then = Puntuación si la partida hubiera terminado entonces
# Un gráfico: cuánto valía una carta de cada tesoro en el Favor del Dragón, turno a turno.
chart-treasure-values = Valor de los tesoros en el Favor del Dragón
# Un gráfico: los puntos de prestigio de cada jugador.
chart-prestige = Puntos de prestigio
# Un gráfico: cuántas cartas de desarrollo tiene cada jugador.
chart-cards-owned = Cartas de desarrollo
