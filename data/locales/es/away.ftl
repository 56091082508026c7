# Vacaciones (issue 30): /hoard away y /hoard back (cogs/away.py), las líneas en la mesa y en
# la sala (bot/ui/away.py), el límite del servidor (/hoard-config holidays, /hoard settings).
# Nombres de comandos y opciones: minúsculas, como mucho 32 caracteres, letras, cifras, - y _.
# Descripciones: como mucho 100 caracteres. { $until } es una fecha de Discord, mostrada en el
# idioma y la zona horaria de quien lee.

away-name = vacaciones
away-description = Vete de vacaciones: tus relojes se paran y nadie juega por ti hasta que vuelvas
away-days-name = días
away-days-description = Cuántos días estarás fuera (de 1 a 30)
away-reason-name = motivo
away-reason-description = El porqué, si quieres (aparece junto a tu nombre en las mesas de tus partidas)
back-name = vuelta
back-description = Termina ya tus vacaciones: tus relojes vuelven a correr

away-done = Estás de vacaciones hasta el { $until }: los relojes de tus puestos se paran, nadie juega por ti y no recibes recordatorios.
away-allowance = { $days ->
    [0] Este servidor no para los relojes por vacaciones: aquí tus relojes siguen corriendo.
    [one] Este servidor para tu reloj como mucho 1 día de cada 30; después vuelve a correr. Usa /hoard back cuando vuelvas.
   *[other] Este servidor para tu reloj como mucho { $days } días de cada 30; después vuelve a correr. Usa /hoard back cuando vuelvas.
}
away-allowance-short = Este servidor para un reloj como mucho { $days ->
    [one] 1 día de vacaciones
   *[other] { $days } días de vacaciones
} de cada 30, contando tus vacaciones anteriores: aquí tu reloj vuelve a correr desde el { $until }.
back-done = Bienvenido de nuevo: tus relojes vuelven a correr, y una partida que te esperaba te da un turno entero desde ahora.
away-not-away = No estás de vacaciones.
away-bad-days = Unas vacaciones duran de 1 a { $most } días.
away-bad-reason = El motivo puede tener como mucho { $most } caracteres.

away-table-stopped = 🏖️ { $player } está de vacaciones hasta el { $until }: su reloj está parado.
away-table-allowance-used = 🏖️ { $player } está de vacaciones hasta el { $until }, pero ha agotado los días de vacaciones de este servidor: su reloj vuelve a correr.
# A table's line about a holiday, followed by the member's own words about it.
away-table-reason = { $line } «{ $reason }»
away-lobby-title = De vacaciones
away-lobby-warning = { $player } está de vacaciones hasta el { $until }: cuando empiece la partida, su reloj estará parado hasta que vuelva.

away-config-name = vacaciones
away-config-description = Cuántos días de cada 30 pueden parar unas vacaciones el reloj de un miembro
away-config-days-name = días
away-config-days-description = De 0 a 30 (0: aquí las vacaciones no paran relojes)
away-config-show = Vacaciones
away-config-show-value = { $count ->
    [0] desactivadas: las vacaciones no paran relojes
    [one] un reloj se para como mucho 1 día de cada 30
   *[other] un reloj se para como mucho { $count } días de cada 30
}
