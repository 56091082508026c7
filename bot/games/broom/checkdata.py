"""Check a Broom Service data bundle (docs/rules/broom.md, data/broom/README.md): pure.

``check_texts`` takes the texts of the five files (``board.json``, ``clouds.csv``,
``roles.json``, ``events.json``, ``lightning.json``) and returns the problems, one line each:
``"error: …"`` for what the rules cannot work with, ``"warning: …"`` where the data depart from
what is known of the printed game (a transcription of the printed board gives no warning).
``check_documents`` does the same on parsed documents (the ruleset reader uses it). No I/O: the
admin command that reads the files and prints the lines is the caller's.
"""

from __future__ import annotations

import csv
import itertools
import json
from collections import Counter, deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

COLOURS: Final = ("orange", "green", "purple")
LAND: Final = ("forest", "prairie", "hill", "mountain")
RESOURCES: Final = (*COLOURS, "wand")
FILES: Final = ("board.json", "clouds.csv", "roles.json", "events.json", "lightning.json")


class _Report:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def err(self, msg: str) -> None:
        self.lines.append(f"error: {msg}")

    def warn(self, msg: str) -> None:
        self.lines.append(f"warning: {msg}")


def _board(r: _Report, b: Any) -> None:
    regions = {x["id"]: x for x in b["regions"]}
    if len(regions) != len(b["regions"]):
        r.err("board: duplicate region ids")
    for x in b["regions"]:
        if x["landscape"] not in (*LAND, "water"):
            r.err(f"board: region {x['id']} has unknown landscape {x['landscape']!r}")
    adj: dict[str, set[str]] = {rid: set() for rid in regions}
    seen: set[tuple[str, str]] = set()
    for a, c in b["edges"]:
        if a not in regions or c not in regions:
            r.err(f"board: edge {a}-{c} names an unknown region")
            continue
        if a == c:
            r.err(f"board: edge {a}-{c} is a loop")
        key = (min(a, c), max(a, c))
        if key in seen:
            r.err(f"board: edge {a}-{c} is listed twice")
        seen.add(key)
        adj[a].add(c)
        adj[c].add(a)
    land = {rid for rid, x in regions.items() if x["landscape"] != "water"}
    castles = b["castles"]
    if len(castles) != 2:
        r.warn(f"board: {len(castles)} castles (the printed front side has 2)")
    for c in castles:
        if c not in land:
            r.err(f"board: castle {c} is not a land region")
        elif not regions[c].get("castle"):
            r.err(f"board: castle {c} is not flagged castle=true")
    if {rid for rid, x in regions.items() if x.get("castle")} != set(castles):
        r.err("board: 'castles' and the regions' castle flags disagree")
    if not land:
        r.err("board: no land region")
        return
    start = castles[0] if castles and castles[0] in land else min(land)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if v in land and v not in dist:
                dist[v] = dist[u] + 1
                queue.append(v)
    if land - set(dist):
        r.err(f"board: land regions unreachable from {start}: {sorted(land - set(dist))}")
    counts = Counter(regions[x]["landscape"] for x in land)
    for lt in LAND:
        if counts[lt] == 0:
            r.err(f"board: no {lt} region (its witch could never move)")
    spaces = b["cloud_spaces"]
    if len({s["id"] for s in spaces}) != len(spaces):
        r.err("board: duplicate cloud space ids")
    for s in spaces:
        if s["region"] not in land:
            r.err(f"board: cloud space {s['id']} is not in a land region")
        if s["region"] in castles:
            r.err(f"board: cloud space {s['id']} is in a castle region")
    if len(spaces) != 18:
        r.warn(f"board: {len(spaces)} cloud spaces (the printed front side has 18)")
    _towers(r, b["towers"], land, adj)


def _towers(r: _Report, towers: Sequence[Any], land: set[str], adj: dict[str, set[str]]) -> None:
    if len({t["id"] for t in towers}) != len(towers):
        r.err("board: duplicate tower ids")
    for t in towers:
        if t["shape"] not in ("round", "square"):
            r.err(f"board: tower {t['id']} has unknown shape {t['shape']!r}")
        if t["colour"] not in COLOURS:
            r.err(f"board: tower {t['id']} has unknown colour {t['colour']!r}")
        if type(t["vp"]) is not int or t["vp"] < 0:
            r.err(f"board: tower {t['id']} vp must be a whole number >= 0")
        if t.get("wands", 0) not in (0, 1, 2) or type(t.get("wands", 0)) is not int:
            r.err(f"board: tower {t['id']} wands must be 0, 1 or 2")
        rs = t["regions"]
        if not rs:
            r.err(f"board: tower {t['id']} touches no region")
        for x in rs:
            if x not in land:
                r.err(f"board: tower {t['id']} touches {x}, which is not a land region")
        for i, r1 in enumerate(rs):
            for r2 in rs[i + 1 :]:
                if r1 in adj and r2 not in adj[r1]:
                    r.warn(f"board: tower {t['id']} touches {r1} and {r2}, which are not adjacent")


def _clouds(r: _Report, rows: Sequence[Mapping[str, str]], n_spaces: int) -> None:
    if len({x["id"] for x in rows}) != len(rows):
        r.err("clouds.csv: duplicate ids")
    heavy = [x for x in rows if x["kind"] == "heavy"]
    if len(heavy) != 24:
        r.warn(f"clouds.csv: {len(heavy)} heavy clouds (the box has 24)")
    if len(heavy) < n_spaces:
        r.err(f"clouds.csv: {len(heavy)} heavy clouds cannot fill {n_spaces} cloud spaces")
    for x in rows:
        if int(x["stars"]) < 1 or int(x["lightning"]) < 0:
            r.err(f"clouds.csv: {x['id']} needs stars >= 1 and lightning >= 0")


def _roles(r: _Report, d: Any) -> None:
    roles = d["roles"]
    kinds = dict(Counter(x["kind"] for x in roles))
    want = {"gatherer": 3, "witch": 4, "druid": 2, "weather_fairy": 1}
    if kinds != want:
        r.err(f"roles.json: role kinds {kinds}, expected {want}")
    if len({x["id"] for x in roles}) != 10 or len(roles) != 10:
        r.err("roles.json: need 10 distinct role ids")
    if {x["colour"] for x in roles if x["kind"] == "gatherer"} != set(COLOURS):
        r.err("roles.json: the gatherers must cover the three potion colours")
    if {x["landscape"] for x in roles if x["kind"] == "witch"} != set(LAND):
        r.err("roles.json: the witches must cover the four land landscapes")
    druid_land = [lt for x in roles if x["kind"] == "druid" for lt in x["landscapes"]]
    if not set(druid_land) <= set(LAND):
        r.err("roles.json: a druid serves an unknown landscape")
    if set(druid_land) != set(LAND) or len(druid_land) != len(set(druid_land)):
        r.warn("roles.json: the druids do not split the four landscapes between them")
    for x in roles:
        if x["kind"] != "gatherer":
            continue
        for stance, n in (("brave", 3), ("cowardly", 1)):
            alts = x[stance]["gain"]
            if not alts:
                r.err(f"roles.json: {x['id']} {stance} lists no gain")
            for alt in alts:
                if set(alt) - set(RESOURCES) or any(
                    type(v) is not int or v < 0 for v in alt.values()
                ):
                    r.err(f"roles.json: {x['id']} {stance} gains an unknown resource")
                elif sum(alt.values()) != n:
                    total = sum(alt.values())
                    r.warn(f"roles.json: {x['id']} {stance} gains {total} resources (public: {n})")


EVENT_IDS: Final = (
    "more_or_less",
    "black_market",
    "black_distillery",
    "brave_heart",
    "perilous_places",
    "protected_places",
    "upper_hand",
    "empty_handed",
    "the_works",
    "flock_together",
)
"""The ten events the rules know (B-E3 … B-E12); a bundle gives their numbers."""


def _events(r: _Report, d: Any) -> None:
    ev = d["events"]
    if len(ev) != 10 or {e["id"] for e in ev} != set(EVENT_IDS):
        r.err(f"events.json: need the 10 events {', '.join(EVENT_IDS)}")
    timing = Counter(e["timing"] for e in ev)
    if timing != Counter({"before_pick": 1, "during_round": 3, "end_of_round": 6}):
        r.err(f"events.json: timings {dict(timing)}, the public split is 1 / 3 / 6")


def _lightning(r: _Report, d: Any) -> None:
    v = d["vp_by_lightning"]
    if not v or v[0] != 0 or any(b < a for a, b in itertools.pairwise(v)):
        r.err("lightning.json: the table must start at 0 and never decrease")
    if d.get("each_further_lightning_vp", 0) < 0:
        r.err("lightning.json: each_further_lightning_vp must be >= 0")


def _guarded(r: _Report, name: str, check: Callable[[], None]) -> None:
    try:
        check()
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as err:
        r.err(f"{name}: malformed ({type(err).__name__}: {err})")


def check_documents(
    board: Any, clouds: Sequence[Mapping[str, str]], roles: Any, events: Any, lightning: Any
) -> list[str]:
    """Return the problems of parsed documents, one line each (errors and warnings)."""
    r = _Report()
    _guarded(r, "board.json", lambda: _board(r, board))
    _guarded(r, "clouds.csv", lambda: _clouds(r, clouds, len(board["cloud_spaces"])))
    _guarded(r, "roles.json", lambda: _roles(r, roles))
    _guarded(r, "events.json", lambda: _events(r, events))
    _guarded(r, "lightning.json", lambda: _lightning(r, lightning))
    return r.lines


def check_texts(texts: Mapping[str, str]) -> list[str]:
    """Return the problems of a bundle given as its files' texts (keys: ``FILES``)."""
    missing = [f for f in FILES if f not in texts]
    if missing:
        return [f"error: missing file {f}" for f in missing]
    docs: dict[str, Any] = {}
    lines: list[str] = []
    for name in FILES:
        try:
            if name.endswith(".csv"):
                docs[name] = list(csv.DictReader(texts[name].splitlines()))
            else:
                docs[name] = json.loads(texts[name])
        except ValueError as err:
            lines.append(f"error: {name}: not readable ({err})")
    if lines:
        return lines
    return check_documents(*(docs[f] for f in FILES))


def errors(lines: Sequence[str]) -> list[str]:
    """Return the error lines of a report (a bundle with one cannot be played)."""
    return [line for line in lines if line.startswith("error: ")]
