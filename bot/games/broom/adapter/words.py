"""``broom``'s small words, shared by its table, its panel, its events and its rules card.

Every id is said with a mark (the same in every language) and its name from the catalogue
(``broom.ftl``): roles, events, resources, landscapes, towers. Regions are named by the board
(Hoard Vale's own place names, ``data/broom/board.json``): they are proper names, the same in
every language. A view names its bundle (``broom/<bundle>``); ``bundle_of`` finds its data.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from bot import resources
from bot.games.broom import RULES
from bot.games.broom.ruleset import RESOURCES, Bundle, Ruleset, Tower, ruleset_from_json
from bot.i18n import voice

RESOURCE_MARKS: Mapping[str, str] = {  # i18n: not words (marks)
    "orange": "🟠",
    "green": "🟢",
    "purple": "🟣",
    "wand": "🪄",
}
LAND_MARKS: Mapping[str, str] = {  # i18n: not words (marks)
    "forest": "🌲",
    "prairie": "🌾",
    "hill": "⛰️",
    "mountain": "🏔️",
    "water": "🌊",
}
KIND_MARKS: Mapping[str, str] = {  # i18n: not words (marks)
    "gatherer": "🧺",
    "witch": "🧹",
    "druid": "🌿",
    "weather_fairy": "🧚",
}
VP, CLOUD, STAR, LIGHTNING, PAWN, TOWER = "⭐", "☁️", "✦", "⚡", "♟️", "🗼"
"""The marks of VP, a cloud, its stars and lightning, a pawn and a tower."""


@functools.lru_cache(maxsize=8)
def ruleset_for(ref: str) -> Ruleset:
    """The ruleset a view names (``broom/<bundle>``, found as the codec finds it), read once per
    process: the table, the panel and the pictures all ask for it."""
    rs = RULES.standard()
    if ref != rs.ref:
        try:
            doc = resources.ruleset_json("broom", ref.removeprefix("broom/"))
        except OSError as err:
            raise ValueError(f"no registered broom ruleset {ref!r}") from err
        rs = ruleset_from_json(doc)
    return rs


def bundle_of(ref: str) -> Bundle:
    """The data of a view's bundle (``broom/<bundle>``): the standard one, or the ruleset file
    of that name."""
    return ruleset_for(ref).data


def role_mark(role: str, data: Bundle) -> str:
    """A role's mark: its kind's, with a gatherer's colour or a witch's landscape."""
    r = data.role[role]
    mark = KIND_MARKS.get(r.kind, "•")
    if r.colour is not None:
        return mark + RESOURCE_MARKS.get(r.colour, "")
    if r.kind == "witch" and r.landscapes:
        return mark + LAND_MARKS.get(r.landscapes[0], "")
    return mark


def role_name(role: str, language: str) -> str:
    """A role's name: "Forest witch" (``broom.ftl``)."""
    return voice(language)("broom-role", role=role)


def role_text(role: str, data: Bundle, language: str) -> str:
    """A role with its mark: "🧹🌲 Forest witch"."""
    return f"{role_mark(role, data)} {role_name(role, language)}"  # i18n: not words


def event_name(event: str, language: str) -> str:
    return voice(language)("broom-event", event=event)


def fist_text(fist: Sequence[int], *, zeros: bool = False) -> str:
    """Resources as marks: "🟠1 🟣2 🪄1" (zeros left out unless asked; "–" for none)."""
    parts = [
        f"{RESOURCE_MARKS[r]}{n}"  # i18n: not words (a mark and a number)
        for r, n in zip(RESOURCES, fist, strict=True)
        if n or zeros
    ]
    return " ".join(parts) or "–"


def region_text(region: str, data: Bundle) -> str:
    """A region as the board names it, with its landscape's mark: "🌲 Owlshade Wood"."""
    mark = LAND_MARKS.get(data.landscape.get(region, ""), "")
    return f"{mark} {data.region_names.get(region, region)}".strip()  # i18n: not words


def tower_text(tower: Tower, language: str) -> str:
    """A tower: "🗼 t01 🟣 round · 2⭐ +1🪄"."""
    return voice(language)(
        "broom-tower",
        id=tower.id,
        colour=RESOURCE_MARKS.get(tower.colour, ""),
        shape=tower.shape,
        vp=tower.vp,
        wands=tower.wands,
    )


def board_name(data: Bundle, language: str) -> str:
    """The board as a player sees it named: Hoard's own "Hoard Vale" in the reader's words, a
    printed map (an admin's transcription) by its own name, any other board by its name and
    "not the printed map"."""
    say = voice(language)
    if data.board_id.startswith("hoard-vale"):
        return say("broom-board")
    if data.board_design:
        return say("broom-board-other", board=data.board_name)
    return data.board_name
