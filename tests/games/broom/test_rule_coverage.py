"""Every rule id of docs/rules/broom.md has a test named after it (``test_B_T4_...``)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SPEC = ROOT / "docs" / "rules" / "broom.md"
RULE_IDS = re.compile(r"\bB-([CSRPTXADWEFVQJ]\d+)\b")


def spec_ids() -> set[str]:
    return set(RULE_IDS.findall(SPEC.read_text(encoding="utf-8")))


def rule_ids_with_tests() -> set[str]:
    names: set[str] = set()
    for path in HERE.glob("test_*.py"):
        names |= set(re.findall(r"def test_B_([A-Z]\d+)_", path.read_text(encoding="utf-8")))
    return names


def test_every_rule_id_of_the_spec_has_a_test() -> None:
    assert len(spec_ids()) >= 90
    missing = sorted(spec_ids() - rule_ids_with_tests())
    assert missing == [], f"rule ids without a test named after them: {missing}"


def test_every_test_names_a_rule_of_the_spec() -> None:
    assert rule_ids_with_tests() <= spec_ids()


def test_every_refusal_of_the_rules_names_a_rule_of_the_spec() -> None:
    ids = {f"B-{r}" for r in spec_ids()}
    package = ROOT / "bot" / "games" / "broom"
    source = "".join(p.read_text("utf-8") for p in package.glob("*.py"))
    cited = set(re.findall(r'"(B-[A-Z]\d+)"', source))
    assert cited and cited <= ids


def test_every_assumption_is_a_setting_of_the_ruleset() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert text.count("**assumption**") + text.count("**Assumption**") >= 10
    for setting in (
        "first_player",
        "pick_final",
        "rebuild_skips_shown",
        "gatherer_gain_whole",
        "cloud_adjacent",
        "brave_heart",
        "works_secret",
    ):
        assert f"`{setting}`" in text, setting
