# Il registro delle mosse (cogs/log.py: `/<game> log` e i suoi pulsanti). Si risponde in
# privato, nella lingua di Discord di chi legge; i riassunti delle mosse restano nella lingua
# della partita (come il tavolo li ha detti al canale).

# $game: il numero della partita; $title: il nome del gioco.
log-title = Partita #{ $game } · { $title }: le mosse
# Lo stesso, per una partita conclusa; $status dice come (la partita: femminile).
log-title-ended = Partita #{ $game } · { $title }: le mosse ({ $status ->
        [finished] finita
        [cancelled] annullata
        [expired] scaduta
       *[broken] danneggiata
    })
log-empty = Ancora nessuna mossa.
# $first–$last: i numeri delle mosse di questa pagina; $total: le mosse in tutto.
log-footer = Pagina { $page } di { $pages } · mosse { $first }–{ $last } di { $total }
log-older = ◀ Precedenti
log-newer = Successive ▶
# Un posto che nessuno occupa più, per numero ("posto 2").
log-seat = posto { $seat }
# Una mossa salvata senza riassunto ("@Ann — ha giocato").
log-played = ha giocato
