# Splendor: why the rules refuse a move (bot/games/splendor/checks.py, rules.py). Each is a
# sentence without its full stop: the reply adds the rule's id (errors-illegal-move).
# $gem: a gem colour's id (white, blue, green, red, black); $card: a card's id as it came
# (L1-W-3); $level: a deck's level (1 to 3); $seat: a seat number; $count, $left, $low,
# $high: numbers.
# Terms (the Italian rule summary): gettone = token, gemma = gem, oro = gold, carta sviluppo
# = development card, nobile = noble, riservare = reserve, mazzo = deck.

splendor-refusals-player-count = Si gioca da { $low } a { $high } giocatori
splendor-refusals-game-over = La partita è finita
splendor-refusals-no-seat = In questa partita non c'è il posto { $seat }
splendor-refusals-not-your-turn = Non è il tuo turno
splendor-refusals-unknown-action = Questa non è una mossa di questo gioco
splendor-refusals-return-first = Prima restituisci { $count ->
    [one] un gettone
   *[other] { $count } gettoni
}: puoi tenerne al massimo { $limit }
splendor-refusals-choose-noble-first = Prima scegli quale nobile ti fa visita
splendor-refusals-noble-not-visiting = Quel nobile non può farti visita: scegline uno di cui hai i bonus
splendor-refusals-nothing-to-return = Ora non hai gettoni da restituire
splendor-refusals-no-noble-waiting = Nessun nobile aspetta di farti visita
splendor-refusals-no-pass = Puoi ancora muovere, quindi non puoi passare
splendor-refusals-no-such-gem = Non esiste una gemma di quel colore
splendor-refusals-gold-not-taken = L'oro non si prende: lo ottieni riservando una carta
splendor-refusals-three-different = Prendi 3 gettoni di colori diversi
splendor-refusals-pile-empty = Non ci sono più gettoni { $gem ->
    [white] bianchi
    [blue] blu
    [green] verdi
    [red] rossi
    [black] neri
   *[other] { $gem }
}
splendor-refusals-take-fewer = Nella banca ci sono ancora { $count } colori: prendine uno per colore
splendor-refusals-take-two-pile = Puoi prendere 2 gettoni { $gem ->
    [white] bianchi
    [blue] blu
    [green] verdi
    [red] rossi
    [black] neri
   *[other] { $gem }
} solo da una pila di almeno { $count }; ne contiene { $left }
splendor-refusals-reserve-limit = Hai già { $count } carte riservate, il massimo consentito
splendor-refusals-reserve-what = Riserva una carta scoperta o la prima carta di un mazzo
splendor-refusals-not-face-up = La carta { $card } non è scoperta sul tavolo
splendor-refusals-no-such-level = Non esiste un mazzo di livello { $level }
splendor-refusals-deck-empty = Il mazzo di livello { $level } è vuoto
splendor-refusals-not-for-sale = Puoi acquistare solo una carta scoperta o una che hai riservato, non { $card }
splendor-refusals-bad-payment = Questo non è un modo di pagare questa carta
splendor-refusals-cannot-afford = Non puoi pagare { $card }, nemmeno con il tuo oro
splendor-refusals-gold-only-missing = L'oro può pagare solo ciò che le tue gemme non coprono
splendor-refusals-return-not-held = Puoi restituire solo gettoni che possiedi
splendor-refusals-return-count = Restituisci esattamente { $count ->
    [one] un gettone
   *[other] { $count } gettoni
}
