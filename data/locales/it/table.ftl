# Le parole della casa sul tavolo pubblico (cogs/table.py, cogs/guard.py). I suoi pulsanti
# sono nella lingua della partita (li vede il canale); ciò che si dice in privato a un membro
# (una pubblicazione fallita, un pulsante di un messaggio vecchio) è nella sua lingua di Discord.

table-show-hand = Mostra la mia mano
# Il pulsante che mostra le regole del gioco.
table-rules = Regole

# Un clic su un pulsante di un messaggio pubblico vecchio della partita. $game: il numero.
table-outdated = Quel pulsante non è più valido, quindi non è successo nulla: la partita #{ $game } { $status ->
        [lobby] sta ancora aspettando giocatori: usa i pulsanti del suo messaggio attuale
        [running] è iniziata
        [finished] è finita
        [cancelled] è stata annullata
        [expired] è stata abbandonata (nessuna mossa per troppo tempo)
       *[broken] è in pausa: i suoi dati salvati sono danneggiati
    }.

# Un posto nella classifica finale, come lo disegnano le immagini (1º, 2º, 3º, 4º).
# $place: il numero; $form: la sua forma ordinale (in italiano non cambia nulla).
table-place = { $form ->
       *[other] { $place }º
    }
