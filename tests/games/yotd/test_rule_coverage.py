"""Every rule id of docs/rules/yotd.md has a test named after it (``test_Y_A6_…``, several ids
in one name allowed: ``test_Y_A3_Y_A5_…``) or cited in a test's docstring."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SPEC = ROOT / "docs" / "rules" / "yotd.md"
RULE_IDS = re.compile(r"\bY-([CSOMAPEDFUVJ]\d+)\b")
FAMILIES = "CSOMAPEDFUVJ"


def spec_ids() -> set[str]:
    return set(RULE_IDS.findall(SPEC.read_text(encoding="utf-8")))


def defined_ids() -> set[str]:
    """The ids the spec defines: a bullet opening with the id (``- Y-A6 …``)."""
    text = SPEC.read_text(encoding="utf-8")
    return set(re.findall(r"^- Y-([A-Z]\d+)\b", text, flags=re.MULTILINE))


def rule_ids_with_tests() -> set[str]:
    ids: set[str] = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                ids |= set(re.findall(r"Y_([A-Z]\d+)(?=_)", node.name))
                ids |= set(RULE_IDS.findall(ast.get_docstring(node) or ""))
    return ids


def test_every_rule_id_of_the_spec_has_a_test() -> None:
    assert len(spec_ids()) >= 70
    missing = sorted(spec_ids() - rule_ids_with_tests(), key=lambda r: (r[0], int(r[1:])))
    assert missing == [], f"rule ids without a test named after them: {missing}"


def test_every_id_cited_is_defined_and_every_defined_id_is_cited() -> None:
    assert spec_ids() == defined_ids()


def test_every_test_names_a_rule_of_the_spec() -> None:
    assert rule_ids_with_tests() <= spec_ids()


def test_the_rule_tests_cover_every_family() -> None:
    assert {rule[0] for rule in rule_ids_with_tests()} == set(FAMILIES)


def test_every_assumption_is_a_setting_of_the_ruleset_or_says_it_is_not() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert text.count("**assumption**") >= 11
    for setting in (
        "first_player",
        "identical_neighbour_events",
        "draft_placement",
        "build_all_floors",
        "wild_waste",
        "tie_break",
        "played_cards_public",
        "open_hands",
        "large_privilege_cost",
    ):
        assert f"`{setting}`" in text, setting


def test_every_refusal_of_the_rules_names_a_rule_of_the_spec() -> None:
    ids = {f"Y-{r}" for r in spec_ids()}
    package = ROOT / "bot" / "games" / "yotd"
    source = "".join(p.read_text("utf-8") for p in package.glob("*.py"))
    cited = set(re.findall(r'IllegalAction\(\s*"(Y-[A-Z]\d+)"', source))
    assert cited and cited <= ids, sorted(cited - ids)
