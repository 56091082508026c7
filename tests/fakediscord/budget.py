"""Which of the bot's requests count against its global rate limit (50 requests/s per bot).

Discord's docs (Receiving and Responding, "Followup Messages: Endpoints"): the interaction
endpoints — the callback ``POST /interactions/{id}/{token}/callback`` and everything under
``/webhooks/{application_id}/{interaction_token}`` (follow-ups, edits of the original answer)
— "are not bound to the application's Global Rate Limit". Every other request of the bot is.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from tests.fakediscord.fake import FakeDiscord
from tests.fakediscord.state import Channel, RequestRecord

_SNOWFLAKE = re.compile(r"/\d{5,}(?=/|$)")
_WEBHOOK = re.compile(r"^/webhooks/[^/]+/[^/]+")
_FOLLOW_UP = re.compile(r"^/webhooks/[^/]+/[^/]+/?$")
_CALLBACK = re.compile(r"^/interactions/[^/]+/[^/]+/callback$")


def route(record: RequestRecord) -> str:
    """Return a request's route without its ids and tokens: ``POST /channels/{id}/messages``."""
    path = record.path.rstrip("/")
    webhook = _WEBHOOK.match(path)
    if _CALLBACK.match(path):
        path = "/interactions/{id}/{token}/callback"
    elif webhook:
        rest = re.sub(r"/messages/\d+$", "/messages/{id}", path[webhook.end() :])
        path = "/webhooks/{app}/{token}" + rest
    else:
        path = _SNOWFLAKE.sub("/{id}", path)
    return f"{record.method} {path}"


def rate_limited(record: RequestRecord) -> bool:
    """Say whether a request counts against the bot's global rate limit."""
    path = record.path.rstrip("/")
    return not (_CALLBACK.match(path) or _WEBHOOK.match(path))


def by_route(records: Iterable[RequestRecord]) -> Counter[str]:
    """Count requests by ``route``."""
    return Counter(route(r) for r in records)


def limited(records: Iterable[RequestRecord]) -> list[RequestRecord]:
    """Return the requests that count against the global rate limit."""
    return [r for r in records if rate_limited(r)]


def posts(fake: FakeDiscord, channel: Channel) -> list[RequestRecord]:
    """Return the requests that created a public message in ``channel``, in order: channel
    posts and public interaction follow-ups (not one that filled a "thinking…" answer in)."""
    out = []
    for r in fake.requests:
        made = r.response
        if r.method != "POST" or not isinstance(made, dict) or "id" not in made:
            continue
        if not (r.path.endswith("/messages") or _FOLLOW_UP.match(r.path)):
            continue
        if str(made.get("channel_id")) == str(channel.id) and not int(made.get("flags") or 0) & 64:
            out.append(r)
    return out
