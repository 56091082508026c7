"""The one protocol a game's Discord adapter implements, and the controls it describes.

A game's adapter (``bot/games/<id>/adapter/``) turns the game's views and legal actions into
what members see: the public table, the private hand panel, the rules text, the pictures. It
never builds a component or a custom_id: it describes its controls (``Button``, ``Select``)
with a verb or a field of its own, and the house turns them into its persistent items, routes
their clicks back to the adapter of the game's kind, and answers every refusal the same way.

A click or a pick becomes a ``Step``: a new draft (the half-made move, saved and redrawn) or an
action, always one of the seat's legal actions (the adapter filters ``SeatSight.legal``; it
never re-derives a rule).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, ClassVar, Literal, Protocol

import discord

from bot.engine import Event
from bot.engine.spec import GameSpec
from bot.i18n import Listing, voice
from bot.services.progress import Moment
from bot.services.records import ActionRecord, GameRecord
from bot.ui.drawing.chart import Chart

Style = Literal["primary", "secondary", "success", "danger"]
LABEL_MAX = 80
"""Discord's longest button label."""
OPTION_MAX = 100
"""Discord's longest select option label and description."""
FIELD_MAX = 1024
"""Discord's longest embed field value."""


def field_lines(lines: Sequence[str]) -> str:
    """Lines of an embed field, cut to Discord's field length at a whole line (an ellipsis
    says so)."""
    out: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > FIELD_MAX - 2:
            out.append("…")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)


def clip(text: str, limit: int = LABEL_MAX) -> str:
    """Shorten ``text`` to ``limit`` characters (a label to Discord's limit), saying so with an
    ellipsis, at the end of a word when one ends in its second half: a word cut in two can read
    as another word, or another language's (Italian "del" cut to "de" is Spanish)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space].rstrip(" ,;:·—")
    return cut + "…"


@dataclass(frozen=True, slots=True)
class Button:
    """A button of the hand panel: ``verb`` (one of the adapter's ``verbs``) and a number."""

    verb: str
    label: str
    style: Style = "secondary"
    arg: int = 0
    """A small number the verb needs (a stall's cost, a position): never a card of a hand."""
    disabled: bool = False
    row: int | None = None


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a select."""

    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass(frozen=True, slots=True)
class Select:
    """A select of the hand panel: ``field`` (one of the adapter's ``fields``)."""

    field: str
    options: tuple[Option, ...]
    placeholder: str | None = None
    row: int | None = None
    count: int = 1
    """How many options must be picked."""


Control = Button | Select
Picture = Callable[[Mapping[int, str]], bytes]
"""Draws a PNG from the players' display names by seat. A picklable one (``functools.partial``
of a module's function with the view and the language) is drawn in a worker process, off the
bot's interpreter lock (``bot.ui.picture_cache``); a closure is drawn in a thread."""


@dataclass(frozen=True, slots=True)
class Panel:
    """A seat's private panel: its embed, its controls, and its picture (if the game draws one)."""

    embed: discord.Embed
    controls: tuple[Control, ...] = ()
    picture: Picture | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """What a click or a pick does: save a new ``draft`` and redraw, or play ``action``."""

    draft: dict[str, Any] | None = None
    action: Any = None

    @classmethod
    def to(cls, draft: dict[str, Any]) -> Step:
        """Go on drafting: remember ``draft`` and redraw the panel."""
        return cls(draft=draft)

    @classmethod
    def play(cls, action: Any) -> Step:
        """Play ``action`` (one of the seat's legal actions)."""
        return cls(action=action)


@dataclass(frozen=True, slots=True)
class SeatSight:
    """What one seat's panel is drawn from: its view, its legal actions, its draft."""

    game: GameRecord
    seat: int
    view: dict[str, Any]
    """``rules.view_for(state, seat)``: never more than this seat may see."""
    legal: tuple[Any, ...]
    """The seat's legal actions now (none unless it is active)."""
    active: tuple[int, ...]
    """The seats that may move now."""
    draft: dict[str, Any] = field(default_factory=dict)
    """The seat's half-made move on this board ({} if none)."""
    locale: str = "en"
    """The catalogue language of the member who reads the panel (their Discord language)."""

    @property
    def my_turn(self) -> bool:
        """Say whether this seat may move now."""
        return self.seat in self.active

    @property
    def over(self) -> bool:
        """Say whether the game has ended (nobody may move)."""
        return not self.active


class Names(Listing):
    """Players joined as a list in the reader's language (a :class:`Listing`: pass it as a
    catalogue argument). Written straight into a string (an f-string), it reads as English."""

    __slots__ = ()

    def __str__(self) -> str:
        return self.render("en")


def waiting_for(game: GameRecord, active: Sequence[int]) -> Names:
    """Name the players a game waits for: "Ann", "Ann and Bo", "Ann, Bo and Cy" (in the
    language the listing is rendered in: "Ann, Bo e Cy", "Ann, Bo y Cy")."""
    return Names(tuple(game.seats[s].mention for s in active))


def turn_line(sight: SeatSight, *, your_turn: str | None = None) -> str:
    """The first line of a panel, in its reader's language (``sight.locale``): the end, the
    seat's turn (``your_turn``, already in that language, or the house's words), or whom the
    game waits for."""
    say = voice(sight.locale)
    if sight.over:
        return say("panel-game-over")
    if sight.my_turn:
        return say("panel-your-turn") if your_turn is None else your_turn
    return say("panel-waiting", players=waiting_for(sight.game, sight.active))


def relative_time(stamp: str) -> str:
    """A stored time as a Discord timestamp ("in 2 hours", "3 days ago"), shown in each
    reader's language and time zone."""
    return f"<t:{int(datetime.fromisoformat(stamp).timestamp())}:R>"


def deadline_stamp(game: GameRecord) -> str | None:
    """The turn's deadline as a Discord timestamp, or None when the game's clock is not
    running."""
    return None if game.deadline_at is None else relative_time(game.deadline_at)


def table_reply(
    game: GameRecord, content: str, embed: discord.Embed, pinged: Iterable[int]
) -> dict[str, Any]:
    """A table message (``GameAdapter.table``): ``content`` and ``embed``, allowed to ping
    the human players of the seats ``pinged`` and nobody else."""
    users = [game.seats[s].user_id for s in pinged if not game.seats[s].bot]
    mentions = discord.AllowedMentions(users=[discord.Object(u) for u in users])
    return {"content": content, "embed": embed, "allowed_mentions": mentions}


class EventWords(Protocol):
    """A game's words for its events (its adapter's ``events`` module)."""

    def done(
        self,
        events: Sequence[Event],
        viewer: int | None,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> str: ...

    def summary(
        self, events: Sequence[Event], locale: str, names: Sequence[str] | None = None
    ) -> str: ...


class MoveWords:
    """An adapter's ``done`` and ``summary``, said by its game's event words (``words``)."""

    words: ClassVar[EventWords]

    def done(self, game: GameRecord, events: Sequence[Event], seat: int, locale: str) -> str:
        return self.words.done(events, seat, locale, [s.mention for s in game.seats])

    def summary(
        self, game: GameRecord, events: Sequence[Event], language: str | None = None
    ) -> str:
        names = [s.mention for s in game.seats]
        return self.words.summary(events, language or game.language, names)


class GameAdapter(Protocol):
    """What the house needs of a game to run it in Discord."""

    @property
    def spec(self) -> GameSpec:
        """The game's record (id, title, seats, bots)."""
        ...

    @property
    def verbs(self) -> frozenset[str]:
        """The verbs of the panel's buttons (lowercase ASCII, at most 12 letters each)."""
        ...

    @property
    def fields(self) -> frozenset[str]:
        """The fields of the panel's selects (lowercase ASCII, at most 12 letters each)."""
        ...

    def timeout_words(self, language: str) -> str:
        """What happens to a seat whose time runs out ("a card is drawn for you"), in
        ``language`` (a catalogue language: the game's, for the channel)."""
        ...

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        """Return the public table's ``content``, ``embed`` and ``allowed_mentions`` (from
        the public view only: ``view_for(state, None)``), in the game's language
        (``game.language``)."""
        ...

    def table_picture(self, view: dict[str, Any], language: str) -> Picture | None:
        """Return how to draw the public table in ``language`` (the game's; None: the game
        draws no table)."""
        ...

    def table_controls(self, game: GameRecord, view: dict[str, Any]) -> tuple[Button, ...]:
        """Return the one-tap moves shown on the public table, from the public view only.

        At most four buttons, for the seat to move (a game whose seats choose at once may
        return none). Each carries a verb of ``verbs``; its click is the panel's own ``click``
        for the member who taps it, checked like any panel click (a seat not to move is told
        so). A ``Step.play`` plays at once; a ``Step.to`` opens that member's panel at the
        draft. Nothing on the table may depend on a hand: it is drawn from ``view_for(state,
        None)``.
        """
        ...

    def panel(self, sight: SeatSight, notice: str | None) -> Panel:
        """Return a seat's panel in its reader's language (``sight.locale``), ``notice`` on
        top (what just happened, or a refusal: already in that language)."""
        ...

    def click(self, sight: SeatSight, verb: str, arg: int) -> Step:
        """Return what a button of the panel does (the seat is active; refuse with
        ``errors.BadRequest`` what the draft no longer allows)."""
        ...

    def pick(self, sight: SeatSight, field: str, values: Sequence[str]) -> Step:
        """Return what a select of the panel does (values as Discord sent them: untrusted)."""
        ...

    def done(self, game: GameRecord, events: Sequence[Event], seat: int, locale: str) -> str:
        """Say to ``seat`` what its move did ("Done: …"), in ``locale`` (the mover's)."""
        ...

    def rules_embed(self, ruleset: dict[str, Any], locale: str) -> discord.Embed:
        """The rules in short, with the values of ``ruleset`` (its JSON form), in ``locale``."""
        ...

    def warm_up(self) -> None:
        """Draw one picture of each kind, so the first real ones are fast (in a thread)."""
        ...

    def progress(self, moments: Sequence[Moment], language: str) -> Chart | None:
        """Return how a finished game went, as a chart's data in ``language`` (the game's).

        ``moments``: every state of the game, the start first, each as the public and every
        seat see it (the game is over: every seat's view may be read; read them through the
        game's reader). The values must be the views' own (the final ones the final scores);
        the house draws the chart (``bot.ui.drawing.chart``) under the final table. None: the
        game draws no chart. Called in a worker thread.
        """
        ...

    def summary(
        self, game: GameRecord, events: Sequence[Event], language: str | None = None
    ) -> str:
        """What the channel reads of a move (its log line, after the mover's name), in
        ``language`` (default ``game.language``): what every player may see, never a hidden
        card."""
        ...
