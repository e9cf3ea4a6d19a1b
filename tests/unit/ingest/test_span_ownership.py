"""The span-ownership step: overlaps between rules are settled by declared precedence, not family order."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract import pipeline, registry
from pia_graph.ingest.extract.context import Draft
from pia_graph.ingest.extract.ownership import Proposal, settle

SAID = "2026-03-11T09:00:00+09:00"


def _p(rule: str, family: str, start: int, end: int, *claims: tuple[str, int]) -> Proposal:
    d = Draft(rule, "vital_sign", "vital:heart_rate", start, end)
    return Proposal(d, family, frozenset(claims), registry.rank(rule), start)


def test_the_rule_of_higher_precedence_owns_shared_evidence_whatever_the_order() -> None:
    measure = _p("measure.term_value", "vitals_labs", 0, 10, ("q", 4))
    symptom = _p("symptom.term", "symptoms_conditions", 0, 8, ("q", 4))
    for order in ([measure, symptom], [symptom, measure]):
        kept, lost = settle(order)
        assert [p.draft for p in kept] == [measure.draft]
        assert lost[0].draft is symptom.draft and lost[0].owner == "measure.term_value" and lost[0].claim == ("q", 4)


def test_drafts_of_one_family_do_not_compete() -> None:
    a = _p("measure.term_value", "vitals_labs", 0, 10, ("q", 4))
    b = _p("measure.unit_named", "vitals_labs", 0, 12, ("q", 4))
    kept, lost = settle([a, b])
    assert len(kept) == 2 and lost == []


def test_consumed_evidence_without_a_record_still_owns_its_words() -> None:
    consumed = Proposal(None, "medications", frozenset({("m", 0)}), registry.family_rank("medications"), 0)
    condition = _p("condition.term", "symptoms_conditions", 0, 4, ("m", 0))
    kept, _lost = settle([condition, consumed])
    assert [p.draft for p in kept] == [None]


@pytest.mark.parametrize(("text", "lang"), [
    ("bp 152/88 pulse 64 after my walk this morning, walked about 30 min with the dog", "en"),
    ("got my a1c back 6.4, my goal is below 6", "en"),
    ("어제 메트포르민 깜빡함", "ko"),
    ("took 2 ibuprofen for a 7/10 headache, slept 6 hours", "en"),
])
def test_the_records_do_not_depend_on_the_order_of_families(run: Any, monkeypatch: pytest.MonkeyPatch, text: str,
                                                            lang: str) -> None:
    def records() -> list[tuple[str, str, Any]]:
        return sorted((r.rule_id, r.coordinate, str(r.value)) for r in run(text, SAID, lang).records)

    forward = records()
    monkeypatch.setattr(pipeline, "FAMILIES", tuple(reversed(pipeline.FAMILIES)))
    assert records() == forward
