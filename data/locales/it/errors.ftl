# Refusals and errors: bot/services/errors.py and the services that raise them
# (bot/services/*.py), the replies of bot/ui/replies.py and bot/client.py.
# Only the member who asked reads them (an ephemeral reply), in their Discord language.
# $game is a game's number (shown after "#"); $kind is a game's command group (village,
# goofspiel): `/{ $kind } nuova` is a slash command, keep it as it is.

## Games and lobbies (bot/services/errors.py)

errors-game-not-found = Questa partita non esiste (o non esiste più).
errors-game-not-found-numbered = La partita #{ $game } non esiste (o non esiste più).
errors-no-game-here = Non c'è nessuna partita aperta in questo canale.
errors-no-game-here-start = Non c'è nessuna partita aperta in questo canale. Aprine una con `/{ $kind } nuova`.
errors-channel-busy = Questo canale ha già una partita aperta (#{ $game }). Prima finiscila o annullala, oppure apri la nuova partita in un altro canale o thread.
# $status: why the lobby is closed (the game's state).
errors-not-in-lobby = La partita #{ $game } non accetta più giocatori: { $status ->
    [running] è già iniziata
    [finished] è finita
    [cancelled] è stata annullata
    [expired] è stata abbandonata
    [broken] è danneggiata
   *[other] { $status }
}.
errors-already-joined = Hai già un posto nella partita #{ $game }.
errors-not-joined = Non hai un posto nella partita #{ $game }.
errors-lobby-full = La partita #{ $game } è al completo: { $count ->
    [one] l'unico posto è occupato
   *[other] tutti e { $count } i posti sono occupati
}.
errors-not-enough-players = Per iniziare la partita servono almeno { $need } giocatori; { $have ->
    [one] per ora ce n'è uno
   *[other] per ora ce ne sono { $have }
}.
errors-not-a-player = Non stai giocando nella partita #{ $game }, quindi non puoi fare mosse.
errors-stale-board = La partita #{ $game } è cambiata da quando l'hai guardata, quindi non è stato giocato niente. Ecco com'è adesso.
# $status: the game's state.
errors-game-not-running = La partita #{ $game } { $status ->
    [lobby] non è ancora iniziata
    [finished] è finita
    [cancelled] è stata annullata
    [expired] è stata abbandonata (nessuna mossa per troppo tempo)
    [broken] è danneggiata e in pausa
   *[other] { $status }
}.
errors-game-broken = I dati salvati della partita #{ $game } sono danneggiati, quindi è in pausa. Un amministratore del server può eseguire `python -m bot check-db` per capire perché. Le altre partite non ne risentono.
errors-wrong-place = Quel pulsante appartiene a una partita di un altro canale, quindi non è successo niente. Usa i pulsanti nel canale della partita.
errors-outdated-message = Questo messaggio della partita #{ $game } non è più aggiornato, quindi non è successo niente.
# $link: the address of the game's current table (a Markdown link).
errors-outdated-message-link = Questo messaggio della partita #{ $game } non è più aggiornato, quindi non è successo niente. Il tavolo attuale è [qui]({ $link }).
# $user: a member's id (a Discord mention).
errors-not-seated = <@{ $user }> non sta giocando nella partita #{ $game }, quindi non c'è nessuno da segnare come assente.
# $title: the game's name ("Please Don't Burn My Village!").
errors-other-game-here = La partita di questo canale (#{ $game }) è una partita di { $title }: usa i comandi `/{ $kind } …`.
errors-unknown-game-kind = La partita #{ $game } è una partita di { $title }, che al momento questo bot non gestisce, quindi non è successo niente. Un amministratore del server può controllare la versione del bot.
errors-no-game-played-here = In questo canale non è ancora stata giocata nessuna partita di { $title }. Aprine una con `/{ $kind } nuova`, oppure indica il numero di una partita.
errors-game-elsewhere = La partita #{ $game } non si gioca in questo canale: usa il comando nel suo canale.
errors-in-direct-messages = I comandi di Hoard funzionano nei canali di un server, non nei messaggi privati.
errors-restarting = Hoard si sta riavviando, quindi non è stato fatto niente. Riprova tra un minuto: la tua partita è salvata.

## Whose turn (NotYourTurn). $who: the players still to move, as a list of mentions.

errors-not-your-turn-nobody = Non è il tuo turno: ora non tocca a nessuno.
errors-not-your-turn-one = Non è il tuo turno: tocca a { $who }.
errors-not-your-turn-many = Non è il tuo turno: stiamo aspettando { $who }.
# In a step where every player chooses at once.
errors-already-chosen = Hai già scelto: stiamo aspettando { $who }.

## The rules refuse a move: $reason is the rules' sentence, $rule the rule's id (R-M2).

errors-illegal-move = { $reason } ({ $rule }).

## Forgetting a member (/hoard forget)

# $games: a list of games with their state, "#4 (running), #7 (lobby)"; $count: how many.
errors-still-seated = Non è stato dimenticato niente: hai ancora un posto { $count ->
    [one] nella partita
   *[other] nelle partite
} { $games }. Lascia la sala d'attesa, oppure aspetta che la partita finisca o venga annullata, poi chiedi di nuovo.
# One game of that list: its number and its state.
errors-game-with-status = #{ $game } ({ $status ->
    [lobby] in sala d'attesa
    [running] in corso
    [finished] finita
    [cancelled] annullata
    [expired] abbandonata
    [broken] danneggiata
   *[other] { $status }
})
# The last item of that list when it is long: "… and 3 more".
errors-more-games = { $count ->
    [one] un'altra
   *[other] altre { $count }
}
errors-not-a-member-id = { $user } non è l'ID di un membro (sono numeri positivi).

## Only the host (or a member who may manage the channel) may do this

errors-not-host-start = Solo l'host può avviare la partita.
errors-not-host-cancel = Solo l'host può annullare la partita (o un membro che può gestire questo canale).
errors-not-host-add-bot = Solo l'host può aggiungere un bot.
errors-not-host-remove-bot = Solo l'host può togliere un bot.
errors-not-host-mark-away = Solo l'host può segnare come assente un altro giocatore (o un membro che può gestire questo canale).

## Opening a game and its lobby (bot/services/lobby.py)

errors-seats-range = Una partita ha da { $low } a { $high } posti.
# $channels: the channels where games may be opened, "<#1>, <#2> or <#3>".
errors-only-in-channels = Su questo server si possono aprire partite solo in { $channels }.
# $role: a role's id (a Discord role mention).
errors-opener-role = Su questo server solo i membri con <@&{ $role }> possono aprire partite.
errors-open-games-limit = Questo server ha già { $count } partite aperte, il suo limite. Prima finiscine o annullane una (`/hoard partite` le elenca).
# $low, $high: durations like 5m, 7d.
errors-turn-limit-range = Su questo server il tempo per turno deve essere da { $low } a { $high }.
# $levels: the bot levels, as the /… addbot command lists them.
errors-bot-levels = I livelli dei bot sono: { $levels }.
errors-no-bot-to-remove = La partita #{ $game } non ha nessun bot da togliere.
errors-unknown-ruleset = Questo gioco non ha un regolamento con quel nome: scegline uno tra quelli che il comando propone.
# Here "game" is a kind of game (the product), not one game played.
errors-unknown-game = Questo bot non conosce il gioco '{ $kind }'.

## Moves (bot/services/acting.py, play.py)

errors-move-not-allowed = Questa mossa ora non è consentita: scegli di nuovo.
# $reason: a technical detail, in English.
errors-move-not-understood = Mossa non compresa: { $reason }

## Settings (/hoard-config; bot/services/settings.py, durations.py, preferences.py)

errors-manage-server = Solo i membri con il permesso Gestisci server possono farlo.
# $reason: one of the errors-setting-… sentences below.
errors-settings-not-changed = Nessuna modifica: { $reason }.
# $setting: the setting's technical name (absent_after), as the bot stores it.
errors-setting-where = { $setting }: { $reason }
errors-setting-at-least = deve essere almeno { $least }
errors-setting-at-most = deve essere al massimo { $most }
errors-setting-invalid = questo valore non si può usare
# $languages: the language codes, "en, it or es".
errors-setting-language = la lingua deve essere una tra { $languages }
errors-setting-reminder-count = al massimo { $count } promemoria
# $setting: which turn limit.
errors-setting-turn-range = { $setting ->
    [turn_min] il tempo per turno più breve
    [turn_max] il tempo per turno più lungo
   *[turn_default] il tempo per turno predefinito
} deve essere da { $low } a { $high }
errors-setting-turn-default = il tempo per turno predefinito deve essere compreso tra il più breve ({ $low }) e il più lungo ({ $high })
# $shown: what the member typed, quoted; $allowed: errors-turn-range.
errors-bad-duration = { $shown } non è una durata che posso usare: scrivila come 30m, 24h o 2g (m o min minuti, h ore, g o d giorni; cifre 0-9); { $allowed }.
errors-turn-range = il tempo per turno va da { $low } a { $high }
errors-reminder-percent = un promemoria in percentuale deve essere da 1% a 99%, non { $shown }
errors-reminder-point = { $shown } non è un momento valido per un promemoria: scrivi NN% del turno o un tempo prima della sua fine, come 1h
errors-reminder-before-end = un promemoria prima della fine deve durare più di 0 min e meno di { $longest } (il turno più lungo), non { $shown }

## Replies (bot/ui/replies.py, bot/client.py)

errors-apology = Scusa, qualcosa è andato storto da parte nostra e non è cambiato niente. Riprova tra un momento.
# $done: what happened (a sentence without its full stop); $what: errors-not-posted-table or
# errors-not-posted-lobby; $retry: what to do. The permissions are Discord's own names.
errors-not-posted = { $done }, ma non sono riuscito a pubblicare { $what } in questo canale: qui mi servono i permessi Visualizza canale, Invia messaggi, Incorpora link e Allega file (un amministratore del server può controllare i permessi del canale). { $retry }
errors-not-posted-table = il tavolo
errors-not-posted-table-retry = Con `/{ $kind } tavolo` si riprova.
errors-not-posted-lobby = la sala d'attesa
errors-not-posted-lobby-retry = La partita è comunque salvata; i pulsanti della sala d'attesa torneranno a funzionare appena potrò pubblicare.
errors-stale-component = Questo pulsante appartiene a un messaggio non più in uso, quindi non è successo niente. Scrivi / nel canale per vedere i comandi del bot.
errors-outdated-command = Questo comando è cambiato da quando la tua app di Discord l'ha caricato, quindi non è successo niente. Ricarica Discord (Ctrl+R, o riavvia l'app) e riprova.
errors-bad-option = Uno dei valori che hai indicato non si può usare qui, quindi non è successo niente. Controllali e riprova.
errors-check-failed = Non puoi usare questo comando qui.
