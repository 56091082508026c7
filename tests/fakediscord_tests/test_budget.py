"""The fake's requests classified by route and by the global rate limit (Discord's docs: the
interaction callback and the interaction webhooks are not bound to it)."""

from __future__ import annotations

from tests.fakediscord.budget import by_route, limited, rate_limited, route
from tests.fakediscord.state import RequestRecord


def request(method: str, path: str) -> RequestRecord:
    return RequestRecord(method, path, {}, None)


def test_routes_lose_their_ids_and_tokens_and_only_interaction_routes_are_free() -> None:
    token = "fake-interaction-token.1323802873187794980.p8nPrgL9cX3bWP"
    cases = {
        ("POST", "/interactions/1323802873187794980/tok-en/callback"): (
            "POST /interactions/{id}/{token}/callback",
            False,
        ),
        ("POST", f"/webhooks/1323802873040994305/{token}"): ("POST /webhooks/{app}/{token}", False),
        ("PATCH", f"/webhooks/1323802873040994305/{token}/messages/@original"): (
            "PATCH /webhooks/{app}/{token}/messages/@original",
            False,
        ),
        ("DELETE", f"/webhooks/1323802873040994305/{token}/messages/1323802873187794999"): (
            "DELETE /webhooks/{app}/{token}/messages/{id}",
            False,
        ),
        ("POST", "/channels/1323802873061965830/messages"): ("POST /channels/{id}/messages", True),
        ("DELETE", "/channels/1323802873061965830/messages/1323802873187794999"): (
            "DELETE /channels/{id}/messages/{id}",
            True,
        ),
        ("GET", "/users/@me"): ("GET /users/@me", True),
    }
    records = [request(m, p) for m, p in cases]
    assert [(route(r), rate_limited(r)) for r in records] == list(cases.values())
    assert limited(records) == [r for r in records if rate_limited(r)]
    assert by_route(records * 2)["POST /channels/{id}/messages"] == 2
