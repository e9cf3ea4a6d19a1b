"""A symptom's record: its severity (a score, a rating said in passing, a severity word), negation, side, and
whether it is over (active or resolved)."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.bare_ratings import english_rating, time_starts_after
from pia_graph.ingest.extract.body_parts import GENERIC_PAIN, names_a_part
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.negation import is_negated, is_resolved

_SEVERITY_WORDS = {"mild": 3.0, "moderate": 5.0, "bad": 6.0, "severe": 8.0, "terrible": 8.0, "awful": 8.0,
                   "killing": 8.0, "pounding": 7.0, "brutal": 8.0}
_SEVERITY_CUE = re.compile(
    r"(?:\b(?:severity|intensity|pain\s+level|pain\s+is\s+(?:at\s+)?(?:a|an)?|level)|강도|세기|통증은?)"
    r"\s*(?:는|은|가|이|is|was|of|at|:|about|around|like|maybe)?\s*(?:about|around|like|a|an)?\s*$",
    re.IGNORECASE,
)


def _severity(ctx: Ctx, start: int, end: int, besides: Segment | None = None,
              own: tuple[int, int] | None = None) -> float | None:
    """The first free rating between ``start`` and ``end``; over a sentence (``besides``: the symptom's own
    clause), none that another clause says of a body part ("fever since yesterday, and my throat is like 7/10":
    the 7 is the throat's); inside the clause, none that another symptom's name holds nearer than ``own``, the
    symptom's own words (``_held_by_another``)."""
    for q in ctx.quantities_in(start, end):
        if besides is not None and not besides.start <= q.start < besides.end \
                and (names_a_part(ctx.clause_of(q.start).text) or _nearer_symptom(ctx, besides, q)):
            continue
        if own is not None and _held_by_another(ctx, own, q):
            continue
        if q.kind == "score" and ctx.free(q):
            ctx.take(q)
            return _rated_to(ctx, q, end)
        # "강도는 5 정도", "severity about 6": a bare number right after a severity word
        if q.kind == "number" and q.unit is None and 0 <= q.value <= 10 and ctx.free(q) \
                and (_SEVERITY_CUE.search(ctx.text[max(start, q.start - 25):q.start])
                     or _rated(ctx, q, end, bare=besides is None)
                     or (besides is not None and _RATING_CLAUSE.match(ctx.clause_of(q.start).text) is not None)):
            ctx.take(q)
            return _rated_to(ctx, q, end)
    return None


# a rating's change said from the old to the new: "통증 6에서 3으로", "9에서 2", "from 7 to 3", "6 -> 3"
_TO_NEXT = re.compile(r"\s*(?:/\s*10\s*)?(?:에서|->|→|to)\s*(?=\d)", re.I)


def _rated_to(ctx: Ctx, q: Quantity, end: int) -> float:
    """The rating ``q`` or, when it is the old one of a change ("6에서 3으로"), the new one said after it (taken)."""
    step = _TO_NEXT.match(ctx.text, q.end)
    if step is None:
        return q.value
    nxt = next((n for n in ctx.quantities_in(step.end(), end) if n.start == step.end()), None)
    if nxt is None or not ctx.free(nxt) or nxt.unit is not None or not 0 <= nxt.value <= 10:
        return q.value
    ctx.take(nxt)
    return nxt.value


# a symptom asked and answered, as a form is filled in: "chest pain? no. short of breath? no. just tired"
_ANSWERED_NO = re.compile(r"\s*\?+\s*(?:no|nope|nah|none|negative)\b(?!\s+(?:idea|clue|way|sure|doubt))", re.I)
# a clause that is only a rating, set off by commas: "I had a migraine all afternoon, an 8, and missed my sertraline"
_RATING_CLAUSE = re.compile(r"^\W*(?:(?:like|maybe|about|around|prob(?:ably)?)\s+)?an?\s+\d{1,2}\W*$", re.I)


def _nearer_symptom(ctx: Ctx, own: Segment, q: Quantity) -> bool:
    """Another symptom is named between the symptom's own clause and a rating said outside it ("my daughter had a
    fever of 101 today and now I've got a headache too, like a 6": the 6 is the headache's, not the fever's)."""
    low, high = (own.end, q.start) if q.start >= own.end else (q.end, own.start)
    return any(m.term_key is not None and m.term_key.startswith("symptom:") and low <= m.start and m.end <= high
               for m in ctx.matches)


# a rating said as a modifier of the symptom word after it, behind an article: "a 4/10 headache", "an 8 out of 10
# migraine" (the article before, the scale and a space between; "back pain 6 headache 3" is two ratings said after)
_ARTICLE_BEFORE = re.compile(r"\b(?:a|an)\s+$", re.I)
_BEFORE_NAME = re.compile(r"\s*(?:/\s*10|out\s+of\s+10)?\s+$", re.I)


def _held_by_another(ctx: Ctx, own: tuple[int, int], q: Quantity) -> bool:
    """Another symptom's name holds the rating ``q``: the rating stands right before it as its modifier, behind an
    article ("woke with a dry mouth and a 4/10 headache": the headache's, not the dry mouth's said first). English
    only. A rating after two symptoms ("headache and nausea, 7/10") stays the first one's: tried as the nearer
    one's in session 62, the labels do not say which."""
    if ctx.lang != "en" or _ARTICLE_BEFORE.search(ctx.text[max(0, q.start - 4):q.start]) is None:
        return False
    return any(m.term_key is not None and m.start != own[0] and m.start >= q.end and own[0] < q.start
               and ctx.record_type(m.term_key) == "symptom"
               and _BEFORE_NAME.match(ctx.text[q.end:m.start]) is not None for m in ctx.matches)


def _rated(ctx: Ctx, q: Quantity, end: int, *, bare: bool = False) -> bool:
    """A whole number with the dictionary's ``rating`` hedge beside it ("like a 5", "maybe a 3", "7정도") that
    ends its clause: a severity said in passing. English puts the hedge before the number (``bare``: in the
    symptom's own clause, a ``rating_bare`` hedge too, "about 5 today"; ``bare_ratings``), Korean after."""
    if q.value != int(q.value):
        return False
    if ctx.lang == "ko":
        cues = cue_pattern(ctx.dictionary, "rating", ctx.lang)
        after = re.match(rf"\s*(?:{cues.pattern})", ctx.text[q.end:end], re.I)
        return after is not None and not ctx.text[q.end + after.end():end].strip(" .!~ㅠㅜ?")
    return english_rating(ctx.text, q, end, ctx.dictionary, lambda pos: _timed_after(ctx, pos), bare=bare)


def _timed_after(ctx: Ctx, pos: int) -> bool:
    """A time expression starts right after ``pos`` ("the nausea is a 6 every single morning")."""
    return time_starts_after(ctx.text, pos, {r.span.start for r in ctx.resolutions if r.span is not None})


# what may follow a rating said right after the symptom word: the end or a mark; Korean, a word that is no counter
_RATING_ENDS = re.compile(r"\s*(?:$|[.,!?~ㅠㅜ;)])")
_KO_NEXT_WORD = re.compile(r"\s+(?![번회](?![가-힣]))[가-힣]")
# the rest of a Korean word after the symptom's match, up to three syllables before a space: its predicate's ending
# ("아파|요 7", "배아픈|거 7", "배아픈|건 2정도")
_KO_WORD_REST = re.compile(r"[가-힣]{1,3}(?=[ \t])")
# the predicate made a noun by a spaced 거 / 건 / 게 before the rating ("배 아픈 거 3", "머리 아픈 건 5 정도")
_KO_NOMINAL = re.compile(r"\s+[거건게](?=\s*\d)")


def rating_after(ctx: Ctx, end: int) -> Quantity | None:
    """A whole number 0-10 said right after the symptom word with no unit ("편두통 7 나 진짜 왜이래", "headache 6
    today"): its rating. What follows it is the end of the clause, a time expression ("since lunch", "today"), or
    in Korean another word (not a spaced counter, 2 번) or the rating hedge glued to it ("2정도로 줄었어요"); a
    count or a length ("3 days", "2 times", 3일째, 5mg) is none, nor a number that runs on into another ("2-3").
    Korean closes the symptom's predicate before the rating: the rest of a word the symptom ends inside ("허리
    아파요 7", "배아픈거 7") is its ending, skipped."""
    if ctx.lang == "ko":
        rest = _KO_WORD_REST.match(ctx.text, end) if end > 0 and ctx.text[end - 1:end].isalpha() else None
        end = rest.end() if rest is not None else end
        nominal = _KO_NOMINAL.match(ctx.text, end)
        end = nominal.end() if nominal is not None else end
    for q in ctx.quantities_in(end, len(ctx.text)):
        if q.start > end and ctx.text[end:q.start].strip():
            return None
        ends = _RATING_ENDS.match(ctx.text, q.end) is not None or _timed_after(ctx, q.end) \
            or (ctx.lang == "ko" and (_KO_NEXT_WORD.match(ctx.text, q.end) is not None
                                      or _hedged(ctx, q.end)))
        ok = q.kind == "number" and q.unit is None and q.value == int(q.value) and 0 <= q.value <= 10 \
            and ctx.free(q) and ends \
            and not any(r.span is not None and r.span.start <= q.start < r.span.end for r in ctx.resolutions)
        return q if ok else None
    return None


def _hedged(ctx: Ctx, pos: int) -> bool:
    """The dictionary's ``rating`` hedge is glued right after the number ("2정도로 줄었어요", "3쯤")."""
    return cue_pattern(ctx.dictionary, "rating", ctx.lang).match(ctx.text, pos) is not None


def rated_again(ctx: Ctx, drafts: list[Draft], key: str, end: int, word_start: int | None = None) -> None:
    """A symptom named a second time with its rating ("achy all over, muscle pain 6/10"): the rating is the one
    symptom's, said with no value the first time. ``word_start``: where the second naming starts, when the words
    that say a rating may be those of the name itself ("통증 6에서 3으로")."""
    first = next((d for d in drafts if d.type == "symptom" and d.coordinate == key), None)
    if first is None or "value" in first.fields or first.fields.get("negated"):
        return
    rating = rating_after(ctx, end)
    if rating is not None:
        ctx.take(rating)
    lo = end if word_start is None else word_start
    value = rating.value if rating is not None else _severity(ctx, lo, ctx.clause_of(max(0, end - 1)).end)
    if value is not None:
        first.fields["value"] = value
        first.fields.pop("value_as_said", None)


def symptom_draft(ctx: Ctx, key: str, s: int, e: int) -> Draft:
    """The symptom ``key`` said at ``s``-``e``, with the fields its clause, sentence and the next sentence give."""
    clause = ctx.clause_of(s)
    fields: dict[str, Any] = {}
    neg = is_negated(clause.text, s - clause.start, e - clause.start, ctx.lang) \
        or (ctx.lang == "en" and _ANSWERED_NO.match(ctx.text, e) is not None)
    fields["negated"] = neg
    fields["status"] = "resolved" if _said_over(ctx, s) or _resolved_after(ctx, s) else "active"
    bare = None if neg else rating_after(ctx, e)
    if bare is not None:
        ctx.take(bare)
    sev = bare.value if bare is not None else None if neg else (
        _severity(ctx, clause.start, clause.end, own=(s, e))
        or _severity(ctx, *_sentence_bounds(ctx, s), besides=clause, own=(s, e))
        or _severity(ctx, *_next_rating(ctx, s)) or _rating_sentence(ctx, s) or _later_score(ctx, e))
    if sev is not None:
        fields["value"] = sev
    elif not neg:
        word = re.search(r"\b({})\b".format("|".join(_SEVERITY_WORDS)), clause.text, re.I)
        if word:
            fields["value_as_said"] = word.group(1)
    side = re.search(r"\b(left|right)\b", clause.text, re.I)
    if side:
        fields["body_site"] = side.group(1).lower()
    return Draft("symptom.term", "symptom", key, s, e, fields, confidence=0.9)


def _said_over(ctx: Ctx, pos: int) -> bool:
    """The clause says the symptom is over: the analysed utterance's attribute, decided once."""
    said = ctx.utterance.clause_at(pos) if ctx.utterance is not None else None
    return said.resolved if said is not None else is_resolved(ctx.clause_of(pos).text, ctx.lang)


def _resolved_after(ctx: Ctx, pos: int) -> bool:
    """ "ER friday night with palpitations. all fine now": a short last sentence saying it is over."""
    here = ctx.sentence_of(pos)
    later = [s for s, _parts in ctx.sentences if s.start >= here.end]
    if len(later) == 1 and len(later[0].text) <= 30 and is_resolved(later[0].text, ctx.lang) \
            and not _names_its_own(ctx, later[0]):
        return True
    # "어제 밤새 배아파서 응급실 갔다 왔어요. 위경련이래요. 지금은 괜찮음": the short last sentence is over what was
    # told, when the sentences between name no other symptom
    if len(later) > 1 and len(later[-1].text) <= 30 and is_resolved(later[-1].text, ctx.lang) \
            and not any(_names_symptom(ctx, s) for s in later) and not _names_its_own(ctx, later[-1]):
        return True
    # "woke up with my chest hurting, gone by 6": the next clause of the sentence says it is over, naming
    # nothing of its own
    clause = ctx.clause_of(pos)
    nxt = next((c for c in ctx.clauses_in(here) if c.start >= clause.end), None)
    return nxt is not None and is_resolved(nxt.text, ctx.lang) and not _names_its_own(ctx, nxt)


def _names_symptom(ctx: Ctx, part: Segment) -> bool:
    return any(part.start <= m.start < part.end and m.term_key and ctx.record_type(m.term_key) == "symptom"
               for m in ctx.matches)


def _names_its_own(ctx: Ctx, part: Segment) -> bool:
    """The part names a symptom, a condition or a body part of its own ("cough still there but better. throat is
    fine now": the throat is fine, not the cough); the bare pain word names none ("… chest pain. no pain since")."""
    return names_a_part(part.text) or any(part.start <= m.start < part.end and m.term_key
                                          and m.term_key != GENERIC_PAIN
                                          and ctx.record_type(m.term_key) in ("symptom", "condition")
                                          for m in ctx.matches)


# a severity word alone before a later sentence's number ("강도 7"); 통증 is left out: "허리 통증 6" rates the back
_LATER_CUE = re.compile(r"(?:강도|세기)\s*(?:는|은|가|이)?\s*$")


def _later_score(ctx: Ctx, end: int) -> float | None:
    """Korean: a score on the 10-point scale (N점), or a number right after a severity word ("강도 7"), in a later
    sentence of the turn, when no symptom is named between and its clause names no term of another kind ("허리
    아파요. 걷는건 괜찮은데 앉아 있으면 6점", "발진이 … 올라왔어요. 간지러움 4점", "무릎이 또 아파유. … 오늘 6점은
    되겄어", "편두통 벌써 4번째... 어제 저녁에도 한 번 왔어요. 강도 7")."""
    if ctx.lang != "ko":
        return None
    here = ctx.sentence_of(end)
    for q in ctx.quantities_in(here.end, len(ctx.text)):
        clause = ctx.clause_of(q.start)
        if any(end <= m.start < q.start and m.term_key and ctx.record_type(m.term_key) == "symptom"
               for m in ctx.matches):
            return None
        cued = q.kind == "number" and q.unit is None and q.value == int(q.value) \
            and _LATER_CUE.search(ctx.text[max(clause.start, q.start - 8):q.start]) is not None \
            and not any(clause.start <= m.start < clause.end and m.term_key for m in ctx.matches)
        if not (cued or (q.kind == "score" and q.raw.endswith("점"))) or not 0 <= q.value <= 10 \
                or not ctx.free(q):
            continue
        if any(clause.start <= m.start < clause.end and m.term_key
               and ctx.record_type(m.term_key) not in ("symptom", "condition") for m in ctx.matches):
            return None
        ctx.take(q)
        return q.value
    return None


def _next_rating(ctx: Ctx, pos: int) -> tuple[int, int]:
    """The next sentence when it is only a rating ("두통이 계속이에요. 7점 정도?"); else an empty span."""
    here = ctx.sentence_of(pos)
    for sentence, _parts in ctx.sentences:
        if sentence.start >= here.end:
            if _RATING_ONLY.match(sentence.text):
                return sentence.start, sentence.end
            break
    return 0, 0


_RATING_ONLY = re.compile(r"^\s*(?:(?:like|maybe|about|around|i'd\s+say|a|an|한)\s*)?\d{1,2}(?:\.\d)?\s*"
                          r"(?:/\s*10|out\s+of\s+10"
                          r"|점)\s*(?:정도|쯤)?\s*[.!?~ㅠㅜ]*\s*$"
                          # "허리 아픈게 3일째.. 10점 만점에 7점정도": the Korean scale said before the rating
                          r"|^\s*10\s*점\s*(?:만점에|중에?)\s*\d{1,2}(?:\.\d)?\s*점?\s*(?:정도|쯤)?"
                          r"\s*[.!?~ㅠㅜ]*\s*$", re.I)


# around a lone number that is a whole sentence's rating: a severity word before it ("강도는 여섯 정도요"), the scale's
# word, a hedge and a copula after it ("팔 점이요", "7점 정도예요", "about a 6.")
_BEFORE_LONE = re.compile(r"^\s*(?:(?:강도|세기|통증|아픈\s*건|severity|intensity|pain|maybe|about|around|like)\S*\s*)*"
                          r"(?:an?\s+)?$", re.I)
_AFTER_LONE = re.compile(r"^\s*(?:점|/\s*10|out\s+of\s+10)?\s*(?:정도|쯤)?\s*(?:이요|이에요|예요|요|입니다|이야|now)?"
                         r"\s*[.!?~ㅠㅜ]*\s*$", re.I)


def _rating_sentence(ctx: Ctx, pos: int) -> float | None:
    """The next sentence is one whole number 0-10 and what says it is a rating around it ("두통이 사흘째예요. 강도는
    여섯 정도요.", "편두통이 … 고생했어요. 팔 점이요."): the rating of the symptom said before."""
    here = ctx.sentence_of(pos)
    nxt = next((sentence for sentence, _parts in ctx.sentences if sentence.start >= here.end), None)
    if nxt is None or any(nxt.start <= m.start < nxt.end and m.term_key for m in ctx.matches):
        return None
    qs = ctx.quantities_in(nxt.start, nxt.end)
    if len(qs) != 1 or qs[0].unit is not None or not 0 <= qs[0].value <= 10 or qs[0].value != int(qs[0].value) \
            or not ctx.free(qs[0]):
        return None
    q = qs[0]
    if _BEFORE_LONE.match(ctx.text[nxt.start:q.start]) is None or _AFTER_LONE.match(ctx.text[q.end:nxt.end]) is None:
        return None
    ctx.take(q)
    return q.value


def _sentence_bounds(ctx: Ctx, pos: int) -> tuple[int, int]:
    s = ctx.sentence_of(pos)
    return s.start, s.end
