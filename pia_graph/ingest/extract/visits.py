"""Medical visits: the event container that one checkup's results hang under."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.vaccinations import vaccinations
from pia_graph.ingest.extract.vaccine_visits import clinic_given, shot_visit
from pia_graph.ingest.extract.visit_positions import (
    day_had_at,
    denied,
    done_inside,
    fresh_day_at,
    past_punctuation,
    past_series_place,
    past_time_word,
    word_starts,
    year_or_month_only,
)
from pia_graph.ingest.extract.visit_words import BOOKING, FUTURE, WISH, booked_date
from pia_graph.ontology.word_lists import words_alternation

# Used when the dictionary has no alias for the visit word; keys are coordinates of coordinates.tsv.
_FALLBACK: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("visit:checkup", re.compile(
        r"\b(?:check-?ups?|(?:annual|work|yearly)\s+physical|physical(?:\s+exam)?(?=\s+(?:today|was|on|last|this))"
        r"|health\s+screening|physical\s+today)\b|건강\s*검진|종합\s*검진|검진", re.IGNORECASE)),
    ("visit:emergency", re.compile(r"\b(?:er|e\.r\.|emergency\s+room|a&e|urgent\s+care)\b|응급실", re.IGNORECASE)),
    ("visit:clinic", re.compile(
        r"\b(?:doc(?:tor)?'?s?\s+visit|doctor'?s\s+appointment|(?:saw|(?:went|been)\s+to\s+see)\s+(?:dr\.?|the\s+doctor|my\s+doctor)"
        r"|went\s+to\s+(?:the\s+)?(?:doctor|clinic|gp)|(?:at|from|after|during)\s+(?:my|the|this)\s+(?:\w+\s+)?"
        r"(?:appt|appointment|visit|review)"
        # a clinician booked or to be seen on a day ahead ("booked in with Dr Nguyen for the 19th", "seeing the
        # doc Wednesday"): dated ahead, the scheduled visit (``booked_date``)
        r"|booked\s+(?:me\s+)?in\s+with\s+(?:dr\.?|the\s+doc(?:tor)?|my\s+doc(?:tor)?|the\s+gp|my\s+gp)"
        r"|seeing\s+(?:dr\.?\s+[a-z]+|the\s+doc(?:tor)?|my\s+doc(?:tor)?|the\s+gp|my\s+gp))\b"
        r"|병원\s*(?:에\s*)?(?:다녀|갔)|정형외과\s*다녀|진료\s*받",
        re.IGNORECASE)),
)


def _specialty_visit(ctx: Ctx) -> re.Pattern[str]:
    """A specialty's visit named by its field and a visit word of the dictionary (``visit_word``): "urology
    appt dec 14", "cardiology follow-up booked for the 18th", "nephrology visit on the 3rd"."""
    words = cue_pattern(ctx.dictionary, "visit_word", "en").pattern
    return re.compile(rf"\b[a-z]+ology\s+(?:{words})", re.IGNORECASE)


# A visit word that names a person, and the verbs that make it a visit ("saw my cardiologist").
_PROVIDER = re.compile(r"(?:ist|ian|doctor|doc|dr\.?|surgeon|physio|nurse|gp|pcp|endo|rheumy|ortho)s?\s*$"
                       r"|(?:의사|선생님|쌤|교수님)\s*$", re.IGNORECASE)
_VISITED = re.compile(
    r"\b(?:saw|see|seen|seeing|went|go|visit\w*|appointment|appt|consult\w*|check-?up|at\s+(?:the|my)|office"
    r"|clinic|session|met\s+with|was\s+at|been\s+to|back\s+from|examined|referred|today|yesterday)\b",
    re.IGNORECASE,
)  # Korean: the cue list visit_went
# the visit said without a day word: a clinician who acts ("dentist put me on ... yesterday") is dated by the day word
_VISITED_NO_DAY = re.compile(_VISITED.pattern.replace("|today|yesterday", ""), re.IGNORECASE)
# a Korean place of care is a visit only with its going said right after it ("내과 다녀왔어요", "병원에서 잰",
# "응급실 갔었어요", "안과 다시 갔더니", "류마티스내과 처음 가봤어요": again, first between); a checkup is an event
# by itself ("검진 때 요산 8.2")
_HANGUL = re.compile(r"[가-힣]")
_KO_PLACE_PARTICLE = re.compile(r"\s*(?:에게|한테|에|엘|을|를|으로|로)?\s*(?:(?:다시|또|처음)\s*)?")


def _ko_went(ctx: Ctx, key: str, start: int, end: int) -> bool:
    if key == "visit:checkup" or not re.search(r"[가-힣]", ctx.text[start:end]):
        return True
    after = ctx.text[end:end + 16]
    went = cue_pattern(ctx.dictionary, "visit_went", "ko")
    particle = _KO_PLACE_PARTICLE.match(after)
    rest = after[particle.end():] if particle else after
    # the alias may say the going itself ("정형외과 감", "병원 진료")
    # (not a syllable that opens a longer word: 감염내과 is no 감)
    inside = any(m.start() > start or m.end() >= end or not _HANGUL.match(ctx.text, m.end())
                 for m in went.finditer(ctx.text, start, end))
    return inside or went.match(after.lstrip()) is not None \
        or went.match(rest) is not None or _dated_bare_place(ctx, start, end) \
        or _went_after_day(ctx, went, end + (particle.end() if particle else 0))


# the day said as the place's predicate in the past ("첫 외래 오늘이었는데", "병원 어제였어요")
_KO_WAS = re.compile(r"(?:이었|였)")


def _went_after_day(ctx: Ctx, went: re.Pattern[str], pos: int) -> bool:
    """ "피부과 오늘 갔어요", "현지 병원 어제 다녀왔어요", "퇴원하고 첫 외래 오늘이었는데": a day today or before said
    between the place and its going, or as its past predicate."""
    at = pos + len(ctx.text[pos:]) - len(ctx.text[pos:].lstrip())
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is not None and r.span.start == at and r.kind == "date" and r.date is not None and r.date <= today:
            after = r.span.end + len(ctx.text[r.span.end:]) - len(ctx.text[r.span.end:].lstrip())
            return went.match(ctx.text, after) is not None or _KO_WAS.match(ctx.text, r.span.end) is not None
    return False


_SENTENCE_END = re.compile(r"[\s.!~…ㅎㅋ]*$")


def _dated_bare_place(ctx: Ctx, start: int, end: int) -> bool:
    """ "…괜찮대요. 오늘 산부인과": a sentence of a day word and a place of care alone, the day today or before:
    the sentence names where the user was that day. A place said after a reading in its sentence ("크레아티닌 1.1
    오늘 신장내과") stays no visit; a plan or a booking is settled before this."""
    sentence = ctx.sentence_of(start)
    if _SENTENCE_END.match(ctx.text[end:sentence.end]) is None:
        return False
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is None or not sentence.start <= r.span.start < r.span.end <= start or r.kind != "date" \
                or r.date is None or r.date > today:
            continue
        if not (ctx.text[sentence.start:r.span.start] + ctx.text[r.span.end:start]).strip(" ,.:에"):
            return True
    return False


def _clinician_acts(ctx: Ctx, start: int, end: int) -> bool:
    """A clinician named as the one who acts, a verb of ``clinician_act`` right after it ("GP rang", "dentist put me
    on", "my doc just upped"): the sentence reports what they did, not that the user went to see them."""
    if ctx.lang != "en" or not _PROVIDER.search(ctx.text[start:end]):
        return False
    acts = words_alternation("clinician_act", "en")
    return re.match(rf"\s+(?:(?:just|also|finally|then|has|had|have)\s+)?(?:{acts})\b", ctx.text[end:end + 40],
                    re.IGNORECASE) is not None


def _release_form(ctx: Ctx, start: int, end: int) -> bool:
    """ "metformin ER 500mg": a release form (cue list ``drug_release_form``) right after a drug's name, or inside
    a drug's alias, is the drug's, not a place."""
    form = cue_pattern(ctx.dictionary, "drug_release_form", "en")
    if ctx.lang != "en" or form.fullmatch(ctx.text[start:end]) is None:
        return False
    return any((d.term_key or "").startswith("drug:") and d.start < start
               and (d.end >= end or not ctx.text[d.end:start].strip()) for d in ctx.matches)


def extract(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    shots = vaccinations(ctx)
    # "어제 보건소에서 B형간염 백신 2차 맞았음", "got my flu shot at the clinic": the place a vaccine was given is
    # where the vaccination happened, not a visit of its own; a vaccine given only at a clinic ("yellow fever jab
    # today at the travel clinic") was had at a visit (``vaccine_visits``)
    shot_sentences = {ctx.sentence_of(v.start).start for v in shots if not clinic_given(ctx, v)}
    spans: list[tuple[str, int, int]] = []
    for m in ctx.terms("visit:", record_types=("medical_visit",)):
        if m.term_key is not None:
            spans.append((m.term_key, m.start, m.end))
            ctx.used_matches.add(m.start)
    if not spans:
        for key, rx in (*_FALLBACK, ("visit:clinic", _specialty_visit(ctx))):
            for fm in rx.finditer(ctx.text):
                spans.append((key, fm.start(), fm.end()))
    for key, start, end in sorted(spans, key=lambda s: s[1]):
        if _release_form(ctx, start, end):
            continue
        clause = ctx.sentence_of(start)
        if key == "visit:checkup" and _obstetric(ctx, start, clause.start, clause.end):
            key = "visit:clinic"  # "24주 검진에서 빈혈", "postpartum checkup": the obstetric visit, no health screening
        elif key == "visit:clinic" and _occupational(ctx, clause.start, clause.end):
            key = "visit:checkup"  # "company doc saw me today for the fit-for-work": the work exam
        if key in seen or clause.text.rstrip().endswith("?") or WISH.search(clause.text):
            continue
        if key not in ("visit:checkup", "visit:emergency") and clause.start in shot_sentences \
                and not (ctx.lang == "en" and _PROVIDER.search(ctx.text[start:end])) \
                and not _drug_given_beside(ctx, clause.start, clause.end):
            continue  # "had the shingles vaccine at the GP": a clinician seen is a visit; a pharmacy, a clinic is not
        booked = booked_date(ctx, clause.start, clause.end)
        if (FUTURE.search(clause.text) or booked) and not _had_on_its_day(ctx, start):
            # "follow-up with the cardiologist in three weeks", "다음주 수요일 병원 예약": a booked visit, kept
            # with its own (future) date; a plan without a booking ("recheck in 3 months") is not one
            if booked and BOOKING.search(clause.text):
                seen.add(key)
                out.append(Draft("visit.scheduled", "medical_visit", key, start, end, {"status": "scheduled"}))
            continue
        if _PROVIDER.search(ctx.text[start:end]) and not _VISITED.search(clause.text) \
                and not cue_pattern(ctx.dictionary, "visit_went", "ko").search(clause.text) \
                and not day_had_at(ctx, past_punctuation(ctx.text, end)):
            continue  # "my psychiatrist ok'd it": the provider speaks, no visit is said
        if _clinician_acts(ctx, start, end) and not _VISITED_NO_DAY.search(clause.text):
            continue  # "cardiologist switched me to rosuvastatin today": the act is dated, no visit is said
        if ctx.lang == "en" and cue_pattern(ctx.dictionary, "found_out", "en").search(
                ctx.text[ctx.clause_of(start).start:start]):
            continue  # "allergic to latex, found out the hard way at the dentist": where it was learned
        if _escorted(ctx, start):
            continue  # "I'm driving her to the infusion center Mondays": the visit is the one taken there
        if not _ko_went(ctx, key, start, end):
            continue  # "캐나다 병원이라 단위가 이럼", "병원 가면 꼭 말해야됨": the place named, no visit said
        if key == "visit:checkup" and _results_only(ctx, end, clause.start, clause.end):
            continue  # "건강검진 결과 나왔는데 LDL 162", "NHS health check letter: …": the results came, no visit told
        seen.add(key)
        out.append(Draft("visit.term", "medical_visit", key, start, end, {}))
    ahead = _booked_procedures(ctx, out)
    done = _done_procedures(ctx, out + ahead)
    return out + ahead + done + shot_visit(ctx, shots, out + ahead + done) + shots


@cache
def _escort() -> re.Pattern[str]:
    """A verb of ``escort_to`` with the one taken ("her", "my dad", "the kids") and "to" right before a place."""
    verbs = words_alternation("escort_to", "en", r"\s+")
    person = rf"(?:him|her|them|(?:my|our|the)\s+(?:\w+\s+)?(?:{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN}|kids?))"
    return re.compile(rf"\b(?:{verbs})\s+{person}\s+(?:(?:in|over|down|up)\s+)?to\s+"
                      r"(?:the\s+|his\s+|her\s+|their\s+)?$", re.IGNORECASE)


def _escorted(ctx: Ctx, start: int) -> bool:
    """The place is where the user took someone else (rule ``visit.term``): no visit of the user's."""
    return ctx.lang == "en" and _escort().search(ctx.text[ctx.clause_of(start).start:start]) is not None


def _drug_given_beside(ctx: Ctx, start: int, stop: int) -> bool:
    """A drug named in the shot's sentence besides the vaccine ("went to the clinic, they cleaned it and gave me
    amoxicillin for 7 days and a tetanus shot"): the place gave care beyond the shot, so it was a visit (the ER always
    is one: "5 stitches at the ED and a tetanus booster"). Rule ``visit.term``."""
    return any((m.term_key or "").startswith("drug:") and start <= m.start < stop for m in ctx.matches)


def _had_on_its_day(ctx: Ctx, start: int) -> bool:
    """The visit word's own clause dates it today or before ("GAD-7 was 11 at the GP this morning, and she's starting
    me on sertraline from tomorrow"): the day ahead said later in the sentence is another thing's, not a booking."""
    own = ctx.clause_of(start)
    today = ctx.said_at.date()
    return any(r.span is not None and own.start <= r.span.start < own.end and r.kind == "date" and r.date is not None
               and r.date <= today for r in ctx.resolutions) and not WISH.search(own.text) \
        and not FUTURE.search(own.text)


# a pregnancy week said right before the checkup word: "24주 검진", "32주차 검진", "28 week checkup", "28-week check-up"
_PREGNANCY_WEEK = re.compile(r"(?:\d+\s*주\s*(?:차|째)?|\b\d+[-\s]weeks?)\s*$", re.IGNORECASE)


def _obstetric(ctx: Ctx, start: int, stop_start: int, stop: int) -> bool:
    """A checkup of a pregnancy or after a birth: a pregnancy week right before the checkup word, or a word of
    ``checkup_obstetric`` in its sentence ("6 weeks after the birth, checkup done", "산후 검진", "출산 후 6주 검진"). It
    is the obstetric or midwife visit (visit:clinic), not the health screening that visit:checkup holds. Rule
    ``visit.term``."""
    if _PREGNANCY_WEEK.search(ctx.text[max(stop_start, start - 12):start]):
        return True
    return cue_pattern(ctx.dictionary, "checkup_obstetric", ctx.lang).search(ctx.text, stop_start, stop) is not None


def _occupational(ctx: Ctx, start: int, stop: int) -> bool:
    """A visit or a test in a sentence about an occupational health exam (a word of ``checkup_occupational``:
    "occupational", "fit-for-work", "company doc", 특수건강검진, 배치전): the work exam, visit:checkup, as the suites
    label a work physical or 채용검진 (x41, x48). Rules ``visit.term``, ``visit.procedure_done``."""
    return cue_pattern(ctx.dictionary, "checkup_occupational", ctx.lang).search(ctx.text, start, stop) is not None


def _results_only(ctx: Ctx, end: int, start: int, stop: int) -> bool:
    """A checkup named for its results (a word of ``checkup_results`` right after it: "검진 결과", "결과지", "통보서",
    "health check letter") in a sentence that neither says the checkup was had (``checkup_had``: 받았, 받고, "had my",
    "did my") nor gives a day before today: the results arrived, the suites list no visit (the day of the checkup is not
    told). "지난주 금요일 검진 결과", "건강검진 받았는데 결과 나왔어요" keep theirs. Rule ``visit.term``."""
    results = cue_pattern(ctx.dictionary, "checkup_results", ctx.lang)
    if not results.match(ctx.text, end + len(ctx.text[end:]) - len(ctx.text[end:].lstrip(" :"))):
        return False
    if cue_pattern(ctx.dictionary, "checkup_had", ctx.lang).search(ctx.text, start, stop):
        return False
    today = ctx.said_at.date()
    return not any(r.span is not None and start <= r.span.start < stop and r.kind == "date" and r.date is not None
                   and r.date < today for r in ctx.resolutions)


def _booked_procedures(ctx: Ctx, visits: list[Draft]) -> list[Draft]:
    """ "다음달 15일에 내시경 예약했어요", "colonoscopy booked for March 3", "cholecystectomy booked for December 15": a
    diagnostic procedure (a scan, a scope: the dictionary's ``diagnostic`` terms) or an operation (a surgery term)
    booked for a day ahead is a clinic visit booked for that day, as a booked appointment is (the suites' convention:
    a future-dated visit; the operation itself is told when it is done); a plan with no day ahead is none. Rule
    ``visit.procedure_booked``."""
    out: list[Draft] = []
    for m in ctx.matches:
        term = ctx.dictionary.terms.get(m.term_key or "")
        if term is None or not (term.extra.get("diagnostic") or term.record_type == "surgery"):
            continue
        sentence = ctx.sentence_of(m.start)
        if any(sentence.start <= v.start < sentence.end for v in visits + out) or sentence.text.rstrip().endswith("?") \
                or WISH.search(sentence.text) \
                or not (BOOKING.search(sentence.text) or _day_ahead_beside(ctx, m.start, m.end)) \
                or not booked_date(ctx, sentence.start, sentence.end, days_only=True):
            continue
        ctx.used_matches.add(m.start)  # the procedure is ahead: no surgery record of it yet
        out.append(Draft("visit.procedure_booked", "medical_visit", "visit:clinic", m.start, m.end,
                         {"status": "scheduled"}))
    return out


# what may stand between a procedure's name and the day ahead said right beside it: "the colonoscopy tomorrow",
# "colonoscopy is on Friday", "내일 대장내시경", "tomorrow's colonoscopy"
_AHEAD_AFTER = re.compile(r"[ \t]*(?:(?:is|was|on|set\s+for)[ \t]+)*")
_AHEAD_BEFORE = re.compile(r"(?:'s)?[ \t]*(?:(?:the|my|a|an)[ \t]+)?")
# a day counted ahead in weeks or months ("in two weeks", "2주 후") is a plan's distance, no day set for it
_COUNTED_AHEAD = re.compile(r"\b(?:in|after|weeks?|months?)\b|주\s*(?:후|뒤)|달|개월", re.IGNORECASE)


def _day_ahead_beside(ctx: Ctx, start: int, end: int) -> bool:
    """A day after the turn's day said right beside a procedure's name ("held my eliquis for the colonoscopy
    tomorrow", "내일 대장내시경이라 자렐토 끊었어요"): the procedure is set for that day, as a booked one is, with no
    booking word (rule ``visit.procedure_booked``). A month, a week or a day said elsewhere in the sentence is not
    beside it, and a day counted ahead in weeks ("my next infusion is in two weeks") sets none."""
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is None or r.kind != "date" or r.date is None or r.date <= today or r.granularity != "day" \
                or _COUNTED_AHEAD.search(ctx.text, r.span.start, r.span.end):
            continue
        if (r.span.start >= end and _AHEAD_AFTER.fullmatch(ctx.text, end, r.span.start)) \
                or (r.span.end <= start and _AHEAD_BEFORE.fullmatch(ctx.text, r.span.end, start)):
            return True
    return False


def _done_procedures(ctx: Ctx, visits: list[Draft]) -> list[Draft]:
    """ "Colonoscopy done today", "had my mammogram yesterday", "대장내시경 했는데 용종 3개 떼어냈고", "오늘 초음파
    봤는데 8주래요": a diagnostic procedure (the dictionary's ``diagnostic`` terms) the user says they had is a clinic
    visit on its day, as a booked one is a visit ahead (``_booked_procedures``); so is a treatment session the
    dictionary marks ``session`` ("chemo round 4 today, went ok", "항암 3차 맞고 왔어요": a cycle is a clinic visit,
    eval/LABEL_CONVENTIONS.md). The having is said by a word of
    ``procedure_done`` right after the procedure, or one of ``procedure_had`` a few words before it (English); a
    finding "on the ultrasound" with no having ("fatty liver on the ultrasound last week"), a plan, a question, a
    denial ("never had a colonoscopy") and a year or month alone ("작년에 대장내시경 했고") are none. One visit a turn:
    a turn that already has a visit keeps it. Rule ``visit.procedure_done``."""
    if visits:
        return []
    done = cue_pattern(ctx.dictionary, "procedure_done", ctx.lang)
    had = cue_pattern(ctx.dictionary, "procedure_had", "en") if ctx.lang == "en" else None
    for m in ctx.matches:
        if not (had_at_a_visit(ctx, m.term_key) or _flagged(ctx, m.term_key, "outpatient")):
            continue
        sentence = ctx.sentence_of(m.start)
        if sentence.text.rstrip().endswith("?") or WISH.search(sentence.text) or FUTURE.search(sentence.text):
            continue
        past = not _flagged(ctx, m.term_key, "diagnostic")  # a treatment's day before today dates its having
        gaps = word_starts(ctx, past_series_place(ctx, m.end), past)
        after = any(done.match(ctx.text, gap) or done.match(ctx.text, past_time_word(ctx, gap))
                    or fresh_day_at(ctx, gap, past) for gap in gaps) \
            or (ctx.lang == "ko" and done_inside(done, ctx.text[m.start:m.end]))
        before = had is not None and had.search(ctx.text[max(sentence.start, m.start - 24):m.start]) is not None
        if not (after or before) or denied(ctx, m.start, m.end):
            continue
        if year_or_month_only(ctx, sentence.start, sentence.end):
            continue
        ctx.used_matches.add(m.start)
        # "annual occupational hearing test at work today": a test of the work exam is the exam
        key = "visit:checkup" if _occupational(ctx, sentence.start, sentence.end) else "visit:clinic"
        return [Draft("visit.procedure_done", "medical_visit", key, m.start, m.end, {})]
    return []


def had_at_a_visit(ctx: Ctx, key: str | None) -> bool:
    """A procedure the user has at a visit, never a surgery of their history: a scan or a test (the dictionary's
    ``diagnostic`` terms) or a treatment session (``session``: a chemo cycle, dialysis)."""
    return _flagged(ctx, key, "diagnostic") or _flagged(ctx, key, "session")


def _flagged(ctx: Ctx, key: str | None, flag: str) -> bool:
    """The term's dictionary row carries ``flag``: ``diagnostic`` (a scan, a test), ``session``, or ``outpatient``
    (an operation in the clinic chair: a root canal, a tooth out, an implant; had on a datable day it is a
    clinic visit that day, eval/LABEL_CONVENTIONS.md; with no day, "out in 2015", it stays a surgery of history)."""
    term = ctx.dictionary.terms.get(key or "")
    return term is not None and bool(term.extra.get(flag))
