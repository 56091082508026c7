# A finished game step by step and as a JSON file (cogs/replay.py: `/hoard replay`, its buttons
# and its Jump modal; `/hoard export`). Answered privately, in the reader's Discord language.
# Command and option names: lowercase, at most 32 characters; descriptions at most 100.

replay-name = replay
replay-description = Step through a finished game of this server, move by move (only you see it)
replay-game-name = game
replay-game-description = The finished game's number
replay-export-name = export
replay-export-description = A finished game of this server as a JSON file, to keep or to check (only you see it)
replay-export-game-name = game
replay-export-game-description = The finished game's number

# The viewer's buttons (at most 80 characters).
replay-first = ⏮ First
replay-back = ◀ Back
replay-forward = Forward ▶
replay-last = Last ⏭
replay-export = 📄 Export (JSON)
replay-jump = Jump to…
# The Jump modal: its title and its field's label (at most 45 characters each), and the
# field's placeholder (at most 100). $moves: how many moves the game has.
replay-jump-title = Game #{ $game }: jump to a move
replay-jump-label = Move (0 = the start, { $moves } = the end)
replay-jump-placeholder = A number from 0 to { $moves }

# The viewer's first line. $title: the game's name; $moves: how many moves the game has.
replay-start = **Game #{ $game } · { $title }**: the start (move 0 of { $moves })
# $player: who made the move (a mention, never pinged); the move in words follows on the next
# line, as that player read it when they made it.
replay-move = **Game #{ $game } · { $title }**: move { $move } of { $moves } · { $player } played, and read:

# Refusals. A game unknown and a game of another server are answered alike.
replay-not-here = There is no game #{ $game } on this server.
replay-not-over = Game #{ $game } is not over yet: its replay opens once it has ended (its hands are secret until then).
# $status: how the game ended without reaching its end.
replay-never-shown = Game #{ $game } { $status ->
        [cancelled] was cancelled
        [expired] was abandoned (no move for too long)
       *[broken] is damaged
    }: it never reached its end, so it has no replay and its hands stay hidden.
replay-damaged = Game #{ $game }'s saved moves do not replay, so it cannot be shown. A server admin can run `python -m bot check-db` to see why.
# $typed: what the member typed in the Jump modal.
replay-bad-jump = “{ $typed }” is not a move of this game: type a number from 0 (the start) to { $moves }. Nothing changed.
replay-no-step = Game #{ $game } has no move { $step }: it has { $moves } moves.

# The export's message; $file: the attached file's name.
replay-exported = Game #{ $game } as JSON: { $file }. To check that it replays to its result, run `python -m bot replay { $file }`.
