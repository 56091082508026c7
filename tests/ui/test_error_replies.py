"""A refusal that cannot be delivered (Discord answers the reply with an error) ends in one log
line, never in an exception escaping the command tree's error handler."""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.client import HoardTree


class Response:
    def __init__(self) -> None:
        self.tried: list[str] = []

    def is_done(self) -> bool:
        return False

    async def send_message(self, content: str | None = None, **_: Any) -> None:
        self.tried.append(content or "")
        raise discord.HTTPException(SimpleNamespace(status=500, reason="Server Error"), "down")


@pytest.mark.parametrize(
    "error",
    [
        app_commands.CheckFailure(),
        app_commands.CommandNotFound("gone", []),
        app_commands.TransformerError(
            "x",
            discord.AppCommandOptionType.integer,
            SimpleNamespace(_error_display_name="n"),  # type: ignore[arg-type]
        ),
    ],
    ids=["check", "outdated", "option"],
)
async def test_an_undeliverable_refusal_is_logged_not_raised(
    error: app_commands.AppCommandError, caplog: pytest.LogCaptureFixture
) -> None:
    response = Response()
    interaction = SimpleNamespace(
        locale=discord.Locale.italian,
        user=SimpleNamespace(id=7),
        response=response,
        type=discord.InteractionType.application_command,
        data={"name": "x"},
        command=None,
        channel_id=1,
        guild_id=2,
    )
    with caplog.at_level(logging.WARNING):
        await HoardTree.on_error(None, interaction, error)  # type: ignore[arg-type]
    assert len(response.tried) == 1 and response.tried[0]  # the refusal was tried, in words
    assert "could not deliver" in caplog.text
