"""Errors a player may see: each is a catalogue phrase, shown ephemerally in the language of
whoever asked (``error.text(interaction.locale)``). The words are in
``data/locales/<language>/errors.ftl``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import IllegalAction
from bot.i18n import ENGLISH, Listing, Phrase, catalogue, listing, render


class UserFacingError(Exception):
    """A refusal for the person who asked; nothing was changed.

    Raised with a catalogue key and its arguments (``NotAllowed("errors-channels", where=…)``)
    or with a ready :class:`Phrase`. ``message`` is the English text (logs, tests).
    """

    def __init__(self, key: str | Phrase, /, **args: Any) -> None:
        # An unknown key reads as itself (and the catalogue logs an error): the tests catch it.
        self.phrase = key if isinstance(key, Phrase) else Phrase(key, **args)
        self.message = self.phrase.english
        super().__init__(self.message)

    def text(self, locale: object) -> str:
        """The refusal in the language of ``locale``."""
        return self.phrase.render(locale)


class BadValue(ValueError):
    """A value a member typed that cannot be used, saying why as a catalogue phrase.

    A ``ValueError``, so that a pydantic validator raising it gives a validation error whose
    context keeps it (``settings_error`` reads the phrase back); ``str`` is the English.
    """

    def __init__(self, key: str, /, **args: Any) -> None:
        self.phrase = Phrase(key, **args)
        super().__init__(self.phrase.english)


def number(game_id: int) -> str:
    """A game's number as an argument of a phrase (a string: Fluent groups the digits of an
    int, "1,234")."""
    return str(game_id)


class GameNotFound(UserFacingError):
    def __init__(self, game_id: int | None = None) -> None:
        if game_id is None:
            super().__init__("errors-game-not-found")
        else:
            super().__init__("errors-game-not-found-numbered", game=number(game_id))


class NoGameHere(UserFacingError):
    """No open game in the channel; ``kind`` names the game whose command opens one."""

    def __init__(self, kind: str | None = None) -> None:
        if kind:
            super().__init__("errors-no-game-here-start", kind=kind)
        else:
            super().__init__("errors-no-game-here")


class ChannelBusy(UserFacingError):
    def __init__(self, game_id: int, message_id: int | None) -> None:
        super().__init__("errors-channel-busy", game=number(game_id))
        self.game_id = game_id
        self.message_id = message_id


class NotInLobby(UserFacingError):
    """A lobby action on a game past its lobby; ``status`` says why (the catalogue has a
    phrase per status: running, finished, cancelled, expired, broken)."""

    def __init__(self, game_id: int, status: str) -> None:
        super().__init__("errors-not-in-lobby", game=number(game_id), status=status)


class AlreadyJoined(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__("errors-already-joined", game=number(game_id))


class NotJoined(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__("errors-not-joined", game=number(game_id))


class LobbyFull(UserFacingError):
    def __init__(self, game_id: int, seats: int) -> None:
        super().__init__("errors-lobby-full", game=number(game_id), count=seats)


class NotHost(UserFacingError):
    """Only the host may do this: raised with the key that says what
    (``NotHost("errors-not-host-start")``)."""


class NotAllowed(UserFacingError):
    """The member lacks the permission or role an operation needs."""


class NotEnoughPlayers(UserFacingError):
    def __init__(self, have: int, need: int) -> None:
        super().__init__("errors-not-enough-players", have=have, need=need)


class NotAPlayer(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__("errors-not-a-player", game=number(game_id))


class NotYourTurn(UserFacingError):
    """A move from a seat that may not move now; says who is still to move.

    ``chosen``: the seat already chose in a step where several seats choose at once, and the
    others are still choosing.
    """

    def __init__(
        self, user_ids: Sequence[int] = (), mentions: Sequence[str] = (), *, chosen: bool = False
    ) -> None:
        self.user_ids = tuple(user_ids)
        self.mentions = tuple(mentions) or tuple(f"<@{u}>" for u in self.user_ids)
        if len(self.mentions) != len(self.user_ids):
            raise ValueError("one mention per user id")
        self.chosen = chosen
        who = listing(self.mentions)
        if not self.user_ids:
            super().__init__("errors-not-your-turn-nobody")
        elif chosen:
            super().__init__("errors-already-chosen", who=who)
        elif len(self.user_ids) == 1:
            super().__init__("errors-not-your-turn-one", who=who)
        else:
            super().__init__("errors-not-your-turn-many", who=who)


class StaleBoard(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__("errors-stale-board", game=number(game_id))
        self.game_id = game_id


class GameNotRunning(UserFacingError):
    """A game action on a game that is not running; the catalogue has a phrase per status
    (lobby, finished, cancelled, expired, broken)."""

    def __init__(self, game_id: int, status: str) -> None:
        super().__init__("errors-game-not-running", game=number(game_id), status=status)
        self.status = status


class GameBroken(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__("errors-game-broken", game=number(game_id))


def games_listing(games: tuple[tuple[int, str], ...], limit: int = 5) -> Listing:
    """Name games with their status: ``#4 (running), #7 (lobby) and 3 more`` (in the reader's
    language once rendered)."""
    named: list[Any] = [
        Phrase("errors-game-with-status", game=number(game_id), status=status)
        for game_id, status in games[:limit]
    ]
    if len(games) > limit:
        named.append(Phrase("errors-more-games", count=len(games) - limit))
    return listing(named)


def games_text(games: tuple[tuple[int, str], ...], limit: int = 5) -> str:
    """``games_listing`` in English (an admin's command-line report)."""
    return str(render(ENGLISH, games_listing(games, limit)))


class StillSeated(UserFacingError):
    """Forgetting a member is refused while they hold a seat in an open game."""

    def __init__(self, user_id: int, games: tuple[tuple[int, str], ...]) -> None:
        super().__init__("errors-still-seated", games=games_listing(games), count=len(games))
        self.user_id = user_id
        self.games = games


def refusal(err: IllegalAction) -> Phrase:
    """The rules' reason for refusing an action, as a phrase: its key and arguments, a tuple
    argument joined as the reader's language joins lists ("3, 2, 1 and 0")."""
    args = {
        name: listing(value) if isinstance(value, tuple) else value
        for name, value in err.arguments.items()
    }
    return Phrase(err.key, **args)


class IllegalMove(UserFacingError):
    """The rules refuse the move; the refusal cites the rule: ``reason`` is the rules' phrase
    (a sentence, ``refusal``), shown as "<reason> (R-M2)." in every language."""

    def __init__(self, rule_id: str, reason: Phrase) -> None:
        super().__init__("errors-illegal-move", reason=reason, rule=rule_id)
        self.rule_id = rule_id
        self.reason = reason


class BadRequest(UserFacingError):
    """A request the bot could not understand (a forged or outdated button, say)."""


class InDirectMessages(UserFacingError):
    """A command or a button used in a direct message with the bot."""

    def __init__(self) -> None:
        super().__init__("errors-in-direct-messages")


class WrongPlace(UserFacingError):
    """A button (or a request) that names a game living in another server or channel."""

    def __init__(self) -> None:
        super().__init__("errors-wrong-place")


class OutdatedMessage(UserFacingError):
    """A click on an older public message of a game (not the one it shows now)."""

    def __init__(self, game_id: int, link: str | None) -> None:
        if link:
            super().__init__("errors-outdated-message-link", game=number(game_id), link=link)
        else:
            super().__init__("errors-outdated-message", game=number(game_id))
        self.game_id = game_id


class NotSeated(UserFacingError):
    """Someone named in a command (a kick) who holds no seat in the game."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__("errors-not-seated", game=number(game_id), user=str(user_id))


class BadDuration(BadRequest):
    """A duration that is not written like 30m, 24h or 2d, or is out of every range.

    ``shown``: what the member typed, quoted; ``allowed``: the range that applies, a phrase.
    """

    def __init__(self, shown: str, allowed: Phrase) -> None:
        super().__init__("errors-bad-duration", shown=shown, allowed=allowed)


class Restarting(UserFacingError):
    """The bot is stopping (a restart or an update): new requests are not acted on."""

    def __init__(self) -> None:
        super().__init__("errors-restarting")


def game_title(kind: str) -> Phrase | str:
    """A kind of game's title as players read it: the catalogue's ``<kind>-title`` where it
    has one (a phrase, rendered in the reader's language), else the kind itself (every game of
    the registry has its title there; the services never read the registry)."""
    key = f"{kind}-title"
    return Phrase(key) if catalogue().has(ENGLISH, key) else kind


def kind_title(kind: str, locale: object) -> str:
    """Name a kind of game as players read it, in the language of ``locale``."""
    return str(render(locale, game_title(kind)))


class OtherGameHere(UserFacingError):
    """A game's command in a channel whose game is of another kind."""

    def __init__(self, game_id: int, kind: str) -> None:
        super().__init__(
            "errors-other-game-here", game=number(game_id), title=game_title(kind), kind=kind
        )


class UnknownGameKind(UserFacingError):
    """A game whose kind this bot does not run (its extension is not loaded)."""

    def __init__(self, game_id: int, kind: str) -> None:
        super().__init__("errors-unknown-game-kind", game=number(game_id), title=game_title(kind))


class NoGamePlayedHere(UserFacingError):
    """A move log asked for in a channel where no game of the kind was ever played."""

    def __init__(self, kind: str) -> None:
        super().__init__("errors-no-game-played-here", title=game_title(kind), kind=kind)


class GameElsewhere(UserFacingError):
    """A game named by its number from a channel (or server) it does not live in."""

    def __init__(self, game_id: int) -> None:
        super().__init__("errors-game-elsewhere", game=number(game_id))


class StatsHidden(UserFacingError):
    """A member's stats asked for by someone else, while that member keeps them private."""

    def __init__(self, user_id: int) -> None:
        super().__init__("stats-hidden", member=f"<@{user_id}>")
        self.user_id = user_id
