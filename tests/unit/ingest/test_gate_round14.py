"""RETAIN gate, round 14: a Korean statement's final ending before what is asked about it, a symptom named in
a question's sentence, the context after a Korean question, media and joined clauses, figurative words and
intentions. One test per rule, English and Korean, each with wording of its own (not a suite's sentence)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import all_clauses
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _analyse(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> AnalysedUtterance:
    return analyse(text, lang, index=index, dictionary=dictionary)


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(_analyse(index, dictionary, text, lang)).retain


def _clauses(text: str) -> list[str]:
    return [c.text for _, parts in all_clauses(text) for c in parts]


# rule statement_end_ko: a statement's final ending (past, polite, nominal -음/-ㅁ, -ㄴ다, a state's informal
# ending) ends a clause before what the user asks, wonders, requests or was told about it
@pytest.mark.parametrize(("text", "told"), [
    ("혈압 135 나왔음 저번달보다 얼마나 올랐지", "혈압 135 나왔음"),
    ("어제 6시간 잤다 지난주 평균은 몇시간이야", "어제 6시간 잤다"),
    ("두통약 또 먹음 이번달 몇번째지", "두통약 또 먹음"),
    ("메트포르민 1000으로 바뀜 전에 왜 올렸더라?", "메트포르민 1000으로 바뀜"),
    ("속이 쓰려요 제가 위염 있다고 했었나요?", "속이 쓰려요"),
    ("허리 또 아파 한의원에서 전에 뭐랬지", "허리 또 아파"),
    ("아침마다 어지러워 빈혈약 때문일까", "아침마다 어지러워"),
    ("체중 2키로 빠졌어 지난 석달 추이 보여줘", "체중 2키로 빠졌어"),
    ("갑상선 수치 높게 나왔대 병원에서 약 바꾼대", "갑상선 수치 높게 나왔대"),
])
def test_a_korean_statement_before_what_is_asked_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                         told: str) -> None:
    assert _clauses(text)[0] == told
    u = _analyse(index, dictionary, text, "ko")
    assert u.clauses[0].verdict == Verdict.STATEMENT
    assert _retain(index, dictionary, text, "ko")


@pytest.mark.parametrize("text", [
    "정형외과에서 허리에 대해 뭐라 했었지",  # 대해 is a postposition, no ending
    "공복혈당 130 넘으면 위험해?",  # the number is part of what is asked
    "어젯밤 잠 몇시간 잤지",
    "비타민D 하루에 얼마나 먹어야돼",
])
def test_korean_questions_with_no_statement_stay_whole(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert len(_clauses(text)) == 1
    assert not _retain(index, dictionary, text, "ko")


# rule ko_may_ask: 돼 asks only after -도/-면/-야 ("먹어도 돼"); "걱정돼요" tells a worry
def test_a_worry_ending_on_dwae_is_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "저희 엄마가 당뇨셔서 저도 걱정돼요", "ko")
    assert not _retain(index, dictionary, "감기약이랑 이 약 같이 먹어도 돼요", "ko")


# rule state_in_question_en: a clause naming a symptom in a question's sentence is a state told, not a fragment
def test_a_symptom_named_beside_a_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "sharp heartburn after the spicy wings, is that the naproxen?", "en")
    assert u.verdicts == [Verdict.STATEMENT, Verdict.QUESTION]
    assert not _retain(index, dictionary, "after dinner tonight, should I walk or rest?")


# rule context_after_question_ko: a Korean sentence after a question that goes on with it (a reason ending, even
# polite, or a noun with 도) is the question's
@pytest.mark.parametrize("text", [
    "제 혈액형 뭐였죠? 헌혈하려고 물어봐서요",
    "요즘 혈압 어때? 저번에 약 바꾼 이유도",
])
def test_the_context_after_a_korean_question_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                         text: str) -> None:
    assert not _retain(index, dictionary, text, "ko")


# rule media: podcasts, videos, dramas and scenes report others; a clause joined to a media clause with no subject
# of its own goes on with it
@pytest.mark.parametrize(("text", "lang"), [
    ("the documentary said keto is a scam", "en"),
    ("드라마에서 의사가 수술하는 장면 나왔어", "ko"),
    ("드라마 주인공이 치매 걸리는 얘기인데 너무 우울해", "ko"),
])
def test_media_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


def test_a_noodle_dish_is_no_scene(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "저녁에 짜장면 곱빼기 먹었어", "ko")


def test_a_roommate_is_someone_else(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "룸메이트가 어제부터 기침을 심하게 해", "ko")
    assert u.clauses[0].experiencer == Experiencer.OTHER
    assert not retain_decision(u).retain


# rule figurative / intention: a health word said of a nuisance; a plan not done
@pytest.mark.parametrize(("text", "lang"), [
    ("this commute is giving me a headache", "en"),
    ("these meetings make me sick", "en"),
    ("that new trailer was sick", "en"),
    ("the election has me sick to my stomach about everything", "en"),
    ("was gonna swim today but the pool was closed", "en"),
    ("i should probably start stretching more at some point", "en"),
    ("이사 준비 때문에 속이 타들어가", "ko"),
    ("친구가 집 샀대 땅을 사면 배가 아프다는 말이 맞네", "ko"),  # the proverb of envy, no stomach of the user's
    ("금주 다음주부터 시작하려고", "ko"),
])
def test_figurative_words_and_plans_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                 lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


def test_a_real_headache_is_still_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "took tylenol for a headache at noon")
    assert _retain(index, dictionary, "머리가 아파서 타이레놀 먹었어", "ko")


# rule first_person_ko: the verb 나다 ("열이 나", "콧물 나는데") is not the pronoun 나
def test_the_verb_na_is_not_the_user(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "아들이 어제부터 기침 나는데", "ko")
    assert u.clauses[0].experiencer == Experiencer.FAMILY
    assert _analyse(index, dictionary, "나 오늘 두통 심해", "ko").clauses[0].experiencer == Experiencer.SELF


# rule hypothetical_ko: -다(고) 치면 supposes a case
def test_a_supposed_case_is_not_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "당뇨 있다고 치면 이 약 먹어도 돼?", "ko")
    assert not _retain(index, dictionary, "수술 했다 치면 회복 얼마나 걸려?", "ko")


# rule asked_noun_phrase_en: a noun phrase of the user's with no verb, in a question's sentence, is what is asked
# for; a question joined by "+" asks
@pytest.mark.parametrize("text", [
    "my cholesterol numbers since the statin, and what did the cardiologist say about them?",
    "my sleep since the new job + what were my notes about melatonin",
])
def test_a_noun_phrase_asked_for_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text)


def test_a_statement_beside_a_question_is_still_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "I'm pregnant now, which of my meds should I stop?")
    assert _retain(index, dictionary, "my knee pain since the fall, should I get an xray?")


# rule statement_end_ko, readings and reported values: a reading said alone, or a value reported (6.1%래), ends
# a clause before what is asked or reported about it; a bare reading goes on with a finding reported after it
@pytest.mark.parametrize(("text", "told"), [
    ("오늘 아침 63.8kg 작년보다 얼마나 빠진거야?", "오늘 아침 63.8kg"),
    ("공복혈당 6.4%래 지난번보다 좀 내려갔대", "공복혈당 6.4%래"),
    ("커피 3잔 마심 이번주 총 몇잔이지", "커피 3잔 마심"),
    ("요즘 너무 피곤해서 힘들어 내 수면 기록 보면 언제부터 이랬어?", "요즘 너무 피곤해서 힘들어"),
])
def test_a_korean_reading_before_what_is_asked_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                       told: str) -> None:
    assert _clauses(text)[0] == told
    assert _retain(index, dictionary, text, "ko")


@pytest.mark.parametrize("text", ["헤모글로빈 11.2 빈혈이래요", "점심 뭐먹지", "점심 산책 하고 나서 혈압 좀 좋아졌어?",
                                  "can metformin cause b12 deficiency?", "두통엔 타이레놀이 나아 애드빌이 나아?"])
def test_no_break_inside_these(text: str) -> None:
    assert len(_clauses(text)) == 1


# rule reported_result_ko: a value's change or a suspicion reported to the user is the user's result
@pytest.mark.parametrize("text", ["간수치 정상으로 돌아왔대", "TSH 0.1 나와서 항진증 의심된대", "통풍 진단 받았대"])
def test_a_result_reported_to_the_user_is_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _retain(index, dictionary, text, "ko")


# rule unsure_value_ko: a count said unsure in words (한두번 정도?) is no question
def test_a_korean_count_said_unsure_is_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "술은 한달에 한두번 정도?", "ko")


# rule companion_en: "w" and "w/" say "with": the neighbour or the dog is company, not the subject
@pytest.mark.parametrize("text", ["did a 40 min bike ride w my cousin", "jogged 3 miles w/ the dog before work"])
def test_company_said_with_w_is_not_the_subject(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = _analyse(index, dictionary, text, "en")
    assert u.clauses[0].experiencer == Experiencer.SELF
    assert _retain(index, dictionary, text)


# rule subject_verb_en: a subject with its finite verb beside a question is a clause of its own, not a fragment
def test_a_subject_and_its_verb_beside_a_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "migraine started at noon, is that the new pill?")
    assert _retain(index, dictionary, "Dr Kim wants an MRI of my back, what did the physio say last time?")


# rule relative_told_ko: what a relative was told (a clause after theirs, ending on -래/-대) is still theirs
def test_what_a_relative_was_told_stays_theirs(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "아빠 내과 다녀옴 당뇨라서 메트포르민 드시래요", "ko")
    assert [c.experiencer for c in u.clauses] == [Experiencer.FAMILY, Experiencer.FAMILY]
    assert retain_decision(u).retain  # a relative's condition: family history
