# Gli avvisi dell'orologio dei turni (cogs/clock.py): nella lingua della partita, nel canale
# come nei messaggi privati (un messaggio privato non ha la lingua di un lettore da seguire).

# Il promemoria ripubblicato con il tavolo. $players: le menzioni di chi deve muovere; $left:
# il tempo rimasto, nella notazione del bot ("12h", "1d 6h": d giorni, h ore, m minuti);
# $timeout: cosa succede allora, una frase intera all'indicativo data dal gioco ("ti viene
# pescata una carta"): per questo "poi", non "prima che".
clock-reminder = { $players }, tocca ancora a te nella partita #{ $game }: hai ancora { $left }, poi { $timeout }.
# Lo stesso, quando più giocatori devono ancora muovere insieme.
clock-reminder-several = { $players }, tocca ancora a voi nella partita #{ $game }: avete ancora { $left }, poi { $timeout }.
# Per messaggio privato (a chi l'ha chiesto con /hoard avvisi).
clock-dm = La partita #{ $game } aspetta la tua mossa.
clock-dm-link = La partita #{ $game } aspetta la tua mossa. [Vai al tavolo]({ $link })
clock-expired = La partita #{ $game } è finita: nessuno ha fatto mosse per troppo tempo. Non è stato registrato alcun risultato.

## Una durata come la dice il bot (bot/services/durations.py said_duration): il tempo che
## resta prima di un promemoria, le impostazioni, i limiti di tempo per turno. $n è un numero
## intero; $first e $second sono due di queste (giorni e ore, ore e minuti …). Il bot legge
## anche "g" e "min" quando un admin li scrive.
duration-days = { $n } g
duration-hours = { $n } h
duration-minutes = { $n } min
duration-seconds = { $n } s
duration-two = { $first } { $second }
