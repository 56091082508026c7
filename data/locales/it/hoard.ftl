# /hoard: i comandi del server (cogs/hoard.py).
# Nomi di comandi e opzioni: minuscoli, al massimo 32 caratteri, lettere, cifre, - e _.
# Descrizioni: al massimo 100 caratteri.

hoard-name = hoard
hoard-description = Hoard stesso: cosa conserva di te

hoard-games-name = partite
hoard-games-description = Le partite aperte di questo server

hoard-notify-name = avvisi
hoard-notify-description = Ricordami anche con un messaggio privato
hoard-notify-dm-name = privato
hoard-notify-dm-description = on: promemoria anche in privato; off: solo nel canale

hoard-kick-name = assente
hoard-kick-description = Segna un giocatore come assente: il bot gioca i suoi turni (host o moderatori)
hoard-kick-player-name = giocatore
hoard-kick-player-description = Il giocatore da segnare assente nella partita di questo canale

hoard-settings-name = impostazioni
hoard-settings-description = Mostra le impostazioni di questo server

hoard-forget-name = dimentica
hoard-forget-description = Guarda cosa conserva Hoard di te, e cancellalo
hoard-forget-confirm-name = conferma
hoard-forget-confirm-description = True: cancella ora (senza, vedi solo cosa verrebbe cancellato)
