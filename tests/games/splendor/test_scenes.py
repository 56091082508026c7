"""Splendor's scenes from its views (bot/games/splendor/adapter/scenes.py): the mapping the
pictures were drawn for, the table from the public view only, no blind reserve of another
player in any scene, and pictures that render from the scenes of random games in every
language."""

from __future__ import annotations

import random
from functools import cache

import pytest

from bot.games import splendor as sp
from bot.games.splendor.adapter import art
from bot.games.splendor.adapter.scene import COLOURS, GEMS, HandScene, TableScene
from bot.games.splendor.adapter.scenes import display_names, hand_scene, table_scene
from bot.games.splendor.reader import read
from bot.games.splendor.state import State
from bot.i18n import LANGUAGES, catalogue

NAMES = {0: "Ada", 1: "Björn", 2: "", 3: "Chiara"}


@cache
def states() -> tuple[State, ...]:
    """Every position of a few random games of 2, 3 and 4 players, the final ones included."""
    found = []
    for seed in range(6):
        s = sp.RULES.new_game(2 + seed % 3, 100 + seed)
        rng = random.Random(seed)
        found.append(s)
        while not s.over:
            s, _ = sp.apply(s, s.current, rng.choice(sp.legal_actions(s, s.current)))
            found.append(s)
    return tuple(found)


def table_cards(scene: TableScene) -> set[str]:
    """Every card the table scene holds: face up, and the reserves it shows."""
    face_up = {c.id for level in scene.levels for c in level.cards if c is not None}
    return face_up | {h.card.id for p in scene.players for h in p.reserved if h.card is not None}


def hand_cards(scene: HandScene) -> set[str]:
    return {r.card.id for r in scene.reserved} | {o.card.id for o in scene.offers}


def test_the_table_is_drawn_from_the_public_view_only() -> None:
    s = states()[5]
    for seat in range(len(s.players)):
        with pytest.raises(ValueError, match="public view only"):
            table_scene(sp.view_for(s, seat))
    with pytest.raises(ValueError, match="own view"):
        hand_scene(sp.view_for(s, None))


def test_the_table_scene_maps_the_public_view() -> None:
    for s in states()[::7]:
        seen = read(sp.view_for(s, None))
        scene = table_scene(seen, NAMES)
        rs = s.ruleset
        assert scene.bank == s.bank and len(COLOURS) == len(scene.bank)
        assert scene.target == rs.target
        assert scene.current == (None if s.over else s.current)
        assert scene.last_round == (not s.over and max(sp.scores(s)) >= rs.target)
        assert [n.id for n in scene.nobles] == list(s.nobles)
        for level, row, deck in zip(scene.levels, s.tableau, s.decks, strict=True):
            assert level.deck == len(deck)
            assert [None if c is None else c.id for c in level.cards] == list(row)
            for c in level.cards:
                if c is not None:
                    card = rs.card[c.id]
                    assert (c.points, c.cost, c.bonus) == (card.points, card.cost, GEMS[card.bonus])
        result = sp.outcome(s)
        for i, (p, q) in enumerate(zip(scene.players, s.players, strict=True)):
            assert p.name == (NAMES[i] or "Seat 3")
            assert p.tokens == q.tokens and p.points == sp.scores(s)[i]
            assert p.bonuses == seen.players[i].bonuses
            assert p.nobles == len(q.nobles)
            held = [(h.level, None if h.card is None else h.card.id, h.blind) for h in p.reserved]
            assert held == [
                (rs.card[r.card].level, r.card if s.over or not r.blind else None, r.blind)
                for r in q.reserved
            ]  # S-V1: a face-up reserve by its card, a blind one by its level; S-V3: all
            assert p.place == (None if result is None else result.ranks[i])


def test_a_shared_win_is_a_shared_first_place() -> None:
    over = [s for s in states() if s.over]
    for s in over:
        result = sp.outcome(s)
        assert result is not None
        places = [p.place for p in table_scene(sp.view_for(s, None)).players]
        assert places == list(result.ranks)
        assert {i for i, p in enumerate(places) if p == 1} == set(result.winners)


def test_the_hand_scene_maps_the_seats_own_view() -> None:
    offered = 0
    for s in states()[::5]:
        for seat, q in enumerate(s.players):
            seen = read(sp.view_for(s, seat))
            scene = hand_scene(seen, NAMES)
            rs = s.ruleset
            assert scene.name == (NAMES[seat] or "Seat 3")
            assert scene.tokens == q.tokens and scene.nobles == len(q.nobles)
            assert scene.token_limit == rs.token_limit
            assert scene.reserve_limit == rs.reserve_limit
            assert [(r.card.id, r.blind) for r in scene.reserved] == [
                (r.card, r.blind) for r in q.reserved
            ]
            assert scene.over == s.over and scene.your_turn == (not s.over and seat == s.current)
            if not s.over:
                assert scene.to_play == (NAMES[s.current] or "Seat 3")
            bonus = seen.players[seat].bonuses
            for o in scene.offers:
                pay = tuple(max(0, c - b) for c, b in zip(o.card.cost, bonus, strict=True))
                assert o.pay == pay
                assert o.gold == seen.payments(o.card.id)[0]
                offered += 1
            buying = s.step == "play"
            assert scene.buying == buying
            affordable = [a.card for a in seen.affordable()] if buying else []
            assert [o.card.id for o in scene.offers] == affordable
    assert offered > 20


def test_the_hand_offers_nothing_to_buy_during_a_return_or_noble_step() -> None:
    steps = [s for s in states() if s.step in ("return", "noble")]
    assert any(s.step == "return" for s in steps)
    for s in steps:
        for seat in range(len(s.players)):
            scene = hand_scene(sp.view_for(s, seat))
            assert not scene.buying and scene.offers == ()
            words = [t.text for t in art.draw_hand(scene, "en").texts]
            assert "You can buy" not in words and "nothing yet" not in words


def test_a_blind_reserve_never_reaches_another_players_scene() -> None:
    checked = 0
    for s in states()[::2]:
        for owner, p in enumerate(s.players):
            secret = {r.card for r in p.reserved if r.blind}
            if not secret:
                continue
            if not s.over:  # the public view shows every reserve once the game is over
                assert not secret & table_cards(table_scene(sp.view_for(s, None)))
            for seat in range(len(s.players)):
                if seat != owner and not s.over:
                    assert not secret & hand_cards(hand_scene(sp.view_for(s, seat)))
                    checked += 1
    assert checked > 100


def test_empty_names_are_seats_in_the_pictures_language() -> None:
    seen = read(sp.view_for(states()[-1], None))
    for language in LANGUAGES:
        word = catalogue().text(language, "splendor-pictures-seat", seat="2")
        assert display_names(seen, {1: " "}, language)[1] == word
        assert display_names(seen, None, language)[1] == word
        assert table_scene(seen, {}, language).players[1].name == word


@pytest.mark.parametrize("language", LANGUAGES)
def test_pictures_render_from_the_scenes_of_random_games(language: str) -> None:
    chosen = [states()[i] for i in (0, 40, 150, 300)] + [s for s in states() if s.over][:2]
    chosen += [next(s for s in states() if s.step == "return")]
    for s in chosen:
        png = art.render_table(table_scene(sp.view_for(s, None), NAMES, language), language)
        assert png.startswith(b"\x89PNG")
        for seat in range(len(s.players)):
            hand = hand_scene(sp.view_for(s, seat), NAMES, language)
            assert art.render_hand(hand, language).startswith(b"\x89PNG")
