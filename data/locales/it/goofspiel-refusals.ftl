# Goofspiel: why the rules refuse a bid (bot/games/goofspiel/rules.py). Each is a sentence
# without its full stop: the reply adds the rule's id, "The cards are numbered 1 to 13
# (G-S2)." (errors-illegal-move).
# $card, $seat, $round: numbers; $high: the highest card.
# Terms (as goofspiel.ftl): bid = puntata, puntare; prize = premio; round = round.

goofspiel-refusals-player-count = Si gioca da { $low } a { $high } giocatori
goofspiel-refusals-game-over = La partita è finita: tutti i premi sono stati giocati
goofspiel-refusals-no-seat = In questa partita non c'è il posto { $seat }
goofspiel-refusals-already-bid = Hai già puntato in questo round; una puntata è definitiva
goofspiel-refusals-one-card = L'unica mossa di Goofspiel è puntare una carta
goofspiel-refusals-card-range = Le carte sono numerate da 1 a { $high }
goofspiel-refusals-not-in-hand = Non hai più la carta { $card } in mano: l'hai puntata nel round { $round }
