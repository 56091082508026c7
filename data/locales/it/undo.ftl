# Annulla: un giocatore ritira la sua ultima mossa (bot/services/undo.py, cogs/panel/undo.py).

# Il pulsante sul pannello di chi ha appena giocato.
undo-button = Annulla
# Il pannello dopo che il lettore ha ritirato la sua mossa (la lingua del lettore).
undo-done = Hai ritirato la tua mossa: tocca di nuovo a te.
# Ciò che dicono il tavolo e il registro (la lingua della partita). $player: la menzione del giocatore.
undo-summary = { $player } ha ritirato la sua mossa.
# La riga del registro e del replay per un annullamento, nella lingua del lettore. $number: la
# mossa ritirata.
undo-log = Ha ritirato la mossa { $number }.

# Rifiuti (la lingua del lettore): nessuno cambia nulla.
undo-too-late = Questa mossa non si può più ritirare: qualcuno ha già agito dopo.
undo-off-rated = Su questo server non si possono ritirare mosse nelle partite valutate.
undo-not-this-move = Questa mossa non si può ritirare: ha mostrato qualcosa che era nascosto.

# /hoard-config undo
hoard-config-undo-name = annulla
hoard-config-undo-description = Permetti di ritirare una mossa anche nelle partite valutate (sempre permesso nelle altre)
hoard-config-undo-on-name = attiva
hoard-config-undo-on-description = True: Annulla anche nelle partite valutate; False: solo nelle partite non valutate
# /hoard settings
hoard-config-show-undo = Annulla nelle partite valutate
hoard-config-show-undo-on = sì: si può ritirare una mossa che non ha mostrato nulla di nascosto
hoard-config-show-undo-off = no (sempre attivo nelle partite non valutate)
