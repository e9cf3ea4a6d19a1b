"""Unnamed medications: "missed my BP pill", "당뇨약 먹었어", "skipped the statin", "forgot my pills".

A class word (blood pressure, cholesterol, diabetes, thyroid, statin …) is mapped through the dictionary
(a drug's ``indications`` and ``drug_class``) onto the drugs the user is known to take: the regimens active
on the day said (``profile["active_regimens"]``) and any drug named elsewhere in the same utterance. Only
when exactly one of them fits is an intake recorded (with a lower confidence and a note saying how it was
resolved); otherwise nothing is (the extractor never guesses). A bare "my pills" / "약" needs exactly one
active regimen; "any of my meds" speaks of each of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from pia_graph.ingest import cues
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.dose_status import dose_status, missed_cue
from pia_graph.ingest.extract.spoken_numbers import NUMBER_GOES_ON
from pia_graph.ontology import Dictionary
from pia_graph.ontology.drug_classes import components, holds
from pia_graph.regex_needs import Prefilter

# "the sugar one" is the diabetes pill; "glucose one twenty" is a reading said in words
_NOUN = (r"(?:pills?|meds|med|medications?|medicines?|tablets?|drugs?|dose|prescriptions?|rx"
         rf"|one(?![\s-]+{NUMBER_GOES_ON}))")
_KO_NOUN = r"\s*(?:약(?![간속국사품])|치료제)"
CONFIDENCE = 0.8


@dataclass(frozen=True, slots=True)
class DrugClass:
    """One class word: the pattern that says it and the dictionary facts a drug of it has."""

    name: str
    pattern: re.Pattern[str]
    indications: frozenset[str] = frozenset()
    drug_classes: tuple[str, ...] = ()

    def fits(self, ctx: Ctx, coordinate: str) -> bool:
        term = ctx.dictionary.terms.get(coordinate)
        if term is None:
            return False
        if self.indications & set(term.indications or ()):
            return True
        return any(holds(c, name) for c in components(term.drug_class) for name in self.drug_classes)


def _cls(name: str, en: str, ko: str, indications: Iterable[str] = (), classes: Iterable[str] = ()) -> DrugClass:
    return DrugClass(name, re.compile(rf"\b(?:{en})\b|(?<![가-힣])(?:{ko})", re.IGNORECASE),
                     frozenset(indications), tuple(classes))


CLASSES: tuple[DrugClass, ...] = (
    _cls("blood pressure", rf"(?:bp|blood\s+pressure|high\s+blood\s+pressure|hypertension|htn)\s+{_NOUN}"
         r"|antihypertensives?", rf"고?혈압{_KO_NOUN}|혈압\s*강하제", ["condition:hypertension"]),
    _cls("cholesterol", rf"(?:cholesterol|lipid|ldl)(?:-lowering)?\s+{_NOUN}",
         rf"(?:고지혈증?|콜레스테롤|이상지질혈증){_KO_NOUN}", ["condition:dyslipidemia"]),
    _cls("statin", r"statins?", r"스타틴", classes=["statin"]),
    _cls("diabetes", rf"(?:diabetes|diabetic|blood\s+sugar|sugar|glucose)\s+{_NOUN}",
         rf"(?:당뇨병?|혈당){_KO_NOUN}", ["condition:type_2_diabetes"]),
    _cls("thyroid", rf"thyroid\s+{_NOUN}", rf"갑상(?:선|샘){_KO_NOUN}",
         ["condition:hypothyroidism", "condition:hyperthyroidism"]),
    _cls("stomach", rf"(?:acid|reflux|heartburn|stomach|gerd|ulcer)\s+{_NOUN}",
         rf"(?:위장|위산|위염|역류성?\s*식도염){_KO_NOUN}", ["condition:gerd", "condition:peptic_ulcer"]),
    _cls("gout", rf"gout\s+{_NOUN}", rf"통풍{_KO_NOUN}", ["condition:gout"]),
    _cls("sleep", rf"(?:sleeping|sleep)\s+{_NOUN}", r"수면제|수면\s*유도제|수면\s*약", ["condition:insomnia_disorder"]),
    _cls("allergy", rf"(?:allergy|hay\s+fever)\s+{_NOUN}|antihistamines?",
         rf"(?:알레르기|알러지|비염){_KO_NOUN}", ["condition:allergic_rhinitis"], ["antihistamine"]),
    _cls("antibiotic", r"antibiotics?", r"항생제", classes=["antibiotic"]),
    _cls("blood thinner", r"blood\s+thinners?|anticoagulants?", r"(?:혈전|항응고|피\s*묽게\s*하는)\s*(?:약|제)",
         classes=["anticoagulant", "antiplatelet"]),
    _cls("diuretic", r"water\s+pills?|diuretics?", r"이뇨제", classes=["diuretic"]),
    _cls("asthma", rf"asthma\s+{_NOUN}", rf"천식{_KO_NOUN}", ["condition:asthma"]),
    _cls("depression", rf"(?:depression|mood)\s+{_NOUN}|antidepressants?", rf"우울증{_KO_NOUN}|항우울제",
         ["condition:depression"]),
    _cls("anxiety", rf"anxiety\s+{_NOUN}", rf"불안{_KO_NOUN}|신경\s*안정제", ["condition:anxiety"]),
    _cls("migraine", rf"migraine\s+{_NOUN}", rf"편두통{_KO_NOUN}", ["condition:migraine"]),
    _cls("osteoporosis", rf"(?:osteoporosis|bone)\s+{_NOUN}", rf"골다공증{_KO_NOUN}", ["condition:osteoporosis"]),
    _cls("prostate", rf"prostate\s+{_NOUN}", rf"전립선{_KO_NOUN}", ["condition:bph"]),
    _cls("heart", rf"heart\s+{_NOUN}", rf"심장{_KO_NOUN}",
         ["condition:cardiovascular_disease", "condition:heart_failure", "condition:angina",
          "condition:atrial_fibrillation"]),
    _cls("pain", rf"painkillers?|pain\s+{_NOUN}", r"진통제", ["condition:pain"]),
    _cls("birth control", rf"birth\s+control(?:\s+{_NOUN})?", r"피임약", classes=["contraceptive"]),
)

# "my meds", "meds:", "current medications", "약은", "복용약": a medicine noun that heads a list of drugs
_GENERIC_HEAD = re.compile(
    rf"\b(?:(?:my|current|daily|usual|regular)\s+)?{_NOUN}(?:\s+(?:are|is|include|includes|now))?(?=\W|$)"
    rf"|(?:복용\s*중인|먹는|먹고\s*있는|복용)?{_KO_NOUN}(?:은|는|으로|로)?(?=\s|:|$)",
    re.IGNORECASE,
)


@cache
def _prefilter() -> Prefilter:
    return Prefilter(tuple(k.pattern for k in CLASSES))


def medicine_heads(text: str, *, generic: bool = True) -> Iterator[tuple[re.Match[str], DrugClass | None]]:
    """The medicine heads in ``text``: each class word ("BP pill", "당뇨약") with its class, in ``CLASSES``
    order, then (``generic``) the plain medicine nouns that head a list ("my meds", "복용약"), with none."""
    possible = _prefilter().possible(text)  # the classes whose words the text may hold (regex_needs)
    for klass, may in zip(CLASSES, possible, strict=True):
        if not may:
            continue
        for hit in klass.pattern.finditer(text):
            yield hit, klass
    if generic:
        for hit in _GENERIC_HEAD.finditer(text):
            yield hit, None


# "my pills", "the meds", "my morning dose", "약 먹었어", "아침 약 깜빡": any of the user's medications.
_GENERIC = re.compile(
    r"\b(?:my|the)\s+(?:(?:morning|evening|night|nighttime|bedtime|daily|usual|regular|am|pm)\s+)?"
    r"(?:pills?|meds|medications?|medicines?|tablets?|dose)\b"
    r"|(?:(?<![가-힣])(?:아침|저녁|점심|밤|오늘|내|제)\s*|(?<![가-힣]))약(?:을|은|도|를|이)?"
    r"(?=\s*(?:또|좀|다|오늘|어제|아침에|저녁에|밤에)?\s*(?P<verb>\S+))",
    re.IGNORECASE,
)
# "약 먹었어", "약 복용", "약 챙겨": 약 is a medication when a dose verb follows (or a missed-dose cue, read
# from the dictionary): "약사", "약속" and "약간" never get that far, "약 올랐어" does not qualify.
_DOSE_VERB = re.compile(r"먹|복용|챙겨")


def _generic_hits(dictionary: Dictionary, text: str) -> list[re.Match[str]]:
    out: list[re.Match[str]] = []
    for hit in _GENERIC.finditer(text):
        verb = hit.group("verb")
        if verb is None:
            out.append(hit)
            continue
        rest = text[hit.start("verb"):]
        if _DOSE_VERB.match(verb) or missed_cue(dictionary, "ko").match(rest):
            out.append(hit)
    return out
_ALL = re.compile(r"\b(?:any|all|none|either|both)\s+(?:of\s+)?my\s+(?:pills|meds|medications|medicines)\b"
                  r"|모든\s*약|약(?:을|은)?\s*(?:하나도|전부|다)\s*(?:안|못)", re.IGNORECASE)
_NOT_AN_INTAKE = re.compile(
    r"\b(?:start\w*|stop\w*|quit|switch\w*|prescrib\w*|put\s+me\s+on|increas\w*|decreas\w*|doubl\w*|refill\w*"
    r"|pick(?:ed)?\s+up|ran\s+out|run\s+out|running\s+out|supply|every\s+(?:day|morning|night)|daily|side\s+effects?"
    r"|yet|if|should|supposed|need\s+to|going\s+to|gonna|will|adjust\w*|chang\w*|with\s+me|took\s+me\s+off"
    r"|taken\s+off|off\s+(?:my|the)|review\w*|fill(?:ed)?|upped|lowered|raised|tweak\w*|mak(?:es|ing)\s+me"
    r"|gives?\s+me|giving\s+me|caus\w*|bottle|box|pharmacy)\b"
    r"|시작|끊었|중단|그만|처방|바꿨|바뀌|늘렸|줄였|매일|아직|부작용|해야|할까|려고",
    re.IGNORECASE,
)


def names_medication(dictionary: Dictionary, text: str) -> bool:
    """ "당뇨약 아침에 먹었어": the clause speaks of a medication by its class or as "my pills"."""
    possible = _prefilter().possible(text)
    return any(may and k.pattern.search(text) for k, may in zip(CLASSES, possible, strict=True)) \
        or bool(_generic_hits(dictionary, text))


def _named_drugs(ctx: Ctx, drug_key: Any) -> set[str]:
    return {k for m in ctx.matches if (k := drug_key(ctx, m))}


def _status(dictionary: Dictionary, clause: str, lang: str) -> str | None:
    if "?" in clause or re.search(cues.QUESTION_START_EN, clause.strip(), re.IGNORECASE) \
            or (lang == "ko" and re.search(cues.QUESTION_END_KO, clause.strip())):
        return None
    if _NOT_AN_INTAKE.search(clause):
        return None
    return dose_status(dictionary, lang, clause)


def extract(ctx: Ctx, found: list[Draft], drug_key: Any) -> list[Draft]:
    """Intakes of medications said by class or as "my pills", resolved to the user's one fitting drug."""
    heads = list(medicine_heads(ctx.text, generic=False))
    alls = list(_ALL.finditer(ctx.text))
    generic = _generic_hits(ctx.dictionary, ctx.text)
    if not heads and not alls and not generic:
        return []  # nothing said unnamed: the user's active regimens are not read (a round trip to the store)
    active = [c for c in ctx.profile_value("active_regimens") or [] if isinstance(c, str)]
    stopped = {d.coordinate for d in found if d.type == "medication_regimen" and d.fields.get("status") == "stopped"}
    active = [c for c in active if c not in stopped]
    known = sorted((set(active) | _named_drugs(ctx, drug_key)) - stopped)
    have = {(d.coordinate, d.fields.get("status")) for d in found if d.type == "medication_intake"}
    out: list[Draft] = []
    taken_spans: list[tuple[int, int]] = []
    for hit, klass in heads:
        assert klass is not None
        _consume(ctx, hit.start(), hit.end())
        taken_spans.append((hit.start(), hit.end()))
        fits = [c for c in known if klass.fits(ctx, c)]
        note = f"unnamed '{hit.group(0)}' resolved to the one {klass.name} medication the user takes"
        out += _intake(ctx, hit.start(), hit.end(), fits if len(fits) == 1 else [], note, have)
    for hit in alls:
        taken_spans.append((hit.start(), hit.end()))
        note = f"'{hit.group(0)}' said of each active medication"
        word = hit.group(0).split()[0].lower()
        if word == "both" and len(active) != 2:
            continue
        out += _intake(ctx, hit.start(), hit.end(), active, note, have,
                       only="missed" if word in ("any", "either") else None, force="missed" if word == "none" else None)
    for hit in generic:
        if any(a < hit.end() and hit.start() < b for a, b in taken_spans):
            continue
        sentence = ctx.sentence_of(hit.start())
        if any(sentence.start <= d.start < sentence.end for d in found):
            continue  # "took the metformin but forgot the other pill": said of a named drug
        if any(sentence.start <= m.start < sentence.end and drug_key(ctx, m) for m in ctx.matches):
            continue
        note = f"unnamed '{hit.group(0).strip()}' resolved to the user's only active medication"
        out += _intake(ctx, hit.start(), hit.end(), active if len(active) == 1 else [], note, have)
    return out


def _intake(ctx: Ctx, start: int, end: int, coords: list[str], note: str,
            have: set[tuple[str, Any]], only: str | None = None, force: str | None = None) -> list[Draft]:
    if not coords:
        return []
    status = _status(ctx.dictionary, ctx.clause_of(start).text, ctx.lang)
    if status is not None and force is not None:  # "took none of my meds"
        status = force
    if status is None or (only is not None and status != only):
        return []
    out: list[Draft] = []
    for coordinate in coords:
        if (coordinate, status) in have or ctx.record_type(coordinate) not in ("medication_regimen",
                                                                             "medication_intake"):
            continue
        have.add((coordinate, status))
        out.append(Draft("med.unnamed_pill",
                         "medication_intake", coordinate, start, end, {"status": status, "note": note},
                         confidence=CONFIDENCE))
    return out


def _consume(ctx: Ctx, start: int, end: int) -> None:
    """ "고지혈증 약", "BP pill": the class word names a medication, not a condition or a reading."""
    for m in ctx.matches:
        if m.start < end and start < m.end:
            ctx.used_matches.add(m.start)
