# Broom Service: perché le regole rifiutano un'azione (bot/games/broom/refusals.py,
# docs/rules/broom.md B-J4). Frasi senza punto finale: la risposta aggiunge l'id della regola.
# Termini: ruolo, coraggioso/a, codardo/a, stregata (ruolo), pedina, torre, pozione, bacchetta,
# nuvola, fata del tempo, druido, strega, raccoglitrice.

broom-refusals-player-count = Questo gioco vuole da { $low } a { $high } giocatori
broom-refusals-game-over = La partita è finita
broom-refusals-no-seat = In questa partita non c'è il posto { $seat }
broom-refusals-form = Questa azione non è scritta bene
broom-refusals-already-picked = Hai già scelto i tuoi ruoli per questo round; la scelta è definitiva
broom-refusals-already-chosen = Hai già fatto la tua scelta per questo evento; è definitiva
broom-refusals-not-leader = Solo chi inizia questo turno può giocare un ruolo per primo
broom-refusals-not-your-turn = Aspetta che il turno arrivi a te, in ordine
broom-refusals-not-claimant = Solo l'ultimo giocatore coraggioso esegue l'azione coraggiosa
broom-refusals-step-pick = Ora ogni giocatore sceglie i suoi ruoli per il round
broom-refusals-step-lead = Ora chi inizia il turno gioca un ruolo
broom-refusals-step-follow = Ora giochi il ruolo richiesto, coraggioso o codardo
broom-refusals-step-perform = Ora esegui la tua azione coraggiosa
broom-refusals-step-fist = Ora ogni giocatore sceglie cosa tenere nel pugno
broom-refusals-step-works = Ora ogni giocatore dice se consegna un set
broom-refusals-unknown-role = Non esiste il ruolo { $role }
broom-refusals-role-twice = Scegli ogni ruolo una volta sola
broom-refusals-pick-size = Scegli esattamente { $size } ruoli
broom-refusals-pick-range = In questo round scegli da { $low } a { $high } ruoli
broom-refusals-not-in-hand = Quel ruolo non è nella tua mano
broom-refusals-brave-heart = Cuore coraggioso: chi inizia ogni turno deve essere coraggioso
broom-refusals-must-follow = Puoi giocare solo il ruolo richiesto
broom-refusals-reward = Quella ricompensa qui non è in offerta
broom-refusals-reward-resource = Scegli una risorsa come ricompensa
broom-refusals-wrong-part = Quel ruolo non può farlo
broom-refusals-no-gain = Prendi uno dei guadagni della raccoglitrice
broom-refusals-witch-deliver = Una strega consegna solo se coraggiosa, dopo essersi mossa, dalla regione in cui è arrivata
broom-refusals-no-pawn = Hai solo le pedine 0 e 1
broom-refusals-twin-pawn = Le tue due pedine sono nella stessa regione: indica la prima
broom-refusals-not-next = Una strega si muove in una regione accanto alla sua pedina
broom-refusals-water = Nessuno può entrare in { $region }: è acqua
broom-refusals-wrong-landscape = Questa strega non può volare in { $region }
broom-refusals-cloudy = { $region } è ancora sotto una nuvola
broom-refusals-druid-pawn = Indica la pedina da cui consegna il druido
broom-refusals-druid-landscape = Questo druido non serve { $region }
broom-refusals-tower-far = Quella torre non si può servire da { $region }
broom-refusals-tower-occupied = Quella torre rotonda ha già la sua pozione
broom-refusals-no-potion = Non hai pozioni del colore di quella torre
broom-refusals-no-cloud-space = Non esiste quello spazio nuvola
broom-refusals-cloud-gone = Quella nuvola è già stata scacciata
broom-refusals-cloud-far = La nuvola su { $region } non è accanto a una tua pedina
broom-refusals-few-wands = Quella nuvola richiede { $stars } bacchette
broom-refusals-fist-range = Nel pugno puoi tenere solo risorse che hai
broom-refusals-no-set = Non hai un set completo da consegnare
broom-refusals-not-legal = Questa azione ora non è permessa
