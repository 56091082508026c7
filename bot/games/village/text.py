"""The English grammar of ``village`` cards and counts, in the names of a game's ruleset, and
the minus sign of every number.

Left here for what is not converted to the catalogue yet: the rules' refusals (``rules.py``),
the reader's admin texts (``reader.py``) and the adapter modules that still say counts in
English. The events and the previews say their words from the catalogue
(``bot.games.village.adapter.events`` and ``previews``); once the rest follows, every function
here but ``number`` and ``signed`` goes.

* an article is chosen from the name's first letter ("a Wild", "an Enchanted Sword");
* a count agrees with its number ("1 card", "2 cards", "2 Phoenix Feathers");
* a treasure whose ruleset gives the same name for one card and for several ("Magic Scrolls")
  reads as a plural noun, so one card of it is "a Magic Scrolls card", never "a Magic Scrolls"
  (the ruleset's own ``name`` and ``plural`` decide; no ending is guessed);
* a negative number carries the minus sign the pictures draw, "−" (U+2212), never "-".
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.village.ruleset import Ruleset

MINUS = "\u2212"
"""The minus sign of every text, as the pictures draw it."""


def number(n: int) -> str:
    """Write an integer with the Unicode minus: "3", "0", "−2"."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def article(word: str) -> str:
    """Return the article of ``word``: "an" before a vowel letter, else "a"."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def number_words(n: int, singular: str, plural_word: str) -> str:
    """Say ``n`` things with the number: "1 card", "2 cards", "0 spaces", "−1 cards"."""
    return f"{number(n)} {singular if n == 1 else plural_word}"


def cards_count(n: int) -> str:
    """Say a number of cards: "1 card", "3 cards"."""
    return number_words(n, "card", "cards")


def plural_looking(name: str, plural_name: str) -> bool:
    """Whether the ruleset names one card as it names several ("Magic Scrolls")."""
    return name == plural_name


def count_words(n: int, name: str, plural_name: str) -> str:
    """Say ``n`` cards called ``name``: "a Wild", "an Enchanted Sword", "2 Phoenix Feathers".

    One card of a plural-looking name is "a Magic Scrolls card".
    """
    if n != 1:
        return f"{number(n)} {plural_name}"
    if plural_looking(name, plural_name):
        return f"{article(name)} {name} card"
    return f"{article(name)} {name}"


def tally_words(n: int, name: str, plural_name: str) -> str:
    """Say ``n`` cards with the figure, for a tally: "1 Wild", "2 Phoenix Feathers"; one card
    of a plural-looking name is "a Magic Scrolls card" (never "1 Magic Scrolls")."""
    if n == 1 and plural_looking(name, plural_name):
        return count_words(n, name, plural_name)
    return f"{number(n)} {name if n == 1 else plural_name}"


def signed(n: int) -> str:
    """Write a gain or a loss with its sign: "+3", "−2", "0"."""
    return f"+{n}" if n > 0 else number(n)


def count_text(rs: Ruleset, card: int, n: int) -> str:
    """Say ``n`` cards of ``card``: "a Wild", "an Enchanted Sword", "2 Phoenix Feathers"."""
    return count_words(n, rs.names[card], rs.plurals[card])


def join_words(parts: Sequence[str]) -> str:
    """Join phrases as a person would: "a, b and c"."""
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]
