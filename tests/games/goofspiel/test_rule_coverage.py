"""Every rule id of docs/rules/goofspiel.md has a test named after it (``test_G_B3_...``)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = HERE.parents[2] / "docs" / "rules" / "goofspiel.md"
RULE_IDS = re.compile(r"\bG-([SBEV]\d+)\b")


def rule_ids_with_tests() -> set[str]:
    names: set[str] = set()
    for path in HERE.glob("test_*.py"):
        names |= set(re.findall(r"def test_G_([A-Z]\d+)_", path.read_text(encoding="utf-8")))
    return names


def test_every_rule_id_of_the_spec_has_a_test() -> None:
    spec_ids = set(RULE_IDS.findall(SPEC.read_text(encoding="utf-8")))
    assert len(spec_ids) >= 12
    missing = sorted(spec_ids - rule_ids_with_tests())
    assert missing == [], f"rule ids without a test named after them: {missing}"


def test_every_test_names_a_rule_of_the_spec() -> None:
    spec_ids = set(RULE_IDS.findall(SPEC.read_text(encoding="utf-8")))
    assert rule_ids_with_tests() <= spec_ids


def test_the_rule_tests_cover_every_family() -> None:
    families = {rule[0] for rule in rule_ids_with_tests()}
    assert families == set("SBEV")


def test_every_refusal_of_the_rules_names_a_rule_of_the_spec() -> None:
    spec_ids = {f"G-{r}" for r in RULE_IDS.findall(SPEC.read_text(encoding="utf-8"))}
    source = (HERE.parents[2] / "bot" / "games" / "goofspiel" / "rules.py").read_text("utf-8")
    cited = set(re.findall(r'IllegalAction\(\s*"(G-[A-Z]\d+)"', source))
    assert cited and cited <= spec_ids
