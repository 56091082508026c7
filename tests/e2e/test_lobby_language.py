"""A game's language, end to end: chosen with ``/<game> new language:``, else the server's
setting, else a Community server's language, else English. The lobby (and its thread) speaks
it; each member's own answers speak their Discord language."""

from __future__ import annotations

from bot.games import SPECS
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_house import set_threads, threads_of
from tests.e2e.test_lobby import field_text, labels, lobby_of, ok

TITLE = SPECS["village"].title


async def test_a_lobby_opened_in_italian_speaks_italian(world: World, start_bot: StartBot) -> None:
    fake, ch = world.fake, world.channel
    world.carol.locale = "es-ES"  # her Discord speaks Spanish
    async with start_bot() as bot:
        new = ok(await fake.slash(world.host, ch, "village new", language="it"))
        lobby = lobby_of(new)
        assert (await bot.service.game(1)).language == "it"
        [embed] = lobby.embeds
        assert embed["title"] == f"{TITLE} · partita #1"
        assert "Una nuova partita cerca giocatori" in embed["description"]
        assert "`/village unisciti`" in embed["description"]
        assert "Lingua: Italiano" in embed["description"]
        assert labels(lobby) == ["Unisciti", "Esci", "Avvia", "Annulla"]
        assert f"<@{world.host.id}> (host)" in field_text(lobby)

        ok(await fake.click(world.bob, lobby, label="Unisciti"))  # edited in place, in Italian
        assert "Giocatori (2/5)" in str(fake.message(lobby.id).embeds)

        joined = ok(await fake.slash(world.carol, ch, "village join"))
        assert joined.ephemeral and joined.text() == "Te has unido a la partida #1."  # her language
        assert "Giocatori (3/5)" in str(fake.message(lobby.id).embeds)  # the game's

        refused = ok(await fake.click(world.bob, lobby, label="Avvia"))
        assert refused.ephemeral and refused.text() == "Only the host can start the game."

        ok(await fake.click(world.host, lobby, label="Avvia"))
        after = fake.message(lobby.id)
        assert after.buttons() == [] and "La partita è iniziata." in after.text()
        assert "Ordine di gioco" in str(after.embeds)


async def test_the_language_follows_the_option_then_the_server_then_community(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    world.guild.features.append("COMMUNITY")
    world.guild.preferred_locale = "es-419"
    rooms = [fake.add_channel(world.guild, f"room-{n}") for n in range(3)]
    async with start_bot() as bot:
        community = lobby_of(ok(await fake.slash(world.host, rooms[0], "village new")))
        assert "Idioma: Español" in community.text()
        assert labels(community) == ["Unirse", "Salir", "Empezar", "Cancelar"]

        await bot.service.update_settings(world.guild.id, {"language": "it"}, can_manage_guild=True)
        setting = lobby_of(ok(await fake.slash(world.bob, rooms[1], "village new")))
        assert "Lingua: Italiano" in setting.text()

        chosen = ok(await fake.slash(world.carol, rooms[2], "village new", language="en"))
        assert "Language: English" in lobby_of(chosen).text()
        assert [(await bot.service.game(n)).language for n in (1, 2, 3)] == ["es", "it", "en"]


async def test_a_server_that_is_not_community_opens_games_in_english(
    world: World, start_bot: StartBot
) -> None:
    world.guild.preferred_locale = "it"  # Discord's default on a plain server says nothing
    world.host.locale = "it"
    async with start_bot() as bot:
        lobby = lobby_of(ok(await world.fake.slash(world.host, world.channel, "village new")))
        assert "Language: English" in lobby.text()
        assert labels(lobby) == ["Join", "Leave", "Start", "Cancel"]
        assert (await bot.service.game(1)).language == "en"


async def test_a_thread_takes_the_games_language_and_help_the_members(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    world.host.locale = "es-ES"
    async with start_bot():
        await set_threads(world, True)
        opened = ok(await fake.slash(world.host, world.channel, "village new", language="it"))
        [thread] = threads_of(fake, world.channel)
        assert thread.name == f"Partita #1 · {TITLE}"
        assert opened.text() == (
            f"La partita #1 · {TITLE} cerca giocatori in <#{thread.id}>: unisciti lì."
        )
        [lobby] = fake.channel_messages(thread)
        assert "Lingua: Italiano" in lobby.text()

        shown = ok(await fake.slash(world.host, thread, "village help"))
        assert shown.ephemeral
        assert "`/village nueva [plazas] [turno] [idioma]`" in shown.text()
        assert "English, Italiano o Español" in shown.text()
