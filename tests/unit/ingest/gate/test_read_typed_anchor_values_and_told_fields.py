"""The READ router on unseen wording (issue 8, session 62), with sentences of their own: a course or a value of the
user's series since a drug they started, stopped or switched (C8's typed anchor, eval/LABEL_CONVENTIONS.md's last
row) is the records, also when the drug is named by its class (스테로이드), when the reading was told in the sentence
before, and when the rules already said so (the second opinion keeps the contract's route); a typed field told back
in Korean (몇 시에 먹는다고 했지, 몇 시에 먹기로 했었지, 그 약 이름 뭐였지) keeps the rules' structured against the
opinion, and a cause inside the told words (때문에 깼다고 했지) asks no cause; a told record checked as an experience
(수술했다고 말한 적 있어?) is the profile's record; an act named first and 언제 after it (용량 바꾼 게 언제였지) is the
dated record."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_compare import regimen_date_asked
from pia_graph.ingest.read_contract import Term, contract_route
from pia_graph.ingest.read_model import Thresholds, _rules_by_grammar, combine
from pia_graph.ingest.read_route import TYPED_TOLD, Route
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_decision, read_route

# the opinion as sure of the other route as it ever is: a grammar reason must still keep the rules' route
_SURE_BOTH: dict[Route, float] = {"none": 0.0, "structured": 0.02, "associative": 0.02, "both": 0.96}
_SURE_ASSOC: dict[Route, float] = {"none": 0.0, "structured": 0.02, "associative": 0.96, "both": 0.02}
_T = Thresholds(0.8, 0.5, 0.3, 0.95)


def _reasons(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> list[str]:
    return read_decision(index, dictionary, text, lang).reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("렉사프로 끊고 나서 잠 몇 시간씩 잤어?", "ko"),  # a value asked since a drug stopped
    ("오늘 아침 124. 스테로이드 먹고부터 공복혈당 제일 높았던 게 얼마였지?", "ko"),  # the drug named by its class
    ("LDL 142 나왔어요. 로수바스타틴으로 바꾸고 나서 좀 떨어진 거 맞죠?", "ko"),  # the reading told just before
])
def test_a_value_or_course_since_a_drug_is_the_records(index: AliasIndex, dictionary: Dictionary, text: str,
                                                      lang: str) -> None:
    assert read_route(index, dictionary, text, lang) == (True, "structured")
    assert "contract:C8_typed_anchor" in _reasons(index, dictionary, text, lang)


def test_the_opinion_keeps_a_typed_anchor_the_rules_already_routed(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "인슐린 맞고 나서부터 혈당 좀 변했나?"  # the rules say structured with no effect word
    decision = read_decision(index, dictionary, text, "ko")
    assert (decision.read, decision.route) == (True, "structured")
    assert "contract:C8_typed_anchor" in decision.reasons
    assert combine(decision, _SURE_BOTH, _T).route == "structured"


@pytest.mark.parametrize("text", [
    "이사하고 나서 잠 몇 시간씩 잤어?",  # a value over an event's window: left to the rules, no contract reason
    "렉사프로 끊고 나서 잠 잘 자는 데 도움 됐어?",  # an effect asked keeps both
])
def test_no_typed_anchor_structured_without_a_dated_anchor_or_with_an_effect(index: AliasIndex,
                                                                           dictionary: Dictionary,
                                                                           text: str) -> None:
    assert "contract:C8_typed_anchor" not in _reasons(index, dictionary, text, "ko")


def test_a_value_asked_is_no_event_course() -> None:
    terms = [Term(7, 8, "sleep:night")]
    # no course word: a value over an event's window is not C8's event anchor
    assert contract_route("이사하고 나서 잠 몇 시간씩 잤어?", "ko", "structured", terms) == ("structured", None)


@pytest.mark.parametrize("text", [
    "아토르바스타틴 몇 시에 먹는다고 했지 내가",
    "아침 약 몇 알 먹는다고 했었지?",
    "비타민D 하루에 몇 알 먹는다고 했지?",
])
def test_a_typed_field_told_back_keeps_the_rules_structured(index: AliasIndex, dictionary: Dictionary,
                                                             text: str) -> None:
    decision = read_decision(index, dictionary, text, "ko")
    assert (decision.read, decision.route) == (True, "structured")
    assert TYPED_TOLD in decision.reasons and _rules_by_grammar(decision)
    assert combine(decision, _SURE_ASSOC, _T).route == "structured"


def test_a_name_asked_is_left_to_the_opinion(index: AliasIndex, dictionary: Dictionary) -> None:
    # the develop labels of a name told back split (a clinic's ointment: associative; the own daily pill: structured)
    text = "그 연고 이름 뭐였지? 저번에 바르던 거"
    assert TYPED_TOLD not in read_decision(index, dictionary, text, "ko").reasons


def test_a_regimen_hour_agreed_is_a_typed_field(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "유산균 몇 시에 먹기로 했었지?", "ko") == (True, "structured")
    # a place agreed stays what was said
    assert read_route(index, dictionary, "위내시경 어디서 하기로 했었지?", "ko") == (True, "associative")


def test_a_cause_inside_the_told_words_asks_no_cause(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "이번 주에 기침 때문에 몇 번이나 깼다고 했지?", "ko") == (True, "structured")
    # a cause asked after the told words still asks one
    assert read_route(index, dictionary, "요즘 몇 번씩 깼다고 했지? 그게 약 때문일까?", "ko")[1] == "both"


def test_a_told_record_checked_as_an_experience(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "제가 맹장 수술 했다고 얘기한 적 있나요?"
    assert read_route(index, dictionary, text, "ko") == (True, "structured")
    assert "contract:C6_profile_record" in _reasons(index, dictionary, text, "ko")


@pytest.mark.parametrize(("text", "asked"), [
    ("혈압약 용량 줄인 게 언제였더라?", True),
    ("류마티스내과에서 약 바꾼 날이 언제였지?", True),
    ("용량 바꾸면 언제쯤 효과 나요?", False),  # a condition, no act of the user's dated
    ("바꾼 약 이름이 뭐였지?", False),  # no 언제
])
def test_an_act_named_first_and_when_after_it(text: str, asked: bool) -> None:
    assert regimen_date_asked(text, "ko") is asked


# --- whose ask, what asks, and the conversation's stretch (session 62) --------------------------------------------

@pytest.mark.parametrize("text", [
    "아내가 오늘 허리를 삐끗했다는데 파스 붙여도 돼요?",  # leave asked, its subject dropped: the wife's
    "남편이 오늘 두드러기가 났다는데 연고 발라도 돼요?",
])
def test_leave_asked_of_another_person_only_is_no_read(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (False, "none")


def test_leave_asked_with_the_user_named_still_reads(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "아내가 요즘 잠을 못 자는데 나 수면제 먹어도 돼?", "ko")[0]


def test_a_relative_which_clause_asks_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "had three coffees after lunch, which probably explains why my heart is racing tonight"
    assert read_route(index, dictionary, text, "en") == (False, "none")
    # which + a noun asks, and so does a confirm tag after a which clause
    assert read_route(index, dictionary, "got my refill today, which pharmacy had it cheaper last time?", "en")[0]
    assert read_route(index, dictionary, "my ldl came back 160, which is high right", "en")[0]


@pytest.mark.parametrize(("text", "route"), [
    ("what drills did the speech therapist give me for swallowing?", "associative"),
    ("what tablets did the ER doctor give me for the rash?", "structured"),  # a medicine given: no text asked
])
def test_a_thing_a_provider_gave_asked_by_its_noun(index: AliasIndex, dictionary: Dictionary, text: str,
                                                  route: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, route)


@pytest.mark.parametrize("text", [
    "그 후로 두통 며칠이야?",  # days counted over the stretch since what the conversation named
    "그 다음 ALT는?",  # a reading asked after the one the conversation named
])
def test_the_conversations_stretch_is_the_users_own(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko")[0]


@pytest.mark.parametrize("text", [
    "그 다음 날 열이 내렸어요",  # told, no ask
    "수술하고 며칠 쉬어야 해요?",  # advice, no count of what was done
])
def test_no_read_from_the_stretch_words_alone(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not read_route(index, dictionary, text, "ko")[0]
