"""A time said as a sentence of its own after the statement it dates (pure).

"제왕절개로 첫째를 낳았어요. 2019년에요.", "B형 간염 예방접종 세 번째 맞았어요. 어제요.", "Had my appendix out. In
1998.": the sentence after holds nothing but a time expression, with at most a preposition before it or a particle
or a copula after it; it answers "when?" for the sentence before, whose records have no time of their own in it
(``timing.governing`` asks last; the record keeps the expression's own rule id). A longer sentence with a time
("The test was done on Monday.") tells something of its own and is not read here.
"""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.temporal import Resolution

# what may stand before the time: a preposition, "it was", a filler; nothing else
_LEAD_EN = re.compile(r"^[\W_]*(?:(?:oh|and|sorry|um|uh|it|that|this|was|were|on|in|back|at|around|about)\b[\W_]*)*$",
                      re.IGNORECASE)
_LEAD_KO = re.compile(r"^[\W_]*(?:아|아마|그게|그건|그거)?[\W_]*$")
# what may stand after it: a Korean particle or copula ending, laughter, punctuation
_TAIL = re.compile(r"^(?:에|에는|이요|요|이에요|예요|였어요|이었어요|였음|이었음|입니다|이었고요|였고요|쯤|경|정도|부터"
                   r"|이었나|였나)?(?:요)?[\s\W_ㅋㅎㅠㅜ]*$")


def time_only(sentence: Segment, resolutions: list[Resolution], lang: str) -> Resolution | None:
    """The one time expression ``sentence`` consists of, or None."""
    inside = [r for r in resolutions if r.span is not None and sentence.start <= r.span.start < sentence.end]
    if len(inside) != 1:
        return None
    r = inside[0]
    assert r.span is not None
    text = sentence.text
    lead = text[:r.span.start - sentence.start]
    tail = text[r.span.end - sentence.start:]
    lead_rx = _LEAD_KO if lang == "ko" else _LEAD_EN
    return r if lead_rx.match(lead) and _TAIL.match(tail.strip()) else None


def next_sentence(sentences: list[Segment], sentence: Segment) -> Segment | None:
    """The sentence right after ``sentence``, or None."""
    later = [s for s in sentences if s.start >= sentence.end]
    return min(later, key=lambda s: s.start) if later else None
