"""The English grammar of ``village`` cards in the names of a game's ruleset, and the minus
sign of every number.

The catalogue says the standard cards in every language (``adapter/words.py``); in English, a
count of cards is said in the ruleset's own names, so that a card a custom ruleset names its
own way keeps that name (``CardNames.count`` of the reader, ``CardWords.tally`` of the
adapter). ``number`` and ``signed`` write the numbers of every text and picture.

* an article is chosen from the name's first letter ("a Wild", "an Enchanted Sword");
* a count agrees with its number ("1 Wild", "2 Phoenix Feathers");
* a treasure whose ruleset gives the same name for one card and for several ("Magic Scrolls")
  reads as a plural noun, so one card of it is "a Magic Scrolls card", never "a Magic Scrolls"
  (the ruleset's own ``name`` and ``plural`` decide; no ending is guessed);
* a negative number carries the minus sign the pictures draw, "−" (U+2212), never "-".
"""

from __future__ import annotations

MINUS = "\u2212"
"""The minus sign of every text, as the pictures draw it."""


def number(n: int) -> str:
    """Write an integer with the Unicode minus: "3", "0", "−2"."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def article(word: str) -> str:
    """Return the article of ``word``: "an" before a vowel letter, else "a"."""
    return "an" if word[:1].lower() in "aeiou" else "a"


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
