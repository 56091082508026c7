"""Refusals speak the member's language: every ``UserFacingError`` and every refusal of the
rules has its words in English, Italian and Spanish, with no fallback and no raw key.

The reply Discord shows (the interaction's locale) is checked end to end in
``tests/e2e/test_refusal_languages.py``.
"""

from __future__ import annotations

import ast
import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.engine import IllegalAction
from bot.games import goofspiel, village
from bot.i18n import ENGLISH, LANGUAGES, Listing, Phrase, catalogue
from bot.services import GameService, errors
from bot.services.settings import GuildSettings, merged, parse_turn, settings_error

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [language for language in LANGUAGES if language != ENGLISH]
STATUSES = ("lobby", "running", "finished", "cancelled", "expired", "broken")

SAMPLES: dict[type[errors.UserFacingError], Callable[[], list[errors.UserFacingError]]] = {
    errors.GameNotFound: lambda: [errors.GameNotFound(), errors.GameNotFound(12)],
    errors.NoGameHere: lambda: [errors.NoGameHere(), errors.NoGameHere("village")],
    errors.ChannelBusy: lambda: [errors.ChannelBusy(12, 34)],
    errors.NotInLobby: lambda: [errors.NotInLobby(12, s) for s in STATUSES if s != "lobby"],
    errors.AlreadyJoined: lambda: [errors.AlreadyJoined(12)],
    errors.NotJoined: lambda: [errors.NotJoined(12)],
    errors.LobbyFull: lambda: [errors.LobbyFull(12, 1), errors.LobbyFull(12, 5)],
    errors.NotHost: lambda: [
        errors.NotHost(key)
        for key in (
            "errors-not-host-start",
            "errors-not-host-cancel",
            "errors-not-host-add-bot",
            "errors-not-host-remove-bot",
            "errors-not-host-mark-away",
        )
    ],
    errors.NotAllowed: lambda: [
        errors.NotAllowed("errors-manage-server"),
        errors.NotAllowed("errors-opener-role", role="7"),
    ],
    errors.NotEnoughPlayers: lambda: [
        errors.NotEnoughPlayers(1, 2),
        errors.NotEnoughPlayers(0, 2),
    ],
    errors.NotAPlayer: lambda: [errors.NotAPlayer(12)],
    errors.NotYourTurn: lambda: [
        errors.NotYourTurn(),
        errors.NotYourTurn([5]),
        errors.NotYourTurn([5, 6, 7]),
        errors.NotYourTurn([5, 6], chosen=True),
    ],
    errors.StaleBoard: lambda: [errors.StaleBoard(12)],
    errors.GameNotRunning: lambda: [
        errors.GameNotRunning(12, s) for s in STATUSES if s != "running"
    ],
    errors.GameBroken: lambda: [errors.GameBroken(12)],
    errors.StillSeated: lambda: [
        errors.StillSeated(5, ((4, "running"),)),
        errors.StillSeated(5, tuple((n, "lobby") for n in range(9))),
    ],
    errors.IllegalMove: lambda: [
        errors.IllegalMove("R-M1", Phrase("village-refusals-stall-empty", stall="2"))
    ],
    errors.BadRequest: lambda: [
        errors.BadRequest("errors-move-not-allowed"),
        errors.BadRequest("errors-seats-range", low=2, high=5),
    ],
    errors.InDirectMessages: lambda: [errors.InDirectMessages()],
    errors.WrongPlace: lambda: [errors.WrongPlace()],
    errors.OutdatedMessage: lambda: [
        errors.OutdatedMessage(12, None),
        errors.OutdatedMessage(12, "https://discord.com/channels/1/2/3"),
    ],
    errors.NotSeated: lambda: [errors.NotSeated(12, 99)],
    errors.BadDuration: lambda: [
        errors.BadDuration("'9x'", Phrase("errors-turn-range", low="5m", high="7d"))
    ],
    errors.Restarting: lambda: [errors.Restarting()],
    errors.OtherGameHere: lambda: [errors.OtherGameHere(12, "village")],
    errors.UnknownGameKind: lambda: [errors.UnknownGameKind(12, "chess")],
    errors.NoGamePlayedHere: lambda: [errors.NoGamePlayedHere("goofspiel")],
    errors.GameElsewhere: lambda: [errors.GameElsewhere(12)],
    errors.StatsHidden: lambda: [errors.StatsHidden(42)],
}
"""At least one refusal of every kind (every variant of those that have several)."""


def subclasses(cls: type[errors.UserFacingError]) -> Iterator[type[errors.UserFacingError]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)


def keys_of(value: object) -> Iterator[str]:
    """Every catalogue key a phrase uses, its arguments' included."""
    if isinstance(value, Phrase):
        yield value.key
        for _, arg in value.args:
            yield from keys_of(arg)
    elif isinstance(value, Listing):
        for item in value.items:
            yield from keys_of(item)


def test_every_kind_of_refusal_has_a_sample() -> None:
    found = {cls for cls in subclasses(errors.UserFacingError) if cls.__module__ == errors.__name__}
    assert found == set(SAMPLES)


@pytest.mark.parametrize("cls", list(SAMPLES), ids=lambda c: c.__name__)
def test_every_refusal_speaks_every_language(
    cls: type[errors.UserFacingError], caplog: pytest.LogCaptureFixture
) -> None:
    for err in SAMPLES[cls]():
        assert isinstance(err, cls)
        keys = set(keys_of(err.phrase))
        assert all(catalogue().has(ENGLISH, key) for key in keys), err.message
        english = err.text(ENGLISH)
        assert english == err.message
        with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
            texts = {language: err.text(language) for language in LANGUAGES}
        assert caplog.records == [], f"{cls.__name__}: a fallback or a missing word"
        for language, text in texts.items():
            assert all(catalogue().has(language, key) for key in keys), (language, keys)
            assert "errors-" not in text and "{" not in text, (language, text)
            assert text[:1].isupper() or text[:1] in "<#'", (language, text)
        for language in OTHERS:
            assert texts[language] != english, (language, english)


@pytest.mark.parametrize("status", STATUSES)
def test_every_status_is_said_with_words(status: str) -> None:
    """A game's state is a phrase in each language, never the stored word ("running")."""
    for language in OTHERS:
        said = [errors.StillSeated(5, ((4, status),)).text(language)]
        if status != "lobby":
            said.append(errors.NotInLobby(4, status).text(language))
        if status != "running":
            said.append(errors.GameNotRunning(4, status).text(language))
        for text in said:
            assert f" {status}" not in text and f"({status})" not in text, text


def test_lists_of_names_and_games_are_joined_as_each_language_joins_them() -> None:
    turn = errors.NotYourTurn([5, 6, 7])
    assert turn.text("en") == "It is not your turn: waiting for <@5>, <@6> and <@7>."
    assert turn.text("it") == "Non è il tuo turno: stiamo aspettando <@5>, <@6> e <@7>."
    assert turn.text("es") == "No es tu turno: esperando a <@5>, <@6> y <@7>."
    many = errors.StillSeated(5, tuple((n, "running") for n in range(1, 9)))
    assert "#4 (running), #5 (running) and 3 more." in many.text("en")
    assert "#4 (in corso), #5 (in corso) e altre 3." in many.text("it")
    assert "#4 (en curso), #5 (en curso) y 3 más." in many.text("es")


def test_a_refusal_is_said_in_the_language_asked_for() -> None:
    err = errors.NotHost("errors-not-host-start")
    assert err.text("it") == "Solo l'host può avviare la partita."
    assert err.text("es-419") == "Solo el anfitrión puede empezar la partida."
    assert err.text("es-ES") == "Solo el anfitrión puede empezar la partida."
    assert err.text("en-GB") == err.message == "Only the host can start the game."
    assert err.text("fr") == err.message  # a language the catalogue does not speak


# --- the rules' refusals ----------------------------------------------------------------


def test_a_refusal_of_the_rules_in_italian_cites_its_rule() -> None:
    state = village.new_game(3, seed=7)
    action = village.action_from_json({"type": "market", "stall": 3, "pay": {"wild": 3}})
    with pytest.raises(IllegalAction) as info:
        village.apply(state, action)
    err = info.value
    move = errors.IllegalMove(err.rule_id, errors.refusal(err))
    assert err.rule_id.startswith("R-")
    italian = move.text("it")
    assert italian.endswith(f" ({err.rule_id}).")
    assert italian != move.message
    assert move.message.endswith(f" ({err.rule_id}).")
    assert move.text("es").endswith(f" ({err.rule_id}).")


def test_card_names_in_a_refusal_are_the_readers_words() -> None:
    state = village.new_game(2, seed=3)
    rs, hand = state.ruleset, state.hands[state.current]
    missing = next(rs.ids[t] for t in range(len(rs.ids)) if not hand[t])
    bribe = {"type": "bribe", "treasure": missing, "treasures": 1, "wilds": 0}
    with pytest.raises(IllegalAction) as info:
        village.apply(state, village.action_from_json(bribe))
    assert info.value.rule_id == "R-B1"
    reason = errors.refusal(info.value)
    for language in LANGUAGES:
        plural = catalogue().text(language, f"village-{missing}-plural")
        assert plural in reason.render(language), reason.render(language)


def test_a_list_in_a_rules_refusal_is_joined_in_the_readers_language() -> None:
    costs = ("3", "2", "1", "0")
    err = IllegalAction("R-C5", "village-refusals-no-such-stall", stall="5", costs=costs)
    reason = errors.refusal(err)
    assert reason.english == "There is no 5 stall; the stalls cost 3, 2, 1 and 0"
    assert reason.render("it").endswith("3, 2, 1 e 0")
    assert reason.render("es").endswith("3, 2, 1 y 0")


def test_a_goofspiel_refusal_speaks_every_language() -> None:
    state = goofspiel.new_game(2, 5)
    n = state.ruleset.cards
    with pytest.raises(IllegalAction) as info:
        goofspiel.apply(state, 0, goofspiel.Bid(99))
    move = errors.IllegalMove(info.value.rule_id, errors.refusal(info.value))
    assert move.message == f"The cards are numbered 1 to {n} (G-S2)."
    assert move.text("it") == f"Le carte sono numerate da 1 a {n} (G-S2)."
    assert move.text("es") == f"Las cartas van numeradas del 1 al {n} (G-S2)."


async def test_the_service_refuses_an_illegal_move_in_the_readers_words(
    service: GameService,
) -> None:
    game = await service.open_lobby(kind="village", guild_id=10, channel_id=20, host_id=1)
    game = await service.join(game.id, 2)
    game = await service.start(game.id, 1)
    state = await service.state(game)
    mover = game.seats[village.current_seat(state)].user_id
    with pytest.raises(errors.IllegalMove) as illegal:
        await service.apply(
            game.id, mover, {"type": "market", "stall": 3, "pay": {"wild": 3}}, game.version
        )
    rule = illegal.value.rule_id
    for language in LANGUAGES:
        text = illegal.value.text(language)
        assert text.endswith(f" ({rule}).") and "village-" not in text


# --- settings an admin types --------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        {"absent_after": 0},
        {"max_open_games": 9999},
        {"reminders": ["8d"]},
        {"reminders": ["150%"]},
        {"reminders": ["soon"]},
        {"reminders": ["1h"] * 6},
        {"turn_max": 30 * 86_400},
        {"turn_min": 3600, "turn_default": 600},
        {"language": "fr"},
        {"channels": "everywhere"},
    ],
)
def test_a_refused_setting_says_why_in_every_language(
    bad: dict[str, object], caplog: pytest.LogCaptureFixture
) -> None:
    with pytest.raises(ValueError) as info:
        merged(GuildSettings(), bad)
    assert isinstance(info.value, ValidationError)
    err = errors.BadRequest("errors-settings-not-changed", reason=settings_error(info.value))
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        texts = {language: err.text(language) for language in LANGUAGES}
    assert caplog.records == []
    assert texts["en"].startswith("Not changed: ")
    assert texts["it"].startswith("Nessuna modifica: ")
    assert texts["es"].startswith("Sin cambios: ")
    assert len(set(texts.values())) == 3


def test_a_turn_limit_that_is_not_a_duration_is_explained_in_every_language() -> None:
    with pytest.raises(errors.BadDuration) as info:
        parse_turn("forever")
    assert info.value.message.startswith("'forever' is not a duration I can use")
    assert "5m to 7d" in info.value.message
    assert "da 5 min a 7 g" in info.value.text("it")
    assert "de 5 min a 7 d" in info.value.text("es")


# --- no sentence left outside the catalogue ----------------------------------------------

CONVERTED = sorted(
    p.relative_to(ROOT).as_posix()
    for p in [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")]
)
"""Every module: a refusal is raised with a catalogue key wherever it is raised."""
REFUSALS = {cls.__name__ for cls in SAMPLES} | {"UserFacingError", "BadValue"}


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_files_raise_every_refusal_with_a_catalogue_key(name: str) -> None:
    """A refusal raised with a sentence instead of a key would show the sentence as an unknown
    key, in English whatever the reader's language."""
    tree = ast.parse((ROOT / name).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name.endswith("errors.py") and called == "__init__":
            called = "UserFacingError"  # a refusal's own super().__init__(key, …)
        if called not in REFUSALS or not node.args:
            continue
        first = node.args[0]
        assert not isinstance(first, ast.JoinedStr), f"{name}:{node.lineno}: an f-string"
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            assert catalogue().has(ENGLISH, first.value), f"{name}:{node.lineno}: {first.value}"
