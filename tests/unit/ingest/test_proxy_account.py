"""A caregiver on the account of the one cared for (cue list ``proxy_account``): the account holder is the user, in
the turn that says so and, once a stored turn said so, in the account's later turns (``turn_flow.gate_and_extract``
asks ``proxy_account`` only of a turn with a clause about someone else)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.turn_flow import gate_and_extract, offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.store.write_turn import TurnWrite, turn_payload

_AT = dt.datetime(2026, 8, 4, 10, tzinfo=dt.UTC)


def _records(index: AliasIndex, dictionary: Dictionary, text: str, *, proxy: bool | None,
             asked: list[int] | None = None) -> list[tuple[str, str]]:
    def proxy_account() -> bool:
        if asked is not None:
            asked.append(1)
        return bool(proxy)

    gated = gate_and_extract(text, _AT, "en", index=index, dictionary=dictionary, extractor=RulesExtractor(),
                             profile=lambda: {"active_regimens": []}, record_key="k",
                             proxy_account=None if proxy is None else proxy_account)
    ex = gated.extraction
    return [(r.type, r.coordinate) for r in ex.records] if ex is not None else []


def test_the_turn_that_names_the_account_reads_the_relative_as_the_user(index: AliasIndex,
                                                                        dictionary: Dictionary) -> None:
    u = analyse("this is my daughter typing on mom's own account. mom has bad knee arthritis", "en", said_at=_AT,
                index=index, dictionary=dictionary)
    assert u.proxy
    # her own condition, not a family history of the typist's
    assert ("condition", "condition:osteoarthritis") in _records(
        index, dictionary, "this is my daughter typing on mom's own account. mom has bad knee arthritis", proxy=None)


def test_a_later_turn_of_a_proxy_account_is_the_users(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "she's allergic to amoxicillin, got a rash all over"
    assert _records(index, dictionary, text, proxy=False) == []
    assert ("allergy", "drug:amoxicillin") in _records(index, dictionary, text, proxy=True)
    assert ("medication_regimen", "drug:amlodipine") in _records(
        index, dictionary, "she's on amlodipine 5 for blood pressure", proxy=True)


def test_the_account_is_asked_about_only_for_a_clause_about_someone_else(index: AliasIndex,
                                                                         dictionary: Dictionary) -> None:
    asked: list[int] = []
    _records(index, dictionary, "bp 139/80 this morning", proxy=True, asked=asked)
    assert asked == []
    _records(index, dictionary, "her ankles swell by evening", proxy=True, asked=asked)
    assert asked == [1]


def test_without_the_account_a_relatives_drug_stays_theirs(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analyse("my wife takes amlodipine 5", "en", said_at=_AT, index=index, dictionary=dictionary)
    assert not u.proxy and u.clauses[0].experiencer != Experiencer.SELF
    assert _records(index, dictionary, "my wife takes amlodipine 5", proxy=False) == []


def test_offline_scoring_carries_the_account_across_turns(index: AliasIndex, dictionary: Dictionary) -> None:
    scenario: dict[str, Any] = {
        "id": "x", "kind": "storage", "lang": "en", "text": "he's allergic to aspirin, breathing trouble",
        "said_at": "2026-07-05T11:00:00-04:00",
        "history": [{"text": "typing for my dad who is 79. he has afib and takes eliquis 5 twice a day",
                     "said_at": "2026-06-03T10:00:00-04:00"}],
    }
    got = offline_scenario(scenario, index, dictionary)
    assert [(r["type"], r["coordinate"]) for r in got["records"]] == [("allergy", "drug:aspirin")]


def test_the_stored_turn_says_it_names_the_account() -> None:
    w = TurnWrite(user_id="u", turn_id="t", text="x", said_at=_AT, lang="en", retain_reasons=[], read=False,
                  route="none", extractor="rules", records=[], facts=[])
    assert "proxy_account" not in turn_payload(w)[0]["turn"]
    w.proxy_account = True
    assert turn_payload(w)[0]["turn"]["proxy_account"] is True


def test_a_turn_that_only_names_the_proxy_account_is_kept_and_carries_it(index: AliasIndex,
                                                                         dictionary: Dictionary) -> None:
    """No health word, yet the account's later turns are read by it: the turn is kept, the flag carried."""
    history = [{"said_at": "2026-08-01T10:00:00+09:00", "text": "손녀가 써드려요. 할머니 78세 혼자 사세요"}]
    later = {"id": "p", "kind": "storage", "lang": "ko", "said_at": "2026-08-02T10:00:00+09:00",
             "text": "할머니 수면제 졸피뎀 드세요", "history": history, "expect": {"records": []}}
    first = {**later, "text": history[0]["text"], "history": []}
    assert offline_scenario(first, index, dictionary)["retain"] is True
    assert any(r["coordinate"] == "drug:zolpidem" for r in offline_scenario(later, index, dictionary)["records"])
    for text in ("엄마 계정인가요?", "오늘 날씨 좋네요"):  # a question about the account, no cue: not kept
        assert offline_scenario({**first, "text": text}, index, dictionary)["retain"] is False
