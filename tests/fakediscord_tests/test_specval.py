"""Unit tests of the payload checker (spec + rules), with payloads built by discord.py itself."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import ui
from discord.http import handle_message_parameters
from discord.webhook.async_ import interaction_message_response_params

from tests.fakediscord import specval

from .testbot import FakeTestBot


def button(custom_id: str = "b", label: str = "Go", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id, **extra}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def string_select(n: int, **extra: Any) -> dict[str, Any]:
    options = [{"label": str(i), "value": str(i)} for i in range(n)]
    return {"type": 3, "custom_id": "s", "options": options, **extra}


def rich_view() -> ui.View:
    view = ui.View(timeout=None)
    view.add_item(ui.Button(label="Go", custom_id="go"))
    view.add_item(ui.Button(label="Docs", url="https://example.com"))
    view.add_item(
        ui.Select(
            custom_id="sel",
            max_values=25,
            options=[discord.SelectOption(label=str(i), value=str(i)) for i in range(25)],
        )
    )
    view.add_item(ui.UserSelect(custom_id="users"))
    return view


def test_valid_interaction_message_built_by_discord_py_passes():
    embed = discord.Embed(title="Title", description="Description")
    for i in range(25):
        embed.add_field(name=f"field {i}", value="value")
    params = interaction_message_response_params(
        type=4,
        content="hello",
        embed=embed,
        view=rich_view(),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(5)]),
        flags=discord.MessageFlags(ephemeral=True),
    )
    assert specval.check("POST", "/interactions/1/tok/callback", params.payload) == []
    assert specval.check_message_payload(params.payload) == []
    data = params.payload["data"]
    assert specval.check_message_payload(data) == []


def test_valid_channel_message_and_layout_view_pass():
    params = handle_message_parameters(
        content="hi",
        view=rich_view(),
        message_reference={"message_id": 123, "channel_id": 1, "fail_if_not_exists": False},
    )
    assert specval.check("POST", "/api/v10/channels/1/messages", params.payload) == []

    class Layout(ui.LayoutView):
        box = ui.Container(
            ui.TextDisplay("hello"),
            ui.Separator(),
            ui.Section(ui.TextDisplay("x"), accessory=ui.Button(label="b", custom_id="b")),
        )

    assert (
        specval.check_message_payload(
            {"components": Layout().to_components(), "flags": 1 << 15}, kind="channel"
        )
        == []
    )


def test_multipart_payload_json_is_validated():
    body = {"payload_json": '{"content": "' + "x" * 2001 + '"}'}
    problems = specval.check("POST", "/channels/1/messages", body)
    assert problems == ["content: Must be 2000 or fewer in length (got 2001)."]


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"components": [row(button("c" * 101))]}, "custom_id: Must be 100 or fewer"),
        ({"components": [row(button(label="l" * 81))]}, "label: Must be 80 or fewer"),
        ({"components": [row(*[button(f"b{i}") for i in range(6)])]}, "Must be 5 or fewer"),
        ({"components": [row(string_select(26))]}, "options: Must be 25 or fewer"),
        ({"content": "x" * 2001}, "content: Must be 2000 or fewer"),
        ({"components": [row(button("dup")), row(button("dup"))]}, "is duplicated"),
        ({"components": [row(button(f"r{i}")) for i in range(6)]}, "At most 5 action rows"),
        ({"components": [row(button("a"), string_select(2))]}, "must be alone in its row"),
        ({"components": [{"type": 10, "content": "v2 text"}]}, "needs the IS_COMPONENTS_V2"),
        ({"components": [row(button(url="https://x.y", style=5))]}, "cannot have a custom_id"),
        ({"components": [row({"type": 2, "style": 1, "label": "x"})]}, "needs a custom_id"),
        ({"components": [row(string_select(3, min_values=3, max_values=2))]}, "min_values (3)"),
        ({"components": [row(string_select(2, max_values=3))]}, "exceeds the number of options"),
        ({"content": "hi", "flags": 1 << 15}, "cannot be used with the IS_COMPONENTS_V2"),
        (
            {"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]},
            "6000 or fewer characters",
        ),
    ],
)
def test_invalid_interaction_messages_fail(data: dict[str, Any], fragment: str):
    problems = specval.check_message_payload(data)
    assert any(fragment in p for p in problems), problems


def test_each_listed_limit_fails_on_its_own():
    assert specval.check_message_payload({"components": [row(button("c" * 101))]})
    assert specval.check_message_payload({"components": [row(*[button(f"{i}") for i in range(6)])]})
    assert specval.check_message_payload({"components": [row(string_select(26, max_values=25))]})
    assert specval.check_message_payload({"content": "x" * 2001}, kind="channel")
    assert specval.check_message_payload({"content": "x" * 2001}, kind="followup")
    dup = {"components": [row(button("same"), button("same"))]}
    assert specval.check_message_payload(dup) == [
        "components.0.components.1.custom_id: custom_id 'same' is duplicated "
        "(also at components.0.components.0)."
    ]


def test_channel_message_specific_rules():
    # the spec allows 4000 for channel messages; Discord's docs and API say 2000
    assert specval.check_message_payload({"content": "x" * 2001}, kind="channel")
    problems = specval.check_message_payload({"content": "x", "flags": 64}, kind="channel")
    assert problems == [
        "flags: EPHEMERAL (64) is only allowed on interaction responses and followups."
    ]
    assert specval.check_message_payload({"content": "x", "flags": 64}, kind="followup") == []


def test_deferred_flags_and_callback_types():
    path = "/interactions/1/tok/callback"
    assert specval.check("POST", path, {"type": 5, "data": {"flags": 64}}) == []
    assert specval.check("POST", path, {"type": 5, "data": {"flags": 4}})
    assert specval.check("POST", path, {"type": 6}) == []
    assert specval.check("POST", path, {"type": 42}) == [
        "type: Unknown interaction callback type 42."
    ]


def test_modal_rules():
    def text_input(cid: str) -> dict[str, Any]:
        return {"type": 4, "custom_id": cid, "label": "L", "style": 1}

    modal = {"custom_id": "m", "title": "T", "components": [row(text_input("a"))]}
    assert specval.check("POST", "/interactions/1/t/callback", {"type": 9, "data": modal}) == []
    modal["components"] = [row(text_input(f"t{i}")) for i in range(6)]
    problems = specval.check("POST", "/interactions/1/t/callback", {"type": 9, "data": modal})
    assert any("1-5 components" in p for p in problems)


def test_commands_from_the_test_bot_pass():
    bot = FakeTestBot()
    payload = [cmd.to_dict(bot.tree) for cmd in bot.tree.get_commands()]
    assert specval.check_commands(payload) == []
    for cmd in payload:
        assert specval.check_command(cmd) == []


def cmd(**extra: Any) -> dict[str, Any]:
    return {"name": "game", "description": "A game", "type": 1, **extra}


def opt(name: str, required: bool = False, otype: int = 3) -> dict[str, Any]:
    return {"name": name, "description": "d", "type": otype, "required": required}


@pytest.mark.parametrize(
    ("command", "fragment"),
    [
        (cmd(name="Game"), "must be lowercase"),
        (cmd(name="two words"), "must match"),
        (cmd(name="x" * 33), "Must be 32 or fewer"),
        (cmd(description=""), "Description must be 1-100"),
        (cmd(description="d" * 101), "Must be 100 or fewer"),
        (cmd(options=[opt("a"), opt("b", required=True)]), "must come before optional"),
        (cmd(options=[opt(f"o{i}") for i in range(26)]), "Must be 25 or fewer"),
        (cmd(options=[opt("a"), opt("a")]), "Duplicate option name"),
        (cmd(options=[opt("sub", otype=1), opt("a")]), "cannot be mixed"),
        (
            cmd(
                options=[
                    {
                        **opt("o"),
                        "choices": [{"name": "n" * 90, "value": "v" * 90}] * 25,
                        "description": "d" * 100,
                    }
                ]
                * 2
                + [{**opt(f"p{i}"), "description": "d" * 100} for i in range(20)]
            ),
            "8000 characters in a command",
        ),
    ],
)
def test_invalid_commands_fail(command: dict[str, Any], fragment: str):
    problems = specval.check_command(command)
    assert any(fragment in p for p in problems), problems


def test_command_limits_in_bulk():
    many = [cmd(name=f"c{i}") for i in range(101)]
    assert any("At most 100 chat-input" in p for p in specval.check_commands(many))
    assert specval.check_commands(many[:100]) == []
    user_cmds = [{"name": f"User {i}", "type": 2} for i in range(16)]
    assert any("At most 15 user" in p for p in specval.check_commands(user_cmds))
    assert specval.check_command({"name": "Show Profile", "type": 2}) == []


def test_operation_lookup_prefers_literal_segments():
    op = specval.find_operation("PATCH", "/webhooks/1/tok/messages/@original")
    assert op is not None and op.operation_id == "update_original_webhook_message"
    op = specval.find_operation("PATCH", "/webhooks/1/tok/messages/55")
    assert op is not None and op.operation_id == "update_webhook_message"
    op = specval.find_operation("GET", "/api/v10/users/@me?x=1")
    assert op is not None and op.template == "/users/@me"
    assert specval.check("GET", "/nope", None) == ["<body>: No operation GET /nope in the spec."]


def test_snowflakes_as_integers_are_accepted():
    body = {
        "content": "hi",
        "allowed_mentions": {"users": [5]},
        "message_reference": {"message_id": 1},
    }
    assert specval.check("POST", "/channels/1/messages", body) == []


def test_errors_dict_is_discord_shaped():
    problems = specval.check_detailed(
        "POST", "/interactions/1/t/callback", {"type": 4, "data": {"content": "x" * 2001}}
    )
    errors = specval.errors_dict(problems)
    assert errors["data"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
