"""A pasted pharmacy label (rule med.label_directions) and a 약봉투's schedule said with no verb: the drug line with its
strength, the directions on the next sentence or line, make an active regimen; a lab portal's export keeps one
reading per test, its reference range and H/L flag no reading."""

from __future__ import annotations

from typing import Any

from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex
from tests.unit.ingest.rule_test_helpers import SAID_KST_AM, measured_values


def _regimens(run: Any, text: str, lang: str) -> list[tuple[str, Any, str | None, str]]:
    got = run(text, SAID_KST_AM, lang).records
    return sorted((r.coordinate, r.value, r.unit, r.status) for r in got if r.type == "medication_regimen")


def test_a_label_line_then_its_directions_is_a_regimen(run: Any) -> None:
    got = _regimens(run, "from the bottle: ROSUVASTATIN 10 MG TABLET. Take 1 tablet by mouth every night", "en")
    assert got == [("drug:rosuvastatin", 10.0, "mg", "active")]


def test_the_directions_on_a_line_of_their_own(run: Any) -> None:
    got = _regimens(run, "LOSARTAN POTASSIUM 50MG TAB\nTAKE ONE TABLET BY MOUTH DAILY", "en")
    assert got == [("drug:losartan", 50.0, "mg", "active")]


def test_directions_without_a_schedule_make_no_regimen(run: Any) -> None:
    assert _regimens(run, "LOSARTAN 50 MG TABLET. Take with water", "en") == []


def test_directions_naming_another_drug_are_not_the_first_drugs(run: Any) -> None:
    # "losartan 50 mg." alone in its sentence is a line of a list (rule med.list_line), not the label of the
    # directions after it
    got = run("losartan 50 mg. take the metformin twice daily", SAID_KST_AM, "en").records
    assert [r.rule_id for r in got if r.coordinate == "drug:losartan"] == ["med.list_line"]


def test_a_korean_label_schedule_after_the_dose_is_a_regimen(run: Any) -> None:
    assert _regimens(run, "약봉투 보니까 로사르탄 50mg 1일 1회 1정", "ko") == [("drug:losartan", 50.0, "mg", "active")]
    assert _regimens(run, "아토르바스타틴 10mg 저녁 식후 30분 1정씩", "ko") \
        == [("drug:atorvastatin", 10.0, "mg", "active")]


def test_a_korean_schedule_on_the_next_line_is_the_drugs(run: Any) -> None:
    got = _regimens(run, "처방전 내용\n로사르탄 50mg\n아침 식후 30분 1정씩", "ko")
    assert got == [("drug:losartan", 50.0, "mg", "active")]


def test_minutes_ago_after_a_dose_stay_one_dose(run: Any) -> None:
    """ "30분 전" with no meal word is a moment ("half an hour ago"), not a label's schedule."""
    got = run("란투스 14단위 20분 전", SAID_KST_AM, "ko").records
    assert [(r.type, r.status) for r in got if r.coordinate == "drug:insulin_glargine"] \
        == [("medication_intake", "taken")]


def test_a_portal_export_keeps_one_reading_per_test(run: Any) -> None:
    text = ("pasting my results\nGlucose, Fasting 97 mg/dL (70-99)\nCholesterol, Total 214 mg/dL (<200) H\n"
            "Potassium 3.3 mmol/L (3.5-5.1) L")
    assert measured_values(run, text, "en") == [("test:fasting_glucose", 97.0, "mg/dL"),
                                                  ("test:potassium", 3.3, "mmol/L"),
                                                  ("test:total_cholesterol", 214.0, "mg/dL")]


def test_a_korean_checkup_paste_reads_no_reference_as_a_reading(run: Any) -> None:
    text = "건강검진 결과\n공복혈당 104 mg/dL (참고치 70~99) 높음\n중성지방 180 높음 참고치 0~149"
    assert measured_values(run, text, "ko") == [("test:fasting_glucose", 104.0, "mg/dL"),
                                                  ("test:triglycerides", 180.0, "mg/dL")]


def test_the_users_own_bottle_is_no_media(run: Any) -> None:
    """ "my bottle says …" quotes the user's own medicine; "the leaflet says …" stays general knowledge."""
    got = _regimens(run, "my bottle says PRAVASTATIN 40 MG TABLET. Take 1 tablet by mouth every night", "en")
    assert got == [("drug:pravastatin", 40.0, "mg", "active")]
    assert _regimens(run, "the leaflet says PRAVASTATIN 40 MG TABLET. Take 1 tablet by mouth every night", "en") == []


def test_a_korean_label_quoted_from_the_users_own_bag_is_no_media(run: Any, index: AliasIndex) -> None:
    """ "약봉투에 … 써있어요" quotes the user's own medicine bag (cue list own_document); an article's is media."""
    own = "약봉투에 로사르탄 50mg 저녁 식후 30분 1정씩이라고 써있어요"
    assert _regimens(run, own, "ko") == [("drug:losartan", 50.0, "mg", "active")]
    article = "기사에 로사르탄 50mg 하루 한 번 먹으라고 써있던데"
    assert not decide_retain(article, "ko", index.match(article, "ko")).retain
