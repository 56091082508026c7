# Please Don't Burn My Village!: el panel privado de la mano (bot/games/village/adapter/panel.py,
# steps.py, hand.py, words.py) en el idioma de quien lo lee, y los botones de la mesa pública
# (panel.table_controls) en el idioma de la partida. Los términos del juego: ../GLOSSARY.md.
# Un español neutro: tú, sin vosotros ni vos.
# Botones y opciones: como mucho 25 caracteres (el LABEL_MAX del panel); donde una etiqueta
# tiene una forma más corta (-short, o el mismo mensaje con un número de cartas en lugar de
# los nombres), el panel toma la primera que cabe.
# $cost es el precio de un puesto ("0", "1", "2", "3"); $value y $worth son valores de cartas,
# con su signo ("+3", "−2"); $cards es un número de cartas ("3 cartas") o cartas por nombre.

## Números

village-panel-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
# Una puntuación: $points es el número con su signo ("−3"), $count el mismo número para el plural.
village-panel-points = { $count ->
    [one] { $points } punto
   *[other] { $points } puntos
}
# Cartas con su cifra, en una opción o una etiqueta: "1 Corona del Rey", "0 Comodines".
village-panel-tally = { $count ->
    [one] { $count } { $name }
   *[other] { $count } { $plural }
}
# Un puesto sin cartas ("**3** · vacío"): puesto es masculino.
village-panel-empty = vacío

## Los nombres cortos de las cartas (en una etiqueta demasiado corta para el nombre entero)

village-panel-short-axe = { $count ->
    [one] Hacha
   *[other] Hachas
}
village-panel-short-feather = { $count ->
    [one] Pluma
   *[other] Plumas
}
village-panel-short-sword = { $count ->
    [one] Espada
   *[other] Espadas
}
village-panel-short-scrolls = { $count ->
    [one] Pergamino
   *[other] Pergaminos
}
village-panel-short-crown = { $count ->
    [one] Corona
   *[other] Coronas
}
village-panel-short-goblet = { $count ->
    [one] Cáliz
   *[other] Cálices
}
village-panel-short-wild = { $count ->
    [one] Comodín
   *[other] Comodines
}

## Qué juega una jugada (la vista previa)

# $cards: las cartas jugadas, "2 Coronas del Rey y un Comodín" (también el botón Confirmar).
village-panel-bribe-with = Soborna con { $cards }
## El paso principal (botones)
village-panel-bribe = Soborna al Dragón
village-panel-market = Mercado Negro
village-panel-draw = Roba una carta
village-panel-draw-last = Roba (fin de la partida)
village-panel-refresh = Actualizar
village-panel-back = Atrás

## Los botones de la mesa pública (en el idioma de la partida)

village-panel-table-draw-last = Roba (fin de partida)
village-panel-table-bribe = Soborna…
village-panel-table-market = Mercado Negro…

## El paso de robar (mazo vacío)

village-panel-draw-step = **El mazo está vacío**: si robas ahora, la partida termina al instante.
village-panel-draw-confirm = Roba y termina la partida

## El paso del soborno

village-panel-bribe-step = **Soborna al Dragón**: elige un tesoro. Juegas todas las cartas de ese tesoro que tienes en la mano; antes de confirmar puedes cambiar cuántas o añadir Comodines.
# $preview: qué juega el soborno y cómo mueve la ficha.
village-panel-bribe-preview = **Soborna al Dragón**: { $preview }.
# Un tesoro con el que sobornar: $card su nombre y su letra, $held cuántas tienes en la mano.
village-panel-facts = { $card }: { $held } en la mano, ahora vale { $value } por carta en un soborno
village-panel-facts-bribe = { $card }: { $held } en la mano, ahora vale { $value } por carta en un soborno; tu soborno: { $cards }
village-panel-pick-bribe = Elige un tesoro
village-panel-bribe-placeholder = Tesoro para sobornar
village-panel-count-placeholder = Cuántas cartas
village-panel-wilds-placeholder = Con Comodines

## Los pasos del Mercado Negro

village-panel-market-step = **Mercado Negro**: elige un puesto. Pagas su precio en cartas (al menos una debe ser un tesoro), te llevas todas las cartas del puesto y luego maldices uno de los tesoros con los que pagaste: su ficha baja una casilla por cada carta pagada. El puesto de 0 es gratis.
# Tras un puesto que no puedes pagar, entre paréntesis.
village-panel-cannot-pay = ahora no puedes pagarlo
village-panel-stall-free-long = Toma el puesto de 0: { $cards }
village-panel-stall-free = Toma gratis: { $cards }
village-panel-stall = Puesto de { $cost }: { $cards }
# $cards: las cartas del puesto.
village-panel-pay-head = **Mercado Negro, puesto de { $cost }** ({ $cards })
village-panel-pay-one = { $head }: paga un tesoro; es el que maldices. Al tocarlo compras el puesto.
village-panel-pay-only = { $head }: el único pago que puedes hacer es { $paid }.
village-panel-pay-pick = { $head }: elige exactamente { $cards } para pagar, al menos una de ellas un tesoro (maldices uno de los tesoros con los que pagas).
village-panel-pay = Paga { $cards }
# El puesto de 1: paga una carta de tesoro y maldice ese tesoro. $gender: el de la carta
# ("maldícela" para una carta femenina, "maldícelo" para una masculina).
village-panel-pay-curse = Paga { $cards }, { $gender ->
    [feminine] maldícela
   *[masculine] maldícelo
}
village-panel-pay-and-curse = Paga y maldice { $card }
village-panel-curse-step = **Mercado Negro, puesto de { $cost }**: pagas { $paid }. Elige el tesoro que vas a maldecir: al tocarlo compras el puesto.
village-panel-curse = Compra: maldice { $card } −{ $cost }
village-panel-curse-short = Maldice { $card } −{ $cost }

## La mano

village-panel-title = Tu mano · { $game }
village-panel-hand = Cartas en la mano ({ $count })
village-panel-worth = { $worth } por carta si te la quedas
village-panel-worth-wild = { $worth } por carta si te la quedas; se suma a cualquier soborno
# $card: el nombre corto del tesoro, en plural ("Coronas").
village-panel-worth-joins = { $worth } por carta (se suma a tu soborno de { $card })
village-panel-no-cards = ninguna carta
village-panel-bribes = Tus sobornos
village-panel-no-bribes = aún sin sobornos
village-panel-if-ended = Si la partida terminara ahora
village-panel-footer = Mazo: { $cards } · solo tú puedes verlo

## Rechazos (un toque que el panel no puede aceptar)

village-panel-unreadable = No se pudo leer esa elección: elige de nuevo.
village-panel-no-bribe-treasure = Ahora no puedes sobornar con ese tesoro: elige otro.
village-panel-no-bribe = Ahora no puedes sobornar: un soborno necesita una carta de tesoro de tu mano (o un Comodín para un soborno que ya tienes).
village-panel-no-market = Ahora no puedes visitar el Mercado Negro: ningún puesto que puedas pagar tiene cartas.
village-panel-no-draw = Ahora no puedes robar: no es tu turno.
village-panel-no-stall = Ahora no puedes visitar ese puesto: está vacío o tu mano no alcanza para pagarlo. Elige otro.
village-panel-no-treasure = Ese tesoro no está en esta partida: elige otro.
village-panel-old-payment = Ese pago ya no es válido: vuelve a elegir el puesto.
village-panel-old-choice = Esa elección ya no es válida: vuelve a elegir el puesto.
village-panel-no-confirm = Primero elige un tesoro y con cuántas cartas sobornar.
village-panel-unknown-button = Ese botón no es de este panel: vuelve a abrir tu mano.
village-panel-wilds-alone = R-M2: al menos una de las cartas que pagas debe ser un tesoro, porque luego maldices uno de los tesoros pagados: no puedes pagar solo con Comodines. Elige de nuevo.
village-panel-bad-payment = No puedes pagar con esas cartas: elige exactamente { $cards } de tu mano, al menos una de ellas un tesoro.
