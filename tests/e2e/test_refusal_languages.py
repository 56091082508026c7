"""A refusal is answered in the language of whoever asked (the interaction's locale), end to
end: the real client against the fake Discord, the same game seen by members of several
languages."""

from __future__ import annotations

from tests.e2e.conftest import StartBot, World
from tests.fakediscord.state import InteractionRecord


def refused(rec: InteractionRecord) -> str:
    assert rec.errors == [], rec.errors
    assert rec.acknowledged and rec.ephemeral
    return rec.text()


async def test_a_refusal_speaks_the_language_of_the_member_who_asked(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot():
        opened = await fake.slash(world.host, world.channel, "village new")
        lobby = opened.message
        assert lobby is not None and not opened.ephemeral
        # The same refusal, by a button, for three members of three languages.
        italian = refused(await fake.click(world.bob, lobby, label="Start", locale="it"))
        assert italian == "Solo l'host può avviare la partita."
        spanish = refused(await fake.click(world.carol, lobby, label="Start", locale="es-419"))
        assert spanish == "Solo el anfitrión puede empezar la partida."
        english = refused(await fake.click(world.dave, lobby, label="Start"))
        assert english == "Only the host can start the game."
        # By a slash command, with the member's Spanish from Spain.
        cancel = await fake.slash(world.bob, world.channel, "village cancel", _locale="es-ES")
        assert refused(cancel).startswith("Solo el anfitrión puede cancelar la partida")
        # A button the bot no longer knows (answered by the client itself).
        stale = await fake.send_raw_component(world.bob, lobby, "made:up", locale="it")
        assert refused(stale).startswith("Questo pulsante appartiene a un messaggio non più")
        # A language the catalogue does not speak reads English.
        french = refused(await fake.click(world.bob, lobby, label="Start", locale="fr"))
        assert french == "Only the host can start the game."


async def test_a_command_in_direct_messages_is_refused_in_the_members_language(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    dm = fake.dm_channel(world.bob)
    async with start_bot():
        rec = await fake.slash(world.bob, dm, "village new", _forged=True, _locale="it")
        assert refused(rec) == (
            "I comandi di Hoard funzionano nei canali di un server, non nei messaggi privati."
        )
