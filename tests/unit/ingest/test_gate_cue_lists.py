"""RETAIN gate wording read from the dictionary (``ontology/80_cues.cypher``: ``gate_health``,
``hypothetical``, ``conditional``, ``intention``, ``ask``), one test per rule, each with wording of its own
(not a suite's sentence), English and Korean."""

from __future__ import annotations

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

GATE_LISTS = ("gate_health", "hypothetical", "conditional", "intention", "ask")


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(analyse(text, lang, index=index, dictionary=dictionary)).retain


def _verdicts(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> list[Verdict]:
    return analyse(text, lang, index=index, dictionary=dictionary).verdicts


def test_the_gate_lists_come_from_the_cue_script(dictionary: Dictionary) -> None:
    for group in GATE_LISTS:
        langs = ("en",) if group == "hypothetical" else ("en", "ko")
        for lang in langs:
            assert dictionary.cues[(group, lang)].file == "80_cues.cypher", (group, lang)
            assert cues.gate_cues(group, lang).pattern


# rule gate_health: words the gate's patterns lacked make a clause about health
@pytest.mark.parametrize(("text", "lang"), [
    ("my belly has been weird all week", "en"),
    ("libido has been nonexistent since the new pills", "en"),
    ("some days I just want to die honestly", "en"),
    ("조금만 걸어도 숨이 많이 차요", "ko"),
    ("요즘 그냥 죽고 싶다는 생각이 들어", "ko"),
])
def test_gate_health_words_keep_the_statement(index: AliasIndex, dictionary: Dictionary, text: str,
                                              lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


# rule hypothetical: an imagined case is no record wherever it is said
def test_an_imagined_case_is_hypothetical(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _verdicts(index, dictionary, "imagine my glucose hit 300 after cake") == [Verdict.HYPOTHETICAL]


def test_a_case_imagined_with_if_ever_or_if_i_were_is_hypothetical(index: AliasIndex,
                                                                    dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "if i ever needed insulin i would honestly panic")
    assert not _retain(index, dictionary, "if I were pregnant I'd stop the wine right away")
    assert _retain(index, dictionary, "if I skip lunch I get a migraine by 4")  # a habit, no 'ever'


# rule conditional: a condition makes a question hypothetical, never a statement
def test_a_condition_in_a_question_is_hypothetical(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "in case my asthma flares on the trip, which inhaler should I pack?")
    assert not _retain(index, dictionary, "만약 혈압이 160 넘으면 응급실 가야 돼?", "ko")


def test_a_condition_in_a_statement_is_the_users_habit(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "I keep an epipen in my bag in case I get stung")
    assert _retain(index, dictionary, "if I skip breakfast my sugar drops to 60")


# rule intention: a plan or a craving weighed is no record
@pytest.mark.parametrize(("text", "lang"), [
    ("torn between the gym and a peloton tbh", "en"),
    ("considering registering for a triathlon in the summer", "en"),  # any verb in -ing after the weighing
    ("thinking about booking a yoga retreat next year", "en"),
    ("필라테스 다시 시작할까 고민 중이야", "ko"),
    ("날씨 좋아서 조깅하기 딱 좋은 날이네", "ko"),
    ("야식으로 라면 땡긴다", "ko"),
])
def test_an_intention_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


# rule ask: a sentence asking what the user said before is a question, its context clause too
@pytest.mark.parametrize(("text", "lang"), [
    ("the allergist near the station, what was her name", "en"),
    ("remind me which statin I was on, the pharmacist is asking", "en"),
    ("did I tell you about the physio place by the gym", "en"),
    ("예전에 다니던 피부과 이름 뭐였더라 기억이 안나", "ko"),
    ("내 콜레스테롤 수치 요즘 어때 지난번이랑 비교해서", "ko"),
    ("작년에 맞은 독감 주사 언제였다고 했었지 회사에서 물어봐서", "ko"),
])
def test_asking_what_was_said_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


def test_a_clause_that_tells_beside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    verdicts = _verdicts(index, dictionary, "my knee is swollen again, what was the name of that brace")
    assert verdicts[0] == Verdict.STATEMENT
    assert _retain(index, dictionary, "또 편두통 왔어ㅠ 지난번에 먹은 약 뭐였지", "ko")


# rule request: the clauses that go on a request's list are the request
def test_a_requests_list_is_the_request(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _verdicts(index, dictionary, "pull up my last physical, the labs and what the nurse said") == [
        Verdict.REQUEST, Verdict.REQUEST]
    assert not _retain(index, dictionary, "수면 기록이랑 두통 같이 봐줘 패턴 있는지", "ko")


# rule: "has the ..." opens a question
def test_has_the_opens_a_question(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "has the new inhaler changed anything for my wheezing, going by my logs?")


# rule: a chain of persons is consumed whole ("my son's friend's mum", "아들 친구 엄마")
@pytest.mark.parametrize(("text", "lang"), [
    ("my daughter's teammate's mom just got diagnosed with lupus", "en"),
    ("딸 친구 아빠가 고혈압이래", "ko"),
])
def test_a_relative_of_someone_elses_is_not_family(index: AliasIndex, dictionary: Dictionary, text: str,
                                                   lang: str) -> None:
    u = analyse(text, lang, index=index, dictionary=dictionary)
    assert u.clauses[0].experiencer == Experiencer.OTHER
    assert not retain_decision(u).retain


# rule: a Korean "how many ... did I" is a question without its question mark
def test_how_many_with_a_plain_past_ending_is_a_question(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "지난달에 술 몇잔 마셨어", "ko")
    assert not _retain(index, dictionary, "저녁 뭐 먹지 ㅎㅎ", "ko")
