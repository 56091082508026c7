"""The ``goofspiel`` game in Discord: its table, its hand panel (one tap bids), its rules text.

``bot.load_extension("bot.games.goofspiel.adapter")`` plugs the game in (``setup``). Every
seat bids at once: the panel shows a button per card in hand, and that one tap is the bid. The
buttons carry the card's position in the sorted hand, never the card itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import discord

from bot.engine import Event
from bot.engine.spec import GameSpec
from bot.games.goofspiel import Bid
from bot.games.goofspiel.events import GoofspielEvent
from bot.games.goofspiel.spec import SPEC
from bot.services import errors
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import Button, Panel, Picture, SeatSight, Step, turn_line, waiting_for
from bot.ui.host import Host
from bot.ui.lobby import title

COLOUR = discord.Colour(0x7C3AED)
FINAL_COLOUR = discord.Colour(0x15803D)


def cards_text(cards: Sequence[int]) -> str:
    """List cards: "1, 4, 7" (or "none")."""
    return ", ".join(map(str, sorted(cards))) or "none"


def standing(game: GameRecord, view: dict[str, Any]) -> list[tuple[str, str]]:
    """One (name, value) field per seat: prizes won, cards left, whether they have bid."""
    fields = []
    for seat, player in enumerate(view["players"]):
        mark = ""
        if not view["over"]:
            mark = " · has bid" if player["has_bid"] else " · choosing"
        if game.seats[seat].absent:
            mark += " · away (the bot plays for them)"
        won = view["won"][seat]
        fields.append(
            (
                f"Seat {seat + 1}{mark}",
                f"{game.seats[seat].mention} · **{view['scores'][seat]}** points "
                f"(won {cards_text(won)}) · {player['hand_count']} cards left",
            )
        )
    return fields


def last_round_text(game: GameRecord, view: dict[str, Any]) -> str | None:
    """Say what the last revealed round gave: every bid and who won the prize."""
    last = view.get("last_round")
    if not last:
        return None
    bids = ", ".join(
        f"{game.seats[s].mention} {bid}" for s, bid in enumerate(last["bids"]) if bid is not None
    )
    winner = last["winner"]
    won = (
        f"{game.seats[winner].mention} won it"
        if winner is not None
        else "a tie for the highest bid: nobody won it"
    )
    return f"Round {last['round']}, prize **{last['prize']}**: {bids}. {won}."


class GoofspielAdapter:
    """Goofspiel as members see it."""

    spec: GameSpec = SPEC
    verbs = frozenset({"bid"})
    fields: frozenset[str] = frozenset()
    timeout_words = "your lowest card is bid for you"

    def table(
        self, game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
    ) -> dict[str, Any]:
        if view.get("seat") is not None:
            raise ValueError("the public table is drawn from the public view only")
        embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if view["over"] else COLOUR)
        lines = []
        last = last_round_text(game, view)
        if view["over"]:
            winners = [game.seats[s].mention for s in view["winners"]]
            lines.append(
                f"🏆 {' and '.join(winners)} {'wins' if len(winners) == 1 else 'share the win'}!"
            )
            mentioned = [s.user_id for s in game.seats if not s.bot]
            content = f"Game #{game.id} is over! " + " ".join(s.mention for s in game.seats)
        else:
            active = view["active"]
            lines.append(
                f"Round {view['round']} of {view['rounds']}: the prize is **{view['prize']}**. "
                f"Everyone bids one card at once; the highest bid alone wins it."
            )
            lines.append(f"Waiting for {waiting_for(game, active)}.")
            if game.deadline_at is not None:
                deadline = int(datetime.fromisoformat(game.deadline_at).timestamp())
                lines.append(f"Time runs out <t:{deadline}:R> (then {self.timeout_words}).")
            mentioned = [game.seats[s].user_id for s in active if not game.seats[s].bot]
            content = (
                " ".join(f"<@{u}>" for u in mentioned) + f" bid in game #{game.id}."
                if mentioned
                else f"Game #{game.id}: the bots are bidding…"
            )
        if last:
            lines += ["", last]
        embed.description = "\n".join(lines)
        for name, value in standing(game, view):
            embed.add_field(name=name, value=value, inline=False)
        embed.set_footer(text=f"Prizes left: {view['prizes_left']} · turn {game.version}")
        return {
            "content": content,
            "embed": embed,
            "allowed_mentions": discord.AllowedMentions(
                users=[discord.Object(u) for u in mentioned]
            ),
        }

    def table_picture(self, view: dict[str, Any]) -> Picture | None:
        return None

    def panel(self, sight: SeatSight, notice: str | None) -> Panel:
        view = sight.view
        me = view["players"][sight.seat]
        hand = sorted(me["hand"])
        lines = [f"**{notice}**"] if notice else []
        if sight.my_turn:
            lines.append(
                f"Round {view['round']} of {view['rounds']}: the prize is **{view['prize']}**. "
                "Tap a card to bid it (everyone bids at once)."
            )
        elif not sight.over and me.get("bid") is not None:
            lines.append(
                f"You bid **{me['bid']}** for the prize {view['prize']}. "
                f"Waiting for {waiting_for(sight.game, sight.active)}."
            )
        else:
            lines.append(turn_line(sight))
        last = last_round_text(sight.game, view)
        if last:
            lines.append(last)
        embed = discord.Embed(title=f"Your hand · {title(sight.game)}", colour=COLOUR)
        embed.description = "\n".join(lines)
        embed.add_field(name=f"Your cards ({len(hand)})", value=cards_text(hand), inline=False)
        embed.add_field(
            name="Your prizes",
            value=f"{cards_text(view['won'][sight.seat])} · {view['scores'][sight.seat]} points",
            inline=False,
        )
        embed.set_footer(text=f"Prizes left: {view['prizes_left']} · only you can see this")
        legal = set(sight.legal)
        controls = [
            Button("bid", str(card), "primary", arg=i, disabled=Bid(card) not in legal)
            for i, card in enumerate(hand)
        ]
        return Panel(embed, (*controls, Button("refresh", "Refresh")))

    def click(self, sight: SeatSight, verb: str, arg: int) -> Step:
        hand = sorted(sight.view["players"][sight.seat]["hand"])
        if verb != "bid" or not 0 <= arg < len(hand) or Bid(hand[arg]) not in sight.legal:
            raise errors.BadRequest("That card cannot be bid now: pick again.")
        return Step.play(Bid(hand[arg]))

    def pick(self, sight: SeatSight, field: str, values: Sequence[str]) -> Step:
        raise errors.BadRequest("That choice is not valid.")

    def done(self, game: GameRecord, events: Sequence[Event], seat: int) -> str:
        names = [s.mention for s in game.seats]
        return ". ".join(
            e.text_with(seat, names) if isinstance(e, GoofspielEvent) else e.text(seat)
            for e in events
        )

    def rules_embed(self, ruleset: dict[str, Any]) -> discord.Embed:
        cards = ruleset["cards"]
        embed = discord.Embed(title="Goofspiel — the rules in short", colour=COLOUR)
        embed.description = (
            f"Each player holds the cards 1 to {cards}; a deck of prizes 1 to {cards} is "
            "shuffled. Each round one prize is turned up and every player bids one card from "
            "their hand at once, in secret. The highest bid wins the prize; if the highest bids "
            "tie, nobody wins it. Bids are spent. After "
            f"{cards} rounds the most points (prizes won) wins; tied players share the win."
        )
        return embed

    def warm_up(self) -> None:
        return None


ADAPTER = GoofspielAdapter()


async def setup(bot: Host) -> None:
    """Plug the game in (``bot.load_extension`` entry point)."""
    await bot.add_game(ADAPTER)
