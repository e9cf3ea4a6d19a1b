"""Session 31 (route17): asks in two parts, what someone said or why, and asks that are not the user's.

The sentences are written for the test, not taken from a suite; English and Korean. Each group is one rule of
``read_asks``, ``read_gate``, ``read_scope`` or ``read_request``."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_asks import asks_of, record_ask, said_ask
from pia_graph.ingest.read_route import route_whole
from tests.unit.ingest.read_analysed import decide_read

# A record ask (when it began or ended, which drug, how bad) beside a reason or what someone said: both.
TWO_PARTS = [
    ("when did i start the metformin and why", "en"),
    ("which one did they put me on after the lisinopril and what did they say about the cough?", "en"),
    ("when did the migraines start, how bad were they, and what did the neurologist suggest", "en"),
    ("how's my weight been this month and what did i think was causing the bloating", "en"),
    ("메트포르민 언제 시작했고 왜 시작했더라", "ko"),
    ("허리 언제부터 아팠고 정형외과에서 뭐랬는지", "ko"),
    ("무슨약으로 바꿨고 약사가 주의하라 한 거 뭐였지", "ko"),
    ("콜레스테롤 수치랑 내과 선생님 소견 같이 알려줘", "ko"),
    ("운동 시작하고 체중 어떻게 변했는지랑 코치가 짜준 루틴 뭐였는지", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), TWO_PARTS)
def test_a_record_and_a_reason_or_words_route_both(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "both", decision


def test_a_past_syllable_closes_an_ask_contracted_or_not() -> None:
    # 팠 (아프+었), 꿨 (바꾸+었): the past is a syllable closed by ㅆ, not only 었/았
    assert asks_of("무릎 언제부터 아팠고 의사가 뭐랬지", "ko") == ["무릎 언제부터 아팠", "의사가 뭐랬지"]
    assert len(asks_of("무슨 약으로 바꿨고 부작용 뭐라 했지", "ko")) == 2


def test_a_bare_reason_stands_for_the_reason_of_the_ask_before_it() -> None:
    assert said_ask("why", "en", lambda ask: route_whole(ask, "en"))
    assert said_ask("and why?", "en", lambda ask: route_whole(ask, "en"))
    assert not said_ask("why is my bp so high", "en", lambda ask: route_whole(ask, "en"))


def test_when_and_which_drug_are_record_asks() -> None:
    assert record_ask("when did i stop the statin", "when did i stop the statin", "en", coordinate=True)
    assert record_ask("which one did they switch me to", "the new bp pill", "en", coordinate=True)
    assert record_ask("언제 끊었", "스타틴 언제 끊었", "ko", coordinate=True)
    assert not record_ask("what was it called", "the new bp pill", "en", coordinate=True)


# What someone said or did, a reason, a brand, a thing picked out by what the user went through: associative.
ASSOCIATIVE = [
    ("remind me why my cardiologist didnt want me on aspirin", "en"),
    ("which magnesium was the one that didnt upset my stomach", "en"),
    ("what did i think was giving me the headaches", "en"),
    ("먹고 속 괜찮았던 유산균 브랜드 뭐였지", "ko"),
    ("혈당 250 넘으면 어떻게 하라고 했었지", "ko"),
    ("트레이너가 짜준 운동 순서 뭐였더라", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), ASSOCIATIVE)
def test_what_was_said_or_why_routes_associative(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "associative", decision


def test_do_you_remember_a_record_asks_for_the_record() -> None:
    decision = decide_read("지난번 검사 결과 기억나?", "ko")
    assert decision.read and decision.route == "structured", decision
    # what someone said stays what was said
    decision = decide_read("의사가 뭐라고 했는지 기억나?", "ko")
    assert decision.read and decision.route == "associative", decision


# Someone else's trouble asked in general, the media checked, a writing task: no read.
NOT_THE_USERS = [
    ("my girlfriends mom has shingles, is it contagious?", "en"),
    ("my brother in law just got diagnosed with gout, what causes that", "en"),
    ("my coworkers doctor put him on ozempic, does it work?", "en"),
    ("i saw on the news that a study says coffee is good for the heart, is that true?", "en"),
    ("help me write a text to my roommate about the rent", "en"),
    ("아내 혈당이 요즘 좀 높던데 걱정해야 돼?", "ko"),
    ("유튜브에서 아침 공복에 사과 먹으면 좋다던데 진짜야?", "ko"),
    ("의학드라마 보는데 심폐소생술 진짜 저렇게 해?", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), NOT_THE_USERS)
def test_asks_that_are_not_the_users_do_not_read(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert not decision.read, decision


# The user's own, though a relative or the media is named: reads.
STILL_THE_USERS = [
    ("what was my mom's a1c again, did i tell you?", "en"),
    ("my husband says my snoring got worse, how has my sleep been this month?", "en"),
    ("can you help me write an email to my doctor about my bp readings?", "en"),
    ("남편이 내 혈압 높다던데 지난주 혈압 어땠지?", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), STILL_THE_USERS)
def test_the_users_own_asks_still_read(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read, decision


# A summary of one topic of the user's life, everything kept on it: both; a summary of readings or a list: records.
@pytest.mark.parametrize(("text", "lang", "route"), [
    ("summarize my gout so far", "en", "both"),
    ("give me a rundown of my back since spring", "en", "both"),
    ("everything about my asthma please", "en", "both"),
    ("통풍 관련 기록 정리해줘", "ko", "both"),
    ("summarize my bp readings this month", "en", "structured"),
    ("내가 먹는 약 목록 정리해줘", "ko", "structured"),
])
def test_a_topic_summary_routes_both(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == route, decision


# A visit to care asked about as a whole (how it went, what happened, a summary): its records and what was said at
# it, both (session 34: the suites label this form both wherever it occurs); a value or a date at a visit, or a
# check of what was said, keeps its route.
@pytest.mark.parametrize(("text", "lang", "route"), [
    ("how was my cardiology visit last week", "en", "both"),
    ("what happened at my dermatology appointment", "en", "both"),
    ("summarize my last physical for me", "en", "both"),
    ("how did my follow-up with dr kim go", "en", "both"),
    ("지난번 진료 어땠는지 정리해줘", "ko", "both"),
    ("지난주 병원 다녀온 거 요약해줘", "ko", "both"),
    ("what was my ldl at the last checkup", "en", "structured"),
    ("how was my bp at my last visit", "en", "structured"),
    ("when is my next appointment", "en", "structured"),
    ("how many appointments did i have this year", "en", "structured"),
    ("did i tell you what happened at my last appointment?", "en", "associative"),
    ("다음 진료 언제야", "ko", "structured"),
    ("지난 검진 결과 수치 어땠어", "ko", "structured"),
])
def test_a_visit_asked_as_a_whole_routes_both(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == route, decision
    assert ("contract:visit_summary" in decision.reasons) == (route == "both"), decision


@pytest.mark.parametrize("text", ["hmm what was it the time before that", "and the one before that?",
                                  "ok what about the previous one"])
def test_a_follow_up_with_no_topic_reads_the_records(text: str) -> None:
    decision = decide_read(text, "en")
    assert decision.read and decision.route == "structured", decision


def test_a_request_frame_tell_me_is_no_report_of_speech() -> None:
    decision = decide_read("could you tell me my lowest fasting glucose this spring?", "en")
    assert decision.read and decision.route == "structured", decision


def test_a_noun_ending_in_myeon_is_no_condition() -> None:
    # 수면 (sleep) ends in 면 but is no "if": the question is not hypothetical
    decision = decide_read("요즘 수면 어때?", "ko")
    assert decision.read, decision


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("which goals did i set for the summer?", "en", "both"),
    ("작년에 세운 운동 목표 뭐였지?", "ko", "both"),
    ("how far am i from my goal weight?", "en", "structured"),
    ("what did i eat the day my heartburn was so bad?", "en", "both"),
])
def test_goals_asked_and_a_meal_in_an_episode(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == route, decision


def test_a_term_told_in_the_sentence_before_is_what_the_asks_point_back_to() -> None:
    # the value is told first, then two asks (its earlier value and what was said) in the next sentence
    decision = decide_read("페리틴 20으로 올랐어! 전에 몇이었고 약사가 얼마나 먹으라 했더라?", "ko")
    assert decision.read and decision.route == "both", decision


@pytest.mark.parametrize(("text", "lang", "read"), [
    ("if i forget my metformin tonight is that bad?", "en", True),
    ("what if i double my bp meds by mistake", "en", True),
    ("만약에 내가 갑상선약 두번 먹으면 어떻게 돼?", "ko", True),
    # marked general, or nobody's regimen: no read
    ("hypothetically if someone skipped their statin would ldl jump?", "en", False),
    ("만약에 혈압약 하루 빼먹으면 어떻게 돼? 그냥 궁금해서", "ko", False),
    ("만약에 내가 당뇨면 과일 못 먹어?", "ko", False),
])
def test_a_hypothetical_about_the_users_own_regimen_reads(text: str, lang: str, read: bool) -> None:
    decision = decide_read(text, lang)
    assert decision.read is read, decision
    if read:
        assert decision.route == "both", decision


def test_the_users_own_state_weighed_in_korean_reads() -> None:
    decision = decide_read("점심 뭐 먹지 혈압 생각하면", "ko")
    assert decision.read and decision.route == "both", decision


@pytest.mark.parametrize(("text", "lang"), [
    ("based on my labs, is it time to cut back on red meat?", "en"),
    ("based on everything you know, should i try running again?", "en"),
    ("내 혈당이면 과일 주스 괜찮아?", "ko"),
])
def test_given_my_state_routes_both(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "both", decision


def test_my_sleep_is_no_condition() -> None:
    # 수면 (sleep) ends in 면: "내 수면 기록" asks for the records, not "given my ..."
    decision = decide_read("내 수면 기록 이번주 어때?", "ko")
    assert decision.read and decision.route == "structured", decision


def test_a_contracted_past_closes_a_korean_recall() -> None:
    # 바꿨더라, 바꿨지: the past of 바꾸다 is 꿨, a syllable closed by ㅆ like 었
    decision = decide_read("메트포르민 언제 시작했고 왜 바꿨더라", "ko")
    assert decision.read and decision.route == "both", decision
    # 괜찮겠지 guesses (겠), it recalls nothing
    assert not decide_read("오늘 좀 걸어도 괜찮겠지", "ko").read


def test_sum_up_a_trouble_named_ambiguously_routes_both() -> None:
    # migraine is a condition and a symptom in the dictionary: a trouble of the body either way
    decision = decide_read("sum up my migraines so far", "en")
    assert decision.read and decision.route == "both", decision
