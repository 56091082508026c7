"""Bot players for ``village``: pure policies that see only what their seat may see.

A policy is given ``view_for(state, seat)`` (the public table plus its own hand, R-V1/R-V2)
and ``legal_actions(state)`` (which depend only on that hand and the public table), never the
state itself, so it cannot learn the deck order or another hand. ``choose_action`` is the one
entry point the game service calls::

    action = choose_action("hard", state, seed=turn_seed)

Policies (``POLICIES``):

- ``random``: uniform among the legal actions.
- ``easy``: random among sensible moves (a kind of move first, then a variant; when it can
  help it, it never curses its own bribes, never spends wilds alone on a low type and never
  ends a game it is losing).
- ``normal``: greedy one-ply heuristics: the change in its own score-if-the-game-ended-now
  minus the change in the leading opponents' expected scores (their hidden hands counted as
  the expected share of the cards the seat has not seen), so it bribes types that rise for
  it, curses what leads its opponents, pays with its worst cards, takes stalls that help it,
  and weighs the chance that a bribe or a draw ends the game when the deck runs low.
- ``hard``: determinized Monte Carlo. The cards the seat has not seen (the ruleset's cards
  minus its hand, the stalls, the discard and every bribe) are dealt at random to the other
  hands (sizes known) and to the deck (size known); the best ``normal`` candidates are each
  played on the same deals and followed by a few plies of a fast greedy playout, then scored.
  The budget is a number of simulated moves (never the clock), so a seed gives one decision.

Everything is deterministic given the ``random.Random`` passed in (or the seed).

By job: ``knowledge`` (what a seat knows: ``read_view``, ``determinize``), ``evaluate``
(score estimates and the move evaluator), ``playout`` (the fast greedy ``quick_move``) and
``policies`` (the four policies); this module is the entry point and exports them all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any, Final, Protocol

from bot.games.village import rules
from bot.games.village.bots.evaluate import (
    CONT_SCALE,
    END_SCALE,
    evaluator_for_table,
    leaf_value,
)
from bot.games.village.bots.knowledge import Table, determinize, read_view
from bot.games.village.bots.playout import quick_action, quick_move
from bot.games.village.bots.policies import (
    DEFAULT_BUDGET,
    EasyPolicy,
    HardPolicy,
    NormalPolicy,
    RandomPolicy,
    candidates,
    ranked,
)
from bot.games.village.state import Action, State
from bot.games.village.view import view_for

__all__ = [
    "CONT_SCALE",
    "DEFAULT_BUDGET",
    "END_SCALE",
    "POLICIES",
    "EasyPolicy",
    "HardPolicy",
    "NormalPolicy",
    "Policy",
    "RandomPolicy",
    "Table",
    "candidates",
    "choose_action",
    "determinize",
    "evaluator_for_table",
    "leaf_value",
    "make_policy",
    "quick_action",
    "quick_move",
    "ranked",
    "read_view",
]


class Policy(Protocol):
    """A bot: chooses one of ``legal`` from what its seat may see."""

    @property
    def name(self) -> str:
        """The policy's name in ``POLICIES``."""
        ...

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        """Return one element of ``legal``; ``view`` is ``view_for(state, seat)``."""
        ...


POLICIES: Final = frozenset({"random", "easy", "normal", "hard"})


def make_policy(name: str, *, time_budget: int | None = None) -> Policy:
    """Return the policy called ``name``; ``time_budget`` is ``hard``'s simulated-move budget
    (a count, not seconds: bots never read the clock)."""
    if name == "random":
        return RandomPolicy()
    if name == "easy":
        return EasyPolicy()
    if name == "normal":
        return NormalPolicy()
    if name == "hard":
        return HardPolicy(budget=DEFAULT_BUDGET if time_budget is None else time_budget)
    raise ValueError(f"unknown bot policy {name!r}; choose from {', '.join(sorted(POLICIES))}")


def choose_action(
    policy_name: str, state: State, seed: int, *, time_budget: int | None = None
) -> Action:
    """Return the move of the bot ``policy_name`` for the player to move in ``state``.

    The policy sees only ``view_for(state, seat)`` and the legal actions, never ``state``;
    the same state and seed always give the same action.
    """
    if state.over:
        raise ValueError("the game is over")
    policy = make_policy(policy_name, time_budget=time_budget)
    view = view_for(state, state.current)
    legal = rules.legal_actions(state)
    action = policy.choose(view, legal, Random(seed))
    if action not in legal:  # a bug in a policy must never become an illegal move
        raise AssertionError(f"policy {policy_name!r} chose an illegal action: {action!r}")
    return action
