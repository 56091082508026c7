# /<gioco> aiuto (bot/ui/help.py): i comandi del gioco e quelli di Hoard, uno per riga. $command è
# un comando come lo scrive il membro, tra apici, con i nomi che mostra il suo Discord
# ("`/village nuova [posti] [turno] [lingua]`"); così anche $add e $remove.

help-title = Hoard — comandi di { $title }
help-footer = Le partite durano giorni: gioca il tuo turno quando vuoi.
help-new = { $command } — apri una partita qui; turno: tempo per turno, come 24h; lingua: { $languages }
help-join = { $command } — prendi un posto nella partita di questo canale
help-bots = { $add } / { $remove } — giocatori bot (host)
help-leave-lobby = { $command } — lascia il tuo posto prima che la partita inizi
help-start = { $command } — avvia la partita (host)
help-cancel = { $command } — annulla la partita (l'host, o un membro che può gestire il canale)
help-hand = { $command } — le tue carte e le tue mosse (le vedi solo tu)
help-board = { $command } — pubblica di nuovo il tavolo della partita
help-log = { $command } — le mosse della partita finora, pagina per pagina (lo vedi solo tu)
help-leave-running = { $command } — a partita iniziata: il bot gioca i tuoi turni finché non torni
help-rules = { $command } — le regole in breve
help-help = { $command } — questo elenco
help-kick = { $command } — segna un giocatore come assente (l'host o chi gestisce il canale)
help-games = { $command } — le partite aperte di questo server
help-notify = { $command } — ricevi i promemoria anche con un messaggio privato
help-settings = { $command } — le impostazioni di questo server; `/hoard-configura …` le cambia
help-forget = { $command } — guarda cosa conserva Hoard di te, e cancellalo
help-stats = { $command } — partite, vittorie e valutazione di un membro
help-leaderboard = { $command } — i giocatori con la valutazione più alta in un gioco
help-recent = { $command } — le tue ultime partite finite, con i link
help-history = { $command } — le partite finite di questo canale o server
help-replay = { $command } — rivedi una partita finita, mossa per mossa
help-export = { $command } — una partita finita come file JSON
help-privacy = { $command } — mostra le tue statistiche agli altri, o tienile per te
