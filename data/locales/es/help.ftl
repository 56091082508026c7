# /<juego> ayuda (bot/ui/help.py): los comandos del juego y los de Hoard, uno por línea. $command
# es un comando como lo escribe el miembro, entre comillas invertidas, con los nombres que
# muestra su Discord ("`/village nueva [plazas] [turno] [idioma]`"); igual $add y $remove.

help-title = Hoard — comandos de { $title }
help-footer = Las partidas duran días: juega tu turno cuando quieras.
help-new = { $command } — abre una partida aquí; turno: tiempo por turno, como 24h; idioma: { $languages }
help-join = { $command } — ocupa una plaza en la partida de este canal
help-bots = { $add } / { $remove } — jugadores bot (anfitrión)
help-leave-lobby = { $command } — deja tu plaza antes de que empiece la partida
help-start = { $command } — empieza la partida (anfitrión)
help-cancel = { $command } — cancela la partida (el anfitrión, o un miembro que pueda gestionar el canal)
help-hand = { $command } — tus cartas y tus jugadas (solo tú las ves)
help-board = { $command } — vuelve a publicar la mesa de la partida
help-log = { $command } — las jugadas de la partida hasta ahora, página a página (solo tú lo ves)
help-leave-running = { $command } — con la partida empezada: el bot juega tus turnos hasta que vuelvas
help-rules = { $command } — las reglas en resumen
help-help = { $command } — esta lista
help-kick = { $command } — marca a un jugador como ausente (el anfitrión o quien gestione el canal)
help-games = { $command } — las partidas abiertas de este servidor
help-notify = { $command } — recibe también tus recordatorios por mensaje directo
help-settings = { $command } — los ajustes de este servidor; `/hoard-configurar …` los cambia
help-forget = { $command } — mira lo que Hoard guarda sobre ti y bórralo
help-stats = { $command } — partidas, victorias y valoración de un miembro
help-leaderboard = { $command } — los jugadores con mejor valoración en un juego
help-recent = { $command } — tus últimas partidas terminadas, con enlaces
help-history = { $command } — las partidas terminadas de este canal o servidor
help-replay = { $command } — repasa una partida terminada, jugada a jugada
help-export = { $command } — una partida terminada como archivo JSON
help-privacy = { $command } — muestra tus estadísticas a los demás, o guárdalas para ti
