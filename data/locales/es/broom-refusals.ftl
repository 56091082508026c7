# Broom Service: por qué las reglas rechazan una acción (bot/games/broom/refusals.py,
# docs/rules/broom.md B-J4). Frases sin punto final: la respuesta añade el id de la regla.
# Términos (del resumen del usuario): bruja, druida, recolectora, hada del clima, valiente,
# cobarde, embrujado; peón, torre, poción, varita, nube.

broom-refusals-player-count = Este juego necesita de { $low } a { $high } jugadores
broom-refusals-game-over = La partida ha terminado
broom-refusals-no-seat = En esta partida no hay asiento { $seat }
broom-refusals-form = Esa acción no está bien formada
broom-refusals-already-picked = Ya elegiste tus roles en esta ronda; la elección es definitiva
broom-refusals-already-chosen = Ya hiciste tu elección para este evento; es definitiva
broom-refusals-not-leader = Solo el jugador inicial de este turno puede jugar un rol primero
broom-refusals-not-your-turn = Espera a que el turno llegue a ti, en orden
broom-refusals-not-claimant = Solo el último jugador valiente realiza la acción valiente
broom-refusals-step-pick = Ahora cada jugador elige sus roles para la ronda
broom-refusals-step-lead = Ahora el jugador inicial juega un rol
broom-refusals-step-follow = Ahora juegas el rol pedido, valiente o cobarde
broom-refusals-step-perform = Ahora realizas tu acción valiente
broom-refusals-step-fist = Ahora cada jugador elige qué guardar en el puño
broom-refusals-step-works = Ahora cada jugador dice si entrega un juego de recursos
broom-refusals-unknown-role = No existe el rol { $role }
broom-refusals-role-twice = Elige cada rol una sola vez
broom-refusals-pick-size = Elige exactamente { $size } roles
broom-refusals-pick-range = En esta ronda elige de { $low } a { $high } roles
broom-refusals-not-in-hand = Ese rol no está en tu mano
broom-refusals-brave-heart = Corazón valiente: el jugador inicial de cada turno debe ser valiente
broom-refusals-must-follow = Solo puedes jugar el rol pedido
broom-refusals-reward = Esa recompensa no se ofrece aquí
broom-refusals-reward-resource = Elige un recurso como recompensa
broom-refusals-wrong-part = Ese rol no puede hacer eso
broom-refusals-no-gain = Toma una de las ganancias de la recolectora
broom-refusals-witch-deliver = Una bruja solo entrega si es valiente, después de moverse, desde la región a la que llegó
broom-refusals-no-pawn = Solo tienes los peones 0 y 1
broom-refusals-twin-pawn = Tus dos peones están en la misma región: indica el primero
broom-refusals-not-next = Una bruja se mueve a una región junto a su peón
broom-refusals-water = Nadie puede entrar en { $region }: es agua
broom-refusals-wrong-landscape = Esta bruja no puede volar a { $region }
broom-refusals-cloudy = { $region } sigue bajo una nube
broom-refusals-druid-pawn = Indica el peón desde el que entrega el druida
broom-refusals-druid-landscape = Este druida no sirve { $region }
broom-refusals-tower-far = Esa torre no se puede servir desde { $region }
broom-refusals-tower-occupied = Esa torre redonda ya tiene su poción
broom-refusals-no-potion = No tienes pociones del color de esa torre
broom-refusals-no-cloud-space = No existe ese espacio de nube
broom-refusals-cloud-gone = Esa nube ya fue ahuyentada
broom-refusals-cloud-far = La nube sobre { $region } no está junto a uno de tus peones
broom-refusals-few-wands = Esa nube necesita { $stars } varitas
broom-refusals-fist-range = En el puño solo puedes guardar recursos que tienes
broom-refusals-no-set = No tienes un juego completo para entregar
broom-refusals-not-legal = Esa acción no está permitida ahora
