# Broom Service: el panel privado de un asiento.

broom-panel-stale = Esa opción ya no está abierta: el panel muestra lo que puedes hacer ahora
broom-panel-refresh = Actualizar
broom-panel-back = Atrás
broom-panel-round = Ronda { $round } · { $event }
broom-panel-bewitched = Embrujados esta ronda: { $roles } (−{ $vp }⭐ cada uno al jugarlo)
broom-panel-bewitched-role = { $role } (embrujado: −{ $vp }⭐)
broom-panel-bewitched-hint = Embrujado esta ronda: jugarlo cuesta { $vp }⭐
broom-panel-hand = Tu mano
broom-panel-picked = Elegidos: { $roles }
broom-panel-no-hand = Ningún rol en la mano
broom-panel-you = Tú
broom-panel-you-line = { $vp } · { $resources } · { $pawns } · ☁️{ $clouds }
broom-panel-pick = Elige { $count } roles para esta ronda: nadie los ve antes de que se jueguen.
broom-panel-pick-select = Elige { $count } roles
broom-panel-size = Elige { $count } en su lugar
broom-panel-pick-check = Tu elección: { $roles }. { $count ->
    [0] Ninguno está embrujado.
    [one] Embrujado: { $bewitched } (−{ $vp }⭐ al jugarlo).
   *[other] Embrujados: { $bewitched } (−{ $vp }⭐ cada uno al jugarlo).
} La elección es definitiva.
broom-panel-pick-confirm = Confirmar: { $roles }
broom-panel-lead = Empiezas este turno: ¿qué rol?
broom-panel-stance = { $lead ->
    [yes] Empiezas con: { $role }.
   *[no] Sigues con: { $role }.
} ¿Valiente (actúas al final del turno, si nadie más valiente te sigue) o cobarde (actúas ya)?
broom-panel-cowardly-steps = { $role }, cobarde: elige el siguiente paso.
broom-panel-perform = Fuiste el más valiente: realiza la acción valiente de { $role }.
broom-panel-brave = Valiente
broom-panel-cowardly = Cobarde: { $action }
broom-panel-walk-pick = Elige { $what ->
    [pawn] un peón
    [to] una región
    [tower] una torre
    [cloud] una nube
   *[other] una opción
}
broom-panel-reward-vp = Recompensa en su lugar: +{ $vp }
broom-panel-reward-resource = Recompensa en su lugar: { $resource }
broom-panel-gain = Tomar { $gain }
broom-panel-nothing = No hacer nada
broom-panel-pawn = Peón { $pawn } en { $region }
broom-panel-to = Volar a { $region }
broom-panel-no-delivery = Sin entrega
broom-panel-deliver = Entregar en { $tower }
broom-panel-charm = Hechizar la { $cloud } en { $region } ({ $stars }, { $lightning })
broom-panel-fist = La mano más llena: elige qué guardar en el puño (el puño más grande gana PV y lo entrega).
broom-panel-hold-none = No guardo nada
broom-panel-hold-all = Guardo todo
broom-panel-hold-these = Guardo { $fist }
broom-panel-fist-pick = ¿Cuántos { $resource }?
broom-panel-works = ¡El servicio completo!: ¿entregas un juego por PV?
broom-panel-works-yes = Entrego un juego
broom-panel-works-no = Me quedo mis recursos
