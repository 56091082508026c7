"""The bot's data files (rulesets, fonts), installed as the package ``hoard_data``.

The folder stays at the top of the checkout; ``pyproject.toml`` maps it to ``hoard_data`` so a
wheel or a plain ``pip install .`` carries it. Read it through ``bot.resources``.
"""
