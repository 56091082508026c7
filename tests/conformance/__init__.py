"""The conformance suite: checks every game of ``bot.games.REGISTRY`` through ``Rules`` only."""
