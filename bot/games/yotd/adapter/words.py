"""``yotd``'s small words, shared by its table, its panel, its events and its rules card.

Every id is said with a mark (an emoji, the same in every language) and its name from the
catalogue: persons, tiles (the type, its age, its value and its symbols), action cards,
events, yuan, rice, fireworks and privileges. A person is told apart by its mark AND its name,
never by colour. The persons' values and symbols are the ruleset's (Y-C1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.games.yotd.moves import ACTIONS, EVENTS, TYPES, tile_type
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.seen import PlayerSeen
from bot.i18n import listing, voice

PERSON_MARKS: Mapping[str, str] = {  # i18n: not words (marks)
    "craftsman": "🔨",
    "court_lady": "👘",
    "pyrotechnist": "🚀",
    "tax_collector": "💰",
    "warrior": "🪖",
    "monk": "🧘",
    "healer": "🩺",
    "farmer": "🌾",
    "scholar": "📖",
    "wild": "🃏",
}
"""One mark per person type (and the wild card): told apart by shape, never colour alone."""

ACTION_MARKS: Mapping[str, str] = {  # i18n: not words (marks)
    "taxes": "💴",
    "build": "🏯",
    "harvest": "🍚",
    "fireworks": "🎆",
    "military": "⚔️",
    "research": "📜",
    "privilege": "🐉",
}
EVENT_MARKS: Mapping[str, str] = {  # i18n: not words (marks)
    "peace": "🕊️",
    "imperial_tribute": "👑",
    "drought": "🏜️",
    "dragon_festival": "🏮",
    "mongol_invasion": "🏹",
    "contagion": "🦠",
}
YUAN, RICE, FIREWORKS, POINTS, TRACK, DRAGON = "💴", "🍚", "🎆", "⭐", "👣", "🐉"
"""The marks of the resources, the score, the person track and a privilege's dragon."""

assert set(PERSON_MARKS) == {*TYPES, "wild"} and set(ACTION_MARKS) == set(ACTIONS)
assert set(EVENT_MARKS) == set(EVENTS)


def person_name(kind: str, language: str) -> str:
    """A person type's (or the wild card's) name, capitalised: "Monk" (``yotd.ftl``)."""
    return voice(language)("yotd-card", card=kind)


def person_label(kind: str, language: str) -> str:
    """A person type with its mark: "🧘 Monk"."""
    return f"{PERSON_MARKS[kind]} {person_name(kind, language)}"


def tile_name(tile: str, language: str) -> str:
    """A tile kind with its mark and age: "🧘 Old Monk"; a young-only type has no age."""
    return f"{PERSON_MARKS[tile_type(tile)]} {voice(language)('yotd-tile', tile=tile)}"


def tile_text(tile: str, language: str, ruleset: Ruleset) -> str:
    """A tile with what it is worth: "🧘 Old Monk · 2 steps · 🧘×2" (Y-C1)."""
    return voice(language)(
        "yotd-table-tile-facts",
        tile=tile_name(tile, language),
        value=ruleset.value[tile],
        symbols=f"{PERSON_MARKS[tile_type(tile)]}×{ruleset.symbols[tile]}",
    )


def action_name(card: str, language: str) -> str:
    """An action card's name: "Taxes"."""
    return voice(language)("yotd-action", action=card)


def action_label(card: str, language: str) -> str:
    """An action card with its mark: "💴 Taxes"."""
    return f"{ACTION_MARKS[card]} {action_name(card, language)}"


def event_name(event: str, language: str) -> str:
    """An event's name: "Drought"."""
    return voice(language)("yotd-event", event=event)


def event_label(event: str, language: str) -> str:
    """An event with its mark: "🏜️ Drought"."""
    return f"{EVENT_MARKS[event]} {event_name(event, language)}"


def persons_text(persons: Sequence[str], language: str) -> str:
    """The persons of a palace, short: "🧘 Old Monk, 🌾 Young Farmer"; none: "empty"."""
    if not persons:
        return voice(language)("yotd-table-empty")
    return ", ".join(tile_name(t, language) for t in persons)


def palace_text(index: int, floors: int, persons: Sequence[str], language: str) -> str:
    """A palace: "🏯2 · 3 floors: 🧘 Old Monk, 🌾 Young Farmer"."""
    return voice(language)(
        "yotd-table-palace",
        number=str(index + 1),
        floors=floors,
        persons=persons_text(persons, language),
    )


def privileges_text(small: int, large: int, language: str) -> str:
    """Privileges held: "🐉 1 small, 1 large"; none: "none"."""
    return voice(language)("yotd-table-privileges", small=small, large=large)


def resources_text(player: PlayerSeen, language: str) -> str:
    """A player's resources and score in words: "💴 8 yuan · 🍚 1 rice · 🎆 2 fireworks ·
    ⭐ 4 points" (the panel's own, where there is room for the words)."""
    say = voice(language)
    return " · ".join(  # i18n: not words (a separator)
        f"{mark} {say(key, count=count)}"
        for mark, key, count in (
            (YUAN, "yotd-yuan", player.yuan),
            (RICE, "yotd-rice", player.rice),
            (FIREWORKS, "yotd-fireworks", player.fireworks),
            (POINTS, "yotd-points", player.points),
        )
    )


def palace_name(index: int, language: str) -> str:
    """A palace by its number: "Palace 2"."""
    return voice(language)("yotd-palace", palace=str(index + 1))


def floors_text(count: int, language: str) -> str:
    """Floors counted: "3 floors"."""
    return voice(language)("yotd-floors", count=count)


def names_list(names: Sequence[str], language: str) -> str:
    """Names joined as a sentence joins them: "Ann, Bo and Cy"."""
    return listing(names).render(language)
