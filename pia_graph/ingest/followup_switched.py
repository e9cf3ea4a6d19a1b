"""Rule ``earlier_turn.switched_dose``: the dose of the drug the user switched to, named only as that (pure).

"의사가 메트포르민 끊고 시타글립틴으로 바꾸재요" then "그 바꾼 약 100mg이에요"; "switched from atorvastatin to
rosuvastatin 10" then "they upped the new one to 20". The later turn names no drug, only the one switched to (cue
list ``switched_to_ref``), and one dose. The switch is the user's last medication turn that stopped one drug and
started (or kept) exactly one other: that one is the drug meant, however long ago the switch was said (a regimen
lasts: ``followup_resolve.LONG_LIVED``). Without a stopped drug beside it, the last medication turn's only drug is
the one meant ("doc put me on losartan" then "the new one is 50 mg"). The new regimen record is the earlier one with
the turn's dose (its unit as said, else the earlier dose's unit when the earlier regimen had one, else none); it
supersedes the earlier record (the dose completed or changed). A turn with a medication of its own, or with no
number, or with more than one, makes nothing.

Rule ``earlier_turn.changed_dose``: the same reading of a turn that names the drug only by reference and says its
dose changed (cue list ``dose_changed_ref``: "the cardiologist doubled it, fifty now", "그 혈압약 용량 두 배로
올렸어요. 십 밀리", "또 반으로 줄였어요. 이제 이 점 오 밀리예요"): the drug of the user's last medication turn (the
one switched to, else its only drug) at the new dose.
"""

from __future__ import annotations

import datetime as dt
import itertools

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, Term, copy_record
from pia_graph.ingest.extract.med_doses import dose_fields
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.hup import RECORD_CLASSES, HupRecord, validate
from pia_graph.ontology import Dictionary

RULE = "earlier_turn.switched_dose"
CHANGED_RULE = "earlier_turn.changed_dose"
_MEDICATION = ("medication_intake", "medication_regimen")
_TIME_UNITS = frozenset({"h", "min"})  # "2 hrs after": a time, not a dose


def by_switched_dose(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], opened: list[Prior],
                     dictionary: Dictionary, quantities: list[Quantity]) -> list[tuple[HupRecord, Prior]] | None:
    """The regimen of the drug switched to, with the one dose the turn gives (``opened`` newest first: the recent
    window, then the drugs named before it)."""
    return _dosed(text, lang, said_at, own, opened, dictionary, quantities, "switched_to_ref")


def by_changed_dose(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], opened: list[Prior],
                    dictionary: Dictionary, quantities: list[Quantity],
                    terms: list[Term]) -> list[tuple[HupRecord, Prior]] | None:
    """``earlier_turn.changed_dose``: the open drug's regimen at the one dose the turn gives, the turn saying the dose
    changed (``dose_changed_ref``) of a drug it names only by reference (``terms``: it names no drug)."""
    if any(t.coordinate.startswith("drug:") for t in terms):
        return None
    return _dosed(text, lang, said_at, own, opened, dictionary, quantities, "dose_changed_ref")


def _dosed(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], opened: list[Prior],
           dictionary: Dictionary, quantities: list[Quantity], cue: str) -> list[tuple[HupRecord, Prior]] | None:
    hit = cue_pattern(dictionary, cue, lang).search(text)
    if hit is None or any(r.type in _MEDICATION for r in own):
        return None
    doses = [q for q in quantities if q.kind == "number" and q.unit not in _TIME_UNITS]
    if len(doses) != 1:
        return None
    target = switched_to(opened)
    if target is None:
        return None
    dose = doses[0]
    term = dictionary.terms.get(str(target.props.get("coordinate")))
    earlier_unit = target.props.get("unit") if target.props.get("value") is not None else None
    # a number said bare is in the earlier dose's unit, else the drug's own ("올렸대요 20으로" after "10")
    fields = {k: v for k, v in dose_fields(dose, str(earlier_unit or (term.unit if term is not None else "")) or None)
              .items() if k in RECORD_CLASSES["medication_regimen"].model_fields}
    if dose.unit is None and earlier_unit is not None:
        fields["unit"] = earlier_unit
    if "value" not in fields:
        return None  # a count of pills: no dose field (earlier_turn.dose keeps it as said)
    if cue == "switched_to_ref":
        record = copy_record(target, dictionary, fields, dose.raw, dose.start, dose.end,
                             rule="earlier_turn.switched_dose")
    else:
        record = copy_record(target, dictionary, fields, dose.raw, dose.start, dose.end,
                             rule="earlier_turn.changed_dose")
    if record is None or validate(record, said_at) is not None:
        return None
    return [(record, target)]


def switched_to(opened: list[Prior]) -> Prior | None:
    """The regimen of the drug the user's last medication turn switched to: that turn's one regimen not stopped, when
    another drug was stopped there; its only drug's regimen when it named one drug; none else."""
    for _, group in itertools.groupby(opened, key=lambda p: p.said_at):
        meds = [p for p in group if p.props.get("type") in _MEDICATION]
        if not meds:
            continue
        regimens = [p for p in meds if p.props.get("type") == "medication_regimen"]
        kept = [p for p in regimens if p.props.get("status") != "stopped"]
        stopped = {p.props.get("coordinate") for p in regimens if p.props.get("status") == "stopped"}
        if len({p.props.get("coordinate") for p in kept}) == 1 and (stopped or len(
                {p.props.get("coordinate") for p in meds}) == 1):
            return kept[0]
        return None
    return None
