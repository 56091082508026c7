"""What a Splendor picture shows: small frozen scenes, filled by the adapter from a view.

The pictures read a scene and nothing else, so a picture can show no more than its scene: a
``TableScene`` (the public table) carries each player's reserves as the public view shows them
(``Held``: a card reserved face up, a blind one by its level only, every card once the game is
over), so that a blind reserve's card cannot reach it; a ``HandScene`` is one player's own,
with their reserved cards face up, the blind ones too.

Counts are tuples in colour order: ``GEMS`` (white, blue, green, red, black) for bonuses, costs
and requirements, ``COLOURS`` (the gems, then gold) for tokens.
"""

from __future__ import annotations

from dataclasses import dataclass

GEMS = ("white", "blue", "green", "red", "black")
GOLD = "gold"
COLOURS = (*GEMS, GOLD)

Gems = tuple[int, int, int, int, int]
"""A count per gem colour, in ``GEMS`` order."""
Tokens = tuple[int, int, int, int, int, int]
"""A count per token colour, in ``COLOURS`` order (gold last)."""


def _check(name: str, values: tuple[int, ...], size: int) -> None:
    if len(values) != size or any(v < 0 for v in values):
        raise ValueError(f"{name} needs {size} counts of at least 0, not {values}")


@dataclass(frozen=True)
class Card:
    """A development card: its level (1 to 3), prestige points, bonus gem and cost."""

    level: int
    points: int
    bonus: str
    cost: Gems
    id: str = ""
    """The engine's card id ("L1-W-3"), for tests and tags; never drawn."""

    def __post_init__(self) -> None:
        _check("cost", self.cost, len(GEMS))
        if self.bonus not in GEMS or self.level not in (1, 2, 3):
            raise ValueError(f"a card of level {self.level} with the bonus {self.bonus!r}")


@dataclass(frozen=True)
class Noble:
    """A noble tile: the bonuses a player needs for a visit, and its points."""

    requirement: Gems
    points: int = 3
    id: str = ""

    def __post_init__(self) -> None:
        _check("requirement", self.requirement, len(GEMS))


@dataclass(frozen=True)
class Level:
    """One level of the tableau: its deck's size and its face-up spaces (``None``: empty)."""

    level: int
    deck: int
    cards: tuple[Card | None, ...]

    def __post_init__(self) -> None:
        if len(self.cards) > 4:
            raise ValueError(f"level {self.level} shows at most 4 cards, not {len(self.cards)}")


@dataclass(frozen=True)
class Held:
    """A reserved card as the public table shows it: its level, and the card only when it is
    public (reserved face up, or the game over: S-V1, S-V3); ``blind`` if taken unseen."""

    level: int
    card: Card | None = None
    blind: bool = False

    def __post_init__(self) -> None:
        if self.level not in (1, 2, 3) or (self.card is not None and self.card.level != self.level):
            raise ValueError(f"a reserve of level {self.level} holding {self.card}")


@dataclass(frozen=True)
class Player:
    """A player as everyone sees them: tokens, bonuses, points, their reserves."""

    name: str
    points: int
    tokens: Tokens
    bonuses: Gems
    reserved: tuple[Held, ...] = ()
    """Their reserves as the public view shows them (a blind one's card is not there)."""
    nobles: int = 0
    """How many nobles visited them (their points are in ``points``)."""
    place: int | None = None
    """Their final place (1 for a winner, shared on a tie) once the game is over."""

    def __post_init__(self) -> None:
        _check("tokens", self.tokens, len(COLOURS))
        _check("bonuses", self.bonuses, len(GEMS))


@dataclass(frozen=True)
class TableScene:
    """The public table: the bank, three levels, the nobles left, the players in seat order."""

    bank: Tokens
    levels: tuple[Level, ...]
    nobles: tuple[Noble, ...]
    players: tuple[Player, ...]
    current: int | None
    """The seat to play; ``None`` once the game is over."""
    last_round: bool = False
    """Someone reached the target: the round is being completed."""
    target: int = 15

    def __post_init__(self) -> None:
        _check("bank", self.bank, len(COLOURS))
        if self.current is not None and not 0 <= self.current < len(self.players):
            raise ValueError(f"no seat {self.current} among {len(self.players)} players")

    @property
    def over(self) -> bool:
        return self.current is None


@dataclass(frozen=True)
class Reserved:
    """One of the player's own reserved cards; ``blind`` if taken from the top of a deck."""

    card: Card
    blind: bool = False


@dataclass(frozen=True)
class Offer:
    """A card the player can buy now (face up or reserved) and what it costs them."""

    card: Card
    pay: Gems
    """The cost after the player's bonuses, per colour."""
    gold: Gems = (0, 0, 0, 0, 0)
    """The gold tokens standing in for each colour (the engine's payment: the fewest gold)."""
    reserved: bool = False

    def __post_init__(self) -> None:
        _check("paid", self.pay, len(GEMS))
        _check("gold", self.gold, len(GEMS))
        if any(g > p for g, p in zip(self.gold, self.pay, strict=True)):
            raise ValueError(f"more gold than the cost: {self.gold} for {self.pay}")

    def tokens(self) -> list[tuple[str, int]]:
        """What the player hands over: each colour's tokens, then the gold (none left out)."""
        paid = [(c, p - g) for c, p, g in zip(GEMS, self.pay, self.gold, strict=True) if p > g]
        gold = sum(self.gold)
        return [*paid, ("gold", gold)] if gold else paid


@dataclass(frozen=True)
class HandScene:
    """One player's own picture: their tokens, bonuses, points, reserved cards, what they can
    buy, and whose turn it is."""

    name: str
    points: int
    tokens: Tokens
    bonuses: Gems
    reserved: tuple[Reserved, ...] = ()
    offers: tuple[Offer, ...] = ()
    nobles: int = 0
    to_play: str | None = None
    """The name of the player to move; ``None`` once the game is over."""
    your_turn: bool = False
    place: int | None = None
    """Their final place once the game is over."""
    token_limit: int = 10
    reserve_limit: int = 3
    buying: bool = True
    """Whether the picture shows what the player can buy: not while a turn's return or noble
    step goes on (nothing can be bought then)."""

    def __post_init__(self) -> None:
        _check("tokens", self.tokens, len(COLOURS))
        _check("bonuses", self.bonuses, len(GEMS))
        if self.offers and not self.buying:
            raise ValueError("offers in a step where nothing can be bought")

    @property
    def over(self) -> bool:
        return self.to_play is None
