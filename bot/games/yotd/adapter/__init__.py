"""In the Year of the Dragon in Discord: the table, the panel, the words and pictures."""
