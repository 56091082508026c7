"""The ``broom`` ruleset: the settings of docs/rules/broom.md and its data bundle, validated.

A ruleset names its bundle (B-J2): the five data files (board, clouds, roles, events,
lightning) under ``data/broom/``. A state stores only ``"broom/<bundle>"``, so a bundle is
immutable: an admin's transcription of the printed game is a new ruleset file with a new
bundle name. Every assumption of the contract that is a value or a choice is a setting here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from bot import resources
from bot.engine.reading import RulesetFields
from bot.games.broom.checkdata import check_documents, errors

_FIELDS = RulesetFields("broom")
_fail = _FIELDS.fail
_int = _FIELDS.integer
_choice = _FIELDS.choice
_text = _FIELDS.text

COLOURS: Final = ("orange", "green", "purple")
RESOURCES: Final = (*COLOURS, "wand")
LAND: Final = ("forest", "prairie", "hill", "mountain")
STANCES: Final = ("brave", "cowardly")
FILE_KEYS: Final = ("board", "clouds", "roles", "events", "lightning")
CHOICES: Final[dict[str, tuple[Any, ...]]] = {
    "first_player": ("seed",),  # B-S1 (assumption): drawn from the seed
    "pick_final": (True,),  # B-P2 (assumption): a submitted pick is final
    "rebuild_skips_shown": (True,),  # B-X3 (assumption)
    "gatherer_gain_whole": (True,),  # B-A2 (assumption): never declined nor split
    "cloud_adjacent": ("edge",),  # B-W3 (assumption)
    "brave_heart": ("leader_only",),  # B-E6 (assumption): followers choose freely
    "works_secret": (True,),  # B-E11 (assumption): chosen secretly, revealed together
    "tie": ("most_resources_then_share",),  # B-F4
}
"""The contract's assumptions about procedure, as settings. Each has one value so far: a
ruleset that needs another reading gets it implemented first (the reader refuses the rest)."""
KEYS: Final = frozenset(
    {
        "game",
        "name",
        "description",
        "bundle",
        *FILE_KEYS,
        "min_players",
        "max_players",
        "rounds",
        "pick_size",
        "start_vp",
        "start_potions",
        "start_wands",
        "start_wands_first_and_last",
        "start_wands_two_players",
        "events_used",
        "set_vp",
        *CHOICES,
    }
)


@dataclass(frozen=True, slots=True)
class Tower:
    id: str
    shape: str
    colour: str
    vp: int
    wands: int
    regions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Role:
    id: str
    kind: str
    colour: str | None
    landscapes: tuple[str, ...]
    """A witch's landscape (one) or a druid's two; () for the others."""
    gains: dict[str, tuple[tuple[int, int, int, int], ...]]
    """A gatherer's alternatives by stance, as (orange, green, purple, wand) counts."""
    names: dict[str, str]


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    timing: str
    effect: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Bundle:
    """The five data files of a bundle, read and indexed."""

    board_id: str
    regions: tuple[str, ...]
    board_name: str
    """The board's own name without the note in brackets: "Hoard Vale"."""
    board_design: bool
    """Hoard's own design (``provenance: design``) rather than a transcription of a printed map."""
    landscape: dict[str, str]
    region_names: dict[str, str]
    adjacent: dict[str, frozenset[str]]
    castles: tuple[str, ...]
    spaces: tuple[str, ...]
    space_region: dict[str, str]
    towers: tuple[Tower, ...]
    tower: dict[str, Tower]
    tiles: tuple[str, ...]
    stars: dict[str, int]
    lightning: dict[str, int]
    roles: tuple[Role, ...]
    role: dict[str, Role]
    bewitched_vp: int
    brave_bonus: dict[str, int]
    events: tuple[Card, ...]
    event: dict[str, Card]
    lightning_vp: tuple[int, ...]
    further_vp: int

    @property
    def role_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.roles)

    def touching(self, region: str) -> tuple[Tower, ...]:
        """The towers whose base touches ``region``, in ``towers`` order (B-D2)."""
        return tuple(t for t in self.towers if region in t.regions)


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A validated ``broom`` ruleset with its bundle."""

    name: str
    description: str
    bundle: str
    files: tuple[str, ...]
    min_players: int
    max_players: int
    rounds: int
    pick_size: int
    start_vp: int
    start_potions: int
    start_wands: int
    start_wands_first_and_last: int
    start_wands_two_players: int
    events_used: int
    set_vp: tuple[int, int]
    """VP of a set of 4 different resources, and of 3 (B-F3)."""
    choices: tuple[tuple[str, Any], ...]
    data: Bundle = field(compare=False, repr=False)

    @property
    def ref(self) -> str:
        """The ``ruleset`` value of a state (B-J2)."""
        return f"broom/{self.bundle}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": "broom",
            "name": self.name,
            "description": self.description,
            "bundle": self.bundle,
            **dict(zip(FILE_KEYS, self.files, strict=True)),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "rounds": self.rounds,
            "pick_size": self.pick_size,
            "start_vp": self.start_vp,
            "start_potions": self.start_potions,
            "start_wands": self.start_wands,
            "start_wands_first_and_last": self.start_wands_first_and_last,
            "start_wands_two_players": self.start_wands_two_players,
            "events_used": self.events_used,
            "set_vp": {"4": self.set_vp[0], "3": self.set_vp[1]},
        }
        out.update(dict(self.choices))
        return out


def _read(relative: str, suffix: str) -> Any:
    if not relative.startswith("broom/") or ".." in relative or not relative.endswith(suffix):
        raise _fail(f"{relative!r} is not a {suffix} data file of data/broom/")
    try:
        if suffix == ".csv":
            return [dict(row) for row in resources.read_csv(relative)]
        return resources.read_json(relative)
    except (OSError, ValueError) as err:
        raise _fail(f"cannot read data/{relative}: {err}") from err


def _fist(alt: dict[str, int]) -> tuple[int, int, int, int]:
    o, g, p, w = (int(alt.get(k, 0)) for k in RESOURCES)
    return (o, g, p, w)


def read_bundle(files: tuple[str, ...]) -> Bundle:
    """Read and check a bundle's five files; refuse it in one line if it has an error."""
    suffixes = (".json", ".csv", ".json", ".json", ".json")
    board, clouds, roles, events, light = (
        _read(f, s) for f, s in zip(files, suffixes, strict=True)
    )
    return bundle_from_documents(board, clouds, roles, events, light, files[0])


def bundle_from_documents(
    board: Any, clouds: Any, roles: Any, events: Any, light: Any, where: str
) -> Bundle:
    """Index a bundle's parsed documents; refuse it in one line (naming ``where``) if
    ``checkdata`` finds an error in it."""
    bad = errors(check_documents(board, clouds, roles, events, light))
    if bad:
        raise _fail(f"the bundle {where} is not playable: {bad[0][len('error: ') :]}")
    adjacent: dict[str, set[str]] = {r["id"]: set() for r in board["regions"]}
    for a, c in board["edges"]:
        adjacent[a].add(c)
        adjacent[c].add(a)
    towers = tuple(
        Tower(t["id"], t["shape"], t["colour"], t["vp"], t.get("wands", 0), tuple(t["regions"]))
        for t in board["towers"]
    )
    role_list = tuple(
        Role(
            r["id"],
            r["kind"],
            r.get("colour"),
            tuple(r.get("landscapes", [r["landscape"]] if "landscape" in r else [])),
            {s: tuple(_fist(a) for a in r[s].get("gain", [])) for s in STANCES},
            dict(r.get("names", {})),
        )
        for r in roles["roles"]
    )
    cards = tuple(Card(e["id"], e["timing"], dict(e["effect"])) for e in events["events"])
    return Bundle(
        board_id=board["id"],
        regions=tuple(r["id"] for r in board["regions"]),
        board_name=str(board["name"]).split(" (")[0],
        board_design=board.get("provenance") != "printed",
        landscape={r["id"]: r["landscape"] for r in board["regions"]},
        region_names={r["id"]: r["name"] for r in board["regions"]},
        adjacent={k: frozenset(v) for k, v in adjacent.items()},
        castles=tuple(board["castles"]),
        spaces=tuple(s["id"] for s in board["cloud_spaces"]),
        space_region={s["id"]: s["region"] for s in board["cloud_spaces"]},
        towers=towers,
        tower={t.id: t for t in towers},
        tiles=tuple(c["id"] for c in clouds if c["kind"] == "heavy"),
        stars={c["id"]: int(c["stars"]) for c in clouds},
        lightning={c["id"]: int(c["lightning"]) for c in clouds},
        roles=role_list,
        role={r.id: r for r in role_list},
        bewitched_vp=int(roles["bewitched_penalty_vp"]),
        brave_bonus={k: int(v) for k, v in roles["brave_bonus_vp"].items()},
        events=cards,
        event={c.id: c for c in cards},
        lightning_vp=tuple(light["vp_by_lightning"]),
        further_vp=int(light.get("each_further_lightning_vp", 0)),
    )


def ruleset_from_json(data: Any) -> Ruleset:
    """Validate a ruleset document and read its bundle; raise ``InvalidState`` if not valid."""
    name, description = _FIELDS.header(data, KEYS)
    bundle = _text(data, "bundle", "", 40)
    if not bundle or not bundle.replace("-", "").isalnum():
        raise _fail("bundle must be a name of letters, digits and dashes (B-J2)")
    files = tuple(_text(data, k, f"broom/{k}", 100) for k in FILE_KEYS)
    low = _int(data, "min_players", 2, 5, "B-C1")
    high = _int(data, "max_players", 2, 5, "B-C1")
    if low > high:
        raise _fail(f"min_players ({low}) is above max_players ({high}) (B-C1)")
    set_vp = data.get("set_vp")
    if not isinstance(set_vp, dict) or set(set_vp) != {"4", "3"}:
        raise _fail('set_vp must give the VP of a set of "4" and of "3" resources (B-F3)')
    pick_size = _int(data, "pick_size", 1, 10, "B-P1")
    rs = Ruleset(
        name=name,
        description=description,
        bundle=bundle,
        files=files,
        min_players=low,
        max_players=high,
        rounds=_int(data, "rounds", 1, 7, "B-R1"),
        pick_size=pick_size,
        start_vp=_int(data, "start_vp", 0, 100, "B-S2"),
        start_potions=_int(data, "start_potions", 0, 10, "B-S2"),
        start_wands=_int(data, "start_wands", 0, 10, "B-S3"),
        start_wands_first_and_last=_int(data, "start_wands_first_and_last", 0, 10, "B-S3"),
        start_wands_two_players=_int(data, "start_wands_two_players", 0, 10, "B-S3"),
        events_used=_int(data, "events_used", 1, 10, "B-S5"),
        set_vp=(_int(set_vp, "4", 0, 50, "B-F3"), _int(set_vp, "3", 0, 50, "B-F3")),
        choices=tuple((k, _choice(data, k, v, "B-J2")) for k, v in CHOICES.items()),
        data=read_bundle(files),
    )
    if rs.events_used < rs.rounds:
        raise _fail("events_used must be at least rounds: one event per round (B-E1)")
    return rs
