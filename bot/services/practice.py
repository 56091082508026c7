"""Practice games: one member against bots, unrated, started at once, and its hints.

A practice game is a game like any other (the same lobby record, start, move pipeline and turn
clock) with ``options["practice"]`` set: one human seat, the rest bots, started as soon as it
is opened. Having bot seats, it is never rated (``ratings``: "bot-seat"). Its one member may
ask for a hint: what the strongest bot of the game would play in their seat.

A hint never reads what the member cannot see: the bot decides on the state with everything
hidden from the seat dealt again at random (``Rules.redeal_hidden``: the seat's view, and so
its legal moves, are unchanged), and the move is said from the seat's own events in ``DEALS``
such deals (never the real one): an event whose words differ between them (a card drawn)
is said in its public words, or left out when those differ too (``Hint.deals``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, Final

from bot.engine import Event
from bot.engine.rules import Rules
from bot.engine.spec import GameSpec
from bot.services import errors
from bot.services.lobby import LobbyMixin, log
from bot.storage import GameRecord, Status

PRACTICE: Final = "practice"
"""The option that marks a practice game (``GameRecord.options``)."""


def is_practice(game: GameRecord) -> bool:
    """Say whether ``game`` is a practice game (one member against bots, with hints)."""
    return game.options.get(PRACTICE) is True


DEALS: Final = 4
"""How many deals of the hidden cards a hint's words are compared over."""
HOME: Final = "channel"
"""The option that holds where a practice game without a thread of its own is played."""


def in_channel(game: GameRecord) -> bool:
    """Say whether ``game`` is a practice game played in a channel without a thread of its
    own: seen by its member alone (private panels), no table ever posted."""
    return is_practice(game) and isinstance(game.options.get(HOME), int)


def home_channel(game: GameRecord) -> int:
    """The channel a game is played from: its own, or, for a practice game without a thread,
    the channel it was opened in (its stored ``channel_id`` is then a stand-in that is no
    Discord channel's: minus the id of the command that opened it, so it takes no channel)."""
    home = game.options.get(HOME) if is_practice(game) else None
    return home if isinstance(home, int) else game.channel_id


def hints_allowed(game: GameRecord) -> bool:
    """Say whether a hint may be shown in ``game``: a running practice game with one human
    seat (a game with another human never has hints, whatever its options say)."""
    humans = [s for s in game.seats if s.bot is None]
    return is_practice(game) and game.status is Status.RUNNING and len(humans) == 1


def default_bots(rules: Rules[Any, Any]) -> int:
    """The bots of a practice game when the member names none: the fewest the game needs."""
    return max(rules.min_players - 1, 1)


def default_level(levels: Sequence[str], spec_default: str | None) -> str:
    """The bots' level when the member names none: the game's default (its middle one)."""
    if spec_default is not None and spec_default in levels:
        return spec_default
    return levels[len(levels) // 2]


def strongest(levels: Sequence[str]) -> str:
    """The level whose move a hint shows: the strongest (levels go weakest first)."""
    return levels[-1]


def practice_choice(spec: GameSpec, bots: object, level: object) -> tuple[int, str]:
    """Return the bots and their level for a practice game of ``spec`` (None: the defaults);
    refuse, in one sentence, a number of bots the game cannot seat or an unknown level."""
    rules = spec.rules
    levels = rules.bot_levels
    if not levels:
        raise errors.BadRequest("practice-no-bots")
    chosen = default_level(levels, spec.default_bot_level) if level is None else level
    if not isinstance(chosen, str) or chosen not in levels:
        raise errors.BadRequest("errors-bot-levels", levels=", ".join(levels))
    count = default_bots(rules) if bots is None else bots
    low, high = max(rules.min_players - 1, 1), rules.max_players - 1
    if type(count) is not int or not low <= count <= high:
        raise errors.BadRequest("practice-bots-range", low=low, high=high)
    return count, chosen


@dataclass(frozen=True, slots=True)
class Hint:
    """What the strongest bot would play in a member's seat, to be said to that member."""

    game: GameRecord
    seat: int
    action: Any
    """One of the seat's legal actions now."""
    view: dict[str, Any]
    """The seat's own view (what the hint may be explained from)."""
    deals: tuple[tuple[Event, ...], ...]
    """The seat's own events of the move, played in ``DEALS`` deals of what it cannot see:
    words that differ between them depend on a hidden card and are never shown as they are
    (the more deals, the rarer a card drawn alike in all of them, shown though made up)."""
    level: str


class PracticeMixin(LobbyMixin):
    """Opening a practice game, and its hints."""

    async def open_practice(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        user_id: int,
        bots: int | None,
        level: str | None,
        language: str,
        parent_channel_id: int | None = None,
        member_roles: Collection[int] = (),
        can_manage_guild: bool = False,
        name: str | None = None,
        stand_in: int | None = None,
    ) -> GameRecord:
        """Open a practice game of ``kind`` in ``channel_id`` (its own private thread) with
        ``bots`` bots of ``level`` and start it; the server's rules on where games may be
        opened apply. The turn limit is the server's longest: nobody waits on the member.

        ``stand_in``: no thread could be made; the game is played in ``channel_id`` without
        taking it (stored under the stand-in, ``home_channel``), one such game per member
        and channel."""
        count, chosen_level = practice_choice(self.spec_for(kind), bots, level)
        options: dict[str, Any] = {"language": language, PRACTICE: True}
        if stand_in is not None:
            mine = await self.practice_here(guild_id, channel_id, user_id)
            if mine is not None:
                raise errors.BadRequest("practice-already-here", game=str(mine.id))
            options[HOME] = channel_id
            allowed = (await self.settings(guild_id)).channels
            if parent_channel_id is None or not allowed or channel_id in allowed:
                parent_channel_id = channel_id  # where the games-channels setting looks
            channel_id = -abs(stand_in)
        config = await self.settings(guild_id)
        game = await self.open_lobby(
            kind=kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=user_id,
            seats=count + 1,
            turn_seconds=config.turn_max,
            parent_channel_id=parent_channel_id,
            member_roles=member_roles,
            can_manage_guild=can_manage_guild,
            host_name=name,
            options=options,
        )
        try:
            for _ in range(count):
                await self.add_bot(game.id, user_id, chosen_level)
            started = await self.start(game.id, user_id)
        except Exception:  # never leave a practice lobby nobody can see behind
            if (await self.game(game.id)).status is Status.LOBBY:
                await self.cancel(game.id, user_id)
            raise
        log.info("game %s: practice of %s, %s %s bots", game.id, user_id, count, chosen_level)
        return started

    async def practice_here(
        self, guild_id: int, channel_id: int, user_id: int, kind: str | None = None
    ) -> GameRecord | None:
        """Return ``user_id``'s open practice game (of ``kind``, None: any) played in
        ``channel_id`` without a thread of its own, if any."""
        for game in await self.repo.in_guild(guild_id, [Status.LOBBY, Status.RUNNING]):
            if (
                in_channel(game)
                and home_channel(game) == channel_id
                and game.host_id == user_id
                and kind in (None, game.kind)
            ):
                return game
        return None

    async def hint(self, game_id: int, user_id: int, version: int) -> Hint:
        """Return what the strongest bot would play in ``user_id``'s seat now, from that
        seat's view only. Refused, with nothing changed, outside a practice game with one
        human, for a panel that is out of date, or when it is not the seat's turn."""
        game = await self.game(game_id)
        if not hints_allowed(game):
            if is_practice(game) and game.status is not Status.RUNNING:
                raise errors.GameNotRunning(game.id, str(game.status))
            raise errors.BadRequest("practice-hint-not-practice")
        seat = game.seat_of(user_id)
        if seat is None:
            raise errors.NotAPlayer(game.id)
        if not self.panel_current(game, version):
            raise errors.StaleBoard(game.id)
        rules = self.rules_for(game.kind)
        state = await self.state(game)
        if seat not in rules.active_seats(state):
            raise errors.BadRequest("practice-hint-not-your-turn")
        legal = rules.legal_actions(state, seat)
        level = strongest(rules.bot_levels)
        seed = self._seeds()
        dealt = rules.redeal_hidden(state, seat, seed)
        action = await self.thinker.bot_action(rules, dealt, seat, level, seed)
        if action not in legal:  # a bot's bug: never show a move the member cannot play
            log.error("game %s: the %s bot's hint %r is not legal", game.id, level, action)
            raise errors.BadRequest("practice-hint-none")
        worlds = [dealt, *(rules.redeal_hidden(state, seat, seed + k) for k in range(1, DEALS))]
        deals = tuple(
            tuple(e for e in rules.apply(world, seat, action)[1] if e.seat == seat)
            for world in worlds
        )
        return Hint(game, seat, action, rules.view_for(state, seat), deals, level)
