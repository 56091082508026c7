"""The hand panel: a player's private panel of a game and every click that answers privately.

``play`` draws the panel from the seat's situation and runs its clicks (routed to the adapter
of the game's kind), ``told`` says what happened since a panel was drawn, and ``items`` holds
the persistent items whose clicks come here (the panel's buttons and selects, the table's
"Show my hand" and "Rules"). The panel imports the table (``cogs.table``) to post it after a
move; the table never imports the panel: both draw their items from ``cogs.controls``.
"""
