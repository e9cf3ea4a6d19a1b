"""The span of a turn's facts (`ingest/extract/facts.py`): a sentence's fact runs from its first to its last clause
that asks nothing, so the clauses around a statement (who said it, where, the advice itself) are stored and found;
a sentence that only tells (a name, a place) beside a statement of the same message is its own fact."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.facts import statement_texts
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import turn_key
from pia_graph.ingest.turn_flow import gate_and_extract
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary

SAID = dt.datetime(2026, 3, 2, 21, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


@pytest.fixture(scope="module")
def dictionary() -> Dictionary:
    return load_default_dictionary()


@pytest.fixture(scope="module")
def index(dictionary: Dictionary) -> AliasIndex:
    return AliasIndex.build(dictionary)


def facts_of(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> list[str]:
    text = analysed_form(text)
    gated = gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                             profile=lambda: {"active_regimens": []}, record_key=turn_key(text, SAID, lang))
    assert gated.extraction is not None, "the turn is kept"
    return [f.text for f in gated.extraction.facts]


@pytest.mark.parametrize(("text", "lang", "held"), [
    # the advice after the clinician's first instruction
    ("physio (Marco at Summit PT) said no running for 3 weeks, do the wall sits and clamshells daily", "en",
     "wall sits and clamshells"),
    # where the new doctor's office is
    ("new endocrinologist is Dr. Patel, her office is in Bellevue, about 25 min from me", "en", "Bellevue"),
    # why the doctor stopped the drug
    ("dr. whitfield told me to stop the ibuprofen for my back, its hard on the kidneys. tylenol only", "en",
     "hard on the kidneys"),
    # the place said before the symptom
    ("in the ER at st mary's, crushing chest pain 8/10, they're doing an ekg", "en", "st mary"),
    # the dietitian's name in the clause before her advice
    ("saw the dietitian Ms. Kapoor today, she wants me to swap white rice for millet and have dinner before 8", "en",
     "Kapoor"),
    # the doctor's advice after the lab values
    ("내과 피검사 크레아티닌 1.3 BUN 24. 선생님이 진통제 오래 먹지 말라고", "ko", "진통제 오래 먹지 말라고"),
    # a sentence that only names the doctor, beside a statement of the same message
    ("동네 내과 바꿈. 강남연세내과 박지훈 원장님 친절하심", "ko", "박지훈 원장님"),
    ("도수치료 다니기 시작했는데 선생님 이름이 박지훈 선생님이에요 강남 튼튼정형외과", "ko", "박지훈"),
])
def test_the_clauses_around_a_statement_are_part_of_its_fact(
    text: str, lang: str, held: str, index: AliasIndex, dictionary: Dictionary
) -> None:
    facts = facts_of(text, lang, index, dictionary)
    assert any(held.lower() in f.lower() for f in facts), facts


def test_a_question_clause_stays_out_of_the_fact(index: AliasIndex, dictionary: Dictionary) -> None:
    facts = facts_of("my knee is swollen again, should I ice it?", "en", index, dictionary)
    assert facts and not any("ice it" in f for f in facts), facts


def test_a_message_the_clause_rules_drop_keeps_what_it_tells(
        index: AliasIndex, dictionary: Dictionary) -> None:
    """No clause is a statement: stored only when the learned opinion, the records or the conversation keep the turn
    (session 67), and then what it tells is its fact; a question or someone else's news still is none."""
    def told(text: str) -> list[str]:
        u = analyse(analysed_form(text), "en", said_at=SAID, index=index, dictionary=dictionary)
        return statement_texts(u)

    assert told("her office is in Bellevue") == ["her office is in Bellevue"]
    assert told("my friend got the flu, she is in bed") == []
    assert told("what's the weather like?") == []


@pytest.mark.parametrize(("text", "lang", "held"), [
    ("viral load blip, 48 copies. they want a repeat in 4 weeks", "en", "48 copies"),
    ("claim submitted to World Nomads, reference WN-88213", "en", "WN-88213"),
    ("CD4 520, 미검출 유지", "ko", "CD4 520"),
])
def test_a_turn_the_retain_opinion_rescues_stores_what_it_tells(
    text: str, lang: str, held: str, index: AliasIndex, dictionary: Dictionary
) -> None:
    """The RETAIN opinion keeps a turn whose clauses the word lists call no health; before session 67 the kept turn
    stored no fact and no record, so nothing of it could be recalled."""
    facts = facts_of(text, lang, index, dictionary)
    assert any(held in f for f in facts), facts


def test_statement_texts_are_the_facts_the_extractor_gives(index: AliasIndex, dictionary: Dictionary) -> None:
    text = analysed_form("동네 내과 바꿈. 강남연세내과 박지훈 원장님 친절하심")
    u = analyse(text, "ko", said_at=SAID, index=index, dictionary=dictionary)
    assert statement_texts(u) == facts_of(text, "ko", index, dictionary)
