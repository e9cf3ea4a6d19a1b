"""Hand-built HU2 inputs for the pure tests (no database)."""

from __future__ import annotations

import datetime as dt
from functools import cache
from typing import Any

from pia_graph.hu2.compose import Lexicon
from pia_graph.hu2.models import EvidenceFact, EvidenceRecord, Hu2Inputs, Profile
from pia_graph.ontology import AliasIndex, load_default_dictionary

AS_OF = dt.date(2026, 3, 10)


@cache
def lexicon() -> Lexicon:
    d = load_default_dictionary()
    return Lexicon(d, AliasIndex.build(d))


def rec(n: int | str, type_: str, coordinate: str, value: Any = None, *, said: str = "", day: dt.date | None = AS_OF,
        **kw: Any) -> EvidenceRecord:
    return EvidenceRecord(record_id=f"r{n}", type=type_, coordinate=coordinate, value=value, day=day,
                          turn_text=said, span=said, value_as_said=kw.pop("value_as_said", None), **kw)


def fact(n: int | str, text: str, keys: list[str], day: dt.date | None = AS_OF) -> EvidenceFact:
    return EvidenceFact(fact_id=f"f{n}", text=text, term_keys=keys, day=day, turn_text=text)


def inputs(records: list[EvidenceRecord], facts: list[EvidenceFact] | None = None, lang: str = "en",
           **profile: Any) -> Hu2Inputs:
    return Hu2Inputs(user_id="u1", as_of=AS_OF, lang=lang, profile=Profile(**profile), records=records,  # type: ignore[arg-type]
                     facts=facts or [], memory_version=3)
