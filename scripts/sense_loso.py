"""Does each sense frame (``ingest/sense.py``) earn its place held out? Leave-one-suite-out, nothing written.

    PYTHONPATH=$PWD python scripts/sense_loso.py [--kinds gate,storage] [--suites x16,x13,...]

For every labelled scenario (``expect.retain``) of the tuning suites (``retain_model_cv.SUITES``), the RETAIN
verdict is the one ``scripts/gate_offline.py --records`` gives (the analysed utterance's gate, and the offline
twin's extracted-record keep when it drops). A family is a set of the dictionary's sense lists; ``base`` has
every sense list removed. For a family F and a suite S, "built without S" is F with every cue removed that fires
on a false keep of S under ``base`` and on none that F removes in another suite: what the false keeps of the other
suites (and general vocabulary that fires on no false keep) would have given. Printed per family and suite: false
keeps and false drops under base, with F, and with F built without S; and the pooled held-out change. With
``--closed``, the words of the lists named (a closed class: devices, jobs) are vocabulary and never dropped: only
the frame's own wording (an idiom, a fault, a purchase) is held out.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.sense import SENSE_GROUPS
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary

sys.path.insert(0, str(Path(__file__).resolve().parent))
from retain_model_cv import SUITES

log = logging.getLogger("sense_loso")
FAMILIES = {
    "idiom": ("idiom_subject", "idiom_cause", "bodily_cause"),
    "social_meal": ("social_meal",),
    "device": ("measuring_device", "acquired", "device_fault"),
    "work": ("health_work",),
    "public_person": ("public_person",),
}


@dataclass(frozen=True)
class Row:
    suite: str
    sid: str
    kind: str
    lang: str
    text: str
    keep: bool
    scenario: str  # the scenario's JSON, for the offline twin


def _rows(names: Iterable[str], kinds: set[str]) -> list[Row]:
    out: list[Row] = []
    for name in names:
        for path in sorted(SUITES[name].glob("*.jsonl")):
            for raw in path.read_text(encoding="utf-8").splitlines():
                if not raw.strip():
                    continue
                sc = json.loads(raw)
                if sc.get("kind") in kinds and "retain" in sc.get("expect", {}):
                    out.append(Row(name, sc["id"], sc["kind"], sc.get("lang", "en"), sc["text"],
                                   bool(sc["expect"]["retain"]), raw))
    return out


def _kept(row: Row, index: AliasIndex, dictionary: Dictionary) -> bool:
    utterance = analyse(analysed_form(row.text), row.lang, index=index, dictionary=dictionary)
    if retain_decision(utterance).retain:
        return True
    return bool(offline_scenario(json.loads(row.scenario), index, dictionary)["retain"])


def _variant(dictionary: Dictionary, groups: Iterable[str], drop: dict[tuple[str, str], set[str]]) -> Dictionary:
    """The dictionary with only ``groups`` of the sense lists, less the cues in ``drop``."""
    cues = {k: v for k, v in dictionary.cues.items() if k[0] not in SENSE_GROUPS}
    for key, found in dictionary.cues.items():
        if key[0] in groups:
            kept = tuple(c for c in found.cues if c not in drop.get(key, set()))
            if kept:
                cues[key] = replace(found, cues=kept)
    return replace(dictionary, cues=cues)


def _errors(rows: list[Row], index: AliasIndex, dictionary: Dictionary) -> dict[str, tuple[bool, bool]]:
    """Per scenario id: (false keep, false drop)."""
    out = {}
    for row in rows:
        kept = _kept(row, index, dictionary)
        out[row.sid] = (kept and not row.keep, row.keep and not kept)
    return out


def _fires(cue: str, lang: str, text: str) -> bool:
    return bool(words_pattern((cue,), lang).search(analysed_form(text)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kinds", default="gate,storage")
    parser.add_argument("--suites", default=",".join(n for n in SUITES if n != "dev"))
    parser.add_argument("--closed", default="", help="lists of a closed class (measuring_device, health_work, …) "
                        "whose words are vocabulary, never dropped as built from S")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    names = args.suites.split(",")
    closed = set(filter(None, args.closed.split(",")))
    rows = _rows(names, set(args.kinds.split(",")))
    by_suite = {n: [r for r in rows if r.suite == n] for n in names}
    base = _errors(rows, index, _variant(dictionary, (), {}))
    base_fp = {n: [r for r in by_suite[n] if base[r.sid][0]] for n in names}
    for family, groups in FAMILIES.items():
        full = _errors(rows, index, _variant(dictionary, groups, {}))
        fixed = {n: [r for r in base_fp[n] if not full[r.sid][0]] for n in names}
        pooled = [0, 0, 0, 0]  # held-out: false keeps removed, added; false drops removed, added
        for n in names:
            drop: dict[tuple[str, str], set[str]] = {}
            for key, found in dictionary.cues.items():
                if key[0] not in groups or key[0] in closed:
                    continue
                for cue in found.cues:
                    here = any(r.lang == key[1] and _fires(cue, key[1], r.text) for r in base_fp[n])
                    elsewhere = any(r.lang == key[1] and _fires(cue, key[1], r.text)
                                    for m in names if m != n for r in fixed[m])
                    if here and not elsewhere:
                        drop.setdefault(key, set()).add(cue)
            held = _errors(by_suite[n], index, _variant(dictionary, groups, drop)) if drop else \
                {r.sid: full[r.sid] for r in by_suite[n]}
            ids = [r.sid for r in by_suite[n]]

            def count(errs: dict[str, tuple[bool, bool]], k: int, ids: list[str] = ids) -> int:
                return sum(errs[i][k] for i in ids)
            fp_gone = sum(base[i][0] and not held[i][0] for i in ids)
            fp_new = sum(held[i][0] and not base[i][0] for i in ids)
            fn_gone = sum(base[i][1] and not held[i][1] for i in ids)
            fn_new = sum(held[i][1] and not base[i][1] for i in ids)
            pooled = [a + b for a, b in zip(pooled, (fp_gone, fp_new, fn_gone, fn_new), strict=True)]
            if count(base, 0) != count(full, 0) or count(base, 1) != count(full, 1) or fp_gone or fp_new or fn_new:
                log.info("%-12s %-8s FP %d -> full %d -> held-out %d | FN %d -> full %d -> held-out %d | dropped %s",
                         family, n, count(base, 0), count(full, 0), count(held, 0), count(base, 1), count(full, 1),
                         count(held, 1), sorted(c for s in drop.values() for c in s))
        log.info("%-12s pooled held-out: false keeps -%d +%d, false drops -%d +%d", family, *pooled)


if __name__ == "__main__":
    main()
