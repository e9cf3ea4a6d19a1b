"""A clinician's instruction about what the user must avoid or keep to is a medical constraint of the user's (rule
``constraint.instruction``, ``ingest/extract/care_instructions.py``), and a record of the rules keeps the turn against
the RETAIN opinion's veto (``retain_model.combine``): "My doctor told me to avoid grapefruit" was lost (session 65,
issue 12). Told to someone else, by a relative, asked, or a reassurance ("told me not to worry") is none."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator

import pytest

from pia_graph.ingest import retain_model
from pia_graph.ingest.extract.care_instructions import COORDINATE
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import Extraction
from pia_graph.ingest.retain_model import VETO
from pia_graph.ingest.turn_flow import gate_and_extract
from pia_graph.ontology import AliasIndex, Dictionary

SAID = dt.datetime(2026, 7, 1, 9, tzinfo=dt.UTC)


def _constraints(extraction: Extraction) -> list[str]:
    return [str(r.value) for r in extraction.records if r.type == "medical_constraint"]


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("My doctor told me to avoid grapefruit", "en", "avoid grapefruit"),
    ("GP says no driving for a week after the procedure", "en", "no driving for a week after the procedure"),
    ("the nurse said to keep the dressing dry", "en", "keep the dressing dry"),
    ("I was told not to eat after midnight", "en", "not to eat after midnight"),
    ("my cardiologist wants me to cut out salt", "en", "cut out salt"),
    ("의사가 자몽은 먹지 말라고 했어요", "ko", "자몽은 먹지 말라고 했어요"),
    ("자몽 먹지 말래요", "ko", "자몽 먹지 말래요"),
    ("운전하지 말라고 했어요", "ko", "운전하지 말라고 했어요"),
    ("선생님이 일주일 동안 운전하지 말라고 했어요", "ko", "일주일 동안 운전하지 말라고 했어요"),
    ("dr. lee said to stop eating grapefruit bc of my statin", "en", "stop eating grapefruit"),  # the drug: a reason
    ("the doctor says no ibuprofen for me anymore", "en", "no ibuprofen for me anymore"),
    ("간수치 높대요 술 좀 줄이래요", "ko", "술 좀 줄이래요"),
    ("영양사가 양파 마늘 6주 끊으래요", "ko", "양파 마늘 6주 끊으래요"),
])
def test_an_instruction_of_the_users_care_is_a_medical_constraint(text: str, lang: str, words: str,
                                                                   run: Callable[..., Extraction]) -> None:
    found = run(text, lang=lang)
    assert _constraints(found) == [words]
    assert [r.coordinate for r in found.records if r.type == "medical_constraint"] == [COORDINATE]


@pytest.mark.parametrize(("text", "lang"), [
    ("my doctor told my dad to avoid salt", "en"),  # the one told is a relative
    ("my mom's doctor told her to avoid grapefruit", "en"),  # another's clinician
    ("my doctor told me not to worry", "en"),  # a reassurance
    ("did my doctor tell me to avoid grapefruit?", "en"),  # asked
    ("I avoid gluten", "en"),  # no one told the user: a preference
    ("엄마가 자몽 먹지 말래요", "ko"),  # a relative speaks
    ("의사가 아빠한테 술 마시지 말래요", "ko"),  # a relative is told
    ("선생님이 걱정하지 말래요", "ko"),  # a reassurance
    ("the dr said stop the naproxen", "en"),  # a drug stopped: a regimen change
    ("GP says I can stop the omeprazole today", "en"),  # allowed, not told
    ("derm says stop it and see if it lifts", "en"),  # a drug pointed at
    ("선생님이 그 약 끊으라고 하셨어요", "ko"),  # the bare noun 약
    ("와파린 먹는데 INR 3.6 나와서 이틀 2.5mg로 줄이래요", "ko"),  # a dose cut
    ("남편이 지방간이래요. 술 좀 줄이라고 했더니 삐졌어요", "ko"),  # the user told the husband
    ("ER said no fracture", "en"),  # a finding, no instruction
])
def test_no_constraint_told_to_or_by_someone_else_asked_or_reassuring(text: str, lang: str,
                                                                      run: Callable[..., Extraction]) -> None:
    assert _constraints(run(text, lang=lang)) == []


@pytest.fixture
def _packaged() -> Iterator[None]:
    retain_model.RETAIN_FILE.clear()
    yield
    retain_model.RETAIN_FILE.clear()


@pytest.mark.usefixtures("_packaged")
@pytest.mark.parametrize(("text", "lang"), [
    ("My doctor told me to avoid grapefruit", "en"),
    ("자몽 먹지 말래요", "ko"),
    ("I was told not to drive for a week after the procedure", "en"),
])
def test_the_turn_is_kept_with_its_constraint(text: str, lang: str, index: AliasIndex,
                                              dictionary: Dictionary) -> None:
    turn = gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k")
    assert turn.retain.retain, turn.retain.reasons
    assert not [r for r in turn.retain.reasons if str(r).startswith(f"{VETO}:")]
    assert turn.extraction is not None and _constraints(turn.extraction)
