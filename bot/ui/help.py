"""``/<game> help``: a game's commands and the house's, one line each, in the reader's language.

Each command is named as the reader's Discord shows it (its name in ``game-commands.ftl`` or
``hoard.ftl`` in their language); the descriptions are in ``help.ftl``.
"""

from __future__ import annotations

import discord

from bot.engine.spec import GameSpec
from bot.i18n import listing, voice
from bot.ui.lobby import COLOUR, LANGUAGE_NAMES, spec_title


def usage(*parts: str) -> str:
    """A command as a member types it: "`/<game> new [seats]`"."""
    return "`/" + " ".join(parts) + "`"


def help_lines(spec: GameSpec, locale: object) -> list[str]:
    """The lines of a game's ``help``: its commands, then the house's, in the language of
    ``locale`` (each command by the name Discord shows in that language)."""
    say = voice(locale)

    def game(command: str, *options: str) -> str:
        return usage(spec.id, say(command), *(f"[{say(o)}]" for o in options))

    def hoard(command: str, *rest: str) -> str:
        return usage(say("hoard-name"), say(command), *rest)

    bots = (
        [
            say(
                "help-bots",
                add=game("game-commands-addbot-name", "game-commands-addbot-level-name"),
                remove=game("game-commands-removebot-name"),
            )
        ]
        if spec.bot_levels
        else []
    )
    new = game(
        "game-commands-new-name",
        "game-commands-new-seats-name",
        "game-commands-new-turn-name",
        "game-commands-new-language-name",
    )
    player = "@" + say("hoard-kick-player-name")
    return [
        say("help-new", command=new, languages=listing(LANGUAGE_NAMES.values(), style="or")),
        say("help-join", command=game("game-commands-join-name")),
        *bots,
        say("help-leave-lobby", command=game("game-commands-leave-name")),
        say("help-start", command=game("game-commands-start-name")),
        say("help-cancel", command=game("game-commands-cancel-name")),
        say("help-hand", command=game("game-commands-hand-name")),
        say("help-board", command=game("game-commands-board-name")),
        say("help-log", command=game("game-commands-log-name", "game-commands-log-game-name")),
        say("help-leave-running", command=game("game-commands-leave-name")),
        say("resign-help", command=game("resign-command-name")),
        say("help-rules", command=game("game-commands-rules-name")),
        say("help-help", command=game("game-commands-help-name")),
        say("help-kick", command=hoard("hoard-kick-name", player)),
        say("help-games", command=hoard("hoard-games-name")),
        say("help-notify", command=hoard("hoard-notify-name", "on|off")),
        say("help-settings", command=hoard("hoard-settings-name")),
        say("help-forget", command=hoard("hoard-forget-name")),
        say("help-stats", command=hoard("hoard-stats-name", f"[{say('hoard-stats-member-name')}]")),
        say("help-leaderboard", command=hoard("hoard-leaderboard-name", say("hoard-game-name"))),
        say("help-recent", command=hoard("hoard-recent-name")),
        say("help-history", command=hoard("hoard-history-name", say("hoard-game-name"))),
        say("help-replay", command=hoard("replay-name", say("replay-game-name"))),
        say("help-export", command=hoard("replay-export-name", say("replay-game-name"))),
        say(
            "help-privacy",
            command=hoard(
                "hoard-privacy-name", f"{say('hoard-privacy-shown')}|{say('hoard-privacy-hidden')}"
            ),
        ),
    ]


def help_embed(spec: GameSpec, locale: object) -> discord.Embed:
    """List a game's commands and the house's, in the language of ``locale``."""
    say = voice(locale)
    embed = discord.Embed(title=say("help-title", title=spec_title(spec, locale)), colour=COLOUR)
    embed.description = "\n".join(help_lines(spec, locale))
    embed.set_footer(text=say("help-footer"))
    return embed
