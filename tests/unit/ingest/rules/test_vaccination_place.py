"""Rule visit.term: the place a vaccine was given (보건소, the clinic) is where the vaccination happened, not a visit
of its own; a place where another shot or care was had stays a visit."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import dumped_records


@pytest.mark.parametrize(("text", "lang", "vaccine"), [
    ("어제 보건소에서 B형간염 백신 2차 맞았음", "ko", "vaccine:hepatitis_b"),
    ("독감주사 그저께 맞았어요 보건소에서 공짜로", "ko", "vaccine:influenza"),
    ("오늘 병원에서 독감 예방접종 맞았어요", "ko", "vaccine:influenza"),
    ("got my flu shot at the clinic today", "en", "vaccine:influenza"),
])
def test_place_of_a_vaccination_is_no_visit(run: Any, text: str, lang: str, vaccine: str) -> None:
    got = dumped_records(run, text, lang)
    assert [c for t, c, _f in got if t == "vaccination"] == [vaccine]
    assert not [c for t, c, _f in got if t == "medical_visit"]


@pytest.mark.parametrize(("text", "lang"), [
    ("비타민D 14밖에 안된다고 오늘 병원에서 주사 맞고옴", "ko"),
    ("오늘 내과 다녀왔어요", "ko"),
    ("독감주사 맞았어요. 오늘 내과 다녀왔어요 감기 때문에", "ko"),
    # a drug given beside the shot: the place gave care beyond it
    ("Bitten on my leg yesterday, went to the clinic, they cleaned it and gave me amoxicillin for 7 days and a "
     "tetanus shot", "en"),
])
def test_other_visits_are_kept(run: Any, text: str, lang: str) -> None:
    assert [c for t, c, _f in dumped_records(run, text, lang) if t == "medical_visit"] == ["visit:clinic"]


def test_the_emergency_department_is_a_visit_with_a_shot_had_there(run: Any) -> None:
    got = dumped_records(run, "Cut my hand on a broken glass, got 5 stitches at the ER and a tetanus booster", "en")
    assert [c for t, c, _f in got if t == "medical_visit"] == ["visit:emergency"]
