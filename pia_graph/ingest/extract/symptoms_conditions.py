"""Symptoms and conditions named by the dictionary: which of the two a term is here, a long-standing condition
beside today's episode, a condition's status and diagnosis time; the symptom's own fields are in
``symptom_fields``, reasons and indications in ``symptom_reasons``, symptoms said without an alias in
``unaliased_symptoms``."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.body_parts import GENERIC_PAIN, part_before, part_of_pain
from pia_graph.ingest.extract.condition_forms import kidney_stage, symptom_sibling
from pia_graph.ingest.extract.condition_said import measured_condition
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.family import said_of_family
from pia_graph.ingest.extract.symptom_diary import diary_scores, since_sentence
from pia_graph.ingest.extract.symptom_easing import said_easing
from pia_graph.ingest.extract.symptom_fields import rated_again, rating_after, symptom_draft
from pia_graph.ingest.extract.symptom_reasons import is_indication, is_reason
from pia_graph.ingest.extract.timing import time_fields
from pia_graph.ingest.extract.unaliased_symptoms import fallback_symptoms
from pia_graph.ingest.negation import is_negated, is_resolved
from pia_graph.ontology import TermMatch

_EPISODE = re.compile(r"\b(?:today|hit|again|this\s+morning|tonight|yesterday|last\s+night|\d+\s*/\s*10|since"
                      r"|now|flare)\b|오늘|어제|또", re.I)
_DIAGNOSED = re.compile(r"\bdiagnos\w*|진단", re.I)
_FREE_OF = re.compile(r"\s*-?\s*free\b", re.I)


def _pick(ctx: Ctx, m: TermMatch, prefer: str) -> str | None:
    if m.term_key is not None:
        return m.term_key
    cands = [c for c in m.candidates if ctx.record_type(c) == prefer]
    return cands[0] if cands else None


def extract(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    covered: list[tuple[int, int]] = []
    read_as_temperature: set[str] = set()
    for m in ctx.matches:
        if m.start in ctx.used_matches:
            continue
        types = {ctx.record_type(m.term_key)} if m.term_key else {ctx.record_type(c) for c in m.candidates}
        if not types & {"symptom", "condition"}:
            continue
        clause = ctx.clause_of(m.start)
        if m.term_key is None and {"symptom", "condition"} <= types:
            # "fever broke overnight": an episode said to be over is a symptom's; so is one denied ("no fever")
            prefer = "symptom" if _EPISODE.search(clause.text) or _HISTORY.search(ctx.sentence_of(m.start).text) \
                or is_resolved(clause.text, ctx.lang) or _temperature_after(ctx, m.end) \
                or is_negated(clause.text, m.start - clause.start, m.end - clause.start, ctx.lang) else "condition"
        else:
            prefer = "symptom" if "symptom" in types else "condition"
        key = _pick(ctx, m, prefer)
        if key == _GENERIC_PAIN:  # "pain 3/10 in the belly": the pain of the part it is said in
            key = part_of_pain(ctx.text, m.end, clause.end) or key
        rated = _rated_pain(ctx, out, m) if key == _GENERIC_PAIN else None
        if rated is not None:
            seen.add(rated)
            covered.append((m.start, m.end))
            continue
        if key is not None and _reads_temperature_ko(ctx, m):
            read_as_temperature.update({key, *m.candidates})
        if key is not None and key in seen:
            rated_again(ctx, out, key, m.end)  # "achy all over, muscle pain 6/10": the rating of the one said before
        if key is None or key in seen or is_reason(ctx, m.start) or _FREE_OF.match(ctx.text, m.end) \
                or said_of_family(ctx, m.start, m.end):
            continue  # "first pain-free day": no pain; "family hx of heart disease": not the user's
        if is_indication(ctx, key, m):
            continue
        if ctx.record_type(key) == "symptom" and said_easing(ctx, m):
            ctx.used_matches.add(m.start)  # "Less short of breath climbing the stairs": easing, no episode told
            covered.append((m.start, m.end))
            continue
        if ctx.record_type(key) == "condition" and _unconfirmed(ctx, clause.text):
            seen.add(key)  # "borderline hypothyroid she said", "항진증 의심된대요": not diagnosed, no record
            ctx.used_matches.add(m.start)
            continue
        sibling = symptom_sibling(ctx, key)
        if sibling is not None and (_episode_now(ctx, m.start) or rating_after(ctx, m.end) is not None):
            key = sibling  # "migraine with aura yesterday afternoon, 8/10", "불면증 도졌나": today's episode
        seen.add(key)
        ctx.used_matches.add(m.start)
        covered.append((m.start, m.end))
        if ctx.record_type(key) == "symptom":
            chronic = _chronic_condition(ctx, key, m)
            if chronic is not None:
                out.append(chronic)
                seen.add(chronic.coordinate)
                if not _EPISODE.search(_HISTORY.sub(" ", ctx.sentence_of(m.start).text)):
                    again = _episode_after(ctx, m.start)
                    if again is not None:  # "... since my teens. got one today, 8/10"
                        out.append(symptom_draft(ctx, key, *again))
                    continue  # "I've had migraines since my teens": the condition, no episode today
            out.append(symptom_draft(ctx, key, m.start, m.end))
        else:
            out.append(_condition(ctx, key, m))
            again = _episode_after(ctx, m.start) if sibling is not None else None
            if again is not None and sibling is not None and sibling not in seen:
                # "편두통 2015년에 진단받음. 오늘 또 왔어요 8/10": the diagnosis, then today's episode
                seen.add(sibling)
                out.append(symptom_draft(ctx, sibling, *again))
    for _sentence, parts in ctx.sentences:
        for clause in parts:
            out += fallback_symptoms(ctx, clause.start, clause.text, seen, covered)
    out += kidney_stage(ctx, seen)
    out += measured_condition(ctx, seen)
    if read_as_temperature:
        # "열 38.4도 ㅠㅠ", "열 재보니까 37.9 약간 미열", "설사해요. 열은 37.8", "목이 아프고 오늘 열 37.9": 열 read as
        # a temperature is the reading, no fever had, among an illness's other symptoms too (eval/LABEL_CONVENTIONS.md
        # "a temperature reading alone", settled from extract48 and extract49); a fever said with a verb of having or
        # rising ("열 38.5 나요", "열이 38.6도까지 올랐어요") or by the subject form (열이) is not read as one
        out = [d for d in out if d.coordinate not in read_as_temperature]
    if any(d.type == "symptom" and d.coordinate.endswith("_pain") for d in out):
        # "허리 삐끗했어 … 통증 6": the bare pain word rates the pain of the part, no general pain of its own
        out = [d for d in out if d.coordinate != _GENERIC_PAIN]
    since_sentence(ctx, out)
    return out + diary_scores(ctx, out)


_GENERIC_PAIN = GENERIC_PAIN


def _rated_pain(ctx: Ctx, out: list[Draft], m: TermMatch) -> str | None:
    """The bare pain word with a rating, said of a part named before it in the turn: "어깨 근육통 … 통증 6에서 3으로"
    rates the shoulder's pain already said; "knee scope 3 weeks ago … pain is like a 2 now", "무릎 관절염인데 … 통증
    5정도" is the part's pain, the rating its value. The pain symptom the word is read as, else None."""
    unrated = next((d for d in out if d.type == "symptom" and d.coordinate.endswith("_pain")
                    and "value" not in d.fields and not d.fields.get("negated")), None)
    if unrated is not None:
        rated_again(ctx, out, unrated.coordinate, m.end, word_start=m.start)
        return unrated.coordinate if "value" in unrated.fields else None
    part = part_before(ctx.text, m.start)
    if part is None or ctx.record_type(part) != "symptom" or said_of_family(ctx, m.start, m.end):
        return None
    draft = symptom_draft(ctx, part, m.start, m.end)
    if "value" not in draft.fields or draft.fields.get("negated"):
        return None
    clause = ctx.clause_of(m.start)
    if _NOW.search(clause.text) and not any(r.span is not None and clause.start <= r.span.start < clause.end
                                            for r in ctx.resolutions):
        # "knee scope was 3 weeks ago … pain is like a 2 now": the rating is today's, not the surgery's day
        draft.fields.update(time_fields("symptom", None, ctx.said_at))
        draft.time = "own"
    ctx.used_matches.add(m.start)
    out.append(draft)
    return part


_NOW = re.compile(r"\b(?:now|currently|at\s+the\s+moment)\b|지금|현재", re.I)


# a time or a rating that makes a word today's episode, not the standing condition: "yesterday afternoon, 8/10",
# "flared up again", "오늘 또", "도졌"
_EPISODE_NOW = re.compile(r"\b(?:today|tonight|yesterday|last\s+night|this\s+(?:morning|afternoon|evening)|again"
                          r"|flar\w*\s+up|\d+\s*/\s*10)\b|오늘|어제|어젯밤|(?<![가-힣])또|도졌|도진|\d+\s*점", re.I)


def _episode_now(ctx: Ctx, pos: int) -> bool:
    """The sentence tells an episode (a time of day, a rating, a flare) and no diagnosis or long history."""
    sentence = ctx.sentence_of(pos).text
    return _EPISODE_NOW.search(sentence) is not None and not _DIAGNOSED.search(sentence) \
        and not _HISTORY.search(sentence) and not _HAD_KO.search(ctx.clause_of(pos).text)


# "역류성식도염 있었는데 또 그런가": the condition had before, asked about again
_HAD_KO = re.compile(r"있었|앓았")


# "since my teens", "for years", "I get migraines", "10대 때부터", "몇 년째": said as a long-standing condition
_HISTORY = re.compile(
    r"\b(?:since\s+(?:i\s+was\s+(?:a\s+)?(?:kid|child|teen\w*|young|little|\d+)|my\s+(?:teens|twenties|thirties|20s|30s"
    r"|childhood|early\s+\w+)|childhood|high\s+school|college|forever|puberty)|for\s+(?:years|decades|ages|most\s+of\s+my"
    r"\s+life|as\s+long\s+as\s+i\s+can\s+remember)|(?:all|most\s+of)\s+my\s+life|my\s+whole\s+life|chronic"
    r"|(?:i've|ive|i\s+have)\s+always\s+(?:had|gotten|suffered)|(?:i\s+)?(?:suffer|suffered)\s+from|prone\s+to"
    r"|history\s+of|i\s+(?:always\s+)?get\s+(?=\w+s\b))"
    r"|(?:\d+\s*대|어릴|어렸을|학생|오래\s*전|옛날|몇\s*년|수년|평생)\s*(?:적|때|동안)?\s*(?:부터|째|전부터)|달고\s*살|지병|고질",
    re.IGNORECASE,
)


_ONE_AGAIN = re.compile(r"\b(?:got|had|have|having|get|getting)\s+(?:one|another(?:\s+one)?|a\s+(?:bad|big|nasty|mild)"
                        r"\s+one)\b|(?<![가-힣])또\s*(?:왔|생겼|시작|도졌)", re.IGNORECASE)


def _episode_after(ctx: Ctx, pos: int) -> tuple[int, int] | None:
    """The next sentence naming today's episode of the condition by "one" ("got one today")."""
    here = ctx.sentence_of(pos)
    for sentence, _parts in ctx.sentences:
        if sentence.start >= here.end:
            hit = _ONE_AGAIN.search(sentence.text)
            if hit is None or not _EPISODE.search(sentence.text):
                return None
            return sentence.start + hit.start(), sentence.start + hit.end()
    return None


def _chronic_condition(ctx: Ctx, key: str, m: TermMatch) -> Draft | None:
    """ "I've had migraines since my teens, got one today": the condition as well as today's episode."""
    condition = "condition:" + key.split(":", 1)[1]
    if ctx.record_type(condition) != "condition" or not _HISTORY.search(ctx.sentence_of(m.start).text):
        return None
    clause = ctx.clause_of(m.start)
    if is_negated(clause.text, m.start - clause.start, m.end - clause.start, ctx.lang):
        return None
    return Draft("condition.chronic_episode", "condition", condition, m.start, m.end, {"status": "active"}, time="none",
                 confidence=0.85)


# "어릴때 천식 있었는데 지금은 괜찮아요", "had eczema as a kid, fine now": had once, over now (``now_fine``)
_HAD_ONCE = re.compile(r"\b(?:had|used\s+to\s+have|as\s+a\s+(?:kid|child|teen)|growing\s+up|when\s+i\s+was)\b"
                       r"|있었|앓았|어릴\s*(?:때|적)|어렸을\s*때", re.I)


# after 열: a temperature read right after it ("열 38.4도", "열 재보니까 37.9", "열 100.8F 였는데"), its number not
# followed by a verb of rising or having (까지 올랐, 나서, 났었는데: a fever had, the number its height); 열이 with a
# number is a fever said ("열이 38.2도라"), so the subject particle is not taken
_READING_AFTER_KO = re.compile(r"\s*(?:은|는)?\s*(?:재[가-힣]{0,4}\s*)?(?>\d+(?:\.\d+)?)"
                               r"(?:\s*(?:도|℃|°\s*[CF]|[CF](?![a-z])))?+(?!\s*(?:까지|[나났올오]))", re.I)


def _reads_temperature_ko(ctx: Ctx, m: TermMatch) -> bool:
    """열 with a temperature read right after it (Korean 열 is also "temperature"): the reading is the record, not a
    fever symptom, as a temperature said alone is, beside other symptoms too (eval/LABEL_CONVENTIONS.md, "a
    temperature reading alone"; docs/extraction.md round 21 and session 67, visit67)."""
    return ctx.lang == "ko" and ctx.text[m.start:m.end] == "열" and _READING_AFTER_KO.match(ctx.text, m.end) is not None


# "fever 38.6", "fever of 101", "열 38.1", "발열 38도": a body temperature read right after the word
_TEMPERATURE_AFTER = re.compile(r"\s*(?:of|at|was|is|:|은|는|이|가)?\s*(?:재[가-힣]{0,4}\s*)?"
                                r"(\d{2,3}(?:\.\d+)?)(?![\d/])", re.I)


def _temperature_after(ctx: Ctx, end: int) -> bool:
    """A fever word (ambiguous between the symptom and the condition) with a temperature read right after it is
    today's episode, the symptom: a condition is diagnosed or chronic, not measured."""
    found = _TEMPERATURE_AFTER.match(ctx.text, end)
    if found is None:
        return False
    value = float(found.group(1))
    return 35 <= value <= 43 or 95 <= value <= 109


def _unconfirmed(ctx: Ctx, clause: str) -> bool:
    """The clause says the condition is suspected, borderline or a risk to watch (cue list
    ``condition_unconfirmed``), and nothing in the turn says it was diagnosed ("thinks it's GAD. diagnosed last
    month" is a diagnosis)."""
    return bool(cue_pattern(ctx.dictionary, "condition_unconfirmed", ctx.lang).search(clause)) \
        and not _DIAGNOSED.search(ctx.text)


def _had_once(ctx: Ctx, clause: str, sentence: str) -> bool:
    return bool(_HAD_ONCE.search(clause)) and bool(cue_pattern(ctx.dictionary, "now_fine", ctx.lang).search(sentence))


def _condition(ctx: Ctx, key: str, m: TermMatch) -> Draft:
    clause = ctx.clause_of(m.start)
    sentence = ctx.sentence_of(m.start)
    fields: dict[str, Any] = {}
    neg = is_negated(clause.text, m.start - clause.start, m.end - clause.start, ctx.lang)
    # "임신성 당뇨 검사 통과", "screening came back negative for diabetes": a test passed is no condition had
    if neg or cue_pattern(ctx.dictionary, "screen_clear", ctx.lang).search(clause.text):
        fields["negated"] = True
    over = cue_pattern(ctx.dictionary, "condition_resolved", ctx.lang).search(sentence.text)
    fields["status"] = "resolved" if over or _had_once(ctx, clause.text, sentence.text) else "active"
    # "I've had asthma since childhood, used my inhaler today": long-standing, today's date is not its onset
    time = "none" if _HISTORY.search(clause.text) and not _DIAGNOSED.search(clause.text) else "clause"
    return Draft("condition.term", "condition", key, m.start, m.end, fields, time=time,
                 confidence=0.9)
