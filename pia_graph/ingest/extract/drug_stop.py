"""A drug stopped after it was named: by a pronoun in a later clause ("… so i stopped it two weeks ago"), or in
Korean with the object dropped ("졸피뎀 5mg 먹고 있었는데 이번달부터 끊었어요"), and the Korean wording of a stop
told or agreed ("끊으래요", "중단하자고 했어요"), which ``med_cues.STOP`` reads too. Pure."""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch

KO_TOLD_STOP = (r"|끊으(?:래|라|시래|시라|셨)|끊기로|끊자|중단\s*(?:하자|하래|하라|하기로|했|함|됐)"
                r"|그만\s*(?:먹|복용)(?:으래|으라|하래|하라|하자|하기로)")

_STOPPED_IT = re.compile(r"\b(?:stopp(?:ed|ing)|quit|dropped|ditched|came\s+off|went\s+off|gave\s+up)\s+"
                         r"(?:it|them|taking\s+(?:it|them))\b", re.IGNORECASE)


# "이제 안먹어요" (no longer), a bare 중단 ending a chat line ("오늘부터 중단")
# what a user quits besides a drug: a substance, or the habit of one said whole ("담배 끊었어요": profile:smoking)
QUIT_OBJECTS = ("substance:", "profile:smoking", "profile:alcohol")
_KO_STOPPED = re.compile(r"끊었|끊음|끊어요|끊은\s*지|(?:이제|더\s*이상|더는)\s*안\s*(?:먹|복용)"
                         r"|중단(?:\s*(?:해요|합니다|했어요|임|이에요))?\s*[.!~ㅠㅜ]*$" + KO_TOLD_STOP)


def stopped_later(ctx: Ctx, m: TermMatch, clause: Segment, drugs: list[tuple[TermMatch, str | None]],
                  key: str | None) -> Segment | None:
    """ "every time i take aspirin my stomach hurts so i stopped it two weeks ago", "started amoxicillin monday.
    … stopped it today": a later clause stops the drug by a pronoun, no other drug named before it; that clause
    tells when it ended."""
    if _STOPPED_IT.search(ctx.text, m.end, clause.end) \
            and not any(m.end <= d.start < clause.end and k not in (None, key) for d, k in drugs):
        return clause
    own = ctx.sentence_of(m.start)
    # Korean may say the stop in the next sentence, the drug dropped ("아스피린 100mg 매일 먹고 있는데 … 쉬라고 함.
    # 오늘부터 중단")
    following = [sen for sen, _parts in ctx.sentences if sen.start >= own.end]
    reach = following[0].end if ctx.lang == "ko" and following else own.end
    for _sentence, parts in ctx.sentences:
        for part in parts:
            if part.start < clause.end:
                continue
            if any(clause.end <= d.start < part.end and k not in (None, key) for d, k in drugs):
                return None
            if _STOPPED_IT.search(part.text):
                return part
            # Korean drops the object: "졸피뎀 5mg 먹고 있었는데 이번달부터 끊었어요", "자디앙 먹고 요로감염 와서 의사가
            # 중단하자고 했어요": a later clause of the drug's sentence that stops, naming no substance, stops it
            if ctx.lang == "ko" and part.start < reach and _KO_STOPPED.search(part.text) and not any(
                    part.start <= t.start < part.end and t.term_key
                    and (t.term_key.startswith(QUIT_OBJECTS) or part.start >= own.end)
                    for t in ctx.matches):  # in the next sentence, one that names nothing ("운동은 중단" is no drug's)
                return part
    return None
