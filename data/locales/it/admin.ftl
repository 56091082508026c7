# Le partite aperte del server (/hoard partite) e segnare un giocatore come assente (/hoard
# assente): cogs/admin.py. Le vede solo chi ha chiesto.

admin-games-title = Partite aperte su questo server
# $commands: i comandi dei giochi per aprirne una ("`/village new` o `/goofspiel new`").
admin-games-none = Nessuna partita aperta. Avviane una con { $commands }.
# Una riga per partita: $game è il nome della partita (sotto), $channel la menzione di un
# canale, $kind il titolo del gioco, $state cosa sta succedendo (sotto).
admin-games-line = • { $game } in { $channel } — { $kind }: { $state }
admin-games-game = partita #{ $game }
admin-games-link = [partita #{ $game }]({ $link })
admin-games-gathering = in attesa di giocatori ({ $seated }/{ $seats })
# La partita (f.).
admin-games-damaged = danneggiata e in pausa
admin-games-turn = turno di { $player }
# $players: una o più menzioni ("@Ann e @Bo").
admin-games-waiting = in attesa di { $players }
# Dopo lo stato: i giocatori per cui gioca il bot ($count).
admin-games-away = { $state }; { $count ->
    [one] assente
   *[other] assenti
}: { $players }
# Il piè di pagina quando le partite aperte sono più di quelle elencate.
admin-games-more = e altre { $count }

admin-away-self = Ora sei assente nella partita #{ $game }: il bot gioca i tuoi turni finché non torni ad agire (se apri la tua mano, torni in gioco).
admin-away-other = { $player } ora è assente nella partita #{ $game }: il bot gioca i suoi turni finché non torna ad agire (se apre la sua mano, torna in gioco).
# Cosa è successo, quando poi non si è potuto pubblicare il tavolo.
admin-away-done-self = Ora sei assente
admin-away-done-other = { $player } ora è assente
