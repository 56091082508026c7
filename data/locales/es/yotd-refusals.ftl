# En el Año del Dragón: por qué las reglas rechazan una jugada (bot/games/yotd/checks.py).
# Cada mensaje es una frase sin punto final: la respuesta añade el id de la regla.
# $seat: número de plaza; $size: tamaño del privilegio (small, large); $count, $fee, $yuan,
# $cost, $low, $high: números.
# Términos: yuan, personaje = person, palacio = palace, piso = floor, dragón = dragon,
# carta de acción = action card, privilegio = privilege, comodín = wild card, sequía = drought.

yotd-refusals-player-count = Se juega de { $low } a { $high } jugadores
yotd-refusals-game-over = La partida ha terminado
yotd-refusals-no-seat = En esta partida no hay plaza { $seat }
yotd-refusals-not-your-turn = No es tu turno
yotd-refusals-malformed = Esa no es una jugada de este juego
yotd-refusals-not-offered = Ahora esa jugada no está entre tus opciones
yotd-refusals-draft-first = Primero elige tus dos personajes iniciales
yotd-refusals-draft-types = Elige dos personajes de tipos distintos
yotd-refusals-draft-pair-taken = Un jugador anterior ya eligió esa pareja de personajes: elige otra
yotd-refusals-draft-split = Pon un personaje inicial en cada palacio
yotd-refusals-choose-action = Primero elige una carta de acción, o ninguna acción
yotd-refusals-no-such-action = No existe esa carta de acción
yotd-refusals-privilege-size = Elige un privilegio pequeño o grande, y solo con la carta Privilegio
yotd-refusals-group-fee = Este grupo ya está ocupado: unirte cuesta { $fee } yuan y tienes { $yuan }
yotd-refusals-privilege-money = Un privilegio { $size ->
    [small] pequeño
   *[large] grande
} cuesta { $cost } yuan y te quedarían { $yuan }
yotd-refusals-place-floors = Primero coloca { $count ->
    [one] tu piso
   *[other] tus { $count } pisos
}
yotd-refusals-build-all = Hay que colocar todos los pisos: { $count ->
    [one] falta uno
   *[other] faltan { $count }
}
yotd-refusals-palace-top = Un palacio tiene como máximo { $count } pisos
yotd-refusals-identical-palace = Ese palacio es igual a uno anterior: elige el primero de ellos
yotd-refusals-no-such-palace = No tienes ese palacio
yotd-refusals-play-card = Primero juega una de tus cartas de personaje
yotd-refusals-card-not-in-hand = No tienes esa carta en la mano
yotd-refusals-tile-not-card = Esa carta no puede tomar ese personaje
yotd-refusals-tile-gone = No queda ninguna ficha de ese personaje
yotd-refusals-wild-live = Un comodín debe tomar un personaje mientras quede alguno
yotd-refusals-must-take = Esa carta aún puede tomar un personaje, así que debe tomarlo
yotd-refusals-first-dead-card = Ninguna de tus cartas puede tomar un personaje: se juega la primera
yotd-refusals-room-left = Tienes un piso libre: el nuevo personaje va a un palacio con sitio
yotd-refusals-palace-full = Ese palacio no tiene pisos libres
yotd-refusals-no-room = Ningún palacio tiene sitio: sustituye a un personaje o despide al recién llegado
yotd-refusals-not-in-palace = Ese personaje no está en ese palacio
yotd-refusals-release-first = Primero despide a { $count ->
    [one] un personaje
   *[other] { $count } personajes
}
yotd-refusals-drought-palace = Durante la sequía cada despido sale de un palacio distinto
