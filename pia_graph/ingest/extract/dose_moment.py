"""A named drug with its dose and no verb, said of one moment: "lantus 22 units at bedtime tonight",
"cetirizine 10 at 9pm", "zolpidem 5mg again tonight", "lantus 20 units last night". People log a dose that way;
the same words with a regimen cue ("every night", "daily", "at night") stay a regimen, which ``medications``
decides first.

The moment words are dictionary data (cue list ``dose_moment``, ``ontology/80_cues.cypher``); the clock time
("at 9pm", "at 7:30") is grammar. A clause that holds nothing but the drug and its dose ("zyrtec 10mg, pollen is
insane today") is a dose logged too when its sentence is dated today.

Korean logs a dose the same way ("오늘 아침 란투스 12유닛", "란투스 어젯밤 20유닛", "방금 란투스 12유닛"): a clause that
holds only the drug, its dose, a past or present day and the cue list ``dose_moment`` (ko) is one dose taken then
(a regimen cue, 매일, 아침저녁, is read first by ``medications``)."""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.dose_status import dose_status, says_missed
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology import TermMatch

_CLOCK = re.compile(r"\bat\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?![\d:.])", re.IGNORECASE)
# a dose said against the one before it: the regimen changed ("up from 12", "down from 20 mg", "dr bumped it from 16")
_CHANGED_FROM = re.compile(r"\b(?:up|down|increased|decreased|raised|lowered|bumped(?:\s+it)?(?:\s+up)?)\s+from\s+\d",
                           re.IGNORECASE)
# a dose step ("lantus 22 -> 18 units from tonight", "from 22 to 18 units"): no one dose logged (``dose_change``)
_STEP = re.compile(r"\d\s*(?:mg|mcg|units?|iu)?\s*(?:->|→|=>)\s*\d|\bfrom\s+\d[\d.]*\s*(?:mg|mcg|units?|iu)?\s+to\s+\d",
                   re.IGNORECASE)
_JUST_DOSE = re.compile(r"^\W*(?:(?:my|the|a|an)\s+)?$")
# what a Korean logged dose may hold besides the drug, its dose and its day: particles on them, chat punctuation
_JUST_DOSE_KO = re.compile(r"(?:[\s,.!~^;ㅋㅎㅠㅜ]|(?<=\S)(?:에|엔|은|는|도|에는|을|를|으로|로)(?![가-힣]))*")


def logged_dose(ctx: Ctx, m: TermMatch, dose: Quantity | None, clause: Segment, sentence: Segment) -> bool:
    """The drug and its dose said as one dose logged at a moment (English; module docstring)."""
    if dose is None or dose.unit not in (None, "mg", "mcg", "IU", "units", "g", "ml"):
        return False
    if ctx.lang == "ko":
        return _logged_ko(ctx, m, dose, clause)
    if ctx.lang != "en":
        return False
    if regimen_told(ctx, sentence) or _STEP.search(sentence.text):
        return False
    rest = ctx.text[max(m.end, dose.end):clause.end]
    if cue_pattern(ctx.dictionary, "dose_moment", "en").search(rest) or _CLOCK.search(rest):
        return True
    start = max(m.end, dose.end)
    if any(r.kind == "date" and r.date is not None and r.date < ctx.said_at.date() and r.span is not None
           and start <= r.span.start < clause.end for r in ctx.resolutions):
        return True  # "lantus 20 units last night", "melatonin 3mg before bed yesterday": a day before today
    alone = _JUST_DOSE.match(ctx.text[clause.start:min(m.start, dose.start)]) is not None \
        and not rest.strip(" ,.;!?")
    today = any(r.kind == "date" and r.date == ctx.said_at.date() and r.span is not None
                and sentence.start <= r.span.start < sentence.end for r in ctx.resolutions)
    return alone and today


def regimen_told(ctx: Ctx, sentence: Segment) -> bool:
    """ "lantus 18 units at bedtime, started friday", "14 units at bedtime now, up from 12": a drug's dose in a
    sentence that says when it started (cue list ``onset``) or the dose it replaced is a regimen (English)."""
    return ctx.lang == "en" and (cue_pattern(ctx.dictionary, "onset", "en").search(sentence.text) is not None
                                 or _CHANGED_FROM.search(sentence.text) is not None)


def _logged_ko(ctx: Ctx, m: TermMatch, dose: Quantity, clause: Segment) -> bool:
    """ "오늘 아침 란투스 12유닛", "방금 란투스 12유닛": nothing in the clause but the drug, its dose, a day up to today
    and a moment word."""
    days = [r for r in ctx.resolutions if r.span is not None and clause.start <= r.span.start < clause.end]
    if any(r.kind != "date" or r.date is None or r.date > ctx.said_at.date() for r in days):
        return False  # a plan ("내일"), a span of days or a month: no one dose
    spans = [(m.start, m.end), (dose.start, dose.end)] + [(r.span.start, r.span.end) for r in days if r.span]
    rest = list(ctx.text[clause.start:clause.end])
    for a, b in spans:
        rest[max(a, clause.start) - clause.start:min(b, clause.end) - clause.start] = " " * (min(b, clause.end)
                                                                                         - max(a, clause.start))
    left = "".join(rest)
    moment = cue_pattern(ctx.dictionary, "dose_moment", "ko")
    said = bool(days) or moment.search(left) is not None
    return said and _JUST_DOSE_KO.fullmatch(moment.sub(" ", left)) is not None


def schedule_said(ctx: Ctx, start: int, end: int, told_later: bool) -> bool:
    """ "metformin 500 bid", "atorvastatin 20 qhs", "lantus 20 units at bedtime, skipped it last night": a schedule
    (cue list ``regimen_frequency``, the clinicians' shorthand among it) after the drug in its own part, with no
    verb of a dose taken and no day said, is the regimen. A word that may also name the moment of one dose
    (``dose_moment``: "at bedtime", "tonight") leaves it a dose logged, unless a later clause tells a dose of the
    drug by a pronoun: then the first clause was its schedule. A dose said as kept the same (cue list
    ``regimen_kept``: "로사르탄 50 그대로", "씬지로이드 75 그대로 유지") is the regimen going on; Korean reads its own
    lists ("metformin 1000 bid, 암로디핀 5 qd 먹어", "메트포르민은 그대로 1000 두번")."""
    lang = "ko" if ctx.lang == "ko" else "en"
    part = ctx.text[start:end]
    if (cue_pattern(ctx.dictionary, "regimen_frequency", lang).search(part) is None
            and cue_pattern(ctx.dictionary, "regimen_kept", lang).search(part) is None) \
            or (not told_later and cue_pattern(ctx.dictionary, "dose_moment", lang).search(part) is not None):
        return False
    return not any(r.span is not None and start <= r.span.start < end and r.kind == "date" for r in ctx.resolutions)


def kept_before(ctx: Ctx, m: TermMatch, dose: Quantity | None, sentence: Segment) -> bool:
    """ "Same dose as before on the levothyroxine, 75 micrograms", "같은 용량이에요, 레보티록신 75", "우울증 약은 그대로
    서트랄린 50": a drug and its dose after a word of its sentence that says the dose is kept the same (cue list
    ``regimen_kept``) is the regimen going on, when the sentence tells no dose taken or missed and says no day."""
    if dose is None:
        return False
    lang = "ko" if ctx.lang == "ko" else "en"
    said = ctx.text[sentence.start:sentence.end]
    return cue_pattern(ctx.dictionary, "regimen_kept", lang).search(ctx.text, sentence.start, m.start) is not None \
        and not says_missed(ctx.dictionary, ctx.lang, said) and dose_status(ctx.dictionary, ctx.lang, said) is None \
        and not any(r.span is not None and sentence.start <= r.span.start < sentence.end and r.kind == "date"
                    for r in ctx.resolutions)


_DOSE_PRONOUN = re.compile(r"\b(?:it|them|that|one|dose)\b", re.IGNORECASE)


def dose_told_later(ctx: Ctx, clause: Segment, sentence: Segment, named: list[TermMatch]) -> bool:
    """A later clause of the sentence, naming no drug, tells a dose taken or missed of "it" ("…, skipped it last
    night")."""
    rest = ctx.text[clause.end:sentence.end]
    if not rest.strip() or any(clause.end <= d.start < sentence.end for d in named):
        return False
    return _DOSE_PRONOUN.search(rest) is not None and (says_missed(ctx.dictionary, ctx.lang, rest)
                                                       or dose_status(ctx.dictionary, ctx.lang, rest) is not None)
