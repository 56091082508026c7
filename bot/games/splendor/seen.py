"""What a ``splendor`` view says, typed: the frozen records ``reader.read`` returns.

``Seen`` is one view checked (``reader.py`` parses and refuses); it answers what the panel asks
of the viewer's position with the engine's own ``board.price`` and ``board.payments``, so the
panel offers exactly what ``verify`` accepts. Another seat's blind reserve is its level only
(``ReservedSeen.card`` is ``None``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.splendor import board
from bot.games.splendor.ruleset import GEMS, Card, Ruleset
from bot.games.splendor.state import Player, Step

__all__ = ["Affordable", "PlayerSeen", "ReservedSeen", "Seen"]


@dataclass(frozen=True, slots=True)
class ReservedSeen:
    """A reserved card as the view shows it: ``card`` is ``None`` for another seat's blind
    reserve (only its level is public, S-R4)."""

    level: int
    blind: bool
    card: str | None


@dataclass(frozen=True, slots=True)
class PlayerSeen:
    """One seat as the view shows it; token counts gold last, bonuses one per gem."""

    id: str
    tokens: tuple[int, ...]
    cards: tuple[str, ...]
    """The development cards bought, in the order bought."""
    bonuses: tuple[int, ...]
    reserved: tuple[ReservedSeen, ...]
    nobles: tuple[str, ...]
    points: int

    @property
    def token_count(self) -> int:
        return sum(self.tokens)


@dataclass(frozen=True, slots=True)
class Affordable:
    """A card the viewer can buy now: face up or one of their reserves."""

    card: str
    price: tuple[int, ...]
    """The cost after the viewer's bonuses, one count per gem (never below 0)."""
    payments: tuple[tuple[int, ...], ...]
    """Every legal payment: the gold standing in for each gem, the least gold first."""
    reserved: bool

    @property
    def gold(self) -> tuple[int, ...]:
        """The engine's default payment: the least gold (``payments[0]``)."""
        return self.payments[0]

    @property
    def choice_matters(self) -> bool:
        """Whether gold vs colour is a choice for this card (more than one payment)."""
        return len(self.payments) > 1


@dataclass(frozen=True, slots=True)
class Seen:
    """A ``view_for(state, seat)`` result, checked and typed."""

    seat: int | None
    """The viewer's seat; ``None`` for the public view."""
    bank: tuple[int, ...]
    """Tokens left, one count per colour, gold last."""
    decks: tuple[int, ...]
    """Cards left face down, per level (1 to 3)."""
    tableau: tuple[tuple[str | None, ...], ...]
    """Per level: the face-up spaces, ``None`` for an empty one."""
    nobles: tuple[str, ...]
    """The nobles still on the table."""
    players: tuple[PlayerSeen, ...]
    first: int
    current: int
    step: Step
    active: tuple[int, ...]
    over: bool
    ruleset: Ruleset
    to_return: int
    """Tokens the player to move must give back (0 unless the step is ``return``)."""
    choices: tuple[str, ...]
    """The nobles the player to move chooses from (empty unless the step is ``noble``)."""
    winners: tuple[int, ...]
    """Winning seats, once over (empty before)."""
    ranks: tuple[int, ...] | None
    """Final places by seat (1 = first, shared on a tie), once over."""

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def me(self) -> PlayerSeen | None:
        """The viewer's own seat, ``None`` for the public view."""
        return None if self.seat is None else self.players[self.seat]

    @property
    def to_move(self) -> int | None:
        """The seat to move; ``None`` once the game is over."""
        return None if self.over else self.current

    @property
    def my_turn(self) -> bool:
        """Whether the viewer is the seat to move."""
        return self.seat is not None and self.to_move == self.seat

    @property
    def last_round(self) -> bool:
        """Someone reached the target while the game runs: the round is being completed."""
        return not self.over and any(p.points >= self.ruleset.target for p in self.players)

    def card(self, cid: str) -> Card:
        """The ruleset's card ``cid``."""
        return self.ruleset.card[cid]

    def face_up(self) -> tuple[str, ...]:
        """The face-up cards, level by level, space by space."""
        return tuple(c for row in self.tableau for c in row if c is not None)

    def takeable(self) -> tuple[int, ...]:
        """The gems (indexes) of which one token may be taken: those left in the bank."""
        return tuple(g for g in range(len(GEMS)) if self.bank[g] > 0)

    def take_count(self) -> int:
        """How many different gems a take of different gems takes (3, fewer only when fewer
        are left and the ruleset allows it; 0 when none may be taken)."""
        left = len(self.takeable())
        if left >= 3:
            return 3
        return left if self.ruleset.take_fewer else 0

    def doubles(self) -> tuple[int, ...]:
        """The gems of which 2 tokens may be taken (the pile holds ``take_two_min``, S-T4)."""
        low = self.ruleset.take_two_min
        return tuple(g for g in range(len(GEMS)) if self.bank[g] >= low)

    def can_reserve(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the viewer) holds fewer reserves than the limit."""
        who = self._seat(seat)
        return len(self.players[who].reserved) < self.ruleset.reserve_limit

    def blind_levels(self) -> tuple[int, ...]:
        """The levels whose deck still has a card to reserve blind."""
        return tuple(i + 1 for i, n in enumerate(self.decks) if n > 0)

    def price(self, cid: str, seat: int | None = None) -> tuple[int, ...]:
        """What ``cid`` costs ``seat`` (default: the viewer) after bonuses, one count per gem."""
        return board.price(self.ruleset, self._engine_player(seat), self.card(cid))

    def payments(self, cid: str, seat: int | None = None) -> tuple[tuple[int, ...], ...]:
        """Every way ``seat`` (default: the viewer) can pay ``cid``, the least gold first;
        () when they cannot afford it."""
        return tuple(board.payments(self.ruleset, self._engine_player(seat), self.card(cid)))

    def affordable(self) -> tuple[Affordable, ...]:
        """The cards the viewer can buy now: the face-up ones, then their own reserves (in the
        engine's order); () for the public view or once the game is over."""
        if self.seat is None or self.over:
            return ()
        me = self.players[self.seat]
        candidates = [(c, False) for c in self.face_up()]
        candidates += [(r.card, True) for r in me.reserved if r.card is not None]
        found = []
        for cid, reserved in candidates:
            ways = self.payments(cid)
            if ways:
                found.append(Affordable(cid, self.price(cid), ways, reserved))
        return tuple(found)

    def _seat(self, seat: int | None) -> int:
        who = self.seat if seat is None else seat
        if who is None:
            raise ValueError("the public view has no viewer: name a seat")
        return who

    def _engine_player(self, seat: int | None) -> Player:
        p = self.players[self._seat(seat)]
        return Player(p.id, p.tokens, p.cards, (), p.nobles)

    def to_json(self) -> dict[str, Any]:
        """Write the view back as the ``view_for`` dict it was read from."""
        players = []
        for p in self.players:
            reserved: list[dict[str, Any]] = []
            for r in p.reserved:
                entry: dict[str, Any] = {"level": r.level, "blind": r.blind}
                if r.card is not None:
                    entry["card"] = r.card
                reserved.append(entry)
            players.append(
                {
                    "id": p.id,
                    "tokens": list(p.tokens),
                    "cards": list(p.cards),
                    "bonuses": list(p.bonuses),
                    "reserved": reserved,
                    "nobles": list(p.nobles),
                    "points": p.points,
                }
            )
        view: dict[str, Any] = {
            "game": "splendor",
            "seat": self.seat,
            "bank": list(self.bank),
            "decks": list(self.decks),
            "tableau": [list(r) for r in self.tableau],
            "nobles": list(self.nobles),
            "players": players,
            "first": self.first,
            "current": self.current,
            "step": self.step,
            "active": list(self.active),
            "over": self.over,
            "ruleset": self.ruleset.to_json(),
        }
        if self.step == "return" and not self.over:
            view["to_return"] = self.to_return
        if self.step == "noble" and not self.over:
            view["choices"] = list(self.choices)
        if self.over:
            view["winners"] = list(self.winners)
            view["ranks"] = list(self.ranks or ())
        return view
