"""Run the bot: ``python -m bot``."""

from __future__ import annotations

import sys


def main() -> int:
    """Start the bot; until the Discord layer lands, say so clearly and exit."""
    print(
        "Hoard: the rules engine is ready, but the Discord bot itself arrives in a later "
        "change (issues #3 and #4). Nothing was started.",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
