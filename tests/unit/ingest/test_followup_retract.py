"""Which earlier records a reply retracts (``followup_retract``): a reply that gives the earlier turn's record to
someone else retracts it as ``disowned_other_person``, one that takes it back ("scratch that", "I was just asking",
"방금 거 취소") as ``retracted_by_user``; a reply that shares the record ("my sister has the same", "that was mine
too"), corrects it with a value, or names something the turn before did not tell retracts nothing. Through
``gate_and_extract`` (the decision the service stores) and the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.followup_retract import Retraction, RetractReason, retracted, turn_before
from pia_graph.ingest.turn_flow import GatedTurn, gate_and_extract, offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

UTC = dt.UTC
OLDER = dt.datetime(2026, 6, 9, 9, 0, tzinfo=UTC)
BEFORE = dt.datetime(2026, 6, 10, 8, 0, tzinfo=UTC)
LATER = dt.datetime(2026, 6, 10, 8, 20, tzinfo=UTC)


def prior(record_id: str, coordinate: str, kind: str = "lab_result", said_at: dt.datetime = BEFORE,
          value: Any = 160) -> Prior:
    return Prior({"record_id": record_id, "negated": False, "type": kind, "coordinate": coordinate, "value": value,
                  "span": "x", "span_start": 0, "span_end": 1}, said_at)


LDL = prior("r_ldl", "test:ldl_cholesterol")
GLUCOSE = prior("r_glu", "test:fasting_glucose", value=110)
BP = prior("r_bp", "vital:systolic_bp", kind="vital_sign", value=158)
WARFARIN = prior("r_warf", "drug:warfarin", kind="medication_regimen", value=None)
YESTERDAY_WEIGHT = prior("r_old", "body:weight", kind="body_measurement", said_at=OLDER, value=82)


def gated(text: str, lang: str, earlier: list[Prior], dictionary: Dictionary, index: AliasIndex) -> GatedTurn:
    return gate_and_extract(text, LATER, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k", recent=lambda: list(earlier))


@pytest.mark.parametrize(("text", "lang", "earlier", "ids"), [
    ("Oh never mind, that was my sister's result she read out to me.", "en", [LDL, YESTERDAY_WEIGHT], ("r_ldl",)),
    ("oh wait that's my brother's pill, not mine", "en", [WARFARIN], ("r_warf",)),
    ("that was my mom's, not mine", "en", [LDL, GLUCOSE], ("r_glu", "r_ldl")),
    ("아 그거 엄마 얘기였어", "ko", [LDL], ("r_ldl",)),
    ("아 어제 그 혈압 제 거 아니고 남편 거예요 잘못 말함", "ko", [BP], ("r_bp",)),
    ("아이고 그건 우리 언니 약이에요. 헷갈렸네요.", "ko", [WARFARIN], ("r_warf",)),
])
def test_a_reply_that_gives_the_record_to_someone_else_retracts_it(
        dictionary: Dictionary, index: AliasIndex, text: str, lang: str, earlier: list[Prior],
        ids: tuple[str, ...]) -> None:
    got = gated(text, lang, earlier, dictionary, index)
    assert got.retain.retain is False
    assert got.retraction == Retraction(ids, RetractReason.DISOWNED_OTHER_PERSON)


@pytest.mark.parametrize(("text", "lang"), [
    ("scratch that", "en"),
    ("ugh scratch that, ignore it", "en"),
    ("I was just asking, it's not my number", "en"),
    ("forget what I said", "en"),
    ("방금 거 취소할게요", "ko"),
    ("아 그냥 물어본 거예요", "ko"),
    ("그거 없던 걸로 해주세요", "ko"),
])
def test_a_reply_that_takes_the_record_back_retracts_it(dictionary: Dictionary, index: AliasIndex, text: str,
                                                         lang: str) -> None:
    got = gated(text, lang, [LDL], dictionary, index)
    assert got.retain.retain is False
    assert got.retraction == Retraction(("r_ldl",), RetractReason.RETRACTED_BY_USER)


@pytest.mark.parametrize(("text", "lang", "earlier"), [
    # shared, not given away: the user's record stands
    ("my sister has the same", "en", [LDL]),
    ("that was mine too", "en", [LDL]),
    ("that's my sister's too", "en", [LDL]),
    ("언니도 똑같아요", "ko", [LDL]),
    ("그거 엄마도 먹어요", "ko", [WARFARIN]),
    # a correction with a value of its own
    ("scratch that, it was 140", "en", [LDL]),
    ("어제 그 혈압 남편꺼였어요 제꺼는 119/77", "ko", [BP]),
    # a term the turn before did not tell
    ("scratch that, my knee hurts", "en", [LDL]),
    # only a record told more than the last turn's window ago: nothing the reply can refer to
    ("scratch that", "en", [YESTERDAY_WEIGHT]),
    # a relative only mentioned, no pointer and no taking back
    ("my sister came over for dinner", "en", [LDL]),
    ("thanks!", "en", [LDL]),
])
def test_what_retracts_nothing(dictionary: Dictionary, index: AliasIndex, text: str, lang: str,
                               earlier: list[Prior]) -> None:
    assert gated(text, lang, earlier, dictionary, index).retraction is None


def test_a_named_term_retracts_only_its_own_record(dictionary: Dictionary, index: AliasIndex) -> None:
    text = "the LDL was my sister's, not mine"
    utterance = analyse(text, "en", said_at=LATER, index=index, dictionary=dictionary)
    got = retracted(text, "en", utterance, LATER, [GLUCOSE, LDL], RetractReason.DISOWNED_OTHER_PERSON, dictionary)
    assert got == Retraction(("r_ldl",), RetractReason.DISOWNED_OTHER_PERSON)


def test_only_the_turn_just_before_is_reached(dictionary: Dictionary, index: AliasIndex) -> None:
    text = "scratch that"
    utterance = analyse(text, "en", said_at=LATER, index=index, dictionary=dictionary)
    assert turn_before(LATER, [YESTERDAY_WEIGHT, LDL]) == [LDL]
    got = retracted(text, "en", utterance, LATER, [YESTERDAY_WEIGHT, LDL], RetractReason.RETRACTED_BY_USER,
                    dictionary)
    assert got == Retraction(("r_ldl",), RetractReason.RETRACTED_BY_USER)


def test_the_stores_turn_before_wins_over_the_recent_records(dictionary: Dictionary, index: AliasIndex) -> None:
    """A second "not mine" after a retraction: the turn just before has no current record left, so nothing of the
    turns before it is reached, though the recent records still hold one."""
    got = gate_and_extract("that was my mom's, not mine", LATER, "en", index=index, dictionary=dictionary,
                           extractor=RulesExtractor(), profile=dict, record_key="k", recent=lambda: [GLUCOSE],
                           last_turn=list)
    assert got.retain.retain is False and got.retraction is None


def test_an_ordinary_turn_reads_no_earlier_records(dictionary: Dictionary, index: AliasIndex) -> None:
    asked: list[bool] = []

    def earlier() -> list[Prior]:
        asked.append(True)
        return [LDL]

    for text in ("slept badly, maybe 5 hours", "what was my last LDL?", "thanks!"):
        got = gate_and_extract(text, LATER, "en", index=index, dictionary=dictionary, extractor=RulesExtractor(),
                               profile=dict, record_key="k", recent=earlier)
        assert got.retraction is None
    assert asked == []


def test_the_offline_twin_leaves_a_retracted_record_out_of_the_next_turn(dictionary: Dictionary,
                                                                         index: AliasIndex) -> None:
    scenario = {"id": "t", "kind": "storage", "lang": "en", "said_at": "2026-06-10T08:40:00+00:00",
                "text": "same as before",
                "history": [{"said_at": BEFORE.isoformat(), "text": "my blood pressure was 158/99 this morning"},
                            {"said_at": LATER.isoformat(), "text": "oh wait, that was my husband's, not mine"}]}
    got = offline_scenario(scenario, index, dictionary)
    assert got["records"] == []  # "same as before" has no reading of the user's left to repeat


@pytest.mark.parametrize("text", ["it's my mom's birthday today", "that was my sister on the phone"])
def test_a_dropped_turn_that_only_points_and_names_someone_retracts_nothing(dictionary: Dictionary,
                                                                          index: AliasIndex, text: str) -> None:
    assert gated(text, "en", [LDL], dictionary, index).retraction is None


def test_a_reply_told_about_someone_retracts(dictionary: Dictionary, index: AliasIndex) -> None:
    got = gated("sorry, I was talking about my dad", "en", [BP], dictionary, index)
    assert got.retraction == Retraction(("r_bp",), RetractReason.DISOWNED_OTHER_PERSON)
