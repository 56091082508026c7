# Broom Service: il pannello privato di un posto.

broom-panel-stale = Questa scelta non è più possibile: il pannello mostra cosa puoi fare ora
broom-panel-refresh = Aggiorna
broom-panel-back = Indietro
broom-panel-round = Round { $round } · { $event }
broom-panel-bewitched = Stregati in questo round: { $roles } (−{ $vp }⭐ ciascuno quando giocato)
broom-panel-bewitched-role = { $role } (stregato: −{ $vp }⭐)
broom-panel-bewitched-hint = Stregato in questo round: giocarlo costa { $vp }⭐
broom-panel-hand = La tua mano
broom-panel-picked = Scelti: { $roles }
broom-panel-no-hand = Nessun ruolo in mano
broom-panel-you = Tu
broom-panel-you-line = { $vp } · { $resources } · { $pawns } · ☁️{ $clouds }
broom-panel-pick = Scegli { $count } ruoli per questo round: nessuno li vede prima che siano giocati.
broom-panel-pick-select = Scegli { $count } ruoli
broom-panel-size = Scegline { $count }
broom-panel-pick-check = La tua scelta: { $roles }. { $count ->
    [0] Nessuno è stregato.
    [one] Stregato: { $bewitched } (−{ $vp }⭐ quando giocato).
   *[other] Stregati: { $bewitched } (−{ $vp }⭐ ciascuno quando giocato).
} La scelta è definitiva.
broom-panel-pick-confirm = Conferma: { $roles }
broom-panel-lead = Inizi tu questo turno: quale ruolo?
broom-panel-stance = { $lead ->
    [yes] Inizi con: { $role }.
   *[no] Segui con: { $role }.
} Coraggioso (agisci a fine turno, se nessuno più coraggioso ti segue) o codardo (agisci subito)?
broom-panel-cowardly-steps = { $role }, codardo: scegli il passo successivo.
broom-panel-perform = Sei stato il più coraggioso: esegui l'azione coraggiosa di { $role }.
broom-panel-brave = Coraggioso
broom-panel-cowardly = Codardo: { $action }
broom-panel-walk-pick = Scegli { $what ->
    [pawn] una pedina
    [to] una regione
    [tower] una torre
    [cloud] una nuvola
   *[other] un'opzione
}
broom-panel-reward-vp = Premio invece: +{ $vp }
broom-panel-reward-resource = Premio invece: { $resource }
broom-panel-gain = Prendi { $gain }
broom-panel-nothing = Non fare nulla
broom-panel-pawn = Pedina { $pawn } in { $region }
broom-panel-to = Vola a { $region }
broom-panel-no-delivery = Nessuna consegna
broom-panel-deliver = Consegna a { $tower }
broom-panel-charm = Incanta la { $cloud } in { $region } ({ $stars }, { $lightning })
broom-panel-fist = Il pugno più pieno: scegli cosa tenere nel pugno (il pugno più grande vince PV e lo cede).
broom-panel-hold-none = Non tengo nulla
broom-panel-hold-all = Tengo tutto
broom-panel-hold-these = Tengo { $fist }
broom-panel-fist-pick = Quanti { $resource }?
broom-panel-works = Il servizio completo!: consegni un set per PV?
broom-panel-works-yes = Consegno un set
broom-panel-works-no = Tengo le mie risorse
