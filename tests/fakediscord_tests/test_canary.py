"""Canary: the discord.py internals the fake Discord relies on (checked against 2.7.1).

If one of these fails after a discord.py upgrade, the fake in tests/fakediscord/ needs a look
before any other test failure is believed. See docs/discord-testing.md §3.2 and §6.
"""

from __future__ import annotations

import contextvars
import inspect

import discord
import discord.asset
import discord.gateway
import discord.http
import discord.interactions
import discord.state
import discord.ui.view
import discord.webhook.async_
import yarl
from discord import app_commands

UPGRADE = (
    "discord.py internals changed: tests/fakediscord (verified with 2.7.1) relies on this. "
    "Re-read the relevant discord.py source and adapt the fake. Detail: "
)


def source(obj: object) -> str:
    return inspect.getsource(obj)  # type: ignore[arg-type]


def test_version_is_the_one_the_fake_was_built_for():
    assert discord.__version__.startswith("2.7."), (
        UPGRADE + f"discord.py is {discord.__version__}, the fake was verified with 2.7.1"
    )


def test_rest_base_url_is_a_patchable_class_attribute():
    assert isinstance(discord.http.Route.BASE, str), UPGRADE + "Route.BASE is not a str"
    assert "self.BASE + self.path" in source(discord.http.Route.__init__), (
        UPGRADE + "Route no longer builds its URL from Route.BASE at construction"
    )
    assert isinstance(discord.asset.Asset.BASE, str), UPGRADE + "Asset.BASE is not a str"


def test_gateway_url_is_a_patchable_class_attribute():
    ws = discord.gateway.DiscordWebSocket
    assert isinstance(ws.DEFAULT_GATEWAY, yarl.URL), UPGRADE + "DEFAULT_GATEWAY is not a yarl.URL"
    assert "cls.DEFAULT_GATEWAY" in source(ws.from_client), (
        UPGRADE + "DiscordWebSocket.from_client no longer falls back to DEFAULT_GATEWAY"
    )
    received = source(ws.received_message)
    assert "data['session_id']" in received and "data['resume_gateway_url']" in received, (
        UPGRADE + "READY handling no longer reads session_id/resume_gateway_url"
    )
    assert "4014" in source(discord.Client.connect), (
        UPGRADE + "close code 4014 no longer maps to PrivilegedIntentsRequired"
    )
    assert hasattr(discord.Client, "before_identify_hook"), UPGRADE + "before_identify_hook gone"


def test_json_parsing_needs_exact_content_type():
    assert "== 'application/json'" in source(discord.http.json_or_text), (
        UPGRADE + "json_or_text changed how it detects JSON (the fake sends exactly "
        "'Content-Type: application/json')"
    )


def test_login_uses_users_me_and_oauth2_application():
    login = source(discord.http.HTTPClient.static_login)
    assert "'/users/@me'" in login and "LoginFailure" in login, UPGRADE + "static_login changed"
    assert "'/oauth2/applications/@me'" in source(discord.http.HTTPClient.application_info), (
        UPGRADE + "application_info() no longer calls GET /oauth2/applications/@me"
    )


def test_http_and_webhook_request_signatures():
    params = inspect.signature(discord.http.HTTPClient.request).parameters
    assert list(params)[:2] == ["self", "route"], UPGRADE + "HTTPClient.request(route, **kw)"
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    params = inspect.signature(adapter.request).parameters
    for name in ("route", "session", "payload", "multipart", "files", "params"):
        assert name in params, UPGRADE + f"AsyncWebhookAdapter.request lost {name!r}"
    assert isinstance(discord.webhook.async_.async_context, contextvars.ContextVar), (
        UPGRADE + "webhook async_context is no longer a ContextVar"
    )


def test_interaction_callback_is_sent_with_response_and_parsed():
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    assert "'with_response'" in source(adapter.create_interaction_response), (
        UPGRADE + "the interaction callback is no longer sent with ?with_response"
    )
    update = source(discord.interactions.InteractionCallbackResponse._update)
    assert "data['interaction']" in update and "resource" in update, (
        UPGRADE + "InteractionCallbackResponse no longer reads {'interaction', 'resource'}"
    )
    from_data = source(discord.Interaction._from_data)
    assert "data['attachment_size_limit']" in from_data, (
        UPGRADE + "Interaction no longer requires attachment_size_limit (payloads.py sends it)"
    )
    assert "_HTTPClient__session" in source(discord.Interaction.__init__), (
        UPGRADE + "Interaction no longer reuses the client's aiohttp session"
    )


def test_connection_state_hooks():
    state = discord.state.ConnectionState
    for name in (
        "parse_interaction_create",
        "_add_guild_from_data",
        "parse_ready",
        "parse_resumed",
    ):
        assert callable(getattr(state, name, None)), UPGRADE + f"ConnectionState.{name} missing"
    params = inspect.signature(discord.Client.__init__).parameters
    assert "options" in params or "guild_ready_timeout" in params
    assert "guild_ready_timeout" in source(state.__init__), (
        UPGRADE + "Client(guild_ready_timeout=...) is no longer read"
    )


def test_command_tree_and_view_store_internals():
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    assert hasattr(tree, "_http"), UPGRADE + "CommandTree._http missing"
    store = discord.ui.view.ViewStore(client._connection)
    assert isinstance(store._views, dict), UPGRADE + "ViewStore._views is not a dict"
    assert "pattern.fullmatch(custom_id)" in source(store.dispatch_dynamic_items), (
        UPGRADE + "DynamicItem dispatch no longer uses fullmatch"
    )
    assert "interaction.message" in source(store.schedule_dynamic_item_call), (
        UPGRADE + "DynamicItem dispatch no longer rebuilds the view from interaction.message"
    )


def test_the_tasks_that_answer_interactions_are_named_as_the_fake_expects():
    """``fake.handling()`` (what ``settle`` waits for) knows a bot is answering by the names
    discord.py gives these tasks."""
    import discord.ui.modal

    from tests.fakediscord.fake import HANDLERS

    named = {
        "discord.py: on_interaction": "name=f'discord.py: {event_name}'"
        in source(discord.Client._schedule_event),
        "discord-ui-modal-dispatch-": "discord-ui-modal-dispatch-"
        in source(discord.ui.modal.Modal._dispatch_submit),
        "discord-ui-view-dispatch-": "discord-ui-view-dispatch-"
        in source(discord.ui.view.BaseView._dispatch_item),
        "discord-ui-dynamic-item-": "discord-ui-dynamic-item-"
        in source(discord.ui.view.ViewStore.dispatch_dynamic_items),
        "CommandTree-invoker": "CommandTree-invoker" in source(app_commands.CommandTree),
    }
    assert set(named) == set(HANDLERS)
    assert all(named.values()), UPGRADE + f"task names changed: {named}"
