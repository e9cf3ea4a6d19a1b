"""Query understanding, session 30: drug-class words the dictionary's classes hold (수면제, 위산 억제제, 진통제,
"sleeping pills" over the shorter alias inside them), a drug whose name is a class word (insulin → the
insulins), test results asked beside a condition or alone, and a 하다 verb written onto its noun (헬스한)."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.ko_query import done_noun
from pia_graph.retrieve.term_lookups import class_members
from pia_graph.retrieve.understand import understand

KO = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 11, 5, 9, 0, tzinfo=KO)


def coords(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> dict[str, str]:
    return {d.value: d.reason for d in understand(text, SAID, lang, index, dictionary).coordinates}


def test_korean_class_words_name_the_drugs_of_their_class(index: AliasIndex, dictionary: Dictionary) -> None:
    sleep = understand("수면제 이름이랑 용량", SAID, "ko", index, dictionary)
    assert "drug:zolpidem" in {d.value for d in sleep.coordinates}
    assert "sleep" not in {d.value for d in sleep.record_types}  # 수면제 is a drug, not a night's sleep
    acid = coords("위산 억제제 아직 먹어야 되나?", "ko", index, dictionary)
    assert {"drug:omeprazole", "drug:famotidine"} <= set(acid)
    pain = coords("진통제 왜 바꿨지", "ko", index, dictionary)
    assert {"drug:naproxen", "drug:acetaminophen", "drug:ibuprofen"} <= set(pain)
    assert "drug:omeprazole" not in pain


def test_english_class_words_win_over_a_shorter_alias_inside_them(index: AliasIndex, dictionary: Dictionary) -> None:
    pills = coords("what sleeping pills am i on", "en", index, dictionary)
    assert "drug:zolpidem" in pills
    assert "sleep:night" not in pills
    slept = understand("how did i sleep last week", SAID, "en", index, dictionary)
    assert "sleep" in {d.value for d in slept.record_types}
    assert "drug:zolpidem" not in {d.value for d in slept.coordinates}


def test_a_drug_named_by_its_class_word_reaches_the_drugs_of_that_class(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    insulin = coords("인슐린 용량 왜 내렸지", "ko", index, dictionary)
    assert insulin["drug:insulin"].startswith("alias")
    assert insulin["drug:insulin_glargine"] == "drug_class:drug:insulin"
    assert class_members(dictionary, "drug:atorvastatin") == ()  # a drug's name that is no class word
    ator = coords("am i still on atorvastatin", "en", index, dictionary)
    assert "drug:rosuvastatin" not in ator


def test_results_asked_beside_a_condition_reach_its_tests(index: AliasIndex, dictionary: Dictionary) -> None:
    anemia = coords("how's my anaemia looking, blood results wise", "en", index, dictionary)
    assert anemia["test:hemoglobin"] == "results:concept:anemia:primary"
    assert "test:ferritin" in anemia
    plain = coords("how's my anaemia doing", "en", index, dictionary)
    assert "test:hemoglobin" not in plain  # no results asked: the condition alone


def test_results_asked_with_nothing_named_are_every_lab_result_of_the_window(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("8월 검사결과 다시 알려줘", SAID, "ko", index, dictionary)
    assert "lab_result" in {d.value for d in u.record_types}
    assert u.window is not None and u.window.start == dt.date(2026, 8, 1)
    ldl = understand("my LDL lab results", SAID, "en", index, dictionary)
    assert "lab_result" not in {d.value for d in ldl.record_types}  # a named test is the boundary


def test_a_do_verb_written_onto_its_noun_is_read_as_the_noun(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("헬스한 기록 보여줘", SAID, "ko", index, dictionary)
    assert "activity:strength_training" in {d.value for d in u.coordinates}
    # read as the noun or (since ko_conjugate, session 63) as the alias's own conjugated form "헬스함"
    assert [r for r in u.rewrites if r.startswith("ko_rewrite:헬스한->헬스")]
    assert done_noun("한다", lambda s: True) is None  # the stem must be two syllables or more
    assert done_noun("친절한", lambda s: False) is None  # nothing named: left as typed


def test_a_question_ending_in_called_asks_a_name(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("whats the rescue thing for my migraines called", SAID, "en", index, dictionary)
    assert "name" in {d.value for d in u.fields}
    assert "rescue" in u.residual_words


def test_everything_about_a_named_condition_reaches_its_tags_members(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    gout = coords("통풍 관련된거", "ko", index, dictionary)
    assert gout["condition:gout"].startswith("alias")
    assert gout["drug:allopurinol"] == "concept:concept:gout_care:related"
    assert "drug:allopurinol" not in coords("통풍 언제 왔었지", "ko", index, dictionary)  # not asked: no drugs


def test_a_sibling_that_reports_speech_answers_what_was_said(index: AliasIndex, dictionary: Dictionary) -> None:
    from pia_graph.retrieve.fuse import fuse
    from tests.unit.retrieve.test_fuse_type_fence_and_speech import fact, hit

    u = understand("자이로릭 시작할때 주의하라던거 뭐였지", SAID, "ko", index, dictionary)
    assert "said" in {d.value for d in u.fields}
    raised = fact("f1", "t2", "자이로릭 200으로 올림", dt.date(2026, 8, 20))
    started = fact("f2", "t1", "발작 가라앉고 자이로릭100 시작.", dt.date(2026, 7, 8))
    warned = fact("f3", "t1", "원장님이 처음엔 오히려 발작 올수도 있다고", dt.date(2026, 7, 8))
    facts = [hit(raised, 1), hit(started, 2)]
    out = fuse(u, "associative", [], facts, {}, dictionary, SAID, 10, siblings={"t1": [started, warned]})
    assert out.items[0].id == "f3"
    assert "reports_speech" in out.items[0].why
    plain = understand("자이로릭 언제 시작했지", SAID, "ko", index, dictionary)
    out = fuse(plain, "associative", [], facts, {}, dictionary, SAID, 10, siblings={"t1": [started, warned]})
    ids = [i.id for i in out.items]
    assert ids.index("f3") == ids.index("f2") + 1  # nothing said asked: the sibling follows its sentence


def test_a_term_said_before_a_provider_word_describes_the_provider(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what did the sleep doc conclude", SAID, "en", index, dictionary)
    assert u.coordinates == [] and u.record_types == []
    assert "provider:sleep" in u.rewrites
    assert "sleep" in u.residual_words  # the word still finds the sentences that say it
    slept = understand("what did my doctor say about my sleep", SAID, "en", index, dictionary)
    assert "sleep:night" in {d.value for d in slept.coordinates}  # the provider named apart: the sleep asked
