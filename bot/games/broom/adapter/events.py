"""``broom``'s events in words: for one viewer, in one language, from the catalogue
(``data/locales/<language>/broom-events.ftl``).

The rules report events as data (``bot.games.broom.events``); this module says them. The mover
reads "Done: …" of their own move ("you"), the channel's log reads it after the mover's name.
A secret stays one (B-V5): a pick and an end-of-round choice are said only as "picked" and
"chose"; the counts of a More or Less? pick and the fists are said when the rules reveal them.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event
from bot.games.broom import RULES
from bot.games.broom.adapter.words import (
    PAWN,
    VP,
    event_name,
    fist_text,
    region_text,
    role_name,
    tower_text,
)
from bot.games.broom.events import (
    Acted,
    Chose,
    EventResolved,
    GameEnded,
    KnockedOut,
    Passed,
    PickClosed,
    Picked,
    Played,
    RoundStarted,
    TurnEnded,
)
from bot.games.broom.ruleset import Bundle
from bot.games.broom.state import Do
from bot.i18n import catalogue, listing


class Speaker:
    """Says events to one viewer in one language, naming seats by ``names``."""

    def __init__(
        self,
        viewer: int | None,
        locale: str,
        names: Sequence[str] | None,
        data: Bundle | None = None,
    ) -> None:
        self.viewer = viewer
        self.locale = locale
        self.names = names
        self.data: Bundle = RULES.standard().data if data is None else data

    def text(self, key: str, **args: object) -> str:
        return catalogue().text(self.locale, key, **args)

    def person(self, seat: int | None) -> str:
        return "you" if self.viewer is not None and seat == self.viewer else "they"

    def name(self, seat: int) -> str:
        if self.viewer is not None and seat == self.viewer:
            return self.text("broom-events-you")
        if self.names is not None and seat < len(self.names):
            return self.names[seat]
        return self.text("broom-events-player", number=str(seat + 1))

    def say(self, event: Event) -> str:
        handler = getattr(self, f"_{event.kind}", None)
        return "" if handler is None else str(handler(event))

    def did(self, do: Do, role: str, stance: str) -> str:
        """An action's parameters in words ("nothing" for ``{}``)."""
        data = self.data
        parts: list[str] = []
        if do.reward is not None:
            what = (
                fist_text(
                    tuple(int(r == do.reward[0]) for r in ("orange", "green", "purple", "wand"))
                )
                if do.reward
                else ""
            )
            return self.text(
                "broom-events-reward", resource=what, kind="resource" if do.reward else "vp"
            )
        if do.gain is not None and role in data.role:
            gains = data.role[role].gains.get(stance, ())
            if do.gain < len(gains):
                parts.append(self.text("broom-events-gain", gain=fist_text(gains[do.gain])))
        if do.move is not None:
            parts.append(
                self.text(
                    "broom-events-move",
                    pawn=f"{PAWN}{do.move[0] + 1}",
                    region=region_text(do.move[1], data),
                )
            )
        if do.deliver is not None and do.deliver[1] in data.tower:
            parts.append(
                self.text(
                    "broom-events-deliver", tower=tower_text(data.tower[do.deliver[1]], self.locale)
                )
            )
        if do.charm is not None:
            parts.append(
                self.text(
                    "broom-events-charm",
                    region=region_text(data.space_region.get(do.charm, do.charm), data),
                )
            )
        return ", ".join(parts) if parts else self.text("broom-events-nothing")

    def _picked(self, event: Picked) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text("broom-events-picked", person=self.person(seat), name=self.name(seat))

    def _pick_closed(self, event: PickClosed) -> str:
        if not event.counts:
            return self.text("broom-events-pick-closed")
        parts = [
            self.text(
                "broom-events-count",
                name=self.name(s),
                count=c,
                vp=f"{event.vp[s]:+d}{VP}" if s < len(event.vp) else "",
            )
            for s, c in enumerate(event.counts)
        ]
        return self.text("broom-events-counts", parts="; ".join(parts))

    def _played(self, event: Played) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text(
            "broom-events-played",
            person=self.person(seat),
            name=self.name(seat),
            role=role_name(event.role, self.locale),
            stance=event.stance,
            lead="yes" if event.lead else "no",
            vp=event.vp_lost if event.bewitched else 0,
        )

    def _knocked_out(self, event: KnockedOut) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text("broom-events-knocked-out", name=self.name(seat), by=self.name(event.by))

    def _passed(self, event: Passed) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text("broom-events-passed", name=self.name(seat))

    def _acted(self, event: Acted) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text(
            "broom-events-acted",
            person=self.person(seat),
            name=self.name(seat),
            role=role_name(event.role, self.locale),
            stance=event.stance,
            did=self.did(event.do, event.role, event.stance),
        )

    def _turn_ended(self, event: TurnEnded) -> str:
        if event.next_leader is None:
            return self.text("broom-events-round-done")
        return self.text("broom-events-next-leader", name=self.name(event.next_leader))

    def _chose(self, event: Chose) -> str:
        seat = event.seat if event.seat is not None else 0
        return self.text("broom-events-chose", person=self.person(seat), name=self.name(seat))

    def _event_resolved(self, event: EventResolved) -> str:
        parts = []
        for s, vp in enumerate(event.vp):
            shown = ""
            if s < len(event.choices) and event.choices[s]:
                c = event.choices[s]
                shown = (
                    fist_text(c)
                    if len(c) == 4
                    else self.text("broom-events-works", yes=str(bool(c[0])).lower())
                )
            if vp or shown:
                parts.append(
                    self.text(
                        "broom-events-seat", name=self.name(s), vp=f"{vp:+d}{VP}", shown=shown
                    )
                )
        return self.text(
            "broom-events-event",
            event=event_name(event.event, self.locale),
            parts="; ".join(parts),
            count=len(parts),
        )

    def _round_started(self, event: RoundStarted) -> str:
        names = listing(role_name(r, self.locale) for r in event.bewitched)
        return self.text(
            "broom-events-round",
            round=event.round,
            event=event_name(event.event, self.locale),
            bewitched=names.render(self.locale),
            count=len(event.bewitched),
        )

    def _game_ended(self, event: GameEnded) -> str:
        best = event.scores[event.winners[0]] if event.winners else 0
        return self.text(
            "broom-events-won",
            count=len(event.winners),
            winners=listing(self.name(s) for s in event.winners).render(self.locale),
            vp=best,
        )


def sentences(
    events: Sequence[Event],
    viewer: int | None,
    locale: str,
    names: Sequence[str] | None,
    data: Bundle | None = None,
) -> list[str]:
    """Each event's words for ``viewer``; ``data``: the game's bundle (its regions and
    towers; None: the standard one)."""
    speaker = Speaker(viewer, locale, names, data)
    return [s for s in (speaker.say(e) for e in events) if s]


def done(
    events: Sequence[Event],
    viewer: int | None,
    locale: str,
    names: Sequence[str] | None = None,
    data: Bundle | None = None,
) -> str:
    """Say a move's events to ``viewer``, one sentence each (the house adds "Done: ")."""
    return ". ".join(sentences(events, viewer, locale, names, data))


def summary(
    events: Sequence[Event],
    locale: str,
    names: Sequence[str] | None = None,
    data: Bundle | None = None,
) -> str:
    """What the channel's log reads of a move, after the mover's name."""
    return " ".join(f"{s}." for s in sentences(events, None, locale, names, data))
