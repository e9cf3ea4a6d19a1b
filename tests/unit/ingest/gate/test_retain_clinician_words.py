"""RETAIN gate: a clinician named by a specialty or a role (the dictionary's ``clinician`` cue list, read by
``clause_talk.has_health``) makes a clause about health; said as someone's job it does not (issue 12)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_talk import names_clinician
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import retained


# rule gate.clinician: the user's clinician (my …, or one who acts: a clinician_act or said verb right after it),
# named by the specialty; in Korean any mention but a job
@pytest.mark.parametrize(("text", "lang"), [
    ("radiologist wrote 'contrast reaction, premedicate next time' on my chart", "en"),
    ("my oncologist wants a scan in march", "en"),
    ("the urologist wants to watch it", "en"),
    ("my podiatrist trimmed my nails", "en"),
    ("영상의학과 선생님이 조영제 반응이라고 차트에 적었어요", "ko"),
])
def test_a_clinician_named_keeps_the_turn(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert retained(index, dictionary, text, lang)


# rule gate.clinician: a profession said as someone's job is no health of the user's; a word that only ends in
# -ologist is no clinician
@pytest.mark.parametrize(("text", "lang"), [
    ("my sister is a geologist", "en"),
    ("my sister is a radiologist", "en"),
    ("she works as an anesthesiologist", "en"),
    ("my brother is a pediatric surgeon", "en"),
    ("the surgeon on that show said something funny", "en"),
    ("언니가 치과 전문의예요", "ko"),
])
def test_a_job_or_another_ology_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                            lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


def test_names_clinician_reads_the_list_and_the_job_frame() -> None:
    assert names_clinician("radiologist wrote it on my chart", "en")
    assert not names_clinician("my sister is a radiologist", "en")
    assert not names_clinician("geologist wrote it on my chart", "en")
    assert not names_clinician("a radiologist on youtube explained it", "en")
    assert names_clinician("주치의가 조영제 반응이래요", "ko")
    assert not names_clinician("오빠가 주치의예요", "ko")
