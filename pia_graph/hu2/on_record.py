"""Every stored coordinate said by some field (pure): what the fields' own rules left out, routed by a table.

The fields' rules say what they know how to say, within their own limits (recent symptoms, six regimens, two
meal kinds, ...). What none of them cites is said last in the field the curators' table
`ontology/hu2_on_record.tsv` names for its record type: "Also on record: heartburn (resolved, last year), naproxen
(stopped)." It comes after the field's own sentences and only while the field's length allows; it names, adds when
in words and whether it is over, and never a number.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pia_graph.hu2.facts_view import day_key, latest, series
from pia_graph.hu2.models import EvidenceRecord, Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words
from pia_graph.ontology.reference_lists import read_tsv
from pia_graph.paths import project_root

MAX_ITEMS = 12
_OVER = frozenset({"resolved", "ended", "stopped"})
_NOT_SAID = frozenset({"profile:birth_date", "profile:sex"})  # the `who` person sentence cites the profile


@dataclass(frozen=True)
class Route:
    record_type: str
    field: str
    lead_en: str
    lead_ko: str


@cache
def routes() -> dict[str, Route]:
    rows = read_tsv(project_root() / "ontology" / "hu2_on_record.tsv")
    return {r[0]: Route(r[0], r[1], r[2], r[3]) for r in rows}


def left_out(inputs: Hu2Inputs, cited: set[str]) -> dict[str, list[EvidenceRecord]]:
    """Per field, the newest record of each coordinate no sentence cites (by any record of that coordinate),
    newest first."""
    table = routes()
    cited_coords = {r.coordinate for r in inputs.records if r.record_id in cited}
    types = tuple(table)
    out: dict[str, list[EvidenceRecord]] = {}
    for coord, recs in series(inputs, types).items():
        if coord in cited_coords or coord in _NOT_SAID:
            continue
        last = latest(recs)
        out.setdefault(table[last.type].field, []).append(last)
    for recs in out.values():
        recs.sort(key=day_key, reverse=True)
    return out


def on_record_sentence(field: str, records: list[EvidenceRecord], inputs: Hu2Inputs, w: Words, room: int = 500
                       ) -> Sentence | None:
    """The newest first, as many as fit `room` characters (none: no sentence)."""
    if not records:
        return None
    route = routes()[records[0].type]
    items: list[str] = []
    kept: list[EvidenceRecord] = []
    for r in records[:MAX_ITEMS]:
        notes = []
        if r.status in _OVER:
            notes.append({"resolved": "나음", "ended": "끝남", "stopped": "중단"}[r.status] if w.ko
                         else {"resolved": "resolved", "ended": "ended", "stopped": "stopped"}[r.status])
        if r.status == "scheduled":
            notes.append("예정" if w.ko else "planned")
        elif when := w.when(r.day, inputs.as_of):
            notes.append(when)
        if r.type == "family_history":
            notes.append(("가족력" if w.ko else "family: ") + ("" if w.ko else (r.relation or "relative")))
        note = ", ".join(notes)
        item = w.name(r.coordinate) + ((f"({note})" if w.ko else f" ({note})") if note else "")
        if len(_text(route, [*items, item], w)) > room:
            break
        items.append(item)
        kept.append(r)
    if not items:
        return None
    return Sentence(text=_text(route, items, w), cites=[r.record_id for r in kept], rule=f"{field}.on_record")


def _text(route: Route, items: list[str], w: Words) -> str:
    return f"{route.lead_ko}: {', '.join(items)}." if w.ko else f"{route.lead_en}: {w.join(items)}."
