# El grupo de comandos /<juego> de cada juego (cogs/game.py): comandos, opciones y opciones a
# elegir, y luego las respuestas de addbot, removebot y board (solo las ve quien preguntó).
# El nombre del grupo es el id del juego (village, goofspiel), igual en todos los idiomas.
# Nombres de comandos y opciones: en minúsculas, como mucho 32 caracteres, letras, cifras, - y _.
# Descripciones: como mucho 100 caracteres.

game-commands-new-name = nueva
game-commands-new-description = Abre una partida en este canal y reúne jugadores
game-commands-new-seats-name = plazas
game-commands-new-seats-description = Cuántas plazas (de { $min } a { $max }; por defecto { $max })
game-commands-new-turn-name = turno
# Las unidades de los ejemplos (m, h, d) se quedan: el bot lee esas.
game-commands-new-turn-description = Tiempo por turno, como 30m, 24h o 2d (por defecto: el del servidor)
game-commands-new-language-name = idioma
game-commands-new-language-description = El idioma de los mensajes públicos de la partida (por defecto: el del servidor)
# Solo para un juego con dos reglamentos o más; las opciones son del juego (<id>-ruleset-<nombre>).
game-commands-new-ruleset-name = reglamento
game-commands-new-ruleset-description = El reglamento con el que jugar (por defecto: el estándar)

game-commands-join-name = unirse
game-commands-join-description = Ocupa una plaza en la partida de este canal

game-commands-leave-name = salir
game-commands-leave-description = Deja tu plaza (con la partida empezada: el bot juega por ti)

game-commands-addbot-name = añadir-bot
game-commands-addbot-description = Añade un jugador bot a esta sala de espera (anfitrión)
game-commands-addbot-level-name = nivel
game-commands-addbot-level-description = Nivel de juego: { $levels }
game-commands-level-easy = fácil
game-commands-level-normal = normal
game-commands-level-hard = difícil
game-commands-level-default = { $level } (por defecto)

game-commands-removebot-name = quitar-bot
game-commands-removebot-description = Quita el último bot de esta sala de espera (anfitrión)

game-commands-start-name = empezar
game-commands-start-description = Empieza la partida de este canal (solo el anfitrión)

game-commands-cancel-name = cancelar
game-commands-cancel-description = Cancela la partida de este canal (el anfitrión, o quien pueda gestionar el canal)

game-commands-hand-name = mano
game-commands-hand-description = Tus cartas y tus jugadas, en privado

game-commands-board-name = mesa
game-commands-board-description = Vuelve a publicar la mesa de la partida de este canal

game-commands-log-name = registro
game-commands-log-description = Las jugadas de la partida hasta ahora, en palabras (solo tú las ves)
game-commands-log-game-name = partida
game-commands-log-game-description = El número de la partida (por defecto: la de este canal, o la última)

game-commands-rules-name = reglas
game-commands-rules-description = Las reglas en resumen, con los valores de este servidor
game-commands-rules-ruleset-name = reglamento
game-commands-rules-ruleset-description = Qué reglamento mostrar (por defecto: el estándar)

game-commands-help-name = ayuda
game-commands-help-description = Qué hacen los comandos del bot

game-commands-bot-easy = Un bot fácil
game-commands-bot-normal = Un bot normal
game-commands-bot-hard = Un bot difícil
game-commands-bot-seated = { $bot } ya ocupa una plaza en la partida #{ $game }
game-commands-bot-left = El bot dejó su plaza

game-commands-board-posted = La mesa se acaba de publicar: { $link }
game-commands-board-posted-here = La mesa se acaba de publicar en este canal.
game-commands-board-here = Aquí está la mesa.
game-commands-board-unchanged = En la partida no cambió nada
