"""``/hoard mygames`` across servers, and the turn-start notice by direct message (issue 30)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.ui.lobby import kind_title
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, assert_no_leaks
from tests.e2e.test_play import current_table, ok, random_move, start_game, whose_turn
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, User


async def start_in(fake: FakeDiscord, channel: Channel, players: list[User]) -> None:
    """Open a village game in ``channel``, seat ``players`` (the first hosts) and start it."""
    lobby = ok(await fake.slash(players[0], channel, "village new")).message
    assert lobby is not None
    for player in players[1:]:
        ok(await fake.click(player, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))


def link(channel: Channel, message_id: int) -> str:
    return f"https://discord.com/channels/{channel.guild_id}/{channel.id}/{message_id}"


def member_checks(fake: FakeDiscord, guild_id: int) -> list[int]:
    """The statuses Discord answered to the bot's membership checks in a server."""
    prefix = f"/guilds/{guild_id}/members/"
    return [r.status for r in fake.requests if r.method == "GET" and r.path.startswith(prefix)]


async def test_mygames_lists_every_server_shared_and_nothing_from_one_the_member_left(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, host, bob, carol = world.fake, world.host, world.bob, world.carol
    market = fake.add_guild("Market Town")
    stalls = fake.add_channel(market, "stalls")
    keep = fake.add_guild("Old Keep")
    hall = fake.add_channel(keep, "hall")
    for guild, users in ((market, (host, bob)), (keep, (host, carol))):
        for user in users:
            fake.add_member(guild, user)
    db, rng = tmp_path / "hoard.db", random.Random(30)
    async with start_bot(db):
        await start_game(world, [host, bob])  # game #1, on Village Square
        await start_in(fake, stalls, [bob, host])  # game #2, on Market Town
        await start_in(fake, hall, [host, carol])  # game #3, on Old Keep
        # The host's move in #2 and not in #1: listed by id they would come the other way.
        players = {host.id: host, bob.id: bob, carol.id: carol}
        if whose_turn(fake, world.channel, players) is host:
            await random_move(fake, host, world.channel, rng, db)
        if whose_turn(fake, stalls, players) is bob:
            await random_move(fake, bob, stalls, rng, db)
        assert whose_turn(fake, world.channel, players) is bob
        assert whose_turn(fake, stalls, players) is host
        fake.remove_member(keep, host)  # the host left Old Keep; their seat in #3 remains

        shown = ok(await fake.slash(host, world.channel, "hoard mygames"))
        assert shown.ephemeral
        lines = shown.text().splitlines()
        assert lines[0] == "Your games"
        title = kind_title("village", "en")
        mine = rf"• \[game #2\]\({re.escape(link(stalls, current_table(fake, stalls).id))}\) — "
        mine += rf"{title}, <#{stalls.id}> on Market Town: \*\*your turn\*\*, due <t:\d+:R>"
        here = re.escape(link(world.channel, current_table(fake, world.channel).id))
        theirs = rf"• \[game #1\]\({here}\) — "
        theirs += (
            rf"{title}, <#{world.channel.id}> on Village Square: <@{bob.id}>'s turn, due <t:\d+:R>"
        )
        assert len(lines) == 3, lines
        assert re.fullmatch(mine, lines[1]), lines[1]
        assert re.fullmatch(theirs, lines[2]), lines[2]
        assert "Old Keep" not in shown.text() and "game #3" not in shown.text()
        assert member_checks(fake, keep.id) == [404]  # asked Discord: Unknown Member
        assert member_checks(fake, market.id) == [200]
        assert member_checks(fake, world.guild.id) == []  # asked from there: a member
        assert [(r.status, r.error_code) for r in fake.rejected] == [(404, 10007)]
        fake.rejected.clear()  # that answer was the point

        # Carol is still in Old Keep: her game there is hers to see, in her language.
        hers = ok(await fake.slash(carol, world.channel, "hoard mygames", _locale="it"))
        assert hers.text().splitlines()[0] == "Le tue partite"
        assert "[partita #3](" in hers.text() and "su Old Keep" in hers.text()
        assert "partita #1]" not in hers.text() and "partita #2]" not in hers.text()
        dave = ok(await fake.slash(world.dave, world.channel, "hoard mygames", _locale="es-ES"))
        assert dave.text().splitlines() == [
            "Tus partidas",
            "No estás jugando ninguna partida en curso.",
        ]
        # Nobody asked for the turn-start notice: it is off by default.
        assert all(fake.dms(u) == [] for u in (host, bob, carol))


async def test_mygames_keeps_to_discords_limits_with_many_games(
    world: World, start_bot: StartBot
) -> None:
    fake, host, bob = world.fake, world.host, world.bob
    channels = [fake.add_channel(world.guild, f"table-{n}") for n in range(40)]
    async with start_bot() as bot:
        service = bot.service
        await service.update_settings(
            world.guild.id, {"max_open_games": 100}, can_manage_guild=True
        )
        for channel in channels:
            game = await service.open_lobby(
                kind="village",
                guild_id=world.guild.id,
                channel_id=channel.id,
                host_id=host.id,
                host_name="host",
            )
            await service.join(game.id, bob.id, name="bob")
            game = await service.start(game.id, host.id)
            await service.attach_message(game.id, fake.snow.next(), game.version)
        shown = ok(await fake.slash(host, world.channel, "hoard mygames"))
        (embed,) = shown.messages[-1].embeds
        listed = embed["description"].splitlines()
        assert 10 < len(listed) < 40 and len(embed["description"]) <= 4096
        assert embed["footer"]["text"] == f"and {40 - len(listed)} more"
        ours = [n for n, line in enumerate(listed) if "**your turn**" in line]
        assert ours == list(range(len(ours)))  # the host's moves first


def dm_attempts(fake: FakeDiscord, user: User) -> int:
    """Direct messages the bot tried to send ``user`` (refused ones included)."""
    path = f"/channels/{fake.dm_channel(user).id}/messages"
    return sum(1 for r in fake.requests if r.method == "POST" and r.path == path)


async def test_turn_start_notice_in_the_members_language_and_a_refused_dm_not_retried(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, host, bob, clock = world.fake, world.host, world.bob, FakeClock()
    db, rng = tmp_path / "hoard.db", random.Random(7)
    players = {host.id: host, bob.id: bob}
    async with start_bot(db, clock=clock) as bot:
        on = ok(await fake.slash(host, world.channel, "hoard notify", turns="on", _locale="it"))
        assert on.text() == (
            "Riceverai un messaggio privato quando inizia il tuo turno (se hai i messaggi "
            "privati aperti). Se Discord ne rifiuta uno (messaggi privati chiusi), smetto di "
            "mandarli finché non usi di nuovo `/hoard avvisi`."
        )
        ok(await fake.slash(bob, world.channel, "hoard notify", dm="on", turns="on"))
        fake.dm_closed_users.add(bob.id)
        await start_game(world, [host, bob])  # the game speaks English
        title = kind_title("village", "it")
        host_turns = bob_turns = 0
        previous: User | None = None
        for _ in range(4):
            mover = whose_turn(fake, world.channel, players)
            table = current_table(fake, world.channel)
            started = mover is not previous  # a move of one's own starts no turn of one's own
            previous = mover
            if mover is host and started:
                host_turns += 1
                notice = fake.dms(host)[-1].content
                expected = (
                    rf"Tocca a te nella partita #1 di {title}, in <#{world.channel.id}> su "
                    r"Village Square\. Il tuo tempo scade <t:\d+:R>\. "
                    rf"\[Vai al tavolo\]\({re.escape(link(world.channel, table.id))}\)"
                )
                assert re.fullmatch(expected, notice), notice  # nothing but where and when
            elif mover is bob and started:
                bob_turns += 1
            assert len(fake.dms(host)) == host_turns
            assert dm_attempts(fake, bob) == min(bob_turns, 1)  # refused once, never again
            if mover is bob and bob_turns == 1:  # his reminder is not tried by DM either
                clock.advance(hours=12)
                assert bot.scheduler is not None
                await bot.scheduler.tick()
                await fake.settle()
                assert current_table(fake, world.channel).content.startswith(
                    f"<@{bob.id}>, it's still your turn"
                )
                assert dm_attempts(fake, bob) == 1
            await random_move(fake, mover, world.channel, rng, db)
        assert host_turns >= 1 and bob_turns >= 2
        assert fake.dms(bob) == []
        assert [(r.status, r.error_code) for r in fake.rejected] == [(403, 50007)]
        fake.rejected.clear()  # the one refused DM was the point

        # Bob runs /hoard notify again: told the refusal is forgotten; DMs are tried again.
        fake.dm_closed_users.discard(bob.id)
        again = ok(await fake.slash(bob, world.channel, "hoard notify"))
        assert again.text() == (
            "Reminders by direct message: on. A direct message when your turn starts: on. "
            "Discord refused my last direct message to you, so I had stopped sending them; "
            "I will try again from now on."
        )
        while whose_turn(fake, world.channel, players) is not bob:
            await random_move(fake, host, world.channel, rng, db)
        [notice] = fake.dms(bob)
        table = current_table(fake, world.channel)
        assert re.fullmatch(
            rf"It's your turn in {kind_title('village', 'en')} game #1, in "
            rf"<#{world.channel.id}> on Village Square\. Your time runs out <t:\d+:R>\. "
            rf"\[Go to the table\]\({re.escape(link(world.channel, table.id))}\)",
            notice.content,
        ), notice.content
        assert_no_leaks(fake)


async def test_notify_turns_off_and_the_old_dm_option_still_work(
    world: World, start_bot: StartBot
) -> None:
    fake, host, bob = world.fake, world.host, world.bob
    async with start_bot() as bot:
        ok(await fake.slash(host, world.channel, "hoard notify", turns="on"))
        off = ok(
            await fake.slash(host, world.channel, "hoard notify", turns="off", _locale="es-ES")
        )
        assert off.text() == "Ningún mensaje directo cuando empiece tu turno."
        ok(await fake.slash(bob, world.channel, "hoard notify", dm="on"))
        assert (await bot.service.notices(bob.id)).reminders
        assert not (await bot.service.notices(bob.id)).turns
        await start_game(world, [host, bob])
        assert fake.dms(host) == [] and fake.dms(bob) == []
