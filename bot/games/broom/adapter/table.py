"""The public table of a ``broom`` game, in text: the round, its event and bewitched roles, who
must decide what (during the pick: who has picked, never what), this turn's and this round's
plays, Hoard Vale's clouds and occupied towers, and every player (VP, resources, pawns, charmed
clouds, cards left, roles played).

The embed is complete without a picture. It is drawn from the public view only (B-V1) and
speaks the game's language (``broom-table.ftl``). Its content pings the seats to decide.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.broom.adapter.words import (
    CLOUD,
    LIGHTNING,
    PAWN,
    STAR,
    VP,
    board_name,
    bundle_of,
    event_name,
    fist_text,
    region_text,
    role_name,
    role_text,
)
from bot.games.broom.reader import Seen, TurnSeen, read
from bot.games.broom.ruleset import Bundle
from bot.i18n import listing, voice
from bot.services.records import GameRecord
from bot.ui.adapter import deadline_stamp, table_reply
from bot.ui.lobby import title

COLOUR = discord.Colour(0x6D28D9)
FINAL_COLOUR = discord.Colour(0xCA8A04)
FIELD_MAX = 1024


def fit(lines: Sequence[str]) -> str:
    """Lines of a field, cut to Discord's field length at a whole line."""
    out: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > FIELD_MAX - 2:
            out.append("…")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) or "–"


def turn_line(turn: TurnSeen, names: Sequence[str], data: Bundle, language: str) -> str:
    """A turn's record: "🧹🌲 Forest witch — Ann brave (knocked out), Bo cowardly, Cy passes"."""
    say = voice(language)
    parts = [
        say(
            "broom-table-entry",
            player=names[e.seat],
            stance=e.stance,
            bewitched="yes" if e.bewitched else "no",
            out="yes" if e.knocked_out else "no",
        )
        for e in turn.plays
    ]
    role = role_text(turn.role, data, language) if turn.role else say("broom-table-no-role")
    return say("broom-table-turn-line", role=role, plays=", ".join(parts) or "…")


def doing(seen: Seen, seat: int, name: str, language: str) -> str:
    """What a seat to decide is deciding: "@Ann leads a role"."""
    say = voice(language)
    if seen.phase == "pick":
        return say("broom-table-picking", player=name)
    if seen.phase == "round_end":
        return say("broom-table-choosing", player=name, event=seen.event)
    stage = seen.turn.stage if seen.turn is not None else "lead"
    return say("broom-table-deciding", player=name, stage=stage or "lead")


def board_lines(seen: Seen, data: Bundle, language: str) -> list[str]:
    """The regions still under clouds (with each cloud's stars and lightning) and the
    occupied towers."""
    say = voice(language)
    by_region: dict[str, list[str]] = {}
    for space, tile in seen.clouds.items():
        if tile is None:
            continue
        region = data.space_region.get(space, space)
        mark = f"{CLOUD}{STAR}{data.stars.get(tile, 0)}{LIGHTNING}{data.lightning.get(tile, 0)}"
        by_region.setdefault(region, []).append(mark)
    lines = [
        f"{region_text(r, data)}: {' '.join(by_region[r])}"  # i18n: not words (names, marks)
        for r in data.regions
        if r in by_region
    ]
    if seen.occupied:
        lines.append(say("broom-table-occupied", towers=", ".join(seen.occupied)))
    return lines


def table_message(game: GameRecord, seen: Seen, timeout_words: str) -> dict[str, Any]:
    """The table's message in the game's language: content, embed and allowed mentions."""
    if seen.you is not None:
        raise ValueError("the public table is drawn from the public view only")
    language = game.language
    say = voice(language)
    data = bundle_of(seen.ruleset)
    mentions = [s.mention for s in game.seats]
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if seen.over else COLOUR)
    lines: list[str] = []
    pinged: Sequence[int]
    if seen.over:
        winners = seen.winners or ()
        scores = seen.scores or ()
        lines.append(
            say(
                "broom-table-won",
                count=len(winners),
                players=listing(mentions[s] for s in winners).render(language),
                vp=scores[winners[0]] if winners and scores else 0,
            )
        )
        pinged = range(len(game.seats))
        content = say("broom-table-over", game=str(game.id), players=" ".join(mentions))
    else:
        lines.append(
            say("broom-table-round", round=seen.round, event=event_name(seen.event, language))
        )
        if seen.bewitched:
            names = listing(role_name(r, language) for r in seen.bewitched)
            lines.append(
                say("broom-table-bewitched", roles=names.render(language), vp=data.bewitched_vp)
            )
        waiting = seen.waiting_for
        for seat in waiting:
            lines.append("▶ " + doing(seen, seat, mentions[seat], language))  # i18n: not words
        if seen.phase in ("pick", "round_end"):
            done = [mentions[s] for s in range(len(seen.players)) if s not in waiting]
            if done:
                lines.append(
                    say(
                        "broom-table-submitted",
                        players=listing(done).render(language),
                        count=len(done),
                    )
                )
        when = deadline_stamp(game)
        if when is not None:
            lines.append(say("broom-table-deadline", when=when, then=timeout_words))
        humans = [s for s in waiting if not game.seats[s].bot]
        pinged = humans
        if humans:
            content = say(
                "broom-table-ping",
                players=listing(mentions[s] for s in humans).render(language),
                count=len(humans),
                game=str(game.id),
            )
        else:
            content = say("broom-table-bots", game=str(game.id))
    embed.description = "\n".join(lines)
    turns = [turn_line(t, mentions, data, language) for t in seen.past_turns]
    if seen.turn is not None:
        turns.append("▶ " + turn_line(seen.turn, mentions, data, language))  # i18n: not words
    if turns:
        embed.add_field(
            name=say("broom-table-turns", round=seen.round), value=fit(turns), inline=False
        )
    embed.add_field(
        name=say("broom-table-board", board=board_name(data, language)),
        value=fit(board_lines(seen, data, language)),
        inline=False,
    )
    for seat, p in enumerate(seen.players):
        marks = [say("broom-table-seat", seat=str(seat + 1))]
        if seat in seen.waiting_for and not seen.over:
            marks.append(say("broom-table-to-decide"))
        if game.seats[seat].absent and not seen.over:
            marks.append(say("broom-table-away"))
        if seen.over and seen.scores is not None:
            marks.append(say("broom-table-final", vp=f"{seen.scores[seat]}{VP}"))
        pawns = " · ".join(f"{PAWN} {region_text(r, data)}" for r in p.pawns)  # i18n: not words
        played = listing(role_name(r, language) for r in p.played).render(language)
        value = [
            mentions[seat]
            + " · "
            + say(
                "broom-table-player",
                vp=f"{p.vp}{VP}",
                resources=fist_text(p.resources, zeros=True),
                clouds=len(p.clouds),
                lightning=sum(data.lightning.get(c, 0) for c in p.clouds),
                cards=p.hand_count,
            ),
            pawns,
        ]
        if p.played:
            value.append(say("broom-table-played", roles=played))
        embed.add_field(name=" · ".join(marks), value=fit(value), inline=False)
    embed.set_footer(text=say("broom-table-footer", board=board_name(data, language)))
    return table_reply(game, content, embed, pinged)


def table_of(game: GameRecord, view: dict[str, Any], timeout_words: str) -> dict[str, Any]:
    """The table's message from the public view (read once, through the game's reader)."""
    return table_message(game, read(view), timeout_words)
