"""Extraction rules of the profile and family families: sex, birth date, blood type, allergies,
pregnancy, family history."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_PM,
    by_coordinate_ko,
    dumped_records,
    fields_at,
    record_rows,
    record_rows_pm,
    records_of_type,
    rows_of_type,
)
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of


# rule profile.smoking_status: a habit quit in the next clause is former; another substance quit is not
def test_smoking_quit_in_the_next_clause_is_former(run: Any) -> None:
    assert [r["value"] for r in fields_at(dumped_records(run, "smoked 10 a day through college, quit in 2015"),
                                     "profile:smoking")] == ["former"]
    assert [r["value"] for r in fields_at(dumped_records(run, "smoke a pack a day, quit drinking last year"),
                                     "profile:smoking")] == ["current"]

# --- allergy: "pollen allergy" names the allergen, whatever drug is said beside it -------------------------------


@pytest.mark.parametrize(("text", "lang"), [
    ("pollen allergy is brutal this week, took a cetirizine", "en"),
    ("꽃가루 알러지 때문에 지르텍 먹음", "ko"),
])
def test_pollen_allergy_beside_an_antihistamine(run: Any, text: str, lang: str) -> None:
    got = record_rows(run, text, lang)
    assert any(t == "allergy" and c == "substance:pollen" for t, c, *_ in got)
    assert not any(c == "condition:allergic_rhinitis" for _t, c, *_ in got)

# --- profile: Korean sex and birth date wording -----------------------------------------------------------------


@pytest.mark.parametrize(("text", "sex"), [("참고로 저 여자에요", "female"), ("전 남자고 40대예요", "male"),
                                           ("나는 92년생 여자임", "female")])
def test_korean_sex_in_other_endings(run: Any, text: str, sex: str) -> None:
    assert [v for _t, _c, v, _s, _d in rows_of_type(record_rows_pm(run, text, "ko"), "sex")] == [sex]


def test_korean_sex_words_in_a_generality_are_not_the_users(run: Any) -> None:
    assert not rows_of_type(record_rows_pm(run, "남자고 여자고 상관없이 운동은 중요하대요", "ko"), "sex")


def test_korean_birth_date_glued_to_saeng(run: Any) -> None:
    births = rows_of_type(record_rows_pm(run, "1981년 11월 20일생입니다", "ko"), "birth_date")
    assert [v for _t, _c, v, _s, _d in births] == ["1981-11-20"]


def test_english_born_with_a_bare_year(run: Any) -> None:
    births = rows_of_type(record_rows_pm(run, "female, born 1979, no meds", "en"), "birth_date")
    assert [v for _t, _c, v, _s, _d in births] == ["1979"]

# --- deliveries: how the user's own child was born is the user's procedure ------------------------------------


def test_a_delivery_told_of_the_users_children_is_the_users_surgery(run: Any) -> None:
    surgeries = rows_of_type(record_rows_pm(run, "my two boys were both c-sections, 2011 and 2014", "en"), "surgery")
    assert sorted(str(r.year) for r in run("my two boys were both c-sections, 2011 and 2014", SAID_KST_PM, "en").records
                  if r.type == "surgery") == ["2011", "2014"]
    assert {c for _t, c, *_rest in surgeries} == {"procedure:cesarean_section"}


def test_a_child_who_had_a_delivery_is_not_the_user(run: Any) -> None:
    assert not rows_of_type(record_rows_pm(run, "my daughter had a c-section in march", "en"), "surgery")

# --- Korean smoking habit and blood type -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("하루에 다섯 개비 정도 핌", "current"),  # a rate per day, the Korean "a pack a day"
    ("저는 담배 한 번도 안 펴요", "never"),  # the contracted form of 피우다
    ("담배는 10년 전에 끊었어요", "former"),  # guard
])
def test_a_korean_smoking_habit(run: Any, text: str, value: str) -> None:
    assert by_coordinate_ko(run, text, "baseline_habit")["profile:smoking"].value == value


@pytest.mark.parametrize(("text", "value"), [
    ("전 O형 rh플러스예요", "O+"),
    ("A형이고 Rh-입니다", "A-"),
])
def test_a_korean_blood_group_with_its_rh(run: Any, text: str, value: str) -> None:
    assert by_coordinate_ko(run, text, "blood_type")["profile:blood_type"].value == value


def test_a_disease_named_by_its_type_letter_is_no_blood_type(run: Any) -> None:
    assert not by_coordinate_ko(run, "B형 간염 예방접종 맞았어요", "blood_type")  # guard


@pytest.mark.parametrize(("text", "value"), [
    ("I'm a regular plasma donor, AB negative, giving again next week.", "AB-"),
    ("I'm a 52-year-old woman, blood type B+.", "B+"),
    ("I'm A+ if that matters.", "A+"),  # guard: a capital group after "I'm" is still read
    ("blood type is o positive", "O+"),  # guard: after "blood type" the group may be typed small
])
def test_the_article_after_im_is_no_blood_group(run: Any, text: str, value: str) -> None:
    assert [r["value"] for r in fields_at(dumped_records(run, text), "profile:blood_type")] == [value]

# --- a pregnancy told by its weeks ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "due"), [
    ("31 weeks along and the heartburn is real", None),
    ("19 weeks today! due jan 9, anatomy scan went fine", "2027-01-09"),
])
def test_weeks_along_or_weeks_today_with_a_due_date_is_an_active_pregnancy(run: Any, text: str,
                                                                         due: str | None) -> None:
    rec = _of(run, text, "pregnancy_status")["profile:pregnancy"]
    assert rec.status == "active"
    assert _day(rec.expected_end) == due


def test_weeks_now_without_a_due_date_is_no_pregnancy(run: Any) -> None:
    assert not _of(run, "refill is due oct 16, been on it 4 weeks now", "pregnancy_status")  # guard


@pytest.mark.parametrize("text", [
    "allergy shot #14 today. Next one due in 2 weeks, July 31 at 4:15.",
    "Shingrix dose 1 today, left arm. Second one due in 2-6 months.",
    "metformin refill due in 3 days",
])
def test_a_thing_due_is_no_pregnancy(run: Any, text: str) -> None:
    assert not _of(run, text, "pregnancy_status")  # "due" has another thing as its subject


@pytest.mark.parametrize("text", ["due in may! feeling huge", "baby's due in 6 weeks", "I'm due on the 3rd"])
def test_the_user_or_the_baby_due_is_a_pregnancy(run: Any, text: str) -> None:
    assert _of(run, text, "pregnancy_status")["profile:pregnancy"].status == "active"

# --- a birth: its day, and an earlier child's birth --------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "said", "end"), [
    ("our son was born on aug 15, tired but happy", "en", SAID_EN, "2026-08-15"),
    ("baby boy arrived Monday!! 3.1kg", "en", SAID_EN, "2026-08-17"),
    ("the pregnancy is over, had him on the 18th", "en", SAID_EN, "2026-08-18"),
    ("출산했어요!! 10월 12일에 자연분만으로 낳았어요", "ko", SAID_KO, "2026-10-12"),
])
def test_a_birth_ends_the_pregnancy_on_its_day(run: Any, text: str, lang: str, said: str, end: str) -> None:
    rec = _of(run, text, "pregnancy_status", lang, said)["profile:pregnancy"]
    assert rec.status == "ended"
    assert _day(rec.end) == end


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("둘째는 2019년 5월에 제왕절개로 낳았어요", "ko", SAID_KO),
    ("my daughter was born in 2016 by c-section", "en", SAID_EN),
])
def test_an_earlier_childs_birth_is_no_pregnancy_status(run: Any, text: str, lang: str, said: str) -> None:
    assert not _of(run, text, "pregnancy_status", lang, said)

# --- "hardly ever" drinks: occasional, as "rarely" ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("술은 거의 안 마셔요 회식 때나 한잔", "occasional"),
    ("술은 거의 못 마셔요", "occasional"),
    ("술은 전혀 안 마셔요", "none"),  # guard
])
def test_hardly_ever_drinking_is_occasional(run: Any, text: str, value: str) -> None:
    rec = _of(run, text, "baseline_habit", "ko", SAID_KO)["profile:alcohol"]
    assert rec.value == value

# --- hay fever told with its allergen is the allergy (no suite stores allergic rhinitis); a word inside a longer term


def test_hay_fever_with_its_allergen_is_the_allergy_not_a_condition(run: Any) -> None:
    text = "hay fever again, pollen allergy is awful this week, on loratadine 10mg daily"
    assert "substance:pollen" in _of(run, text, "allergy")
    assert not _of(run, text, "condition")

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

# --- a relative's health thing owned in two words ----------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang"), [
    ("my daughter's peanut allergy flared at school", "en"),
    ("my son's shellfish allergy test was positive", "en"),
])
def test_a_relatives_allergy_owned_in_two_words_is_not_the_users(run: Any, text: str, lang: str) -> None:
    assert not records_of_type(run, text, lang, "allergy")

# --- a blood group read out to the user ("B형 Rh+ 래요") is the user's, a relative's stays theirs ---


def test_a_blood_group_told_to_the_user_is_kept(run: Any) -> None:
    found = records_of_type(run, "헌혈하면서 혈액형 검사했는데 A형 Rh- 래요", "ko", "blood_type")
    assert [r.value for r in found] == ["A-"]


def test_a_relatives_blood_group_told_is_not_the_users(run: Any) -> None:
    assert not records_of_type(run, "남편은 AB형이래", "ko", "blood_type")
