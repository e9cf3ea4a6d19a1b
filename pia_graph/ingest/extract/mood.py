"""Mood and stress: a score said after the word (or in a rating of its own after the sentence), else a level or a
mood word ("stress through the roof", "기분 최악", "feeling pretty down today")."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity

_STRESS = re.compile(r"\bstress\w*\b|스트레스", re.I)
_MOOD = re.compile(r"\bmood\b|기분", re.I)
_STRESS_LEVEL: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"through\s+the\s+roof|\bhigh\b|super\s+stressed|so\s+stressed|really\s+stressed|extremely|insane|crazy"
                r"|very\s+stressed|stressed\s+af\b|심(?:해|했|함|하다)|엄청|너무|많이|장난\s*아|높", re.I), "high"),
    (re.compile(r"\b(?:a\s+bit|a\s+little|somewhat|kind\s+of|mild)\b|조금|약간", re.I), "moderate"),
    (re.compile(r"\b(?:low|relaxed|calm|no\s+stress)\b|없", re.I), "low"),
)


_MOOD_KO = re.compile(r"기분\S*\s*(최고|최악|좋|나쁘|나빠|별로|꿀꿀|우울|괜찮|엉망|다운)")
_MOOD_KO_VALUE = {"최고": "great", "좋": "good", "괜찮": "okay", "나쁘": "bad", "나빠": "bad", "별로": "low",
                  "꿀꿀": "low", "우울": "low",
                  "최악": "bad", "엉망": "bad", "다운": "low"}
_RATING_ONLY = re.compile(r"^\s*(?:(?:like|maybe|about|around|i'd\s+say|솔직히|한)\s*)?[\d.]+\s*(?:/\s*10|out\s+of\s+10"
                          r"|점|점\s*만점에\s*[\d.]+\s*점?)?\s*(?:정도|쯤)?\s*[.!?~ㅠㅜ🥰😊😩]*\s*$"
                          r"|^\s*10\s*점\s*(?:만점에|중에?)\s*[\d.]+\s*점?\s*(?:정도|쯤)?\s*\S{0,3}\s*$", re.I)


def _rating_end(ctx: Ctx, end: int) -> int:
    """The end of a sentence, or of the next one when that one is only a rating ("... 10점 만점에 9점")."""
    for sentence, _parts in ctx.sentences:
        if sentence.start >= end:
            return sentence.end if _RATING_ONLY.match(sentence.text) else end
    return end


_ON_AFTER = re.compile(r"\s+on\b", re.IGNORECASE)


def _mood_felt(ctx: Ctx, clause: Segment) -> re.Match[str] | None:
    """A mood said by how the user feels (cue list ``mood_felt``), not "feeling low on energy", "feeling low
    sugar": "on" or a term of the dictionary right after it."""
    hit = cue_pattern(ctx.dictionary, "mood_felt", "en").search(clause.text)
    if hit is None or _ON_AFTER.match(clause.text, hit.end()):
        return None
    end = clause.start + hit.end()
    return None if any(0 <= m.start - end <= 2 for m in ctx.matches) else hit


def mood(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, parts in ctx.sentences:
        for clause in parts:
            for key, rx in (("mood:stress", _STRESS), ("mood:mood", _MOOD)):
                hit = rx.search(clause.text)
                if hit is None and key == "mood:mood" and ctx.lang == "en" \
                        and not any(d.coordinate == key for d in out):
                    # "feeling pretty down today": the mood, no word "mood" ("mood 4/10 today, felt low": said once)
                    hit = _mood_felt(ctx, clause)
                if not hit:
                    continue
                fields: dict[str, Any] = {}
                at = clause.start + hit.end()
                # "mood is 4/10 and stress is a 9/10": each word takes the score said after it, nearest first
                scores = sorted((q for q in ctx.quantities_in(clause.start, clause.end)
                                 if ctx.free(q) and (q.kind == "score" or (q.kind == "number" and q.unit is None
                                                     and 0 <= q.value <= 10 and 0 <= q.start - at <= 14))),
                                key=lambda q: (q.start < at, abs(q.start - at)))
                score = scores[0] if scores else None
                if score is None:
                    # not a score another clause says of its own mood word ("stress high …, mood like 4/10")
                    score = next((q for q in ctx.quantities_in(sentence.start, _rating_end(ctx, sentence.end))
                                  if q.kind == "score" and ctx.free(q)
                                  and not _rates_its_own(ctx, clause, q, key)), None)
                if score is not None:
                    ctx.take(score)
                    fields["value"] = score.value
                elif key == "mood:stress":
                    level = next((lbl for lrx, lbl in _STRESS_LEVEL if lrx.search(clause.text)), None)
                    if level is None and not re.search(r"\bstressed\b|스트레스", clause.text, re.I):
                        continue
                    fields["value"] = level or "moderate"
                else:
                    word = re.search(r"\b(low|down|good|great|bad|terrible|okay|ok|happy|sad)\b", clause.text, re.I)
                    ko = _MOOD_KO.search(clause.text)
                    if not word and not ko:
                        continue
                    fields["value"] = word.group(1).lower() if word else _MOOD_KO_VALUE[ko.group(1)] if ko else None
                out.append(Draft("mood.word", "mood", key, clause.start + hit.start(), clause.start + hit.end(), fields,
                                 confidence=0.9))
    return out


def _rates_its_own(ctx: Ctx, clause: Segment, q: Quantity, key: str) -> bool:
    """A score in another clause that names the other of mood and stress (and not this one) is that word's."""
    other = ctx.clause_of(q.start)
    mine, theirs = (_STRESS, _MOOD) if key == "mood:stress" else (_MOOD, _STRESS)
    return other.start != clause.start and theirs.search(other.text) is not None and not mine.search(other.text)
