"""Every rule id of docs/rules/splendor.md has a test named after it (``test_S_T4_...``)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SPEC = ROOT / "docs" / "rules" / "splendor.md"
RULE_IDS = re.compile(r"\bS-([CSTRBLNEV]\d+)\b")


def spec_ids() -> set[str]:
    return set(RULE_IDS.findall(SPEC.read_text(encoding="utf-8")))


def rule_ids_with_tests() -> set[str]:
    names: set[str] = set()
    for path in HERE.glob("test_*.py"):
        names |= set(re.findall(r"def test_S_([A-Z]\d+)_", path.read_text(encoding="utf-8")))
    return names


def test_every_rule_id_of_the_spec_has_a_test() -> None:
    assert len(spec_ids()) >= 25
    missing = sorted(spec_ids() - rule_ids_with_tests())
    assert missing == [], f"rule ids without a test named after them: {missing}"


def test_every_test_names_a_rule_of_the_spec() -> None:
    assert rule_ids_with_tests() <= spec_ids()


def test_the_rule_tests_cover_every_family() -> None:
    assert {rule[0] for rule in rule_ids_with_tests()} == set("CSTRBLNEV")


def test_every_refusal_of_the_rules_names_a_rule_of_the_spec() -> None:
    ids = {f"S-{r}" for r in spec_ids()}
    package = ROOT / "bot" / "games" / "splendor"
    source = "".join(p.read_text("utf-8") for p in package.glob("*.py"))
    cited = set(re.findall(r'IllegalAction\(\s*"(S-[A-Z]\d+)"', source))
    cited |= set(re.findall(r'"(S-[A-Z]\d+)"', source))
    assert cited and cited <= ids


def test_every_assumption_is_a_setting_of_the_ruleset() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert text.count("**assumption**") + text.count("**Assumption**") >= 5
    for setting in ("first_player", "take_fewer", "stuck", "gold_anytime", "tie"):
        assert f"`{setting}`" in text, setting
