"""What a sentence holds is asked (what an exam showed, what was given, which one, when a dose is due, what someone
said): the sentence of the named term's turn ranks before that term's typed record; a value asked keeps the record
first (pure)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=-5))
SAID = dt.datetime(2026, 7, 1, 20, 0, tzinfo=TZ)


def rec(rid: str, coord: str, rtype: str, **extra: Any) -> dict[str, Any]:
    day = dt.date(2026, 3, 1)
    return {"record_id": rid, "coordinate": coord, "type": rtype, "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(12), TZ), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def ranked(question: str, record: dict[str, Any], text: str, index: AliasIndex, dictionary: Dictionary,
           lang: str = "en") -> list[str]:
    u = understand(question, SAID, "ko" if lang == "ko" else "en", index, dictionary)
    f = FactHit({"fact_id": "f1", "turn_id": record["turn_id"], "text": text}, text_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", [StructuredHit(record, ["alias"], 1.0)], [f], {}, dictionary, SAID, 10)
    return [i.id for i in out.items]


def test_a_content_ask_of_its_own_sentences_terms_is_a_field_and_its_words_stay_to_find(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    for question in ("did the eye exam show any diabetes damage?", "when is my last hep B shot due?",
                     "which eye drops did the pharmacist give me?", "what acne meds did the skin centre give me?"):
        u = understand(question, SAID, "en", index, dictionary)
        assert {"content", "sentence"} <= {d.value for d in u.fields}, question
    assert "due" in understand("when is my last hep B shot due?", SAID, "en", index, dictionary).residual_words
    u = understand("give me my blood pressure readings", SAID, "en", index, dictionary)
    assert "content" not in {d.value for d in u.fields}  # a request to the agent asks no sentence
    u = understand("how was my blood pressure in Tokyo? and what did the doctor say?", SAID, "en", index, dictionary)
    assert "said" in {d.value for d in u.fields} and "sentence" not in {d.value for d in u.fields}  # another part's
    u = understand("what did the doctor say about my blood pressure?", SAID, "en", index, dictionary)
    assert "sentence" in {d.value for d in u.fields}


def test_an_exam_shown_puts_the_turns_sentence_before_the_condition(index: AliasIndex, dictionary: Dictionary) -> None:
    diabetes = rec("c1", "condition:type_2_diabetes", "condition")
    text = "diabetic eye exam at the eye clinic today, no retinopathy"
    assert ranked("did the eye exam show any diabetes damage?", diabetes, text, index, dictionary) == ["f1", "c1"]
    # the same sentence beside the same record, no content asked: the record answers, the sentence follows it
    assert ranked("is my diabetes eye exam on file?", diabetes, text, index, dictionary) == ["c1", "f1"]


def test_a_dose_due_puts_the_nurses_sentence_before_the_vaccine(index: AliasIndex, dictionary: Dictionary) -> None:
    shot = rec("v1", "vaccine:hepatitis_b", "vaccination")
    text = "hep B dose 2 today, nurse said dose 3 is due 6 months after the first"
    assert ranked("when is my last hep B shot due?", shot, text, index, dictionary) == ["f1", "v1"]


def test_a_value_asked_keeps_the_record_first(index: AliasIndex, dictionary: Dictionary) -> None:
    a1c = rec("l1", "test:hba1c", "lab_result", value=7.6, unit="%")
    text = "a1c 7.6 which the doctor found disappointing"
    assert ranked("what was my a1c level which they found?", a1c, text, index, dictionary)[0] == "l1"


def test_what_the_doctor_said_puts_the_reported_speech_before_the_condition(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    asthma = rec("c1", "condition:asthma", "condition")
    text = "Dr Lee said the asthma is well controlled now"
    assert ranked("what did the doctor say about my asthma?", asthma, text, index, dictionary) == ["f1", "c1"]
    assert ranked("do I have asthma?", asthma, text, index, dictionary) == ["c1", "f1"]
    # asked of another part of the question, the speech does not move ahead of this one's record
    assert ranked("is my asthma better? what did the doctor say?", asthma, text, index, dictionary)[0] == "c1"


def test_results_asked_keep_a_sentence_that_reports_none_after_its_record(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    visit = rec("v1", "visit:checkup", "medical_visit")
    order = ranked("what did my company checkup show?", visit, "company health screening today.", index, dictionary)
    assert order == ["v1", "f1"]
