"""Discord object builders with all the keys discord.py 2.7.1 reads (and real Discord sends)."""

from __future__ import annotations

import copy
from typing import Any

from . import specval
from .state import (
    DM,
    TEXT_PERMISSIONS,
    Channel,
    Guild,
    Member,
    Role,
    User,
    snowflake_time,
)

LOCALE = "en-US"
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# what Discord reports as app_permissions in a bot DM
DM_APP_PERMISSIONS = TEXT_PERMISSIONS


def user(u: User) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(u.id),
        "username": u.name,
        "global_name": u.global_name if not u.bot else None,
        "discriminator": "0",
        "avatar": None,
        "avatar_decoration_data": None,
        "banner": None,
        "accent_color": None,
        "public_flags": 0,
        "flags": 0,
        "primary_guild": None,
        "collectibles": None,
    }
    if u.bot:
        data["bot"] = True
    return data


def role(r: Role) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(r.id),
        "name": r.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": r.position,
        "permissions": str(r.permissions),
        "managed": r.managed,
        "mentionable": False,
        "flags": 0,
    }
    if r.tags is not None:
        data["tags"] = r.tags
    return data


def channel(ch: Channel, *, last_message_id: int | None = None) -> dict[str, Any]:
    last = str(last_message_id) if last_message_id else None
    if ch.type == DM:
        return {
            "id": str(ch.id),
            "type": DM,
            "last_message_id": last,
            "flags": 0,
            "recipients": [user(u) for u in ch.recipients],
        }
    data: dict[str, Any] = {
        "id": str(ch.id),
        "type": ch.type,
        "guild_id": str(ch.guild_id),
        "name": ch.name,
        "last_message_id": last,
        "rate_limit_per_user": 0,
        "flags": 0,
        "nsfw": False,
    }
    if ch.is_thread:
        data.update(
            parent_id=str(ch.parent_id),
            owner_id=str(ch.owner_id) if ch.owner_id else None,
            message_count=0,
            member_count=1,
            total_message_sent=0,
            applied_tags=[],
            thread_metadata={
                "archived": False,
                "auto_archive_duration": 1440,
                "archive_timestamp": ch.created,
                "locked": False,
                "create_timestamp": ch.created,
                **({"invitable": ch.invitable} if ch.type == 12 else {}),
            },
        )
    else:
        data.update(
            position=ch.position,
            permission_overwrites=[],
            parent_id=str(ch.parent_id) if ch.parent_id else None,
            topic=None,
            default_thread_rate_limit_per_user=0,
        )
    return data


def member(m: Member, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "roles": [str(r.id) for r in m.roles if r.id != m.guild.id],
        "nick": m.nick,
        "avatar": None,
        "banner": None,
        "premium_since": None,
        "joined_at": m.joined_at,
        "deaf": False,
        "mute": False,
        "pending": False,
        "flags": 0,
        "communication_disabled_until": None,
        "unusual_dm_activity_until": None,
    }
    if with_user:
        data["user"] = user(m.user)
    if permissions is not None:
        data["permissions"] = str(permissions)
    return data


def guild_create(g: Guild, *, new: bool = False) -> dict[str, Any]:
    """GUILD_CREATE data; ``new`` for a guild joined after READY (no ``unavailable`` key)."""
    text_channels = [c for c in g.channels if not c.is_thread]
    threads = [c for c in g.channels if c.is_thread]
    data: dict[str, Any] = {
        "id": str(g.id),
        "name": g.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(g.owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "premium_progress_bar_enabled": False,
        "preferred_locale": g.preferred_locale,
        "system_channel_id": str(text_channels[0].id) if text_channels else None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "application_id": None,
        "max_members": 500000,
        "max_video_channel_users": 25,
        "features": list(g.features),
        "roles": [role(r) for r in g.roles],
        "emojis": [],
        "stickers": [],
        "joined_at": g.joined_at,
        "large": False,
        "unavailable": False,
        "lazy": True,
        "member_count": len(g.members),
        "members": [member(m) for m in g.members.values()],
        "channels": [channel(c) for c in text_channels],
        "threads": [channel(c) for c in threads],
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "incidents_data": None,
    }
    if new:
        del data["unavailable"]
    return data


def partial_guild(g: Guild) -> dict[str, Any]:
    return {"id": str(g.id), "locale": g.preferred_locale, "features": list(g.features)}


def application(app_id: int, bot: User, owner: User, *, flags: int) -> dict[str, Any]:
    return {
        "id": str(app_id),
        "name": bot.name,
        "icon": None,
        "description": "A bot under test (fake Discord).",
        "summary": "",
        "type": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "owner": user(owner),
        "team": None,
        "flags": flags,
        "bot": user(bot),
        "rpc_origins": [],
        "tags": [],
        "redirect_uris": [],
        "interactions_endpoint_url": None,
        "role_connections_verification_url": None,
        "install_params": None,
        "integration_types_config": {"0": {}},
        "approximate_guild_count": 1,
        "approximate_user_install_count": 0,
    }


def normalise_components(components: Any, start: int = 1) -> list[dict[str, Any]]:
    """Copy a component tree and give every component a numeric ``id`` like Discord does."""
    comps = copy.deepcopy(components) if isinstance(components, list) else []
    used = {c.get("id") for c, _ in specval.walk_components(comps) if isinstance(c.get("id"), int)}
    n = start
    for comp, _ in specval.walk_components(comps):
        if not isinstance(comp.get("id"), int):
            while n in used:
                n += 1
            comp["id"] = n
            used.add(n)
    return comps


def normalise_embeds(embeds: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for embed in embeds or []:
        if isinstance(embed, dict):
            e = copy.deepcopy(embed)
            e.setdefault("type", "rich")
            e.setdefault("content_scan_version", 0)
            out.append(e)
    return out


def message(
    *,
    message_id: int,
    channel_id: int,
    author: User,
    body: dict[str, Any],
    timestamp: str,
    msg_type: int = 0,
    flags: int = 0,
    attachments: list[dict[str, Any]] | None = None,
    application_id: int | None = None,
    interaction: dict[str, Any] | None = None,
    mentions: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(message_id),
        "type": msg_type,
        "channel_id": str(channel_id),
        "author": user(author),
        "content": body.get("content") or "",
        "timestamp": timestamp,
        "edited_timestamp": None,
        "tts": bool(body.get("tts")),
        "mention_everyone": False,
        "mentions": mentions or [],
        "mention_roles": [],
        "attachments": attachments or [],
        "embeds": normalise_embeds(body.get("embeds")),
        "components": normalise_components(body.get("components")),
        "pinned": False,
        "flags": flags,
    }
    if body.get("nonce") is not None:
        data["nonce"] = body["nonce"]
    ref = body.get("message_reference")
    if isinstance(ref, dict) and ref.get("message_id"):
        data["message_reference"] = {
            "type": ref.get("type", 0),
            "message_id": str(ref["message_id"]),
            "channel_id": str(ref.get("channel_id") or channel_id),
        }
        if ref.get("guild_id"):
            data["message_reference"]["guild_id"] = str(ref["guild_id"])
        if msg_type == 0:
            data["type"] = 19  # REPLY
    if body.get("poll"):
        data["poll"] = body["poll"]
    if application_id is not None:
        data["application_id"] = str(application_id)
        data["webhook_id"] = str(application_id)
    if interaction is not None:
        data["interaction_metadata"] = interaction["metadata"]
        data["interaction"] = interaction["legacy"]
    return data


def interaction_base(
    *,
    interaction_id: int,
    interaction_type: int,
    token: str,
    application_id: int,
    ch: Channel,
    guild: Guild | None,
    invoker: User,
    invoker_member: Member | None,
    bot_member: Member | None,
    data: dict[str, Any],
    message_raw: dict[str, Any] | None = None,
    locale: str | None = None,
) -> dict[str, Any]:
    """An interaction as Discord sends it; ``locale``: the invoker's Discord language."""
    payload: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(application_id),
        "type": interaction_type,
        "token": token,
        "version": 1,
        "data": data,
        "channel": channel(ch),
        "channel_id": str(ch.id),
        "locale": invoker.locale if locale is None else locale,
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }
    if guild is not None and invoker_member is not None:
        perms = invoker_member.permissions(ch)
        app_perms = bot_member.permissions(ch) if bot_member else 0
        payload.update(
            guild_id=str(guild.id),
            guild=partial_guild(guild),
            guild_locale=guild.preferred_locale,
            member=member(invoker_member, permissions=perms),
            app_permissions=str(app_perms),
            authorizing_integration_owners={"0": str(guild.id)},
            context=0,
        )
        # channel objects inside interactions carry the invoker's permissions
        payload["channel"]["permissions"] = str(perms)
    else:
        payload.update(
            user=user(invoker),
            app_permissions=str(DM_APP_PERMISSIONS),
            authorizing_integration_owners={"0": "0"},
            context=1,
        )
    if message_raw is not None:
        payload["message"] = copy.deepcopy(message_raw)
    return payload


def message_interaction(
    *,
    interaction_id: int,
    interaction_type: int,
    name: str | None,
    invoker: User,
    guild: Guild | None,
) -> dict[str, Any]:
    """The ``interaction_metadata`` (and legacy ``interaction``) of a response message."""
    owners = {"0": str(guild.id)} if guild else {"0": "0"}
    metadata: dict[str, Any] = {
        "id": str(interaction_id),
        "type": interaction_type,
        "user": user(invoker),
        "authorizing_integration_owners": owners,
    }
    if name is not None:
        metadata["name"] = name
        metadata["command_type"] = 1
    legacy = {
        "id": str(interaction_id),
        "type": interaction_type,
        "name": name or "",
        "user": user(invoker),
    }
    return {"metadata": metadata, "legacy": legacy}


def created_at(snowflake: int) -> str:
    return snowflake_time(snowflake).isoformat()
