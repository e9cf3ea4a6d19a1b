"""Round 36 rules for strict records. Wording of its own, not the suites'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import of_type as _of

# --- a switch: the drug marked as the one left is stopped, whatever it treats (cue list drug_switch_from) ----------


@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("the pharmacist changed me from ibuprofen to tylenol", "en", "drug:ibuprofen", "drug:acetaminophen"),
    ("swapped my aspirin for tylenol after the dentist", "en", "drug:aspirin", "drug:acetaminophen"),
    ("오메프라졸에서 다른 약으로 바꿨어", "ko", "drug:omeprazole", None),
    ("switched from omeprazole to something gentler", "en", "drug:omeprazole", None),
    ("위장약 바꿨어요 오메프라졸에서 파모티딘 20mg으로", "ko", "drug:omeprazole", "drug:famotidine"),
])
def test_the_drug_switched_from_is_stopped(run: Any, text: str, lang: str, old: str, new: str | None) -> None:
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[old].status == "stopped"
    if new is not None:
        assert got[new].status == "active"


@pytest.mark.parametrize(("text", "lang"), [
    ("switched to the night shift from days, still on metformin", "en"),
    ("메트포르민 계속 먹고 있고 운동은 저녁으로 바꿨어", "ko"),
])
def test_a_switch_of_something_else_stops_no_drug(run: Any, text: str, lang: str) -> None:  # guard
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["drug:metformin"].status == "active"


def test_medications_holds_no_switch_wording_of_its_own() -> None:
    """The switch is read in one place (extract/drug_switch.py, with its cue lists): a second pattern drifts."""
    source = (Path(__file__).parents[3] / "pia_graph/ingest/extract/medications.py").read_text()
    assert "에서" not in source and "switch|" not in source


# --- a day said before a drug whose name opens with 로 leaves the drug's dose alone (temporal moves) ---------------


def test_the_dose_after_a_day_and_a_drug_is_kept(run: Any) -> None:
    got = _of(run, "어제 로수바스타틴 10mg으로 바꿨어 아토르바스타틴은 중단", "medication_regimen", "ko", SAID_KO)
    assert (got["drug:rosuvastatin"].value, got["drug:rosuvastatin"].unit) == (10.0, "mg")
    assert got["drug:atorvastatin"].status == "stopped"


# --- a blood group read without its Rh takes the Rh said a few characters on (profile.blood_type) ----------------


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("키 170 혈액형 O형(Rh-)", "ko", "O-"),
    ("혈액형 AB형이에요 Rh+", "ko", "AB+"),
    ("blood type is A (rh positive)", "en", "A+"),
])
def test_the_rh_said_after_the_group_is_its_sign(run: Any, text: str, lang: str, value: str) -> None:
    got = _of(run, text, "blood_type", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["profile:blood_type"].value == value


def test_a_negative_test_after_the_group_is_no_rh(run: Any) -> None:  # guard
    got = _of(run, "혈액형 B형이고 간염 검사는 음성", "blood_type", "ko", SAID_KO)
    assert got["profile:blood_type"].value == "B"


# --- a name that is a lab test and a supplement, with a reading after it, is the test (vitals_labs.reading_after) ---


@pytest.mark.parametrize(("text", "lang"), [
    ("vitamin d came out 17 so now taking vitamin d 1000 iu a day", "en"),
    ("vit d was only 19, on 4000 IU of vit d daily now", "en"),
])
def test_the_level_and_the_supplement_are_both_kept(run: Any, text: str, lang: str) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    labs = _of(run, text, "lab_result", lang, said)
    regs = _of(run, text, "medication_regimen", lang, said)
    assert labs["test:vitamin_d"].value in (17.0, 19.0)
    assert regs["drug:vitamin_d_supplement"].value in (1000.0, 4000.0)


@pytest.mark.parametrize("text", ["taking vitamin d 1000 daily", "started vitamin d 50000 weekly"])
def test_a_dose_no_level_could_be_stays_the_supplements(run: Any, text: str) -> None:  # guard
    assert "test:vitamin_d" not in _of(run, text, "lab_result")
    assert _of(run, text, "medication_regimen")["drug:vitamin_d_supplement"].value is not None
