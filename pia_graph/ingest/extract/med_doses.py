"""A medication's dose as said: after or before the drug, a change of dose, a strength times a pill count, and how
often it is taken."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.dose_cap import cap_frequency, capped
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology import TermMatch

DOSE_UNITS = {"mg": "mg", "mcg": "mcg", "IU": "IU", "units": "units", "g": "g", "pill": "pill", "mg/dL": "mg"}


_DOSE_CHANGE = re.compile(
    r"\s*(?:dose\s+|을|를)?\s*(?:from\s+)?(\d+(?:\.\d+)?\s*(?:mg|mcg|iu|g)?)\s*(?:to|->|→|에서)\s*"
    r"(\d+(?:\.\d+)?\s*(?:mg|mcg|iu|g)?)(?![\d.])", re.IGNORECASE,
)


def dose_of(ctx: Ctx, m: TermMatch, clause_end: int) -> Quantity | None:
    q = dose_near(ctx, m, clause_end)
    if q is not None:
        return q
    # "the rosuvastatin is working and he kept me on 10 mg": the one dose said later in the drug's clause
    later = [q for q in ctx.quantities
             if m.end <= q.start < clause_end and ctx.free(q) and q.unit in ("mg", "mcg", "IU", "units")]
    others = [t for t in ctx.matches if m.end <= t.start < clause_end and t.term_key and t.term_key.startswith("drug:")]
    if later or others:
        return later[0] if len(later) == 1 and not others else None
    return _sentence_dose(ctx, m)


def strength_after_count(ctx: Ctx, m: TermMatch, count: Quantity | None) -> Quantity | None:
    """ "졸피뎀 반알 먹었어요 5미리", "took half an ambien, 5mg": a dose said as a count of pills, then, later in
    its sentence, one strength in a drug's unit (and no other drug named after it): the strength is what was
    taken (as "half an ambien (5mg)")."""
    if count is None or count.unit != "pill":
        return None
    sentence = ctx.sentence_of(m.start)
    if any(count.end <= t.start < sentence.end and (t.term_key or "").startswith("drug:") and t.start != m.start
           for t in ctx.matches):
        return None
    later = [q for q in ctx.quantities if count.end <= q.start < sentence.end and ctx.free(q) and q is not count
             and q.unit in ("mg", "mcg", "IU", "units")]
    return later[0] if len(later) == 1 else None


def _sentence_dose(ctx: Ctx, m: TermMatch) -> Quantity | None:
    """ "on a low dose aspirin since the stent, 81 mg", "prescribed amoxicillin for the ear, 875mg twice a day": a
    sentence that names one drug and says one dose in a drug's unit, in another clause or before the name, says
    that drug's dose."""
    sentence = ctx.sentence_of(m.start)
    named = {t.term_key for t in ctx.matches
             if sentence.start <= t.start < sentence.end and (t.term_key or "").startswith("drug:")}
    # "on insulin now, the long one, Lantus, 20 units": the family named first is the same drug (``_specific_first``)
    if {k for k in named if not (m.term_key or "").startswith(f"{k}_")} - {m.term_key}:
        return None
    doses = [q for q in ctx.quantities if sentence.start <= q.start < sentence.end and ctx.free(q)
             and q.unit in ("mg", "mcg", "IU", "units")]
    return doses[0] if len(doses) == 1 else None


# the alias ends in a strength: "타이레놀 500", "vitamin D 2000 IU" (the unit may be part of the alias too)
# the strength at the end of a matched product name: "tylenol 500", and glued in Korean chat, "타이레놀500"
_INNER_DOSE = re.compile(r"(?:\s|(?<=[가-힣]))(\d+(?:\.\d+)?)\s*(mg|mcg|iu|units)?$", re.IGNORECASE)
_UNIT_AFTER = re.compile(r"\s*(mg|mcg|밀리그램|밀리|마이크로그램|마이크로)(?![A-Za-z])", re.IGNORECASE)
# (a new level: "cut the amlodipine to 5", "bump the lantus up to 20")
_STILL_GAP = re.compile(r"\s*(?:은|는|도)?\s*(?:그대로|계속|여전히|still|now|at|(?:(?:back\s+)?(?:up|down)\s+)?to)?\s*",
                        re.IGNORECASE)


_COMMA_GAP = re.compile(r"\s*,\s*")
# a determiner right before a bare strength said before the drug ("the 81 aspirin"; not a count: "2 advil")
_OWN_BEFORE = re.compile(r"\b(?:the|my|his|her|our|that|this)\s+$", re.IGNORECASE)
# a number that is a clock hour ("at 10pm", "9 o'clock") is no dose
_CLOCK_AFTER = re.compile(r"\s*(?:[ap]\.?m\b\.?|o'?clock\b)", re.IGNORECASE)


def _changed_to(ctx: Ctx, at: int, clause_end: int) -> Quantity | None:
    """The new dose of a change said from ``at`` ("from 5 to 10 mg", "50 → 75", "5mg에서 10mg으로"), the old one
    taken. Its unit is the one said with either number, else none: a bare number is in the drug's own unit
    (``dose_fields``), so "씬지로이드 50 → 75" is 75 mcg, not 75 mg read as 75000 mcg."""
    change = _DOSE_CHANGE.match(ctx.text, at, clause_end)
    if change is None:
        return _spoken_change(ctx, at, clause_end)
    new = [q for q in ctx.quantities if change.start(2) <= q.start < change.end(2) and ctx.free(q)]
    old = [q for q in ctx.quantities if change.start(1) <= q.start < change.end(1) and ctx.free(q)]
    if not new:
        return None
    unit = new[0].unit or (old[0].unit if old else None)
    for q in old:
        ctx.take(q)
    return Quantity(new[0].value, unit, new[0].start, new[0].end, new[0].raw)


# "at" right before a bare number after the drug, and the whole hours it may name
_AT_GAP = re.compile(r"\bat\s*$", re.IGNORECASE)
_HOURS = frozenset(float(h) for h in range(1, 13))
_BEFORE_GAP = re.compile(r"\s*(?:of\s+)?(?:my\s+|the\s+)?", re.IGNORECASE)


def _strength_before(ctx: Ctx, m: TermMatch) -> Quantity | None:
    """A strength said right before the drug, with a dose unit or bare in a tablet's range ("400 mg ibuprofen",
    "took 400 ibuprofen"), or None."""
    q = next((q for q in reversed(ctx.quantities) if q.end <= m.start), None)
    if q is None or not ctx.free(q) or not _BEFORE_GAP.fullmatch(ctx.text, q.end, m.start):
        return None
    return q if q.unit in ("mg", "mcg", "IU", "units") or (q.unit is None and 50 <= q.value <= 1000) else None


# what leads to the old dose and what joins it to the new one, said around numbers read from words
_CHANGE_LEAD = re.compile(r"\s*(?:dose\s+|을|를)?\s*(?:from\s+)?", re.IGNORECASE)
_CHANGE_JOIN = re.compile(r"\s*(?:to|->|→|에서)\s*", re.IGNORECASE)


def _spoken_change(ctx: Ctx, at: int, clause_end: int) -> Quantity | None:
    """A change whose numbers are words ("메트포민을 천 밀리에서 오백으로"): the quantities read, the new one."""
    after = [q for q in ctx.quantities if at <= q.start < clause_end and ctx.free(q)]
    if len(after) < 2 or after[0].unit not in (None, "mg", "mcg", "IU", "units") \
            or after[1].unit not in (None, "mg", "mcg", "IU", "units"):
        return None
    old, new = after[0], after[1]
    if not _CHANGE_LEAD.fullmatch(ctx.text, at, old.start) or not _CHANGE_JOIN.fullmatch(ctx.text, old.end, new.start):
        return None
    ctx.take(old)
    return Quantity(new.value, new.unit or old.unit, new.start, new.end, new.raw)


def dose_near(ctx: Ctx, m: TermMatch, clause_end: int) -> Quantity | None:
    """A dose said right after the drug ("metformin 500 mg") or before it ("500 mg of Tylenol"); of a
    change ("amlodipine from 5 to 10 mg", "5mg에서 10mg으로"), the new dose."""
    changed = _changed_to(ctx, m.end, clause_end)
    if changed is not None:
        return changed
    inner = _INNER_DOSE.search(m.surface)
    unit_after = _UNIT_AFTER.match(ctx.text, m.end)
    if inner is not None and inner.group(2):
        unit = {"iu": "IU", "units": "units"}.get(inner.group(2).lower(), inner.group(2).lower())
        return Quantity(float(inner.group(1)), unit, m.start + inner.start(1), m.end,
                        ctx.text[m.start + inner.start(1):m.end])
    if inner is not None and (unit_after is not None or 50 <= float(inner.group(1)) <= 1000):
        # "아스피린 100밀리", "타이레놀 500": the alias ends in the dose said (a strength; not "vitamin d 3",
        # "Co Q 10", "PEG 3350", whose number is part of the name)
        end = unit_after.end() if unit_after is not None else m.end
        unit = DOSE_UNITS.get(unit_after.group(1).lower(), "mg") if unit_after is not None else "mg"
        return Quantity(float(inner.group(1)), unit, m.start + inner.start(1), end,
                        ctx.text[m.start + inner.start(1):end])
    for q in ctx.quantities:
        if q.start >= m.end and q.start < clause_end and ctx.free(q):
            if _CLOCK_AFTER.match(ctx.text, q.end):
                break  # "18 units of lantus at 10pm": the hour of the dose, not its size
            gap = ctx.text[m.end:q.start]
            if any(m.end <= t.start < q.start and (t.term_key or "").startswith("drug:") for t in ctx.matches):
                break  # "리피토 끊고 크레스토 10mg": the dose after the next drug is that drug's
            if capped(ctx, q):
                break  # "advil up to 6 a day": the most to take, no dose
            if len(gap) <= 12 and (q.unit in DOSE_UNITS or (q.unit is None and q.value >= 5
                                                             and (len(gap) <= 2 or _STILL_GAP.fullmatch(gap)))):
                if q.unit is None and _AT_GAP.search(gap) and q.value in _HOURS \
                        and (before := _strength_before(ctx, m)) is not None:
                    return before  # "Took 400 mg ibuprofen at 10", "400 ibuprofen at 9": the hour, not the dose
                # "프레드니솔론 오늘부터 20mg → 15mg로": the old dose of a change said after a time, the new one
                return _changed_to(ctx, q.start, clause_end) or q
            break
        if q.start >= clause_end and ctx.free(q):
            # "is Januvia, a hundred milligrams once a day": the dose with its unit right after the drug and a comma
            # that ends the drug's part
            if q.unit in ("mg", "mcg", "IU", "units") and _COMMA_GAP.fullmatch(ctx.text[m.end:q.start]):
                return q
            break
    for q in reversed(ctx.quantities):
        if q.end <= m.start and ctx.free(q):
            gap = ctx.text[q.end:m.start]
            if q.unit in DOSE_UNITS and re.fullmatch(r"\s*(?:of\s+)?(?:my\s+|the\s+)?", gap, re.I):
                return q
            if q.unit is None and 50 <= q.value <= 1000 and re.fullmatch(r"\s*of\s+(?:my\s+|the\s+)?", gap, re.I):
                return q  # "popped 400 of advil": a strength in mg, the unit unsaid
            if q.unit is None and q.value >= 5 and q.value == int(q.value) and gap.isspace() \
                    and _OWN_BEFORE.search(ctx.text, 0, q.start):
                return q  # "the 81 aspirin I stopped", "my 20 lipitor": the strength names which pill
            break
    return None


# "25 반알", "500 두알" right after the strength; "half a 10mg", "2 advil 200mg" before it
_PILLS_BEFORE = re.compile(r"\b(?:(half)\s+(?:an?\s+|of\s+(?:an?\s+|my\s+)?)?|(two|2|three|3)\s+)$", re.IGNORECASE)
# "2 extra strength tylenol (500 each)": a count before the drug, a word or two of its form between
_PILLS_BEFORE_EACH = re.compile(r"\b(?:(half)\s+(?:an?\s+|of\s+)?|(two|2|three|3|four|4))\s+(?:[a-z-]+\s+){0,2}$",
                                re.IGNORECASE)
_PILL_WORDS = {"half": 0.5, "two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4}
# the strength of one pill marked as such: "(500 each)", "220mg each", "500짜리 두 알"
_EACH_AFTER = re.compile(r"\s*(?:each|apiece|a\s+piece|per\s+(?:pill|tablet|tab))\b", re.IGNORECASE)
_PER_PILL_KO = re.compile(r"\s*(?:짜리|mg짜리)?\s*")


def _in_parentheses(ctx: Ctx, q: Quantity) -> bool:
    return ctx.text[:q.start].rstrip().endswith("(")


def times_pills(ctx: Ctx, q: Quantity | None, drug_start: int, clause_end: int, fields: dict[str, Any]) -> None:
    """A dose said as a strength and a count of pills is the amount taken: strength x pills ("메토프롤롤 25
    반알" = 12.5 mg, "타이레놀 500 두알", "500짜리 두 알" = 1000 mg, "2 extra strength tylenol (500 each)" =
    1000 mg; wave convention, FORMAT.md: a dose is `value` with its `unit`). A strength in parentheses not
    marked "each" is what was taken ("half an ambien (5mg)" = 5 mg)."""
    if q is None or not isinstance(fields.get("value"), (int, float)):
        return
    count: float | None = None
    for p in ctx.quantities:
        if q.end <= p.start < clause_end and ctx.free(p) and p is not q:
            gap = ctx.text[q.end:p.start]
            if p.unit == "pill" and _PER_PILL_KO.fullmatch(gap) and 0 < p.value <= 4:  # not "x2" (a frequency)
                count = p.value
                ctx.take(p)
            break
    each = _EACH_AFTER.match(ctx.text, q.end) is not None
    if count is None and each:
        before = _PILLS_BEFORE_EACH.search(ctx.text[max(0, drug_start - 30):drug_start])
        if before is not None:
            count = _PILL_WORDS[(before.group(1) or before.group(2)).lower()]
    elif count is None and q.unit in ("mg", "mcg", None) and not _in_parentheses(ctx, q):
        # "half a 10mg zolpidem", "took 2 advil 200mg"
        before = _PILLS_BEFORE.search(ctx.text[max(0, q.start - 12):q.start]) \
            or _PILLS_BEFORE.search(ctx.text[max(0, drug_start - 12):drug_start])
        if before is not None:
            count = _PILL_WORDS[(before.group(1) or before.group(2)).lower()]
    if count is not None and count != 1:
        total = fields["value"] * count
        fields["value"] = int(total) if float(total).is_integer() else total
        fields["quantity"] = count  # pills per dose (an intake keeps it; a regimen does not carry it)


def dose_fields(q: Quantity | None, drug_unit: str | None = None) -> dict[str, Any]:
    """A dose's fields. ``drug_unit``, the drug's own dose unit in the dictionary, is the unit of a number said
    bare ("씬지로이드 50": 50 mcg; "lantus 18": 18 units) and the unit a mcg-dosed drug is kept in
    ("0.1mg": 100 mcg)."""
    if q is None:
        return {}
    bare = drug_unit if drug_unit in ("mcg", "units", "IU") else "mg"
    unit = DOSE_UNITS.get(q.unit or "", bare if q.unit is None else q.unit)
    if unit == "pill":
        return {"quantity": q.value}
    amount = q.value
    if unit == "g":  # "1g of paracetamol": a dose is kept in mg
        unit, amount = "mg", round(q.value * 1000, 3)
    if unit == "units" and drug_unit == "IU":  # "비타민D 천 단위", "a thousand units of vitamin D": IU
        unit = "IU"
    if unit == "mg" and drug_unit == "mcg":
        unit, amount = "mcg", round(amount * 1000, 3)
    value = int(amount) if float(amount).is_integer() else amount
    return {"value": value, "unit": unit, "value_as_said": q.raw, "unit_as_said": q.unit}


# how often, by the dictionary's lists per frequency (English, with the clinicians' shorthand: "bid", "qd") and by
# Korean grammar; the first that matches, in this order ("twice a day" before "a day")
_FREQ: tuple[tuple[str, re.Pattern[str], str, float], ...] = (
    ("frequency_twice_daily", re.compile(r"하루\s*두\s*번"), "twice daily", 2.0),
    ("frequency_three_times_daily", re.compile(r"하루\s*세\s*번"), "three times daily", 3.0),
    ("frequency_every_other_day", re.compile(r"이틀에\s*한\s*번"), "every other day", 0.5),
    ("frequency_weekly", re.compile(r"일주일에\s*한\s*번"), "weekly", 1 / 7),
    ("frequency_once_daily", re.compile(r"하루\s*한\s*번|매일|아침마다|자기\s*전"), "once daily", 1.0),
)


def frequency_fields(ctx: Ctx, text: str) -> dict[str, Any]:
    """How often a regimen is taken, as said in ``text``: its cap (``dose_cap``: "up to 4 a day") or ``_FREQ``; {}
    when nothing says it."""
    if cap := cap_frequency(ctx, text):
        return cap
    for group, ko, label, per_day in _FREQ:
        if cue_pattern(ctx.dictionary, group, "en").search(text) or ko.search(text):
            return {"frequency": label, "doses_per_day": per_day}
    return {}
