"""Session 55's read-path mechanisms (pure): Korean events that date a question (a verb joined by -고, an event noun
with after or around, a time clause), the clause that ends an anchor's reach, a measure said before the medicine
word under it, what a drug that only dates the question acts on, a weight asked by its unit, a holiday's span said
with 끝나고 or 때, and the cue boundaries of 술 and 예방주사."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.structured import strength_of
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 10, 5, 20, 0, tzinfo=TZ)


def reasons(u: QueryUnderstanding) -> dict[str, str]:
    return {d.value: d.reason for d in u.coordinates}


def types(u: QueryUnderstanding) -> set[str]:
    return {d.value for d in u.record_types}


@pytest.mark.parametrize(("text", "event", "asked"), [
    ("대사증후군 진단 이후 허리둘레 변화", "condition:metabolic_syndrome", "body:waist"),
    ("로사르탄 증량 전후 혈압 비교", "drug:losartan", "vital:systolic_bp"),
    ("코로나 걸리고 열 어떻게 떨어졌어?", "condition:covid19", "vital:body_temperature"),
])
def test_a_korean_event_before_what_is_asked_dates_the_question(
        text: str, event: str, asked: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, "ko", index, dictionary)
    got = reasons(u)
    assert got[event].startswith("anchor:"), got
    assert not got[asked].startswith("anchor:"), got
    assert "condition" not in types(u)  # 진단 inside the anchor asks no condition


def test_a_medicine_word_under_a_joined_verb_asks_no_regimen(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("혈압약 먹고 좀 내려갔나", SAID, "ko", index, dictionary)
    assert "medication_regimen" not in types(u)
    assert "vital:systolic_bp" in reasons(u)
    assert not any(r.startswith("indication:") for r in reasons(u).values())  # no drug asked for


@pytest.mark.parametrize("text", ["메트포르민 먹고 있는 약 용량", "자디앙 먹고 생긴 증상"])
def test_taking_now_or_an_effect_arising_is_no_anchor(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert not any(r.startswith("anchor:") for r in reasons(understand(text, SAID, "ko", index, dictionary)).values())


def test_a_clause_joined_before_a_time_clause_ends_its_reach(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "약 먹기 전이랑 후 LDL 비교해주고, 처방할 때 내과에서 뭐라고 했는지도"
    u = understand(text, SAID, "ko", index, dictionary)
    assert reasons(u)["test:ldl_cholesterol"].startswith("alias")  # asked, not dated
    assert "medication_regimen" not in types(u)  # 처방할 때 dates what was said


def test_a_measure_before_the_medicine_word_under_an_anchor_is_asked(
        index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("총콜레스테롤 약 먹기 전이랑 비교", SAID, "ko", index, dictionary)
    assert reasons(u)["test:total_cholesterol"].startswith("alias")
    drug = understand("메트포르민 약 먹기 전이랑 비교", SAID, "ko", index, dictionary)
    assert reasons(drug)["drug:metformin"].startswith("anchor:")  # the drug's own name is the medicine


@pytest.mark.parametrize(("text", "lang"), [("자디앙 먹기 전이랑 후 비교해줘", "ko"),
                                            ("since I started jardiance, better or worse?", "en")])
def test_a_drug_alone_under_an_anchor_asks_what_it_acts_on(
        text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    got = reasons(u)
    assert got["drug:empagliflozin"].startswith("anchor:")
    assert got["test:hba1c"] == "effect:drug:empagliflozin"
    assert "symptom:frequent_urination" not in got  # a side effect is no effect asked
    assert strength_of(got["test:hba1c"]) > strength_of(got["drug:empagliflozin"])


@pytest.mark.parametrize("text", ["자디앙 먹기 시작한 지 얼마나 됐지", "자디앙 먹기 시작하고 나서 의사가 뭐라고 했지"])
def test_no_effect_is_asked_without_a_change_asked(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert not any(r.startswith("effect:") for r in reasons(understand(text, SAID, "ko", index,
                                                                        dictionary)).values())


@pytest.mark.parametrize(("text", "lang", "weight"), [
    ("마운자로 시작하고 나서 몇 kg 빠졌어", "ko", True), ("how many pounds have I lost since june", "en", True),
    ("지난주에 몇 키로 달렸어", "ko", False), ("how many kg can I deadlift now", "en", False)])
def test_a_weight_asked_by_its_unit(text: str, lang: str, weight: bool, index: AliasIndex,
                                    dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert ("body:weight" in reasons(u)) is weight, text


def test_after_a_holidays_span_the_window_opens(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 8, 20, 0, tzinfo=TZ)
    w = understand("설 연휴 끝나고 몸무게 다시 빠지고 있어?", said, "ko", index, dictionary).window
    assert w is not None and w.start == dt.date(2026, 2, 18) and w.end == said.date()
    during = understand("설 연휴 때 몸무게", said, "ko", index, dictionary).window
    assert during is not None and during.start == dt.date(2026, 2, 16) and during.end == dt.date(2026, 2, 18)


def test_a_lunar_holiday_said_as_a_time_is_its_three_days(index: AliasIndex, dictionary: Dictionary) -> None:
    w = understand("추석 때 응급실 간 게 며칠이었지?", SAID, "ko", index, dictionary).window
    assert w is not None and w.start == dt.date(2026, 9, 24) and w.end == dt.date(2026, 9, 26)
    fixed = understand("어린이날 때 두통", SAID, "ko", index, dictionary).window
    assert fixed is not None and fixed.start == fixed.end  # a fixed holiday is its day


def test_surgery_is_no_drink_and_a_preventive_shot_a_vaccination(index: AliasIndex, dictionary: Dictionary) -> None:
    assert "substance_use" not in types(understand("수술하고 무릎 통증 추이", SAID, "ko", index, dictionary))
    assert "substance_use" in types(understand("이번 주 술 몇 잔 마셨어", SAID, "ko", index, dictionary))
    assert "vaccination" in types(understand("올가을 맞은 예방주사 정리해줘", SAID, "ko", index, dictionary))


def test_an_anchor_under_which_no_term_sits_keeps_its_words(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("이프타 먹고 나서 재본 거 얼마였지", SAID, "ko", index, dictionary)
    assert "먹고" in u.residual_words
    dated = understand("메트포르민 먹고 나서 공복혈당 얼마였지", SAID, "ko", index, dictionary)
    assert "먹고" not in dated.residual_words


@pytest.mark.parametrize(("text", "lang"), [
    ("철분약 먹고 나서 수치 좀 올랐나?", "ko"),
    ("since I started the iron tablets are my levels better?", "en"),
])
def test_an_anchored_drug_keeps_its_sense(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    # read_senses: a drug that only dates the question still means its labs when a sense cue says so
    got = reasons(understand(text, SAID, lang, index, dictionary))
    assert got.get("test:ferritin", "").startswith("concept:concept:iron"), got
    assert next(iter(got)) != "drug:iron_supplement", got
