"""A question read by its grammar, not its mark (``ingest/question_forms.py``, ``ontology/read/question_forms.tsv``):
each rule of the grammar asks, its near misses do not, and the RETAIN gate drops what is only asked while a turn
that tells and asks keeps its telling clause."""

from __future__ import annotations

import pytest

from pia_graph.ingest.question_forms import asks_by_grammar, last_clause_ko
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex

# --- question_adverb / adverb_idiom -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["혹시 혈압이 180/110이면 응급실 가야돼", "혹시 너 의사야 ㅋㅋ",
                                  "혹시 내가 예전에 먹던 수면제 이름 알아", "설마 이것도 부작용이야"])
def test_an_adverb_that_only_asks_makes_a_question(text: str) -> None:
    assert asks_by_grammar(text, "ko")


@pytest.mark.parametrize("text", ["혹시 몰라서 해열제 챙겼어", "혹시나 해서 병원 갔는데 장염이래",
                                  "대체로 혈압은 안정적이야", "혹시 모르니까 약 두알 먹음"])
def test_the_adverb_in_an_idiom_asks_nothing(text: str) -> None:
    assert not asks_by_grammar(text, "ko")


# --- wh_plain ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["왜 요즘 혈압이 계속 오르지", "독감주사 맞고 효과 언제부터 나",
                                  "술 끊으면 보통 간수치가 얼마만에 정상으로 돌아와요"])
def test_a_question_word_that_is_never_indefinite_asks_in_the_last_clause(text: str) -> None:
    assert asks_by_grammar(text, "ko")


def test_a_question_word_in_an_earlier_clause_leaves_the_last_one_a_statement() -> None:
    # "왜 그런지 모르겠는데 머리 아파": the last clause tells a headache; 왜 asks only in the clause it closes
    assert last_clause_ko("왜 그런지 모르겠는데 머리 아파") == "머리 아파"
    assert not asks_by_grammar("왜 그런지 모르겠는데 머리 아파", "ko")


@pytest.mark.parametrize("text", ["밤에 몇 번 깼어", "어제 뭐 좀 먹고 체함"])
def test_indefinite_question_words_before_a_plain_ending_are_not_read(text: str) -> None:
    assert not asks_by_grammar(text, "ko")


# --- confirm_end / ask_listener -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["메트포르민은 식후에 먹는거죠", "나 아직 메트포민 먹고 있는거 맞지",
                                  "내가 전에 회사 스트레스 얘기한거 기억해", "체중 변화 3개월치 볼수있어"])
def test_an_ending_that_asks_the_listener(text: str) -> None:
    assert asks_by_grammar(text, "ko")


def test_a_statement_closed_plainly_is_no_confirmation() -> None:
    assert not asks_by_grammar("아침 공복에 메트포르민 먹음", "ko")


# --- truth_check after hearsay --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["커피가 혈압 올린다는거 진짜야", "친구가 그러는데 공복에 사과 먹으면 안 좋대 진짜야",
                                  "고혈압약 한번 먹기 시작하면 평생 먹어야 된다는게 진짜에요"])
def test_whether_what_was_heard_is_true_is_asked(text: str) -> None:
    assert asks_by_grammar(text, "ko")


def test_a_truth_word_with_nothing_heard_before_it_is_not_read_as_asking() -> None:
    assert not asks_by_grammar("허리 아파 진짜야", "ko")


# --- obligation after a condition, leave after a concession -------------------------------------------------------

@pytest.mark.parametrize("text", ["내 콜레스테롤 수치면 약 먹어야 돼", "당뇨 전단계면 약 먹어야돼요",
                                  "부루펜 먹어도 내가 먹는 약이랑 상관없어", "수유중에 감기약 먹어도 되는 거 있어요"])
def test_a_case_weighed_by_what_must_or_may_be_done_is_asked(text: str) -> None:
    assert asks_by_grammar(text, "ko")


@pytest.mark.parametrize("text", ["빵도 조심해야 돼요", "커피도 괜찮아", "수면 부족하면 살쪄", "나도 괜찮아"])
def test_an_obligation_or_leave_without_its_condition_is_not_read_as_asking(text: str) -> None:
    assert not asks_by_grammar(text, "ko")


# --- English: a fragment opened by "any" ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["any drug allergies on file for me",
                                  "my fiancé has celiac, any decent gluten free pasta brands"])
def test_an_any_fragment_with_no_verb_asks(text: str) -> None:
    assert asks_by_grammar(text, "en")


@pytest.mark.parametrize("text", ["any time i run my knee hurts", "anyway my bp was 120/80 this morning",
                                  "any pain was gone by noon"])
def test_any_before_a_verb_of_its_own_or_in_a_phrase_tells(text: str) -> None:
    assert not asks_by_grammar(text, "en")


# --- the RETAIN gate --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang"), [
    ("혹시 혈압이 180/110이면 응급실 가야돼", "ko"),
    ("커피가 혈압 올린다는거 진짜야", "ko"),
    ("메트포르민은 식후에 먹는거죠", "ko"),
    ("내 콜레스테롤 수치면 약 먹어야 돼", "ko"),
    ("부루펜 먹어도 내가 먹는 약이랑 상관없어", "ko"),
    ("any drug allergies on file for me", "en"),
])
def test_the_gate_drops_a_question_asked_without_its_mark(index: AliasIndex, text: str, lang: str) -> None:
    assert not decide_retain(text, lang, index.match(text, lang)).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("어제 두통 심했음. 혹시 혈압약 때문이야", "ko"),  # told, then asked: the telling sentence is kept
    ("편두통 때문에 어제 조퇴함 ㅠ 왜 요즘 이렇게 자주 오지", "ko"),
    ("혹시 몰라서 해열제 먹었어 열이 38도", "ko"),  # an idiom, no question: the fever is told
    ("my knee swelled up after the run, any tips", "en"),
])
def test_the_gate_keeps_what_a_turn_tells_beside_what_it_asks(index: AliasIndex, text: str, lang: str) -> None:
    assert decide_retain(text, lang, index.match(text, lang)).retain


def test_an_obligation_with_no_condition_is_not_leave_asked() -> None:
    # "과자도 성분 봐야 돼요": 과자도 is a noun with 도, 봐야 돼요 an obligation told, no leave asked
    assert not asks_by_grammar("땅콩 알레르기 있어서 과자도 성분 봐야 돼요", "ko")


# --- wh_bound, comparison_close, quotes -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["임산부는 커피 하루에 몇 잔까지 괜찮아요", "임신하면 커피 하루 몇잔까지 괜찮음",
                                  "고지혈증이랑 고콜레스테롤혈증 같은말이야",
                                  "전에 내가 외할머니 치매 얘기 했던거 기억해"])
def test_bounds_sameness_and_recall_of_the_talk_are_asked(text: str) -> None:
    assert asks_by_grammar(text, "ko")


@pytest.mark.parametrize("text", ["새벽 몇시까지 못잤음", "며칠 전부터 기침 나"])
def test_a_bound_said_of_the_past_or_an_indefinite_tells(text: str) -> None:
    assert not asks_by_grammar(text, "ko")


def test_a_quote_ending_joins_no_clause() -> None:
    # "끊었다고 했었죠": -다고 quotes, so 왜 stays in the last clause and asks
    assert last_clause_ko("졸로푸트 왜 끊었다고 했었죠") == "졸로푸트 왜 끊었다고 했었죠"
    assert asks_by_grammar("졸로푸트 왜 끊었다고 했었죠", "ko")


@pytest.mark.parametrize("text", ["화씨 100도면 섭씨로 몇 도예요", "오늘 며칠이야", "타이레놀 하루 최대 몇 mg이에요",
                                  "공복혈당 정상이 몇이에요"])
def test_a_count_closed_by_a_copula_is_asked(text: str) -> None:
    assert asks_by_grammar(text, "ko")


@pytest.mark.parametrize("text", ["밤에 몇 번 깼어", "몇 년 전부터 허리가 아파요", "열이 38도예요"])
def test_a_count_before_a_verb_or_a_number_with_its_copula_tells(text: str) -> None:
    assert not asks_by_grammar(text, "ko")
