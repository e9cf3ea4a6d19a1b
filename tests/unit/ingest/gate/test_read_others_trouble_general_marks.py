"""READ decisions on unseen wording (session 48), with wording of its own, not the suites': another person's illness
caught or weighed as a risk, a question marked general, a span of days that tells, a recommendation with no anchor
of the user's, a booking that is no drug, a count asked with "is this the third time", a reading compared with the
user's other readings, a Korean turn closed on a statement, a provider's report split at 랑, a question after a fronted
time clause."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_asks import asks_of
from pia_graph.ingest.read_compare import COMPARED_OWN_PAST
from pia_graph.ingest.read_gate import OWN_CASE, decide_read
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_scope import WH_KO
from pia_graph.ingest.read_whose import general_marked, others_trouble
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, read_route

_READ_LEANING = {"none": 0.1, "structured": 0.1, "associative": 0.05, "both": 0.75}
_T = Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.3, flip_no_read=0.95)


@pytest.mark.parametrize(("text", "lang"), [
    ("my roommate has the flu, could i catch it from him?", "en"),
    ("my boss came in with strep today, should i stay away from the office", "en"),
    ("my son has a temp of 38.9, can i give him ibuprofen", "en"),
    ("my great aunt had ovarian cancer, should i get screened", "en"),
    ("친구가 독감이래요. 저도 옮을 수 있나요", "ko"),
    ("고모가 위암이셨는데 나도 위험한가?", "ko"),
])
def test_another_persons_trouble_caught_or_weighed_does_not_read(index: AliasIndex, dictionary: Dictionary,
                                                                  text: str, lang: str) -> None:
    decided = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert not decided.read and "others_trouble" in decided.reasons
    assert not combine(decided, _READ_LEANING, _T).read  # the opinion does not turn it over


@pytest.mark.parametrize(("text", "lang"), [
    # a parent's illness is the user's family history (contract C6): the user's risk from it reads
    ("my father had colon cancer at 55, should i get screened", "en"),
    # the user's own record named beside the other person's trouble
    ("my sister has diabetes, should i be worried given my a1c", "en"),
    # a recall of what was said about it
    ("my coworker had shingles, what did the doctor say about catching it", "en"),
])
def test_family_history_own_records_or_recall_still_read(index: AliasIndex, dictionary: Dictionary, text: str,
                                                         lang: str) -> None:
    assert read_route(index, dictionary, text, lang)[0]
    assert not others_trouble(text, text, lang)


@pytest.mark.parametrize("text", [
    "is it ok to lift weights with a cold, in general",
    "how much water should i drink a day, generally speaking",
    "what's a healthy resting pulse for adults",
    "can you take zyrtec every day? asking for my wife",
    "what should i bring to my physio at a first visit, in general",  # "my physio" names no record of the user
])
def test_a_question_marked_general_does_not_read(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    decided = decide_read(text, "en", utterance=analysed(index, dictionary, text, "en"))
    assert not decided.read
    assert not combine(decided, _READ_LEANING, _T).read


def test_a_general_mark_with_the_users_own_record_still_reads() -> None:
    assert not general_marked("how have my blood pressure readings been in general", "how have my blood pressure "
                              "readings been in general", "en")


@pytest.mark.parametrize(("text", "asks"), [
    ("허리가 며칠째 아파요", False),
    ("요 며칠 잠을 못 잤어요", False),
    ("한 달 만에 헬스 갔어 몇일만에 땀 흘림", False),
    ("지난달 혈압약 빼먹은 날 며칠이야", True),
    ("이번 주에 운동 며칠 했지", True),
])
def test_a_span_of_days_tells_a_count_of_days_asks(text: str, asks: bool) -> None:
    assert bool(WH_KO.search(text)) is asks


@pytest.mark.parametrize(("text", "read"), [
    ("숙면에 좋은 음악 추천해줘", False),
    ("저한테 맞는 운동 추천해줘", True),
    ("제 혈압 기록 보고 운동 추천해주세요", True),
])
def test_a_recommendation_reads_only_with_the_users_anchor(index: AliasIndex, dictionary: Dictionary, text: str,
                                                           read: bool) -> None:
    assert read_route(index, dictionary, text, "ko")[0] is read


def test_a_booking_is_no_drug(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "다음달에 건강검진 예약할까 생각중"
    assert OWN_CASE not in decide_read(text, "ko", utterance=analysed(index, dictionary, text, "ko")).reasons


@pytest.mark.parametrize(("text", "route"), [
    ("dizzy again after standing up, is this the second time today?", "structured"),
    ("dizzy again after standing up, is it the new bp pill?", "both"),
])
def test_an_ordinal_time_counts_a_cause_asks_both(index: AliasIndex, dictionary: Dictionary, text: str,
                                                   route: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, route)


@pytest.mark.parametrize(("text", "lang"), [
    ("fasting sugar 104 this morning. how does that compare to my earlier ones?", "en"),
    ("콜레스테롤 210 나왔어요 작년 병원에서 잰 거랑 비교해줘", "ko"),
])
def test_a_reading_compared_with_the_users_other_readings_is_the_records(index: AliasIndex, dictionary: Dictionary,
                                                                          text: str, lang: str) -> None:
    decided = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert decided.read and decided.route == "structured" and COMPARED_OWN_PAST in decided.reasons
    assert combine(decided, _READ_LEANING, _T).route == "structured"  # the opinion keeps the comparison's route


@pytest.mark.parametrize(("text", "told"), [
    ("혈압약 바꾸고 나서 두통이 없어졌어요", True),
    ("어제 내과 가서 피검사 했는데 선생님이 약을 줄이자고 하시더라고요.", True),
    ("물리치료 선생님이 알려준 스트레칭 있었잖아", False),  # recalled, left open: the opinion may read it
    ("요즘 피곤한게 빈혈 때문인지", False),  # a wondering left open
])
def test_a_korean_turn_closed_on_a_statement_is_not_read_by_the_opinion(index: AliasIndex, dictionary: Dictionary,
                                                                          text: str, told: bool) -> None:
    decided = decide_read(text, "ko", utterance=analysed(index, dictionary, text, "ko"))
    assert ("told_closed" in decided.reasons) is told
    if told:
        assert not combine(decided, _READ_LEANING, _T).read


@pytest.mark.parametrize(("text", "asks"), [
    # a provider's instruction split at a noun joined by 랑 is one report
    ("저번에 약사님이 유산균 뭐랑 같이 먹지 말라고 했지", 1),
    ("간호사님이 이 연고는 햇빛이랑 닿지 말라고 하셨던거 맞죠?", 1),
    # two asks joined by 랑: the records and what was said
    ("콜레스테롤 수치랑 내과에서 한 말 알려줘", 2),
])
def test_a_providers_report_split_at_rang_is_one_ask(text: str, asks: int) -> None:
    assert len(asks_of(text, "ko")) == asks


@pytest.mark.parametrize(("text", "read"), [
    ("since the new inhaler has my peak flow gone up", True),
    ("after switching to decaf did my heart rate settle", True),
    ("since monday i did my stretches every morning", False),
])
def test_a_question_after_a_fronted_time_clause_reads(index: AliasIndex, dictionary: Dictionary, text: str,
                                                       read: bool) -> None:
    assert read_route(index, dictionary, text, "en")[0] is read


@pytest.mark.parametrize(("text", "told"), [
    ("the physio said my shoulder has loosened up a lot since march", True),
    ("ever since the new job ive been skipping breakfast most days", True),
    ("i forget which statin dose im on now", False),  # a memory verb: the opinion may read it
    ("my weight this week vs last month", False),  # a comparison asked
])
def test_an_english_turn_with_no_trace_of_an_ask_is_not_read_by_the_opinion(index: AliasIndex,
                                                                            dictionary: Dictionary, text: str,
                                                                            told: bool) -> None:
    decided = decide_read(text, "en", utterance=analysed(index, dictionary, text, "en"))
    assert ("told_closed" in decided.reasons) is told
