# Vacanze (issue 30): /hoard away e /hoard back (cogs/away.py), le righe sul tavolo e nella
# lobby (bot/ui/away.py), il limite del server (/hoard-config holidays, /hoard settings).
# Nomi di comandi e opzioni: minuscoli, al più 32 caratteri, lettere, cifre, - e _.
# Descrizioni: al più 100 caratteri. { $until } è una data di Discord, mostrata nella lingua e
# nel fuso orario di chi legge.

away-name = vacanza
away-description = Vai in vacanza: i tuoi orologi si fermano e nessuno gioca per te finché non torni
away-days-name = giorni
away-days-description = Per quanti giorni sei via (da 1 a 30)
away-reason-name = motivo
away-reason-description = Il perché, se vuoi (appare accanto al tuo nome sui tavoli delle tue partite)
back-name = rientro
back-description = Termina ora la vacanza: i tuoi orologi ripartono

away-done = Sei in vacanza fino a { $until }: gli orologi dei tuoi posti si fermano, nessuno gioca per te e non ricevi promemoria.
away-allowance = { $days ->
    [0] Questo server non ferma gli orologi per le vacanze: qui i tuoi orologi continuano a correre.
    [one] Questo server ferma il tuo orologio al massimo per 1 giorno ogni 30; dopo riparte. Usa /hoard back quando torni.
   *[other] Questo server ferma il tuo orologio al massimo per { $days } giorni ogni 30; dopo riparte. Usa /hoard back quando torni.
}
away-allowance-short = Questo server ferma un orologio al massimo per { $days ->
    [one] 1 giorno di vacanza
   *[other] { $days } giorni di vacanza
} ogni 30, contando le tue vacanze precedenti: qui il tuo orologio riparte da { $until }.
back-done = Bentornato: i tuoi orologi ripartono, e una partita che ti aspettava ti dà un turno intero da adesso.
away-not-away = Non sei in vacanza.
away-bad-days = Una vacanza dura da 1 a { $most } giorni.
away-bad-reason = Il motivo può essere lungo al massimo { $most } caratteri.

away-table-stopped = 🏖️ { $player } è in vacanza fino a { $until }: il suo orologio è fermo.
away-table-allowance-used = 🏖️ { $player } è in vacanza fino a { $until }, ma ha esaurito i giorni di vacanza di questo server: il suo orologio riparte.
# A table's line about a holiday, followed by the member's own words about it.
away-table-reason = { $line } «{ $reason }»
away-lobby-title = In vacanza
away-lobby-warning = { $player } è in vacanza fino a { $until }: quando la partita inizia, il suo orologio resta fermo finché non torna.

away-config-name = vacanze
away-config-description = Per quanti giorni ogni 30 una vacanza può fermare l'orologio di un membro
away-config-days-name = giorni
away-config-days-description = Da 0 a 30 (0: qui le vacanze non fermano gli orologi)
away-config-show = Vacanze
away-config-show-value = { $count ->
    [0] disattivate: le vacanze non fermano gli orologi
    [one] un orologio si ferma al massimo per 1 giorno ogni 30
   *[other] un orologio si ferma al massimo per { $count } giorni ogni 30
}
