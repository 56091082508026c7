"""Run ``bot.__main__.main`` in a child process pointed at a fake Discord.

Run as a script (``python tests/e2e/launch.py [args]``) so that ``bot`` is imported from
wherever the interpreter finds it: the checkout, or an installed wheel. The environment gives
``FAKE_DISCORD_BASE`` (``http://127.0.0.1:<port>``; a closed port plays an unreachable
Discord) and, optionally, ``FAKE_RETRY_DELAYS`` (comma-separated seconds) and
``FAKE_TURN_FLOOR`` (the shortest turn clock in seconds, for games whose turns last seconds)
and ``FAKE_READY_TIMEOUT`` (discord.py's ``guild_ready_timeout``, the wait after the last
server arrives before "ready": 2 s by default, for a Discord that streams servers; the fake
sends them at once, so tests start faster with 0.05 s, as the in-process ones do).
"""

from __future__ import annotations

import os
import sys

import discord.asset
import discord.gateway
import discord.http
import yarl

base = os.environ["FAKE_DISCORD_BASE"]
discord.http.Route.BASE = base + "/api/v10"
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
    base.replace("http://", "ws://") + "/gateway"
)
discord.asset.Asset.BASE = base + "/cdn"

import bot.run  # noqa: E402
from bot.__main__ import main  # noqa: E402

if "FAKE_TURN_FLOOR" in os.environ:
    import bot.services.play

    bot.services.play.TURN_FLOOR = int(os.environ["FAKE_TURN_FLOOR"])

if os.environ.get("FAKE_READY_TIMEOUT"):
    import bot.client

    _create_bot = bot.client.create_bot

    def _quick_ready(*args: object, **options: object) -> object:
        options.setdefault("guild_ready_timeout", float(os.environ["FAKE_READY_TIMEOUT"]))
        return _create_bot(*args, **options)  # type: ignore[arg-type]

    bot.client.create_bot = _quick_ready  # type: ignore[assignment]

if "FAKE_RETRY_DELAYS" in os.environ:
    bot.run.RETRY_DELAYS = tuple(float(d) for d in os.environ["FAKE_RETRY_DELAYS"].split(","))

if __name__ == "__main__":  # a worker process (bots think in them) imports this file too
    raise SystemExit(main(sys.argv[1:]))
