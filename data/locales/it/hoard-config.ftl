# /hoard-configura: i comandi che cambiano le impostazioni di un server, e le impostazioni come
# le mostrano /hoard impostazioni e ogni modifica (cogs/hoard_config.py). Le risposte le vede
# solo chi ha chiesto. Le durate restano nella notazione del bot in ogni lingua (è quello che
# scrivono gli admin): d giorni, h ore, m minuti, s secondi ("24h", "1d 12h", "30m").
# Nomi di comandi e opzioni: minuscoli, al massimo 32 caratteri, lettere, cifre, - e _.
# Descrizioni: al massimo 100 caratteri. "Gestisci server" è il nome del permesso in Discord.

hoard-config-name = hoard-configura
hoard-config-description = Cambia le impostazioni di Hoard di questo server (Gestisci server)

hoard-config-turns-name = turni
hoard-config-turns-description = Il tempo per turno: predefinito, minimo e massimo
hoard-config-turns-default-name = predefinito
hoard-config-turns-default-description = Ad esempio 24h (d giorni, h ore, m minuti)
hoard-config-turns-shortest-name = minimo
hoard-config-turns-shortest-description = Ad esempio 5m (almeno 5m, m minuti)
hoard-config-turns-longest-name = massimo
hoard-config-turns-longest-description = Ad esempio 7d (al massimo 7d, d giorni)

hoard-config-reminders-name = promemoria
hoard-config-reminders-description = Quando ricordare il turno a un giocatore
hoard-config-reminders-points-name = momenti
hoard-config-reminders-points-description = Ad esempio '50%, 1h': a metà turno e un'ora prima della fine

hoard-config-absent-name = assenza
hoard-config-absent-description = Tempi scaduti di fila prima che un giocatore risulti assente
hoard-config-absent-timeouts-name = tempi-scaduti
hoard-config-absent-timeouts-description = Quanti turni di fila a tempo scaduto (da 1 a 20)

hoard-config-channel-name = canale
hoard-config-channel-description = Consenti o vieta le partite in un canale
hoard-config-channel-channel-name = canale
hoard-config-channel-channel-description = Il canale
hoard-config-channel-allow-name = consenti
hoard-config-channel-allow-description = Consentito? (nessun canale in elenco: sono consentiti tutti)

hoard-config-opener-name = chi-apre
hoard-config-opener-description = Chi può aprire partite: un ruolo, o tutti
hoard-config-opener-role-name = ruolo
hoard-config-opener-role-description = Solo i membri con questo ruolo (vuoto: tutti)

hoard-config-limits-name = limiti
hoard-config-limits-description = Partite aperte per server; giorni prima che le partite abbandonate finiscano
hoard-config-limits-open-name = partite-aperte
hoard-config-limits-open-description = Quante partite al massimo possono essere aperte insieme (da 1 a 500)
hoard-config-limits-expire-name = giorni-abbandono
hoard-config-limits-expire-description = Giorni senza mosse prima che una partita finisca (da 1 a 365)

hoard-config-pictures-name = immagini
hoard-config-pictures-description = Mostra il tavolo e le mani come immagini
hoard-config-pictures-on-name = attiva
hoard-config-pictures-on-description = True: immagini; False: solo testo

hoard-config-threads-name = thread
hoard-config-threads-description = Apri ogni nuova partita in un thread dedicato del canale
hoard-config-threads-on-name = attiva
hoard-config-threads-on-description = True: un thread per partita (mi servono Crea thread pubblici e Invia messaggi nei thread)

hoard-config-language-name = lingua
hoard-config-language-description = La lingua dei messaggi delle nuove partite nel canale
hoard-config-language-choice-name = scelta
hoard-config-language-choice-description = Automatica: la lingua del server se è un server della community, altrimenti inglese
# Le scelte: "automatica" (la lingua), poi ogni lingua con il suo nome nella sua lingua (uguale
# in ogni file: un membro cerca il nome della propria lingua).
hoard-config-language-automatic = automatica
hoard-config-language-en = English
hoard-config-language-it = Italiano
hoard-config-language-es = Español

## Risposte.

hoard-config-saved = Salvato. Le nuove partite usano queste impostazioni.
hoard-config-nothing = Niente da cambiare: indica almeno un valore.

## Le impostazioni, come le mostrano /hoard impostazioni e ogni modifica: un titolo, un campo
## per impostazione (un nome e il suo valore), un piè di pagina.

hoard-config-show-title = Impostazioni di Hoard per questo server
hoard-config-show-footer = Cambiale con /{ hoard-config-name } … (Gestisci server)
hoard-config-show-turns = Tempo per turno
hoard-config-show-turns-value = { $default } di norma; consentito da { $shortest } a { $longest }
hoard-config-show-reminders = Promemoria
# I momenti sono elencati con le virgole, "50%, 1h prima della fine": una percentuale del turno
# così com'è, un tempo prima della fine del turno con questo.
hoard-config-show-reminders-before = { $point } prima della fine
hoard-config-show-reminders-none = nessuno
hoard-config-show-absent = Assente dopo
hoard-config-show-absent-value = { $count ->
    [one] { $count } turno a tempo scaduto
   *[other] { $count } turni di fila a tempo scaduto
}
hoard-config-show-channels = Canali
hoard-config-show-channels-every = tutti i canali
hoard-config-show-opener = Chi può aprire partite
hoard-config-show-opener-everyone = tutti
hoard-config-show-open-games = Partite aperte per server
hoard-config-show-expire = Le partite abbandonate finiscono dopo
hoard-config-show-expire-value = { $count ->
    [one] { $count } giorno senza mosse
   *[other] { $count } giorni senza mosse
}
# Le immagini (f. pl.).
hoard-config-show-pictures = Immagini
hoard-config-show-pictures-on = attive
hoard-config-show-pictures-off = disattivate
hoard-config-show-threads = Partite nei thread
hoard-config-show-threads-on = sì: ogni nuova partita apre il suo thread
hoard-config-show-threads-off = no
hoard-config-show-language = Lingua delle nuove partite
hoard-config-show-language-automatic = automatica: la lingua del server se è un server della community, altrimenti inglese
