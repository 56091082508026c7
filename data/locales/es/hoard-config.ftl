# /hoard-configurar: los comandos que cambian los ajustes de un servidor, y los ajustes como los
# muestran /hoard ajustes y cada cambio (cogs/hoard_config.py). Las respuestas solo las ve quien
# las pidió. Las duraciones mantienen la notación del bot en todos los idiomas (es lo que
# escriben los administradores): d días, h horas, m minutos, s segundos ("24h", "1d 12h", "30m").
# Nombres de comandos y opciones: minúsculas, 32 caracteres como máximo, letras, cifras, - y _.
# Descripciones: 100 caracteres como máximo. "Gestionar servidor" es el nombre del permiso en
# Discord.

hoard-config-name = hoard-configurar
hoard-config-description = Cambia los ajustes de Hoard de este servidor (Gestionar servidor)

hoard-config-turns-name = turnos
hoard-config-turns-description = El tiempo por turno: por defecto, mínimo y máximo
hoard-config-turns-default-name = predeterminado
hoard-config-turns-default-description = Por ejemplo 24h (d días, h horas, m minutos)
hoard-config-turns-shortest-name = mínimo
hoard-config-turns-shortest-description = Por ejemplo 5m (como mínimo 5m, m minutos)
hoard-config-turns-longest-name = máximo
hoard-config-turns-longest-description = Por ejemplo 7d (como máximo 7d, d días)

hoard-config-reminders-name = recordatorios
hoard-config-reminders-description = Cuándo recordarle a un jugador que es su turno
hoard-config-reminders-points-name = momentos
hoard-config-reminders-points-description = Por ejemplo '50%, 1h': a mitad del turno y una hora antes del final

hoard-config-absent-name = ausencia
hoard-config-absent-description = Tiempos agotados seguidos antes de que un jugador quede ausente
hoard-config-absent-timeouts-name = tiempos-agotados
hoard-config-absent-timeouts-description = Cuántos turnos seguidos con tiempo agotado (de 1 a 20)

hoard-config-channel-name = canal
hoard-config-channel-description = Permite o prohíbe las partidas en un canal
hoard-config-channel-channel-name = canal
hoard-config-channel-channel-description = El canal
hoard-config-channel-allow-name = permitir
hoard-config-channel-allow-description = ¿Permitido? (si no hay canales en la lista, se permiten todos)

hoard-config-opener-name = quien-abre
hoard-config-opener-description = Quién puede abrir partidas: un rol, o todos
hoard-config-opener-role-name = rol
hoard-config-opener-role-description = Solo los miembros con este rol (vacío: todos)

hoard-config-limits-name = límites
hoard-config-limits-description = Partidas abiertas por servidor; días hasta que terminan las partidas abandonadas
hoard-config-limits-open-name = partidas-abiertas
hoard-config-limits-open-description = Cuántas partidas puede haber abiertas a la vez como máximo (de 1 a 500)
hoard-config-limits-expire-name = días-abandono
hoard-config-limits-expire-description = Días sin jugadas antes de que termine una partida (de 1 a 365)

hoard-config-pictures-name = imágenes
hoard-config-pictures-description = Muestra la mesa y las manos como imágenes
hoard-config-pictures-on-name = activar
hoard-config-pictures-on-description = True: imágenes; False: solo texto

hoard-config-threads-name = hilos
hoard-config-threads-description = Abre cada partida nueva en su propio hilo del canal
hoard-config-threads-on-name = activar
hoard-config-threads-on-description = True: un hilo por partida (necesito Crear hilos públicos y Enviar mensajes en hilos)

hoard-config-language-name = idioma
hoard-config-language-description = El idioma de los mensajes de las partidas nuevas en el canal
hoard-config-language-choice-name = opción
hoard-config-language-choice-description = Automático: el idioma del servidor si es un servidor de comunidad; si no, inglés
# Las opciones: "automático" (el idioma), y luego cada idioma con su nombre en su propio idioma
# (igual en todos los archivos: cada miembro busca el nombre de su idioma).
hoard-config-language-automatic = automático
hoard-config-language-en = English
hoard-config-language-it = Italiano
hoard-config-language-es = Español

## Respuestas.

hoard-config-saved = Guardado. Las partidas nuevas usan estos ajustes.
hoard-config-nothing = Nada que cambiar: indica al menos un valor.

## Los ajustes, como los muestran /hoard ajustes y cada cambio: un título, un campo por ajuste
## (un nombre y su valor), un pie.

hoard-config-show-title = Ajustes de Hoard en este servidor
hoard-config-show-footer = Cámbialos con /{ hoard-config-name } … (Gestionar servidor)
hoard-config-show-turns = Tiempo por turno
hoard-config-show-turns-value = { $default } por defecto; se permite de { $shortest } a { $longest }
hoard-config-show-reminders = Recordatorios
# Los momentos se listan con comas, "50%, 1h antes del final": un porcentaje del turno tal cual,
# un tiempo antes del final del turno con esto.
hoard-config-show-reminders-before = { $point } antes del final
hoard-config-show-reminders-none = ninguno
hoard-config-show-absent = Ausente tras
hoard-config-show-absent-value = { $count ->
    [one] { $count } turno con tiempo agotado
   *[other] { $count } turnos seguidos con tiempo agotado
}
hoard-config-show-channels = Canales
hoard-config-show-channels-every = todos los canales
hoard-config-show-opener = Quién puede abrir partidas
hoard-config-show-opener-everyone = todos
hoard-config-show-open-games = Partidas abiertas por servidor
hoard-config-show-expire = Las partidas abandonadas terminan tras
hoard-config-show-expire-value = { $count ->
    [one] { $count } día sin jugadas
   *[other] { $count } días sin jugadas
}
# Las imágenes (f. pl.).
hoard-config-show-pictures = Imágenes
hoard-config-show-pictures-on = activadas
hoard-config-show-pictures-off = desactivadas
hoard-config-show-threads = Partidas en hilos
hoard-config-show-threads-on = sí: cada partida nueva abre su propio hilo
hoard-config-show-threads-off = no
hoard-config-show-language = Idioma de las partidas nuevas
hoard-config-show-language-automatic = automático: el idioma del servidor si es un servidor de comunidad; si no, inglés
