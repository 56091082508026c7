# /hoard miepartite e l'avviso di inizio turno in privato (cogs/mygames.py, cogs/notices.py).
# Li vede solo il membro: sono nella sua lingua.
# Nomi di comandi e opzioni: minuscole, al massimo 32 caratteri, lettere, cifre, - e _.
# Descrizioni: al massimo 100 caratteri.

mygames-name = miepartite
mygames-description = Tutte le partite in corso in cui giochi, su ogni server: prima quelle dove tocca a te

mygames-notify-turns-name = turni
mygames-notify-turns-description = sì: un messaggio privato quando inizia il tuo turno; no: nessuno (predefinito)

## Cosa risponde /hoard miepartite.

mygames-title = Le tue partite
mygames-none = Non stai giocando in nessuna partita in corso.
# Una riga per partita: $game è "[partita #12](link)" (admin-games-link), $kind il titolo del
# gioco, $channel la menzione di un canale, $server il nome del server, $state di chi è il
# turno (sotto, oppure admin-games-turn / admin-games-waiting / admin-games-damaged).
mygames-line = • { $game } — { $kind }, { $channel } su { $server }: { $state }
mygames-your-turn = **tocca a te**
# Dopo lo stato, quando il turno ha una scadenza: $when è un timestamp di Discord ("tra 5 ore").
mygames-due = { $state }, scade { $when }

## L'avviso di inizio turno (un messaggio privato). Niente dalla mano di nessuno: solo dove si
## gioca, che tocca al membro, la scadenza e il link.

# $kind: il titolo del gioco; $channel: la menzione di un canale; $server: il nome del server.
mygames-dm-turn = Tocca a te nella partita #{ $game } di { $kind }, in { $channel } su { $server }.
# Lo stesso quando il nome del server non è noto.
mygames-dm-turn-channel = Tocca a te nella partita #{ $game } di { $kind }, in { $channel }.
# $when: un timestamp di Discord ("tra 23 ore").
mygames-dm-deadline = Il tuo tempo scade { $when }.
mygames-dm-link = [Vai al tavolo]({ $link })

## Cosa aggiunge /hoard avvisi alla sua risposta (hoard-notify-on / hoard-notify-off).

mygames-turns-on = Riceverai un messaggio privato quando inizia il tuo turno (se hai i messaggi privati aperti).
mygames-turns-off = Nessun messaggio privato quando inizia il tuo turno.
# /hoard avvisi senza opzioni: cosa ha scelto il membro. $reminders e $turns valgono "on" o "off".
mygames-notify-status = Promemoria in privato: { $reminders ->
    [on] sì
   *[off] no
}. Un messaggio privato quando inizia il tuo turno: { $turns ->
    [on] sì
   *[off] no
}.
mygames-dm-rule = Se Discord ne rifiuta uno (messaggi privati chiusi), smetto di mandarli finché non usi di nuovo `/{ hoard-name } { hoard-notify-name }`.
mygames-dm-retry = Discord ha rifiutato il mio ultimo messaggio privato, quindi avevo smesso di mandarteli; da ora ci riprovo.
