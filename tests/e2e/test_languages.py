"""A whole game in two languages at once, through the fake Discord: the server plays in Italian
(its setting), one member's Discord speaks Spanish (es-419).

Everything the channel sees — lobby, tables, pings, final scores, the table pictures — is in
Italian; everything only one member sees is in that member's language: the Spanish member's
panels, answers and hand pictures in Spanish, the others' in Italian. "In a language" is read
by the catalogue's own words (``tests/i18n/speech.py``: no fragment that only another language
has). The fake validates every payload against Discord's spec and limits as it goes.
"""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import StartBot, World, assert_no_leaks, request_body
from tests.e2e.test_play import ok
from tests.e2e.test_turn_counts import Counts, one_move, public
from tests.fakediscord.fake import FakeDiscord
from tests.fakediscord.state import User
from tests.i18n.speech import foreign_words


def who_reads(fake: FakeDiscord) -> list[tuple[User | None, str]]:
    """Every message body the bot sent, with the one member who alone can read it (None: the
    channel), as text."""
    out: list[tuple[User | None, str]] = []
    for r in fake.requests:
        body = request_body(r)
        if not body:
            continue
        parts = r.path.strip("/").split("/")
        reader: User | None = None
        if parts[0] == "interactions" and parts[-1] == "callback":
            rec = fake.interactions_by_id.get(int(parts[1]))
            data = body.get("data") or {}
            private = bool((data.get("flags") or 0) & 64)
            if body.get("type") in (6, 7) and rec is not None and rec.source_message is not None:
                private = rec.source_message.ephemeral
            reader = rec.user if private and rec is not None else None
            body = data
        elif parts[0] == "webhooks":
            rec = fake.interactions_by_token.get(parts[2]) if len(parts) > 2 else None
            private = bool((body.get("flags") or 0) & 64)
            if rec is not None and "@original" in r.path:
                original = rec.original or rec.message or rec.source_message
                private = private or (original is not None and original.ephemeral)
            reader = rec.user if private and rec is not None else None
        elif parts[0] != "channels" or r.method not in ("POST", "PATCH"):
            continue
        out.append((reader, json.dumps(body, ensure_ascii=False)))
    return out


def spy_pictures(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """Record the language of every table and hand picture the running bot draws.

    Called once the bot has started: its extension is imported then (a bot that stops unloads
    it, and the next start imports the modules again), so the module patched is the bot's."""
    pictures = importlib.import_module("bot.games.village.adapter.pictures")
    seen: dict[str, list[str]] = {"table": [], "hand": []}
    table, hand = pictures.render_table, pictures.render_hand

    def render_table(view: Any, names: Any = None, language: str = "en") -> bytes:
        if names is not None:  # not the start's warm-up drawing, which nobody sees
            seen["table"].append(language)
        return table(view, names, language)

    def render_hand(view: Any, names: Any = None, language: str = "en") -> bytes:
        if names is not None:
            seen["hand"].append(language)
        return hand(view, names, language)

    monkeypatch.setattr(pictures, "render_table", render_table)
    monkeypatch.setattr(pictures, "render_hand", render_hand)
    return seen


async def test_an_italian_server_with_a_spanish_member(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = world.fake
    fake.settle_quiet = 0.01
    world.host.locale, world.bob.locale, world.carol.locale = "it", "es-419", "it"
    people = [world.host, world.bob, world.carol]
    users = {u.id: u for u in people}
    async with start_bot(tmp_path / "hoard.db") as bot:
        drawn = spy_pictures(monkeypatch)
        await bot.service.update_settings(world.guild.id, {"language": "it"}, can_manage_guild=True)
        lobby = ok(await fake.slash(world.host, world.channel, "village new")).message
        assert lobby is not None
        ok(await fake.click(world.bob, lobby, label="Unisciti"))  # the lobby speaks Italian
        ok(await fake.click(world.carol, lobby, label="Unisciti"))
        ok(await fake.click(world.host, lobby, label="Avvia"))
        game = await bot.service.game(1)
        assert game.language == "it"
        bob = ok(await fake.slash(world.bob, world.channel, "village hand"))  # in Spanish
        assert bob.ephemeral and "Tu mano" in bob.text()
        rng, counts, moves = random.Random(7), Counts(), 0
        while await one_move(world, bot, users, rng, counts):
            moves += 1
            assert moves < 300
        assert (await bot.service.game(1)).status.value == "finished"
    final = public(world)
    assert len(final) == 1 and "punteggi finali" in json.dumps(final[0].embeds, ensure_ascii=False)
    assert final[0].text().startswith("La partita #1 è finita!")

    said = who_reads(fake)
    assert {reader.id if reader else None for reader, _ in said} >= {None, world.bob.id}
    for reader, text in said:
        language = "it" if reader is None or reader.locale == "it" else "es"
        assert foreign_words(text, language) == [], (reader and reader.name, text[:300])
    spanish = [text for reader, text in said if reader is world.bob]
    assert any("Hecho" in text for text in spanish)  # his moves were told in Spanish
    assert assert_no_leaks(fake) > 0
    assert drawn["table"] and set(drawn["table"]) == {"it"}  # the channel's pictures
    assert set(drawn["hand"]) == {"it", "es"}  # each panel's picture in its reader's language
