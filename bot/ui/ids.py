"""The one module that builds and parses every custom_id the bot puts on a component.

Format: ``h1:<area>:<verb>:<game id>[:<more>]`` — ``h1`` names this bot and the version of the
format. Ids carry no secret (never a card of a hand) and are at most 100 characters. Numbers are
ASCII digits of bounded width (every one fits an SQLite integer): an id with a longer number
matches no template, so it is answered as unknown, never looked up.
"""

from __future__ import annotations

import re
from typing import Final

MAX_LENGTH: Final = 100
PREFIX: Final = "h1"
SQLITE_MAX: Final = 2**63 - 1
"""Every number in an id must fit an SQLite integer; the templates' widths make sure of it."""
GAME_ID = r"(?P<game>[1-9][0-9]{0,17})"
"""At most 18 digits: below 2**63, so a forged id past SQLite's range is simply not ours."""

LOBBY_ACTIONS: Final = ("join", "leave", "start", "cancel")
LOBBY_TEMPLATE: Final = rf"{PREFIX}:lobby:(?P<action>{'|'.join(LOBBY_ACTIONS)}):{GAME_ID}"

TABLE_ACTIONS: Final = ("hand", "rules")
TABLE_TEMPLATE: Final = rf"{PREFIX}:table:(?P<action>{'|'.join(TABLE_ACTIONS)}):{GAME_ID}"

VERSION = r"(?P<version>0|[1-9][0-9]{0,11})"
WORD = r"[a-z]{1,12}"
"""A game's own verb (a panel button) or field (a panel select): the house routes the click to
the game's adapter, which says which words it knows (``GameAdapter.verbs`` and ``.fields``)."""
HAND_TEMPLATE: Final = (
    rf"{PREFIX}:hand:(?P<action>{WORD}):{GAME_ID}:{VERSION}:"
    r"(?P<arg>0|[1-9][0-9]?)"  # i18n: not words (a custom_id pattern)
)
PICK_TEMPLATE: Final = rf"{PREFIX}:pick:(?P<field>{WORD}):{GAME_ID}:{VERSION}"

LOG_ACTIONS: Final = ("prev", "next")
PAGE = r"(?P<page>[1-9][0-9]{0,8})"
"""A page of a game's move log, counted from its first moves (at most 9 digits)."""
LOG_TEMPLATE: Final = rf"{PREFIX}:log:(?P<action>{'|'.join(LOG_ACTIONS)}):{GAME_ID}:{PAGE}"

HISTORY_WHERE: Final = ("channel", "server")
WHERE = rf"(?P<where>{'|'.join(HISTORY_WHERE)})"
KIND = rf"(?P<kind>{WORD})"
HISTORY_TEMPLATE: Final = rf"{PREFIX}:history:{WHERE}:{KIND}:{GAME_ID}"
"""A history's "Older games": the games of that kind before game ``game`` (of the channel or
the whole server where it is clicked)."""
REPLAY_ACTIONS: Final = ("first", "prev", "next", "last", "jump", "goto", "export")
"""The replay viewer's buttons (``jump`` opens the modal; ``goto`` is the modal itself, and
``jump`` its text input: both are ids of ours too; ``export`` sends the game as JSON)."""
STEP = r"(?P<step>0|[1-9][0-9]{0,5})"
"""A step of a replay: 0 is the start, k the table after move k (at most 6 digits)."""
REPLAY_TEMPLATE: Final = rf"{PREFIX}:replay:(?P<action>{'|'.join(REPLAY_ACTIONS)}):{GAME_ID}:{STEP}"

RESIGN_ACTIONS: Final = ("yes", "no")
RESIGN_TEMPLATE: Final = rf"{PREFIX}:resign:(?P<action>{'|'.join(RESIGN_ACTIONS)}):{GAME_ID}"
"""The private confirmation of ``/<game> resign``: resign for good, or keep playing."""
AGAIN_TEMPLATE: Final = rf"{PREFIX}:again:(?P<action>play):{GAME_ID}"
"""A finished game's "Play again" button on its final table."""

TEMPLATES: list[str] = [
    RESIGN_TEMPLATE,
    AGAIN_TEMPLATE,
    LOBBY_TEMPLATE,
    TABLE_TEMPLATE,
    HAND_TEMPLATE,
    PICK_TEMPLATE,
    LOG_TEMPLATE,
    HISTORY_TEMPLATE,
    REPLAY_TEMPLATE,
]
"""Every template a DynamicItem is registered under; ids matching none are answered as stale."""


def checked(custom_id: str, template: str) -> str:
    """Return ``custom_id`` after checking its length and that it fullmatches ``template``."""
    if not 1 <= len(custom_id) <= MAX_LENGTH:
        raise ValueError(f"custom_id of {len(custom_id)} characters: {custom_id!r}")
    if re.fullmatch(template, custom_id) is None:
        raise ValueError(f"custom_id {custom_id!r} does not match {template!r}")
    return custom_id


def lobby(action: str, game_id: int) -> str:
    """Return the id of a lobby button."""
    return checked(f"{PREFIX}:lobby:{action}:{game_id}", LOBBY_TEMPLATE)


def table(action: str, game_id: int) -> str:
    """Return the id of a button on the public table."""
    return checked(f"{PREFIX}:table:{action}:{game_id}", TABLE_TEMPLATE)


def hand(action: str, game_id: int, version: int, arg: int = 0) -> str:
    """Return the id of a button on a private hand panel drawn at ``version``.

    ``action`` is one of the game's verbs; ``arg`` a small number the verb needs (never a card
    of the hand).
    """
    return checked(f"{PREFIX}:hand:{action}:{game_id}:{version}:{arg}", HAND_TEMPLATE)


def pick(field: str, game_id: int, version: int) -> str:
    """Return the id of a select on a private hand panel drawn at ``version``."""
    return checked(f"{PREFIX}:pick:{field}:{game_id}:{version}", PICK_TEMPLATE)


def log(action: str, game_id: int, page: int) -> str:
    """Return the id of a button of the move log that shows page ``page`` (public moves only)."""
    return checked(f"{PREFIX}:log:{action}:{game_id}:{page}", LOG_TEMPLATE)


def history(where: str, kind: str, before: int) -> str:
    """Return the id of a history's "Older games" button: the games before game ``before``."""
    return checked(f"{PREFIX}:history:{where}:{kind}:{before}", HISTORY_TEMPLATE)


def replay(action: str, game_id: int, step: int) -> str:
    """Return the id of a replay viewer's button showing step ``step`` of a finished game
    (for ``jump`` and ``goto``: the step shown when the jump was asked)."""
    return checked(f"{PREFIX}:replay:{action}:{game_id}:{step}", REPLAY_TEMPLATE)


def resign(action: str, game_id: int) -> str:
    """Return the id of a button of the resignation's private confirmation."""
    return checked(f"{PREFIX}:resign:{action}:{game_id}", RESIGN_TEMPLATE)


def again(game_id: int) -> str:
    """Return the id of a finished game's "Play again" button."""
    return checked(f"{PREFIX}:again:play:{game_id}", AGAIN_TEMPLATE)


def is_ours(custom_id: str) -> bool:
    """Say whether an id fullmatches one of the registered templates."""
    return any(re.fullmatch(t, custom_id) for t in TEMPLATES)


def game_of(custom_id: str) -> int | None:
    """Return the game id in one of our ids, or None."""
    for template in TEMPLATES:
        match = re.fullmatch(template, custom_id)
        if match is not None:
            return int(match["game"])
    return None
