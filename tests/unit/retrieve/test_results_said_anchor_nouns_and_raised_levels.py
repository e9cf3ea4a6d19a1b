"""Session 57's read-path rows (pure): a sentence that reports a finding answers a results question before the one that
says the test was done; a checkup's results asked by "show" / 나온 거; Korean event nouns (추가, 검진) and "after the X
increase" date a question; a measure before a drug or 주사 under an anchor is asked; a supplement dates the question and
its own level is asked when a rise is asked; "how much have I lost" and "how far from my goal weight" ask the scale;
a body part asked beside a term that only dates the question is asked."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import holds_result
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 6, 25, 21, 0, tzinfo=KST)


def reasons(u: QueryUnderstanding) -> dict[str, str]:
    return {d.value: d.reason for d in u.coordinates}


def fields(u: QueryUnderstanding) -> set[str]:
    return {d.value for d in u.fields}


@pytest.mark.parametrize(("text", "found"), [
    ("biopsy came back benign, Bethesda II.", True),
    ("결과 BI-RADS 카테고리 2, 양성 소견.", True),
    ("HPV 16형 양성 나왔대요", True),
    ("갑상글로불린 0.2 미만이래요", True),
    ("유방촬영 했는데 치밀유방이라 초음파도 같이 했어요", False),
    ("자궁경부암 검사 했어요.", False),
    ("내일 결과 보러 가요", False),
    ("colonoscopy this morning at Northwestern", False),
])
def test_a_sentence_that_reports_a_finding(text: str, found: bool) -> None:
    assert holds_result(text) is found


def test_results_asked_rank_the_finding_before_the_test_done(index: AliasIndex, dictionary: Dictionary) -> None:
    done = FactHit({"fact_id": "f1", "turn_id": "t1", "text": "유방촬영 했는데 치밀유방이라 초음파도 같이 했어요",
                    "date": "2026-06-02"}, vector_rank=1, text_rank=1, rrf=2 / 61)
    found = FactHit({"fact_id": "f2", "turn_id": "t2", "text": "결과 BI-RADS 카테고리 2, 양성 소견.",
                     "date": "2026-06-09"}, vector_rank=2, text_rank=2, rrf=2 / 62)
    mentions = {"f1": {"procedure:mammogram"}}
    asked = understand("유방 검사 결과 뭐였지?", SAID, "ko", index, dictionary)
    assert "results" in fields(asked)
    out = fuse(asked, "associative", [], [done, found], {}, dictionary, SAID, 10, mentions=mentions)
    assert [i.id for i in out.items] == ["f2", "f1"]
    when = understand("유방 검사 언제 했지?", SAID, "ko", index, dictionary)  # no results asked: the test done first
    assert "results" not in fields(when)
    out = fuse(when, "associative", [], [done, found], {}, dictionary, SAID, 10, mentions=mentions)
    assert out.items[0].id == "f1"


@pytest.mark.parametrize(("text", "lang", "asked"), [
    ("what did my company checkup show?", "en", True),
    ("what did the physical turn up?", "en", True),
    ("일본 검진에서 높게 나온 거 뭐였지?", "ko", True),
    ("국가검진에서 나온 거 다 말해줘", "ko", True),
    ("when is my next checkup?", "en", False),
    ("검진 언제 받았지?", "ko", False),
])
def test_a_checkups_results_asked_by_show_or_naon_geo(
        text: str, lang: str, asked: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)
    assert ("results" in fields(u)) is asked


def test_korean_event_nouns_and_an_increase_date_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand("당화혈색소 자디앙 추가 전이랑 지금?", SAID, "ko", index, dictionary))
    assert got["drug:empagliflozin"].startswith("anchor:") and got["test:hba1c"].startswith("alias")
    got = reasons(understand("how are my sugar and kidney numbers after the metformin increase?", SAID, "en", index,
                             dictionary))
    assert got["drug:metformin"].startswith("anchor:") and not got["test:creatinine"].startswith("anchor:")
    got = reasons(understand("did the metformin help after the holidays?", SAID, "en", index, dictionary))
    assert got["drug:metformin"].startswith("alias")  # "after the" with no increase or start: no anchor


def test_a_measure_before_an_injection_under_an_anchor_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand("비타민D 수치 주사 맞기 전이랑 지금 비교해줘", SAID, "ko", index, dictionary))
    assert got["test:vitamin_d"].startswith("alias"), got
    got = reasons(understand("대상포진 주사 맞기 전에 열 있었나?", SAID, "ko", index, dictionary))
    assert all(not r.startswith("alias") for k, r in got.items() if k.startswith("vaccine:")), got


def test_a_supplement_dates_the_question_and_its_level_is_asked_when_a_rise_is(
        index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand("비타민D 영양제 먹고 수치 올랐어?", SAID, "ko", index, dictionary))
    assert got["drug:vitamin_d_supplement"].startswith("anchor:")
    assert got["test:vitamin_d"] == "effect:drug:vitamin_d_supplement"
    got = reasons(understand("비타민D 영양제 먹고 수치 올랐어? GP가 하루 몇 IU 먹으라 했지?", SAID, "ko", index,
                             dictionary))
    assert got["test:vitamin_d"] == "effect:drug:vitamin_d_supplement"  # the GP named as context dates nothing
    got = reasons(understand("비타민D 영양제 먹고 좋아졌어?", SAID, "ko", index, dictionary))
    assert "test:vitamin_d" not in got  # no rise asked: only what it brings down or makes better


@pytest.mark.parametrize("text", [
    "how much have I lost since new years",
    "how much have i dropped since new year? feels slow",
])
def test_how_much_have_i_lost_asks_the_scale(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert "body:weight" in reasons(understand(text, SAID, "en", index, dictionary))


def test_how_much_did_i_spend_asks_no_weight(index: AliasIndex, dictionary: Dictionary) -> None:
    assert "body:weight" not in reasons(understand("how much did I spend on the gym", SAID, "en", index, dictionary))


def test_how_far_from_the_goal_weight_asks_the_scale_first(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how far am I from my goal weight?", SAID, "en", index, dictionary)
    keys = [d.value for d in u.coordinates]
    assert keys[0] == "body:weight" and "goal:weight" in keys
    plain = understand("what is my goal weight?", SAID, "en", index, dictionary)
    assert plain.coordinates[0].value == "goal:weight"


def test_a_body_part_beside_an_anchored_drug_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand("how's my knee been since the pain clinic started the duloxetine?", SAID, "en", index,
                             dictionary))
    assert got["symptom:knee_pain"] == "cue:body_part" and got["drug:duloxetine"].startswith("anchor:")
    got = reasons(understand("did the duloxetine help my knee?", SAID, "en", index, dictionary))
    assert "symptom:knee_pain" not in got  # the drug asked beside the part: the part is no ask of its own
