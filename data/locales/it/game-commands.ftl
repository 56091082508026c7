# Il gruppo di comandi /<gioco> di ogni gioco (cogs/game.py): comandi, opzioni e scelte, poi le
# risposte di addbot, removebot e board (le vede solo il membro che ha chiesto).
# Il nome del gruppo è l'id del gioco (village, goofspiel), uguale in ogni lingua.
# Nomi di comandi e opzioni: minuscoli, al massimo 32 caratteri, lettere, cifre, - e _.
# Descrizioni: al massimo 100 caratteri.

game-commands-new-name = nuova
game-commands-new-description = Apri una partita in questo canale e raccogli i giocatori
game-commands-new-seats-name = posti
game-commands-new-seats-description = Quanti posti (da { $min } a { $max }; predefinito { $max })
game-commands-new-turn-name = turno
# Le unità degli esempi (m, h, d) restano: il bot legge quelle.
game-commands-new-turn-description = Tempo per turno, come 30m, 24h o 2d (predefinito: quello del server)
game-commands-new-language-name = lingua
game-commands-new-language-description = La lingua dei messaggi pubblici della partita (predefinita: quella del server)
# Solo per un gioco con due regolamenti o più; le scelte sono del gioco (<id>-ruleset-<nome>).
game-commands-new-ruleset-name = regolamento
game-commands-new-ruleset-description = Il regolamento con cui giocare (predefinito: quello standard)

game-commands-join-name = unisciti
game-commands-join-description = Prendi un posto nella partita di questo canale

game-commands-leave-name = esci
game-commands-leave-description = Lascia il tuo posto (a partita iniziata: il bot gioca per te)

game-commands-addbot-name = aggiungi-bot
game-commands-addbot-description = Aggiungi un giocatore bot a questa sala d'attesa (host)
game-commands-addbot-level-name = livello
game-commands-addbot-level-description = Livello di gioco: { $levels }
game-commands-level-easy = facile
game-commands-level-normal = normale
game-commands-level-hard = difficile
game-commands-level-default = { $level } (predefinito)

game-commands-removebot-name = rimuovi-bot
game-commands-removebot-description = Togli l'ultimo bot da questa sala d'attesa (host)

game-commands-start-name = avvia
game-commands-start-description = Avvia la partita di questo canale (solo l'host)

game-commands-cancel-name = annulla
game-commands-cancel-description = Annulla la partita di questo canale (l'host, o chi può gestire il canale)

game-commands-hand-name = mano
game-commands-hand-description = Le tue carte e le tue mosse, in privato

game-commands-board-name = tavolo
game-commands-board-description = Pubblica di nuovo il tavolo della partita di questo canale

game-commands-log-name = registro
game-commands-log-description = Le mosse della partita finora, a parole (lo vedi solo tu)
game-commands-log-game-name = partita
game-commands-log-game-description = Il numero della partita (predefinito: quella di questo canale, o l'ultima)

game-commands-rules-name = regole
game-commands-rules-description = Le regole in breve, con i valori di questo server
game-commands-rules-ruleset-name = regolamento
game-commands-rules-ruleset-description = Quale regolamento mostrare (predefinito: quello standard)

game-commands-help-name = aiuto
game-commands-help-description = Cosa fanno i comandi del bot

game-commands-bot-easy = Un bot facile
game-commands-bot-normal = Un bot normale
game-commands-bot-hard = Un bot difficile
game-commands-bot-seated = { $bot } ha preso posto nella partita #{ $game }
game-commands-bot-left = Il bot ha lasciato il suo posto

game-commands-board-posted = Il tavolo è appena stato pubblicato: { $link }
game-commands-board-posted-here = Il tavolo è appena stato pubblicato in questo canale.
game-commands-board-here = Ecco il tavolo.
game-commands-board-unchanged = Nella partita non è cambiato nulla
