# En el Año del Dragón: el panel privado de un puesto (bot/games/yotd/adapter/panel.py,
# sheet.py), en el idioma de quien lo lee. Marcas como en yotd-table.ftl.

yotd-panel-refresh = Actualizar
yotd-panel-back = Atrás
yotd-panel-stale = Esa elección ya no es posible: el panel se ha vuelto a dibujar.
yotd-panel-palaces = Tus palacios
yotd-panel-no-palace = ningún palacio
yotd-panel-you = Tú
yotd-panel-cards = Tus cartas
yotd-panel-cards-value = { $cards } ({ $count ->
    [one] 1 carta
   *[other] { $count } cartas
})
yotd-panel-cards-count = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
yotd-panel-groups = Los grupos de este mes

## La elección inicial (Y-S6).

yotd-panel-draft = Elige tus dos primeras personas: dos personas jóvenes de tipos distintos. Te hacen avanzar su valor. No se admite una pareja que otro ya eligió.
yotd-panel-draft-taken = Parejas ya elegidas: { $pairs }
yotd-panel-draft-pick = Elige dos tipos de persona
yotd-panel-draft-split = Una en cada palacio
yotd-panel-draft-together = Las dos en el palacio 1
yotd-panel-pair-taken = Alguien ya eligió esa pareja: elige otra.

## La acción (Y-A2…Y-A11).

yotd-panel-action = Elige una carta de acción. Un grupo que ya tiene un dragón cuesta { $fee } 💴 (tienes { $yuan } 💴). O ninguna acción: tus yuanes vuelven a { $top }.
yotd-panel-deed = { $action } +{ $gain }
yotd-panel-deed-fee = { $action } · { $fee } 💴
yotd-panel-privilege = { $marks } { $name } ({ $cost } 💴)
yotd-panel-confirm = Pagar { $fee } 💴: { $action }
yotd-panel-confirm-line = Este grupo ya tiene un dragón: { $action } cuesta { $fee } 💴 más (tienes { $yuan } 💴). Toca otra vez para pagar, o vuelve atrás.
yotd-panel-refill = Ninguna acción: reponer hasta { $yuan } 💴

## Construcción (Y-A6): un piso por toque.

yotd-panel-build = Construcción: { $count ->
    [one] un piso
   *[other] { $count } pisos
} por colocar, uno por toque. Sugerencia: { $plan }.
yotd-panel-plan-raise = palacio { $palace } a { $floors ->
    [one] 1 piso
   *[other] { $floors } pisos
}
yotd-panel-plan-new = un nuevo palacio { $palace } de { $floors ->
    [one] 1 piso
   *[other] { $floors } pisos
}
yotd-panel-plan-join = { $first }{ $more ->
    [0] {""}
   *[other] , luego { $rest }
}
yotd-panel-plan-button = ✅ Sugerido: { $floor }
yotd-panel-raise = 🏯 { $palace } → { $floors }
yotd-panel-found = 🏯 Nuevo palacio
yotd-panel-build-stop = Dejar de construir

## Una persona (Y-P1…Y-P6).

yotd-panel-person = Juega una carta de persona: elige la persona que trae (su valor te hace avanzar en el marcador; sus símbolos cuentan en acciones y eventos).
yotd-panel-person-pick = Elige una persona
yotd-panel-with-card = con tu carta de { $card }
yotd-panel-wild-option = 🃏 Comodín: cualquier persona…
yotd-panel-wild = Tu comodín toma cualquier persona: elígela.
yotd-panel-wild-pick = Elige la persona para tu comodín
yotd-panel-dead-option = { $card }: gastarla para nada
yotd-panel-dead-hint = no queda ninguna: no entra nadie, no avanzas
yotd-panel-where = ¿Adónde va { $person }?
yotd-panel-full = Tus palacios están llenos. Sustituye a alguien: { $person } te hace avanzar { $value } pasos y la persona sustituida deja el juego. O despide al recién llegado: no avanzas, no sale nadie.
yotd-panel-swap = Sustituir a { $person } (palacio { $palace })
yotd-panel-swap-pick = Elige a quién sustituir
yotd-panel-let-go = Despedir al recién llegado (sin pasos)

## Las pérdidas tras un evento (Y-E4…Y-E9).

yotd-panel-owe = { $kind ->
    [imperial_tribute] { $event }: no pudiste pagarlo todo, así que debes despedir { $count ->
        [one] a una persona
       *[other] a { $count } personas
    } (una por yuan que falta).
    [drought] { $event }: debes despedir { $count ->
        [one] a una persona
       *[other] a { $count } personas, una de cada palacio sin arroz
    }.
    [mongol_invasion] { $event }: tienes menos cascos que nadie, así que debes despedir { $count ->
        [one] a una persona
       *[other] a { $count } personas
    }.
   *[contagion] { $event }: debes despedir { $count ->
        [one] a una persona
       *[other] a { $count } personas
    } (el peaje de la epidemia menos tus morteros).
} Toca la persona que despides.
yotd-panel-owe-used = Ya despediste a alguien del palacio { $palaces }.
yotd-panel-release = Despedir a { $person } (palacio { $palace })
yotd-panel-release-pick = Elige a la persona que despides
