"""The legal actions of a ``broom`` seat, cut into the steps the panel asks (B-Q1 … B-Q9).

An action's parameters (a ``Do``) become a path of small steps: a reward, a gain, nothing, or
pawn → region (→ tower), pawn → tower, a cloud. The panel offers the next step's options among
the legal ``do``s that match the steps already taken, and skips a step with one option: only
legal moves are ever shown, and each tap narrows the legal list (never re-derives a rule).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.broom.state import Do, FistChoice, Perform, Pick, Play, Works

Step = tuple[str, str]
"""One step of a path: (what, which): ("pawn", "0"), ("to", "f4"), ("tower", "t01")…"""


def path(do: Do) -> tuple[Step, ...]:
    """The steps that make ``do``."""
    if do.reward is not None:
        return (("reward", do.reward[0] if do.reward else ""),)
    if do.gain is not None:
        return (("gain", str(do.gain)),)
    if do.charm is not None:
        return (("cloud", do.charm),)
    if do.move is not None:
        pawn, to = do.move
        steps: tuple[Step, ...] = (("pawn", str(pawn)), ("to", to))
        tower = "" if do.deliver is None else do.deliver[1]
        return (*steps, ("tower", tower))
    if do.deliver is not None:
        pawn_or_none, tower = do.deliver
        return (("pawn", str(pawn_or_none or 0)), ("tower", tower))
    return (("none", ""),)


def matching(dos: Sequence[Do], prefix: Sequence[Step]) -> list[Do]:
    n = len(prefix)
    return [d for d in dos if path(d)[:n] == tuple(prefix)]


def options(dos: Sequence[Do], prefix: Sequence[Step]) -> list[Step]:
    """The distinct next steps after ``prefix``, in the legal list's order."""
    n = len(prefix)
    out: list[Step] = []
    for d in matching(dos, prefix):
        p = path(d)
        if len(p) > n and p[n] not in out:
            out.append(p[n])
    return out


def settle(dos: Sequence[Do], prefix: Sequence[Step]) -> tuple[Step, ...]:
    """``prefix`` carried on through every step that has a single option."""
    out = tuple(prefix)
    while len(matching(dos, out)) > 1:
        nxt = options(dos, out)
        if len(nxt) != 1:
            break
        out = (*out, nxt[0])
    return out


def chosen(dos: Sequence[Do], prefix: Sequence[Step]) -> Do | None:
    """The one legal ``do`` the steps name, if they name one."""
    found = matching(dos, settle(dos, prefix))
    return found[0] if len(found) == 1 else None


def read_prefix(dos: Sequence[Do], value: Any) -> tuple[Step, ...]:
    """A draft's steps, kept only while legal ones still follow them (else none)."""
    if not isinstance(value, list):
        return ()
    steps: list[Step] = []
    for item in value:
        if not (
            isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)
        ):
            return ()
        steps.append((item[0], item[1]))
    return tuple(steps) if matching(dos, steps) else ()


def hand_roles(legal: Sequence[Any]) -> list[str]:
    """The roles a lead may play (in ``roles.json`` order, as the legal list gives them)."""
    return list(dict.fromkeys(a.role for a in legal if isinstance(a, Play)))


def cowardly_dos(legal: Sequence[Any], role: str) -> list[Do]:
    return [a.do for a in legal if isinstance(a, Play) and a.role == role and a.do is not None]


def brave_of(legal: Sequence[Any], role: str) -> Play | None:
    return next(
        (a for a in legal if isinstance(a, Play) and a.role == role and a.stance == "brave"), None
    )


def perform_dos(legal: Sequence[Any]) -> list[Do]:
    return [a.do for a in legal if isinstance(a, Perform)]


def pick_sizes(legal: Sequence[Any]) -> list[int]:
    return sorted({len(a.roles) for a in legal if isinstance(a, Pick)})


def kind_of(legal: Sequence[Any]) -> str:
    """What the seat decides: pick, play (lead or follow), perform, fist, works, or none."""
    if not legal:
        return "none"
    first = legal[0]
    if isinstance(first, Pick):
        return "pick"
    if isinstance(first, Play):
        return "play"
    if isinstance(first, Perform):
        return "perform"
    if isinstance(first, FistChoice):
        return "fist"
    if isinstance(first, Works):
        return "works"
    return "none"
