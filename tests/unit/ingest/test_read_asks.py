"""One asking sentence with several asks (``read_asks``), the speech verbs as dictionary data, and the asks
that need records and judgement (``read_advice``). The sentences are written for the test, not taken from a
suite; English and Korean."""

from __future__ import annotations

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.read_asks import ASKS_BOTH, asks_of
from pia_graph.ingest.read_gate import ReadDecision, decide_read
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_route import Route
from pia_graph.ontology import Dictionary

# A record ask and a said ask in one sentence, joined by and / a comma / 랑 / -고 / a second question: both.
RECORD_AND_SAID = [
    ("my a1c came back 6.9, what was it in the spring and did the diabetes nurse say what to change?", "en"),
    ("what did the cardiologist explain about my heart rate and what was my last reading", "en"),
    ("my weight readings since january, and what did the dietitian warn me about?", "en"),
    ("ferritin is 12 now — what was my previous result, also what did dr lee recommend", "en"),
    ("혈압 수치랑 신장내과에서 한 말 같이 정리해줘", "ko"),
    ("콜레스테롤 전에는 얼마였고 약사님이 주의하라고 한 거 뭐였지", "ko"),
    ("공복혈당 지난달엔 몇이었지? 내과쌤이 설명해준 것도", "ko"),
]
# One ask only, or a statement told before the ask: the route of the whole sentence stands.
ONE_KIND = [
    ("what was my last ldl and what was my hdl that day?", "en", "structured"),
    ("what did my physio say about stretching and what did she tell me about ice?", "en", "associative"),
    ("I told you about a cream that stings my skin, what was it?", "en", "associative"),
    ("나 약 알레르기 뭐 있다고 했었지? 기록된 거", "ko", "structured"),
    ("혈압이랑 혈당 지난주 평균 얼마야", "ko", "structured"),
]
# Speech and report verbs the closed regex missed (warn, explain, 설명, 주의, 에서 한 말): what was said.
SAID = [
    ("what did the pharmacist warn me about with the new pills?", "en"),
    ("did my dermatologist explain why the rash keeps coming back?", "en"),
    ("정형외과에서 한 말 기억나?", "ko"),
    ("치과 선생님이 설명해준 관리법 뭐였지", "ko"),
]
# Records and judgement: a summary of overall health, a recommendation asked for now, Korean permission.
JUDGEMENT = [
    ("can you give me an overview of my health this spring?", "en"),
    ("could you recommend a breakfast that suits me?", "en"),
    ("요즘 내 건강 상태 전체적으로 요약해줘", "ko"),
    ("나한테 맞는 운동 추천해줘", "ko"),
    ("약 먹는 중인데 오늘 사우나 가도 되나?", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), RECORD_AND_SAID)
def test_a_record_ask_and_a_said_ask_route_both(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "both", decision
    assert ASKS_BOTH in decision.reasons or "personal:both" in decision.reasons


@pytest.mark.parametrize(("text", "lang", "route"), ONE_KIND)
def test_asks_of_one_kind_keep_their_route(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == route, decision


@pytest.mark.parametrize(("text", "lang"), SAID)
def test_speech_verbs_from_the_dictionary_route_associative(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "associative", decision


@pytest.mark.parametrize(("text", "lang"), JUDGEMENT)
def test_asks_needing_records_and_judgement_route_both(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "both", decision


def test_a_recommendation_made_before_is_what_was_said() -> None:
    assert decide_read("what stretches did my physio recommend?", "en").route == "associative"
    assert decide_read("물리치료 선생님이 추천해준 스트레칭 뭐였지", "ko").route == "associative"


def test_asks_are_split_at_coordinators_and_korean_endings() -> None:
    assert asks_of("my bp since may, and what did the nurse say?", "en") == ["my bp since may",
                                                                               "what did the nurse say?"]
    assert asks_of("what did you say about that and why?", "en") == ["what did you say about that", "why?"]
    assert asks_of("혈당 어땠고 의사가 뭐라 했지", "ko") == ["혈당 어땠", "의사가 뭐라 했지"]
    assert asks_of("알러지 뭐 있었지", "ko") == ["알러지 뭐 있었지"]  # a noun ending in 지 is no ending


def test_the_speech_verbs_are_dictionary_data(dictionary: Dictionary) -> None:
    for lang in ("en", "ko"):
        listed = dictionary.cues[("said_verb", lang)]
        assert listed.cues and listed.file == "80_cues.cypher"
    assert cues.gate_cues("said_verb", "en").search("she warned me")
    assert cues.gate_cues("said_verb", "ko").search("내과에서 한 말")


def test_the_model_keeps_a_route_made_of_two_asks() -> None:
    rule = ReadDecision(True, "both", ["personal:both", ASKS_BOTH])
    probs: dict[Route, float] = {"none": 0.0, "structured": 0.02, "associative": 0.96, "both": 0.02}
    assert combine(rule, probs, Thresholds(0.9, 0.8, 0.1)).route == "both"
    plain = ReadDecision(True, "both", ["personal:both"])
    assert combine(plain, probs, Thresholds(0.9, 0.8, 0.1)).route == "associative"


def test_a_korean_question_ending_mid_sentence_is_read() -> None:
    """-ㄹ까 closes a question before a fragment ("괜찮을까 혈압약 먹는 중이라"): read, with the permission both."""
    decision = decide_read("오늘 오후에 등산 가도 괜찮을까 요즘 혈압약 먹는 중이라", "ko")
    assert decision.read and decision.route == "both", decision
    assert not decide_read("주말에 등산 갈까 생각 중이야 날씨 좋대", "ko").read


# A care provider as the subject of an ask, acting in the past (what they thought or wanted), beside a record
# ask; a course asked as a change is a record ask (session 34).
@pytest.mark.parametrize("text", [
    "what's my latest tsh and did the doc want to change anything",
    "what was my bp yesterday and what did the pharmacist think",
    "how did my cholesterol change and what was the plan the cardiologist made",
])
def test_a_care_providers_view_beside_a_record_ask_routes_both(text: str) -> None:
    d = decide_read(text, "en")
    assert (d.read, d.route) == (True, "both") and ASKS_BOTH in d.reasons, d.reasons


@pytest.mark.parametrize(("text", "route"), [
    ("did the doctor want me to change anything?", "associative"),
    ("what was my tsh in may and how has it changed", "structured"),
])
def test_one_kind_of_ask_keeps_its_route(text: str, route: str) -> None:
    d = decide_read(text, "en")
    assert (d.read, d.route) == (True, route), d.reasons


def test_the_model_keeps_a_union_of_asking_sentences() -> None:
    # a record asked in one sentence and what was said in the next: both, which the opinion does not overturn
    rule = decide_read("what was my last creatinine? also what did the nephrologist say about it", "en")
    assert rule.route == "both" and ASKS_BOTH in rule.reasons, rule.reasons
    probs: dict[Route, float] = {"none": 0.0, "structured": 0.0, "associative": 1.0, "both": 0.0}
    assert combine(rule, probs, Thresholds(0.8, 0.5, 0.3)).route == "both"


def test_the_model_keeps_a_summary_of_health_as_a_whole() -> None:
    # "overall" with "my health": the user's health as a whole, both (C11); the opinion does not turn it over
    rule = decide_read("how has my health been this month overall", "en")
    assert rule.route == "both" and "contract:health_summary" in rule.reasons, rule.reasons
    probs: dict[Route, float] = {"none": 0.0, "structured": 1.0, "associative": 0.0, "both": 0.0}
    assert combine(rule, probs, Thresholds(0.8, 0.5, 0.3)).route == "both"
