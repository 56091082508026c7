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
hoard-notify-dm-description = sì: promemoria anche in privato; no: solo nel canale

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
# Le scelte dell'opzione di /hoard avvisi (i valori restano "on" e "off").
hoard-notify-dm-on = sì
hoard-notify-dm-off = no

## Le risposte di /hoard avvisi (le vede solo chi ha chiesto).

hoard-notify-on = Riceverai i promemoria anche con un messaggio privato (se hai i messaggi privati aperti).
hoard-notify-off = I tuoi promemoria arriveranno solo nel canale della partita.

## Le risposte di /hoard dimentica (le vede solo chi ha chiesto). $what è un elenco dei pezzi
## qui sotto ("la tua scelta sui promemoria in privato, 2 mosse a metà e …").

hoard-forget-choice = la tua scelta sui promemoria in privato
# Una mossa cominciata nel pannello e non ancora giocata.
hoard-forget-drafts = { $count ->
    [one] { $count } mossa a metà
   *[other] { $count } mosse a metà
}
hoard-forget-names = il tuo nome visualizzato in { $count ->
    [one] { $count } posto
   *[other] { $count } posti
}
# Una frase aggiunta dopo le altre quando partite concluse conservano l'ID del membro.
hoard-forget-kept = { $count ->
    [one] { $count } partita conclusa conserva
   *[other] { $count } partite concluse conservano
} il tuo ID utente (con punteggio e posizione nelle partite completate) come traccia della partita: le partite salvate indicano i giocatori per ID.
hoard-forget-nothing = Hoard non conserva preferenze, mosse a metà o nomi tuoi.
hoard-forget-preview = Hoard conserva { $what }.
# Dopo l'anteprima (e la frase sulle partite concluse, se c'è). Il comando è scritto con i
# suoi nomi nella lingua di chi legge.
hoard-forget-how = Per cancellarli, usa `/{ hoard-name } { hoard-forget-name } { hoard-forget-confirm-name }:True`. Per ora non è cambiato niente.
hoard-forget-done = Fatto: Hoard ha cancellato { $what }.
