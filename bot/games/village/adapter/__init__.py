"""The ``village`` game in Discord: its adapter (table, hand panel, texts, pictures)."""
