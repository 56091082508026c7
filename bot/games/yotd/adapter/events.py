"""``yotd``'s events in words: for one viewer, in one language, from the catalogue
(``data/locales/<language>/yotd-events.ftl``).

The rules report events as data (``bot.games.yotd.events``); this module says them. The mover
reads "Done: …" of their own move ("you"), the channel's log reads it after the mover's name
("they"). A move's events include what the engine did after it without asking anyone (Y-U2):
a forced move, the month's event with what each seat paid, scored and owes, the decay, the
scoring, the end. Nothing in a ``yotd`` move is secret but the card a seat played: it is
named to its owner only (the tile it took is public, Y-V1), so no reader learns a hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event
from bot.games.yotd.adapter.words import (
    ACTION_MARKS,
    DRAGON,
    FIREWORKS,
    POINTS,
    RICE,
    YUAN,
    event_label,
    person_label,
    tile_name,
)
from bot.games.yotd.events import (
    ActionTaken,
    AllReleased,
    BuildStopped,
    Decayed,
    Drafted,
    EventResolved,
    FinalScored,
    FloorBuilt,
    Forced,
    GameEnded,
    MonthBegan,
    MonthScored,
    NobodyToRelease,
    PersonReleased,
    Recruited,
    Refilled,
)
from bot.i18n import catalogue, listing

PAID_MARKS = {"imperial_tribute": YUAN, "drought": RICE, "dragon_festival": FIREWORKS}
"""What an event's ``paid`` counts (Tribute: yuan; Drought: rice; Festival: fireworks back)."""


class Speaker:
    """Says events to one viewer in one language, naming seats by ``names``."""

    def __init__(self, viewer: int | None, locale: str, names: Sequence[str] | None) -> None:
        self.viewer = viewer
        self.locale = locale
        self.names = names

    def text(self, key: str, **args: object) -> str:
        return catalogue().text(self.locale, key, **args)

    def person(self, seat: int | None) -> str:
        return "you" if self.viewer is not None and seat == self.viewer else "they"

    def name(self, seat: int) -> str:
        """A seat as the log names it; the viewer's own is "you"."""
        if self.viewer is not None and seat == self.viewer:
            return self.text("yotd-events-you")
        if self.names is not None and seat < len(self.names):
            return self.names[seat]
        return self.text("yotd-events-player", number=str(seat + 1))

    def say(self, event: Event) -> str:
        handler = getattr(self, f"_{event.kind}", None)
        return "" if handler is None else str(handler(event))

    def _forced(self, event: Forced) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text("yotd-events-forced", person=self.person(seat), name=self.name(seat))

    def _drafted(self, event: Drafted) -> str:
        persons = listing(tile_name(f"{t}-young", self.locale) for t in event.persons)
        palaces = sorted({p + 1 for p in event.palaces})
        return self.text(
            "yotd-events-drafted",
            person=self.person(event.seat),
            persons=persons.render(self.locale),
            palaces=listing(str(p) for p in palaces).render(self.locale),
            count=len(palaces),
            steps=event.steps,
        )

    def _month_began(self, event: MonthBegan) -> str:
        return self.text(
            "yotd-events-month", month=event.month, event=event_label(event.event, self.locale)
        )

    def _action_taken(self, event: ActionTaken) -> str:
        fee = self.text("yotd-events-fee", fee=f"{event.fee} {YUAN}") if event.fee else ""
        if event.card == "privilege":
            return self.text(
                "yotd-events-privilege",
                person=self.person(event.seat),
                size=event.size or "small",
                marks=DRAGON * (2 if event.size == "large" else 1),
                cost=f"{event.cost} {YUAN}",
                fee=fee,
            )
        return self.text(
            "yotd-events-action",
            person=self.person(event.seat),
            mark=ACTION_MARKS[event.card],
            card=event.card,
            gain=event.gain,
            fee=fee,
        )

    def _refilled(self, event: Refilled) -> str:
        return self.text(
            "yotd-events-refilled",
            person=self.person(event.seat),
            before=f"{event.before} {YUAN}",
            after=f"{event.after} {YUAN}",
            same="yes" if event.before == event.after else "no",
        )

    def _floor_built(self, event: FloorBuilt) -> str:
        return self.text(
            "yotd-events-floor",
            person=self.person(event.seat),
            palace=str(event.palace + 1),
            new="yes" if event.new else "no",
            left=event.left,
        )

    def _build_stopped(self, event: BuildStopped) -> str:
        return self.text(
            "yotd-events-build-stopped", person=self.person(event.seat), count=event.returned
        )

    def _recruited(self, event: Recruited) -> str:
        own = self.viewer is not None and event.seat == self.viewer
        card = person_label(event.card, self.locale) if own else ""
        if event.tile is None:
            key = "yotd-events-dead-card" if own else "yotd-events-dead-card-public"
            return self.text(key, person=self.person(event.seat), card=card)
        tile = tile_name(event.tile, self.locale)
        shape = "joined"
        if event.palace is None:
            shape = "let-go"
        elif event.replaced is not None:
            shape = "replaced"
        return self.text(
            "yotd-events-recruited",
            person=self.person(event.seat),
            shape=shape,
            own="yes" if own else "no",
            card=card,
            tile=tile,
            palace=str((event.palace or 0) + 1),
            replaced="" if event.replaced is None else tile_name(event.replaced, self.locale),
            steps=event.steps,
        )

    def _event_resolved(self, event: EventResolved) -> str:
        parts = []
        mark = PAID_MARKS.get(event.event, "")
        for seat in range(len(event.owed)):
            said = []
            if event.paid[seat]:
                key = (
                    "yotd-events-returned"
                    if event.event == "dragon_festival"
                    else "yotd-events-paid"
                )
                said.append(self.text(key, amount=f"{event.paid[seat]} {mark}"))
            if event.points[seat]:
                said.append(f"+{event.points[seat]} {POINTS}")  # i18n: not words (a number)
            if event.owed[seat]:
                said.append(self.text("yotd-events-owes", count=event.owed[seat]))
            if said:
                parts.append(
                    self.text("yotd-events-seat", name=self.name(seat), parts=", ".join(said))
                )
        return self.text(
            "yotd-events-event",
            event=event_label(event.event, self.locale),
            kind=event.event,
            parts="; ".join(parts),
            count=len(parts),
        )

    def _person_released(self, event: PersonReleased) -> str:
        return self.text(
            "yotd-events-released",
            person=self.person(event.seat),
            tile=tile_name(event.tile, self.locale),
            palace=str(event.palace + 1),
        )

    def _all_released(self, event: AllReleased) -> str:
        seat = event.seat if event.seat is not None else 0
        tiles = listing(tile_name(t, self.locale) for t in event.tiles).render(self.locale)
        return self.text(
            "yotd-events-all-released",
            person=self.person(seat),
            name=self.name(seat),
            count=len(event.tiles),
            tiles=tiles,
        )

    def _nobody_to_release(self, event: NobodyToRelease) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text(
            "yotd-events-nobody", person=self.person(seat), name=self.name(seat), count=event.owed
        )

    def _decayed(self, event: Decayed) -> str:
        parts = [
            self.text(
                "yotd-events-decay-seat",
                name=self.name(s),
                floors=event.floors[s],
                fell=len(event.removed[s]),
            )
            for s in range(len(event.floors))
            if event.floors[s]
        ]
        return self.text("yotd-events-decay", parts="; ".join(parts)) if parts else ""

    def _month_scored(self, event: MonthScored) -> str:
        parts = [
            f"{self.name(s)} +{p} {POINTS}"  # i18n: not words (a name and a number)
            for s, p in enumerate(event.points)
        ]
        return self.text("yotd-events-scored", month=event.month, parts=", ".join(parts))

    def _final_scored(self, event: FinalScored) -> str:
        parts = [
            self.text(
                "yotd-events-final-seat",
                name=self.name(s),
                points=event.points[s],
                persons=event.persons[s],
                monks=event.monks[s],
                money=event.money[s],
            )
            for s in range(len(event.points))
        ]
        return self.text("yotd-events-final", parts="; ".join(parts))

    def _game_ended(self, event: GameEnded) -> str:
        best = event.scores[event.winners[0]]
        return self.text(
            "yotd-events-won",
            count=len(event.winners),
            winners=listing(self.name(s) for s in event.winners).render(self.locale),
            points=best,
        )


def sentences(
    events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None
) -> list[str]:
    """Each event's words for ``viewer`` (an event with nothing to say is left out)."""
    speaker = Speaker(viewer, locale, names)
    return [s for s in (speaker.say(e) for e in events) if s]


def done(
    events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None = None
) -> str:
    """Say a move's events to ``viewer``, one sentence each (the house adds "Done: ")."""
    return ". ".join(sentences(events, viewer, locale, names))


def summary(events: Sequence[Event], locale: str, names: Sequence[str] | None = None) -> str:
    """What the channel's log reads of a move, after the mover's name: each event for the
    public, one sentence each."""
    return " ".join(f"{s}." for s in sentences(events, None, locale, names))
