# Goofspiel: why the rules refuse a bid (bot/games/goofspiel/rules.py). Each is a sentence
# without its full stop: the reply adds the rule's id, "The cards are numbered 1 to 13
# (G-S2)." (errors-illegal-move).
# $card, $seat, $round: numbers; $high: the highest card.
# Terms (as goofspiel.ftl): bid = apuesta, apostar; prize = premio; round = ronda.

goofspiel-refusals-player-count = Se juega de { $low } a { $high } jugadores
goofspiel-refusals-game-over = La partida terminó: ya se jugaron todos los premios
goofspiel-refusals-no-seat = En esta partida no existe la plaza { $seat }
goofspiel-refusals-already-bid = Ya apostaste en esta ronda; una apuesta es definitiva
goofspiel-refusals-one-card = La única jugada en Goofspiel es apostar una carta
goofspiel-refusals-card-range = Las cartas van numeradas del 1 al { $high }
goofspiel-refusals-not-in-hand = Ya no tienes la carta { $card } en la mano: la apostaste en la ronda { $round }
