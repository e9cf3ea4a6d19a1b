"""RETAIN gate rules for what counts as a statement of the user's own health: media, quotes,
hearsay, figures of speech, requests, Korean endings."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer, experiencer_of
from pia_graph.ingest.retain_gate import decide_retain, retain_decision
from pia_graph.ingest.utterance import quoted_spans
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, analysed_ko, clause_texts, retained, verdicts_of


# rule ko_may_ask: 돼 asks only after -도/-면/-야 ("먹어도 돼"); "걱정돼요" tells a worry
def test_a_worry_ending_on_dwae_is_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "저희 엄마가 당뇨셔서 저도 걱정돼요", "ko")
    assert not retained(index, dictionary, "감기약이랑 이 약 같이 먹어도 돼요", "ko")


# rule media: podcasts, videos, dramas and scenes report others; a clause joined to a media clause with no subject
# of its own goes on with it
@pytest.mark.parametrize(("text", "lang"), [
    ("the documentary said keto is a scam", "en"),
    ("드라마에서 의사가 수술하는 장면 나왔어", "ko"),
    ("드라마 주인공이 치매 걸리는 얘기인데 너무 우울해", "ko"),
])
def test_media_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


def test_a_noodle_dish_is_no_scene(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "저녁에 짜장면 곱빼기 먹었어", "ko")


def test_a_real_headache_is_still_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "took tylenol for a headache at noon")
    assert retained(index, dictionary, "머리가 아파서 타이레놀 먹었어", "ko")


# rule first_person_ko: the verb 나다 ("열이 나", "콧물 나는데") is not the pronoun 나
def test_the_verb_na_is_not_the_user(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analysed(index, dictionary, "아들이 어제부터 기침 나는데", "ko")
    assert u.clauses[0].experiencer == Experiencer.FAMILY
    assert analysed(index, dictionary, "나 오늘 두통 심해", "ko").clauses[0].experiencer == Experiencer.SELF


# rule hypothetical_ko: -다(고) 치면 supposes a case
def test_a_supposed_case_is_not_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "당뇨 있다고 치면 이 약 먹어도 돼?", "ko")
    assert not retained(index, dictionary, "수술 했다 치면 회복 얼마나 걸려?", "ko")


@pytest.mark.parametrize("text", ["헤모글로빈 11.2 빈혈이래요", "점심 뭐먹지", "점심 산책 하고 나서 혈압 좀 좋아졌어?",
                                  "can metformin cause b12 deficiency?", "두통엔 타이레놀이 나아 애드빌이 나아?"])
def test_no_break_inside_these(text: str) -> None:
    assert len(clause_texts(text)) == 1


# rule reported_result_ko: a value's change or a suspicion reported to the user is the user's result
@pytest.mark.parametrize("text", ["간수치 정상으로 돌아왔대", "TSH 0.1 나와서 항진증 의심된대", "통풍 진단 받았대"])
def test_a_result_reported_to_the_user_is_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retained(index, dictionary, text, "ko")


# rule unsure_value_ko: a count said unsure in words (한두번 정도?) is no question
def test_a_korean_count_said_unsure_is_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "술은 한달에 한두번 정도?", "ko")


# rule companion_en: "w" and "w/" say "with": the neighbour or the dog is company, not the subject
@pytest.mark.parametrize("text", ["did a 40 min bike ride w my cousin", "jogged 3 miles w/ the dog before work"])
def test_company_said_with_w_is_not_the_subject(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analysed(index, dictionary, text, "en")
    assert u.clauses[0].experiencer == Experiencer.SELF
    assert retained(index, dictionary, text)


# rule injury_ko: an injury told by its verb is health in Korean ("손목 삐끗함")
def test_a_korean_injury_verb_is_health(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "손목 또 삐끗함 ㅠ", "ko")


# rule figurative_evaluation: an evaluation said of a thing (a subject opened by that/this/the/our naming no
# person and no health word but an activity, a predicate of the dictionary's figurative_predicate list)
@pytest.mark.parametrize(("text", "lang"), [
    ("that halftime show was insane", "en"),
    ("our bullpen is sick this year", "en"),
    ("the housing market is on life support", "en"),
    ("that ultramarathon finish was unreal", "en"),
    ("그 드라마 결말 완전 미쳤다", "ko"),
])
def test_a_figurative_evaluation_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                             lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


@pytest.mark.parametrize("text", [
    "this flu is insane, fever all night",
    "the baby is sick again",
    "that run was insane, 10k in 48 min",
    "the migraine was crazy today",
])
def test_a_health_word_in_the_subject_keeps_it_literal(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retained(index, dictionary, text)


# rule media_watched: a programme watched, or a Korean title watched, is media, not the user's health
@pytest.mark.parametrize(("text", "lang"), [
    ("watched a documentary about insulin prices last night", "en"),
    ("당뇨 다큐 봤는데 무섭더라", "ko"),
    ("낭만닥터김사부 보는데 저 수술 실제로 가능해?", "ko"),
])
def test_media_watched_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


# rule sal_ko: 살 of 살았다/살아 (to live, to be saved) is no weight
def test_korean_saved_is_no_weight(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "알려줘서 고마워 덕분에 살았어", "ko")
    assert retained(index, dictionary, "요즘 살 3키로 빠졌어", "ko")


# rule statement_end_ko: 옴 (came) said as a word ends a statement before a question
def test_korean_came_as_a_word_ends_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "어제 또 두통 옴 병원에서 뭐 먹으라고 했는지 기억나?", "ko")


# rule told_before_request: a statement's final ending (or a sigh after a value) and then a request, in one clause:
# the words up to the first such ending tell a health fact of the user's, kept as its own span; the request stays one
@pytest.mark.parametrize(("text", "told"), [
    ("어제 두통약 한알 먹음 이번달에 몇번 먹었는지 세어줘", "어제 두통약 한알 먹음"),
    ("허리 삐끗했어 ㅠ 전에도 이랬는지 찾아봐줘", "허리 삐끗했어"),
    ("열 38.2도ㅠ 어제 잰 거랑 같이 보여줘", "열 38.2도ㅠ"),
])
def test_statement_before_request_is_kept(index: AliasIndex, dictionary: Dictionary, text: str, told: str) -> None:
    u = analysed_ko(index, dictionary, text)
    decision = retain_decision(u)
    assert decision.retain
    assert [u.text[a:b] for a, b in decision.retained_spans] == [told]
    assert Verdict.REQUEST in decision.reasons


@pytest.mark.parametrize("text", [
    "이번달 혈압 평균 알려줘",  # a request alone tells nothing
    "혈당 재면 알려줘",  # a condition, no statement ending before the request
    "남편이 허리 삐끗했어 ㅠ 전에도 이랬는지 찾아봐줘",  # the statement is someone else's
])
def test_request_without_a_statement_of_the_users_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                               text: str) -> None:
    assert not retain_decision(analysed_ko(index, dictionary, text)).retain


def test_statement_with_its_subject_after_the_predicate_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retain_decision(analysed_ko(index, dictionary, "어제 편두통 심했어 나")).retain


# rule embedded question: whether something happened, with not remembering or not knowing it, and no value told
@pytest.mark.parametrize("text", [
    "아까 혈압약 먹었는지 기억이 안나",
    "점심에 인슐린 맞았나 모르겠네",
])
def test_not_knowing_whether_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    decision = retain_decision(analysed_ko(index, dictionary, text))
    assert not decision.retain
    assert Verdict.QUESTION in decision.reasons


# rule obligation: -아야/어야 되다 at the end with no question mark and no wh-word tells what the user must do
def test_an_obligation_said_without_a_mark_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retain_decision(analysed_ko(index, dictionary, "땅콩 알레르기 있어서 과자도 성분 봐야 돼요")).retain


# rule: quoted words are someone else's (a relative's message, a label, a post)
@pytest.mark.parametrize(("text", "lang"), [
    ("my dad keeps telling me 'eat more fiber' every single call", "en"),
    ("the box literally says 'may cause drowsiness' lol", "en"),
    ("처방전에 '하루 두 번'이라고 써있네", "ko"),
])
def test_quoted_words_are_not_the_users_health(index: AliasIndex, dictionary: Dictionary, text: str,
                                                lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


def test_a_quote_needs_a_quote_mark_on_each_side() -> None:
    assert quoted_spans("I'm 5'10\" and my knee's sore") == []
    assert quoted_spans("she wrote 'walk daily' on it") == [(10, 22)]


# rule: hearsay and what a leaflet, a blog or a label says are media, not the user's record
@pytest.mark.parametrize(("text", "lang"), [
    ("apparently some smart rings can spot atrial fibrillation now", "en"),
    ("heard that tom hanks has type 2 diabetes", "en"),
    ("the pamphlet says statins can cause muscle aches", "en"),
    ("블로그에서 저탄고지가 혈당에 좋다는 글 봤어", "ko"),
])
def test_hearsay_and_leaflets_are_media(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


def test_hearsay_about_the_user_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "apparently my ferritin is low, 12")


# rule: a reminder the user asks for that names their own dose states their routine
@pytest.mark.parametrize(("text", "lang"), [
    ("remind me to take my metformin with dinner", "en"),
    ("밤 10시에 비타민 먹으라고 알람 맞춰줘", "ko"),
])
def test_a_reminder_of_ones_own_dose_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                             lang: str) -> None:
    assert retained(index, dictionary, text, lang)


# rule: requests to produce something (export, write) are requests; an intention or "say I ..." is imagined
@pytest.mark.parametrize("text", [
    "export my bloodwork as a pdf",
    "write me a haiku about my morning walk",
    "thinking about maybe starting keto next month",
    "say I cut out sugar completely, how fast would my a1c drop?",
])
def test_requests_and_intentions_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retained(index, dictionary, text)


# rule: a statement that drops its subject before "did a" or a body part's flare-up is a statement
@pytest.mark.parametrize("text", [
    "did a 5k this morning in 31 minutes",
    "shoulder acted up again at the gym, what stretches help?",
])
def test_dropped_subject_statements(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retained(index, dictionary, text)


# rule: a drug-name suffix needs a stem ("April" is not an ACE inhibitor)
def test_month_is_not_a_drug(index: AliasIndex, dictionary: Dictionary) -> None:
    assert verdicts_of(index, dictionary, "going to Lisbon in April") == [Verdict.NO_HEALTH]


# experiencer._REPORTED_RESULT_KO: a Korean finding reported to the user (… 있대) is the user's
@pytest.mark.parametrize(("clause", "lang", "who"), [
    ("she said she has the flu", "en", Experiencer.OTHER),
    ("he thinks his knee is broken", "en", Experiencer.OTHER),
    ("담석 있대요", "ko", Experiencer.SELF),
    ("친구가 담석 있대요", "ko", Experiencer.OTHER),
])
def test_reported_speech_is_judged_on_what_is_reported(clause: str, lang: str, who: Experiencer) -> None:
    assert experiencer_of(clause, lang) == who

# --- clauses (RETAIN): a Korean reading or statement before what the user asks about it -------------------------


@pytest.mark.parametrize("text", [
    "공복혈당 118 지난주보다 올랐어?",
    "혈압 141/90 평소보다 높은거야?",
    "허리 또 도짐 병원에서 뭐라고 했더라",
    "누나도 고혈압 진단 받았대 유전인가",
])
def test_korean_statement_before_a_question_is_kept(index: AliasIndex, text: str) -> None:
    assert decide_retain(text, "ko", index.match(text, "ko")).retain


@pytest.mark.parametrize("text", [
    "혈압 130 넘으면 위험해?",
    "비타민D 수치 20 아래면 부족한거야?",
    "콜레스테롤 200 맞지?",
])
def test_a_number_inside_the_question_is_not_kept(index: AliasIndex, text: str) -> None:
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain


def test_korean_rating_said_unsure_is_not_a_question(index: AliasIndex) -> None:
    text = "무릎 통증 좀 나아짐 4정도?"
    assert decide_retain(text, "ko", index.match(text, "ko")).retain

# --- values told with a request to keep them ---------------------------------------------------------------------


def test_a_request_without_values_still_asks(index: AliasIndex) -> None:
    text = "지난주 혈압 기록 보여줘"
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain  # guard
