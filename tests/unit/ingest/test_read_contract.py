"""The route contract (docs/read-path.md, session 27: rules C5 to C10) as features of the asking sentence
(``read_contract``) and the Korean reads of ``read_personal.personal``. The sentences are written for the test,
not taken from a suite; English and Korean."""

from __future__ import annotations

from functools import cache

import pytest

from pia_graph.ingest.read_contract import Term, contract_route
from pia_graph.ingest.read_gate import ReadDecision, decide_read
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_route import Route
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary


@cache
def _index() -> AliasIndex:
    return AliasIndex.build(load_default_dictionary())


def _decide(text: str, lang: str) -> ReadDecision:
    dictionary = load_default_dictionary()
    utterance = analyse(text, lang, index=_index(), dictionary=dictionary)
    return decide_read(text, lang, utterance=utterance)


# C5: the user's own writing is free text.
WRITTEN = [
    ("what were the exercises I wanted to try? I wrote them down after the physio visit", "en"),
    ("피부과 가서 물어보려고 메모해둔 거 뭐였지?", "ko"),
]
# C6: a first-degree relative's condition, told or not, is family history: a typed record.
FAMILY_TOLD = [
    ("my dad had a stroke at 60, did I tell you that?", "en"),
    ("우리 아빠 고혈압 있는거 내가 말했나?", "ko"),
]
# C7 and C8: a typed series with a free-text event or reference: both.
EVENT_OR_TOLD = [
    ("has my blood pressure gone up since we moved to the city?", "en"),
    ("have my migraines gotten worse since the new job I told you about?", "en"),
    ("is my sleep any better since the divorce, like I said it would be?", "en"),
    ("퇴사하고 나서 혈압 좀 좋아졌어?", "ko"),
    # an activity said with how or when it is done is a habit started, said, not a dated record
    ("has my bp gone down since I started cycling to work?", "en"),
    ("저녁 산책 시작하고 나서 혈압 좋아졌어?", "ko"),
]
# C8: a series since a dated record (a drug started, a dose raised, a test) stays structured.
TYPED_ANCHOR = [
    ("has my ldl gone down since I started the atorvastatin?", "en", "structured"),
    ("메트포르민 먹고 나서 공복혈당 좀 떨어졌어?", "ko", "structured"),
    ("how has my weight changed since September?", "en", "structured"),  # a date is no event
    # an activity taken up, named alone: its first session is a typed record that dates it
    ("has my resting pulse dropped since I took up cycling?", "en", "structured"),
    ("수영 시작하고 나서 체중 줄었어?", "ko", "structured"),
]
# C10 and the Korean reads: a symptom put down to a cause, a course since an event, the own past, days counted.
KO_READS = [
    ("아침마다 속이 울렁거려 당뇨약 때문일까", "both"),
    ("이사하고 나서 두통 더 자주 오는 거 같아?", "both"),
    ("공복혈당 130 나왔는데 전에도 이렇게 높았나?", "structured"),
    ("이번 주 5시간도 못잔 날 며칠이야?", "structured"),
]


@pytest.mark.parametrize(("text", "lang"), WRITTEN)
def test_written_lists_are_associative(text: str, lang: str) -> None:
    d = _decide(text, lang)
    assert d.read and d.route == "associative", d.reasons
    assert "contract:C5_written" in d.reasons


@pytest.mark.parametrize(("text", "lang"), FAMILY_TOLD)
def test_family_history_told_is_structured(text: str, lang: str) -> None:
    d = _decide(text, lang)
    assert d.read and d.route == "structured", d.reasons


@pytest.mark.parametrize(("text", "lang"), EVENT_OR_TOLD)
def test_series_with_a_free_text_event_is_both(text: str, lang: str) -> None:
    d = _decide(text, lang)
    assert d.read and d.route == "both", d.reasons
    assert any(r.startswith("contract:C7") or r.startswith("contract:C8_event") for r in d.reasons)


@pytest.mark.parametrize(("text", "lang", "route"), TYPED_ANCHOR)
def test_series_since_a_typed_record_is_structured(text: str, lang: str, route: str) -> None:
    d = _decide(text, lang)
    assert d.read and d.route == route, d.reasons


@pytest.mark.parametrize(("text", "route"), KO_READS)
def test_korean_reads_without_a_pronoun(text: str, route: str) -> None:
    d = _decide(text, "ko")
    assert d.read and d.route == route, d.reasons


def test_what_the_user_said_is_asked_not_referred_to() -> None:
    # "what foods I said ..." asks for the words: associative, no told reference (C3, not C7)
    d = _decide("remind me what drinks I said make my reflux worse", "en")
    assert d.route == "associative", d.reasons


def test_norm_judgement_after_a_statement_does_not_read() -> None:
    assert not _decide("my pulse was 104 after coffee, is that dangerous?", "en").read
    assert _decide("bp 150/95 this morning, is that higher than my usual?", "en").route == "structured"


def test_effect_since_a_drug_keeps_both() -> None:
    # a cause or effect asked for keeps both even with a dated anchor
    d = _decide("is the sertraline helping my mood since I started it?", "en")
    assert d.route == "both", d.reasons


def test_contract_route_is_pure() -> None:
    terms = [Term(7, 10, "test:ldl_cholesterol"), Term(25, 37, "drug:atorvastatin")]
    assert contract_route("did my LDL go down after atorvastatin?", "en", "both", terms) == \
        ("structured", "contract:C8_typed_anchor")
    assert contract_route("did my LDL go down after we moved?", "en", "structured", terms[:1]) == \
        ("both", "contract:C8_event_anchor")
    assert contract_route("what was my LDL?", "en", "structured", terms[:1]) == ("structured", None)


def test_the_second_opinion_keeps_a_contract_route() -> None:
    rule = ReadDecision(True, "both", ["personal:both", "contract:C8_event_anchor"])
    probs: dict[Route, float] = {"none": 0.0, "structured": 0.99, "associative": 0.005, "both": 0.005}
    assert combine(rule, probs, Thresholds(0.9, 0.5, 0.2)).route == "both"
