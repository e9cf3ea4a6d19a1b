"""RETAIN gate: questions and requests written without a question mark are not kept as statements."""

from __future__ import annotations

import pytest

from pia_graph.ingest.retain_gate import decide_retain, retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


@pytest.mark.parametrize(("text", "lang"), [
    ("is 6.1 high for fasting sugar", "en"),
    ("does lisinopril cause a cough", "en"),
    ("i wonder what my a1c was in the spring", "en"),
    ("curious if my weight went up since january", "en"),
    ("given my kidneys which painkiller is ok", "en"),
    ("need my cholesterol numbers for the insurance form", "en"),
    ("hw many calories in a banana", "en"),
    ("I read that coffee raises blood pressure, true", "en"),
    ("아스피린 부작용 뭐있어", "ko"),
    ("혈당 지난달이랑 비교해줘", "ko"),
    ("메트포르민 몇 미리 먹고있지", "ko"),
])
def test_not_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert not decide_retain(text, lang, index.match(text, lang)).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("did a glucose check today, 9.4.", "en"),  # a dropped subject before a past verb stays a statement
    ("is it still sore? yes, my knee still hurts", "en"),
    ("메트포르민 먹고 잤어", "ko"),
])
def test_statements_still_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert decide_retain(text, lang, index.match(text, lang)).retain


# sentence_asks.advice_question_ko: Korean asks for advice with no question mark by a predicate that weighs what
# is better or needed (the dictionary's advice_predicate) with a question word, said twice as a choice, or after a
# condition and a question word
@pytest.mark.parametrize("text", [
    "독감 주사는 몇월쯤 맞는게 좋아",
    "공복혈당 재는 건 몇시간 굶고 해야 해",
    "타이레놀은 식전에 먹는게 나아 식후에 먹는게 나아",
    "콜레스테롤 높으면 어떤 게 문제야",
    "체중 제일 많이 나갔던 때가 언제얌",  # 얌: 야 said cutely
])
def test_korean_advice_and_wh_questions_without_a_mark_are_not_kept(index: AliasIndex, text: str) -> None:
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain


@pytest.mark.parametrize("text", [
    "오늘부터 아침마다 혈압약 먹어야 해",  # an obligation with no question word tells the user's regimen
    "혈압 재보니 138/90 이라서 약 먹는게 나아",
])
def test_korean_obligations_without_a_question_word_stay(index: AliasIndex, text: str) -> None:
    assert decide_retain(text, "ko", index.match(text, "ko")).retain


# REQUEST_KO: 주라 (줘 said to a friend) and a wish to see the records close a request; 는지도 an embedded question
@pytest.mark.parametrize("text", [
    "이번달 혈당 평균 알려주라",
    "수면 시간 변화 좀 보고싶어",
    "지난주 걸음수 정리해주라",
    "혈압약 바꾸고 혈압 어땠는지, 의사가 뭐라 했는지도",
])
def test_korean_requests_said_plainly_are_not_kept(index: AliasIndex, text: str) -> None:
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain


# ... but 보고 싶 on a verb's -아/-어 form is the "try" auxiliary: a wish to try something, told, not a request
@pytest.mark.parametrize("text", [
    "정신과에서 불안장애 진단 받았는데 약 말고 상담부터 해보고 싶어요",
    "무릎 아파서 물리치료 받아보고 싶어",
])
def test_korean_wish_to_try_is_no_request(index: AliasIndex, text: str) -> None:
    assert decide_retain(text, "ko", index.match(text, "ko")).retain


# EMBEDDED_QUESTION_EN: the thing asked is named before the user ("forgot which inhaler i'm supposed to use")
@pytest.mark.parametrize("text", [
    "i can't remember what strength of metformin i'm on",
    "the nurse asked how long i've been taking lisinopril and i had no clue",
    "put together my a1c results from this year",
])
def test_english_embedded_asks_and_requests_are_not_kept(index: AliasIndex, text: str) -> None:
    assert not decide_retain(text, "en", index.match(text, "en")).retain


# MEDIA_EN: a programme watched, its channel said before it ("watched a netflix documentary on fasting")
def test_a_programme_named_with_its_channel_is_media(index: AliasIndex) -> None:
    text = "watched a netflix documentary on insulin last night"
    assert not decide_retain(text, "en", index.match(text, "en")).retain


# sentence_asks.recalled_speech_ko: what a person who cares for the user told or asked them (care_person, -라고 /
# -냐고), said back with a question word or trailing off and no value, asks what was said
@pytest.mark.parametrize("text", [
    "물리치료쌤이 집에서 해보라고 한 스트레칭 있었잖아",
    "약사님이 무슨 약이랑 같이 먹지 말라고 했었는데",
    "의사 선생님이 자기 전에 먹으라고 추천해준 거",
])
def test_korean_care_speech_asked_back_is_not_kept(index: AliasIndex, text: str) -> None:
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain


@pytest.mark.parametrize("text", [
    "의사가 아스피린 하루 1알 먹으라고 했어",  # the instruction told with its value: not asked back
    "두드러기 또 남 ㅠ 피부과쌤이 이럴때 뭐 바르라고 했었지",  # the state told before the question stays
    "어지러움 또 시작됨 ㅠ 의사쌤이 이럴때 어떻게 하라고 했었죠",
])
def test_korean_care_speech_told_or_beside_a_state_stays(index: AliasIndex, text: str) -> None:
    assert decide_retain(text, "ko", index.match(text, "ko")).retain


# clause_verdict._RECORD_NOUN_PHRASE: in a question, a phrase headed by a record noun with no value is what is asked
# (read as the write path reads it: the analysed utterance with the dictionary, which tells a state from a reading)
def test_a_record_noun_phrase_in_a_question_is_asked_not_told(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "sugar readings since i switched to the night shift, and did the nurse say anything about it"
    assert not retain_decision(analyse(text, "en", index=index, dictionary=dictionary)).retain


def test_a_reading_told_beside_a_question_stays(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "fasting sugar 131 this morning, and did the nurse say anything about it"
    assert retain_decision(analyse(text, "en", index=index, dictionary=dictionary)).retain


# Round 35: asked with no mark by form alone (cues.QUESTION_START_EN, QUESTION_END_KO -었나, HOW_QUESTION_KO,
# CONDITION_IMAGINED_KO); wording of our own, not of any suite
@pytest.mark.parametrize(("text", "lang"), [
    ("could ibuprofen raise my blood pressure", "en"),  # a modal before a noun and a verb of effect
    ("do you remember what my dermatologist called that mole", "en"),
    ("u remember which inhaler the allergist wanted me on", "en"),
    ("any reason not to take vitamin d with my thyroid pill", "en"),
    ("difference between type 1 and type 2 diabetes", "en"),
    ("best time of day to check blood pressure", "en"),
    ("지난주 금요일에 진통제 먹었나", "ko"),  # -었나 closes only a question
    ("작년에 대상포진 백신 맞았었나", "ko"),
    ("3월부터 혈압 어떻게 변했어", "ko"),  # 어떻게 before a plain ending asks
    ("라면 한 봉지 나트륨 얼마나 돼", "ko"),
    ("만약에 요산이 9 나오면 약 먹어야 되는거야", "ko"),  # 만약 … -면: a case imagined
    ("만일 혈압이 170 넘으면 응급실 가야 해", "ko"),
])
def test_asked_without_a_mark_not_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert not decide_retain(text, lang, index.match(text, lang)).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("can't sleep, ibuprofen didn't help my back", "en"),  # no modal inversion: a statement
    ("did 5k and my knee held up", "en"),
    ("어젯밤에 몇 번 깼어 허리 아파서", "ko"),  # 몇 before a plain ending is a few, not how many
    ("만약을 위해 혈압약 두 알 챙겨서 나왔어", "ko"),  # 만약을: just in case, no case imagined
    ("혈압약 먹었어", "ko"),
])
def test_statements_without_a_mark_still_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert decide_retain(text, lang, index.match(text, lang)).retain


# Round 35: a case judged in general after a condition (generic_evaluation), leave asked with -어도 괜찮아, and
# 어떻게/얼마나 before a polite plain ending
@pytest.mark.parametrize(("text", "lang"), [
    ("자기 전에 라면 먹으면 안좋아", "ko"),
    ("중성지방 200이면 높은거야", "ko"),
    ("진통제랑 술 같이 먹으면 위험해요", "ko"),
    ("두통약 먹어도 괜찮아", "ko"),
    ("소염제랑 같이 먹어도 상관없어", "ko"),
    ("갑상선 수치 정상 범위가 어떻게 돼요", "ko"),
])
def test_general_case_or_leave_not_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert not decide_retain(text, lang, index.match(text, lang)).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("나는 우유 마시면 배 아파", "ko"),  # the user's own pattern: a first person
    ("어제 야식 먹었더니 속이 안좋아", "ko"),  # a past told
    ("아침에 혈압약 먹어도 어지러워", "ko"),  # -어도 before a state, not leave asked
])
def test_own_case_still_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert decide_retain(text, lang, index.match(text, lang)).retain


# Round 36: a question on a past stem (ko_endings.asks_on_past: 걸렸나, 올랐나, 바꿨나, 맞았었나) closes its own
# clause; a statement before it is still told, and a state or a value named beside it is told while its cause is
# wondered about (sentence_asks.wonders_on_past); wording of our own, not of any suite
@pytest.mark.parametrize("text", [
    "어제 혈압약 먹었나",
    "작년에 대상포진 주사 맞았었나",
    "지난번 검사 때 콜레스테롤 올랐나",  # a contracted past (올랐): the same grammar as 먹었나
    "약 용량 언제 바꿨나",
    "엄마 혈압약 바뀌었나",
])
def test_past_asked_without_a_mark_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retain_decision(analyse(text, "ko", index=index, dictionary=dictionary)).retain


@pytest.mark.parametrize(("text", "kept"), [
    ("오늘 혈압약 먹었어 어제도 먹었나", "오늘 혈압약 먹었어"),  # a statement's ending, then the past asked
    ("혈당 180 저녁을 너무 많이 먹었나", "혈당 180"),  # a reading, then the past asked
    ("발목 부었어 ㅠ 많이 걸었나", "발목 부었어 ㅠ"),  # a sigh, then the past asked
])
def test_statement_before_a_past_asked_is_its_own_clause(index: AliasIndex, dictionary: Dictionary, text: str,
                                                         kept: str) -> None:
    decision = retain_decision(analyse(text, "ko", index=index, dictionary=dictionary))
    assert decision.retain
    assert [text[s:e] for s, e in decision.retained_spans] == [kept]


@pytest.mark.parametrize("text", [
    "목이 따갑고 기침 나 감기 옮았나",  # a symptom told, its cause wondered about
    "걸음수 9000보 어제보다 많이 걸었나",  # a value told
])
def test_state_told_while_its_cause_is_wondered_about(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retain_decision(analyse(text, "ko", index=index, dictionary=dictionary)).retain


def test_a_bound_is_no_value_told(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "공복혈당 130 넘었나"  # the number is what is asked about
    assert not retain_decision(analyse(text, "ko", index=index, dictionary=dictionary)).retain


# rule: a Korean state told in the present (-네), how long it has lasted (-째야) or a nominal of 나다/깨다 (남, 깸)
# ends a statement, so a question after it does not take the statement with it
@pytest.mark.parametrize(("text", "kept"), [
    ("허리가 계속 아프네 물리치료 언제 받았었지?", "허리가 계속 아프네"),
    ("설사 이틀째야 의사가 뭐 먹으라고 했더라", "설사 이틀째야"),
    ("입술에 물집 또 남 그때 바른 약 이름 뭐였지", "입술에 물집 또 남"),
])
def test_a_present_state_or_a_duration_before_a_question_is_its_own_clause(
        index: AliasIndex, dictionary: Dictionary, text: str, kept: str) -> None:
    decision = retain_decision(analyse(text, "ko", index=index, dictionary=dictionary))
    assert decision.retain
    assert [text[s:e] for s, e in decision.retained_spans] == [kept]


@pytest.mark.parametrize("text", ["동네 병원 어디였지?", "강남 치과 이름 뭐였지"])  # nouns in 네/남, no statement
def test_a_noun_ending_alike_splits_nothing_told(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retain_decision(analyse(text, "ko", index=index, dictionary=dictionary)).retain


def test_woken_said_as_a_nominal_is_sleep(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retain_decision(analyse("새벽 5시에 또 깸", "ko", index=index, dictionary=dictionary)).retain
