# La sala d'attesa: il suo messaggio pubblico (bot/ui/lobby.py), i suoi pulsanti e le risposte
# (cogs/lobby.py), e il thread di una partita (cogs/threads.py, cogs/game.py). La sala d'attesa,
# i pulsanti, il nome del thread e l'avviso che lo indica parlano la lingua della partita; le
# risposte che vede un solo membro parlano la sua.
# $game è il numero di una partita, $player una menzione (<@id>), $command un comando tra apici.

lobby-title = { $title } · partita #{ $game }
lobby-host = { $player } (host)
lobby-nobody = ancora nessuno
lobby-players = Giocatori ({ $seated }/{ $seats })
lobby-waiting = { $count ->
    [one] Manca ancora { $count } giocatore perché l'host possa avviare la partita.
   *[other] Mancano ancora { $count } giocatori perché l'host possa avviare la partita.
}
lobby-ready = Tutto pronto: l'host può avviare la partita.
lobby-gathering = Una nuova partita cerca giocatori. Unisciti con il pulsante o con { $command }.
lobby-language = Lingua: { $language }
# $ruleset: il nome che il gioco dà al regolamento scelto (solo quando non è quello standard).
lobby-ruleset = Regolamento: { $ruleset }
lobby-footer = { $min }–{ $max } giocatori · l'host avvia la partita
lobby-started = La partita è iniziata.
lobby-plays-first = Inizia { $player }.
lobby-all-at-once = Tutti scelgono contemporaneamente.
lobby-seat-order = Ordine di gioco
lobby-cancelled = Questa partita è stata annullata.
lobby-abandoned = Questa partita è stata abbandonata.
lobby-damaged = Questa partita è in pausa: i suoi dati salvati sono danneggiati.

lobby-join = Unisciti
lobby-leave = Esci
lobby-start = Avvia
lobby-cancel = Annulla

lobby-joined = Ora sei nella partita #{ $game }.
lobby-left = Hai lasciato la partita #{ $game }.
lobby-game-started = La partita #{ $game } è iniziata.
lobby-game-cancelled = La partita #{ $game } è stata annullata.
lobby-bad-button = Quel pulsante non è valido.

lobby-thread-title = Partita #{ $game } · { $title }
lobby-thread-reason = Partita Hoard #{ $game }
lobby-thread-pointer = La partita #{ $game } · { $title } cerca giocatori in { $thread }: unisciti lì.
lobby-thread-pointer-running = La partita #{ $game } · { $title } si sta giocando in { $thread }.
lobby-thread-pointer-over = La partita #{ $game } · { $title } è finita: trovi com'è andata in { $thread }.
lobby-thread-not-opened = Questo server apre ogni partita in un thread dedicato, ma qui non sono riuscito ad aprirne uno, quindi la partita è aperta in questo canale: un amministratore del server può darmi { $permissions } in questo canale.
# I nomi dei permessi come li mostrano le impostazioni del server di Discord.
lobby-permission-create-public-threads = Crea thread pubblici
lobby-permission-send-messages-in-threads = Invia messaggi nei thread
