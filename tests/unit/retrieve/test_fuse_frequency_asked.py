"""How often asked (`field:frequency`, `fuse_facts`): a sentence that holds a frequency ("every 6 months", 6개월마다)
ranks above one that only names the subject, as a sentence holding a name does when a name is asked; "how often"
asks no value."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import holds_frequency
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 9, 10, 20, 0, tzinfo=KST)


def fields(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> set[str]:
    return {d.value for d in understand(text, SAID, lang, index, dictionary).fields}


def test_how_often_is_a_field_and_asks_no_value(index: AliasIndex, dictionary: Dictionary) -> None:
    for text, lang in [("how often do I need the liver ultrasound", "en"), ("간 초음파 얼마마다 해야 돼", "ko"),
                       ("골밀도 검사 몇 개월마다 하라고 했지", "ko"), ("how many times a week do I do physio", "en")]:
        assert "frequency" in fields(text, lang, index, dictionary), text
    assert "value" not in fields("간 초음파 얼마마다 해야 돼", "ko", index, dictionary)
    assert "value" not in fields("골밀도 검사 몇 개월마다 하라고 했지", "ko", index, dictionary)
    assert "value" in fields("혈당 얼마였지", "ko", index, dictionary)  # a value asked stays one
    assert "frequency" not in fields("when was my last liver ultrasound", "en", index, dictionary)


def test_a_sentence_holds_a_frequency() -> None:
    for text in ["User needs a liver ultrasound every 6 months", "6개월마다 초음파 하래요", "takes it twice a day",
                 "물리치료 주 3회", "weekly injections"]:
        assert holds_frequency(text), text
    for text in ["had a liver ultrasound today", "간 초음파 했어요", "6개월 전에 했어요"]:
        assert not holds_frequency(text), text


def test_the_sentence_holding_a_frequency_ranks_first_when_how_often_is_asked(
        index: AliasIndex, dictionary: Dictionary) -> None:
    done = FactHit({"fact_id": "f1", "turn_id": "t1", "text": "간 초음파 검사 받았어요 간 초음파"},
                   text_rank=1, rrf=1 / 61)
    often = FactHit({"fact_id": "f2", "turn_id": "t2", "text": "6개월마다 초음파 하래요"}, text_rank=2, rrf=1 / 62)
    asked = understand("간 초음파 얼마마다 해야 돼", SAID, "ko", index, dictionary)
    out = fuse(asked, "associative", [], [done, often], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items][:2] == ["f2", "f1"]
    plain = understand("간 초음파 언제 했지", SAID, "ko", index, dictionary)
    out = fuse(plain, "associative", [], [done, often], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items][:2] == ["f1", "f2"]  # not asked: the fused rank decides
