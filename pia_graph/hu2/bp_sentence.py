"""The blood-pressure sentence of ``physical_state``: the latest systolic with the diastolic said with it ("lying
138/80 standing 112/68": two pairs on one day), else that day's, its band and finding, and the first reading when it
differed, each id cited (pure)."""

from __future__ import annotations

from pia_graph.hu2.facts_view import day_key, latest
from pia_graph.hu2.findings import finding
from pia_graph.hu2.models import EvidenceRecord, Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words


def blood_pressure(measured: dict[str, list[EvidenceRecord]], inputs: Hu2Inputs, w: Words, known: set[str]
                    ) -> tuple[int, str, Sentence] | None:
    sys_recs = measured.get("vital:systolic_bp")
    if not sys_recs:
        return None
    # the diastolic said with it ("lying 138/80 standing 112/68": two pairs on one day), else that day's
    dia_said = {(r.day, r.span): r for r in measured.get("vital:diastolic_bp", [])}
    dia = {r.day: r for r in measured.get("vital:diastolic_bp", [])}
    last, first = latest(sys_recs), sys_recs[0]

    def reading(r: EvidenceRecord) -> tuple[str, list[str]]:
        d = dia_said.get((r.day, r.span)) or dia.get(r.day)
        if d is not None and isinstance(d.value, float | int) and isinstance(r.value, float | int):
            return f"{w.value(r).split()[0]}/{w.value(d).split()[0]} mmHg", [r.record_id, d.record_id]
        return w.value(r), [r.record_id]

    now, cites = reading(last)
    found = finding("vital:systolic_bp", last.value, known)
    detail = ", ".join(x for x in (w.flag(last.band_flag), found.phrase(w.ko) if found else "",
                                   w.when(last.day, inputs.as_of)) if x)
    # the reading's two parts by their own names, so a reader (and a term index) knows what the pair is
    name = "혈압(수축기/이완기)" if w.ko else "Blood pressure (systolic/diastolic)"
    if len(cites) == 1:
        name = "수축기 혈압" if w.ko else "Systolic blood pressure"
    text = f"{name} {now}" + (f"({detail})" if w.ko and detail else f" ({detail})" if detail else "")
    if len(sys_recs) > 1 and first.value != last.value:
        before, more = reading(first)
        text += f", 이전 {before}에서 변화" if w.ko else f", from {before} earlier"
        cites += more
    abnormal = 0 if last.band_flag in ("high", "low", "critical", "borderline") else 1
    day = day_key(last)
    return abnormal, day, Sentence(text=text + ".", cites=cites, rule="physical.bp")
