"""The public lobby message: who is seated, what happens next, and its buttons.

The lobby speaks the game's language (``game.language``: the channel reads it), as does
everything else public about the game; :func:`game_language` picks that language when a game
opens.
"""

from __future__ import annotations

import discord
from discord.app_commands import locale_str

from bot.engine.spec import GameSpec
from bot.games import SPECS
from bot.i18n import ENGLISH, catalogue, negotiate, voice
from bot.resources import STANDARD_RULESET
from bot.services.errors import kind_title
from bot.services.records import GameRecord, Status
from bot.ui.translator import words

COLOUR = discord.Colour(0xC2410C)

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español"}  # i18n: not words (endonyms)
"""Each catalogue language by its own name, the same in every language (a reader looks for the
language they speak under its own name: the ``language`` choices of ``/<game> new``, the
lobby's "Language:" line)."""

COMMUNITY = "COMMUNITY"
"""The guild feature of a Community server, whose ``preferred_locale`` its admins chose (on
any other server it is Discord's default, "en-US", and says nothing)."""


__all__ = [
    "COLOUR",
    "LANGUAGE_NAMES",
    "game_language",
    "game_title",
    "kind_title",
    "lobby_embed",
    "players_text",
    "spec_title",
    "title",
]


def game_language(
    chosen: str | None, server_setting: str | None, guild: discord.Guild | None
) -> str:
    """The language of a new game's public messages: the one ``chosen`` with the command, else
    the server's setting (``GuildSettings.language``), else the ``preferred_locale`` of a
    Community server (negotiated: a language the catalogue lacks reads English), else English.
    """
    if chosen:
        return negotiate(chosen)
    if server_setting:
        return negotiate(server_setting)
    if guild is not None and COMMUNITY in guild.features:
        return negotiate(guild.preferred_locale)
    return ENGLISH


def spec_title(spec: GameSpec, locale: object) -> str:
    """A game's name in the language of ``locale`` (its catalogue title, else its English)."""
    return catalogue().text(locale, spec.title_key) if spec.title_key else spec.title


def game_title(kind: str, locale: object) -> str:
    """Name a kind of game in the language of ``locale`` (an unknown kind: its id)."""
    spec = SPECS.get(kind)
    return kind if spec is None else spec_title(spec, locale)


def title(game: GameRecord, locale: object | None = None) -> str:
    """Name a game: its kind's title and its number ("<title> · game #12"), in the language
    of ``locale`` (None: the game's own, for what the channel reads)."""
    language = game.language if locale is None else locale
    return voice(language)("lobby-title", title=game_title(game.kind, language), game=str(game.id))


def players_text(game: GameRecord, locale: object | None = None) -> str:
    """List the seated players, the host marked (None: in the game's language)."""
    say = voice(game.language if locale is None else locale)
    lines = []
    for i, seat in enumerate(game.seats, 1):
        player = (
            say("lobby-host", player=seat.mention) if seat.user_id == game.host_id else seat.mention
        )
        lines.append(f"{i}. {player}")
    return "\n".join(lines) or say("lobby-nobody")


def ruleset_line(game: GameRecord) -> list[str]:
    """The lobby's line naming the ruleset it chose, in the game's language (none for the
    standard ruleset: the game's own words, ``<id>-ruleset-<name>``)."""
    chosen = game.options.get("ruleset")
    if not isinstance(chosen, str) or chosen == STANDARD_RULESET:
        return []
    say = voice(game.language)
    return [say("lobby-ruleset", ruleset=ruleset_label(game.kind, chosen, game.language))]


def ruleset_label(kind: str, name: str, language: str) -> str:
    """A ruleset as players see it named: the game's own words (``<id>-ruleset-<name>``), or the
    file's name for one an admin added that no catalogue names."""
    key = f"{kind}-ruleset-{name}"
    if catalogue().has(ENGLISH, key):
        return voice(language)(key)
    return name


def ruleset_choice_name(kind: str, name: str) -> locale_str | str:
    """A ruleset's choice in ``/<game> new`` and ``rules``: translated by the catalogue where it
    names the ruleset, else the file's own name (Discord shows it as it is)."""
    key = f"{kind}-ruleset-{name}"
    return words(key) if catalogue().has(ENGLISH, key) else name


def lobby_embed(
    game: GameRecord, *, min_players: int, first_players: tuple[int, ...] = ()
) -> discord.Embed:
    """Describe a lobby, or what became of it (started, cancelled), in the game's language."""
    say = voice(game.language)
    embed = discord.Embed(title=title(game), colour=COLOUR)
    seated = say("lobby-players", seated=str(len(game.seats)), seats=str(game.max_seats))
    if game.status is Status.LOBBY:
        need = max(0, min_players - len(game.seats))
        waiting = say("lobby-waiting", count=need) if need else say("lobby-ready")
        join = f"`/{game.kind} {say('game-commands-join-name')}`"
        language = LANGUAGE_NAMES.get(game.language, game.language)
        embed.description = "\n".join(
            [
                say("lobby-gathering", command=join),
                waiting,
                say("lobby-language", language=language),
                *ruleset_line(game),
            ]
        )
        embed.add_field(name=seated, value=players_text(game), inline=False)
        embed.set_footer(text=say("lobby-footer", min=str(min_players), max=str(game.max_seats)))
    elif game.status is Status.RUNNING or game.status is Status.FINISHED:
        started = [say("lobby-started")]
        if len(first_players) == 1:
            started.append(say("lobby-plays-first", player=game.mention(first_players[0])))
        elif first_players:
            started.append(say("lobby-all-at-once"))
        embed.description = "\n".join([" ".join(started), *ruleset_line(game)])
        embed.add_field(name=say("lobby-seat-order"), value=players_text(game), inline=False)
    elif game.status in (Status.CANCELLED, Status.EXPIRED):
        key = "lobby-cancelled" if game.status is Status.CANCELLED else "lobby-abandoned"
        embed.description = say(key)
        embed.add_field(name=seated, value=players_text(game), inline=False)
    else:
        embed.description = say("lobby-damaged")
    return embed
