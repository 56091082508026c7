# Splendor en Discord: la mesa, el panel de la mano y el resumen de las reglas
# (bot/games/splendor/adapter/). Los términos del juego: ../GLOSSARY.md.
# Términos: token = ficha (f., la que se toma del banco), gem = gema (f., su color),
# gold = oro, development card = carta de desarrollo, noble = noble, bank = banco,
# level = nivel, bonus = bonificación (f.), reserve = reservar, take = tomar,
# return = devolver, pass = pasar, last round = última ronda.
# Las gemas se escriben como marcas y números ("⚪2 🔵1 ⭐1": blanco, azul, verde, rojo, negro,
# oro), iguales en todos los idiomas; $gem es el id de un color (white, blue, green, red,
# black, gold).
# Los números de nivel, de plaza, de partida y de turno llegan como texto; las cantidades
# ($count, $points) como números, para los plurales.

## Palabras comunes a la mesa, el panel y el registro.

# Una lista vacía: de fichas o gemas, pero también de cartas reservadas y de nobles (por eso
# "nada", que no concuerda con ningún género).
splendor-none = nada
# El nombre de un color en una frase, tras su marca: el color como sustantivo (masculino
# singular, "el rojo"), que no concuerda con fichas ni gemas.
splendor-gem = { $gem ->
    [white] blanco
    [blue] azul
    [green] verde
    [red] rojo
    [black] negro
   *[gold] oro
}
# El nombre de un color en un botón (con mayúscula), tras su marca: "❤️ Rojo".
splendor-gem-label = { $gem ->
    [white] Blanco
    [blue] Azul
    [green] Verde
    [red] Rojo
    [black] Negro
   *[gold] Oro
}
# Puntos de prestigio.
splendor-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
# Una carta de desarrollo: la marca de su bonificación, su nivel (del 1 al 3) y sus puntos de
# prestigio.
splendor-card = { $mark } nivel { $level }{ $points ->
    [0] {""}
    [one] {" · "}{ $points } punto
   *[other] {" · "}{ $points } puntos
}
# El puesto final en la clasificación: 1.º, 2.º, 3.º, 4.º (4 jugadores como máximo).
splendor-place = { $rank }.º
# Alguien alcanzó el objetivo ($points): se completa la ronda y luego termina la partida.
splendor-last-round = ⏳ Alguien ha llegado a { $points } puntos: esta es la última ronda.
# Qué pasa con una plaza cuando se le agota el tiempo. Una oración independiente (indicativo):
# se lee después de "luego" en la mesa y después del tiempo restante en un recordatorio.
splendor-timeout = el bot hace por ti la primera jugada que permiten las reglas (tomar fichas, si quedan)

## La mesa pública (en el idioma de la partida).

splendor-table-to-play = ▶ Le toca a { $player }.
# Quien debe jugar tiene demasiadas fichas y está devolviendo algunas.
splendor-table-returning = Está devolviendo { $count ->
    [one] una ficha
   *[other] { $count } fichas
} (tiene demasiadas).
splendor-table-choosing-noble = Varios nobles pueden hacerle una visita: está eligiendo uno.
splendor-table-goal = Se juega hasta { $points } puntos; después se completa la ronda.
# $when: una marca de tiempo de Discord, que Discord escribe en el idioma de quien lee
# ("dentro de 2 horas"); $then: splendor-timeout.
splendor-table-deadline = El tiempo se acaba { $when }: luego { $then }.
# El contenido del mensaje: menciona a quien debe jugar.
splendor-table-ping = { $player }, es tu turno en la partida #{ $game }.
splendor-table-bots = Partida #{ $game }: está jugando un bot.
splendor-table-over = La partida #{ $game } ha terminado: { $players }
splendor-table-won = { $count ->
    [one] 🏆 { $players } gana con { $points } puntos.
   *[other] 🏆 { $players } comparten la victoria con { $points } puntos.
}
# "Ver mi mano" es el botón de la mesa (table-show-hand).
splendor-table-footer = Turno { $turn } · toca Ver mi mano para jugar
# A finished game's footer, instead of the turn and the way to play.
splendor-table-footer-over = Partida terminada · la mesa es definitiva
# El título de un campo: un nivel de las cartas boca arriba y las cartas que quedan en su mazo.
splendor-level = Nivel { $level } · { $deck ->
    [one] 1 carta en el mazo
   *[other] { $deck } cartas en el mazo
}
# Un espacio de las cartas boca arriba que quedó vacío (su mazo se acabó).
splendor-empty-space = — vacío —
splendor-nobles = Nobles
splendor-bank = Banco
splendor-seat = Plaza { $seat }
splendor-seat-to-play = ▶ le toca
splendor-seat-away = ausente
# La línea de un jugador: $points es splendor-points; $tokens y $bonuses marcas y números;
# $count las fichas que tiene, $cards las cartas compradas, $reserved y $nobles cantidades.
# A card reserved blind from a deck, as the others see it: only its level ($level) is public.
splendor-reserved-unseen = una carta de nivel { $level }, reservada boca abajo
splendor-seat-value = { $player } · **{ $points }**
    Fichas { $tokens } ({ $count }/{ $limit }) · Bonificaciones { $bonuses }
    { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    } · { $reserved ->
        [one] { $reserved } reservada
       *[other] { $reserved } reservadas
    } · { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }

## El panel privado de una plaza (en el idioma de quien lee).

splendor-panel-refresh = Actualizar
# Un botón: borra la jugada a medias (gemas elegidas, fichas por devolver, forma de pago).
splendor-panel-clear = Volver a elegir
splendor-panel-pass = Pasar (sin jugadas)
# Rechazo: el toque ya no vale en la posición (un panel antiguo, una jugada ya hecha).
splendor-panel-stale = Esa opción ya no es posible: ahora el panel está actualizado.
# La primera línea del panel en el turno del jugador: $count es de cuántas gemas distintas es
# una toma.
splendor-panel-your-turn = ▶ Es tu turno: toca { $count ->
    [one] una gema para tomarla
   *[other] { $count } gemas de colores distintos
}, o compra o reserva una carta abajo.
# Las gemas elegidas hasta ahora para una toma ($gems: "❤️ Rojo ⚪ Blanco"), $count cuántas
# faltan.
splendor-panel-picked = Vas a tomar { $gems }: toca { $count ->
    [one] una gema más de otro color
   *[other] { $count } gemas más de otros colores
}.
# Un botón de gema: $gem es su marca y su nombre ("❤️ Rojo").
splendor-panel-take-two = { $gem } ×2: tomar dos
splendor-panel-unpick = ✓ { $gem } (toca para quitar)
splendor-panel-take-last = { $gem }: tomar
splendor-panel-stuck = ▶ Es tu turno, pero no tienes jugadas posibles: pasa.
splendor-panel-return = ▶ Tienes más de { $limit } fichas: toca { $count ->
    [one] la ficha que quieras devolver
   *[other] una a una las { $count } fichas que quieras devolver
}.
splendor-panel-returning = ▶ Llevas { $chosen } de { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
} por devolver: sigue tocando.
# Un botón para devolver: el color y cuántas fichas de él quedan.
splendor-panel-give = Devolver { $gem } (tienes { $count })
splendor-panel-choose-noble = ▶ { $count } nobles pueden visitarte: elige uno.
splendor-panel-paying = ▶ Vas a comprar { $card }: elige abajo cómo pagar.
# El menú para comprar: $count las cartas que el jugador puede pagar.
splendor-panel-buy = 💰 Comprar una carta (puedes pagar { $count })
splendor-panel-buy-option = Comprar { $card }
splendor-panel-buy-reserved = Comprar de tus reservadas: { $card }
# Lo que cuesta una carta tras las bonificaciones del jugador ($tokens marcas y números, el oro
# ⭐ al final).
splendor-panel-pay = pagas { $tokens }
splendor-panel-free = gratis con tus bonificaciones
splendor-panel-how-to-pay = ¿Cómo quieres pagar { $card }?
splendor-panel-reserve = 📌 Reservar una carta (+⭐1 oro)
splendor-panel-reserve-no-gold = 📌 Reservar una carta (no queda oro)
splendor-panel-reserve-blind = Primera carta del mazo de nivel { $level } (a ciegas)
splendor-panel-reserve-blind-hint = Solo tú la verás
splendor-panel-tokens = Tus fichas · { $count }/{ $limit }
splendor-panel-bonuses = Tus bonificaciones
splendor-panel-points = Tus puntos
splendor-panel-points-value = **{ $points }** · { $nobles ->
    [one] 1 noble
   *[other] { $nobles } nobles
}
splendor-panel-reserved = Reservadas · { $count }/{ $limit }
# Junto a una carta reservada a ciegas de un mazo: los demás no la conocen.
splendor-panel-blind = secreta
splendor-panel-from-reserve = reservada
splendor-panel-can-buy = Puedes comprar · { $count }
splendor-panel-can-buy-none = Nada por ahora: toma gemas o reserva una carta.
splendor-panel-footer = Banco: { $bank }
# Refusal: a select's value the panel never offers (forged, unreadable).
splendor-panel-unreadable = No se pudo leer esa opción: usa los botones y las listas del panel.
# The payment select when a card can be paid in more ways than one list holds: first the
# gold to use ($card: the card).
splendor-panel-how-much-gold = ¿Cuánto oro quieres usar para { $card }?
# An amount of gold ($gold, a number) and how many ways of paying use it ($count, 2 or more).
splendor-panel-pay-gold = Usar ⭐{ $gold } de oro ({ $count } formas de pagar)
# After an amount of gold: the other ways of paying with it ($count left on the next page).
splendor-panel-pay-more = Más formas con este oro ({ $count })
# Back to the amounts of gold.
splendor-panel-pay-back = ↩ Otra cantidad de oro
