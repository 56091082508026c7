"""In the Year of the Dragon (``yotd``): the pure rules (docs/rules/yotd.md)."""
