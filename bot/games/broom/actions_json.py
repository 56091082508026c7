"""The canonical JSON of ``broom`` actions and ``do`` objects (B-J1, B-J3, B-J4's form check)."""

from __future__ import annotations

from typing import Any

from bot.engine import InvalidState
from bot.games.broom.ruleset import RESOURCES
from bot.games.broom.state import Action, Do, FistChoice, Perform, Pick, Play, Works

KEYS = {
    "pick": {"type", "roles"},
    "play": {"type", "role", "stance"},
    "perform": {"type", "do"},
    "fist": {"type", "resources"},
    "works": {"type", "hand_in"},
}


def _int(v: Any, where: str) -> int:
    if type(v) is not int:
        raise InvalidState(f"invalid broom action (B-J1): {where} must be an integer")
    return v


def _str(v: Any, where: str) -> str:
    if type(v) is not str:
        raise InvalidState(f"invalid broom action (B-J1): {where} must be a string")
    return v


def do_from_json(data: Any) -> Do:
    """Read a ``do`` object (B-J4's form)."""
    if not isinstance(data, dict):
        raise InvalidState("invalid broom action (B-J1): do must be an object")
    unknown = set(data) - {"gain", "move", "deliver", "charm", "reward"}
    if unknown:
        raise InvalidState(f"invalid broom action (B-J1): do has unknown keys {sorted(unknown)}")
    gain = _int(data["gain"], "gain") if "gain" in data else None
    move = None
    if "move" in data:
        m = data["move"]
        if not isinstance(m, dict) or set(m) != {"pawn", "to"}:
            raise InvalidState("invalid broom action (B-J1): move has exactly pawn and to")
        move = (_int(m["pawn"], "move.pawn"), _str(m["to"], "move.to"))
    deliver = None
    if "deliver" in data:
        d = data["deliver"]
        if not isinstance(d, dict) or "tower" not in d or set(d) - {"tower", "pawn"}:
            raise InvalidState("invalid broom action (B-J1): deliver has tower and at most pawn")
        pawn = _int(d["pawn"], "deliver.pawn") if "pawn" in d else None
        deliver = (pawn, _str(d["tower"], "deliver.tower"))
    charm = _str(data["charm"], "charm") if "charm" in data else None
    reward = None
    if "reward" in data:
        r = data["reward"]
        if not isinstance(r, dict) or set(r) - {"resource"}:
            raise InvalidState("invalid broom action (B-J1): reward has no key or only resource")
        reward = (_str(r["resource"], "reward.resource"),) if "resource" in r else ()
    return Do(gain, move, deliver, charm, reward)


def do_to_json(do: Do) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if do.gain is not None:
        out["gain"] = do.gain
    if do.move is not None:
        out["move"] = {"pawn": do.move[0], "to": do.move[1]}
    if do.deliver is not None:
        pawn, tower = do.deliver
        out["deliver"] = {"tower": tower} if pawn is None else {"pawn": pawn, "tower": tower}
    if do.charm is not None:
        out["charm"] = do.charm
    if do.reward is not None:
        out["reward"] = {"resource": do.reward[0]} if do.reward else {}
    return out


def action_from_json(data: Any) -> Action:
    """Read an action; raise ``InvalidState`` if its form is wrong (B-J4, check 3)."""
    if not isinstance(data, dict) or data.get("type") not in KEYS:
        raise InvalidState(
            "invalid broom action (B-J1): an action is an object whose type is pick, play, "
            "perform, fist or works"
        )
    kind = data["type"]
    keys = set(KEYS[kind])
    if kind == "play" and data.get("stance") == "cowardly":
        keys.add("do")
    if set(data) != keys:
        raise InvalidState(
            f"invalid broom action (B-J1): a {kind} action has exactly the keys {sorted(keys)}"
        )
    if kind == "pick":
        roles = data["roles"]
        if not isinstance(roles, list):
            raise InvalidState("invalid broom action (B-J1): roles must be a list")
        return Pick(tuple(_str(r, "roles[]") for r in roles))
    if kind == "play":
        if data["stance"] not in ("brave", "cowardly"):
            raise InvalidState("invalid broom action (B-J1): stance must be brave or cowardly")
        do = do_from_json(data["do"]) if "do" in data else None
        return Play(_str(data["role"], "role"), data["stance"], do)
    if kind == "perform":
        return Perform(do_from_json(data["do"]))
    if kind == "fist":
        r = data["resources"]
        if not isinstance(r, dict) or set(r) != set(RESOURCES):
            raise InvalidState(
                "invalid broom action (B-J1): resources has exactly orange, green, purple and wand"
            )
        o, g, p, w = (_int(r[k], f"resources.{k}") for k in RESOURCES)
        return FistChoice((o, g, p, w))
    hand_in = data["hand_in"]
    if type(hand_in) is not bool:
        raise InvalidState("invalid broom action (B-J1): hand_in must be true or false")
    return Works(hand_in)


def fist_json(fist: tuple[int, ...]) -> dict[str, int]:
    return dict(zip(RESOURCES, fist, strict=True))


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Pick):
        return {"type": "pick", "roles": list(action.roles)}
    if isinstance(action, Play):
        out: dict[str, Any] = {"type": "play", "role": action.role, "stance": action.stance}
        if action.do is not None:
            out["do"] = do_to_json(action.do)
        return out
    if isinstance(action, Perform):
        return {"type": "perform", "do": do_to_json(action.do)}
    if isinstance(action, FistChoice):
        return {"type": "fist", "resources": fist_json(action.resources)}
    return {"type": "works", "hand_in": action.hand_in}
