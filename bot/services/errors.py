"""Errors a player may see: each is a catalogue phrase, shown ephemerally in the language of
whoever asked (``error.text(interaction.locale)``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games import SPECS
from bot.i18n import ENGLISH, Phrase, catalogue


class UserFacingError(Exception):
    """A refusal for the person who asked; nothing was changed.

    Raised with a catalogue key and its arguments (``NotAllowed("errors-channels", where=…)``)
    or with a ready :class:`Phrase`. ``message`` is the English text (logs, tests).
    """

    def __init__(self, key: str | Phrase, /, **args: Any) -> None:
        if isinstance(key, Phrase):
            self.phrase = key
        elif args or catalogue().has(ENGLISH, key):
            self.phrase = Phrase(key, **args)
        else:  # a sentence not yet in the catalogue (the literal test finds these)
            self.phrase = Phrase("errors-verbatim", text=key)
        self.message = self.phrase.english
        super().__init__(self.message)

    def text(self, locale: object) -> str:
        """The refusal in the language of ``locale``."""
        return self.phrase.render(locale)


class GameNotFound(UserFacingError):
    def __init__(self, game_id: int | None = None) -> None:
        what = "That game" if game_id is None else f"Game #{game_id}"
        super().__init__(f"{what} does not exist (any more).")


class NoGameHere(UserFacingError):
    """No open game in the channel; ``kind`` names the game whose command opens one."""

    def __init__(self, kind: str | None = None) -> None:
        super().__init__(
            f"There is no open game in this channel. Start one with `/{kind} new`."
            if kind
            else "There is no open game in this channel."
        )


class ChannelBusy(UserFacingError):
    def __init__(self, game_id: int, message_id: int | None) -> None:
        super().__init__(
            f"This channel already has an open game (#{game_id}). Finish or cancel it first, "
            "or open the new game in another channel or thread."
        )
        self.game_id = game_id
        self.message_id = message_id


class NotInLobby(UserFacingError):
    def __init__(self, game_id: int, status: str) -> None:
        what = {
            "running": "it has already started",
            "finished": "it is over",
            "cancelled": "it was cancelled",
            "expired": "it was abandoned",
            "broken": "it is damaged",
        }.get(status, status)
        super().__init__(f"Game #{game_id} is not taking players any more: {what}.")


class AlreadyJoined(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"You are already seated in game #{game_id}.")


class NotJoined(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"You are not seated in game #{game_id}.")


class LobbyFull(UserFacingError):
    def __init__(self, game_id: int, seats: int) -> None:
        super().__init__(f"Game #{game_id} is full: all {seats} seats are taken.")


class NotHost(UserFacingError):
    def __init__(self, what: str) -> None:
        super().__init__(f"Only the host can {what}.")


class NotAllowed(UserFacingError):
    """The member lacks the permission or role an operation needs."""


class NotEnoughPlayers(UserFacingError):
    def __init__(self, have: int, need: int) -> None:
        super().__init__(f"The game needs at least {need} players to start; {have} seated.")


class NotAPlayer(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"You are not playing in game #{game_id}, so you cannot act in it.")


def names_text(names: Sequence[str]) -> str:
    """Join names as a sentence does: ``A``, ``A and B``, ``A, B and C``."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


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
        who = names_text(self.mentions)
        if not self.user_ids:
            text = "It is not your turn: nobody is to move now."
        elif chosen:
            text = f"You have already chosen: waiting for {who}."
        elif len(self.user_ids) == 1:
            text = f"It is not your turn: it is {who}'s."
        else:
            text = f"It is not your turn: waiting for {who}."
        super().__init__(text)

    @property
    def whose(self) -> int | None:
        """The first of the players still to move (None if nobody is)."""
        return self.user_ids[0] if self.user_ids else None


class StaleBoard(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__(
            f"The board of game #{game_id} changed since you looked at it, so nothing was "
            "played. Here is the current one."
        )
        self.game_id = game_id


class GameNotRunning(UserFacingError):
    def __init__(self, game_id: int, status: str) -> None:
        what = {
            "lobby": "has not started yet",
            "finished": "is over",
            "cancelled": "was cancelled",
            "expired": "was abandoned (no move for too long)",
            "broken": "is damaged and paused",
        }.get(status, status)
        super().__init__(f"Game #{game_id} {what}.")
        self.status = status


class GameBroken(UserFacingError):
    def __init__(self, game_id: int) -> None:
        super().__init__(
            f"Game #{game_id}'s saved data is damaged, so it is paused. A server admin can run "
            "`python -m bot check-db` to see why. Other games are not affected."
        )


def games_text(games: tuple[tuple[int, str], ...], limit: int = 5) -> str:
    """Name games with their status: ``#4 (running), #7 (lobby) and 3 more``."""
    named = ", ".join(f"#{game_id} ({status})" for game_id, status in games[:limit])
    return named if len(games) <= limit else f"{named} and {len(games) - limit} more"


class StillSeated(UserFacingError):
    """Forgetting a member is refused while they hold a seat in an open game."""

    def __init__(self, user_id: int, games: tuple[tuple[int, str], ...]) -> None:
        where = games_text(games)
        super().__init__(
            f"Nothing was forgotten: you still hold a seat in game {where}. Leave the lobby, or "
            "wait until the game ends or is cancelled, then ask again."
        )
        self.user_id = user_id
        self.games = games


class IllegalMove(UserFacingError):
    """The rules refuse the move; the message cites the rule (``R-M2: …``)."""

    def __init__(self, rule_id: str, message: str) -> None:
        super().__init__(f"{message[:1].upper()}{message[1:]} ({rule_id}).")
        self.rule_id = rule_id


class BadRequest(UserFacingError):
    """A request the bot could not understand (a forged or outdated button, say)."""


class InDirectMessages(UserFacingError):
    """A command or a button used in a direct message with the bot."""

    def __init__(self) -> None:
        super().__init__("Hoard's commands work in a server's channels, not in direct messages.")


class WrongPlace(UserFacingError):
    """A button (or a request) that names a game living in another server or channel."""

    def __init__(self) -> None:
        super().__init__(
            "That button belongs to a game in another channel, so nothing happened. "
            "Use the buttons in the game's own channel."
        )


class OutdatedMessage(UserFacingError):
    """A click on an older public message of a game (not the one it shows now)."""

    def __init__(self, game_id: int, link: str | None) -> None:
        where = f" The current table is [here]({link})." if link else ""
        super().__init__(
            f"This message of game #{game_id} is out of date, so nothing happened.{where}"
        )
        self.game_id = game_id


class NotSeated(UserFacingError):
    """Someone named in a command (a kick) who holds no seat in the game."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(
            f"<@{user_id}> is not playing in game #{game_id}, so there is nobody to mark away."
        )


class BadDuration(BadRequest):
    """A duration that is not written like 30m, 24h or 2d, or is out of every range."""

    def __init__(self, shown: str, allowed: str) -> None:
        super().__init__(
            f"{shown} is not a duration I can use: write it like 30m, 24h or 2d "
            f"(digits 0-9); {allowed}."
        )


class Restarting(UserFacingError):
    """The bot is stopping (a restart or an update): new requests are not acted on."""

    def __init__(self) -> None:
        super().__init__(
            "Hoard is restarting, so nothing was done. Try again in a minute: your game is saved."
        )


def kind_title(kind: str) -> str:
    """Name a kind of game as players read it (its spec's title)."""
    spec = SPECS.get(kind)
    return spec.title if spec is not None else kind


class OtherGameHere(UserFacingError):
    """A game's command in a channel whose game is of another kind."""

    def __init__(self, game_id: int, kind: str) -> None:
        super().__init__(
            f"This channel's game (#{game_id}) is a game of {kind_title(kind)}: "
            f"use the `/{kind} …` commands for it."
        )


class UnknownGameKind(UserFacingError):
    """A game whose kind this bot does not run (its extension is not loaded)."""

    def __init__(self, game_id: int, kind: str) -> None:
        super().__init__(
            f"Game #{game_id} is a game of {kind_title(kind)}, which this bot does not run "
            "right now, so nothing happened. A server admin can check the bot's version."
        )


class NoGamePlayedHere(UserFacingError):
    """A move log asked for in a channel where no game of the kind was ever played."""

    def __init__(self, kind: str) -> None:
        super().__init__(
            f"No game of {kind_title(kind)} was played in this channel yet. "
            f"Start one with `/{kind} new`, or give a game number."
        )


class GameElsewhere(UserFacingError):
    """A game named by its number from a channel (or server) it does not live in."""

    def __init__(self, game_id: int) -> None:
        super().__init__(
            f"Game #{game_id} is not played in this channel: use the command in its own channel."
        )
