"""Medical visits: the event container that one checkup's results hang under."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.vaccinations import vaccinations
from pia_graph.ingest.extract.vaccine_visits import clinic_given, shot_visit
from pia_graph.ingest.extract.visit_kinds import obstetric, occupational, results_only
from pia_graph.ingest.extract.visit_korean import ko_went
from pia_graph.ingest.extract.visit_positions import day_had_at, past_punctuation
from pia_graph.ingest.extract.visit_procedures import booked_procedures, done_procedures
from pia_graph.ingest.extract.visit_sessions import came_back_visits
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
        if key == "visit:checkup" and obstetric(ctx, start, clause.start, clause.end):
            key = "visit:clinic"  # "24주 검진에서 빈혈", "postpartum checkup": the obstetric visit, no health screening
        elif key == "visit:clinic" and occupational(ctx, clause.start, clause.end):
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
        if not ko_went(ctx, key, start, end):
            continue  # "캐나다 병원이라 단위가 이럼", "병원 가면 꼭 말해야됨": the place named, no visit said
        if key == "visit:checkup" and results_only(ctx, end, clause.start, clause.end):
            continue  # "건강검진 결과 나왔는데 LDL 162", "NHS health check letter: …": the results came, no visit told
        seen.add(key)
        out.append(Draft("visit.term", "medical_visit", key, start, end, {}))
    ahead = booked_procedures(ctx, out)
    done = done_procedures(ctx, out + ahead)
    done = done or ([] if out or ahead else came_back_visits(ctx))
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
